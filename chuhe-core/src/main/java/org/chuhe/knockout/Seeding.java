package org.chuhe.knockout;

import java.util.ArrayList;
import java.util.List;

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
}
