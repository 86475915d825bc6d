package org.chuhe.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import org.chuhe.engine.matching.MatchingSolver;

/**
 * Whether a legal pairing exists at all (cardinality only, no weights). Large fields are first tried on a sparse
 * graph of near players (by index, i.e. number): a perfect matching there is a legal pairing, so "yes" answers are
 * fast; only a "no" falls back to all legal pairs, which is exact. Public: a rule book asks it too (whether a round
 * is pairable under other rules, to say why one is not).
 */
public final class Feasibility {
  private Feasibility() {}

  /** Who may meet whom, by index. */
  @FunctionalInterface
  public interface Legal {
    boolean mayMeet(int a, int b);
  }

  /**
   * Whether the players 0 .. n−1 can all be paired legally, an odd number giving the bye to a player accepted by
   * {@code mayHaveBye}.
   */
  public static boolean pairable(int n, Legal legal, IntPredicate mayHaveBye) {
    if (n > 400) {
      for (int near : new int[] {8, 64}) {
        if (solve(n, legal, mayHaveBye, near)) {
          return true;
        }
      }
    }
    return solve(n, legal, mayHaveBye, n);
  }

  private static boolean solve(int n, Legal legal, IntPredicate mayHaveBye, int near) {
    List<int[]> edges = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n && j <= i + near; j++) {
        if (legal.mayMeet(i, j)) {
          edges.add(new int[] {i, j});
        }
      }
      if (n % 2 == 1 && mayHaveBye.test(i)) {
        edges.add(new int[] {i, n});
      }
    }
    int[] u = new int[edges.size()];
    int[] v = new int[edges.size()];
    for (int k = 0; k < u.length; k++) {
      u[k] = edges.get(k)[0];
      v[k] = edges.get(k)[1];
    }
    return new MatchingSolver(n + (n % 2), u, v, new long[u.length], 1).solve().isPerfect();
  }
}
