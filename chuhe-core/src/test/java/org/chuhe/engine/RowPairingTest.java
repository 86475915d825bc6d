package org.chuhe.engine;

import org.chuhe.testing.TestSeeds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The guessed pairing of a group's colour rows, on cases worked by hand (X = larger row, S = the other). */
class RowPairingTest {
  private static final boolean X = true;
  private static final boolean S = false;

  @Test
  void alternatingRowsPairNeighbours() {
    // X S X S: no surplus, ranks 1–1 and 2–2
    assertThat(RowPairing.pair(new boolean[] {X, S, X, S})).containsExactly(1, 0, 3, 2);
  }

  @Test
  void twoRunsPairByRankNotNested() {
    // X X S S: 1st X with 1st S (0–2) and 2nd with 2nd (1–3): 2² + 2² = 8 beats the nested 3² + 1² = 10
    assertThat(RowPairing.pair(new boolean[] {X, X, S, S})).containsExactly(2, 3, 0, 1);
  }

  @Test
  void surplusPairsSitWhereTheLargerRowRunsAhead() {
    // X X X S: two players of X too many; the running excess 1, 2 puts them first: 0–1, and 2–3
    assertThat(RowPairing.pair(new boolean[] {X, X, X, S})).containsExactly(1, 0, 3, 2);
    // S X X X X S: excess −1, 0, 1, 2, 3, 2; its isotonic fit (0, 0, 1, 2, 2, 2 after clipping to the surplus of 2)
    // makes positions 2 and 3 the surplus pair; 1–0 and 4–5 by rank: 1 + 1 + 1
    assertThat(RowPairing.pair(new boolean[] {S, X, X, X, X, S})).containsExactly(1, 0, 3, 2, 5, 4);
  }

  @Test
  void surplusPairsAreNeighboursInTheirRow() {
    // X S X X S X X X: surplus 4; the running excess 1, 0, 1, 2, 1, 2, 3, 4 fits to 0.5, 0.5, 1, 1.5, 1.5, 2, 3, 4, so
    // the first X the fit asks for (position 0) takes the next X of its row (2) as partner, and 6 takes 7
    assertThat(RowPairing.pair(new boolean[] {X, S, X, X, S, X, X, X})).containsExactly(2, 3, 0, 1, 5, 4, 7, 6);
  }

  @Test
  void anOddGroupLeavesOnePlayerOfTheLargerRow() {
    // X X S: surplus 1 at the front; 1–2 by rank; 0 left for a floater or the bye
    assertThat(RowPairing.pair(new boolean[] {X, X, S})).containsExactly(-1, 2, 1);
  }

  @Test
  void isotonicFitPoolsAdjacentViolators() {
    assertThat(RowPairing.isotonic(new double[] {3, 1, 2})).containsExactly(2, 2, 2);
    assertThat(RowPairing.isotonic(new double[] {1, 2, 1, 0})).containsExactly(1, 1, 1, 1);
    assertThat(RowPairing.isotonic(new double[] {0, 1, 3})).containsExactly(0, 1, 3);
  }

  @Test
  void theLargerRowMustBeLarger() {
    assertThatThrownBy(() -> RowPairing.pair(new boolean[] {X, S, S})).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void everyRandomRowLayoutGivesAPairingWithTheFewestSurplusPairs() {
    long[] cases = TestSeeds.of(20261130L, 2000);
    for (int trial = 0; trial < cases.length; trial++) {
      long seed = cases[trial];
      SplittableRandom r = new SplittableRandom(seed);
      int size = 1 + r.nextInt(60);
      boolean[] larger = new boolean[size];
      int xs = 0;
      for (int i = 0; i < size; i++) {
        larger[i] = r.nextInt(3) > 0;
        xs += larger[i] ? 1 : 0;
      }
      if (2 * xs < size) {
        for (int i = 0; i < size; i++) {
          larger[i] = !larger[i];
        }
        xs = size - xs;
      }
      int[] partner = RowPairing.pair(larger);
      int single = 0;
      int crossing = 0;
      for (int i = 0; i < size; i++) {
        if (partner[i] < 0) {
          single++;
          assertThat(larger[i]).as("seed %d", seed).isTrue();
          continue;
        }
        assertThat(partner[partner[i]]).as("seed %d", seed).isEqualTo(i);
        crossing += larger[i] != larger[partner[i]] ? 1 : 0;
        if (larger[i] && larger[partner[i]] && i < partner[i]) {
          for (int k = i + 1; k < partner[i]; k++) {
            assertThat(larger[k]).as("seed %d: surplus pair %d–%d are neighbours in their row", seed, i, partner[i])
                .isFalse();
          }
        }
      }
      assertThat(single).as("seed %d", seed).isEqualTo(size % 2);
      assertThat(crossing).as("seed %d: every player of the smaller row meets the larger one", seed)
          .isEqualTo(2 * (size - xs));
    }
  }
}
