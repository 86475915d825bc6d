package org.chuhe.teams;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.chuhe.model.Round;
import org.chuhe.model.Unit;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.testing.TestSeeds;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * Simulated team events of the two presets' shapes (the presets themselves are read in chuhe-app's tests): every round
 * passes the checker, line-ups keep the declared order, the standings and board prizes cover every team and board.
 */
class TeamSimulationTest {

  private static void simulateAndCheck(Regulations regs, int teams, int rounds, int seeds) {
    for (long seed : TestSeeds.of(2800L + teams, seeds)) {
      Tournament t = Simulation.run(SimulationSpec.of(seed, regs, teams));
      String division = regs.divisions().get(0).id();
      assertThat(t.units()).as("seed %d", seed).hasSize(teams).allMatch(Unit::hasLineUp);
      assertThat(t.roundsOf(division)).as("seed %d", seed).hasSize(rounds);
      for (RoundCheck c : PairingChecker.checkAll(t)) {
        assertThat(c.violations()).as("seed %d round %d", seed, c.round()).isEmpty();
      }
      boolean reserves = false;
      for (Round r : t.roundsOf(division)) {
        assertThat(r.games()).as("seed %d", seed).hasSize(r.matches().size() * regs.teamMatch().boards());
        for (var m : r.matches()) {
          reserves |= TeamLineUps.fielded(r, m, t.unit(m.first()).orElseThrow(), regs.teamMatch().boards()).stream()
              .anyMatch(p -> t.unit(m.first()).orElseThrow().lineUp().indexOf(p) >= regs.teamMatch().boards());
        }
      }
      assertThat(reserves).as("seed %d: some reserve played", seed).isTrue();
      List<TeamRanking.TeamRank> standings = TeamRanking.of(t, division);
      assertThat(standings).hasSize(teams);
      assertThat(standings.get(0).rank()).isEqualTo(1);
      Map<Integer, List<BoardPrizes.BoardLine>> prizes = BoardPrizes.of(t, division, rounds);
      assertThat(prizes).hasSize(regs.teamMatch().boards());
      assertThat(prizes.get(1)).isNotEmpty();
      assertThat(prizes.get(1).get(0).rank()).isEqualTo(1);
    }
  }

  @Test
  void aCityTeamLeagueOfEightTeamsAsTheRoundRobinPreset() {
    // city-team-league: eight teams of 4 boards and 2 reserves, single round robin: 7 rounds.
    Regulations regs = TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 9, new TeamMatchRules(4, 2, 2, 1, 0, null,
        null, 4));
    simulateAndCheck(regs, 8, 7, 5);
  }

  @Test
  void aTeamSwissOfTwentyTeamsAsTheWorldOpenPreset() {
    // world-open-team-swiss: twenty teams of 3 boards and 1 reserve, 6 rounds.
    Regulations regs = TeamEvents.regulations(Format.TEAM_SWISS, 6, new TeamMatchRules(3, 1, 2, 1, 0, null,
        TeamMatchRules.ByeScore.WIN, 4));
    simulateAndCheck(regs, 20, 6, 5);
    simulateAndCheck(regs, 19, 6, 3);
  }
}
