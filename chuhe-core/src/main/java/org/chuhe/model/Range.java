package org.chuhe.model;

import java.util.Optional;
import org.chuhe.problem.InvalidValue;
import org.chuhe.problem.Problem;

/**
 * The range of every whole number a person can give chuhe: in a tournament document, a regulations file, a
 * registration list, an option of the command line, a form of the web app, and as read back from the database.
 * Each is far beyond any real event (the largest seed has 300 players and 11 rounds; chuhe is measured with 100,000
 * players) and small enough that nothing computed from them can overflow: the pairing's packing of a round states
 * its bounds from these ({@code pairing.QualityPacking}), and so do the prize totals. A number outside its range is
 * refused where it comes in, naming the file and the field, in both languages; docs/tournament-format.md and
 * docs/regulations.md list the ranges.
 */
public enum Range {
  /** A pairing number (序号). */
  PAIRING_NUMBER(1, 100_000, "序号", "a pairing number"),
  /** Players in one division, and every limit or count of players (division size, entries per unit, titles …). */
  PLAYERS(0, 100_000, "人数", "a number of players"),
  /** A place in the standings, as prize and grade bands name it. */
  RANK(1, 100_000, "名次", "a rank"),
  /** A round's number, the rounds of a division, the round a rule starts from. */
  ROUND(1, 50, "轮次", "a round"),
  /** A count of rounds that may be 0: withdrawn after round N (0: before round 1), forfeit and colour limits. */
  ROUNDS(0, 50, "轮数", "a number of rounds"),
  /** A board (台次). */
  BOARD(1, 50_000, "台次", "a board"),
  /** A number of boards that may be 0 (the top boards that record their games). */
  BOARDS(0, 50_000, "台数", "a number of boards"),
  /** One side's fouls in one game, of one kind or both, and a foul limit (0: none). */
  FOULS(0, 99, "犯规次数", "a number of fouls"),
  /** The points of one result (a win, a draw, a bye …). */
  POINTS(0, 10, "分数", "points"),
  /** A penalty's amount: points of opponent score deducted, or fouls. */
  AMOUNT(1, 99, "处罚数量", "a penalty's amount"),
  /** Opponent score deducted for a missing game record (0: none). */
  DEDUCTION(0, 99, "扣分", "a deduction"),
  /** The natural move limit, in 回合 (a move of each side). */
  MOVE_LIMIT(10, 200, "限着回合数", "a move limit"),
  /** A rating (等级分). */
  RATING(0, 9_999, "等级分", "a rating"),
  /** A lot drawn for a shared place (抽签号). */
  LOT(1, 100_000, "签号", "a lot"),
  /** Prize money of one place, in yuan. */
  MONEY(0, 10_000_000, "奖金（元）", "prize money (yuan)"),
  /** Minutes: a time control's base time, lateness. */
  MINUTES(0, 1_440, "分钟数", "minutes"),
  /** Seconds: a time control's increment per move. */
  SECONDS(0, 3_600, "秒数", "seconds"),
  /** The last digit of a rank (lucky prizes). */
  DIGIT(0, 9, "数字", "a digit");

  /** The most prize money a division's prizes together may pay, in yuan: totals are counted in whole numbers. */
  public static final long MONEY_IN_ALL = 1_000_000_000L;

  private final int min;
  private final int max;
  private final String zh;
  private final String en;

  Range(int min, int max, String zh, String en) {
    this.min = min;
    this.max = max;
    this.zh = zh;
    this.en = en;
  }

  public int min() {
    return min;
  }

  public int max() {
    return max;
  }

  public boolean holds(long value) {
    return value >= min && value <= max;
  }

  /** The range in words: "1 至 100000" / "1 to 100000". */
  public String zh() {
    return zh + "须为 " + min + " 至 " + max + " 的整数";
  }

  public String en() {
    return en + " is a whole number from " + min + " to " + max;
  }

  /** {@code value} when it is in the range; else refused as bad input, the range and the value said. */
  public int check(long value) {
    if (!holds(value)) {
      throw new InvalidValue(zh() + "，现为 " + value, en() + ", not " + value);
    }
    return (int) value;
  }

  /** {@code value} when it is in the range; else refused as bad input naming {@code field}. */
  public int check(String field, long value) {
    problem(field, value).ifPresent(p -> {
      throw new org.chuhe.problem.ProblemException(p);
    });
    return (int) value;
  }

  /** As {@link #check(long)}, a null (not given) passing. */
  public Integer check(Integer value) {
    return value == null ? null : check(value.longValue());
  }

  /** The problem of {@code value} at {@code where}, when it is out of the range. */
  public Optional<Problem> problem(String where, Long value) {
    return value == null || holds(value) ? Optional.empty()
        : Optional.of(Problem.at(where, zh() + "，现为 " + value, en() + ", not " + value));
  }

  /** As {@link #problem(String, Long)} for an int. */
  public Optional<Problem> problem(String where, Integer value) {
    return problem(where, value == null ? null : value.longValue());
  }
}
