package org.chuhe.knockout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * The standard bracket (标准淘汰赛对阵): seed 1 meets seed Q, 2 meets Q−1 …, and the matches are placed so that the
 * two best seeds can meet only in the final, the best four only from the semi-finals, and so on (the placing of
 * FIDE's and AXF's knock-out brackets). Built by doubling: the order for 2Q replaces each seed s of the order for Q
 * by the pair (s, 2Q+1−s). Worked by hand:
 *
 * <pre>
 *  2: 1 2
 *  4: 1 4 | 2 3                        semi-finals 1–4, 2–3; 1 and 2 only in the final
 *  8: 1 8 4 5 | 2 7 3 6                quarter-finals 1–8, 4–5, 2–7, 3–6; winners of 1–8 and 4–5 meet
 * 16: 1 16 8 9 4 13 5 12 | 2 15 7 10 3 14 6 11
 * </pre>
 */
public final class Seeding {
  private Seeding() {}

  /** The seeds in bracket order, two by two the first stage's matches; {@code qualifiers} a power of two. */
  public static List<Integer> bracketOrder(int qualifiers) {
    if (qualifiers < 2 || Integer.bitCount(qualifiers) != 1) {
      throw new IllegalArgumentException("qualifiers must be a power of two: " + qualifiers);
    }
    List<Integer> order = List.of(1);
    while (order.size() < qualifiers) {
      int size = order.size() * 2;
      List<Integer> next = new ArrayList<>(size);
      for (int s : order) {
        next.add(s);
        next.add(size + 1 - s);
      }
      order = next;
    }
    return List.copyOf(order);
  }

  /**
   * The first stage's order (as {@link #bracketOrder} gives it) with same-unit matches undone, for regulations that
   * ask for it ({@code knockout.unitAvoidance}). Match by match in the order of the higher seed, a match whose two
   * seeds are of one unit ({@code sameUnit}) has its lower seed swapped with the lower seed of another match, the
   * nearest lower seed first (the next weaker, then the next stronger, then further out), the first swap after which
   * both matches are of different units. Only lower seeds move, as only bottom-half players do in the Swiss's round 1
   * (rules digest §1, BPO): the higher seeds keep their places, so 1 and 2 still meet only in the final. A match no
   * swap can mend stays as it is. Worked by hand, 8 seeds, 1 and 8 of one unit, 4 and 5 of another: 1–8 takes 7
   * (2–7 becomes 2–8), then 4–5 takes 6 (3–6 becomes 3–5): 1 7 4 6 | 2 8 3 5.
   */
  public static List<Integer> avoidingUnits(List<Integer> order, BiPredicate<Integer, Integer> sameUnit) {
    int[] o = order.stream().mapToInt(Integer::intValue).toArray();
    int matches = o.length / 2;
    for (int higher = 1; higher <= matches; higher++) {
      int m = matchOf(o, higher, 0);
      int lower = o[2 * m + 1];
      if (!sameUnit.test(higher, lower)) {
        continue;
      }
      swap:
      for (int dist = 1; dist < o.length; dist++) {
        for (int other : new int[] {lower + dist, lower - dist}) {
          if (other <= matches || other > o.length) {
            continue;
          }
          int x = matchOf(o, other, 1);
          if (!sameUnit.test(higher, other) && !sameUnit.test(o[2 * x], lower)) {
            o[2 * m + 1] = other;
            o[2 * x + 1] = lower;
            break swap;
          }
        }
      }
    }
    return Arrays.stream(o).boxed().toList();
  }

  /** The match (pair index) in which {@code seed} stands, as the higher ({@code side} 0) or lower (1) seed. */
  private static int matchOf(int[] order, int seed, int side) {
    for (int m = 0; 2 * m + side < order.length; m++) {
      if (order[2 * m + side] == seed) {
        return m;
      }
    }
    throw new IllegalArgumentException("seed " + seed + " not in the order");
  }
}
