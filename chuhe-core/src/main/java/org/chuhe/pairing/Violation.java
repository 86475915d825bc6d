package org.chuhe.pairing;

import java.util.List;

/**
 * One broken rule in a round, said in both languages. {@code board} is the board number, 0 for the bye or for the
 * round as a whole.
 */
public record Violation(Rule rule, int board, List<String> players, String zh, String en) {
  /** The rules the checker knows. {@code hard} ones make {@code chuhe check} fail. */
  public enum Rule {
    REMATCH(true),
    SAME_UNIT(true),
    COLOUR_STREAK(true),
    COLOUR_SURPLUS(true),
    SECOND_BYE(true),
    BYE_NOT_LOWEST(true),
    EXTRA_BYE(true),
    NOT_ELIGIBLE(true),
    PLAYER_TWICE(true),
    UNKNOWN_PLAYER(true),
    /** An eligible player is neither paired nor given the bye (fine if he was absent by notice). */
    NOT_PAIRED(false);

    private final boolean hard;

    Rule(boolean hard) {
      this.hard = hard;
    }

    public boolean hard() {
      return hard;
    }
  }

  public Violation {
    players = List.copyOf(players);
  }

  /** One line, Chinese first. */
  public String line() {
    return (board > 0 ? "第" + board + "台 / board " + board + ": " : "") + zh + " / " + en;
  }
}
