package org.chuhe.app.workflow;

import java.time.Clock;
import java.time.Duration;

/** Skeleton (READY-API). */
public final class CodeAttempts {
  public static final int PER_PLAYER = 5;
  public static final int PER_ADDRESS = 20;
  public static final Duration WINDOW = Duration.ofMinutes(15);

  public enum Verdict { RIGHT, WRONG, BLOCKED }

  private final Clock clock;

  public CodeAttempts(Clock clock) {
    this.clock = clock;
  }

  public Verdict check(Session s, String player, String code, String address) {
    throw new UnsupportedOperationException("in progress");
  }
}
