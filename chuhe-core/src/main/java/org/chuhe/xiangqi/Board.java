package org.chuhe.xiangqi;

import org.chuhe.model.Colour;

/**
 * The mutable board behind {@link Position}, made for speed: squares hold piece codes (kind 1–7, plus {@link #BLACK}
 * for black), moves are ints {@code from << 8 | to}. {@link #whyNot} states each rule of movement once, for a person;
 * {@link #generate} produces the same moves from precomputed steps, for the machine. Perft and an exhaustive test keep
 * the two in agreement. Written by hand: no maintained Java xiangqi library exists (see files-and-records.md).
 */
final class Board {
  static final int BLACK = 8;
  static final int EMPTY = 0;
  private static final int KING = 1 + PieceKind.KING.ordinal();
  private static final int ADVISOR = 1 + PieceKind.ADVISOR.ordinal();
  private static final int ELEPHANT = 1 + PieceKind.ELEPHANT.ordinal();
  private static final int HORSE = 1 + PieceKind.HORSE.ordinal();
  private static final int ROOK = 1 + PieceKind.ROOK.ordinal();
  private static final int CANNON = 1 + PieceKind.CANNON.ordinal();
  private static final int PAWN = 1 + PieceKind.PAWN.ordinal();
  /** The most moves any xiangqi position has is far below this (the record is about 120). */
  static final int MAX_MOVES = 256;

  private static final int N = Square.COUNT;
  private static final int[][] KING_STEPS = new int[N][];
  private static final int[][] ADVISOR_STEPS = new int[N][];
  /** Pairs (target, eye) of an elephant on each square, on its own half. */
  private static final int[][] ELEPHANT_STEPS = new int[N][];
  /** Pairs (target, leg) of a horse on each square. */
  private static final int[][] HORSE_STEPS = new int[N][];
  /** Pairs (horse square, leg) from which a horse attacks each square. */
  private static final int[][] HORSE_ATTACKS = new int[N][];
  /** Rays in the four directions (up the ranks, down, right, left): the squares in order of distance. */
  private static final int[][][] RAYS = new int[N][4][];
  private static final int[][][] PAWN_STEPS = new int[2][N][];

  static {
    for (int s = 0; s < N; s++) {
      int f = s % 9;
      int r = s / 9;
      KING_STEPS[s] = steps(f, r, new int[][] {{0, 1}, {0, -1}, {1, 0}, {-1, 0}}, Board::inAnyPalace);
      ADVISOR_STEPS[s] = steps(f, r, new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, Board::inAnyPalace);
      boolean redHalf = r <= 4;
      ELEPHANT_STEPS[s] = pairs(f, r, new int[][] {{2, 2, 1, 1}, {2, -2, 1, -1}, {-2, 2, -1, 1}, {-2, -2, -1, -1}},
          (tf, tr) -> (tr <= 4) == redHalf);
      HORSE_STEPS[s] = pairs(f, r, new int[][] {{1, 2, 0, 1}, {-1, 2, 0, 1}, {1, -2, 0, -1}, {-1, -2, 0, -1},
          {2, 1, 1, 0}, {2, -1, 1, 0}, {-2, 1, -1, 0}, {-2, -1, -1, 0}}, (tf, tr) -> true);
      // A horse on (f+dx, r+dy) attacks (f, r) through its leg, the point next to the horse towards (f, r): the
      // diagonal neighbour of (f, r) on the horse's side.
      HORSE_ATTACKS[s] = pairs(f, r, new int[][] {{1, 2, 1, 1}, {-1, 2, -1, 1}, {1, -2, 1, -1}, {-1, -2, -1, -1},
          {2, 1, 1, 1}, {2, -1, 1, -1}, {-2, 1, -1, 1}, {-2, -1, -1, -1}}, (tf, tr) -> true);
      int[][] dirs = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
      for (int d = 0; d < 4; d++) {
        int len = 0;
        int[] ray = new int[9];
        for (int tf = f + dirs[d][0], tr = r + dirs[d][1]; on(tf, tr); tf += dirs[d][0], tr += dirs[d][1]) {
          ray[len++] = tr * 9 + tf;
        }
        RAYS[s][d] = java.util.Arrays.copyOf(ray, len);
      }
      for (Colour side : Colour.values()) {
        int forward = side == Colour.RED ? 1 : -1;
        boolean crossed = side == Colour.RED ? r >= 5 : r <= 4;
        int[][] moves = crossed ? new int[][] {{0, forward}, {1, 0}, {-1, 0}} : new int[][] {{0, forward}};
        PAWN_STEPS[side.ordinal()][s] = steps(f, r, moves, (tf, tr) -> true);
      }
    }
  }

  private interface Fits {
    boolean test(int file, int rank);
  }

  private static boolean on(int f, int r) {
    return f >= 0 && f < 9 && r >= 0 && r < 10;
  }

  static boolean inPalace(int f, int r, boolean black) {
    return f >= 3 && f <= 5 && (black ? r >= 7 : r <= 2);
  }

  private static boolean inAnyPalace(int f, int r) {
    return inPalace(f, r, false) || inPalace(f, r, true);
  }

  private static int[] steps(int f, int r, int[][] deltas, Fits fits) {
    int[] out = new int[deltas.length];
    int n = 0;
    for (int[] d : deltas) {
      int tf = f + d[0];
      int tr = r + d[1];
      if (on(tf, tr) && fits.test(tf, tr)) {
        out[n++] = tr * 9 + tf;
      }
    }
    return java.util.Arrays.copyOf(out, n);
  }

  private static int[] pairs(int f, int r, int[][] deltas, Fits fits) {
    int[] out = new int[deltas.length * 2];
    int n = 0;
    for (int[] d : deltas) {
      int tf = f + d[0];
      int tr = r + d[1];
      if (on(tf, tr) && fits.test(tf, tr)) {
        out[n++] = tr * 9 + tf;
        out[n++] = (r + d[3]) * 9 + f + d[2];
      }
    }
    return java.util.Arrays.copyOf(out, n);
  }

  final int[] squares = new int[N];
  /** 0 when red is to move, {@link #BLACK} when black is. */
  int side;
  private final int[] kings = {-1, -1};

  Board() {}

  Board(Board other) {
    System.arraycopy(other.squares, 0, squares, 0, N);
    side = other.side;
    kings[0] = other.kings[0];
    kings[1] = other.kings[1];
  }

  void put(int square, int code) {
    squares[square] = code;
    if ((code & 7) == KING) {
      kings[code >> 3] = square;
    }
  }

  int king(int colourBit) {
    return kings[colourBit >> 3];
  }

  static int from(int move) {
    return move >> 8;
  }

  static int to(int move) {
    return move & 0xff;
  }

  /** Plays {@code move} and returns the piece it captured (0 for none), for {@link #unmake}. */
  int make(int move) {
    int from = move >> 8;
    int to = move & 0xff;
    int piece = squares[from];
    int captured = squares[to];
    squares[to] = piece;
    squares[from] = EMPTY;
    if ((piece & 7) == KING) {
      kings[piece >> 3] = to;
    }
    side ^= BLACK;
    return captured;
  }

  void unmake(int move, int captured) {
    int from = move >> 8;
    int to = move & 0xff;
    int piece = squares[to];
    squares[from] = piece;
    squares[to] = captured;
    if ((piece & 7) == KING) {
      kings[piece >> 3] = from;
    }
    side ^= BLACK;
  }

  /**
   * Whether the king of {@code colourBit} (0 or {@link #BLACK}) is attacked: by a rook on an open line, a cannon over
   * one screen, a horse whose leg is free, an enemy pawn in front or beside it, or the other king on an open file (the
   * flying general, 将帅照面). Advisors and elephants never leave their own half, so they cannot give check.
   */
  boolean attacked(int colourBit) {
    int k = kings[colourBit >> 3];
    if (k < 0) {
      return false;
    }
    int enemy = colourBit ^ BLACK;
    int[][] rays = RAYS[k];
    for (int d = 0; d < 4; d++) {
      int[] ray = rays[d];
      int i = 0;
      while (i < ray.length && squares[ray[i]] == EMPTY) {
        i++;
      }
      if (i == ray.length) {
        continue;
      }
      int first = squares[ray[i]];
      if (first == (enemy | ROOK) || (first == (enemy | KING) && d < 2)) {
        return true;
      }
      i++;
      while (i < ray.length && squares[ray[i]] == EMPTY) {
        i++;
      }
      if (i < ray.length && squares[ray[i]] == (enemy | CANNON)) {
        return true;
      }
    }
    int[] horses = HORSE_ATTACKS[k];
    for (int i = 0; i < horses.length; i += 2) {
      if (squares[horses[i]] == (enemy | HORSE) && squares[horses[i + 1]] == EMPTY) {
        return true;
      }
    }
    int enemyPawn = enemy | PAWN;
    int f = k % 9;
    int front = colourBit == 0 ? k + 9 : k - 9;
    return (front >= 0 && front < N && squares[front] == enemyPawn)
        || (f > 0 && squares[k - 1] == enemyPawn) || (f < 8 && squares[k + 1] == enemyPawn);
  }

  /** Whether the side to move is in check. */
  boolean inCheck() {
    return attacked(side);
  }

  /** Whether the two kings stand on one file with nothing between them. */
  boolean kingsFace() {
    int red = kings[0];
    int black = kings[1];
    if (red < 0 || black < 0 || red % 9 != black % 9) {
      return false;
    }
    for (int s = red + 9; s < black; s += 9) {
      if (squares[s] != EMPTY) {
        return false;
      }
    }
    return true;
  }

  /**
   * Writes the pseudo-legal moves of the side to move (every move the pieces may make, before the check test) into
   * {@code moves} and returns how many.
   */
  int generate(int[] moves) {
    int n = 0;
    int own = side;
    for (int s = 0; s < N; s++) {
      int piece = squares[s];
      if (piece == EMPTY || (piece & BLACK) != own) {
        continue;
      }
      int from = s << 8;
      switch (piece & 7) {
        case 1 -> n = simple(KING_STEPS[s], own, from, moves, n);
        case 2 -> n = simple(ADVISOR_STEPS[s], own, from, moves, n);
        case 3 -> n = stepped(ELEPHANT_STEPS[s], own, from, moves, n);
        case 4 -> n = stepped(HORSE_STEPS[s], own, from, moves, n);
        case 5 -> {
          for (int[] ray : RAYS[s]) {
            for (int t : ray) {
              int target = squares[t];
              if (target == EMPTY) {
                moves[n++] = from | t;
              } else {
                if ((target & BLACK) != own) {
                  moves[n++] = from | t;
                }
                break;
              }
            }
          }
        }
        case 6 -> {
          for (int[] ray : RAYS[s]) {
            int i = 0;
            for (; i < ray.length && squares[ray[i]] == EMPTY; i++) {
              moves[n++] = from | ray[i];
            }
            for (i++; i < ray.length; i++) {
              int target = squares[ray[i]];
              if (target != EMPTY) {
                if ((target & BLACK) != own) {
                  moves[n++] = from | ray[i];
                }
                break;
              }
            }
          }
        }
        default -> n = simple(PAWN_STEPS[own >> 3][s], own, from, moves, n);
      }
    }
    return n;
  }

  private int simple(int[] targets, int own, int from, int[] moves, int n) {
    for (int t : targets) {
      int target = squares[t];
      if (target == EMPTY || (target & BLACK) != own) {
        moves[n++] = from | t;
      }
    }
    return n;
  }

  private int stepped(int[] pairs, int own, int from, int[] moves, int n) {
    for (int i = 0; i < pairs.length; i += 2) {
      int t = pairs[i];
      int target = squares[t];
      if (squares[pairs[i + 1]] == EMPTY && (target == EMPTY || (target & BLACK) != own)) {
        moves[n++] = from | t;
      }
    }
    return n;
  }

  /** Whether {@code move} (pseudo-legal) leaves the mover's king safe: not attacked, kings not facing. */
  boolean keepsKingSafe(int move) {
    int mover = side;
    int captured = make(move);
    boolean safe = !attacked(mover);
    unmake(move, captured);
    return safe;
  }

  /** Writes the legal moves of the side to move into {@code moves} and returns how many. */
  int legal(int[] moves) {
    int n = generate(moves);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      if (keepsKingSafe(moves[i])) {
        moves[kept++] = moves[i];
      }
    }
    return kept;
  }

  /**
   * Why the side to move cannot play {@code from}–{@code to}, or null when it can: the rules of movement one by one,
   * then the two rules of the kings (the flying general, and leaving one's own king in check).
   */
  IllegalMoveReason whyNot(int from, int to) {
    int piece = squares[from];
    if (piece == EMPTY) {
      return IllegalMoveReason.NO_PIECE;
    }
    boolean black = (piece & BLACK) != 0;
    if ((piece & BLACK) != side) {
      return IllegalMoveReason.NOT_ON_MOVE;
    }
    int target = squares[to];
    if (target != EMPTY && (target & BLACK) == (piece & BLACK)) {
      return IllegalMoveReason.OWN_PIECE_ON_TARGET;
    }
    int ff = from % 9;
    int fr = from / 9;
    int tf = to % 9;
    int tr = to / 9;
    int df = tf - ff;
    int dr = tr - fr;
    int adf = Math.abs(df);
    int adr = Math.abs(dr);
    IllegalMoveReason movement = switch (piece & 7) {
      case 1 -> !inPalace(tf, tr, black) ? IllegalMoveReason.KING_LEAVES_PALACE
          : adf + adr != 1 ? IllegalMoveReason.KING_ONE_STEP : null;
      case 2 -> !inPalace(tf, tr, black) ? IllegalMoveReason.ADVISOR_LEAVES_PALACE
          : adf != 1 || adr != 1 ? IllegalMoveReason.ADVISOR_ONE_DIAGONAL : null;
      case 3 -> (tr >= 5) != black ? IllegalMoveReason.ELEPHANT_CROSSES_RIVER
          : adf != 2 || adr != 2 ? IllegalMoveReason.ELEPHANT_SHAPE
          : squares[(fr + dr / 2) * 9 + ff + df / 2] != EMPTY ? IllegalMoveReason.ELEPHANT_EYE : null;
      case 4 -> !(adf == 1 && adr == 2 || adf == 2 && adr == 1) ? IllegalMoveReason.HORSE_SHAPE
          // The leg is the point next to the horse in the direction of the long side of the 日.
          : squares[adr == 2 ? (fr + dr / 2) * 9 + ff : fr * 9 + ff + df / 2] != EMPTY ? IllegalMoveReason.HORSE_LEG
          : null;
      case 5 -> df != 0 && dr != 0 ? IllegalMoveReason.ROOK_STRAIGHT
          : between(from, to) > 0 ? IllegalMoveReason.ROOK_BLOCKED : null;
      case 6 -> df != 0 && dr != 0 ? IllegalMoveReason.CANNON_STRAIGHT
          : target == EMPTY ? (between(from, to) > 0 ? IllegalMoveReason.CANNON_BLOCKED : null)
          : between(from, to) != 1 ? IllegalMoveReason.CANNON_SCREEN : null;
      default -> pawn(black, fr, df, dr, adf, adr);
    };
    if (movement != null) {
      return movement;
    }
    int move = from << 8 | to;
    int mover = side;
    int captured = make(move);
    IllegalMoveReason kings = kingsFace() ? IllegalMoveReason.FLYING_GENERAL
        : attacked(mover) ? IllegalMoveReason.LEAVES_KING_IN_CHECK : null;
    unmake(move, captured);
    return kings;
  }

  private static IllegalMoveReason pawn(boolean black, int fr, int df, int dr, int adf, int adr) {
    int forward = black ? -1 : 1;
    boolean crossed = black ? fr <= 4 : fr >= 5;
    if (dr * forward < 0) {
      return IllegalMoveReason.PAWN_BACKWARDS;
    }
    if (adf + adr != 1) {
      return IllegalMoveReason.PAWN_ONE_STEP;
    }
    if (adf == 1 && !crossed) {
      return IllegalMoveReason.PAWN_SIDEWAYS_BEFORE_RIVER;
    }
    return null;
  }

  /** How many pieces stand strictly between two squares on one file or rank. */
  int between(int from, int to) {
    int step = from / 9 == to / 9 ? (to > from ? 1 : -1) : (to > from ? 9 : -9);
    int count = 0;
    for (int s = from + step; s != to; s += step) {
      if (squares[s] != EMPTY) {
        count++;
      }
    }
    return count;
  }

  /** Counts the leaves of the move tree {@code depth} plies deep (perft), counting the last ply's moves in bulk. */
  long perft(int depth, int[][] buffers) {
    int[] moves = buffers[depth];
    int n = generate(moves);
    long nodes = 0;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      int mover = side;
      int captured = make(move);
      if (!attacked(mover)) {
        nodes += depth == 1 ? 1 : perft(depth - 1, buffers);
      }
      unmake(move, captured);
    }
    return nodes;
  }
}
