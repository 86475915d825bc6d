package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.ByeRules;
import org.chuhe.regulations.ColourRules;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundOnePairing;
import org.chuhe.regulations.UnitAvoidance;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.junit.jupiter.api.Test;

/** Whole simulated events under several settings: the checker finds no broken hard rule in any round. */
class SimulatedEventsTest {

  private static void assertLegal(Tournament t) {
    List<RoundCheck> checks = PairingChecker.checkAll(t);
    assertThat(checks).isNotEmpty();
    for (RoundCheck c : checks) {
      assertThat(c.violations()).as("round %d", c.round()).isEmpty();
    }
  }

  @Test
  void defaultRegulations() {
    Tournament t = Simulation.run(SimulationSpec.of(7, Events.regs(9), 61));
    assertThat(t.rounds()).hasSize(9);
    assertLegal(t);
  }

  @Test
  void seed002StyleEveryRoundUnitAvoidanceAndForfeitExclusion() {
    Regulations regs = Events.regs(7, new RoundOnePairing(RoundOnePairing.Mode.ADJACENT,
        RoundOnePairing.Colours.ALTERNATE_BY_BOARD), null, UnitAvoidance.ALL_ROUNDS, null,
        new ForfeitPolicy(15, null, 2), null);
    SimulationSpec spec = new SimulationSpec(11, regs, null, 80, null, null, 0.05, null, null, 12);
    assertLegal(Simulation.run(spec));
  }

  @Test
  void seed001StyleSmallerNumberRedAndThreeForfeitsWithdraw() {
    Regulations regs = Events.regs(7, new RoundOnePairing(RoundOnePairing.Mode.ADJACENT,
        RoundOnePairing.Colours.SMALLER_NUMBER_RED), null, null, null, new ForfeitPolicy(10, 3, null), null);
    assertLegal(Simulation.run(new SimulationSpec(3, regs, null, 45, null, null, 0.05, 0.01, null, null)));
  }

  @Test
  void strictColoursNoRelaxationFewestByesNumberSumParity() {
    Regulations regs = Events.regs(11, null, new ColourRules(2, 2, false, ColourRules.Parity.NUMBER_SUM_PARITY,
        false, null), UnitAvoidance.OFF, new ByeRules(ByeRules.Selection.FEWEST_BYES), null, null);
    assertLegal(Simulation.run(SimulationSpec.of(5, regs, 33)));
  }

  @Test
  void thousandPlayers() {
    // 1,001 players (odd: a bye every round), every round checked; the engine proves its own decomposition here.
    Tournament t = Simulation.run(SimulationSpec.of(1000, Events.regs(11), 1001), 3);
    assertThat(t.rounds()).hasSize(3);
    assertLegal(t);
  }

  @Test
  void tinyOddFieldManyRounds() {
    // Five players, four rounds: everyone meets everyone else once, one bye each round.
    Regulations regs = Events.regs(4, null, null, UnitAvoidance.OFF, null, null, null);
    Tournament t = Simulation.run(new SimulationSpec(9, regs, null, 5, null, 0.3, 0.0, 0.0, 0.0, null));
    assertLegal(t);
    assertThat(t.rounds()).allSatisfy(r -> assertThat(r.byes()).hasSize(1));
  }
}
