package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.chuhe.tournament.Tournament;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.junit.jupiter.api.Test;

/**
 * The packed weights the solver adds up must order complete pairings exactly as {@link PairingQuality#compareTo}
 * does (the score differences top group first, then the rest): for random pairings of simulated fields, and for
 * pairings that differ by one exchange of partners (where only low components change), the sign of the packed
 * comparison equals the sign of the vector comparison. Seeds are printed on failure.
 */
class QualityPackingTest {

  @Test
  void packedSumsCompareLikeQualityVectors() {
    long seed = Long.getLong("chuhe.seed", 20261201L);
    Random random = new Random(seed);
    int compared = 0;
    int differencesDecided = 0;
    for (int event = 0; event < 3; event++) {
      SimulationSpec spec = SimulationSpec.of(seed + event, Events.regs(9), 41 + 30 * event);
      Tournament t = Simulation.field(spec);
      for (int round = 1; round <= 7; round++) {
        if (round >= 3) {
          Field f = Field.of(t, spec.division(), round, PairingOptions.DEFAULT, false);
          PairingRules rules = new PairingRules(f);
          List<Entrant> pool = f.pool;
          QualityPacking packing = QualityPacking.of(rules, pool);
          for (int k = 0; k < 300; k++) {
            List<Integer> a = randomPairing(pool.size(), random);
            List<Integer> b = k % 2 == 0 ? randomPairing(pool.size(), random) : exchange(a, random);
            PairingQuality qa = quality(rules, pool, a);
            PairingQuality qb = quality(rules, pool, b);
            int expected = Integer.signum(qa.compareTo(qb));
            int actual = Integer.signum(compare(packed(rules, pool, a, packing), packed(rules, pool, b, packing)));
            assertThat(actual).as("seed %d event %d round %d: %s v %s", seed, event, round, qa, qb)
                .isEqualTo(expected);
            compared++;
            differencesDecided += qa.differences().compareTo(qb.differences()) != 0 ? 1 : 0;
          }
        }
        t = Simulation.playNextRound(t, spec);
      }
    }
    assertThat(compared).isEqualTo(4500);
    assertThat(differencesDecided).as("comparisons decided by the score differences").isGreaterThan(1000);
    assertThat(compared - differencesDecided).as("comparisons decided below them").isGreaterThan(500);
  }

  /** Positions 2i and 2i+1 are a pair; an odd field's last position has the bye. */
  private static List<Integer> randomPairing(int n, Random random) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    Collections.shuffle(order, random);
    return order;
  }

  /** The same pairing with two players of different pairs exchanged. */
  private static List<Integer> exchange(List<Integer> pairing, Random random) {
    List<Integer> copy = new ArrayList<>(pairing);
    int pairs = copy.size() / 2;
    int x = 2 * random.nextInt(pairs);
    int y = 2 * random.nextInt(pairs) + 1;
    Collections.swap(copy, x, y);
    return copy;
  }

  private static PairingQuality quality(PairingRules rules, List<Entrant> pool, List<Integer> pairing) {
    PairingQuality q = PairingQuality.ZERO;
    for (int i = 0; i + 1 < pairing.size(); i += 2) {
      q = q.plus(rules.cost(rules.allocate(pool.get(pairing.get(i)), pool.get(pairing.get(i + 1)))));
    }
    if (pairing.size() % 2 == 1) {
      q = q.plus(rules.byeCost(pool.get(pairing.get(pairing.size() - 1))));
    }
    return q;
  }

  /** The packed total, as the solver adds weights (each pair packed on its own). */
  private static long[] packed(PairingRules rules, List<Entrant> pool, List<Integer> pairing,
      QualityPacking packing) {
    long[] sum = new long[packing.longs];
    long[] one = new long[packing.longs];
    for (int i = 0; i + 1 < pairing.size(); i += 2) {
      PairingRules.Allocation al = rules.allocate(pool.get(pairing.get(i)), pool.get(pairing.get(i + 1)));
      rules.cost(al.red(), al.black(), packing, one);
      add(sum, one);
    }
    if (pairing.size() % 2 == 1) {
      packing.packNegated(rules.byeCost(pool.get(pairing.get(pairing.size() - 1))), one, 0);
      add(sum, one);
    }
    return sum;
  }

  private static void add(long[] sum, long[] x) {
    for (int c = 0; c < sum.length; c++) {
      sum[c] += x[c];
    }
  }

  /** Packed weights are negated costs: the larger weight is the better pairing. */
  private static int compare(long[] a, long[] b) {
    for (int c = 0; c < a.length; c++) {
      if (a[c] != b[c]) {
        return Long.compare(b[c], a[c]);
      }
    }
    return 0;
  }
}
