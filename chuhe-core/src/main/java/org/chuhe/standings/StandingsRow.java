package org.chuhe.standings;

import java.util.List;
import java.util.Map;
import org.chuhe.model.Player;

/**
 * One line of the standings. {@code rank} is the place; {@code sharedRank} is true when nothing in the chain (not
 * even lots, where none were recorded) separated this player from the one above or below, so the place is shared
 * and a draw of lots is still owed. {@code tieBreaks} holds every criterion of the chain that applies to this
 * player, in chain order; a criterion with no value for this player (direct encounter outside a tie) is absent.
 * {@code cancelledRounds} are the rounds whose result a penalty cancelled (取消当轮比赛成绩), which score nothing.
 */
public record StandingsRow(int rank, boolean sharedRank, Player player, int points,
    Map<org.chuhe.regulations.Criterion, TieBreakValue> tieBreaks, int gamesPlayed, boolean withdrawn,
    List<Integer> cancelledRounds) {

  public StandingsRow {
    cancelledRounds = cancelledRounds == null ? List.of() : List.copyOf(cancelledRounds);
  }

  /** A row without cancelled results. */
  public StandingsRow(int rank, boolean sharedRank, Player player, int points,
      Map<org.chuhe.regulations.Criterion, TieBreakValue> tieBreaks, int gamesPlayed, boolean withdrawn) {
    this(rank, sharedRank, player, points, tieBreaks, gamesPlayed, withdrawn, List.of());
  }

  public String playerId() {
    return player.id();
  }
}
