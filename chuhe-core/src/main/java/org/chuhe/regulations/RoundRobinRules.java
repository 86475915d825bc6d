package org.chuhe.regulations;

/**
 * A round robin's rules (循环赛). {@code cycles}: 1 for a single round robin (单循环, Laws §14.1), 2 for a double one
 * (双循环, §14.2: each pair plays twice, colours reversed in the second cycle). {@code withdrawals}: what a player's
 * withdrawal during the event does to his results ({@link Withdrawals}; the Laws' rule by default).
 */
public record RoundRobinRules(Integer cycles, Withdrawals withdrawals) {
  public static final RoundRobinRules DEFAULT = new RoundRobinRules(null, null);

  /**
   * 中途退出 in a round robin. {@code BY_HALF} (the Laws, §20.3 of the older edition: "凡已赛对手不足半数者，则所有已赛结果
   * 一概注销；如达到或超过半数以上，则其成绩有效，其余未赛对局均作弃权，对方获胜"): a player who withdraws having played
   * fewer than half of his games has all his results cancelled (they count for nobody, in points and tie-breaks);
   * half or more, his results stand and each of his remaining games is a forfeit won by the opponent.
   * {@code KEEP_RESULTS}: always the second; {@code CANCEL_RESULTS}: always the first. Example: 10 players, single
   * round robin (9 games each); withdrawn after 4 games played: 2 × 4 &lt; 9, cancelled; after 5: kept, and the
   * four games left are forfeits won by his opponents.
   */
  public enum Withdrawals { BY_HALF, KEEP_RESULTS, CANCEL_RESULTS }

  public RoundRobinRules {
    cycles = cycles == null ? 1 : cycles;
    withdrawals = withdrawals == null ? Withdrawals.BY_HALF : withdrawals;
  }

  /** A round robin of so many cycles under the Laws' rule for withdrawals. */
  public RoundRobinRules(Integer cycles) {
    this(cycles, null);
  }
}
