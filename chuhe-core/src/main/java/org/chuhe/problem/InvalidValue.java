package org.chuhe.problem;

/**
 * A value a record of the model refuses (a player paired with himself, a negative foul count, a round 0): the
 * person's input, however it came in. Front ends report it as bad input; any other {@link IllegalArgumentException}
 * is a fault of chuhe's, never reported as the person's. A reader that knows the place of the value (a file and a
 * field) reports {@link #zh()} and {@link #en()} there.
 */
public class InvalidValue extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  private final String zh;
  private final String en;

  /** Said in English only (the message is then also what {@link #zh()} gives). */
  public InvalidValue(String message) {
    this(message, message);
  }

  /** Said in both languages; the message is "中文 / English". */
  public InvalidValue(String zh, String en) {
    super(zh.equals(en) ? en : zh + " / " + en);
    this.zh = zh;
    this.en = en;
  }

  public String zh() {
    return zh;
  }

  public String en() {
    return en;
  }
}
