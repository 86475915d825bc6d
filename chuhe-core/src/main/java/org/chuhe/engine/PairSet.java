package org.chuhe.engine;

import java.util.Arrays;

/**
 * A set of pair keys (longs), open addressing with linear probing. A component's candidate pairs number up to a few
 * hundred thousand and are added, looked up and listed many times per round: with {@code HashSet<Long>} (a boxed
 * long and a node per pair) building the candidates and sorting their keys took 80–200 ms of a 4,340-player
 * group's first solve at 10,000 players; this keeps them in one array.
 */
final class PairSet {
  private static final long EMPTY = -1;
  private long[] slots;
  private int size;

  PairSet() {
    slots = new long[1 << 10];
    Arrays.fill(slots, EMPTY);
  }

  /** A copy of {@code other}. */
  PairSet(PairSet other) {
    slots = other.slots.clone();
    size = other.size;
  }

  int size() {
    return size;
  }

  /** Adds a key (non-negative); returns whether it was new. */
  boolean add(long key) {
    if (2 * (size + 1) > slots.length) {
      grow();
    }
    int mask = slots.length - 1;
    for (int i = slot(key, mask); ; i = (i + 1) & mask) {
      if (slots[i] == EMPTY) {
        slots[i] = key;
        size++;
        return true;
      }
      if (slots[i] == key) {
        return false;
      }
    }
  }

  /** Adds every key of {@code other}. */
  void addAll(PairSet other) {
    for (long x : other.slots) {
      if (x != EMPTY) {
        add(x);
      }
    }
  }

  boolean contains(long key) {
    int mask = slots.length - 1;
    for (int i = slot(key, mask); ; i = (i + 1) & mask) {
      if (slots[i] == EMPTY) {
        return false;
      }
      if (slots[i] == key) {
        return true;
      }
    }
  }

  /**
   * The pairs {@code (u[k], v[k])} of vertices 0..vertices−1 as adjacency lists: vertex x's partners are
   * {@code partners[start[x] .. start[x+1])}, in increasing order. Pricing asks whether a pair is a candidate
   * already for every pair its bounds let through; in a short sorted list of the player's own partners that is
   * cheaper than a probe of the set's table (a few MB, a cache miss a probe). Pairs in increasing key order (as
   * the solver gets them, pricing's additions after them) give each list in order already but for the additions.
   */
  static Adjacency adjacency(int vertices, int[] u, int[] v) {
    int[] start = new int[vertices + 2];
    for (int k = 0; k < u.length; k++) {
      start[u[k] + 2]++;
      start[v[k] + 2]++;
    }
    for (int x = 2; x < start.length; x++) {
      start[x] += start[x - 1];
    }
    int[] partners = new int[2 * u.length];
    for (int k = 0; k < u.length; k++) {
      partners[start[u[k] + 1]++] = v[k];
      partners[start[v[k] + 1]++] = u[k];
    }
    for (int x = 0; x < vertices; x++) {
      for (int i = start[x] + 1; i < start[x + 1]; i++) {
        if (partners[i - 1] > partners[i]) {
          Arrays.sort(partners, start[x], start[x + 1]);
          break;
        }
      }
    }
    return new Adjacency(Arrays.copyOf(start, vertices + 1), partners);
  }

  /** See {@link #adjacency}. */
  record Adjacency(int[] start, int[] partners) {
    boolean contains(int a, int b) {
      return Arrays.binarySearch(partners, start[a], start[a + 1], b) >= 0;
    }
  }

  /** The keys in increasing order. */
  long[] sorted() {
    long[] out = new long[size];
    int k = 0;
    for (long x : slots) {
      if (x != EMPTY) {
        out[k++] = x;
      }
    }
    if (k > 50_000) {
      Arrays.parallelSort(out); // a 10,000-player cascade's 240,000 pairs: about half the time on two cores
    } else {
      Arrays.sort(out);
    }
    return out;
  }

  private static int slot(long key, int mask) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 32) & mask;
  }

  private void grow() {
    long[] old = slots;
    slots = new long[old.length * 2];
    Arrays.fill(slots, EMPTY);
    size = 0;
    for (long x : old) {
      if (x != EMPTY) {
        add(x);
      }
    }
  }
}
