package org.chuhe.knockout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chuhe.model.Game;
import org.chuhe.model.Outcome;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.KnockoutRules;
import org.chuhe.regulations.KnockoutRules.FirstColour;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TieBreakStage;
import org.chuhe.regulations.TimeControl;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.testing.TestSeeds;
import org.junit.jupiter.api.Test;

/**
 * Whole simulated Swiss then knock-out events: every round passes the check, the knock-out is played to its end,
 * and every match's winner agrees with a naive reference: without a forfeit, the player with more points over all
 * the match's games (the deciding game's draw counted as black's win) — the parts before the deciding one were
 * level, and in it the winner scored more — and with one, the player who did not forfeit (both: the higher seed).
 */
class KnockoutSimulationTest {

  static Regulations regs(int rounds, int qualifiers, boolean thirdPlace) {
    KnockoutRules k = new KnockoutRules(qualifiers, 2, thirdPlace, FirstColour.HIGHER_SEED_RED, null, List.of(
        new TieBreakStage(TieBreakStage.Kind.RAPID, 2, new TimeControl(10, 5), null, null),
        new TieBreakStage(TieBreakStage.Kind.BLITZ, 2, new TimeControl(5, 3), null, null),
        new TieBreakStage(TieBreakStage.Kind.ARMAGEDDON, 1, new TimeControl(10, 3), new TimeControl(7, 3), null)),
        KnockoutRules.SemiFinalLosers.SWISS_RANK);
    return new Regulations("sim", "sim", null, null, rounds, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null)
        .withFormat(Format.SWISS_KNOCKOUT, null, k);
  }

  @Test
  void simulatedEventsPassTheCheckAndAgreeWithTheNaiveReference() {
    int levelMatches = 0;
    int armageddons = 0;
    for (long seed : TestSeeds.of(28, 12)) {
      boolean third = seed % 2 == 0;
      Regulations regs = regs(7, seed % 3 == 0 ? 16 : 8, third);
      // Many draws between equal players: level matches and tie-breaks come often.
      var spec = new SimulationSpec(seed, regs, null, 40, null, 0.95, 0.02, null, null, null);
      Simulation.Run run = Simulation.simulate(spec, spec.rounds());
      assertThat(run.stoppedBy()).as("seed %d", seed).isNull();
      var t = run.tournament();
      Bracket b = Bracket.of(t, "open");
      assertThat(b.status()).as("seed %d", seed).isEqualTo(Bracket.Status.FINISHED);
      for (RoundCheck c : PairingChecker.checkAll(t)) {
        assertThat(c.violations()).as("seed %d round %d", seed, c.round()).isEmpty();
      }
      KnockoutRules k = regs.knockout();
      for (Bracket.Match m : b.matches()) {
        assertThat(m.winner()).as("seed %d %s", seed, m).isEqualTo(reference(m, k));
        if (m.games().size() > k.gamesPerMatch() && m.decision() != Bracket.Decision.FORFEIT) {
          levelMatches++;
        }
        armageddons += m.decision() == Bracket.Decision.ARMAGEDDON_DRAW ? 1 : 0;
      }
      // The champion won every match he played; every player of a stage after the first won the stage before.
      String champion = FinalPlaces.of(t, "open").places().get(0).player();
      assertThat(b.matches().stream().filter(m -> m.involves(champion)))
          .allMatch(m -> m.winner().equals(champion));
      for (int s = 1; s < b.stages().size(); s++) {
        Set<String> winners = new HashSet<>();
        b.stages().get(s - 1).stream().filter(m -> !m.thirdPlace()).forEach(m -> winners.add(m.winner()));
        b.stages().get(s).stream().filter(m -> !m.thirdPlace()).forEach(m -> {
          assertThat(winners).contains(m.higher().player(), m.lower().player());
        });
      }
      System.out.println("seed " + seed + ": " + t.rounds().size() + " rounds, knock-out rounds "
          + (t.rounds().size() - 7));
    }
    // Simulated level matches did occur, and the deciding game's draw rule was used.
    assertThat(levelMatches).isGreaterThan(0);
    assertThat(armageddons).isGreaterThan(0);
  }

  /** The naive reference of the class comment. */
  static String reference(Bracket.Match m, KnockoutRules k) {
    int hi = 0;
    int lo = 0;
    for (Bracket.MatchGame mg : m.games()) {
      Game g = mg.game();
      Outcome h = g.result().outcomeFor(g.colourOf(m.higher().player()));
      Outcome l = g.result().outcomeFor(g.colourOf(m.lower().player()));
      if (h == Outcome.FORFEIT_LOSS) {
        return l == Outcome.FORFEIT_LOSS ? m.higher().player() : m.lower().player();
      }
      if (l == Outcome.FORFEIT_LOSS) {
        return m.higher().player();
      }
      boolean armageddon = mg.slot().tieBreak(k) != null && mg.slot().tieBreak(k).blackWinsDraw();
      if (armageddon && h == Outcome.DRAW) {
        h = g.black().equals(m.higher().player()) ? Outcome.WIN : Outcome.LOSS;
        l = h == Outcome.WIN ? Outcome.LOSS : Outcome.WIN;
      }
      hi += h == Outcome.WIN ? 2 : h == Outcome.DRAW ? 1 : 0;
      lo += l == Outcome.WIN ? 2 : l == Outcome.DRAW ? 1 : 0;
    }
    return hi > lo ? m.higher().player() : m.lower().player();
  }
}
