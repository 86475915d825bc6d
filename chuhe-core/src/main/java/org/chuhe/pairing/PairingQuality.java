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
 *   <li>{@code differences}: the score differences of the pairs, judged from the top score group down (同分相对，
 *       近分相对; see {@link ScoreDifferences}). The number of floaters and the total difference follow from it.
 *   <li>{@code colourRuleBreaks}: players given a third colour in a row or a colour surplus above the limit. Zero in
 *       every round paired by the engine except a last round whose colour rules are relaxed.
 *   <li>{@code colourWishesUnmet}: players who do not get the colour they are due.
 *   <li>{@code repeatedFloats}: players who float in the same direction as in the previous round.
 *   <li>{@code numberDistance}: sum over the pairs of the squared difference of the pairing numbers (近号); the bye
 *       counts as a pair with a virtual player numbered one above the highest number.
 * </ol>
 */
public record PairingQuality(int byeScore, int byeCount, ScoreDifferences differences, int colourRuleBreaks,
    int colourWishesUnmet, int repeatedFloats, long numberDistance) implements Comparable<PairingQuality> {

  public static final PairingQuality ZERO = new PairingQuality(0, 0, ScoreDifferences.NONE, 0, 0, 0, 0);

  /** One unmet colour wish and nothing else: the unit the engine's penalties start from. */
  static final PairingQuality ONE_WISH = new PairingQuality(0, 0, ScoreDifferences.NONE, 0, 1, 0, 0);

  public PairingQuality {
    differences = differences == null ? ScoreDifferences.NONE : differences;
  }

  /** Only a pair's score difference (the part the score-group level of the engine decides). */
  static PairingQuality difference(int scoreA, int scoreB) {
    return new PairingQuality(0, 0, ScoreDifferences.of(scoreA, scoreB), 0, 0, 0, 0);
  }

  public PairingQuality plus(PairingQuality o) {
    return new PairingQuality(byeScore + o.byeScore, byeCount + o.byeCount, differences.plus(o.differences),
        colourRuleBreaks + o.colourRuleBreaks, colourWishesUnmet + o.colourWishesUnmet,
        repeatedFloats + o.repeatedFloats, numberDistance + o.numberDistance);
  }

  /** The bye and the score differences: what decides which score groups meet (the engine's upper part). */
  public PairingQuality upperPart() {
    return new PairingQuality(byeScore, byeCount, differences, 0, 0, 0, 0);
  }

  /** Players paired outside their score group (the bye not counted). */
  public int floaters() {
    return differences.floaters();
  }

  @Override
  public int compareTo(PairingQuality o) {
    int c = Integer.compare(byeScore, o.byeScore);
    c = c != 0 ? c : Integer.compare(byeCount, o.byeCount);
    c = c != 0 ? c : differences.compareTo(o.differences);
    c = c != 0 ? c : Integer.compare(colourRuleBreaks, o.colourRuleBreaks);
    c = c != 0 ? c : Integer.compare(colourWishesUnmet, o.colourWishesUnmet);
    c = c != 0 ? c : Integer.compare(repeatedFloats, o.repeatedFloats);
    return c != 0 ? c : Long.compare(numberDistance, o.numberDistance);
  }

  /** Chinese names of the components, in order. */
  public static final List<String> NAMES_ZH = List.of("轮空者积分", "轮空者已轮空次数", "分差", "违反连先/多先规定人次",
      "未得应执颜色人数", "同向重复升降人数", "序号差平方和");

  /** English names of the components, in order. */
  public static final List<String> NAMES_EN = List.of("bye score", "byes already had by the bye",
      "score differences", "colour rule breaks", "colour wishes unmet", "repeated floats", "pairing-number distance");

  /** The components as text, in order. */
  private List<String> values(boolean zh) {
    return List.of(String.valueOf(byeScore), String.valueOf(byeCount),
        zh ? "（" + differences.describeZh() + "）" : "(" + differences.describeEn() + ")", String.valueOf(colourRuleBreaks),
        String.valueOf(colourWishesUnmet), String.valueOf(repeatedFloats), String.valueOf(numberDistance));
  }

  /** One line, Chinese: "轮空者积分 0，…，分差 12分组：1对相差1分，…". */
  public String lineZh() {
    return line(NAMES_ZH, values(true), "，");
  }

  /** One line, English. */
  public String lineEn() {
    return line(NAMES_EN, values(false), ", ");
  }

  private static String line(List<String> names, List<String> values, String sep) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < names.size(); i++) {
      if (i > 0) {
        sb.append(sep);
      }
      sb.append(names.get(i)).append(' ').append(values.get(i));
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return "(" + byeScore + ", " + byeCount + ", " + differences + ", " + colourRuleBreaks + ", "
        + colourWishesUnmet + ", " + repeatedFloats + ", " + numberDistance + ")";
  }
}
