package org.chuhe.xiangqi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.chuhe.model.Colour;
import org.chuhe.problem.ProblemException;

/**
 * A position: where the pieces stand and whose move it is. Immutable; {@link #play} returns the next position. Two
 * positions are equal when the pieces and the side to move are the same (the move counters of FEN do not count), which
 * is what repetition (重复局面) means.
 */
public final class Position {
  /** The start position in FEN. */
  public static final String START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";

  private final Board board;

  private Position(Board board) {
    this.board = board;
  }

  public static Position start() {
    return Start.POSITION;
  }

  /** Read on first use, after the tables that reading a FEN needs. */
  private static final class Start {
    static final Position POSITION = fromFen(START_FEN);
  }

  /**
   * Reads a position in FEN: ranks from black's side (rank 9) to red's, digits for empty points, upper case for red,
   * then {@code w} (or {@code r}) for red to move or {@code b} for black; counters after that are ignored. Each
   * side needs exactly one king, in its palace, and no more pieces of a kind than a side has.
   */
  public static Position fromFen(String fen) {
    String text = fen == null ? "" : fen.strip();
    String[] fields = text.split("\\s+");
    String[] ranks = fields[0].split("/");
    if (ranks.length != Square.RANKS) {
      throw fenProblem(text, "应有 10 行（以 / 分隔），现有 " + ranks.length + " 行",
          "needs 10 ranks separated by /, found " + ranks.length);
    }
    Board b = new Board();
    for (int row = 0; row < Square.RANKS; row++) {
      int rank = Square.RANKS - 1 - row;
      int file = 0;
      for (char c : ranks[row].toCharArray()) {
        if (c >= '1' && c <= '9') {
          file += c - '0';
          continue;
        }
        PieceKind kind = PieceKind.ofLetter(c);
        if (kind == null) {
          throw fenProblem(text, "第 " + (row + 1) + " 行有不认识的字符 \"" + c + "\"",
              "rank " + (row + 1) + " has an unknown character \"" + c + "\"");
        }
        if (file >= Square.FILES) {
          break;
        }
        b.put(rank * Square.FILES + file, Piece.code(Character.isUpperCase(c) ? Colour.RED : Colour.BLACK, kind));
        file++;
      }
      if (file != Square.FILES) {
        throw fenProblem(text, "第 " + (row + 1) + " 行应为 9 个点，现为 " + file + " 个",
            "rank " + (row + 1) + " should have 9 points, has " + file);
      }
    }
    if (fields.length > 1) {
      switch (fields[1].toLowerCase(java.util.Locale.ROOT)) {
        case "w", "r" -> b.side = 0;
        case "b" -> b.side = Board.BLACK;
        default -> throw fenProblem(text, "走棋方应为 w（红）或 b（黑），现为 \"" + fields[1] + "\"",
            "the side to move should be w (red) or b (black), found \"" + fields[1] + "\"");
      }
    }
    Position p = new Position(b);
    p.checkPieces(text);
    if (b.attacked(b.side ^ Board.BLACK)) {
      // The side that has just moved cannot have left its own king attacked (nor the kings facing).
      throw fenProblem(text, "不走棋的一方正被将军（或将帅照面），这个局面不会出现",
          "the side not to move is in check (or the kings face each other): no game reaches this position");
    }
    return p;
  }

  private static ProblemException fenProblem(String fen, String zh, String en) {
    return ProblemException.of("FEN " + fen, "局面（FEN）" + zh, "position (FEN) " + en);
  }

  private static final int[] MOST = {1, 2, 2, 2, 2, 2, 5};

  private void checkPieces(String fen) {
    for (Colour side : Colour.values()) {
      int[] count = new int[7];
      for (int s = 0; s < Square.COUNT; s++) {
        Piece p = pieceAt(Square.of(s));
        if (p != null && p.side() == side) {
          count[p.kind().ordinal()]++;
          if (!placeable(p, Square.of(s))) {
            throw fenProblem(fen, (side == Colour.RED ? "红方" : "黑方") + p.chinese() + "不能在 " + Square.of(s),
                "the " + (side == Colour.RED ? "red " : "black ") + p.kind().en() + " cannot stand on "
                    + Square.of(s));
          }
        }
      }
      for (PieceKind k : PieceKind.values()) {
        boolean king = k == PieceKind.KING;
        if (king ? count[k.ordinal()] != 1 : count[k.ordinal()] > MOST[k.ordinal()]) {
          String who = side == Colour.RED ? "红方" : "黑方";
          String whoEn = side == Colour.RED ? "red" : "black";
          throw fenProblem(fen, who + k.chinese(side) + "有 " + count[k.ordinal()] + " 个（" + (king ? "应为 1 个"
              : "最多 " + MOST[k.ordinal()] + " 个") + "）", whoEn + " has " + count[k.ordinal()] + " " + k.en()
              + "s (" + (king ? "needs exactly 1" : "at most " + MOST[k.ordinal()]) + ")");
        }
      }
    }
  }

  /** Whether {@code piece} can ever stand on {@code square}: kings and advisors in the palace, elephants at home. */
  private static boolean placeable(Piece piece, Square square) {
    boolean black = piece.side() == Colour.BLACK;
    return switch (piece.kind()) {
      case KING -> Board.inPalace(square.file(), square.rank(), black);
      case ADVISOR -> Board.inPalace(square.file(), square.rank(), black) && (square.file() + square.rank()) % 2 == (black ? 0 : 1);
      // c0 g0 a2 e2 i2 c4 g4 for red, mirrored for black: even points whose halves add up to an odd number.
      case ELEPHANT -> square.onOwnHalf(piece.side()) && square.file() % 2 == 0 && square.rank() % 2 == (black ? 1 : 0)
          && (square.file() / 2 + (black ? 9 - square.rank() : square.rank()) / 2) % 2 == 1;
      case PAWN -> square.onOwnHalf(piece.side())
          ? (black ? square.rank() <= 6 : square.rank() >= 3) && square.file() % 2 == 0
          : (black ? square.rank() <= 4 : square.rank() >= 5);
      default -> true;
    };
  }

  /** The position in FEN: pieces and the side to move ({@code w} or {@code b}). */
  public String fen() {
    StringBuilder out = new StringBuilder();
    for (int rank = Square.RANKS - 1; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < Square.FILES; file++) {
        Piece p = pieceAt(Square.of(file, rank));
        if (p == null) {
          empty++;
          continue;
        }
        if (empty > 0) {
          out.append(empty);
          empty = 0;
        }
        out.append(p.fenLetter());
      }
      if (empty > 0) {
        out.append(empty);
      }
      if (rank > 0) {
        out.append('/');
      }
    }
    return out.append(sideToMove() == Colour.RED ? " w" : " b").toString();
  }

  public Colour sideToMove() {
    return board.side == 0 ? Colour.RED : Colour.BLACK;
  }

  /** The piece on {@code square}, or null. */
  public Piece pieceAt(Square square) {
    int code = board.squares[square.index()];
    return code == Board.EMPTY ? null : Piece.ofCode(code);
  }

  /** The square of {@code side}'s king. */
  public Square king(Colour side) {
    return Square.of(board.king(side == Colour.RED ? 0 : Board.BLACK));
  }

  /** The legal moves of the side to move, in the order of the squares they start from. */
  public List<Move> legalMoves() {
    int[] moves = new int[Board.MAX_MOVES];
    Board b = new Board(board);
    int n = b.legal(moves);
    List<Move> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(Move.of(Board.from(moves[i]), Board.to(moves[i])));
    }
    return out;
  }

  /** Why {@code move} cannot be played here, or empty when it is legal. */
  public Optional<IllegalMoveReason> whyIllegal(Move move) {
    return Optional.ofNullable(new Board(board).whyNot(move.from().index(), move.to().index()));
  }

  public boolean isLegal(Move move) {
    return whyIllegal(move).isEmpty();
  }

  /** The position after {@code move}; refused with the rule it breaks when it is illegal. */
  public Position play(Move move) {
    Board next = new Board(board);
    IllegalMoveReason why = next.whyNot(move.from().index(), move.to().index());
    if (why != null) {
      throw new IllegalMoveException(this, move, why);
    }
    next.make(move.from().index() << 8 | move.to().index());
    return new Position(next);
  }

  /** The piece {@code move} would capture, or null. */
  public Piece captured(Move move) {
    return pieceAt(move.to());
  }

  /** Whether the side to move is in check (被将军). */
  public boolean inCheck() {
    return board.inCheck();
  }

  /** Whether the side to move has no legal move: checkmate (将死) when in check, stalemate (困毙) otherwise; both lose. */
  public boolean hasNoLegalMove() {
    return new Board(board).legal(new int[Board.MAX_MOVES]) == 0;
  }

  public boolean isCheckmate() {
    return inCheck() && hasNoLegalMove();
  }

  public boolean isStalemate() {
    return !inCheck() && hasNoLegalMove();
  }

  /** Counts the leaves of the legal move tree {@code depth} plies deep (perft), the test of a move generator. */
  public long perft(int depth) {
    if (depth <= 0) {
      return 1;
    }
    int[][] buffers = new int[depth + 1][Board.MAX_MOVES];
    return new Board(board).perft(depth, buffers);
  }

  /** A copy of the board, for the tests of the package that ask it many questions. */
  Board copyOfBoard() {
    return new Board(board);
  }

  /** A position with the pieces of this one and the other side to move (for analysis; not a legal move). */
  Position withSideToMove(Colour side) {
    Board b = new Board(board);
    b.side = side == Colour.RED ? 0 : Board.BLACK;
    return new Position(b);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Position p && p.board.side == board.side && Arrays.equals(p.board.squares, board.squares);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(board.squares) + board.side;
  }

  @Override
  public String toString() {
    return fen();
  }
}
