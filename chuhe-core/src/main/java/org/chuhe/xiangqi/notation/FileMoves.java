package org.chuhe.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.xiangqi.IllegalMoveException;
import org.chuhe.xiangqi.IllegalMoveReason;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Piece;
import org.chuhe.xiangqi.PieceKind;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.Square;

/**
 * What the two file notations share (Chinese 炮二平五, WXF C2.5): a move names its piece by kind and by the file it
 * stands on, counted from the mover's right ({@link Square#fileNumberFor}), or, when several pieces of the kind share a
 * file, by which of them it is (前 / 后, + / −); then a direction (进 +, 退 −, 平 .) and a number. For the pieces
 * that move straight (king, rook, cannon, pawn) the number after 进 or 退 is the distance; for those that move
 * diagonally (advisor, elephant, horse) it is the file they go to; after 平 it is always the file.
 *
 * <p>Reading turns a parsed text ({@link Said}) into the move, refusing with a {@link MoveTextException} a text that
 * names no piece or no point of the board, and with an {@link IllegalMoveException} (carrying the rule) a move the
 * rules forbid.
 */
final class FileMoves {
  private FileMoves() {}

  enum Direction {
    FORWARD,
    BACK,
    ACROSS
  }

  /** How a text picks its piece among those of its kind on one file (or, for pawns, on two). */
  enum Which {
    /** The file alone (炮二, C2): the piece alone there; when several, the one that can make the move. */
    PLAIN,
    /** WXF's file alone: as {@link #PLAIN}, and the middle one of three or five pawns (P3.4). */
    WXF_PLAIN,
    /** 前: the one nearest the opponent. */
    FRONT,
    /** 中: the middle one of three (or five). */
    MIDDLE,
    /** 后: the one nearest the mover's own side. */
    REAR,
    /** 一 二 三 四 五 before the piece: counted from the front (over both files when two files have several pawns). */
    NTH,
    /** WXF's ++: the foremost of four or five pawns. */
    FOREMOST,
    /** WXF's −−: the rearmost of four or five pawns. */
    REARMOST,
    /** WXF's +: the front one of two or three, the second of four or five. */
    WXF_FRONT,
    /** WXF's −: the rear one of two or three, the second rearmost of four or five. */
    WXF_REAR
  }

  /** A move's text as parsed: {@code file} 1–9 in the mover's numbering or 0 when not given; {@code nth} for NTH. */
  record Said(PieceKind kind, int file, Which which, int nth, Direction direction, int number) {}

  /** How one notation names a piece standing on a point (前车, 马８, R+, P7), for messages that list the choices. */
  interface Labels {
    String of(Position position, Square from);
  }

  /**
   * Where a piece stands among those of its kind: {@code onFile} front to back with its {@code index}; for a pawn
   * on a file with others while another file also has several, {@code doubled} (the pawns of all such files, files
   * in the mover's numbering, each front to back) with its place there, else empty.
   */
  record Standing(List<Square> onFile, int index, List<Square> doubled, int doubledIndex) {
    int count() {
      return onFile.size();
    }

    boolean numberedOverFiles() {
      return !doubled.isEmpty() && onFile.size() > 1;
    }
  }

  static Standing standing(Position position, Square from) {
    Piece piece = pieceOn(position, from);
    List<Square> onFile = onFile(position, piece, from.file());
    List<Square> doubled = piece.kind() == PieceKind.PAWN ? doubledPawns(position, piece.side()) : List.of();
    return new Standing(onFile, onFile.indexOf(from), doubled, doubled.indexOf(from));
  }

  static Piece pieceOn(Position position, Square from) {
    Piece piece = position.pieceAt(from);
    if (piece == null) {
      throw new IllegalArgumentException("no piece on " + from);
    }
    return piece;
  }

  /** The pieces like {@code piece} on {@code file}, front (nearest the opponent) to back. */
  static List<Square> onFile(Position position, Piece piece, int file) {
    List<Square> out = new ArrayList<>(5);
    boolean red = piece.side() == Colour.RED;
    for (int i = 0; i < Square.RANKS; i++) {
      Square s = Square.of(file, red ? Square.RANKS - 1 - i : i);
      if (piece.equals(position.pieceAt(s))) {
        out.add(s);
      }
    }
    return out;
  }

  /** The board file (0–8 from red's left) of {@code side}'s file number 1–9. */
  static int boardFile(Colour side, int number) {
    return side == Colour.RED ? Square.FILES - number : number - 1;
  }

  /**
   * When two (or more) files each hold several of {@code side}'s pawns: those pawns, files taken from the mover's
   * right (its file 1 first), each file front to back, as the Chinese computer standard numbers them (一兵, 二兵 …).
   * Otherwise empty.
   */
  static List<Square> doubledPawns(Position position, Colour side) {
    Piece pawn = Piece.of(side, PieceKind.PAWN);
    List<Square> out = new ArrayList<>(5);
    int files = 0;
    for (int number = 1; number <= Square.FILES; number++) {
      List<Square> here = onFile(position, pawn, boardFile(side, number));
      if (here.size() > 1) {
        out.addAll(here);
        files++;
      }
    }
    return files > 1 ? out : List.of();
  }

  /**
   * A move as a file notation writes it: the piece's label, the sign of its direction ({@code signs} for forward,
   * back and across: 进退平 or +-.), the number as the mover writes it.
   */
  static String write(Position position, Move move, Labels labels, String signs,
      java.util.function.BiFunction<Colour, Integer, String> numeral) {
    Piece piece = pieceOn(position, move.from());
    Colour side = piece.side();
    return labels.of(position, move.from()) + signs.charAt(direction(side, move).ordinal())
        + numeral.apply(side, number(side, piece.kind(), move));
  }

  /** Whether the move goes towards the opponent (进), away (退) or along its rank (平). */
  static Direction direction(Colour side, Move move) {
    int dr = move.to().rank() - move.from().rank();
    if (dr == 0) {
      return Direction.ACROSS;
    }
    return (dr > 0) == (side == Colour.RED) ? Direction.FORWARD : Direction.BACK;
  }

  /** The number a file notation writes after the direction: the distance, or the file the piece goes to. */
  static int number(Colour side, PieceKind kind, Move move) {
    if (straight(kind) && move.from().rank() != move.to().rank()) {
      return Math.abs(move.to().rank() - move.from().rank());
    }
    return move.to().fileNumberFor(side);
  }

  static boolean straight(PieceKind kind) {
    return switch (kind) {
      case KING, ROOK, CANNON, PAWN -> true;
      case ADVISOR, ELEPHANT, HORSE -> false;
    };
  }

  private static final int NONE = -1;
  private static final int CHOOSE = -2;

  /** The place (from the front) of the piece {@code which} names among {@code n}; NONE, or CHOOSE by the move. */
  private static int index(Which which, int nth, int n) {
    return switch (which) {
      case PLAIN -> n == 1 ? 0 : CHOOSE;
      case WXF_PLAIN -> n == 1 ? 0 : n == 3 || n == 5 ? n / 2 : CHOOSE;
      case FRONT, FOREMOST -> 0;
      case REAR, REARMOST -> n - 1;
      case MIDDLE -> n % 2 == 1 && n >= 3 ? n / 2 : NONE;
      case NTH -> nth <= n ? nth - 1 : NONE;
      case WXF_FRONT -> n >= 4 ? 1 : 0;
      case WXF_REAR -> n >= 4 ? n - 2 : n - 1;
    };
  }

  /** The move {@code said} names, or {@code unreadable} when the text was not of the notation ({@code said} null). */
  static Move read(Position position, Said said, String text, Labels labels,
      java.util.function.Function<String, MoveTextException> unreadable) {
    if (said == null) {
      throw unreadable.apply(text);
    }
    return resolve(position, said, text, labels);
  }

  /** The move {@code said} names in {@code position}; {@code labels} name the pieces when the text must say which. */
  static Move resolve(Position position, Said said, String text, Labels labels) {
    Colour side = position.sideToMove();
    Piece piece = Piece.of(side, said.kind());
    String who = side == Colour.RED ? "红方" : "黑方";
    String whoEn = side == Colour.RED ? "red" : "black";
    String name = piece.chinese();
    String nameEn = said.kind().en();
    List<Square> group;
    if (said.file() != 0) {
      group = onFile(position, piece, boardFile(side, said.file()));
      if (group.isEmpty()) {
        boolean any = false;
        for (int f = 0; f < Square.FILES && !any; f++) {
          any = !onFile(position, piece, f).isEmpty();
        }
        throw any
            ? new MoveTextException(text, who + fileZh(side, said.file()) + "没有" + name,
                whoEn + " has no " + nameEn + " on file " + said.file())
            : new MoveTextException(text, who + "已没有" + name, whoEn + " has no " + nameEn + " left");
      }
    } else {
      List<Square> doubled = said.kind() == PieceKind.PAWN ? doubledPawns(position, side) : List.of();
      if (!doubled.isEmpty()) {
        if (said.which() != Which.NTH) {
          throw new MoveTextException(text,
              who + "有两路以上各有几个" + name + "，应写" + orZh(labels(position, doubled, labels)),
              whoEn + " has several " + nameEn + "s on each of two files: say "
                  + orEn(labels(position, doubled, labels)));
        }
        group = doubled;
      } else {
        group = List.of();
        for (int f = 0; f < Square.FILES && group.isEmpty(); f++) {
          List<Square> here = onFile(position, piece, f);
          group = here.size() > 1 ? here : List.of();
        }
        if (group.isEmpty()) {
          throw new MoveTextException(text, who + "没有同在一路的几个" + name,
              whoEn + " has no two " + nameEn + "s on one file");
        }
      }
    }
    int index = index(said.which(), said.nth(), group.size());
    if (index == NONE) {
      throw new MoveTextException(text, who + "没有这样的" + name + "，应写" + orZh(labels(position, group, labels)),
          whoEn + " has no such " + nameEn + ": say " + orEn(labels(position, group, labels)));
    }
    if (index >= 0) {
      return legal(position, target(position, group.get(index), said, text));
    }
    return choose(position, said, text, group, labels);
  }

  /** Of several pieces on the named file, the one that can make the move; refused when none or several can. */
  private static Move choose(Position position, Said said, String text, List<Square> group, Labels labels) {
    List<Move> possible = new ArrayList<>();
    List<Move> likely = new ArrayList<>();
    MoveTextException firstProblem = null;
    for (Square from : group) {
      try {
        Move m = target(position, from, said, text);
        possible.add(m);
        if (staysAtHome(said.kind(), position.sideToMove(), m.to())) {
          likely.add(m);
        }
      } catch (MoveTextException e) {
        firstProblem = firstProblem == null ? e : firstProblem;
      }
    }
    if (possible.isEmpty()) {
      throw firstProblem;
    }
    List<Move> candidates = likely.isEmpty() ? possible : likely;
    List<Move> legal = candidates.stream().filter(position::isLegal).toList();
    if (legal.size() == 1) {
      return legal.get(0);
    }
    if (legal.isEmpty() && candidates.size() == 1) {
      return legal(position, candidates.get(0));
    }
    Colour side = position.sideToMove();
    String name = Piece.of(side, said.kind()).chinese();
    throw new MoveTextException(text,
        (side == Colour.RED ? "红方" : "黑方") + fileZh(side, said.file()) + "有 " + group.size() + " 个" + name
            + "，应写" + orZh(labels(position, group, labels)),
        (side == Colour.RED ? "red" : "black") + " has " + group.size() + " " + said.kind().en() + "s on file "
            + said.file() + ": say " + orEn(labels(position, group, labels)));
  }

  /** Advisors stay in the palace and elephants on their side of the river: the other of a pair is the one meant. */
  private static boolean staysAtHome(PieceKind kind, Colour side, Square to) {
    return switch (kind) {
      case ADVISOR -> to.file() >= 3 && to.file() <= 5 && (side == Colour.RED ? to.rank() <= 2 : to.rank() >= 7);
      case ELEPHANT -> to.onOwnHalf(side);
      default -> true;
    };
  }

  private static Move legal(Position position, Move move) {
    position.whyIllegal(move).ifPresent(why -> {
      throw new IllegalMoveException(position, move, why);
    });
    return move;
  }

  /** The point the piece on {@code from} reaches by the direction and number of {@code said}. */
  static Move target(Position position, Square from, Said said, String text) {
    Colour side = position.pieceAt(from).side();
    int ahead = side == Colour.RED ? 1 : -1;
    int sign = said.direction() == Direction.BACK ? -ahead : ahead;
    if (straight(said.kind())) {
      if (said.direction() == Direction.ACROSS) {
        int file = boardFile(side, said.number());
        if (file == from.file()) {
          throw new MoveTextException(text, "平着须走到另一路", "a move across must go to another file");
        }
        return new Move(from, Square.of(file, from.rank()));
      }
      return new Move(from, onBoard(from.file(), from.rank() + sign * said.number(), text));
    }
    IllegalMoveReason shape = switch (said.kind()) {
      case ADVISOR -> IllegalMoveReason.ADVISOR_ONE_DIAGONAL;
      case ELEPHANT -> IllegalMoveReason.ELEPHANT_SHAPE;
      default -> IllegalMoveReason.HORSE_SHAPE;
    };
    int file = boardFile(side, said.number());
    int across = Math.abs(file - from.file());
    if (said.direction() == Direction.ACROSS || across == 0 || said.kind() == PieceKind.HORSE && across > 2) {
      throw new MoveTextException(text, shape.zh(), shape.en());
    }
    int up = switch (said.kind()) {
      case ADVISOR -> 1;
      case ELEPHANT -> 2;
      default -> across == 1 ? 2 : 1;
    };
    return new Move(from, onBoard(file, from.rank() + sign * up, text));
  }

  private static Square onBoard(int file, int rank, String text) {
    if (rank < 0 || rank >= Square.RANKS) {
      throw new MoveTextException(text, "走出了棋盘", "the move leaves the board");
    }
    return Square.of(file, rank);
  }

  /** A file as the side names it in Chinese: 二路 for red, 2路 for black. */
  private static String fileZh(Colour side, int number) {
    return (side == Colour.RED ? Chinese.RED_NUMERALS.charAt(number - 1) + "" : number + "") + "路";
  }

  private static List<String> labels(Position position, List<Square> squares, Labels labels) {
    return squares.stream().map(s -> labels.of(position, s)).toList();
  }

  private static String orZh(List<String> options) {
    return options.size() == 1 ? options.get(0)
        : String.join("、", options.subList(0, options.size() - 1)) + "或" + options.get(options.size() - 1);
  }

  private static String orEn(List<String> options) {
    return options.size() == 1 ? options.get(0)
        : String.join(", ", options.subList(0, options.size() - 1)) + " or " + options.get(options.size() - 1);
  }
}
