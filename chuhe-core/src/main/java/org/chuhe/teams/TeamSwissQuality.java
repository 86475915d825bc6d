package org.chuhe.teams;

/**
 * What the team Swiss optimises (every component counts something bad, smaller is better, compared in this order):
 * the bye's score ({@code byeScore}: the bye goes to the lowest score group) and its height above the last team of
 * the order ({@code byeHeight}: to the lowest team of it); the score differences of the pairs ({@code differences}:
 * the sum of their squares, 同分相对，近分相对); teams given the same side a third match in a row ({@code streaks});
 * teams not given the side they are due ({@code wishes}); and the sum of the squared distances of the pairs'
 * numbers ({@code distance}: neighbours in the order meet, 近号相对).
 */
public record TeamSwissQuality(long byeScore, long byeHeight, long differences, long streaks, long wishes,
    long distance) implements Comparable<TeamSwissQuality> {

  public static final TeamSwissQuality ZERO = new TeamSwissQuality(0, 0, 0, 0, 0, 0);

  /** The number of components. */
  static final int LONGS = 6;

  public TeamSwissQuality plus(TeamSwissQuality o) {
    return new TeamSwissQuality(byeScore + o.byeScore, byeHeight + o.byeHeight, differences + o.differences,
        streaks + o.streaks, wishes + o.wishes, distance + o.distance);
  }

  /** The components in order. */
  long[] components() {
    return new long[] {byeScore, byeHeight, differences, streaks, wishes, distance};
  }

  /** Minus the components, into {@code out} (the engine maximises). */
  void packNegated(long[] out) {
    long[] c = components();
    for (int i = 0; i < LONGS; i++) {
      out[i] = -c[i];
    }
  }

  @Override
  public int compareTo(TeamSwissQuality o) {
    long[] a = components();
    long[] b = o.components();
    for (int i = 0; i < LONGS; i++) {
      int c = Long.compare(a[i], b[i]);
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  /** One line, Chinese. */
  public String lineZh() {
    return "轮空队积分 " + byeScore + "，轮空队距末位 " + byeHeight + "，分差平方和 " + differences + "，连续三场同方 "
        + streaks + "，未得应先后手 " + wishes + "，序号差平方和 " + distance;
  }

  /** One line, English. */
  public String lineEn() {
    return "bye score " + byeScore + ", bye height " + byeHeight + ", squared score differences " + differences
        + ", third same side in a row " + streaks + ", sides due unmet " + wishes + ", squared number distance "
        + distance;
  }
}
