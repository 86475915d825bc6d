package org.chuhe.pairing;

import java.util.Arrays;

/**
 * Turns a {@link PairingQuality} into an exact integer weight for {@link MatchingSolver}: a few longs compared
 * lexicographically, each long holding several components in mixed radix.
 *
 * <p>Why this is exact: every component of every pair is non-negative, and {@code bound[i]} is at least the value
 * component i can reach in any complete pairing. Inside one long, component i is multiplied by the product of
 * {@code bound[j] + 1} over the less significant components j of that long, so the less significant components of a
 * pairing, all below their radix, add up to less than one unit of component i. Comparing packed totals therefore
 * compares the quality vectors lexicographically, with no rounding and no floating point. A long holds at most
 * {@link #LIMIT}, leaving room for the solver's dual values.
 */
final class QualityPacking {
  /** Largest value one packed long may reach: the solver multiplies by 4 and its duals need headroom. */
  static final long LIMIT = 1L << 50;

  final int longs;
  private final int[] slot;
  private final long[] multiplier;

  private QualityPacking(int longs, int[] slot, long[] multiplier) {
    this.longs = longs;
    this.slot = slot;
    this.multiplier = multiplier;
  }

  /** A packing for components whose totals never exceed {@code bound}. */
  static QualityPacking forBounds(long[] bound) {
    int size = bound.length;
    int[] slot = new int[size];
    long[] multiplier = new long[size];
    // Fill from the least significant component upwards; start a new long when the next radix does not fit.
    int current = 0;
    long used = 1;
    for (int i = size - 1; i >= 0; i--) {
      long radix = bound[i] + 1;
      if (radix <= 0 || radix > LIMIT) {
        throw new IllegalStateException("quality component " + i + " too large to pack: " + bound[i]);
      }
      if (used > LIMIT / radix) {
        current++;
        used = 1;
      }
      slot[i] = current;
      multiplier[i] = used;
      used *= radix;
    }
    int longs = current + 1;
    // Slot 0 must be the most significant long.
    for (int i = 0; i < size; i++) {
      slot[i] = current - slot[i];
    }
    return new QualityPacking(longs, slot, multiplier);
  }

  /** Writes minus the packed quality (the solver maximises) into {@code out[offset .. offset+longs)}. */
  void packNegated(PairingQuality q, long[] out, int offset) {
    packNegated(q.byeScore(), q.byeCount(), q.floaters(), q.scoreDifference(), q.floaterScores(),
        q.colourRuleBreaks(), q.colourWishesUnmet(), q.repeatedFloats(), q.numberDistance(), out, offset);
  }

  /** As above, from the components in their order (for callers that have no object to hand). */
  void packNegated(int byeScore, int byeCount, int floaters, int scoreDifference, int floaterScores,
      int colourRuleBreaks, int colourWishesUnmet, int repeatedFloats, long numberDistance, long[] out, int offset) {
    // Component by component rather than through an array: this runs for every pair the solver sees.
    Arrays.fill(out, offset, offset + longs, 0);
    out[offset + slot[0]] -= byeScore * multiplier[0];
    out[offset + slot[1]] -= byeCount * multiplier[1];
    out[offset + slot[2]] -= floaters * multiplier[2];
    out[offset + slot[3]] -= scoreDifference * multiplier[3];
    out[offset + slot[4]] -= floaterScores * multiplier[4];
    out[offset + slot[5]] -= colourRuleBreaks * multiplier[5];
    out[offset + slot[6]] -= colourWishesUnmet * multiplier[6];
    out[offset + slot[7]] -= repeatedFloats * multiplier[7];
    out[offset + slot[8]] -= numberDistance * multiplier[8];
  }
}
