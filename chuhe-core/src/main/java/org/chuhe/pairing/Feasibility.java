package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.chuhe.pairing.matching.MatchingSolver;

/**
 * Whether a legal pairing exists at all (cardinality only, no quality). Large fields are first tried on a sparse
 * graph of near pairing numbers: a perfect matching there is a legal pairing, so "yes" answers are fast; only a "no"
 * falls back to all legal pairs, which is exact.
 */
final class Feasibility {
  private Feasibility() {}

  /**
   * Whether {@code players} can all be paired legally, an odd field giving the bye to a player accepted by
   * {@code mayHaveBye}.
   */
  static boolean pairable(PairingRules rules, List<Entrant> players, Predicate<Entrant> mayHaveBye) {
    int n = players.size();
    if (n > 400) {
      for (int near : new int[] {8, 64}) {
        if (solve(rules, players, mayHaveBye, near)) {
          return true;
        }
      }
    }
    return solve(rules, players, mayHaveBye, n);
  }

  /** Tries the pairs of players at most {@code near} places apart in pairing-number order. */
  private static boolean solve(PairingRules rules, List<Entrant> players, Predicate<Entrant> mayHaveBye, int near) {
    int n = players.size();
    List<int[]> edges = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n && j <= i + near; j++) {
        if (rules.mayMeet(players.get(i), players.get(j))) {
          edges.add(new int[] {i, j});
        }
      }
      if (n % 2 == 1 && mayHaveBye.test(players.get(i))) {
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
