package org.chuhe.teams;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Colour;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.tournament.Tournament;

/**
 * The {@link TeamHistory} of every team of a division after a round. A team Swiss's bye scores as the regulations
 * say ({@link TeamMatchRules#bye()}: by default a won match, every board a won game, as a player's bye, §14.4); a team
 * round robin's bye scores nothing (the Berger table's rest, as an individual round robin's).
 */
public final class TeamHistories {
  private TeamHistories() {}

  private static final class Builder {
    final String team;
    int matchPoints;
    int gamePoints;
    int matches;
    final List<String> opponents = new ArrayList<>();
    final List<Boolean> sides = new ArrayList<>();
    int byes;
    final int[] boards;
    final Map<String, Integer> against = new HashMap<>();

    Builder(String team, int boards) {
      this.team = team;
      this.boards = new int[boards];
    }

    TeamHistory build() {
      List<Integer> b = new ArrayList<>();
      for (int x : boards) {
        b.add(x);
      }
      return new TeamHistory(team, matchPoints, gamePoints, matches, opponents, sides, byes, b, against);
    }
  }

  /** Every team of the division after round {@code throughRound} (0: before round 1), in the field's order. */
  public static Map<String, TeamHistory> of(Tournament t, String division, int throughRound) {
    return of(t, TeamField.of(t, division), t.roundsOf(division).stream().filter(r -> r.number() <= throughRound)
        .toList());
  }

  /** Every team of the field after these rounds. */
  public static Map<String, TeamHistory> of(Tournament t, TeamField field, List<Round> rounds) {
    Regulations regs = t.regulations();
    TeamMatchRules rules = regs.teamMatch();
    Map<String, Builder> b = new LinkedHashMap<>();
    for (var u : field.teams()) {
      b.put(u.id(), new Builder(u.id(), rules.boards()));
    }
    for (Round r : rounds) {
      for (TeamPairing m : r.matches()) {
        MatchScore s = MatchScore.of(t, r, m);
        for (String team : List.of(m.first(), m.second())) {
          Builder x = b.computeIfAbsent(team, id -> new Builder(id, rules.boards()));
          String opponent = m.opponentOf(team);
          x.opponents.add(opponent);
          x.sides.add(m.first().equals(team));
          if (s.finished()) {
            x.matches++;
            x.matchPoints += s.matchPointsOf(team);
            x.gamePoints += s.gamePointsOf(team);
            x.against.merge(opponent, s.matchPointsOf(team), Integer::sum);
            List<Integer> boards = s.boardsOf(team);
            for (int k = 0; k < boards.size(); k++) {
              x.boards[k] += boards.get(k);
            }
          }
        }
      }
      for (String team : r.teamByes()) {
        Builder x = b.computeIfAbsent(team, id -> new Builder(id, rules.boards()));
        x.byes++;
        if (regs.format() == Format.TEAM_SWISS) {
          boolean win = rules.bye() == TeamMatchRules.ByeScore.WIN;
          int perBoard = win ? regs.scoring().bye() : regs.scoring().draw(Colour.RED);
          x.matchPoints += win ? rules.matchWin() : rules.matchDraw();
          x.gamePoints += perBoard * rules.boards();
          for (int k = 0; k < rules.boards(); k++) {
            x.boards[k] += perBoard;
          }
        }
      }
    }
    Map<String, TeamHistory> out = new LinkedHashMap<>();
    b.forEach((id, x) -> out.put(id, x.build()));
    return out;
  }
}
