package org.chuhe.xiangqi.notation;

import java.text.Normalizer;
import org.chuhe.xiangqi.IllegalMoveException;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;

/**
 * The ways a move is written: Chinese as players write it (炮二平五, 马８进７), WXF (C2.5, H8+7) and ICCS (H2-E2,
 * h2e2). {@link #read} returns the move the text names and refuses a move the rules forbid with the rule
 * ({@link IllegalMoveException}); {@link #readAny} accepts any of the three. The conventions (which of several pieces
 * on a file, the digits each side writes) are in {@link Chinese} and {@link Wxf}, and in docs/game-records.md.
 */
public enum Notation {
  CHINESE,
  WXF,
  ICCS;

  /** The move as this notation writes it in {@code position} (where the move must be legal). */
  public String write(Position position, Move move) {
    return switch (this) {
      case CHINESE -> Chinese.write(position, move);
      case WXF -> Wxf.write(position, move);
      case ICCS -> Iccs.write(move);
    };
  }

  /**
   * The legal move {@code text} names in {@code position}: a {@link MoveTextException} when the text is not a move of
   * this notation or names no piece of the side to move, an {@link IllegalMoveException} (with the rule) when it names
   * a move the rules forbid.
   */
  public Move read(Position position, String text) {
    String clean = clean(text);
    Move move = switch (this) {
      case CHINESE -> FileMoves.read(position, Chinese.parse(clean), text, Chinese::label, Chinese::unreadable);
      case WXF -> FileMoves.read(position, Wxf.parse(clean), text, Wxf::label, Wxf::unreadable);
      case ICCS -> Iccs.parse(clean) != null ? Iccs.parse(clean) : Iccs.read(position, text);
    };
    position.whyIllegal(move).ifPresent(why -> {
      throw new IllegalMoveException(position, move, why);
    });
    return move;
  }

  /**
   * The legal move {@code text} names in any of the notations, or the exception {@link #read} gives for the notation
   * the text is written in (found by its form: h2e2 or H2-E2 is ICCS, C2.5 is WXF, 炮二平五 is Chinese).
   */
  public static Move readAny(Position position, String text) {
    String clean = clean(text);
    if (Iccs.parse(clean) != null) {
      return ICCS.read(position, text);
    }
    if (Wxf.parse(clean) != null) {
      return WXF.read(position, text);
    }
    if (Chinese.parse(clean) != null || clean.codePoints().anyMatch(c -> Character.UnicodeScript.of(c)
        == Character.UnicodeScript.HAN)) {
      return CHINESE.read(position, text);
    }
    throw new MoveTextException(text, "不是着法，应写中文纵线（炮二平五）、WXF（C2.5）或 ICCS（h2e2）",
        "is not a move; write it in Chinese (炮二平五), WXF (C2.5) or ICCS (h2e2)");
  }

  /**
   * The line a person reads for a move {@link #read} or {@link #readAny} refused: the text as given, then what is
   * wrong ("马八进七：蹩马腿"). The English line adds the move in WXF when the text was not in Latin letters, so that
   * a reader without Chinese can find it ("马八进七 (H8+7): the horse's leg is blocked").
   */
  public static MoveError explain(RuntimeException e, String text) {
    boolean blank = text == null || text.isBlank();
    String zh = blank ? "（空白）" : text.strip();
    String en = blank ? "(blank)" : text.strip();
    if (e instanceof MoveTextException m) {
      return new MoveError(zh + "：" + m.zh(), en + ": " + m.en());
    }
    if (e instanceof IllegalMoveException m) {
      if (!blank && !en.chars().allMatch(c -> c < 128) && m.position() != null
          && m.position().pieceAt(m.move().from()) != null) {
        en = en + " (" + Wxf.write(m.position(), m.move()) + ")";
      }
      return new MoveError(zh + "：" + m.reason().zh(), en + ": " + m.reason().en());
    }
    return new MoveError(zh + "：不是着法", en + ": is not a move");
  }

  /**
   * The text as the notations read it: compatibility forms folded (full-width digits, letters and signs to ASCII,
   * 車-style compatibility ideographs to the usual ones), spaces removed, and signs after the move dropped (check
   * marks, !, ?, 。).
   */
  static String clean(String text) {
    if (text == null) {
      return "";
    }
    String folded = Normalizer.normalize(text, Normalizer.Form.NFKC);
    StringBuilder out = new StringBuilder(folded.length());
    folded.codePoints().filter(c -> !Character.isWhitespace(c) && !Character.isSpaceChar(c))
        .forEach(out::appendCodePoint);
    int end = out.length();
    while (end > 0 && !Character.isLetterOrDigit(out.charAt(end - 1))) {
      end--;
    }
    return out.substring(0, end);
  }
}
