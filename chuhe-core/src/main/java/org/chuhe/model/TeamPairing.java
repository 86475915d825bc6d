package org.chuhe.model;

import org.chuhe.problem.InvalidValue;

/**
 * One match (对抗) of a team round: at table {@code table}, team {@code first} (先走: red on the odd boards, black on
 * the even ones, Laws §13.2 / CXA-old-13) against team {@code second}. The games of table t are the boards
 * (t − 1)·N + 1 … t·N of the round (N = {@code teamMatch.boards}), board k of the match being game (t − 1)·N + k.
 */
public record TeamPairing(int table, String first, String second) {
  public TeamPairing {
    if (table < 1) {
      throw new InvalidValue("台次从 1 开始，不能是 " + table, "tables start at 1, not " + table);
    }
    Range.BOARD.check(table);
    if (first == null || second == null) {
      throw new InvalidValue("团体对抗缺少一方（first/second）", "a team match needs two teams (first/second)");
    }
    if (first.equals(second)) {
      throw new InvalidValue("队伍不能与自己对抗：" + first, "a team cannot play itself: " + first);
    }
  }

  public boolean involves(String team) {
    return first.equals(team) || second.equals(team);
  }

  public String opponentOf(String team) {
    return first.equals(team) ? second : first;
  }

  /** The board numbers of the round this match plays on, given N boards a match. */
  public int firstBoard(int boards) {
    return (table - 1) * boards + 1;
  }
}
