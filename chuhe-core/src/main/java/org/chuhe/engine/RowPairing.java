package org.chuhe.engine;

import java.util.Arrays;

/**
 * The pairing of one score group's two colour rows that squared number distances favour when nothing stands in the
 * way (no rematches, no team-mates): a guess that tells the exact solver where to look, never an answer.
 *
 * <p>With more players due one colour (the larger row) than the other, the surplus must pair among themselves; the
 * rest of the larger row pairs with the smaller row by rank (with squared distances, pairs of two rows never cross
 * in an optimal pairing). Where the surplus pairs sit decides how far the rank pairs reach: a player of the larger
 * row at position x is paired with the smaller row's player of rank (his rank − surplus players before x). The
 * distance grows with the running excess of the larger row not yet absorbed by surplus pairs, so the number of
 * surplus players before x follows the running excess as closely as a non-decreasing count can: its isotonic fit.
 */
final class RowPairing {
  private RowPairing() {}

  /**
   * @param larger per member of the group, by pairing number: whether it belongs to the larger row (the others, the
   *     smaller row and players with no colour due, must not outnumber it)
   * @return per member, the position of its guessed partner; -1 for the one player left over in an odd group
   */
  static int[] pair(boolean[] larger) {
    int size = larger.length;
    int xs = 0;
    for (boolean b : larger) {
      xs += b ? 1 : 0;
    }
    int surplus = xs - (size - xs);
    if (surplus < 0) {
      throw new IllegalArgumentException("the larger row is smaller");
    }
    double[] fit = isotonic(runningExcess(larger));
    boolean[] left = new boolean[size];
    int chosen = 0;
    // Surplus players come in pairs of neighbours in the larger row (a pair of far-apart players would cost more than
    // the few ranks it saves), where the fit asks for the next one; an odd group's single one comes last.
    for (int i = 0; i < size && chosen < surplus; i++) {
      if (larger[i] && !left[i] && chosen < Math.min(surplus, Math.max(0, Math.round(fit[i])))) {
        int next = surplus - chosen >= 2 ? nextOfRow(larger, left, i) : -1;
        if (surplus - chosen >= 2 && next < 0) {
          break; // no neighbour left after i: the pairs are completed from the end below
        }
        left[i] = true;
        chosen++;
        if (next >= 0) {
          left[next] = true;
          chosen++;
        }
      }
    }
    // Whatever the fit left over, from the end: pairs of neighbours, then the single one.
    for (int i = size - 1; i >= 0 && chosen < surplus; i--) {
      if (larger[i] && !left[i]) {
        left[i] = true;
        chosen++;
      }
    }
    int[] partner = new int[size];
    Arrays.fill(partner, -1);
    int[] rankPartner = new int[size - xs];
    int small = 0;
    for (int i = 0; i < size; i++) {
      if (!larger[i]) {
        rankPartner[small++] = i;
      }
    }
    int rank = 0;
    int waiting = -1;
    for (int i = 0; i < size; i++) {
      if (!larger[i]) {
        continue;
      }
      if (left[i]) {
        if (waiting < 0) {
          waiting = i;
        } else {
          partner[waiting] = i;
          partner[i] = waiting;
          waiting = -1;
        }
      } else {
        int j = rankPartner[rank++];
        partner[i] = j;
        partner[j] = i;
      }
    }
    return partner;
  }

  /** The next player of the larger row after position i who is not in the surplus yet, or -1. */
  private static int nextOfRow(boolean[] larger, boolean[] left, int i) {
    for (int j = i + 1; j < larger.length; j++) {
      if (larger[j] && !left[j]) {
        return j;
      }
    }
    return -1;
  }

  /** Per position: players of the larger row minus the others, up to and including it. */
  private static double[] runningExcess(boolean[] larger) {
    double[] excess = new double[larger.length];
    int run = 0;
    for (int i = 0; i < larger.length; i++) {
      run += larger[i] ? 1 : -1;
      excess[i] = run;
    }
    return excess;
  }

  /** The non-decreasing sequence nearest to {@code y} in squared distance (pool adjacent violators). */
  static double[] isotonic(double[] y) {
    int n = y.length;
    double[] mean = new double[n];
    int[] count = new int[n];
    int blocks = 0;
    for (double v : y) {
      mean[blocks] = v;
      count[blocks] = 1;
      blocks++;
      while (blocks > 1 && mean[blocks - 2] > mean[blocks - 1]) {
        int c = count[blocks - 2] + count[blocks - 1];
        mean[blocks - 2] = (mean[blocks - 2] * count[blocks - 2] + mean[blocks - 1] * count[blocks - 1]) / c;
        count[blocks - 2] = c;
        blocks--;
      }
    }
    double[] out = new double[n];
    int at = 0;
    for (int b = 0; b < blocks; b++) {
      Arrays.fill(out, at, at + count[b], mean[b]);
      at += count[b];
    }
    return out;
  }
}
