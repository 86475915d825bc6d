package org.chuhe.app.presets;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.chuhe.app.workflow.Reports;
import org.chuhe.awards.ResultsBook;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundRobinRules;
import org.chuhe.regulations.TieBreakRules;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * The round-robin preset (a ten-player city final) and simulated events of it, held against an independent reference:
 * FIDE C.05 Annex 1's table for 9–10 players, copied by hand (red first), by pairing numbers.
 */
class RoundRobinPresetTest {
  private static final List<String> TEN = List.of(
      "1-10 2-9 3-8 4-7 5-6",
      "10-6 7-5 8-4 9-3 1-2",
      "2-10 3-1 4-9 5-8 6-7",
      "10-7 8-6 9-5 1-4 2-3",
      "3-10 4-2 5-1 6-9 7-8",
      "10-8 9-7 1-6 2-5 3-4",
      "4-10 5-3 6-2 7-1 8-9",
      "10-9 1-8 2-7 3-6 4-5",
      "5-10 6-4 7-3 8-2 9-1");

  @Test
  void thePresetIsASingleRoundRobinUnderTheLaws() {
    Regulations r = Presets.get("city-final-round-robin");
    assertThat(r.validate()).isEmpty();
    assertThat(r.format()).isEqualTo(Format.ROUND_ROBIN);
    assertThat(r.roundRobin()).isEqualTo(new RoundRobinRules(1, RoundRobinRules.Withdrawals.BY_HALF));
    assertThat(r.tieBreaks().chain()).isEqualTo(TieBreakRules.LAWS_14_1);
    assertThat(Presets.source("city-final-round-robin")).contains("§14.1", "§20.3", "format: round-robin");
  }

  @Test
  void simulatedEventsFollowThePublishedTableAndPassTheCheck() {
    Regulations r = Presets.get("city-final-round-robin");
    for (long seed = 1; seed <= 5; seed++) {
      SimulationSpec spec = new SimulationSpec(seed, r, null, 10, null, null, null, 0.0, null, null);
      assertThat(spec.rounds()).isEqualTo(9);
      Tournament t = Simulation.run(spec, spec.rounds());
      Map<String, Integer> number = t.players().stream().collect(Collectors.toMap(Player::id, Player::number));
      List<String> paired = new ArrayList<>();
      for (Round round : t.roundsOf("final")) {
        paired.add(round.games().stream().map(g -> number.get(g.red()) + "-" + number.get(g.black()))
            .collect(Collectors.joining(" ")));
      }
      assertThat(paired).as("seed %d", seed).containsExactlyElementsOf(TEN);
      Set<String> pairs = new HashSet<>();
      for (Game g : t.rounds().stream().flatMap(x -> x.games().stream()).toList()) {
        assertThat(pairs.add(Math.min(number.get(g.red()), number.get(g.black())) + "-"
            + Math.max(number.get(g.red()), number.get(g.black())))).isTrue();
      }
      assertThat(pairs).hasSize(45);
      assertThat(Reports.check(t)).allSatisfy(c -> assertThat(c.check().passes()).isTrue());
      ResultsBook book = Reports.resultsBook(t);
      DivisionStandings s = book.standings().get("final");
      assertThat(s.rows()).hasSize(10);
      assertThat(s.chain()).isEqualTo(TieBreakRules.LAWS_14_1);
      // 90 points are played for (45 games × 2), less the forfeits' (a double forfeit scores nothing).
      assertThat(s.rows().stream().mapToInt(x -> x.points()).sum()).isLessThanOrEqualTo(90);
    }
  }

  /** An odd field with withdrawals: every round still the table's, the withdrawals' games cancelled or forfeited. */
  @Test
  void anOddFieldWithWithdrawalsPassesTheCheck() {
    Regulations r = Presets.get("city-final-round-robin");
    for (long seed = 1; seed <= 5; seed++) {
      SimulationSpec spec = new SimulationSpec(seed, r, null, 9, null, null, null, 0.05, null, null);
      Tournament t = Simulation.run(spec, spec.rounds());
      assertThat(t.roundsOf("final")).hasSize(9);
      assertThat(t.roundsOf("final")).allSatisfy(x -> assertThat(x.byes()).hasSizeLessThanOrEqualTo(1));
      assertThat(Reports.check(t)).as("seed %d", seed).allSatisfy(c -> assertThat(c.check().passes())
          .as(c.check().violations().toString()).isTrue());
      Reports.resultsBook(t);
    }
  }

  /**
   * The double round robin preset: 6 players, 10 rounds, FIDE's 5–6 table and then again with colours reversed; every
   * pair meets twice, once with each colour; ranked by 场分 first (§14.2).
   */
  @Test
  void theDoubleRoundRobinPresetPlaysTheTableTwiceAndRanksByMatchPoints() {
    Regulations r = Presets.get("masters-double-round-robin");
    assertThat(r.validate()).isEmpty();
    assertThat(r.roundRobin().cycles()).isEqualTo(2);
    assertThat(r.tieBreaks().chain()).isEqualTo(TieBreakRules.LAWS_14_2);
    List<String> six = List.of("1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1");
    List<String> expected = new ArrayList<>(six);
    for (String round : six) {
      expected.add(java.util.Arrays.stream(round.split(" ")).map(p -> p.split("-")[1] + "-" + p.split("-")[0])
          .collect(Collectors.joining(" ")));
    }
    for (long seed = 1; seed <= 3; seed++) {
      SimulationSpec spec = new SimulationSpec(seed, r, null, 6, null, null, null, 0.0, null, null);
      assertThat(spec.rounds()).isEqualTo(10);
      Tournament t = Simulation.run(spec, spec.rounds());
      Map<String, Integer> number = t.players().stream().collect(Collectors.toMap(Player::id, Player::number));
      List<String> paired = t.roundsOf("masters").stream().map(round -> round.games().stream()
          .map(g -> number.get(g.red()) + "-" + number.get(g.black())).collect(Collectors.joining(" "))).toList();
      assertThat(paired).as("seed %d", seed).containsExactlyElementsOf(expected);
      assertThat(Reports.check(t)).allSatisfy(c -> assertThat(c.check().passes()).isTrue());
      DivisionStandings s = Reports.resultsBook(t).standings().get("masters");
      List<Long> matchPoints = s.rows().stream()
          .map(x -> Long.parseLong(x.tieBreaks().get(org.chuhe.regulations.Criterion.MATCH_POINTS).display())).toList();
      assertThat(matchPoints).isSortedAccordingTo(java.util.Comparator.reverseOrder());
      // Five opponents, 2 match points each at the most: 30 in all among six players (every match gives 2).
      assertThat(matchPoints.stream().mapToLong(Long::longValue).sum()).isEqualTo(30);
    }
  }
}
