package org.chuhe.pairing;

import org.chuhe.testing.TestSeeds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.List;
import java.util.SplittableRandom;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;

/**
 * The proof of exactness on small fields: for many random events of up to 12 players, an exhaustive search over
 * every pairing finds the best quality vector among those that keep the hard rules, and the engine's pairing must
 * have exactly that vector (or, when none exists, the engine must say so).
 */
class ExhaustiveComparisonTest {

  @Test
  void engineFindsTheBestVectorOfAllPairings() {
    long[] cases = TestSeeds.of(31337L, 4000);
    int compared = 0;
    int impossible = 0;
    int[] seen = new int[5];
    for (int trial = 0; trial < cases.length; trial++) {
      long seed = cases[trial];
      Tournament t = RandomEvents.event(seed, 12);
      int round = SwissPairing.nextRound(t, Events.DIVISION);
      if (round == 1) {
        continue;
      }
      Field f = Field.of(t, Events.DIVISION, round, PairingOptions.DEFAULT, false);
      PairingRules rules = new PairingRules(f);
      PairingQuality best = Exhaustive.best(rules, f.pool);
      PairingResult result;
      try {
        result = SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT);
      } catch (ProblemException e) {
        if (best != null) {
          fail("seed " + seed + ": engine found no pairing but " + best + " exists: " + e.getMessage());
        }
        impossible++;
        continue;
      }
      assertThat(best).as("seed %d: engine paired although no legal pairing exists", seed).isNotNull();
      assertThat(result.quality()).as("seed %d", seed).isEqualTo(best);
      assertThat(result.violations()).as("seed %d", seed).isEmpty();
      compared++;
      PairingQuality q = result.quality();
      seen[0] += q.floaters() > 1 ? 1 : 0;
      seen[1] += q.colourRuleBreaks() > 0 ? 1 : 0;
      seen[2] += q.repeatedFloats() > 0 ? 1 : 0;
      seen[3] += q.byeCount() > 0 ? 1 : 0;
      seen[4] += q.colourWishesUnmet() > 0 ? 1 : 0;
    }
    System.out.printf("exhaustive: %d compared, %d impossible; with floats %d, colour breaks %d, repeated floats %d,"
        + " second byes %d, unmet wishes %d%n", compared, impossible, seen[0], seen[1], seen[2], seen[3], seen[4]);
    if (cases.length > 1) { // the coverage of the whole run, not of one case run again
      assertThat(compared).isGreaterThan(2000);
      assertThat(impossible).isGreaterThan(10);
      assertThat(java.util.Arrays.stream(seen).min().getAsInt()).isGreaterThan(20);
    }
  }

  /** Exhaustive search over all pairings of a pool (plus a bye for an odd pool). */
  static final class Exhaustive {
    private final PairingRules rules;
    private final List<Entrant> pool;
    private final PairingQuality[][] cost;
    private PairingQuality best;

    private Exhaustive(PairingRules rules, List<Entrant> pool) {
      this.rules = rules;
      this.pool = pool;
      int n = pool.size();
      cost = new PairingQuality[n + 1][n + 1];
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (rules.mayMeet(pool.get(i), pool.get(j))) {
            cost[i][j] = rules.cost(rules.allocate(pool.get(i), pool.get(j)));
          }
        }
        if (n % 2 == 1 && rules.mayHaveBye(pool.get(i))) {
          cost[i][n] = rules.byeCost(pool.get(i));
        }
      }
    }

    /** The best quality vector of a legal pairing, null when there is none. */
    static PairingQuality best(PairingRules rules, List<Entrant> pool) {
      Exhaustive e = new Exhaustive(rules, pool);
      int size = pool.size() + pool.size() % 2;
      e.search(new boolean[size], PairingQuality.ZERO, size);
      return e.best;
    }

    private void search(boolean[] used, PairingQuality sum, int size) {
      int i = 0;
      while (i < size && used[i]) {
        i++;
      }
      if (i == size) {
        if (best == null || sum.compareTo(best) < 0) {
          best = sum;
        }
        return;
      }
      used[i] = true;
      for (int j = i + 1; j < size; j++) {
        if (!used[j] && cost[i][j] != null) {
          used[j] = true;
          search(used, sum.plus(cost[i][j]), size);
          used[j] = false;
        }
      }
      used[i] = false;
    }
  }
}
