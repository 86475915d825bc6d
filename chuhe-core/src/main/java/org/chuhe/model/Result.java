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
