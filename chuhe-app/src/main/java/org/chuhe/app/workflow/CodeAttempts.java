package org.chuhe.app.workflow;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The rate limit on players' codes (issue 26): one per server, in memory, thread-safe. Within {@link #WINDOW}, at
 * most {@link #PER_PLAYER} wrong codes for one player and {@link #PER_ADDRESS} wrong codes from one address; past
 * either, every try is {@link Verdict#BLOCKED} without being checked (the right code as well), until the oldest
 * wrong one leaves the window. A right code does not count. With codes of 8 digits, a guesser gets 5 tries a player
 * per 15 minutes: 480 a day, a chance of 480 in 100 000 000 a player (docs/web.md states the arithmetic).
 */
public final class CodeAttempts {
  public static final int PER_PLAYER = 5;
  public static final int PER_ADDRESS = 20;
  public static final Duration WINDOW = Duration.ofMinutes(15);
  /** Keys kept before a sweep drops those whose wrong tries all left the window (bounds the memory). */
  private static final int SWEEP_AT = 10_000;

  public enum Verdict { RIGHT, WRONG, BLOCKED }

  private final Clock clock;
  private final Map<String, Deque<Instant>> byPlayer = new HashMap<>();
  private final Map<String, Deque<Instant>> byAddress = new HashMap<>();

  public CodeAttempts(Clock clock) {
    this.clock = clock;
  }

  /** BLOCKED (without checking) while the player or the address is over its limit; else checks and counts a wrong one. */
  public Verdict check(Session s, String player, String code, String address) {
    String playerKey = s.tournament() + "/" + player;
    Instant at;
    // The try is counted as wrong before the code is checked and taken back if it was right: tries at the same
    // moment from many connections cannot pass the limit between the count and the check.
    synchronized (this) {
      at = clock.instant();
      if (count(byPlayer, playerKey, at) >= PER_PLAYER
          || (address != null && count(byAddress, address, at) >= PER_ADDRESS)) {
        return Verdict.BLOCKED;
      }
      if (byPlayer.size() + byAddress.size() > SWEEP_AT) {
        sweep(byPlayer, at);
        sweep(byAddress, at);
      }
      byPlayer.computeIfAbsent(playerKey, k -> new ArrayDeque<>()).addLast(at);
      if (address != null) {
        byAddress.computeIfAbsent(address, k -> new ArrayDeque<>()).addLast(at);
      }
    }
    boolean right = false;
    try {
      right = PlayerCodes.matches(s, player, code);
    } finally {
      if (right) {
        synchronized (this) {
          takeBack(byPlayer, playerKey, at);
          if (address != null) {
            takeBack(byAddress, address, at);
          }
        }
      }
    }
    return right ? Verdict.RIGHT : Verdict.WRONG;
  }

  private static void takeBack(Map<String, Deque<Instant>> tries, String key, Instant at) {
    Deque<Instant> q = tries.get(key);
    if (q != null) {
      q.removeLastOccurrence(at);
      if (q.isEmpty()) {
        tries.remove(key);
      }
    }
  }

  /** The wrong tries of {@code key} still within the window, the older ones dropped. */
  private static int count(Map<String, Deque<Instant>> tries, String key, Instant now) {
    Deque<Instant> q = tries.get(key);
    if (q == null) {
      return 0;
    }
    Instant since = now.minus(WINDOW);
    while (!q.isEmpty() && !q.peekFirst().isAfter(since)) {
      q.removeFirst();
    }
    if (q.isEmpty()) {
      tries.remove(key);
    }
    return q.size();
  }

  private static void sweep(Map<String, Deque<Instant>> tries, Instant now) {
    for (String key : tries.keySet().toArray(String[]::new)) {
      count(tries, key, now);
    }
  }
}
