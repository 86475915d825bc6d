package org.chuhe.model;

/** The kinds of penalty the seed regulations hand out (R13). */
public enum PenaltyKind {
  /** 警告/处分: ranks behind every player with equal points (seed 000, 补充规定 五(七)). */
  RANK_BEHIND_EQUAL,
  /** 扣除对手分: subtract {@code amount} from the player's own opponent score (seed 004, 补充规定 六7–9). */
  OPPONENT_SCORE_DEDUCTION,
  /** A foul not tied to one game's count, e.g. refusing to record a top-board game (seed 003, 补充规定 8). */
  FOUL,
  /**
   * 取消当轮比赛成绩 (seed 000, 补充规定 五(一) and 五(七)): the player scores nothing in the penalty's round, which
   * it must name; the game still counts as played for the pairing and the opponent keeps his result. It is a 处分,
   * so the player also ranks behind equal-scored players where the chain has {@code penalisedLast}. See
   * docs/standings.md for its effect on each tie-break.
   */
  CANCEL_ROUND_RESULT;

  /** Whether the penalty needs the round it happened in. */
  public boolean needsRound() {
    return this == CANCEL_ROUND_RESULT;
  }

  /** Whether it is a 处分 that ranks the player behind equal-scored players under {@code penalisedLast}. */
  public boolean ranksBehindEqual() {
    return this == RANK_BEHIND_EQUAL || this == CANCEL_ROUND_RESULT;
  }
}
