package org.chuhe.pairing.matching;

import java.util.Arrays;

/**
 * The heap of dual events of {@link PrimalDual}: each event is a kind, an item (an edge or a blossom) and a key, the
 * moment ({@code d} longs, compared lexicographically) at which it happens; the earliest comes first. Entries never
 * change while queued; the solver recognises stale ones when they surface and drops them (or queues them again with
 * the right key). The slot of a popped entry is used again (a large solve queues hundreds of thousands of events, and
 * fresh memory is slow to come by on the machines this runs on, see docs/benchmarks.md).
 */
final class EventQueue {
  private final int d;
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
  private int[] heap;
  private int heapSize;

  EventQueue(int d) {
    this.d = d;
    entryKey = new long[64 * d];
    entryType = new int[64];
    entryItem = new int[64];
    entryLive = new boolean[64];
    freeSlots = new int[64];
    heap = new int[64];
  }

  boolean isEmpty() {
    return heapSize == 0;
  }

  /** The slot of the earliest event (the queue must not be empty). */
  int top() {
    return heap[0];
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
    if (heapSize == heap.length) {
      heap = Arrays.copyOf(heap, heapSize * 2);
    }
    int i = heapSize++;
    heap[i] = e;
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!entryLess(heap[i], heap[parent])) {
        break;
      }
      int x = heap[i];
      heap[i] = heap[parent];
      heap[parent] = x;
      i = parent;
    }
    return e;
  }

  private boolean entryLess(int a, int b) {
    for (int c = 0; c < d; c++) {
      long x = entryKey[a * d + c];
      long y = entryKey[b * d + c];
      if (x != y) {
        return x < y;
      }
    }
    return false;
  }

  /** Drops the first event; its slot is used again. */
  void pop() {
    entryLive[heap[0]] = false;
    freeSlots[freeSlotCount++] = heap[0];
    heap[0] = heap[--heapSize];
    int i = 0;
    while (true) {
      int l = 2 * i + 1;
      if (l >= heapSize) {
        break;
      }
      int r = l + 1;
      int c = r < heapSize && entryLess(heap[r], heap[l]) ? r : l;
      if (!entryLess(heap[c], heap[i])) {
        break;
      }
      int x = heap[i];
      heap[i] = heap[c];
      heap[c] = x;
      i = c;
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
}
