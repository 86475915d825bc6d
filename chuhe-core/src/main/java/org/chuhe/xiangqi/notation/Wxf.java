package org.chuhe.xiangqi.notation;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Piece;
import org.chuhe.xiangqi.PieceKind;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.Square;
import org.chuhe.xiangqi.notation.FileMoves.Direction;
import org.chuhe.xiangqi.notation.FileMoves.Said;
import org.chuhe.xiangqi.notation.FileMoves.Standing;
import org.chuhe.xiangqi.notation.FileMoves.Which;

/**
 * WXF notation, as the World Xiangqi Federation's "Official xiangqi piece names and notation" (AXF 1980/82, adopted
 * by WXF in 1997; wxf.org/xq/computer/wxf_notation.html) sets it: the piece's letter (K A E H R C P), its file counted
 * from the mover's right (1–9 for both sides), the direction ({@code +} forward, {@code -} back, {@code .} across)
 * and the number (distance, or file for the advisor, elephant and horse and after {@code .}): C2.5, H8+7, R1+1.
 *
 * <p>Written with {@code .} across, as the WXF document and the Chinese computer standard do; {@code =} (C2=5, the
 * older books' form) and no sign at all are not written, {@code =} is read. Two pieces of a kind on a file: the file
 * is replaced by {@code +} for the front one and {@code -} for the rear one, the letter stays (R+.3, C--1). Pawns:
 * three on a file are P+, P<i>file</i> (the middle one keeps the normal form) and P-; four are ++, P+, P-, --;
 * five are ++, P+, P<i>file</i>, P-, --; when two files each hold several pawns the letter is replaced by the file
 * (3+.4, 33.4, 3-.4 for three on file 3; 7+.6, 7-.6 for two on file 7).
 *
 * <p>Read: upper or lower case, B and N for the elephant and horse (the FEN letters), full-width characters, spaces;
 * the file without {@code +} / {@code -} when only one of the pieces on it can make the move.
 */
final class Wxf {
  private static final Pattern MOVE = Pattern.compile("([KAEHRCPBN1-9+-])([1-9+-])([-+.=])([1-9])");

  private Wxf() {}

  static String write(Position position, Move move) {
    return FileMoves.write(position, move, Wxf::label, "+-.", (side, n) -> Integer.toString(n));
  }

  /** How the piece on {@code from} is named: C2, R+, P-, ++, 3+, 33. */
  static String label(Position position, Square from) {
    Piece piece = FileMoves.pieceOn(position, from);
    Standing s = FileMoves.standing(position, from);
    char letter = piece.kind().wxfLetter();
    String file = Integer.toString(from.fileNumberFor(piece.side()));
    int n = s.count();
    int i = s.index();
    if (s.numberedOverFiles()) {
      return file + (i == 0 ? "+" : i == n - 1 ? "-" : file);
    }
    return switch (n) {
      case 1 -> letter + file;
      case 2 -> letter + (i == 0 ? "+" : "-");
      case 3 -> letter + (i == 0 ? "+" : i == 1 ? file : "-");
      case 4 -> new String[] {"++", "P+", "P-", "--"}[i];
      default -> new String[] {"++", "P+", "P" + file, "P-", "--"}[i];
    };
  }

  static MoveTextException unreadable(String text) {
    return new MoveTextException(text, "不是 WXF 着法（如 C2.5、H8+7、R+.3）",
        "is not a WXF move (such as C2.5, H8+7 or R+.3)");
  }

  /** The parts of a WXF move, or null when {@code clean} (see {@link Notation#clean}) is not one. */
  static Said parse(String clean) {
    Matcher m = MOVE.matcher(clean.toUpperCase(Locale.ROOT));
    if (!m.matches()) {
      return null;
    }
    char first = m.group(1).charAt(0);
    char second = m.group(2).charAt(0);
    Direction direction = switch (m.group(3).charAt(0)) {
      case '+' -> Direction.FORWARD;
      case '-' -> Direction.BACK;
      default -> Direction.ACROSS;
    };
    int number = m.group(4).charAt(0) - '0';
    boolean firstDigit = Character.isDigit(first);
    boolean secondDigit = Character.isDigit(second);
    if (Character.isLetter(first)) {
      PieceKind kind = PieceKind.ofLetter(first);
      return secondDigit
          ? new Said(kind, second - '0', Which.WXF_PLAIN, 0, direction, number)
          : new Said(kind, 0, second == '+' ? Which.WXF_FRONT : Which.WXF_REAR, 0, direction, number);
    }
    if (firstDigit) {
      if (secondDigit) {
        return first == second ? new Said(PieceKind.PAWN, first - '0', Which.MIDDLE, 0, direction, number) : null;
      }
      return new Said(PieceKind.PAWN, first - '0', second == '+' ? Which.WXF_FRONT : Which.WXF_REAR, 0, direction,
          number);
    }
    if (first != second) {
      return null;
    }
    return new Said(PieceKind.PAWN, 0, first == '+' ? Which.FOREMOST : Which.REARMOST, 0, direction, number);
  }
}
