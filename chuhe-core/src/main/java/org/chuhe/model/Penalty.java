package org.chuhe.model;

import org.chuhe.problem.InvalidValue;

/**
 * A penalty against one player; {@code round} is where it happened (null if not tied to a round, which only a
 * {@link PenaltyKind#CANCEL_ROUND_RESULT} must be).
 */
public record Penalty(String player, PenaltyKind kind, Integer round, int amount, String reason) {
  public Penalty {
    if (kind == null) {
      throw new InvalidValue("缺少处罚类型", "penalty kind missing");
    }
    if (kind.needsRound() && round == null) {
      throw new InvalidValue(kind + " 须写明取消哪一轮的成绩", kind + " needs the round whose result it cancels");
    }
    if (amount <= 0) {
      amount = 1;
    }
    Range.AMOUNT.check(amount);
    Range.ROUND.check(round);
  }
}
