package org.chuhe.xiangqi.notation;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.Square;

/**
 * ICCS coordinates (中国象棋电脑应用规范): files a–i from red's left, ranks 0–9 from red's side; {@code H2-E2} as the
 * standard writes it, {@code h2e2} as engines do. Both are read, in either case.
 */
final class Iccs {
  private static final Pattern MOVE = Pattern.compile("([a-i])([0-9])-?([a-i])([0-9])");

  private Iccs() {}

  static String write(Move move) {
    return move.iccs().substring(0, 2).toUpperCase(Locale.ROOT) + "-"
        + move.iccs().substring(2).toUpperCase(Locale.ROOT);
  }

  /** The move the text names, or null when the text is not ICCS. */
  static Move parse(String text) {
    Matcher m = MOVE.matcher(text.strip().toLowerCase(Locale.ROOT));
    if (!m.matches()) {
      return null;
    }
    Square from = Square.of(m.group(1).charAt(0) - 'a', m.group(2).charAt(0) - '0');
    Square to = Square.of(m.group(3).charAt(0) - 'a', m.group(4).charAt(0) - '0');
    return from.equals(to) ? null : new Move(from, to);
  }

  static Move read(Position position, String text) {
    Move move = parse(text);
    if (move == null) {
      throw new MoveTextException(text, "不是 ICCS 着法（如 h2e2 或 H2-E2）",
          "is not an ICCS move (such as h2e2 or H2-E2)");
    }
    return move;
  }
}
