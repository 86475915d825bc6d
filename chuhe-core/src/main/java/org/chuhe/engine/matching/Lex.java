package org.chuhe.engine.matching;

/**
 * The arithmetic of weights and duals: each is a vector of {@code d} longs, the most significant first, compared
 * lexicographically (the first component where two vectors differ decides). The solver only adds, subtracts, compares
 * and halves such vectors, component by component, so a weight is exact however many components it has: no rounding,
 * no floating point.
 */
public final class Lex {
  private Lex() {}

  /** The sign of a vector: that of its first non-zero component, 0 when all are zero. */
  public static int sign(long[] a) {
    for (long x : a) {
      if (x != 0) {
        return x > 0 ? 1 : -1;
      }
    }
    return 0;
  }

  /** Negative, zero or positive as {@code a} is lexicographically smaller than, equal to or larger than {@code b}. */
  public static int compare(long[] a, long[] b) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] != b[i]) {
        return a[i] < b[i] ? -1 : 1;
      }
    }
    return 0;
  }

  /** Whether the vector at {@code a[index*d .. index*d+d)} is zero. */
  static boolean isZero(long[] a, int index, int d) {
    for (int i = 0; i < d; i++) {
      if (a[index * d + i] != 0) {
        return false;
      }
    }
    return true;
  }

  /** Whether the vector at {@code a[ai ..]} is larger than the one at {@code b[bi ..]} ({@code b.length} longs). */
  static boolean greater(long[] a, int ai, long[] b, int bi) {
    for (int i = 0; i < b.length; i++) {
      if (a[ai + i] != b[bi + i]) {
        return a[ai + i] > b[bi + i];
      }
    }
    return false;
  }
}
