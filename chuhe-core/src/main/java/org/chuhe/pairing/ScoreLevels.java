package org.chuhe.pairing;

import java.util.Arrays;
import java.util.List;

/**
 * The score groups of the players being paired, highest first, and the levels of {@link ScoreDifferences} between
 * them numbered for packing: a pair between groups g &lt; h is counted at level {@code level(g, h)}, and levels are
 * numbered in comparison order — the top group first, within a group the farther group (larger difference) first.
 */
final class ScoreLevels {
  /** Each group's score, highest first. */
  final int[] groupScore;
  /** Each group's number of players. */
  final int[] size;
  private final int minScore;
  /** Group of each score from the lowest, -1 where no player has that score. */
  private final int[] groupByScore;
  /** Index of the first level of each group. */
  private final int[] offset;

  ScoreLevels(List<Entrant> players) {
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (Entrant e : players) {
      min = Math.min(min, e.score);
      max = Math.max(max, e.score);
    }
    if (players.isEmpty()) {
      min = 0;
      max = -1;
    }
    minScore = min;
    int[] count = new int[max - min + 1];
    for (Entrant e : players) {
      count[e.score - min]++;
    }
    int groups = 0;
    for (int c : count) {
      groups += c > 0 ? 1 : 0;
    }
    groupScore = new int[groups];
    size = new int[groups];
    groupByScore = new int[count.length];
    Arrays.fill(groupByScore, -1);
    int g = 0;
    for (int s = count.length - 1; s >= 0; s--) {
      if (count[s] > 0) {
        groupScore[g] = s + min;
        size[g] = count[s];
        groupByScore[s] = g++;
      }
    }
    offset = new int[groups];
    for (int k = 1; k < groups; k++) {
      offset[k] = offset[k - 1] + groups - k;
    }
  }

  int groups() {
    return groupScore.length;
  }

  /** The group of players with this score, -1 if there is none. */
  int groupOf(int score) {
    int s = score - minScore;
    return s < 0 || s >= groupByScore.length ? -1 : groupByScore[s];
  }

  /** Number of levels: one per pair of groups. */
  int levels() {
    int g = groups();
    return g * (g - 1) / 2;
  }

  /** The level of a pair between groups g and h (g != h). */
  int level(int g, int h) {
    int hi = Math.min(g, h);
    int lo = Math.max(g, h);
    return offset[hi] + groups() - 1 - lo;
  }

  /** The level of a pair of players with these (different) scores, -1 if one is not a group of this field. */
  int levelOfScores(int scoreA, int scoreB) {
    int g = groupOf(scoreA);
    int h = groupOf(scoreB);
    return g < 0 || h < 0 || g == h ? -1 : level(g, h);
  }
}
