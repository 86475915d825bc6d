package org.chuhe.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.FoulPolicy;
import org.chuhe.regulations.Regulations;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The simulation records fouls of both kinds and loses a game exactly where {@link FoulPolicy} says, with seed
 * 004's limits (illegal moves 2, other fouls 3, no combined limit) and many fouls: each foul as the workflow records
 * it ({@link FoulPolicy#afterFoul}), and the foul that loses ends the game. The seed is in every message.
 */
class SimulatedFoulsTest {
  private static final FoulPolicy SEED_004 = new FoulPolicy(null, 2, 3);

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3})
  void gamesAreLostAtTheFoulLimits(long seed) {
    Regulations regs = new Regulations("sim", "sim", null, null, 5, null, null, null, null, null, null, null,
        SEED_004, null, null, null, null, null, null, null, null, null, null, null);
    Tournament t = Simulation.run(new SimulationSpec(seed, regs, null, 20, 5, null, 0.0, 0.0, 0.6, 10));
    String why = "seed " + seed;
    int illegal = 0;
    int other = 0;
    int lostByIllegal = 0;
    int lostByOther = 0;
    for (Round r : t.rounds()) {
      for (Game g : r.games()) {
        Fouls red = g.redFouls();
        Fouls black = g.blackFouls();
        illegal += red.illegalMoves() + black.illegalMoves();
        other += red.otherFouls() + black.otherFouls();
        for (Fouls f : new Fouls[] {red, black}) {
          assertThat(f.illegalMoves()).as(why + " no foul after the one that lost").isLessThanOrEqualTo(2);
          assertThat(f.otherFouls()).as(why).isLessThanOrEqualTo(3);
          lostByIllegal += f.illegalMoves() == 2 ? 1 : 0;
          lostByOther += f.otherFouls() == 3 ? 1 : 0;
        }
        assertThat(SEED_004.reached(red).isPresent() && SEED_004.reached(black).isPresent())
            .as(why + " the game ended at the first foul that lost it: not both sides at a limit").isFalse();
        if (SEED_004.reached(red).isPresent() || SEED_004.reached(black).isPresent()) {
          // The arbiter enters the same fouls in either order: the workflow's rule gives the simulated result.
          for (boolean redFirst : new boolean[] {true, false}) {
            assertThat(entered(g, redFirst).result()).as(why + " round " + r.number() + " board " + g.board()
                + (redFirst ? ", red's fouls first" : ", black's fouls first")).isEqualTo(g.result());
          }
        }
        if (SEED_004.reached(red).isPresent()) {
          assertThat(g.result()).as(why + " board " + g.board() + " of round " + r.number())
              .isEqualTo(Result.BLACK_WIN);
        } else if (SEED_004.reached(black).isPresent()) {
          assertThat(g.result()).as(why + " board " + g.board() + " of round " + r.number())
              .isEqualTo(Result.RED_WIN);
        }
      }
    }
    assertThat(illegal).as(why).isPositive();
    assertThat(other).as(why).isPositive();
    assertThat(lostByIllegal).as(why).isPositive();
    assertThat(lostByOther).as(why).isPositive();
  }

  /** The game's fouls entered one by one through {@link FoulPolicy#afterFoul}, on the game without a result. */
  private static Game entered(Game g, boolean redFirst) {
    Game e = new Game(g.board(), g.red(), g.black(), Result.NOT_PLAYED, Fouls.NONE, Fouls.NONE, null);
    List<Colour> sides = new ArrayList<>(List.of(Colour.values()));
    if (!redFirst) {
      Collections.reverse(sides);
    }
    for (Colour side : sides) {
      for (FoulKind kind : FoulKind.values()) {
        for (int i = 0; i < g.foulsOf(side).of(kind); i++) {
          e = SEED_004.afterFoul(e, side, kind).game();
        }
      }
    }
    return e;
  }

  /**
   * The foul that loses the game ends it. Before, the simulation drew each side's fouls apart and judged the final
   * counts, red first: with seed 1 of {@link #gamesAreLostAtTheFoulLimits}, round 4 board 7 had three other fouls on
   * each side and 0-1 — where the workflow, given the same six fouls, records 1-0 when red's come first (black's third
   * loses the game again) and 0-1 only the other way round. Now the fouls come in turn, red's first, each recorded
   * by the workflow's rule: red's third loses, and black's third never happens.
   */
  @Test
  void theFoulThatLosesEndsTheGame() {
    List<FoulKind> three = List.of(FoulKind.OTHER, FoulKind.OTHER, FoulKind.OTHER);
    Game played = Simulation.playFouls(SEED_004, Game.of(7, "r", "b", Result.RED_WIN), three, three);
    assertThat(played).isEqualTo(new Game(7, "r", "b", Result.BLACK_WIN, new Fouls(0, 3), new Fouls(0, 2), null));
    // No limit reached: the result over the board stands with every foul of both sides.
    Game draw = Simulation.playFouls(SEED_004, Game.of(1, "r", "b", Result.DRAW),
        List.of(FoulKind.ILLEGAL_MOVE, FoulKind.OTHER), List.of(FoulKind.OTHER, FoulKind.OTHER));
    assertThat(draw).isEqualTo(new Game(1, "r", "b", Result.DRAW, new Fouls(1, 1), new Fouls(0, 2), null));
  }
}
