package org.chuhe.engine.matching;

import java.util.Arrays;

/**
 * The heap of dual events of {@link PrimalDual}: each event is a kind, an item (an edge or a blossom) and a key, the
 * moment ({@code d} longs, compared lexicographically) at which it happens; the earliest comes first. Entries never
 * change while queued; the solver recognises stale ones when they surface and drops them, or moves them to their
 * right moment ({@link #requeueTop}). The slot of a popped entry is used again (a large solve queues hundreds of
 * thousands of events, and fresh memory is slow to come by on the machines this runs on, see docs/benchmarks.md).
 *
 * <p>Why not {@link java.util.PriorityQueue}: it would box every event and compare through a comparator. Why this
 * shape (measured, docs/benchmarks.md, seventh session): a 4-ary heap whose keys sit in the heap's own arrays, in
 * heap order, so that comparing a node's four children reads one or two cache lines, where a binary heap of slot
 * numbers read each key from a random place (the queue's comparisons were 30 % of a 10,000-player round); keys of
 * one or two longs (every component) compare without a loop.
 */
final class EventQueue {
  private final int d;
  /** By slot: what the event is, whether it is queued, its key (for {@link #compareKey} and {@link #copyKey}). */
  private long[] entryKey;
  private int[] entryType;
  private int[] entryItem;
  private boolean[] entryLive;
  /** Slots in use or ever used; the free ones are {@link #freeSlots}[0 .. freeSlotCount). */
  private int slots;
  private int[] freeSlots;
  private int freeSlotCount;
  /** Events queued so far (for measurements). */
  private int entries;
  /** The heap in its own order: node i's slot, and its key at heapKey[i*d .. i*d+d). */
  private int[] heapSlot;
  private long[] heapKey;
  private int heapSize;
  /** The key of the node being moved (d > 1). */
  private final long[] moving;

  EventQueue(int d) {
    this.d = d;
    entryKey = new long[64 * d];
    entryType = new int[64];
    entryItem = new int[64];
    entryLive = new boolean[64];
    freeSlots = new int[64];
    heapSlot = new int[64];
    heapKey = new long[64 * d];
    moving = new long[d];
  }

  boolean isEmpty() {
    return heapSize == 0;
  }

  /** The slot of the earliest event (the queue must not be empty). */
  int top() {
    return heapSlot[0];
  }

  int type(int slot) {
    return entryType[slot];
  }

  int item(int slot) {
    return entryItem[slot];
  }

  /** Whether the slot holds a queued event (a popped event's slot may since hold another one). */
  boolean isLive(int slot) {
    return entryLive[slot];
  }

  /** Copies the slot's key into {@code out}. */
  void copyKey(int slot, long[] out) {
    System.arraycopy(entryKey, slot * d, out, 0, d);
  }

  /** Slots in use or ever used: every queued event's slot is below this (for tests that look at all of them). */
  int slotCount() {
    return slots;
  }

  /** Events queued so far (for measurements). */
  int added() {
    return entries;
  }

  /** Queues an event; returns its slot. */
  int add(int type, int item, long[] key) {
    int e;
    if (freeSlotCount > 0) {
      e = freeSlots[--freeSlotCount];
    } else {
      if (slots == entryType.length) {
        int cap = slots * 2;
        entryType = Arrays.copyOf(entryType, cap);
        entryItem = Arrays.copyOf(entryItem, cap);
        entryKey = Arrays.copyOf(entryKey, cap * d);
        entryLive = Arrays.copyOf(entryLive, cap);
        freeSlots = Arrays.copyOf(freeSlots, cap);
      }
      e = slots++;
    }
    entries++;
    entryLive[e] = true;
    entryType[e] = type;
    entryItem[e] = item;
    System.arraycopy(key, 0, entryKey, e * d, d);
    if (heapSize == heapSlot.length) {
      heapSlot = Arrays.copyOf(heapSlot, heapSize * 2);
      heapKey = Arrays.copyOf(heapKey, heapSize * 2 * d);
    }
    siftUp(heapSize++, e, key);
    return e;
  }

  /** Drops the first event; its slot is used again. */
  void pop() {
    int e = heapSlot[0];
    entryLive[e] = false;
    freeSlots[freeSlotCount++] = e;
    int last = --heapSize;
    if (last > 0) {
      if (d == 1) {
        siftDown1(heapSlot[last], heapKey[last]);
      } else if (d == 2) {
        siftDown2(heapSlot[last], heapKey[2 * last], heapKey[2 * last + 1]);
      } else {
        System.arraycopy(heapKey, last * d, moving, 0, d);
        siftDown(heapSlot[last], moving);
      }
    }
  }

  /**
   * The first event again at its right moment {@code key} (it was stale): the same as {@link #pop} and {@link #add}
   * of the same event, in one pass down the heap; it keeps its slot.
   */
  void requeueTop(long[] key) {
    int e = heapSlot[0];
    entries++;
    System.arraycopy(key, 0, entryKey, e * d, d);
    if (d == 1) {
      siftDown1(e, key[0]);
    } else if (d == 2) {
      siftDown2(e, key[0], key[1]);
    } else {
      System.arraycopy(key, 0, moving, 0, d);
      siftDown(e, moving);
    }
  }

  /** The slot's key against {@code key}, lexicographically. */
  int compareKey(int e, long[] key) {
    for (int c = 0; c < d; c++) {
      long x = entryKey[e * d + c];
      if (x != key[c]) {
        return x < key[c] ? -1 : 1;
      }
    }
    return 0;
  }

  // ---------------------------------------------------------------- the heap

  /** Puts slot {@code e} with {@code key} at node {@code i} (a hole) or above it. */
  private void siftUp(int i, int e, long[] key) {
    if (d == 1) {
      long k = key[0];
      while (i > 0) {
        int parent = (i - 1) >>> 2;
        if (heapKey[parent] <= k) {
          break;
        }
        heapSlot[i] = heapSlot[parent];
        heapKey[i] = heapKey[parent];
        i = parent;
      }
      heapSlot[i] = e;
      heapKey[i] = k;
      return;
    }
    if (d == 2) {
      long k0 = key[0];
      long k1 = key[1];
      while (i > 0) {
        int parent = (i - 1) >>> 2;
        long p0 = heapKey[2 * parent];
        if (p0 < k0 || p0 == k0 && heapKey[2 * parent + 1] <= k1) {
          break;
        }
        heapSlot[i] = heapSlot[parent];
        heapKey[2 * i] = p0;
        heapKey[2 * i + 1] = heapKey[2 * parent + 1];
        i = parent;
      }
      heapSlot[i] = e;
      heapKey[2 * i] = k0;
      heapKey[2 * i + 1] = k1;
      return;
    }
    while (i > 0) {
      int parent = (i - 1) >>> 2;
      if (!less(key, 0, heapKey, parent * d)) {
        break;
      }
      move(parent, i);
      i = parent;
    }
    heapSlot[i] = e;
    System.arraycopy(key, 0, heapKey, i * d, d);
  }

  /** Puts slot {@code e} with key {@code k} at the root (a hole) or below it; one-long keys. */
  private void siftDown1(int e, long k) {
    int i = 0;
    int size = heapSize;
    while (true) {
      int first = 4 * i + 1;
      if (first >= size) {
        break;
      }
      int end = Math.min(first + 4, size);
      int c = first;
      long ck = heapKey[first];
      for (int j = first + 1; j < end; j++) {
        long jk = heapKey[j];
        if (jk < ck) {
          c = j;
          ck = jk;
        }
      }
      if (ck >= k) {
        break;
      }
      heapSlot[i] = heapSlot[c];
      heapKey[i] = ck;
      i = c;
    }
    heapSlot[i] = e;
    heapKey[i] = k;
  }

  /** As {@link #siftDown1}, for keys of two longs (k0, k1). */
  private void siftDown2(int e, long k0, long k1) {
    int i = 0;
    int size = heapSize;
    long[] h = heapKey;
    while (true) {
      int first = 4 * i + 1;
      if (first >= size) {
        break;
      }
      int end = Math.min(first + 4, size);
      int c = first;
      long c0 = h[2 * first];
      long c1 = h[2 * first + 1];
      for (int j = first + 1; j < end; j++) {
        long j0 = h[2 * j];
        if (j0 < c0 || j0 == c0 && h[2 * j + 1] < c1) {
          c = j;
          c0 = j0;
          c1 = h[2 * j + 1];
        }
      }
      if (c0 > k0 || c0 == k0 && c1 >= k1) {
        break;
      }
      heapSlot[i] = heapSlot[c];
      h[2 * i] = c0;
      h[2 * i + 1] = c1;
      i = c;
    }
    heapSlot[i] = e;
    h[2 * i] = k0;
    h[2 * i + 1] = k1;
  }

  /** As {@link #siftDown1}, for keys of several longs ({@code key} is not one of the heap's own arrays). */
  private void siftDown(int e, long[] key) {
    int i = 0;
    int size = heapSize;
    while (true) {
      int first = 4 * i + 1;
      if (first >= size) {
        break;
      }
      int end = Math.min(first + 4, size);
      int c = first;
      for (int j = first + 1; j < end; j++) {
        if (less(heapKey, j * d, heapKey, c * d)) {
          c = j;
        }
      }
      if (!less(heapKey, c * d, key, 0)) {
        break;
      }
      move(c, i);
      i = c;
    }
    heapSlot[i] = e;
    System.arraycopy(key, 0, heapKey, i * d, d);
  }

  private void move(int from, int to) {
    heapSlot[to] = heapSlot[from];
    System.arraycopy(heapKey, from * d, heapKey, to * d, d);
  }

  private boolean less(long[] a, int ai, long[] b, int bi) {
    for (int c = 0; c < d; c++) {
      long x = a[ai + c];
      long y = b[bi + c];
      if (x != y) {
        return x < y;
      }
    }
    return false;
  }
}
