package org.chuhe.regulations;

import java.util.List;

/**
 * A team event's match rules (团体赛, Laws §13): a match is {@code boards} games, one a board, between two teams of
 * {@code boards} main players and up to {@code reserves} reserves each.
 *
 * <ul>
 *   <li>{@code matchWin}, {@code matchDraw}, {@code matchLoss}: the match points (场分) of a match. The team with more
 *       game points (局分, the sum of its boards' points under {@link Scoring}) wins it; equal game points draw it
 *       (§13.2: 2/1/0, the default; §13.3 allows other scales, e.g. 3/1/0).
 *   <li>{@code chain}: how teams are ranked ({@link TeamCriterion}); by default 场分, 局分, 直胜 (between two teams
 *       only), the board results from board 1 down, lots (rules digest §7).
 *   <li>{@code bye}: what a team Swiss's bye (轮空) scores: a won match ({@code WIN}, each board scored as a won
 *       game, as a player's bye scores as a won game, §14.4) or a drawn one ({@code DRAW}, each board a draw). A team
 *       round robin's bye scores nothing, as an individual's.
 *   <li>{@code boardPrizeMinGames}: the games a player must have played on a board to be ranked for its board
 *       prize (台次奖); null: half the rounds, rounded up.
 * </ul>
 *
 * <p>Colours are the Laws': the team that moves first in a match (先走) has red on the odd boards and black on the
 * even ones (§13.2 / CXA-old-13); a team round robin takes it from the Berger table, a team Swiss alternates it as a
 * player's colours alternate.
 */
public record TeamMatchRules(Integer boards, Integer reserves, Integer matchWin, Integer matchDraw, Integer matchLoss,
    List<TeamCriterion> chain, ByeScore bye, Integer boardPrizeMinGames) {

  /** What a team Swiss's bye scores. */
  public enum ByeScore { WIN, DRAW }

  /** The Laws' chain after the scores (rules digest §7). */
  public static final List<TeamCriterion> LAWS_CHAIN = List.of(TeamCriterion.MATCH_POINTS,
      TeamCriterion.GAME_POINTS, TeamCriterion.DIRECT_ENCOUNTER, TeamCriterion.BOARDS, TeamCriterion.LOTS);

  /** The Laws' rules (declared after the chain it takes). */
  public static final TeamMatchRules DEFAULT = new TeamMatchRules(null, null, null, null, null, null, null, null);

  public TeamMatchRules {
    boards = boards == null ? 4 : boards;
    reserves = reserves == null ? 0 : reserves;
    matchWin = matchWin == null ? 2 : matchWin;
    matchDraw = matchDraw == null ? 1 : matchDraw;
    matchLoss = matchLoss == null ? 0 : matchLoss;
    chain = chain == null || chain.isEmpty() ? LAWS_CHAIN : List.copyOf(chain);
    bye = bye == null ? ByeScore.WIN : bye;
  }

  /** The match points of a match won ({@code sign} > 0), drawn (0) or lost (< 0). */
  public int matchPoints(int sign) {
    return sign > 0 ? matchWin : sign == 0 ? matchDraw : matchLoss;
  }

  /** Players a team declares at most: the main players and the reserves. */
  public int teamSize() {
    return boards + reserves;
  }

  /**
   * The score the team Swiss forms its score groups by: the first of 场分 and 局分 in the chain (场分 unless the
   * regulations rank by 局分 first); the other orders the teams within a group.
   */
  public TeamCriterion primaryScore() {
    for (TeamCriterion c : chain) {
      if (c == TeamCriterion.MATCH_POINTS || c == TeamCriterion.GAME_POINTS) {
        return c;
      }
    }
    return TeamCriterion.MATCH_POINTS;
  }

  /** The games a player needs on a board for its prize, in an event of so many rounds. */
  public int boardPrizeMinGames(int rounds) {
    return boardPrizeMinGames != null ? boardPrizeMinGames : (rounds + 1) / 2;
  }
}
