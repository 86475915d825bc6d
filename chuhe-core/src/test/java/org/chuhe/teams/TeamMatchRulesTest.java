package org.chuhe.teams;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundRobinRules;
import org.chuhe.regulations.TeamCriterion;
import org.chuhe.regulations.TeamMatchRules;
import org.junit.jupiter.api.Test;

/** The regulations' team match part: defaults, validation naming the field, kept by withFormat. */
class TeamMatchRulesTest {

  private static List<String> problems(TeamMatchRules rules) {
    return TeamEvents.regulations(Format.TEAM_SWISS, 5, rules).validate().stream()
        .map(p -> p.where() + ": " + p.zh() + " / " + p.en()).toList();
  }

  @Test
  void theLawsDefaults() {
    TeamMatchRules d = TeamMatchRules.DEFAULT;
    assertThat(List.of(d.boards(), d.reserves(), d.matchWin(), d.matchDraw(), d.matchLoss()))
        .containsExactly(4, 0, 2, 1, 0);
    assertThat(d.chain()).containsExactly(TeamCriterion.MATCH_POINTS, TeamCriterion.GAME_POINTS,
        TeamCriterion.DIRECT_ENCOUNTER, TeamCriterion.BOARDS, TeamCriterion.LOTS);
    assertThat(d.primaryScore()).isEqualTo(TeamCriterion.MATCH_POINTS);
    assertThat(d.boardPrizeMinGames(9)).isEqualTo(5);
    assertThat(Regulations.defaults().teamMatch()).isEqualTo(TeamMatchRules.DEFAULT);
    assertThat(problems(TeamMatchRules.DEFAULT)).isEmpty();
  }

  @Test
  void badValuesAreRefusedNamingTheField() {
    assertThat(problems(new TeamMatchRules(0, -1, null, null, null, null, null, null))).containsExactly(
        "teamMatch.boards: 每场团体对抗的台数必须在 1 到 20 之间，现为 0 / a team match must have 1 to 20 boards, has 0",
        "teamMatch.reserves: 替补人数必须在 0 到 20 之间，现为 -1 / reserves must be 0 to 20, is -1");
    assertThat(problems(new TeamMatchRules(3, 1, 1, 1, 0, null, null, null))).singleElement().asString()
        .startsWith("teamMatch.matchWin: 场分须胜 > 和 ≥ 负");
    assertThat(problems(new TeamMatchRules(3, 1, null, null, null, List.of(TeamCriterion.LOTS,
        TeamCriterion.MATCH_POINTS), null, 0))).containsExactly(
        "teamMatch.chain: 抽签必须是最后一项 / lots must be the last criterion",
        "teamMatch.boardPrizeMinGames: 台次奖的最少局数必须至少为 1，现为 0 / must be at least 1, is 0");
    assertThat(problems(new TeamMatchRules(3, 1, null, null, null, List.of(TeamCriterion.BOARDS), null, null)))
        .singleElement().asString().contains("teamMatch.chain").contains("场分或局分");
  }

  @Test
  void withFormatKeepsTheTeamMatchRules() {
    TeamMatchRules rules = new TeamMatchRules(3, 1, 3, 1, 0, null, TeamMatchRules.ByeScore.DRAW, 4);
    Regulations r = TeamEvents.regulations(Format.TEAM_SWISS, 5, rules)
        .withFormat(Format.TEAM_ROUND_ROBIN, new RoundRobinRules(2), null);
    assertThat(r.teamMatch()).isEqualTo(rules);
    assertThat(r.withTeamMatch(TeamMatchRules.DEFAULT).format()).isEqualTo(Format.TEAM_ROUND_ROBIN);
  }
}
