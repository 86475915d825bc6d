package org.chuhe.model;

/** What one round meant for one player. */
public enum Outcome {
  WIN,
  DRAW,
  LOSS,
  FORFEIT_WIN,
  FORFEIT_LOSS,
  /** 轮空: no opponent this round; scored as a win (2011 Laws §14.4). */
  BYE,
  /** Paired, result not yet entered. */
  NOT_PLAYED,
  /** Not in this round at all (withdrawn, excluded, late entry, or not paired). */
  ABSENT;

  /** Won, whether over the board, by forfeit or by bye. */
  public boolean isWinLike() {
    return this == WIN || this == FORFEIT_WIN || this == BYE;
  }
}
