package org.chuhe.pairing;

import java.util.List;

/**
 * One broken rule in a round, said in both languages. {@code board} is the board number, 0 for the bye or for the
 * round as a whole.
 */
public record Violation(Rule rule, int board, List<String> players, String zh, String en) {
  /**
   * The rules the checker knows. {@code hard} ones make a round illegal; those and the ones that {@code failCheck}
   * make {@code chuhe check} fail.
   */
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
    /**
     * A pairing with better score differences (同分相对，近分相对, judged from the top group down) existed for the same
     * players under the same hard rules.
     */
    NEARER_SCORES(false, true),
    /**
     * A player who may play and was in the field when the round was paired (his pairing number is among the round's
     * players', or he has played before) is neither paired nor given the bye: the round is incomplete. A hard rule,
     * so that {@code chuhe check} fails on it. A player excused by notice is not: the round records him
     * ({@code Round.absent}, R8).
     */
    NOT_PAIRED(true),
    /**
     * A player who may play now is not in a recorded round he came into the event after: his pairing number comes
     * after every player's of the round, or he has none, and he has not played before (a later entry, check-in or
     * payment). A notice, not a failure.
     */
    ENTERED_LATER(false, false),
    /**
     * A round robin's round differs from the Berger table (a game, its colours or the bye), the withdrawals before
     * the round allowed for: the violation says what the table has.
     */
    BERGER_TABLE(true),
    /**
     * A knock-out round (after the Swiss of a {@code swiss-knockout}) that does not fit the bracket as the rounds
     * before it make it ({@code knockout.Bracket}): a pairing of no match, a match without its game, a colour against
     * the regulations, a round too many.
     */
    NOT_THE_BRACKET(true),
    /**
     * A team's line-up in a match breaks its declared order (报名顺序), fields a player who is not the team's, or a
     * player twice (Laws §13).
     */
    TEAM_LINE_UP(true),
    /**
     * A team round's boards do not match its matches: a board missing, a game outside every match, a player on the
     * wrong side, or colours other than the Laws' (the first team red on the odd boards, §13.2); or a team paired
     * twice, not paired, or not of the division.
     */
    TEAM_BOARDS(true);

    private final boolean hard;
    private final boolean failsCheck;

    Rule(boolean hard) {
      this(hard, hard);
    }

    Rule(boolean hard, boolean failsCheck) {
      this.hard = hard;
      this.failsCheck = failsCheck;
    }

    public boolean hard() {
      return hard;
    }

    /** Whether {@code chuhe check} fails on it: every hard rule, and a pairing that is legal but not the best. */
    public boolean failsCheck() {
      return failsCheck;
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
