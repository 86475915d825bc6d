package org.chuhe.regulations;

/**
 * A round robin's rules (循环赛). {@code cycles}: 1 for a single round robin (单循环, Laws §14.1), 2 for a double one
 * (双循环, §14.2: each pair plays twice, colours reversed in the second cycle).
 */
public record RoundRobinRules(Integer cycles) {
  public static final RoundRobinRules DEFAULT = new RoundRobinRules(null);

  public RoundRobinRules {
    cycles = cycles == null ? 1 : cycles;
  }
}
