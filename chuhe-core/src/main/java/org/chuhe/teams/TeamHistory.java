package org.chuhe.teams;

import java.util.List;
import java.util.Map;

/**
 * One team's event so far: its match points (场分) and game points (局分) from finished matches (and its byes in a
 * team Swiss), the opponents it met (every match paired, finished or not), its side in each match ({@code true}:
 * it moved first, 先走; in round order, byes left out), its byes, its game points board by board (board 1 first)
 * and the match points it scored against each opponent (for 直胜).
 */
public record TeamHistory(String team, int matchPoints, int gamePoints, int matches, List<String> opponents,
    List<Boolean> sides, int byes, List<Integer> boardPoints, Map<String, Integer> matchPointsAgainst) {

  public TeamHistory {
    opponents = List.copyOf(opponents);
    sides = List.copyOf(sides);
    boardPoints = List.copyOf(boardPoints);
    matchPointsAgainst = Map.copyOf(matchPointsAgainst);
  }

  /** Matches in which the team moved first, minus those in which it moved second. */
  public int firstSurplus() {
    int s = 0;
    for (boolean f : sides) {
      s += f ? 1 : -1;
    }
    return s;
  }

  /** How many of its last matches in a row it had the same side (0 before its first match). */
  public int streak() {
    int n = 0;
    for (int i = sides.size() - 1; i >= 0 && sides.get(i).equals(sides.get(sides.size() - 1)); i--) {
      n++;
    }
    return n;
  }

  /**
   * The side the team is due (as a player's colour, rules digest §7): first ({@code TRUE}) when it moved second more
   * often, second when first more often, else the other side than last time; null before its first match.
   */
  public Boolean due() {
    int s = firstSurplus();
    if (s != 0) {
      return s < 0;
    }
    return sides.isEmpty() ? null : !sides.get(sides.size() - 1);
  }
}
