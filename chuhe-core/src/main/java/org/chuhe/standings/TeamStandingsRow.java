package org.chuhe.standings;

import java.util.List;

/**
 * One team in the team standings (R15): {@code score} is the sum of the counted players' points (or places, for
 * the places method, where lower is better); {@code counted} are the ids of the players whose results count, best
 * first; {@code bestPlayerRank} breaks ties.
 */
public record TeamStandingsRow(int rank, String unit, String unitName, int score, List<String> counted,
    int bestPlayerRank) {
  public TeamStandingsRow {
    counted = List.copyOf(counted);
  }
}
