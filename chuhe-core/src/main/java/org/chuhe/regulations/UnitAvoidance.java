package org.chuhe.regulations;

/** 同队回避: whether players of one unit may be paired against each other. */
public enum UnitAvoidance {
  OFF,
  /** WXF practice: round 1 only (the 2011-Laws default in the rules digest §10). */
  ROUND_ONE,
  /** Every round (seed 002). */
  ALL_ROUNDS;

  public boolean appliesIn(int round) {
    return this == ALL_ROUNDS || (this == ROUND_ONE && round == 1);
  }
}
