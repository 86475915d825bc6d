package org.chuhe.teams;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Outcome;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.tournament.Tournament;

/**
 * The individual board prizes of a team event (台次奖): for each board, the players ranked by their score on that
 * board, as a share of the most they could have scored (points ÷ (games × a win's points)), the greater ahead, then
 * more points, then more games, then the smaller pairing number. Only games played on that board count (a reserve
 * who played board 3 twice and board 4 once has two games on board 3 and one on board 4), a forfeit as its result
 * scores; a player is ranked on a board only with at least {@link TeamMatchRules#boardPrizeMinGames} games on it
 * (by default half the rounds, rounded up); the others follow, unranked (rank 0). A board the other team left
 * empty (a team short of players) counts as a game won by forfeit for the player present at it.
 *
 * <p>Example, 5 rounds (3 games needed), board 1: 王 4 games, 7 points (7/8 = 87.5 %); 李 3 games, 6 points (100 %);
 * 张 2 games, 4 points (100 %, too few games): 李 1st, 王 2nd, 张 unranked.
 */
public final class BoardPrizes {
  private BoardPrizes() {}

  /** One player's line on one board. */
  public record BoardLine(int board, int rank, String player, String team, int games, int points, int maxPoints) {}

  /** Every board's list (board 1 first), for the division's rounds so far, needing games out of {@code rounds}. */
  public static Map<Integer, List<BoardLine>> of(Tournament t, String division, int rounds) {
    Regulations regs = t.regulations();
    TeamMatchRules rules = regs.teamMatch();
    TeamField field = TeamField.of(t, division);
    int win = regs.scoring().redWin();
    Map<Integer, Map<String, int[]>> perBoard = new LinkedHashMap<>();
    Map<String, String> teamOf = new HashMap<>();
    for (int k = 1; k <= rules.boards(); k++) {
      perBoard.put(k, new LinkedHashMap<>());
    }
    for (Round r : t.roundsOf(division)) {
      for (TeamPairing m : r.matches()) {
        List<Game> games = MatchScore.boards(r, m, rules.boards());
        for (String team : List.of(m.first(), m.second())) {
          // A board the other team left empty: its player wins it by forfeit, a game on that board.
          List<String> fielded = field.team(team).map(u -> TeamLineUps.fielded(r, m, u, rules.boards()))
              .orElse(List.of());
          for (int k = 1; k <= fielded.size(); k++) {
            String p = fielded.get(k - 1);
            if (games.get(k - 1) == null && p != null) {
              int[] x = perBoard.get(k).computeIfAbsent(p, id -> new int[2]);
              x[0]++;
              x[1] += regs.scoring().points(Outcome.FORFEIT_WIN, null);
              teamOf.put(p, team);
            }
          }
        }
        for (int k = 1; k <= games.size(); k++) {
          Game g = games.get(k - 1);
          if (g == null || !g.result().isFinished()) {
            continue;
          }
          for (Colour c : Colour.values()) {
            String p = c == Colour.RED ? g.red() : g.black();
            Outcome o = regs.forfeits().outcome(g.result(), c);
            int[] x = perBoard.get(k).computeIfAbsent(p, id -> new int[2]);
            x[0]++;
            x[1] += regs.scoring().points(o, c);
            boolean firstTeam = c == MatchScore.firstColour(k);
            teamOf.put(p, firstTeam ? m.first() : m.second());
          }
        }
      }
    }
    int needed = rules.boardPrizeMinGames(rounds);
    Map<Integer, List<BoardLine>> out = new LinkedHashMap<>();
    perBoard.forEach((k, players) -> {
      List<BoardLine> lines = new ArrayList<>();
      players.forEach((p, x) -> lines.add(new BoardLine(k, 0, p, teamOf.get(p), x[0], x[1], x[0] * win)));
      lines.sort((a, b) -> {
        boolean qa = a.games() >= needed;
        boolean qb = b.games() >= needed;
        if (qa != qb) {
          return qa ? -1 : 1;
        }
        int c = Long.compare((long) b.points() * a.maxPoints(), (long) a.points() * b.maxPoints());
        c = c != 0 ? c : Integer.compare(b.points(), a.points());
        c = c != 0 ? c : Integer.compare(b.games(), a.games());
        return c != 0 ? c : Integer.compare(number(t, a.player()), number(t, b.player()));
      });
      List<BoardLine> ranked = new ArrayList<>();
      for (int i = 0; i < lines.size(); i++) {
        BoardLine l = lines.get(i);
        int rank = 0;
        if (l.games() >= needed) {
          BoardLine prev = i > 0 ? ranked.get(i - 1) : null;
          boolean level = prev != null && prev.rank() > 0 && prev.points() == l.points() && prev.games() == l.games();
          rank = level ? prev.rank() : i + 1;
        }
        ranked.add(new BoardLine(k, rank, l.player(), l.team(), l.games(), l.points(), l.maxPoints()));
      }
      out.put(k, ranked);
    });
    return out;
  }

  private static int number(Tournament t, String player) {
    return t.player(player).map(Player::number).map(n -> n == null ? Integer.MAX_VALUE : n).orElse(Integer.MAX_VALUE);
  }
}
