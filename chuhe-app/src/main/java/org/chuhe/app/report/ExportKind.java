package org.chuhe.app.report;

import java.util.Locale;

/**
 * What {@code export KIND} writes as a table: pairing lists, standings, the crosstable, team standings, the prize
 * list, the payout sheet (领奖签收表, for the treasurer: not public) and grade titles.
 */
public enum ExportKind {
  PAIRINGS("对阵表", "pairings", true),
  STANDINGS("名次表", "standings", true),
  CROSSTABLE("交叉表", "crosstable", true),
  TEAMS("团体名次", "team standings", true),
  PRIZES("奖励名单", "prize list", true),
  PAYOUT("领奖签收表", "payout sheet", false),
  GRADES("等级称号", "grade titles", true);

  private final String zh;
  private final String en;
  private final boolean published;

  ExportKind(String zh, String en, boolean published) {
    this.zh = zh;
    this.en = en;
    this.published = published;
  }

  public String zh() {
    return zh;
  }

  public String en() {
    return en;
  }

  /** Whether the public pages offer it (the payout sheet is for the organisers and the treasurer only). */
  public boolean published() {
    return published;
  }

  /**
   * Whether the chief arbiter signs the printed list (裁判长签字): the results lists are signed, the pairing list and
   * the crosstable are not.
   */
  public boolean signed() {
    return this != PAIRINGS && this != CROSSTABLE;
  }

  /** The word on the command line and in a download's address: pairings, standings … */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
