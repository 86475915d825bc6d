package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.chuhe.engine.matching.MatchingSolver;
import org.chuhe.regulations.RoundOnePairing;

/**
 * Round 1 (R5, rules digest §1): pairs by pairing number, adjacent (近号: 1–2, 3–4 …) or split (拦腰: 1 v N/2+1 …).
 * An odd field gives the bye to the highest number, as if a virtual player N+1 (空号) had been added. Colours: the
 * smaller number red on every board, or alternating by board (1–2, 4–3, 5–6, 8–7).
 *
 * <p>Same-unit avoidance in round 1: when a board pairs two players of one unit, its second (bottom-half) player is
 * swapped with the second player of the nearest board — next, previous, then further out — for which both boards
 * become legal (the BPO practice in the digest). Only if no such swap exists is the round paired by the matching
 * engine, keeping each player as close as possible to his scheduled opponent.
 */
final class FirstRound {
  private FirstRound() {}

  static RoundSolution pair(PairingRules rules, List<Entrant> players, RoundOnePairing scheme) {
    List<Entrant> field = new ArrayList<>(players);
    field.sort(Comparator.comparingInt(e -> e.number));
    Entrant bye = null;
    if (field.size() % 2 == 1) {
      bye = field.remove(field.size() - 1);
    }
    int k = field.size() / 2;
    Entrant[] first = new Entrant[k];
    Entrant[] second = new Entrant[k];
    for (int b = 0; b < k; b++) {
      if (scheme.mode() == RoundOnePairing.Mode.ADJACENT) {
        first[b] = field.get(2 * b);
        second[b] = field.get(2 * b + 1);
      } else {
        first[b] = field.get(b);
        second[b] = field.get(b + k);
      }
    }
    boolean swapsFailed = false;
    if (rules.unitsApply) {
      for (int b = 0; b < k; b++) {
        if (!first[b].sameUnit(second[b])) {
          continue;
        }
        boolean done = false;
        for (int dist = 1; dist < k && !done; dist++) {
          for (int t : new int[] {b + dist, b - dist}) {
            if (t < 0 || t >= k) {
              continue;
            }
            if (!first[b].sameUnit(second[t]) && !first[t].sameUnit(second[b])) {
              Entrant x = second[b];
              second[b] = second[t];
              second[t] = x;
              done = true;
              break;
            }
          }
        }
        swapsFailed |= !done;
      }
    }
    if (swapsFailed) {
      return byMatching(rules, field, scheme, bye);
    }
    List<PairingRules.Allocation> pairs = new ArrayList<>();
    PairingQuality total = bye == null ? PairingQuality.ZERO : rules.byeCost(bye);
    for (int b = 0; b < k; b++) {
      PairingRules.Allocation a = colours(first[b], second[b], b + 1, scheme);
      pairs.add(a);
      total = total.plus(rules.cost(a));
    }
    return new RoundSolution(pairs, bye, total, true);
  }

  /** Colours of the pair on this board (boards counted from 1). */
  static PairingRules.Allocation colours(Entrant a, Entrant b, int board, RoundOnePairing scheme) {
    Entrant smaller = a.number < b.number ? a : b;
    Entrant larger = smaller == a ? b : a;
    boolean smallerRed = scheme.colours() == RoundOnePairing.Colours.SMALLER_NUMBER_RED || board % 2 == 1;
    return smallerRed ? new PairingRules.Allocation(smaller, larger, PairingRules.ColourReason.ROUND_ONE)
        : new PairingRules.Allocation(larger, smaller, PairingRules.ColourReason.ROUND_ONE);
  }

  /**
   * When no neighbour swap can separate team-mates: a matching over legal pairs whose cost is how far each player's
   * opponent is (in list positions) from his scheduled one. Boards then follow the smaller position.
   */
  private static RoundSolution byMatching(PairingRules rules, List<Entrant> field, RoundOnePairing scheme,
      Entrant bye) {
    int n = field.size();
    int[] scheduled = new int[n];
    // The target is the scheme before any swap.
    int k = n / 2;
    for (int b = 0; b < k; b++) {
      int i = scheme.mode() == RoundOnePairing.Mode.ADJACENT ? 2 * b : b;
      int j = scheme.mode() == RoundOnePairing.Mode.ADJACENT ? 2 * b + 1 : b + k;
      scheduled[i] = j;
      scheduled[j] = i;
    }
    List<int[]> edges = new ArrayList<>();
    List<Long> weights = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (rules.mayMeet(field.get(i), field.get(j))) {
          long di = j - scheduled[i];
          long dj = i - scheduled[j];
          edges.add(new int[] {i, j});
          weights.add(-(di * di + dj * dj));
        }
      }
    }
    int[] u = new int[edges.size()];
    int[] v = new int[edges.size()];
    long[] w = new long[edges.size()];
    for (int e = 0; e < u.length; e++) {
      u[e] = edges.get(e)[0];
      v[e] = edges.get(e)[1];
      w[e] = weights.get(e);
    }
    MatchingSolver solver = new MatchingSolver(n, u, v, w, 1).solve();
    if (!solver.isPerfect()) {
      throw NoLegalPairing.diagnose(rules, field, solver.mates());
    }
    int[] mates = solver.mates();
    List<PairingRules.Allocation> pairs = new ArrayList<>();
    PairingQuality total = bye == null ? PairingQuality.ZERO : rules.byeCost(bye);
    int board = 0;
    for (int i = 0; i < n; i++) {
      if (i < mates[i]) {
        PairingRules.Allocation a = colours(field.get(i), field.get(mates[i]), ++board, scheme);
        pairs.add(a);
        total = total.plus(rules.cost(a));
      }
    }
    return new RoundSolution(pairs, bye, total, true);
  }
}
