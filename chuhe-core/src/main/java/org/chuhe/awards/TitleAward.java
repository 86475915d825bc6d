package org.chuhe.awards;

import org.chuhe.regulations.TitleRule;

/**
 * A title or qualification place (R18) won by one player: the rule's id, name and kind, the player's place among
 * the eligible players ({@code place}, 1 … count) and his place in the division standings ({@code rank}).
 */
public record TitleAward(String ruleId, String name, TitleRule.Kind kind, String division, String playerId,
    int place, int rank) {
  /** The title as a notice names it: "山西赛区棋王（总名次 5）". */
  public String zh() {
    return name + "（总名次 " + rank + "）";
  }

  public String en() {
    return name + " (rank " + rank + ")";
  }
}
