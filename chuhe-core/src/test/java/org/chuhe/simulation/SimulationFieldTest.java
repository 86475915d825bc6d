package org.chuhe.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.EntryCheck;
import org.chuhe.regulations.EntryLimits;
import org.chuhe.regulations.PlayerFilter;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.UnitAvoidance;
import org.junit.jupiter.api.Test;

/** Simulated fields fit the regulations (issue 11): units for same-unit avoidance and entry limits, or a refusal. */
class SimulationFieldTest {

  private static Regulations regs(int rounds, UnitAvoidance avoidance, EntryLimits limits) {
    return new Regulations("t", "t", null, null, rounds, null, null, null, avoidance, null, null, null, null, null,
        null, null, limits, null, null, null, null, null, null, null);
  }

  private static int largestUnit(Tournament t) {
    Map<String, Integer> sizes = new HashMap<>();
    t.players().forEach(p -> sizes.merge(p.unit(), 1, Integer::sum));
    return sizes.values().stream().mapToInt(Integer::intValue).max().orElse(0);
  }

  @Test
  void aSmallFieldWithUnitAvoidanceInAllRoundsSimulatesCompletely() {
    // Seed 002-like: 9 rounds, team-mates never meet. One unit per six players would be 2 units of about 6, whose
    // players run out of opponents by round 7; the field is spread over enough units instead.
    Regulations r = regs(9, UnitAvoidance.ALL_ROUNDS, null);
    for (int players : new int[] {12, 16, 20, 30}) {
      for (long seed = 1; seed <= 5; seed++) {
        SimulationSpec spec = SimulationSpec.of(seed, r, players);
        assertThat(spec.problems()).isEmpty();
        Tournament t = Simulation.run(spec);
        assertThat(t.rounds()).as("%d players, seed %d", players, seed).hasSize(9);
        assertThat(PairingChecker.checkAll(t)).allMatch(RoundCheck::isLegal);
        assertThat(largestUnit(t)).isLessThanOrEqualTo(spec.maxPerUnit());
        assertThat(t.players().stream().map(Player::unit).distinct().count()).isGreaterThan(1);
      }
    }
  }

  /**
   * Every simulated player is one registration would admit to the division ({@link EntryCheck}). Before, the
   * simulation read the filter on its own: for a division of players born on or before 1950-12-31 it drew birth
   * dates from 1955 to 1965 (all 60 of seed 1's players refused by registration); for "not 孝义" it compared names
   * exactly and admitted 孝义市 (5 of 60), for "not 山西" 山西省 (7 of 60) — where registration, like every filter,
   * reads 孝义 as 孝义市.
   */
  @Test
  void aSimulatedPlayerIsOneRegistrationAdmits() {
    List<PlayerFilter> filters = List.of(
        new PlayerFilter(null, null, LocalDate.of(1950, 12, 31), null, null, null, null, null, null),
        new PlayerFilter(null, null, null, null, null, null, "孝义", null, null),
        new PlayerFilter(null, null, null, null, null, "山西", null, null, null),
        new PlayerFilter(null, LocalDate.of(1959, 1, 1), LocalDate.of(2002, 12, 31), "山西", null, null, null, null,
            List.of("棋协大师")));
    for (PlayerFilter f : filters) {
      Regulations r = new Regulations("t", "t", null, null, 3, null, null, null, null, null, null, null, null, null,
          null, null, null, List.of(new DivisionRules("d", null, null, f, null, null, null, null, null)), null, null,
          null, null, null, null);
      Tournament t = Simulation.field(SimulationSpec.of(1, r, 60));
      assertThat(t.players()).as(f.toString()).hasSize(60)
          .allSatisfy(p -> assertThat(EntryCheck.notEligible(r, p)).as(p.toString()).isEmpty());
    }
    // Conditions nobody meets are refused with the reason, not simulated.
    PlayerFilter nobody = new PlayerFilter(null, LocalDate.of(2000, 1, 1), LocalDate.of(1990, 1, 1), null, null,
        null, null, null, null);
    Regulations impossible = new Regulations("t", "t", null, null, 3, null, null, null, null, null, null, null, null,
        null, null, null, null, List.of(new DivisionRules("d", null, null, nobody, null, null, null, null, null)),
        null, null, null, null, null, null);
    assertThatThrownBy(() -> Simulation.field(SimulationSpec.of(1, impossible, 10)))
        .isInstanceOf(ProblemException.class).hasMessageContaining("no simulated player can enter division d");
  }

  @Test
  void tooFewUnitsOrTooManyRoundsAreRefusedUpFrontWithTheReason() {
    Regulations r = regs(9, UnitAvoidance.ALL_ROUNDS, null);
    SimulationSpec twoUnits = new SimulationSpec(1, r, null, 12, null, null, null, null, null, 2);
    assertThat(twoUnits.problems()).singleElement().satisfies(p -> {
      assertThat(p.where()).isEqualTo("units");
      assertThat(p.zh()).contains("同单位回避", "6 名可能的对手", "9 轮");
      assertThat(p.en()).contains("only 6 possible opponents, not enough for 9 rounds");
    });
    assertThatThrownBy(() -> Simulation.run(twoUnits)).isInstanceOf(ProblemException.class)
        .hasMessageContaining("units");
    assertThat(SimulationSpec.of(1, r, 8).problems()).singleElement().satisfies(p -> {
      assertThat(p.where()).isEqualTo("rounds");
      assertThat(p.en()).contains("8 players can play at most 7 rounds");
    });
    assertThat(SimulationSpec.of(1, r, 1).problems()).extracting(p -> p.where()).containsExactly("players");
    // Avoidance in round 1 only: a unit of more than half the field cannot be kept apart in round 1.
    assertThat(new SimulationSpec(1, regs(5, UnitAvoidance.ROUND_ONE, null), null, 10, null, null, null, null, null,
        1).problems()).extracting(p -> p.where()).containsExactly("units");
    assertThat(new SimulationSpec(1, regs(5, UnitAvoidance.OFF, null), null, 10, null, null, null, null, null, 1)
        .problems()).isEmpty();
  }

  @Test
  void theEntryLimitsPerUnitAreRespected() {
    EntryLimits threeEach = new EntryLimits(null, Map.of("open", 3), null, null);
    Regulations r = regs(5, UnitAvoidance.OFF, threeEach);
    SimulationSpec spec = SimulationSpec.of(3, r, 30);
    assertThat(spec.unitCount()).isGreaterThanOrEqualTo(10);
    assertThat(largestUnit(Simulation.field(spec))).isLessThanOrEqualTo(3);
    SimulationSpec fiveUnits = new SimulationSpec(3, r, null, 30, null, null, null, null, null, 5);
    assertThat(fiveUnits.problems()).singleElement()
        .satisfies(p -> assertThat(p.en()).contains("at most 3 players per unit", "at least 10 units"));
  }

  @Test
  void anEventThatRunsOutOfLegalPairingsKeepsTheRoundsPlayedAndSaysWhy() {
    // Nine players, nine rounds: close to a round robin, the Swiss order can leave a round without a legal pairing.
    Regulations r = regs(9, UnitAvoidance.OFF, null);
    for (long seed = 1; seed <= 40; seed++) {
      SimulationSpec spec = SimulationSpec.of(seed, r, 9);
      Simulation.Run run = Simulation.simulate(spec, 9);
      if (run.complete()) {
        assertThat(run.tournament().rounds()).hasSize(9);
        continue;
      }
      int played = run.tournament().rounds().size();
      System.out.println("SimulationFieldTest: seed " + seed + " stops after round " + played);
      assertThat(played).isBetween(1, 8);
      assertThat(run.stoppedBy().problems()).isNotEmpty();
      assertThat(PairingChecker.checkAll(run.tournament())).allMatch(RoundCheck::isLegal);
      assertThatThrownBy(() -> Simulation.run(spec)).isInstanceOf(ProblemException.class)
          .hasMessage(run.stoppedBy().getMessage());
      return;
    }
    throw new AssertionError("no seed in 1..40 ran out of pairings; pick a smaller field");
  }

  @Test
  void manyForfeitsAndWithdrawalsAreSimulatedAsAskedAndEveryRoundIsLegal() {
    // 10 % of games forfeited and 3 % of players withdrawing after each round (the benchmark's histories).
    Regulations r = regs(7, UnitAvoidance.OFF, null);
    SimulationSpec spec = new SimulationSpec(5, r, null, 400, null, null, 0.10, 0.03, null, null);
    assertThat(spec.problems()).isEmpty();
    Tournament t = Simulation.run(spec);
    long games = t.rounds().stream().mapToLong(x -> x.games().size()).sum();
    long forfeited = t.rounds().stream().flatMap(x -> x.games().stream())
        .filter(g -> g.result().isForfeit()).count();
    // Binomial around 10 % of some 1,300 games: 4 standard deviations either side.
    assertThat((double) forfeited / games).isBetween(0.067, 0.133);
    // Withdrawals after rounds 1..6 of 400 players: 3 % of those still in each time, about 67.
    assertThat(t.withdrawals()).hasSizeBetween(40, 95);
    assertThat(PairingChecker.checkAll(t)).allMatch(RoundCheck::isLegal);
    // The defaults stay as they were.
    assertThat(SimulationSpec.of(5, r, 400).forfeitShare()).isEqualTo(0.01);
    assertThat(SimulationSpec.of(5, r, 400).withdrawShare()).isEqualTo(0.002);
  }

  @Test
  void aShareOutsideZeroToOneIsRefusedUpFrontInBothLanguages() {
    Regulations r = regs(5, UnitAvoidance.OFF, null);
    assertThat(new SimulationSpec(1, r, null, 20, null, null, 1.5, null, null, null).problems()).singleElement()
        .satisfies(p -> {
          assertThat(p.where()).isEqualTo("forfeits");
          assertThat(p.zh()).contains("弃权", "0 到 1", "1.5");
          assertThat(p.en()).contains("share of games forfeited must be between 0 and 1", "1.5");
        });
    assertThat(new SimulationSpec(1, r, null, 20, null, null, null, -0.1, null, null).problems()).singleElement()
        .satisfies(p -> {
          assertThat(p.where()).isEqualTo("withdrawals");
          assertThat(p.en()).contains("players withdrawing after each round", "-0.1");
        });
    assertThat(new SimulationSpec(1, r, null, 20, null, null, Double.NaN, 1.0, null, null).problems())
        .extracting(p -> p.where()).containsExactly("forfeits");
    assertThat(new SimulationSpec(1, r, null, 20, null, null, 0.0, 1.0, null, null).problems()).isEmpty();
    assertThatThrownBy(() -> Simulation.field(new SimulationSpec(1, r, null, 20, null, null, 2.0, null, null,
        null))).isInstanceOf(ProblemException.class).hasMessageContaining("between 0 and 1");
  }
}
