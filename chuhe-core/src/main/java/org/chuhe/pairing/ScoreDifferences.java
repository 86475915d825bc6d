package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The score differences of a pairing (同分相对，近分相对), as the hand procedure judges them: from the top score group
 * down. Each pair of players with different scores is counted at a <em>level</em>: the score of its higher player
 * and the difference of the two scores. Pairs of equal scores cost nothing.
 *
 * <p>Two pairings are compared level by level, the higher player's score first (the top group first), within it the
 * larger difference first; at the first level where they differ, the one with more pairs there is worse. So the top
 * group's players meet the nearest scores there are before anything is asked of the next group, and within a group
 * one player facing a difference of d is worse than any number facing less than d. A cascade, in which each group
 * passes one player to the next group down, is better than one long jump from the top group to a group far below:
 * with groups of 6, 4 and 2 points of 3, 2 and 1 players, the cascade 6–4 and 4–2 costs one pair at (6, 2) and one
 * at (4, 2), the jump 6–2 one pair at (6, 4), which is worse at the first level compared, the 6-point group's
 * difference of 4. (The number of floaters and the total difference follow from the levels.)
 *
 * <p>Immutable; {@link #NONE} for a pairing inside the score groups.
 */
public final class ScoreDifferences implements Comparable<ScoreDifferences> {
  /** One level with its number of pairs. */
  public record Level(int higherScore, int difference, int pairs) {}

  public static final ScoreDifferences NONE = new ScoreDifferences(new long[0], new int[0]);

  /**
   * Levels in comparison order (most significant first), as keys: higher score and difference packed so that a
   * larger key is more significant. Parallel to {@link #pairs}.
   */
  private final long[] keys;
  private final int[] pairs;

  private ScoreDifferences(long[] keys, int[] pairs) {
    this.keys = keys;
    this.pairs = pairs;
  }

  /** The difference of one pair of players with these scores (none when they are equal). */
  public static ScoreDifferences of(int scoreA, int scoreB) {
    if (scoreA == scoreB) {
      return NONE;
    }
    return new ScoreDifferences(new long[] {key(Math.max(scoreA, scoreB), Math.abs(scoreA - scoreB))},
        new int[] {1});
  }

  /** From levels in any order (levels of the same key are added). */
  public static ScoreDifferences of(List<Level> levels) {
    ScoreDifferences s = NONE;
    for (Level l : levels) {
      if (l.pairs() < 0 || l.difference() <= 0) {
        throw new IllegalArgumentException("a level needs a positive difference and pairs: " + l);
      }
      if (l.pairs() > 0) {
        s = s.plus(new ScoreDifferences(new long[] {key(l.higherScore(), l.difference())}, new int[] {l.pairs()}));
      }
    }
    return s;
  }

  /** Scores are at most a few hundred points; the offset keeps negative scores (never seen) ordered too. */
  private static long key(int higherScore, int difference) {
    return ((long) higherScore + (1L << 30)) << 31 | difference;
  }

  private static int higherOf(long key) {
    return (int) ((key >>> 31) - (1L << 30));
  }

  private static int differenceOf(long key) {
    return (int) (key & 0x7fffffffL);
  }

  public ScoreDifferences plus(ScoreDifferences o) {
    if (o.keys.length == 0) {
      return this;
    }
    if (keys.length == 0) {
      return o;
    }
    long[] k = new long[keys.length + o.keys.length];
    int[] p = new int[k.length];
    int i = 0;
    int j = 0;
    int n = 0;
    while (i < keys.length || j < o.keys.length) {
      if (j >= o.keys.length || i < keys.length && keys[i] > o.keys[j]) {
        k[n] = keys[i];
        p[n++] = pairs[i++];
      } else if (i >= keys.length || o.keys[j] > keys[i]) {
        k[n] = o.keys[j];
        p[n++] = o.pairs[j++];
      } else {
        k[n] = keys[i];
        p[n++] = pairs[i++] + o.pairs[j++];
      }
    }
    return new ScoreDifferences(Arrays.copyOf(k, n), Arrays.copyOf(p, n));
  }

  /**
   * Top group first, larger difference first; the first level where the two differ decides, more pairs there being
   * worse (larger).
   */
  @Override
  public int compareTo(ScoreDifferences o) {
    int i = 0;
    int j = 0;
    while (i < keys.length || j < o.keys.length) {
      if (j >= o.keys.length || i < keys.length && keys[i] > o.keys[j]) {
        return 1; // pairs at a level the other pairing does not use at all
      }
      if (i >= keys.length || o.keys[j] > keys[i]) {
        return -1;
      }
      if (pairs[i] != o.pairs[j]) {
        return Integer.compare(pairs[i], o.pairs[j]);
      }
      i++;
      j++;
    }
    return 0;
  }

  /**
   * The most significant level at which this has more pairs than {@code o} (where a worse pairing is first worse),
   * or null when this is not worse.
   */
  public Level firstWorseThan(ScoreDifferences o) {
    if (compareTo(o) <= 0) {
      return null;
    }
    int i = 0;
    int j = 0;
    while (true) {
      if (j >= o.keys.length || keys[i] > o.keys[j]) {
        return level(i);
      }
      if (keys[i] == o.keys[j] && pairs[i] != o.pairs[j]) {
        return level(i);
      }
      if (keys[i] == o.keys[j]) {
        i++;
      }
      j++;
    }
  }

  private Level level(int i) {
    return new Level(higherOf(keys[i]), differenceOf(keys[i]), pairs[i]);
  }

  /** The levels, most significant first. */
  public List<Level> levels() {
    List<Level> list = new ArrayList<>(keys.length);
    for (int i = 0; i < keys.length; i++) {
      list.add(level(i));
    }
    return list;
  }

  /** Only the levels of the group with this score (the pairs whose higher player has it). */
  public ScoreDifferences ofGroup(int higherScore) {
    int from = 0;
    while (from < keys.length && higherOf(keys[from]) != higherScore) {
      from++;
    }
    int to = from;
    while (to < keys.length && higherOf(keys[to]) == higherScore) {
      to++;
    }
    return new ScoreDifferences(Arrays.copyOfRange(keys, from, to), Arrays.copyOfRange(pairs, from, to));
  }

  /** Pairs across score groups. */
  public int pairs() {
    int s = 0;
    for (int p : pairs) {
      s += p;
    }
    return s;
  }

  /** Players paired outside their own score group (two per pair across groups). */
  public int floaters() {
    return 2 * pairs();
  }

  /** Sum of the score differences of the pairs. */
  public int total() {
    int s = 0;
    for (int i = 0; i < keys.length; i++) {
      s += differenceOf(keys[i]) * pairs[i];
    }
    return s;
  }

  public boolean isNone() {
    return keys.length == 0;
  }

  /** "12分组：1对相差1分；10分组：3对相差1分，1对相差2分", or "全部同分相对". Scores in the scoring's points. */
  public String describeZh() {
    return isNone() ? "全部同分相对" : describe("；", "，", g -> g + "分组：", l -> l.pairs() + "对相差" + l.difference() + "分");
  }

  /** "12-point group: 1 pair 1 point apart; 10-point group: 3 pairs 1 point apart, 1 pair 2 points apart". */
  public String describeEn() {
    return isNone() ? "all pairs inside their score group" : describe("; ", ", ", g -> g + "-point group: ",
        l -> l.pairs() + (l.pairs() == 1 ? " pair " : " pairs ") + l.difference()
            + (l.difference() == 1 ? " point apart" : " points apart"));
  }

  private String describe(String nextGroup, String sameGroup, java.util.function.IntFunction<String> groupName,
      java.util.function.Function<Level, String> levelText) {
    StringBuilder sb = new StringBuilder();
    int group = Integer.MIN_VALUE;
    for (Level l : levels()) {
      if (l.higherScore() != group) {
        sb.append(group == Integer.MIN_VALUE ? "" : nextGroup).append(groupName.apply(l.higherScore()));
        group = l.higherScore();
      } else {
        sb.append(sameGroup);
      }
      sb.append(levelText.apply(l));
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ScoreDifferences s && Arrays.equals(keys, s.keys) && Arrays.equals(pairs, s.pairs);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(keys) + Arrays.hashCode(pairs);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("[");
    for (Level l : levels()) {
      sb.append(sb.length() > 1 ? " " : "").append(l.higherScore()).append('/').append(l.difference()).append('×')
          .append(l.pairs());
    }
    return sb.append(']').toString();
  }
}
