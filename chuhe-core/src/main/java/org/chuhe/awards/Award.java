package org.chuhe.awards;

import org.chuhe.problem.InvalidValue;

/**
 * One prize paid to one player. {@code listId}/{@code listName} name the list it comes from: the division's prize
 * table (id and name of the division), an extra prize list or a lucky prize. {@code place} is the player's place in
 * that list (for the division table his place in the standings; for a lucky prize too, since a lucky prize is tied
 * to a rank). {@code rank} is always his place in the standings of {@code division}, so a printed list can say
 * "山西省户籍第1名 (公开组第5名)".
 */
public record Award(Kind kind, String listId, String listName, String division, String playerId, int place,
    int rank, int money, boolean trophy, boolean certificate) {

  /** Where a prize comes from; also the order in which lists are handed out (see {@link PrizeLedger}). */
  public enum Kind {
    /** The division's own prize table (R16). */
    DIVISION_TABLE,
    /** An extra list drawn from a division's standings (R17, seed 003: 山西省户籍, 孝义市户籍). */
    EXTRA_LIST,
    /** 幸运奖 (R17, seed 003: ranks ending in 8). */
    LUCKY
  }

  public Award {
    if (money < 0) {
      throw new InvalidValue("奖金不能为负数", "prize money cannot be negative");
    }
  }

  public boolean paysMoney() {
    return money > 0;
  }

  /** The prize as a notice names it: "公开组（第 8 名） 300 元、证书". */
  public String zh() {
    return listName + "（第 " + place + " 名）" + (money > 0 ? " " + money + " 元" : "") + (trophy ? "、奖杯" : "")
        + (certificate ? "、证书" : "");
  }

  public String en() {
    return listName + " (place " + place + ")" + (money > 0 ? " " + money + " yuan" : "")
        + (trophy ? ", trophy" : "") + (certificate ? ", certificate" : "");
  }
}
