package org.chuhe.model;

/** The kinds of penalty the seed regulations hand out (R13). */
public enum PenaltyKind {
  /** 警告/处分: ranks behind every player with equal points (seed 000, 补充规定 五(七)). */
  RANK_BEHIND_EQUAL,
  /** 扣除对手分: subtract {@code amount} from the player's own opponent score (seed 004, 补充规定 六7–9). */
  OPPONENT_SCORE_DEDUCTION,
  /** A foul not tied to one game's count, e.g. refusing to record a top-board game (seed 003, 补充规定 8). */
  FOUL
}
