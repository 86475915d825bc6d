package org.chuhe.pairing;

import java.util.List;

/** What the checker found in one round: the broken rules and the round's quality vector. */
public record RoundCheck(String division, int round, List<Violation> violations, PairingQuality quality) {
  public RoundCheck {
    violations = List.copyOf(violations);
  }

  /** True when no hard rule is broken. */
  public boolean isLegal() {
    return violations.stream().noneMatch(v -> v.rule().hard());
  }

  /** True when nothing is found that makes {@code chuhe check} fail (legal, and no nearer scores were possible). */
  public boolean passes() {
    return violations.stream().noneMatch(v -> v.rule().failsCheck());
  }
}
