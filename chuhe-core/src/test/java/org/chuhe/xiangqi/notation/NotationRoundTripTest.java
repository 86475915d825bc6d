package org.chuhe.xiangqi.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.chuhe.model.Colour;
import org.chuhe.problem.ProblemException;
import org.chuhe.testing.TestSeeds;
import org.chuhe.xiangqi.IllegalMoveException;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import org.junit.jupiter.api.Test;

/**
 * Every legal move of thousands of random positions, written in each notation, reads back to the same move, and no
 * two legal moves of a position are written alike. The positions: random games from the start and from a few middle
 * games and endings, and random placements that pile pawns on one or two files (three, four, five on a file; two
 * files of several), which games rarely reach. A failure names its seed ({@code -Dchuhe.seed=N} runs it alone).
 */
class NotationRoundTripTest {
  private static final String[] FROM = {
    Position.START_FEN,
    "2bakab2/9/2n1c1n2/p1p1p1p1p/9/9/P1P1P1P1P/2N1C1N2/9/2BAKAB2 w",
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/2P3P2/P3P3P/1C2C1N2/9/RNBAKAB1R b",
    "4k4/4a4/4P4/3P1P3/2P3P2/9/9/9/9/4K4 w",
    "3ak4/9/4b4/p1p1p1p1p/9/9/P1P1P1P1P/4B4/9/3AK4 b",
    "3k5/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/4K4 w",
  };

  @Test
  void everyLegalMoveReadsBackInEachNotation() {
    int twoFiles = 0;
    int three = 0;
    int four = 0;
    for (long seed : TestSeeds.of(20261204L, 3000)) {
      Position p = randomPosition(new SplittableRandom(seed));
      checkAllMoves(p, seed);
      twoFiles += FileMoves.doubledPawns(p, p.sideToMove()).isEmpty() ? 0 : 1;
      int most = mostPawnsOnAFile(p);
      three += most == 3 ? 1 : 0;
      four += most >= 4 ? 1 : 0;
    }
    if (Long.getLong("chuhe.seed") == null) {
      assertThat(List.of(twoFiles, three, four)).as("positions with pawns on two files, three on a file, four or five")
          .allMatch(count -> count >= 50);
    }
  }

  private static void checkAllMoves(Position p, long seed) {
    List<Move> moves = p.legalMoves();
    for (Notation n : Notation.values()) {
      Map<String, Move> written = new HashMap<>();
      for (Move m : moves) {
        String text = n.write(p, m);
        Move before = written.put(text, m);
        assertThat(before).as("seed %d, %s: %s and %s both written %s in %s", seed, n, before, m, text, p.fen())
            .isNull();
        assertThat(n.read(p, text)).as("seed %d, %s: %s written %s in %s", seed, n, m, text, p.fen()).isEqualTo(m);
        assertThat(Notation.readAny(p, text)).as("seed %d, readAny %s in %s", seed, text, p.fen()).isEqualTo(m);
        if (n == Notation.CHINESE) {
          String plain = asciiDigits(text);
          assertThat(n.read(p, plain)).as("seed %d, %s in %s", seed, plain, p.fen()).isEqualTo(m);
          String traditional = traditional(text);
          assertThat(n.read(p, traditional)).as("seed %d, %s in %s", seed, traditional, p.fen()).isEqualTo(m);
        }
        if (n == Notation.WXF) {
          String lower = text.toLowerCase().replace('.', '=');
          assertThat(n.read(p, lower)).as("seed %d, %s in %s", seed, lower, p.fen()).isEqualTo(m);
        }
      }
    }
  }

  private static int mostPawnsOnAFile(Position p) {
    int most = 0;
    for (int file = 0; file < 9; file++) {
      most = Math.max(most, FileMoves.onFile(p,
          org.chuhe.xiangqi.Piece.of(p.sideToMove(), org.chuhe.xiangqi.PieceKind.PAWN), file).size());
    }
    return most;
  }

  /** 炮二平五 → 炮2平5, 马８进７ → 马8进7. */
  private static String asciiDigits(String text) {
    StringBuilder out = new StringBuilder();
    for (char c : text.toCharArray()) {
      int red = Chinese.RED_NUMERALS.indexOf(c);
      int black = Chinese.BLACK_DIGITS.indexOf(c);
      out.append(red >= 0 ? (char) ('1' + red) : black >= 0 ? (char) ('1' + black) : c);
    }
    return out.toString();
  }

  private static String traditional(String text) {
    String from = "帅将车马进后";
    String to = "帥將車馬進後";
    StringBuilder out = new StringBuilder();
    for (char c : text.toCharArray()) {
      int i = from.indexOf(c);
      out.append(i >= 0 ? to.charAt(i) : c);
    }
    return out.toString();
  }

  /** A random game from one of {@link #FROM}, or a random placement; never one without a legal move. */
  static Position randomPosition(SplittableRandom r) {
    while (true) {
      Position p = r.nextBoolean() ? placement(r) : playout(r);
      if (p != null && !p.hasNoLegalMove()) {
        return p;
      }
    }
  }

  private static Position playout(SplittableRandom r) {
    Position p = Position.fromFen(FROM[r.nextInt(FROM.length)]);
    int plies = r.nextInt(160);
    for (int i = 0; i < plies; i++) {
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty()) {
        return null;
      }
      p = p.play(moves.get(r.nextInt(moves.size())));
    }
    return p;
  }

  /** Pieces put at random on the points they may stand on, pawns mostly on one or two favourite files. */
  private static Position placement(SplittableRandom r) {
    char[][] board = new char[10][9];
    for (char[] rank : board) {
      java.util.Arrays.fill(rank, '.');
    }
    for (Colour side : Colour.values()) {
      boolean red = side == Colour.RED;
      put(board, r, red, 'K', 1, new int[][] {{3, 0}, {4, 0}, {5, 0}, {3, 1}, {4, 1}, {5, 1}, {3, 2}, {4, 2}, {5, 2}});
      put(board, r, red, 'A', r.nextInt(3), new int[][] {{3, 0}, {5, 0}, {4, 1}, {3, 2}, {5, 2}});
      put(board, r, red, 'B', r.nextInt(3), new int[][] {{2, 0}, {6, 0}, {0, 2}, {4, 2}, {8, 2}, {2, 4}, {6, 4}});
      for (char k : "NRC".toCharArray()) {
        put(board, r, red, k, r.nextInt(3), null);
      }
      int[] favourite = {r.nextInt(9), r.nextInt(9)};
      int pawns = 2 + r.nextInt(4);
      for (int i = 0, tries = 0; i < pawns && tries < 200; tries++) {
        int file = r.nextInt(10) < 9 ? favourite[r.nextInt(2)] : r.nextInt(9);
        int rank = 3 + r.nextInt(7);
        boolean home = rank <= 4;
        if (home && file % 2 == 1) {
          continue;
        }
        int row = red ? rank : 9 - rank;
        if (board[row][file] == '.') {
          board[row][file] = red ? 'P' : 'p';
          i++;
        }
      }
    }
    StringBuilder fen = new StringBuilder();
    for (int rank = 9; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 9; file++) {
        char c = board[rank][file];
        if (c == '.') {
          empty++;
          continue;
        }
        if (empty > 0) {
          fen.append(empty);
          empty = 0;
        }
        fen.append(c);
      }
      if (empty > 0) {
        fen.append(empty);
      }
      if (rank > 0) {
        fen.append('/');
      }
    }
    boolean redToMove = r.nextBoolean();
    try {
      Position other = Position.fromFen(fen + (redToMove ? " b" : " w"));
      if (other.inCheck()) {
        return null; // the side that just moved would be in check (or the kings face each other)
      }
      return Position.fromFen(fen + (redToMove ? " w" : " b"));
    } catch (ProblemException e) {
      return null;
    }
  }

  /** {@code count} of a side's pieces on free points of {@code points} (file, rank from its side), or anywhere. */
  private static void put(char[][] board, SplittableRandom r, boolean red, char letter, int count, int[][] points) {
    for (int i = 0, tries = 0; i < count && tries < 100; tries++) {
      int file;
      int rank;
      if (points == null) {
        file = r.nextInt(9);
        rank = r.nextInt(10);
      } else {
        int[] point = points[r.nextInt(points.length)];
        file = point[0];
        rank = red ? point[1] : 9 - point[1];
      }
      if (board[rank][file] == '.') {
        board[rank][file] = red ? letter : Character.toLowerCase(letter);
        i++;
      }
    }
  }

  /** Any text at all gives a legal move or one of the two refusals, never another exception. */
  @Test
  void anyTextIsReadOrRefusedClearly() {
    String alphabet = "帅将仕士相象马車车炮砲兵卒前中后进退平一二三四五六七八九１２３456789KAEHRCPBNabcdehi+-.= 。!";
    for (long seed : TestSeeds.of(20261205L, 200)) {
      SplittableRandom r = new SplittableRandom(seed);
      Position p = randomPosition(r);
      for (int i = 0; i < 60; i++) {
        StringBuilder text = new StringBuilder();
        int length = r.nextInt(7);
        for (int j = 0; j < length; j++) {
          text.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        for (Notation n : Notation.values()) {
          readOrRefuse(p, text.toString(), seed, () -> n.read(p, text.toString()));
        }
        readOrRefuse(p, text.toString(), seed, () -> Notation.readAny(p, text.toString()));
      }
    }
  }

  private static void readOrRefuse(Position p, String text, long seed, java.util.function.Supplier<Move> read) {
    try {
      Move m = read.get();
      assertThat(p.isLegal(m)).as("seed %d: %s read as %s in %s", seed, text, m, p.fen()).isTrue();
    } catch (MoveTextException | IllegalMoveException e) {
      MoveError why = Notation.explain(e, text);
      assertThat(why.zh()).as("seed %d: %s", seed, text).doesNotContain("Exception").contains("：");
      assertThat(why.en()).as("seed %d: %s", seed, text).doesNotContain("Exception").contains(": ");
    } catch (RuntimeException e) {
      throw new AssertionError("seed " + seed + ": \"" + text + "\" in " + p.fen() + " gave " + e, e);
    }
  }

  @Test
  void malformedTextsAreMoveTextExceptions() {
    Position p = Position.start();
    for (String text : new String[] {"", " ", "炮", "炮二", "炮二平", "炮二平五五", "炮十平五", "炮二走五", "二炮平五",
        "炮二平〇", "兵兵进一", "C2.", "C2.0", "C0.5", "X2.5", "C2*5", "C2.55", "h2", "h2e", "z2e2", "h2h2", "12.5",
        "+1.5", "+-.5", "hello", "1. 炮二平五", "六兵平五", "前前进一"}) {
      for (Notation n : Notation.values()) {
        try {
          Move m = n.read(p, text);
          throw new AssertionError(n + " read \"" + text + "\" as " + m);
        } catch (MoveTextException e) {
          assertThat(e.text()).isEqualTo(text);
        }
      }
      try {
        Move m = Notation.readAny(p, text);
        throw new AssertionError("readAny read \"" + text + "\" as " + m);
      } catch (MoveTextException e) {
        assertThat(Notation.explain(e, text).zh()).contains("：");
      }
    }
  }
}
