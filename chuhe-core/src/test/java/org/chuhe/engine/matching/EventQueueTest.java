package org.chuhe.engine.matching;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.chuhe.testing.TestSeeds;
import org.junit.jupiter.api.Test;

/** The solver's event heap against a sorted list, on random sequences of adds, pops and requeues, keys of 1–3 longs. */
class EventQueueTest {

  private record Entry(int type, int item, long[] key) {}

  private static final Comparator<long[]> LEX = Arrays::compare;

  @Test
  void popsInTheOrderOfTheirKeysWhateverTheMixOfOperations() {
    long[] seeds = TestSeeds.of(20261201L, 300);
    for (long seed : seeds) {
      SplittableRandom r = new SplittableRandom(seed);
      int d = 1 + r.nextInt(3);
      EventQueue q = new EventQueue(d);
      List<Entry> reference = new ArrayList<>();
      int range = 1 + r.nextInt(50); // small ranges: many equal keys
      for (int step = 0; step < 2000; step++) {
        int op = r.nextInt(10);
        if (op < 5 || reference.isEmpty()) {
          long[] key = key(r, d, range);
          int slot = q.add(op, step, key);
          assertThat(q.isLive(slot)).as("seed %d", seed).isTrue();
          reference.add(new Entry(op, step, key));
        } else {
          long[] smallest = reference.stream().map(Entry::key).min(LEX).orElseThrow();
          int top = q.top();
          long[] topKey = new long[d];
          q.copyKey(top, topKey);
          assertThat(topKey).as("seed %d step %d", seed, step).isEqualTo(smallest);
          assertThat(q.compareKey(top, smallest)).isZero();
          Entry e = reference.stream().filter(x -> x.item() == q.item(top)).findFirst().orElseThrow();
          assertThat(q.type(top)).isEqualTo(e.type());
          reference.remove(e);
          if (op < 8) {
            q.pop();
            assertThat(q.isLive(top)).isFalse();
          } else {
            long[] later = key(r, d, range);
            q.requeueTop(later);
            reference.add(new Entry(e.type(), e.item(), later));
            assertThat(q.isLive(top)).isTrue();
          }
        }
        assertThat(q.isEmpty()).isEqualTo(reference.isEmpty());
      }
    }
  }

  private static long[] key(SplittableRandom r, int d, int range) {
    long[] key = new long[d];
    for (int c = 0; c < d; c++) {
      key[c] = r.nextInt(range) - range / 2;
    }
    return key;
  }
}
