package org.chuhe.app.workflow;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * Failed tries per key (a player, an address) within a sliding window, in one server's memory, thread-safe: the one
 * counter behind every "too many wrong tries" of the app (players' codes, {@link CodeAttempts}; the console's
 * passwords). A try leaves the window when it is {@code window} old. Keys whose tries have all left are dropped as
 * they are counted, and all of them once the map grows past {@link #SWEEP_AT}, so a stream of addresses that each
 * fail once cannot fill the memory.
 */
public final class FailureWindow {
  /** Keys kept before a sweep drops those whose tries all left the window. */
  static final int SWEEP_AT = 10_000;

  private final Duration window;
  private final Map<String, Deque<Instant>> tries = new HashMap<>();

  public FailureWindow(Duration window) {
    this.window = window;
  }

  /** The tries of {@code key} still within the window at {@code now}, the older ones dropped. */
  public synchronized int count(String key, Instant now) {
    Deque<Instant> q = tries.get(key);
    if (q == null) {
      return 0;
    }
    Instant since = now.minus(window);
    while (!q.isEmpty() && !q.peekFirst().isAfter(since)) {
      q.removeFirst();
    }
    if (q.isEmpty()) {
      tries.remove(key);
    }
    return q.size();
  }

  /** Counts a failed try of {@code key} at {@code at}. */
  public synchronized void add(String key, Instant at) {
    if (tries.size() > SWEEP_AT) {
      for (String k : tries.keySet().toArray(String[]::new)) {
        count(k, at);
      }
    }
    tries.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(at);
  }

  /** Takes back the try of {@code key} counted at {@code at} (it turned out right). */
  public synchronized void takeBack(String key, Instant at) {
    Deque<Instant> q = tries.get(key);
    if (q != null) {
      q.removeLastOccurrence(at);
      if (q.isEmpty()) {
        tries.remove(key);
      }
    }
  }

  /** How many keys are held (for the test of the sweep). */
  synchronized int keys() {
    return tries.size();
  }
}
