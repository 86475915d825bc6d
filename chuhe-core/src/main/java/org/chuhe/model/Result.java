package org.chuhe.model;

import java.util.Optional;

/**
 * The result of one game, from red's side. A forfeited game (弃权: a player did not come) was not played but counts
 * as a meeting for "never meet twice" (rules digest §5); a double forfeit (双方弃权) scores as a loss for both.
 *
 * <p>A game lost by lateness (迟到判负: the player came, but later than the regulations allow after the start) is
 * written down as what it was, apart from a no-show: the regulations decide what it counts as
 * ({@code ForfeitPolicy.lateness}): a forfeit in every respect where they say 迟到…作弃权论 (seeds 000–003), or a
 * game lost and no 弃权 where they say 迟到…判负 beside a separate rule for 无故弃权 (seed 004). Read without
 * regulations ({@link #outcomeFor}) it is a forfeit, the rules digest's default (§5).
 */
public enum Result {
  RED_WIN("1-0", true),
  BLACK_WIN("0-1", true),
  DRAW("1/2", true),
  RED_WIN_BY_FORFEIT("+-", false),
  BLACK_WIN_BY_FORFEIT("-+", false),
  DOUBLE_FORFEIT("--", false),
  /** Black came too late (黑方迟到): red wins. */
  RED_WIN_BY_LATENESS("late+-", false),
  /** Red came too late (红方迟到): black wins. */
  BLACK_WIN_BY_LATENESS("late-+", false),
  /** Both came too late (双方迟到): both lose. */
  DOUBLE_LATENESS("late--", false),
  /** Paired but no result yet (未赛). Its code in documents is null. */
  NOT_PLAYED(null, false);

  private final String code;
  private final boolean played;

  Result(String code, boolean played) {
    this.code = code;
    this.played = played;
  }

  /**
   * The code used in documents and on the command line: 1-0, 0-1, 1/2, +-, -+, --, and late+-, late-+, late-- for
   * lateness (the word first: a code never looks like a command-line option); null for not played.
   */
  public String code() {
    return code;
  }

  /**
   * The result as a Chinese arbiter writes it on a list, a desk sheet or a printout: 红胜, 黑胜, 和, 黑方弃权 (red wins,
   * black did not come), 红方弃权, 双方弃权, 黑方迟到 (red wins, black came too late), 红方迟到, 双方迟到; blank for a
   * game still on.
   */
  public String zh() {
    return switch (this) {
      case RED_WIN -> "红胜";
      case BLACK_WIN -> "黑胜";
      case DRAW -> "和";
      case RED_WIN_BY_FORFEIT -> "黑方弃权";
      case BLACK_WIN_BY_FORFEIT -> "红方弃权";
      case DOUBLE_FORFEIT -> "双方弃权";
      case RED_WIN_BY_LATENESS -> "黑方迟到";
      case BLACK_WIN_BY_LATENESS -> "红方迟到";
      case DOUBLE_LATENESS -> "双方迟到";
      case NOT_PLAYED -> "";
    };
  }

  /**
   * The result as English lists write it: 1-0, 0-1, ½-½, +/−, −/+, −/−, and +/− late, −/+ late, −/− late for
   * lateness; blank for a game still on.
   */
  public String en() {
    return switch (this) {
      case RED_WIN -> "1-0";
      case BLACK_WIN -> "0-1";
      case DRAW -> "½-½";
      case RED_WIN_BY_FORFEIT -> "+/−";
      case BLACK_WIN_BY_FORFEIT -> "−/+";
      case DOUBLE_FORFEIT -> "−/−";
      case RED_WIN_BY_LATENESS -> "+/− late";
      case BLACK_WIN_BY_LATENESS -> "−/+ late";
      case DOUBLE_LATENESS -> "−/− late";
      case NOT_PLAYED -> "";
    };
  }

  /** Every code, as messages list them: "1-0, 0-1, 1/2, +-, -+, --, late+-, late-+, late--". */
  public static String codes(String separator) {
    return String.join(separator, java.util.Arrays.stream(values()).filter(Result::isFinished).map(Result::code)
        .toList());
  }

  /** True when the game was actually played over the board (not forfeited, not pending). */
  public boolean played() {
    return played;
  }

  public boolean isFinished() {
    return this != NOT_PLAYED;
  }

  /** A forfeit: a player did not come (弃权, 缺席). A game lost by lateness is not one; see {@link #isLate}. */
  public boolean isForfeit() {
    return this == RED_WIN_BY_FORFEIT || this == BLACK_WIN_BY_FORFEIT || this == DOUBLE_FORFEIT;
  }

  /** A game lost by lateness (迟到判负), by one side or both. */
  public boolean isLate() {
    return this == RED_WIN_BY_LATENESS || this == BLACK_WIN_BY_LATENESS || this == DOUBLE_LATENESS;
  }

  /** The game lost by lateness of {@code side} (null: both sides). */
  public static Result lateBy(Colour side) {
    return side == null ? DOUBLE_LATENESS : side == Colour.RED ? BLACK_WIN_BY_LATENESS : RED_WIN_BY_LATENESS;
  }

  /** The result of a game that {@code side} lost over the board (a loss on fouls, R12, included). */
  public static Result lostBy(Colour side) {
    return side == Colour.RED ? BLACK_WIN : RED_WIN;
  }

  /**
   * What this result means for the player of the given colour, read without regulations: a game lost by lateness is
   * a forfeit here. The standings and the pairing read it through the regulations ({@code ForfeitPolicy.outcome}).
   */
  public Outcome outcomeFor(Colour colour) {
    return switch (this) {
      case RED_WIN -> colour == Colour.RED ? Outcome.WIN : Outcome.LOSS;
      case BLACK_WIN -> colour == Colour.BLACK ? Outcome.WIN : Outcome.LOSS;
      case DRAW -> Outcome.DRAW;
      case RED_WIN_BY_FORFEIT, RED_WIN_BY_LATENESS -> colour == Colour.RED ? Outcome.FORFEIT_WIN
          : Outcome.FORFEIT_LOSS;
      case BLACK_WIN_BY_FORFEIT, BLACK_WIN_BY_LATENESS -> colour == Colour.BLACK ? Outcome.FORFEIT_WIN
          : Outcome.FORFEIT_LOSS;
      case DOUBLE_FORFEIT, DOUBLE_LATENESS -> Outcome.FORFEIT_LOSS;
      case NOT_PLAYED -> Outcome.NOT_PLAYED;
    };
  }

  /**
   * Parses a result code. Accepts the document codes and the usual variants arbiters type (½-½, 1:0 …); lateness
   * as a forfeit code with {@code late} or {@code L} before or after it (late+-, +-late, -+L, late --) or in Chinese
   * (黑方迟到, 红方迟到, 双方迟到). Returns empty for an unknown code; null or blank means {@link #NOT_PLAYED}.
   */
  public static Optional<Result> parse(String text) {
    if (text == null || text.isBlank()) {
      return Optional.of(NOT_PLAYED);
    }
    String t = text.strip().replace('：', ':').replace(':', '-').replace('−', '-').replace('–', '-');
    Result inChinese = switch (t) {
      case "黑方迟到" -> RED_WIN_BY_LATENESS;
      case "红方迟到" -> BLACK_WIN_BY_LATENESS;
      case "双方迟到" -> DOUBLE_LATENESS;
      default -> null;
    };
    if (inChinese != null) {
      return Optional.of(inChinese);
    }
    String lower = t.toLowerCase(java.util.Locale.ROOT);
    for (String word : new String[] {"late", "l"}) {
      if (lower.length() > word.length() && (lower.startsWith(word) || lower.endsWith(word))) {
        String forfeit = lower.startsWith(word) ? lower.substring(word.length())
            : lower.substring(0, lower.length() - word.length());
        return code(forfeit.strip()).filter(Result::isForfeit).map(Result::late);
      }
    }
    return code(t);
  }

  /** The game lost by lateness that corresponds to this forfeit. */
  private Result late() {
    return switch (this) {
      case RED_WIN_BY_FORFEIT -> RED_WIN_BY_LATENESS;
      case BLACK_WIN_BY_FORFEIT -> BLACK_WIN_BY_LATENESS;
      default -> DOUBLE_LATENESS;
    };
  }

  private static Optional<Result> code(String t) {
    return switch (t) {
      case "1-0", "2-0" -> Optional.of(RED_WIN);
      case "0-1", "0-2" -> Optional.of(BLACK_WIN);
      case "1/2", "1/2-1/2", "½", "½-½", "=", "1-1" -> Optional.of(DRAW);
      case "+-", "+/-" -> Optional.of(RED_WIN_BY_FORFEIT);
      case "-+", "-/+" -> Optional.of(BLACK_WIN_BY_FORFEIT);
      case "--", "-/-" -> Optional.of(DOUBLE_FORFEIT);
      default -> Optional.empty();
    };
  }
}
