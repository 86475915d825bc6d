package org.chuhe.teams;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.pairing.NextRound;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.pairing.Violation;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundRobinRules;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/** The team round robin: the Berger tables with teams as entrants (Laws §13, §14.5). */
class TeamRoundRobinTest {

  private static Tournament play(Tournament t, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int rounds = NextRound.rounds(t, TeamEvents.DIVISION);
    for (int r = 1; r <= rounds; r++) {
      t = TeamEvents.playRound(t, random);
    }
    return t;
  }

  @Test
  void roundOneOfEightTeamsIsTheBergerTablesFirstRound() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 4, 2, 9), 8);
    assertThat(NextRound.rounds(t, TeamEvents.DIVISION)).isEqualTo(7);
    Round r = NextRound.pair(t, TeamEvents.DIVISION, org.chuhe.pairing.PairingOptions.DEFAULT).round();
    // Berger table for 8, round 1: 1–8, 2–7, 3–6, 4–5 (the first moves first); round 2: 8–5, 6–4, 7–3, 1–2.
    assertThat(r.matches()).containsExactly(new TeamPairing(1, "T1", "T8"), new TeamPairing(2, "T2", "T7"),
        new TeamPairing(3, "T3", "T6"), new TeamPairing(4, "T4", "T5"));
    assertThat(r.games()).hasSize(16);
    // Table 2: boards 5 … 8; T2 moves first: red on 5 and 7 (its boards 1 and 3), black on 6 and 8.
    assertThat(r.games().get(4).red()).isEqualTo("T2.1");
    assertThat(r.games().get(5).red()).isEqualTo("T7.2");
    assertThat(r.games().get(6).red()).isEqualTo("T2.3");
    Tournament t2 = TeamEvents.add(t, r);
    assertThat(NextRound.pair(t2, TeamEvents.DIVISION, org.chuhe.pairing.PairingOptions.DEFAULT).round().matches())
        .containsExactly(new TeamPairing(1, "T8", "T5"), new TeamPairing(2, "T6", "T4"),
            new TeamPairing(3, "T7", "T3"), new TeamPairing(4, "T1", "T2"));
  }

  @Test
  void everyPairOfTeamsMeetsOnceAndEveryRoundPassesTheCheck() {
    for (int teams = 2; teams <= 9; teams++) {
      long seed = 2800L + teams;
      Tournament t = play(TeamEvents.event(TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 3, 1, 9), teams), seed);
      Map<String, Integer> met = new HashMap<>();
      Map<String, Integer> byes = new HashMap<>();
      for (Round r : t.roundsOf(TeamEvents.DIVISION)) {
        for (TeamPairing m : r.matches()) {
          String key = m.first().compareTo(m.second()) < 0 ? m.first() + m.second() : m.second() + m.first();
          met.merge(key, 1, Integer::sum);
        }
        r.teamByes().forEach(b -> byes.merge(b, 1, Integer::sum));
      }
      assertThat(met).as("seed %d", seed).hasSize(teams * (teams - 1) / 2);
      assertThat(met.values()).as("seed %d", seed).allMatch(n -> n == 1);
      assertThat(byes.values()).as("seed %d", seed).allMatch(n -> n == 1);
      assertThat(byes).as("seed %d", seed).hasSize(teams % 2 == 1 ? teams : 0);
      for (RoundCheck c : PairingChecker.checkAll(t)) {
        assertThat(c.violations()).as("seed %d round %d", seed, c.round()).isEmpty();
      }
      // A bye in a round robin scores nothing: the 场分 of all teams add up to 2 a match.
      int total = TeamHistories.of(t, TeamEvents.DIVISION, 99).values().stream().mapToInt(TeamHistory::matchPoints)
          .sum();
      long absentMatches = t.roundsOf(TeamEvents.DIVISION).stream().flatMap(r -> r.matches().stream()
          .map(m -> MatchScore.of(t, r, m))).filter(s -> s.firstAbsent() || s.secondAbsent()).count();
      assertThat(total).as("seed %d", seed).isLessThanOrEqualTo(2 * met.size());
      if (absentMatches == 0) {
        assertThat(total).as("seed %d", seed).isEqualTo(2 * met.size());
      }
    }
  }

  @Test
  void aDoubleRoundRobinReversesTheSidesInTheSecondCycle() {
    Regulations regs = TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 2, 0, 9);
    regs = regs.withFormat(Format.TEAM_ROUND_ROBIN, new RoundRobinRules(2), null);
    Tournament t = play(TeamEvents.event(regs, 4), 28L);
    List<Round> rounds = t.roundsOf(TeamEvents.DIVISION);
    assertThat(rounds).hasSize(6);
    for (int r = 0; r < 3; r++) {
      for (TeamPairing m : rounds.get(r).matches()) {
        assertThat(rounds.get(r + 3).matches()).anyMatch(x -> x.first().equals(m.second())
            && x.second().equals(m.first()));
      }
    }
    assertThat(PairingChecker.checkAll(t)).allMatch(RoundCheck::passes);
  }

  @Test
  void theCheckerHoldsTheRoundAgainstTheTable() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 2, 0, 9), 4);
    // Round 1 of 4: 1–4, 2–3. Recorded with T4 first at table 1 and the pairs otherwise right.
    Tournament wrong = TeamEvents.round(t, List.of("T4-T1", "T2-T3"), List.of());
    RoundCheck c = PairingChecker.checkAll(wrong).get(0);
    assertThat(c.violations()).extracting(Violation::rule).containsExactly(Violation.Rule.BERGER_TABLE);
    assertThat(c.violations().get(0).zh()).contains("应为 1号队 第1队 先走");
    Tournament other = TeamEvents.round(t, List.of("T1-T2", "T3-T4"), List.of());
    assertThat(PairingChecker.checkAll(other).get(0).violations()).hasSize(4);
  }

  /** Four teams play 3 rounds (1–4 2–3, 4–3 1–2, 2–4 3–1); a fourth round recorded is one too many. */
  @Test
  void aRoundPastTheTablesLastIsOneTooMany() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 2, 0, 9), 4);
    t = TeamEvents.round(t, List.of("T1-T4", "T2-T3"), List.of());
    t = TeamEvents.round(t, List.of("T4-T3", "T1-T2"), List.of());
    t = TeamEvents.round(t, List.of("T2-T4", "T3-T1"), List.of());
    Tournament extra = TeamEvents.round(t, List.of("T1-T4", "T2-T3"), List.of());
    List<RoundCheck> checks = PairingChecker.checkAll(extra);
    assertThat(checks.subList(0, 3)).allMatch(RoundCheck::passes);
    assertThat(checks.get(3).violations()).singleElement().satisfies(v -> {
      assertThat(v.rule()).isEqualTo(Violation.Rule.BERGER_TABLE);
      assertThat(v.zh()).isEqualTo("团体循环赛只有 3 轮，第 4 轮多余");
      assertThat(v.en()).isEqualTo("the team round robin has 3 rounds; round 4 is one too many");
    });
  }
}
