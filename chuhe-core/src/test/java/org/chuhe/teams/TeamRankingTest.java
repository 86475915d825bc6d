package org.chuhe.teams;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.TeamCriterion;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/** The team standings' chain (rules digest §7), on histories worked by hand. */
class TeamRankingTest {

  private static TeamHistory h(String team, int mp, int gp, Map<String, Integer> against, Integer... boards) {
    return new TeamHistory(team, mp, gp, 4, List.of(), List.of(), 0, List.of(boards), against);
  }

  private static List<TeamRanking.TeamRank> rank(Tournament t, TeamHistory... hs) {
    Map<String, TeamHistory> m = new LinkedHashMap<>();
    for (TeamHistory x : hs) {
      m.put(x.team(), x);
    }
    return TeamRanking.of(t, TeamField.of(t, TeamEvents.DIVISION), m);
  }

  @Test
  void matchPointsThenGamePointsThenDirectEncounterThenBoardsFromBoardOneDown() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 4, 0, 4), 5);
    // T1 and T2: 6 场分, 13 局分 each; T1 beat T2 in their match (2 : 0): T1 first by 直胜, although T2 has more on
    // board 1. T3, T4, T5: 4 场分, 10 局分; three teams, so no 直胜 (T4 beat T3): the boards. Board 1: T3 6, T4 5, T5 5:
    // T3 third; board 2: T5 3, T4 2: T5 fourth, T4 fifth.
    List<TeamRanking.TeamRank> r = rank(t,
        h("T4", 4, 10, Map.of("T3", 2), 5, 2, 2, 1),
        h("T2", 6, 13, Map.of("T1", 0), 5, 3, 3, 2),
        h("T3", 4, 10, Map.of("T4", 0), 6, 1, 1, 2),
        h("T1", 6, 13, Map.of("T2", 2), 4, 3, 3, 3),
        h("T5", 4, 10, Map.of(), 5, 3, 1, 1));
    assertThat(r.stream().map(TeamRanking.TeamRank::team)).containsExactly("T1", "T2", "T3", "T5", "T4");
    assertThat(r.stream().map(TeamRanking.TeamRank::rank)).containsExactly(1, 2, 3, 4, 5);
    assertThat(r.stream().map(TeamRanking.TeamRank::decidedBy)).containsExactly(null,
        TeamCriterion.DIRECT_ENCOUNTER, TeamCriterion.MATCH_POINTS, TeamCriterion.BOARDS, TeamCriterion.BOARDS);
    assertThat(r.get(1).explanationZh()).isEqualTo("与 1号队 第1队 场分、局分相同，按直胜列其后（0 对 2）");
    assertThat(r.get(1).explanationEn()).isEqualTo("level with team 1 第1队 on match points, game points; behind on "
        + "direct encounter (0 to 2)");
    assertThat(r.get(2).explanationZh()).isEqualTo("按场分列 2号队 第2队 之后（4 对 6）");
    assertThat(r.get(4).explanationZh()).isEqualTo("与 5号队 第5队 场分、局分、直胜相同，按台次成绩列其后（1:5 2:2 对 1:5 2:3）");
  }

  @Test
  void eachTeamNamesTheCriterionThatPutItBehindTheTeamAboveIt() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 2, 0, 4), 3);
    // T3 6 场分; T1 and T2 4 each, T2 more 局分 (9 against 8): T3, T2 (behind T3 on 场分), T1 (behind T2 on 局分),
    // although T1, the smaller number, stood first among the two while they were level.
    List<TeamRanking.TeamRank> r = rank(t, h("T1", 4, 8, Map.of(), 4, 4), h("T2", 4, 9, Map.of(), 5, 4),
        h("T3", 6, 7, Map.of(), 4, 3));
    assertThat(r.stream().map(TeamRanking.TeamRank::team)).containsExactly("T3", "T2", "T1");
    assertThat(r.stream().map(TeamRanking.TeamRank::decidedBy)).containsExactly(null, TeamCriterion.MATCH_POINTS,
        TeamCriterion.GAME_POINTS);
    assertThat(r.get(2).explanationZh()).isEqualTo("与 2号队 第2队 场分相同，按局分列其后（8 对 9）");
  }

  @Test
  void aDrawnDirectEncounterGoesOnToTheBoards() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 2, 0, 4), 2);
    // Level on 场分 and 局分, their match drawn (1 : 1): board 1 decides, T2 7 against 6.
    List<TeamRanking.TeamRank> r = rank(t, h("T1", 5, 9, Map.of("T2", 1), 6, 3), h("T2", 5, 9, Map.of("T1", 1), 7, 2));
    assertThat(r.stream().map(TeamRanking.TeamRank::team)).containsExactly("T2", "T1");
    assertThat(r.get(1).decidedBy()).isEqualTo(TeamCriterion.BOARDS);
  }

  @Test
  void gamePointsFirstWhenTheRegulationsSaySo() {
    TeamMatchRules rules = new TeamMatchRules(2, 0, null, null, null, List.of(TeamCriterion.GAME_POINTS,
        TeamCriterion.MATCH_POINTS), null, null);
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 4, rules), 3);
    // T1 more 场分, T2 more 局分: T2 first. T3 level with T1 on everything: the chain has no lots, the rank is shared.
    List<TeamRanking.TeamRank> r = rank(t, h("T1", 6, 9, Map.of(), 5, 4), h("T2", 4, 10, Map.of(), 5, 5),
        h("T3", 6, 9, Map.of(), 4, 5));
    assertThat(r.stream().map(TeamRanking.TeamRank::team)).containsExactly("T2", "T1", "T3");
    assertThat(r.stream().map(TeamRanking.TeamRank::rank)).containsExactly(1, 2, 2);
    assertThat(r.get(2).explanationEn()).contains("the rank is shared");
  }

  @Test
  void lotsLastThenTheTeamNumber() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 2, 0, 4), 2)
        .withLots(Map.of("T2", 1, "T1", 2));
    List<TeamRanking.TeamRank> r = rank(t, h("T1", 4, 8, Map.of("T2", 1), 4, 4), h("T2", 4, 8, Map.of("T1", 1), 4, 4));
    assertThat(r.stream().map(TeamRanking.TeamRank::team)).containsExactly("T2", "T1");
    assertThat(r.get(1).decidedBy()).isEqualTo(TeamCriterion.LOTS);
  }
}
