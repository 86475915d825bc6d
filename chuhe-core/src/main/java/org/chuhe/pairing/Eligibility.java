package org.chuhe.pairing;

/** Why a player is not paired in a round (rules digest §5, R3, R11). */
public enum Eligibility {
  WITHDRAWN("已退出比赛", "withdrawn"),
  CONSECUTIVE_FORFEITS("连续弃权达到规定轮数，不再编排", "forfeited too many rounds in a row, no longer paired"),
  TOTAL_FORFEITS("弃权次数达到规定，按退出处理", "forfeited too many games, counted as withdrawn"),
  UNPAID("未交参赛费", "entry fee not paid"),
  NOT_CHECKED_IN("未报到", "not checked in"),
  ABSENT("本轮请假", "absent by notice this round");

  private final String zh;
  private final String en;

  Eligibility(String zh, String en) {
    this.zh = zh;
    this.en = en;
  }

  public String zh() {
    return zh;
  }

  public String en() {
    return en;
  }
}
