package org.chuhe.app.presets;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.app.workflow.Reports;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.teams.BoardPrizes;
import org.chuhe.teams.TeamRanking;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * The team presets (issue 28): a city team league (team round robin) and a team Swiss of the 2014 World Xiangqi
 * Open's shape, read from their YAML, and simulated events of each that pass the check.
 */
class TeamPresetsTest {

  @Test
  void theCityTeamLeagueIsAnEightTeamRoundRobinOfFourBoardsAndTwoReserves() {
    Regulations r = Presets.get("city-team-league");
    assertThat(r.validate()).isEmpty();
    assertThat(r.format()).isEqualTo(Format.TEAM_ROUND_ROBIN);
    assertThat(r.roundRobin().cycles()).isEqualTo(1);
    // §13.2: 4 boards, 2 reserves, 场分 2/1/0, the chain of the rules digest §7, board prizes after 4 games.
    assertThat(r.teamMatch()).isEqualTo(new TeamMatchRules(4, 2, 2, 1, 0, TeamMatchRules.LAWS_CHAIN, null, 4));
    assertThat(Presets.source("city-team-league")).contains("§13.2", "§14.5", "format: team-round-robin");
  }

  @Test
  void theWorldOpenTeamSwissIsSixRoundsOfThreeBoards() {
    Regulations r = Presets.get("world-open-team-swiss");
    assertThat(r.validate()).isEmpty();
    assertThat(r.format()).isEqualTo(Format.TEAM_SWISS);
    assertThat(r.rounds()).isEqualTo(6);
    assertThat(r.teamMatch()).isEqualTo(new TeamMatchRules(3, 1, 2, 1, 0, TeamMatchRules.LAWS_CHAIN,
        TeamMatchRules.ByeScore.WIN, 4));
    assertThat(Presets.source("world-open-team-swiss")).contains("§13.2", "§14.4", "format: team-swiss", "WXO14");
  }

  @Test
  void simulatedEventsOfEachPresetPassTheCheck() {
    for (String id : List.of("city-team-league", "world-open-team-swiss")) {
      Regulations r = Presets.get(id);
      int teams = id.equals("city-team-league") ? 8 : 20;
      for (long seed = 1; seed <= 3; seed++) {
        SimulationSpec spec = SimulationSpec.of(seed, r, teams);
        Tournament t = Simulation.run(spec, spec.rounds());
        String division = r.divisions().get(0).id();
        assertThat(t.roundsOf(division)).as("%s seed %d", id, seed).hasSize(id.equals("city-team-league") ? 7 : 6);
        assertThat(Reports.check(t)).as("%s seed %d", id, seed).allSatisfy(c -> assertThat(c.check().violations())
            .isEmpty());
        List<TeamRanking.TeamRank> standings = TeamRanking.of(t, division);
        assertThat(standings).hasSize(teams);
        assertThat(BoardPrizes.of(t, division, spec.rounds())).hasSize(r.teamMatch().boards());
      }
    }
  }
}
