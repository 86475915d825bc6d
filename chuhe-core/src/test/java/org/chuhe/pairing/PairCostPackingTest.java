package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.tournament.Tournament;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.junit.jupiter.api.Test;

/**
 * The solver weighs pairs by handing a pair's cost straight to the packing ({@link QualityPacking#pair}), without
 * making a {@link PairingQuality}; that must pack exactly what packing the pair's {@link PairingQuality} packs, whole
 * and as the lower part that a component of the decomposition minimises.
 */
class PairCostPackingTest {

  @Test
  void packedCostEqualsTheCostOfEveryPair() {
    long seed = 11;
    SimulationSpec spec = SimulationSpec.of(seed, Events.regs(9), 90);
    Tournament t = Simulation.field(spec);
    int compared = 0;
    int crossing = 0;
    for (int round = 1; round <= 6; round++) {
      if (round >= 2) {
        Field f = Field.of(t, spec.division(), round, PairingOptions.DEFAULT, false);
        PairingRules rules = new PairingRules(f);
        List<Entrant> pool = f.pool;
        QualityPacking packing = QualityPacking.of(rules, pool);
        QualityPacking lower = packing.part(QualityPacking.Part.LOWER);
        long[] expected = new long[packing.longs];
        long[] actual = new long[packing.longs];
        long[] expectedLower = new long[lower.longs];
        long[] actualLower = new long[lower.longs];
        for (int i = 0; i < pool.size(); i++) {
          for (int j = i + 1; j < pool.size(); j++) {
            PairingRules.Allocation al = rules.allocate(pool.get(i), pool.get(j));
            PairingQuality q = rules.cost(al);
            packing.packNegated(q, expected, 0);
            rules.cost(al.red(), al.black(), packing, actual);
            assertThat(actual).as("seed %d round %d pair %s-%s", seed, round, al.red().id, al.black().id)
                .isEqualTo(expected);
            lower.packNegated(q, expectedLower, 0);
            rules.cost(al.red(), al.black(), lower, actualLower);
            assertThat(actualLower).as("lower part: seed %d round %d pair %s-%s", seed, round, al.red().id,
                al.black().id).isEqualTo(expectedLower);
            compared++;
            crossing += q.floaters() > 0 ? 1 : 0;
          }
        }
      }
      t = Simulation.playNextRound(t, spec);
    }
    assertThat(compared).isGreaterThan(10_000);
    assertThat(crossing).isGreaterThan(1_000); // pairs across score groups, where the two packings differ
  }
}
