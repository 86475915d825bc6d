package org.chuhe.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.Tournament;
import org.chuhe.regulations.FoulPolicy;
import org.chuhe.regulations.Regulations;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The simulation records fouls of both kinds and loses a game exactly where {@link FoulPolicy} says, with seed
 * 004's limits (illegal moves 2, other fouls 3, no combined limit) and many fouls. The seed is in every message.
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
}
