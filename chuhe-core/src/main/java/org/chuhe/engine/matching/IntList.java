package org.chuhe.engine.matching;

import java.util.Arrays;

/** A growable list of ints. */
final class IntList {
  private int[] a = new int[16];
  private int size;

  void add(int x) {
    if (size == a.length) {
      a = Arrays.copyOf(a, size * 2);
    }
    a[size++] = x;
  }

  int get(int i) {
    return a[i];
  }

  int size() {
    return size;
  }

  void clear() {
    size = 0;
  }

  int pop() {
    return a[--size];
  }
}
