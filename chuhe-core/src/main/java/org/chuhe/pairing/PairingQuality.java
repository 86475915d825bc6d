package org.chuhe.pairing;

import java.util.List;

/**
 * The quality vector of a pairing (or of one pair of it): what the Chinese Swiss method optimises, what the checker
 * reports and what the explanation prints. Every component counts something bad, so smaller is better, and two
 * pairings are compared component by component in the order of the fields below (lexicographically). See
 * {@code docs/pairing.md}.
 *
 * <ol>
 *   <li>{@code byeScore}: score of the player who has the bye (the bye goes to the lowest score group); 0 without a
 *       bye.
 *   <li>{@code byeCount}: byes that player already had (only varies when the regulations allow a second bye).
 *   <li>{@code floaters}: players not paired inside their own score group, the bye included (同分相对 first).
 *   <li>{@code scoreDifference}: total score difference of the pairs that cross score groups.
 *   <li>{@code floaterScores}: the scores of the players paired outside their group, summed: between otherwise
 *       equal pairings, players leave the lower groups rather than the higher ones ("the higher groups first").
 *   <li>{@code colourRuleBreaks}: players given a third colour in a row or a colour surplus above the limit. Zero in
 *       every round paired by the engine except a last round whose colour rules are relaxed.
 *   <li>{@code colourWishesUnmet}: players who do not get the colour they are due.
 *   <li>{@code repeatedFloats}: players who float in the same direction as in the previous round.
 *   <li>{@code numberDistance}: sum over the pairs of the squared difference of the pairing numbers (近号); the bye
 *       counts as a pair with a virtual player numbered one above the highest number.
 * </ol>
 */
public record PairingQuality(int byeScore, int byeCount, int floaters, int scoreDifference, int floaterScores,
    int colourRuleBreaks, int colourWishesUnmet, int repeatedFloats, long numberDistance)
    implements Comparable<PairingQuality> {

  public static final PairingQuality ZERO = new PairingQuality(0, 0, 0, 0, 0, 0, 0, 0, 0);

  /** Number of components. */
  static final int SIZE = 9;

  public PairingQuality plus(PairingQuality o) {
    return new PairingQuality(byeScore + o.byeScore, byeCount + o.byeCount, floaters + o.floaters,
        scoreDifference + o.scoreDifference, floaterScores + o.floaterScores, colourRuleBreaks + o.colourRuleBreaks,
        colourWishesUnmet + o.colourWishesUnmet, repeatedFloats + o.repeatedFloats,
        numberDistance + o.numberDistance);
  }

  /** The components in comparison order. */
  public long[] components() {
    return new long[] {byeScore, byeCount, floaters, scoreDifference, floaterScores, colourRuleBreaks,
        colourWishesUnmet, repeatedFloats, numberDistance};
  }

  static PairingQuality of(long[] c) {
    return new PairingQuality((int) c[0], (int) c[1], (int) c[2], (int) c[3], (int) c[4], (int) c[5], (int) c[6],
        (int) c[7], c[8]);
  }

  @Override
  public int compareTo(PairingQuality o) {
    long[] a = components();
    long[] b = o.components();
    for (int i = 0; i < a.length; i++) {
      if (a[i] != b[i]) {
        return Long.compare(a[i], b[i]);
      }
    }
    return 0;
  }

  /** Chinese names of the components, in order. */
  public static final List<String> NAMES_ZH = List.of("轮空者积分", "轮空者已轮空次数", "跨分组棋手数", "跨组分差合计",
      "跨组棋手积分合计", "违反连先/多先规定人次", "未得应执颜色人数", "同向重复升降人数", "序号差平方和");

  /** English names of the components, in order. */
  public static final List<String> NAMES_EN = List.of("bye score", "byes already had by the bye", "floaters",
      "score difference of cross-group pairs", "scores of floaters", "colour rule breaks", "colour wishes unmet",
      "repeated floats", "pairing-number distance");

  /** One line, Chinese: "跨分组棋手数 2, 跨组分差合计 2, …". */
  public String lineZh() {
    return line(NAMES_ZH, "，");
  }

  /** One line, English. */
  public String lineEn() {
    return line(NAMES_EN, ", ");
  }

  private String line(List<String> names, String sep) {
    long[] c = components();
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < c.length; i++) {
      if (i > 0) {
        sb.append(sep);
      }
      sb.append(names.get(i)).append(' ').append(c[i]);
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return "(" + byeScore + ", " + byeCount + ", " + floaters + ", " + scoreDifference + ", " + floaterScores + ", "
        + colourRuleBreaks + ", " + colourWishesUnmet + ", " + repeatedFloats + ", " + numberDistance + ")";
  }
}
