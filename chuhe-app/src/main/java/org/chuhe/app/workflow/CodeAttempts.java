package org.chuhe.app.workflow;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

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

  public enum Verdict { RIGHT, WRONG, BLOCKED }

  private final Clock clock;
  private final FailureWindow byPlayer = new FailureWindow(WINDOW);
  private final FailureWindow byAddress = new FailureWindow(WINDOW);

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
      if (byPlayer.count(playerKey, at) >= PER_PLAYER
          || (address != null && byAddress.count(address, at) >= PER_ADDRESS)) {
        return Verdict.BLOCKED;
      }
      byPlayer.add(playerKey, at);
      if (address != null) {
        byAddress.add(address, at);
      }
    }
    boolean right = false;
    try {
      right = PlayerCodes.matches(s, player, code);
    } finally {
      if (right) {
        byPlayer.takeBack(playerKey, at);
        if (address != null) {
          byAddress.takeBack(address, at);
        }
      }
    }
    return right ? Verdict.RIGHT : Verdict.WRONG;
  }
}
