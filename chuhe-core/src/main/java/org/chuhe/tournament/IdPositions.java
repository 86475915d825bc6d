package org.chuhe.tournament;

import java.util.List;

/**
 * The position of each id in a list (the players of a division in registration order), looked up without boxing and
 * without chains: an open-addressing table whose slot is chosen by Fibonacci hashing of the id's hash code. A
 * {@code HashMap<String, Integer>} of a large event's ids ({@code S000001} … {@code S010000}) was the largest part of
 * ranking 10,000 players: such ids' hash codes differ little in their low bits, which a hash map's slot is taken
 * from, so its chains grew and the growing maps turned theirs into trees (docs/benchmarks.md, issue 27).
 */
public final class IdPositions {
  private final String[] ids;
  private final int[] positions;
  private final int shift;
  private final int size;

  /** The positions of {@code ids}; an id listed twice has the position of its last occurrence, as a map's put. */
  public IdPositions(List<String> ids) {
    int capacity = Integer.highestOneBit(Math.max(2, ids.size()) * 2 - 1) << 1;
    this.ids = new String[capacity];
    this.positions = new int[capacity];
    this.shift = 32 - Integer.numberOfTrailingZeros(capacity);
    int i = 0;
    for (String id : ids) {
      put(id, i++);
    }
    this.size = ids.size();
  }

  private void put(String id, int position) {
    int mask = ids.length - 1;
    for (int slot = slot(id); ; slot = (slot + 1) & mask) {
      if (ids[slot] == null || ids[slot].equals(id)) {
        ids[slot] = id;
        positions[slot] = position;
        return;
      }
    }
  }

  private int slot(String id) {
    return (id.hashCode() * 0x9E3779B9) >>> shift;
  }

  /** The position of {@code id}, or −1 when it is not in the list (or null). */
  public int of(String id) {
    if (id == null) {
      return -1;
    }
    int mask = ids.length - 1;
    for (int slot = slot(id); ; slot = (slot + 1) & mask) {
      String k = ids[slot];
      if (k == null) {
        return -1;
      }
      if (k == id || k.equals(id)) {
        return positions[slot];
      }
    }
  }

  /** How many ids the list had (an id listed twice counts twice). */
  public int size() {
    return size;
  }
}
