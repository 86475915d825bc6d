package org.chuhe.standings;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One player's value for one criterion, oriented so that the larger value ranks ahead (fouls are stored negated
 * in {@code key} and shown positive in {@code display}). Vector criteria (round comparisons) compare their parts in
 * order.
 */
public record TieBreakValue(List<Long> key, String display) implements Comparable<TieBreakValue> {
  public TieBreakValue {
    key = List.copyOf(key);
  }

  public static TieBreakValue higherIsBetter(long value) {
    return new TieBreakValue(List.of(value), Long.toString(value));
  }

  public static TieBreakValue lowerIsBetter(long value) {
    return new TieBreakValue(List.of(-value), Long.toString(value));
  }

  public static TieBreakValue sequence(List<Long> values) {
    return new TieBreakValue(values, values.stream().map(String::valueOf).collect(Collectors.joining(",")));
  }

  @Override
  public int compareTo(TieBreakValue other) {
    int n = Math.min(key.size(), other.key.size());
    for (int i = 0; i < n; i++) {
      int c = Long.compare(key.get(i), other.key.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(key.size(), other.key.size());
  }

  @Override
  public String toString() {
    return display;
  }
}
