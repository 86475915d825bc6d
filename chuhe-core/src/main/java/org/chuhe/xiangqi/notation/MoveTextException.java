package org.chuhe.xiangqi.notation;

/**
 * A move's text that cannot be read as a move of the position: not in any notation, or naming a piece that is not
 * there ("炮二平五" with no red cannon on file 二). A text that names a move the rules forbid is an
 * {@link org.chuhe.xiangqi.IllegalMoveException} instead, which carries the rule.
 */
public final class MoveTextException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final String text;
  private final String zh;
  private final String en;

  public MoveTextException(String text, String zh, String en) {
    super("\"" + text + "\": " + en);
    this.text = text;
    this.zh = zh;
    this.en = en;
  }

  /** The text as given. */
  public String text() {
    return text;
  }

  /** What is wrong, in Chinese (without the text itself). */
  public String zh() {
    return zh;
  }

  public String en() {
    return en;
  }
}
