package org.chuhe.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.chuhe.model.Colour;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each rule of movement with a position where it refuses a move, worked by hand; then the generator against them. */
class RulesTest {
  private static Move move(String iccs) {
    return new Move(Square.of(iccs.charAt(0) - 'a', iccs.charAt(1) - '0'),
        Square.of(iccs.charAt(2) - 'a', iccs.charAt(3) - '0'));
  }

  @ParameterizedTest(name = "{1} in {0}: {2}")
  @CsvSource(delimiter = ';', value = {
      // From the start: the horse on h0 has its leg h1 free for g2, and i0 is its own rook.
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; e5e6; NO_PIECE",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; h7e7; NOT_ON_MOVE",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; a0a3; OWN_PIECE_ON_TARGET",
      // The king on e0 cannot step to c0 (two points), nor out of the palace from d0 to c0.
      "4k4/9/9/9/9/9/9/9/9/3K5 w; d0c0; KING_LEAVES_PALACE",
      "4k4/9/9/9/9/9/9/9/9/3K5 w; d0e1; KING_ONE_STEP",
      "4k4/9/9/9/9/9/9/9/4A4/3K5 w; e1e2; ADVISOR_ONE_DIAGONAL",
      "4k4/9/9/9/9/9/9/5A3/9/3K5 w; f2g3; ADVISOR_LEAVES_PALACE",
      // 相 on g4 would cross the river to i6.
      "4k4/9/9/9/9/6B2/9/9/9/3K5 w; g4i6; ELEPHANT_CROSSES_RIVER",
      "4k4/9/9/9/9/9/9/4B4/9/3K5 w; e2e4; ELEPHANT_SHAPE",
      "4k4/9/9/9/9/9/9/4B4/3N5/4K4 w; e2c0; ELEPHANT_EYE",
      "4k4/9/9/9/9/9/9/9/9/3K3N1 w; h0h2; HORSE_SHAPE",
      // 马八进七 from the start with a piece on b1: the leg blocked (蹩马腿).
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/1R7/1NBAKABNR w; b0c2; HORSE_LEG",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; a0b1; ROOK_STRAIGHT",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; a0a4; ROOK_BLOCKED",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; b2c4; CANNON_STRAIGHT",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; b2b8; CANNON_BLOCKED",
      // The cannon on b2 cannot take black's cannon on b7 with nothing between them (no screen).
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; b2b7; CANNON_SCREEN",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; e3e2; PAWN_BACKWARDS",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; e3d3; PAWN_SIDEWAYS_BEFORE_RIVER",
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w; e3e5; PAWN_ONE_STEP",
      // The red king on d0 and black's on e9: stepping to e0 would face it on an open file.
      "4k4/9/9/9/9/9/9/9/9/3K5 w; d0e0; FLYING_GENERAL",
      // The only piece between the kings cannot leave the file.
      "4k4/9/9/9/9/9/9/9/4A4/4K4 w; e1d0; FLYING_GENERAL",
      // Black's rook on d9 holds the d-file: the red king may not step onto it.
      "3r1k3/9/9/9/9/9/9/9/9/4K4 w; e0d0; LEAVES_KING_IN_CHECK"})
  void eachRuleRefusesItsMove(String fen, String move, IllegalMoveReason reason) {
    Position p = Position.fromFen(fen);
    assertThat(p.whyIllegal(move(move))).contains(reason);
    assertThatThrownBy(() -> p.play(move(move))).isInstanceOf(IllegalMoveException.class)
        .extracting(e -> ((IllegalMoveException) e).reason()).isEqualTo(reason);
  }

  @Test
  void legalMovesOfThePiecesFromTheStart() {
    Position p = Position.start();
    // 炮二平五 (h2e2), 马二进三 (h0g2), 兵七进一 (c3c4), 相三进五 (g0e2), 仕四进五 (f0e1), 车九进一 (a0a1).
    for (String m : List.of("h2e2", "h0g2", "c3c4", "g0e2", "f0e1", "a0a1", "b2b9", "h2h9")) {
      assertThat(p.isLegal(move(m))).as(m).isTrue();
    }
    Position after = p.play(move("h2e2"));
    assertThat(after.sideToMove()).isEqualTo(Colour.BLACK);
    assertThat(after.fen()).isEqualTo("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b");
    assertThat(after.captured(move("h7h0"))).isEqualTo(Piece.of(Colour.RED, PieceKind.HORSE));
  }

  @Test
  void checkCheckmateAndStalemate() {
    // 炮 checks over a screen: the red cannon on e3 over black's pawn on e6. Not mate: the advisor may step to e8,
    // a second piece between them.
    Position cannonCheck = Position.fromFen("3akab2/9/9/4p4/9/9/4C4/9/9/3K5 b");
    assertThat(cannonCheck.inCheck()).isTrue();
    assertThat(cannonCheck.isCheckmate()).isFalse();
    // The rook on d0 checks the king on d9; d8 is on its file, e9 and e8 face the red king on an open file.
    Position mate = Position.fromFen("3k5/9/9/9/9/9/9/9/2R6/3RK4 b");
    assertThat(mate.inCheck()).isTrue();
    assertThat(mate.isCheckmate()).isTrue();
    assertThat(mate.legalMoves()).isEmpty();
    // Stalemate (困毙), which loses in xiangqi: black's king on d9 is not attacked, d8 is covered by the red pawn on
    // c8 (sideways, it has crossed the river) and e9 faces the red king.
    Position stalemate = Position.fromFen("3k5/2P6/9/9/9/9/9/9/9/4K4 b");
    assertThat(stalemate.inCheck()).isFalse();
    assertThat(stalemate.isStalemate()).isTrue();
  }

  @Test
  void fenRoundTripAndRefusals() {
    assertThat(Position.start().fen()).isEqualTo(Position.START_FEN);
    assertThat(Position.fromFen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1"))
        .isEqualTo(Position.start());
    assertThatThrownBy(() -> Position.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w"))
        .isInstanceOf(ProblemException.class).hasMessageContaining("10");
    assertThatThrownBy(() -> Position.fromFen("4k4/9/9/9/9/9/9/9/9/9 w"))
        .isInstanceOf(ProblemException.class).hasMessageContaining("exactly 1");
    assertThatThrownBy(() -> Position.fromFen("4k4/9/9/9/9/9/9/9/9/K8 w"))
        .isInstanceOf(ProblemException.class).hasMessageContaining("a0");
    assertThatThrownBy(() -> Position.fromFen("4k4/9/9/9/9/9/9/9/9/4K4 w"))
        .isInstanceOf(ProblemException.class).hasMessageContaining("not to move is in check");
    assertThatThrownBy(() -> Position.fromFen("4k4/9/9/9/9/9/9/9/9/3K5 x"))
        .isInstanceOf(ProblemException.class).hasMessageContaining("w (red) or b (black)");
  }

  /**
   * The fast generator and the rule-by-rule check agree on every pair of points of thousands of positions from
   * random games: a move is generated exactly when no rule refuses it.
   */
  @Test
  void generatorAgreesWithTheRulesOnRandomPositions() {
    long seed = System.nanoTime();
    Random random = new Random(seed);
    int positions = 0;
    for (int game = 0; game < 60; game++) {
      Position p = Position.start();
      for (int ply = 0; ply < 120; ply++) {
        Set<Move> legal = new HashSet<>(p.legalMoves());
        Board board = p.copyOfBoard();
        for (int from = 0; from < Square.COUNT; from++) {
          for (int to = 0; to < Square.COUNT; to++) {
            if (from != to) {
              boolean legalByRules = board.whyNot(from, to) == null;
              if (legalByRules != legal.contains(Move.of(from, to))) {
                throw new AssertionError("seed " + seed + ": " + Move.of(from, to) + " in " + p.fen() + " is "
                    + (legalByRules ? "" : "not ") + "legal by the rules (" + board.whyNot(from, to) + ")");
              }
            }
          }
        }
        positions++;
        if (legal.isEmpty()) {
          assertThat(p.hasNoLegalMove()).isTrue();
          break;
        }
        List<Move> moves = List.copyOf(legal);
        p = p.play(moves.get(random.nextInt(moves.size())));
      }
    }
    assertThat(positions).isGreaterThan(1000);
  }
}
