package org.chuhe.xiangqi.notation;

import java.util.Map;
import org.chuhe.model.Colour;
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
 * Chinese notation (中文纵线格式) as players write it: piece, file, 进 / 退 / 平, number (炮二平五, 马８进７).
 *
 * <p>Written: red's files and numbers in Chinese numerals (一 … 九), black's in full-width digits (１ … ９). The
 * rules (象棋竞赛规则, 2020 edition, 1.1) only say "Arabic digits" for black; we write the full-width ones because
 * the Chinese computer standard that xiangqi programs and their PGN files follow (中国象棋电脑应用规范（二）：着法表示,
 * xqbase.com, 2006) writes every move as four double-byte characters (its examples: 马８进７, 一卒平５), so that a
 * move stays four characters wide in a column of moves, red's and black's alike.
 *
 * <p>Several pieces of a kind on one file (象棋竞赛规则, 2020 edition, 7.5): 前 and 后 (前车进一, 后炮退二), 前 / 中 /
 * 后 for three, and the file is omitted; the rules say this for every kind, advisors and elephants included
 * (前仕退五), though the computer standard leaves it off for them. The rules stop at three; beyond them this follows
 * the computer standard: four or five pawns on one file are 一兵 … 五兵 counted from the front, and when two files
 * each hold several pawns all of those pawns are numbered together 一兵 … 五兵, the files taken from the mover's
 * right (its file 1 first) and each file front to back; a pawn alone on its file keeps its file (兵七进一). These
 * ordinals are Chinese numerals for black too (一卒平５), as the standard says: they stand for 前 / 中 / 后, not for a
 * file or a distance.
 *
 * <p>Read: simplified, traditional and variant characters (車 馬 砲 包 帥 將 俥 傌 進 後 …), Chinese numerals or
 * ASCII or full-width digits for either side, spaces anywhere, punctuation after the move; also the older forms
 * 前兵九平八 and 前九平八 (several pawns on two files), 车前进一, and the file without 前 / 后 when only one of the
 * pieces on it can make the move (仕六进五).
 */
final class Chinese {
  static final String RED_NUMERALS = "一二三四五六七八九";
  /** Full-width digits: see the class comment. */
  static final String BLACK_DIGITS = "１２３４５６７８９";
  private static final String FRONT_MIDDLE_REAR = "前中后";

  private static final Map<Character, PieceKind> KINDS = kinds();

  private Chinese() {}

  private static Map<Character, PieceKind> kinds() {
    Map<Character, PieceKind> m = new java.util.HashMap<>();
    put(m, "帅帥将將", PieceKind.KING);
    put(m, "仕士", PieceKind.ADVISOR);
    put(m, "相象", PieceKind.ELEPHANT);
    put(m, "马馬傌", PieceKind.HORSE);
    put(m, "车車俥", PieceKind.ROOK);
    put(m, "炮砲包", PieceKind.CANNON);
    put(m, "兵卒", PieceKind.PAWN);
    return Map.copyOf(m);
  }

  private static void put(Map<Character, PieceKind> m, String chars, PieceKind kind) {
    for (char c : chars.toCharArray()) {
      m.put(c, kind);
    }
  }

  static String write(Position position, Move move) {
    return FileMoves.write(position, move, Chinese::label, "进退平", (side, n) -> String.valueOf(numeral(side, n)));
  }

  /** How the piece on {@code from} is named: 炮二, 马８, 前车, 中兵, 二卒. */
  static String label(Position position, Square from) {
    Piece piece = FileMoves.pieceOn(position, from);
    Standing s = FileMoves.standing(position, from);
    String name = piece.chinese();
    if (s.numberedOverFiles()) {
      return RED_NUMERALS.charAt(s.doubledIndex()) + name;
    }
    return switch (s.count()) {
      case 1 -> name + numeral(piece.side(), from.fileNumberFor(piece.side()));
      case 2 -> (s.index() == 0 ? "前" : "后") + name;
      case 3 -> FRONT_MIDDLE_REAR.charAt(s.index()) + name;
      default -> RED_NUMERALS.charAt(s.index()) + name;
    };
  }

  /** A file or a distance as {@code side} writes it: 一 … 九 for red, １ … ９ for black. */
  static char numeral(Colour side, int n) {
    return (side == Colour.RED ? RED_NUMERALS : BLACK_DIGITS).charAt(n - 1);
  }

  static MoveTextException unreadable(String text) {
    return new MoveTextException(text, "不是中文纵线着法（如 炮二平五、马８进７、前车进一）",
        "is not a move in Chinese notation (such as 炮二平五, 马８进７ or 前车进一)");
  }

  /**
   * The parts of a Chinese move, or null when {@code clean} (see {@link Notation#clean}: no spaces, ASCII digits)
   * is not one. Each character is a piece (K), 前 / 中 / 后 (Q), a numeral (N), or 进 / 退 / 平 (D).
   */
  static Said parse(String clean) {
    int n = clean.length();
    if (n < 4 || n > 5) {
      return null;
    }
    StringBuilder shape = new StringBuilder(5);
    PieceKind kind = null;
    Which which = null;
    int[] numbers = new int[2];
    int numeralCount = 0;
    Direction direction = null;
    for (int i = 0; i < n; i++) {
      char c = clean.charAt(i);
      PieceKind k = KINDS.get(c);
      int numeral = numeral(c);
      Which q = switch (c) {
        case '前' -> Which.FRONT;
        case '中' -> Which.MIDDLE;
        case '后', '後' -> Which.REAR;
        default -> null;
      };
      Direction d = switch (c) {
        case '进', '進' -> Direction.FORWARD;
        case '退' -> Direction.BACK;
        case '平' -> Direction.ACROSS;
        default -> null;
      };
      if (k != null) {
        shape.append('K');
        kind = k;
      } else if (q != null) {
        shape.append('Q');
        which = q;
      } else if (numeral > 0) {
        shape.append('N');
        if (numeralCount == 2) {
          return null;
        }
        numbers[numeralCount++] = numeral;
      } else if (d != null) {
        shape.append('D');
        direction = d;
      } else {
        return null;
      }
    }
    return switch (shape.toString()) {
      case "KNDN" -> new Said(kind, numbers[0], Which.PLAIN, 0, direction, numbers[1]);
      case "QKDN", "KQDN" -> new Said(kind, 0, which, 0, direction, numbers[0]);
      case "NKDN" -> numbers[0] <= 5 ? new Said(kind, 0, Which.NTH, numbers[0], direction, numbers[1]) : null;
      case "QKNDN" -> new Said(kind, numbers[0], which, 0, direction, numbers[1]);
      case "QNDN" -> new Said(PieceKind.PAWN, numbers[0], which, 0, direction, numbers[1]);
      default -> null;
    };
  }

  /** 1–9 for a Chinese numeral or an ASCII digit, else 0. */
  private static int numeral(char c) {
    if (c >= '1' && c <= '9') {
      return c - '0';
    }
    return RED_NUMERALS.indexOf(c) + 1;
  }
}
