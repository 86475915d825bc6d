package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.model.Tournament;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.junit.jupiter.api.Test;

/**
 * The solver weighs pairs through {@link PairingRules#packNegatedCost}, which packs a pair's cost without making a
 * {@link PairingQuality}; it must pack exactly what {@link PairingRules#cost} says, whole and as the lower part that
 * a component of the decomposition minimises.
 */
class PairCostPackingTest {

  @Test
  void packedCostEqualsTheCostOfEveryPair() {
    long seed = 11;
    SimulationSpec spec = SimulationSpec.of(seed, Events.regs(9), 90);
    Tournament t = Simulation.field(spec);
    QualityPacking packing = QualityPacking.forBounds(
        new long[] {100, 10, 1_000, 1_000, 100_000, 1_000, 1_000, 1_000, 1L << 40});
    int compared = 0;
    int crossing = 0;
    for (int round = 1; round <= 6; round++) {
      if (round >= 2) {
        Field f = Field.of(t, spec.division(), round, PairingOptions.DEFAULT, false);
        PairingRules rules = new PairingRules(f);
        List<Entrant> pool = f.pool;
        long[] expected = new long[packing.longs];
        long[] actual = new long[packing.longs];
        for (int i = 0; i < pool.size(); i++) {
          for (int j = i + 1; j < pool.size(); j++) {
            PairingRules.Allocation al = rules.allocate(pool.get(i), pool.get(j));
            PairingQuality q = rules.cost(al);
            packing.packNegated(q, expected, 0);
            rules.packNegatedCost(al.red(), al.black(), packing, false, actual);
            assertThat(actual).as("seed %d round %d pair %s-%s", seed, round, al.red().id, al.black().id)
                .isEqualTo(expected);
            packing.packNegated(ComponentSolver.lowerPart(q), expected, 0);
            rules.packNegatedCost(al.red(), al.black(), packing, true, actual);
            assertThat(actual).as("lower part: seed %d round %d pair %s-%s", seed, round, al.red().id,
                al.black().id).isEqualTo(expected);
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
