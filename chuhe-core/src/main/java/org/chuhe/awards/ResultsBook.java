package org.chuhe.awards;

import java.util.List;
import java.util.Map;
import org.chuhe.knockout.FinalPlaces;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.TeamScoring;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.TeamStandings;
import org.chuhe.standings.TeamStandingsRow;

/**
 * The results book (成绩册) of an event: the standings of every division, the team standings and the prize list,
 * all derived from the rounds and the regulations, never stored as truth.
 */
public record ResultsBook(Map<String, DivisionStandings> standings, List<TeamStandingsRow> teams,
    PrizeList prizes) {

  public static ResultsBook of(Tournament tournament) {
    // A Swiss then knock-out is ranked by its final places (the knock-out first): prizes follow them.
    Map<String, DivisionStandings> standings = FinalPlaces.all(tournament);
    TeamScoring teamScoring = tournament.regulations().teamScoring();
    List<TeamStandingsRow> teams = List.of();
    if (teamScoring.method() != TeamScoring.Method.NONE) {
      DivisionStandings individual = standings.get(tournament.regulations().teamDivision());
      if (individual != null) {
        teams = TeamStandings.rank(tournament, individual);
      }
    }
    return new ResultsBook(standings, teams, Awards.compute(tournament, standings, teams));
  }
}
