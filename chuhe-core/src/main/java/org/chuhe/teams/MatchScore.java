package org.chuhe.teams;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Outcome;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.tournament.Tournament;

/**
 * The score of one team match (Laws §13.2): each team's game points (局分: the points of its players on the match's
 * boards, under the regulations' {@code scoring}, a forfeited board scoring as a forfeit), and its match points
 * (场分): more game points win the match ({@code teamMatch.matchWin}, 2 by default), equal game points draw it (1
 * each), fewer lose it (0). A team that does not appear (不到场: every one of its boards lost by forfeit) loses the
 * match whatever the other did, so two teams that both fail to appear both lose it. {@code firstBoards} and
 * {@code secondBoards}: each team's points board by board (board 1 first), for the board tie-break. A match with a
 * board still to be played is not finished and scores nothing yet. A board one team left empty (a team short of
 * players, {@link TeamLineUps}) is won by forfeit by the other team's player there; a board empty on both sides is
 * lost by forfeit by both.
 *
 * <p>Example, 4 boards, 2/1/0: 红胜, 和, 黑胜, 和 with team A first (red on boards 1 and 3): A scores 2 + 1 + 0 + 1
 * = 4, B 0 + 1 + 2 + 1 = 4, a drawn match, 场分 1 each. With board 3 红胜 instead: A 6, B 2, A wins, 2 to 0. With
 * B short of its 4th player (boards 1–3 红胜, 和, 黑胜, board 4 A's player alone): A 2 + 1 + 0 + 2 (forfeit) = 5, B 0
 * + 1 + 2 + 0 = 3, A wins.
 */
public record MatchScore(TeamPairing match, int firstGamePoints, int secondGamePoints, int firstMatchPoints,
    int secondMatchPoints, boolean finished, boolean firstAbsent, boolean secondAbsent, List<Integer> firstBoards,
    List<Integer> secondBoards) {

  public MatchScore {
    firstBoards = List.copyOf(firstBoards);
    secondBoards = List.copyOf(secondBoards);
  }

  /** The colour of the first team's player on board {@code k} of a match (1 = the first board). */
  public static Colour firstColour(int k) {
    return k % 2 == 1 ? Colour.RED : Colour.BLACK;
  }

  /** The boards of one match in board order (null for a board the round does not have). */
  public static List<Game> boards(Round round, TeamPairing m, int boards) {
    Map<Integer, Game> byBoard = new HashMap<>();
    for (Game g : round.games()) {
      byBoard.put(g.board(), g);
    }
    List<Game> out = new ArrayList<>(boards);
    for (int k = 0; k < boards; k++) {
      out.add(byBoard.get(m.firstBoard(boards) + k));
    }
    return out;
  }

  /** The score of match {@code m} of {@code round} under the tournament's regulations. */
  public static MatchScore of(Tournament t, Round round, TeamPairing m) {
    Regulations regs = t.regulations();
    TeamMatchRules rules = regs.teamMatch();
    List<Game> games = boards(round, m, rules.boards());
    List<String> firstPlayers = fielded(t, round, m, m.first(), rules.boards());
    List<String> secondPlayers = fielded(t, round, m, m.second(), rules.boards());
    int first = 0;
    int second = 0;
    boolean finished = true;
    boolean firstAbsent = true;
    boolean secondAbsent = true;
    List<Integer> firstBoards = new ArrayList<>();
    List<Integer> secondBoards = new ArrayList<>();
    for (int k = 1; k <= games.size(); k++) {
      Game g = games.get(k - 1);
      Colour fc = firstColour(k);
      Outcome fo;
      Outcome so;
      if (g == null) {
        // An empty board: whoever is present wins it by forfeit; nobody there, both lose it.
        fo = firstPlayers.get(k - 1) != null ? Outcome.FORFEIT_WIN : Outcome.FORFEIT_LOSS;
        so = secondPlayers.get(k - 1) != null ? Outcome.FORFEIT_WIN : Outcome.FORFEIT_LOSS;
      } else {
        if (!g.result().isFinished()) {
          finished = false;
        }
        fo = regs.forfeits().outcome(g.result(), fc);
        so = regs.forfeits().outcome(g.result(), fc.opposite());
      }
      int fp = regs.scoring().points(fo, fc);
      int sp = regs.scoring().points(so, fc.opposite());
      firstAbsent &= fo == Outcome.FORFEIT_LOSS;
      secondAbsent &= so == Outcome.FORFEIT_LOSS;
      first += fp;
      second += sp;
      firstBoards.add(fp);
      secondBoards.add(sp);
    }
    if (!finished) {
      return new MatchScore(m, first, second, 0, 0, false, false, false, firstBoards, secondBoards);
    }
    int sign = Integer.compare(first, second);
    int firstMatch = firstAbsent ? rules.matchLoss() : secondAbsent ? rules.matchWin() : rules.matchPoints(sign);
    int secondMatch = secondAbsent ? rules.matchLoss() : firstAbsent ? rules.matchWin() : rules.matchPoints(-sign);
    return new MatchScore(m, first, second, firstMatch, secondMatch, true, firstAbsent, secondAbsent, firstBoards,
        secondBoards);
  }

  /** {@link TeamLineUps#fielded} of a team of the match, all null when the tournament has no such team. */
  private static List<String> fielded(Tournament t, Round round, TeamPairing m, String team, int boards) {
    return t.unit(team).map(u -> TeamLineUps.fielded(round, m, u, boards))
        .orElseGet(() -> java.util.Collections.nCopies(boards, null));
  }

  /**
   * Game points as arbiters write a match score: in games won, a draw a half ({@code 2½}), under the Laws' scale
   * (2, 1, 0); under another scale the regulations' points as they are. Example: 5 half-points → {@code 2½}.
   */
  public static String written(Regulations regs, int points) {
    org.chuhe.regulations.Scoring s = regs.scoring();
    boolean laws = s.redWin() == 2 && s.redDraw() == 1 && s.redLoss() == 0 && s.blackWin() == 2
        && s.blackDraw() == 1 && s.blackLoss() == 0 && s.forfeitWin() == 2 && s.forfeitLoss() == 0;
    return laws ? org.chuhe.knockout.Bracket.halves(points) : Integer.toString(points);
  }

  /** The game points of one team of the match. */
  public int gamePointsOf(String team) {
    return match.first().equals(team) ? firstGamePoints : secondGamePoints;
  }

  /** The match points of one team of the match. */
  public int matchPointsOf(String team) {
    return match.first().equals(team) ? firstMatchPoints : secondMatchPoints;
  }

  /** One team's points board by board. */
  public List<Integer> boardsOf(String team) {
    return match.first().equals(team) ? firstBoards : secondBoards;
  }
}
