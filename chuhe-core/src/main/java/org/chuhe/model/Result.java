package org.chuhe.model;

import java.util.Optional;

/**
 * The result of one game, from red's side. A forfeited game (弃权) was not played but counts as a meeting for
 * "never meet twice" (rules digest §5); a double forfeit (双方弃权) scores as a loss for both.
 */
public enum Result {
  RED_WIN("1-0", true),
  BLACK_WIN("0-1", true),
  DRAW("1/2", true),
  RED_WIN_BY_FORFEIT("+-", false),
  BLACK_WIN_BY_FORFEIT("-+", false),
  DOUBLE_FORFEIT("--", false),
  /** Paired but no result yet (未赛). Its code in documents is null. */
  NOT_PLAYED(null, false);

  private final String code;
  private final boolean played;

  Result(String code, boolean played) {
    this.code = code;
    this.played = played;
  }

  /** The code used in documents and on the command line: 1-0, 0-1, 1/2, +-, -+, --; null for not played. */
  public String code() {
    return code;
  }

  /**
   * The result as a Chinese arbiter writes it on a list, a desk sheet or a printout: 红胜, 黑胜, 和, 黑方弃权 (red wins,
   * black did not come), 红方弃权, 双方弃权; blank for a game still on.
   */
  public String zh() {
    return switch (this) {
      case RED_WIN -> "红胜";
      case BLACK_WIN -> "黑胜";
      case DRAW -> "和";
      case RED_WIN_BY_FORFEIT -> "黑方弃权";
      case BLACK_WIN_BY_FORFEIT -> "红方弃权";
      case DOUBLE_FORFEIT -> "双方弃权";
      case NOT_PLAYED -> "";
    };
  }

  /** The result as English lists write it: 1-0, 0-1, ½-½, +/−, −/+, −/−; blank for a game still on. */
  public String en() {
    return switch (this) {
      case RED_WIN -> "1-0";
      case BLACK_WIN -> "0-1";
      case DRAW -> "½-½";
      case RED_WIN_BY_FORFEIT -> "+/−";
      case BLACK_WIN_BY_FORFEIT -> "−/+";
      case DOUBLE_FORFEIT -> "−/−";
      case NOT_PLAYED -> "";
    };
  }

  /** True when the game was actually played over the board (not forfeited, not pending). */
  public boolean played() {
    return played;
  }

  public boolean isFinished() {
    return this != NOT_PLAYED;
  }

  public boolean isForfeit() {
    return this == RED_WIN_BY_FORFEIT || this == BLACK_WIN_BY_FORFEIT || this == DOUBLE_FORFEIT;
  }

  /** The result of a game that {@code side} lost over the board (a loss on fouls, R12, included). */
  public static Result lostBy(Colour side) {
    return side == Colour.RED ? BLACK_WIN : RED_WIN;
  }

  /** What this result means for the player of the given colour. */
  public Outcome outcomeFor(Colour colour) {
    return switch (this) {
      case RED_WIN -> colour == Colour.RED ? Outcome.WIN : Outcome.LOSS;
      case BLACK_WIN -> colour == Colour.BLACK ? Outcome.WIN : Outcome.LOSS;
      case DRAW -> Outcome.DRAW;
      case RED_WIN_BY_FORFEIT -> colour == Colour.RED ? Outcome.FORFEIT_WIN : Outcome.FORFEIT_LOSS;
      case BLACK_WIN_BY_FORFEIT -> colour == Colour.BLACK ? Outcome.FORFEIT_WIN : Outcome.FORFEIT_LOSS;
      case DOUBLE_FORFEIT -> Outcome.FORFEIT_LOSS;
      case NOT_PLAYED -> Outcome.NOT_PLAYED;
    };
  }

  /**
   * Parses a result code. Accepts the document codes and the usual variants arbiters type (½-½, 1:0 …).
   * Returns empty for an unknown code; null or blank means {@link #NOT_PLAYED}.
   */
  public static Optional<Result> parse(String text) {
    if (text == null || text.isBlank()) {
      return Optional.of(NOT_PLAYED);
    }
    String t = text.strip().replace('：', ':').replace(':', '-').replace('−', '-').replace('–', '-');
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
