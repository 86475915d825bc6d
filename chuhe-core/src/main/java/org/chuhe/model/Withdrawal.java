package org.chuhe.model;

/**
 * 退出比赛: the player is not paired after round {@code afterRound} (0 = before round 1). Results already played
 * stand, and the player stays in the standings (rules digest §5).
 */
public record Withdrawal(String player, int afterRound, String reason) {
  public Withdrawal {
    Range.ROUNDS.check("afterRound", afterRound);
  }
}
