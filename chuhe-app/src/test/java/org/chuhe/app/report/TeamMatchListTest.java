package org.chuhe.app.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.pairing.NextRound;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.teams.TeamLineUps;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * The match list of {@code export pairings} for a team round ({@link TeamReport#matches}) when both teams of a match
 * are short: the city league (4 boards), round 1, match 1 with each team fielding three. Board 4 is empty on both
 * sides: 空台 on each side, 双方判负; boards 1–3 drawn, so 1½:1½ and 场分 1:1 (board 4 scores nothing for either).
 */
class TeamMatchListTest {
  @Test
  void aBoardBothShortTeamsLeftEmptyIsListedAsLostByBoth() {
    Tournament sim = Simulation.run(new SimulationSpec(28, Presets.get("city-team-league"), "league", 4, null, null,
        0.0, 0.0, null, null)).withRoundsUpTo("league", 0);
    Round r = NextRound.pair(sim, "league", PairingOptions.DEFAULT).round();
    TeamPairing m = r.matches().get(0);
    Unit first = sim.unit(m.first()).orElseThrow();
    Unit second = sim.unit(m.second()).orElseThrow();
    Round both = TeamLineUps.withLineUp(sim, TeamLineUps.withLineUp(sim, r, first.id(), first.lineUp().subList(0, 3)),
        second.id(), second.lineUp().subList(0, 3));
    List<Game> drawn = new ArrayList<>();
    for (Game g : both.games()) {
      drawn.add(g.withResult(Result.DRAW));
    }
    Round played = both.withGames(drawn, both.byes());
    Tournament t = sim.withRounds(List.of(played));

    Table table = TeamReport.matches(t, played, Lang.zh);
    List<List<Object>> rows = table.rows();
    assertThat(rows.get(0).get(5)).isEqualTo("1½:1½（场分 1:1）");
    assertThat(rows.get(4)).containsExactly("", "4台", "", "", "空台", "双方判负", "空台", "", "");
    assertThat(rows.get(1).get(4)).isEqualTo(t.player(first.lineUp().get(0)).orElseThrow().name() + "（红）");
    assertThat(TeamReport.matches(t, played, Lang.en).rows().get(4).get(5)).isEqualTo("lost by both");
  }
}
