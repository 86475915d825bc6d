package org.chuhe.model;

import org.chuhe.problem.InvalidValue;
import java.util.Objects;

/**
 * One board of a round. {@code redFouls} and {@code blackFouls} are the fouls (犯规) the arbiter recorded in this
 * game, by kind; {@code recordKept} says whether the required game record (录谱, R23) was handed in, null when none
 * was required.
 */
public record Game(int board, String red, String black, Result result, Fouls redFouls, Fouls blackFouls,
    Boolean recordKept) {

  public Game {
    Objects.requireNonNull(red, "red player");
    Objects.requireNonNull(black, "black player");
    Range.BOARD.check(board);
    if (red.equals(black)) {
      throw new InvalidValue("红方与黑方是同一名棋手：" + red, "a player cannot play himself: " + red);
    }
    if (result == null) {
      result = Result.NOT_PLAYED;
    }
    redFouls = redFouls == null ? Fouls.NONE : redFouls;
    blackFouls = blackFouls == null ? Fouls.NONE : blackFouls;
  }

  public static Game of(int board, String red, String black, Result result) {
    return new Game(board, red, black, result, Fouls.NONE, Fouls.NONE, null);
  }

  public boolean involves(String player) {
    return red.equals(player) || black.equals(player);
  }

  public Colour colourOf(String player) {
    if (red.equals(player)) {
      return Colour.RED;
    }
    if (black.equals(player)) {
      return Colour.BLACK;
    }
    throw new InvalidValue(player + " 不在第 " + board + " 台", player + " does not play on board " + board);
  }

  public String opponentOf(String player) {
    return colourOf(player) == Colour.RED ? black : red;
  }

  public Fouls foulsOf(String player) {
    return foulsOf(colourOf(player));
  }

  public Fouls foulsOf(Colour side) {
    return side == Colour.RED ? redFouls : blackFouls;
  }

  /** Whether any foul of either side is recorded. */
  public boolean hasFouls() {
    return redFouls.any() || blackFouls.any();
  }

  /** This game with {@code side}'s fouls replaced. */
  public Game withFouls(Colour side, Fouls fouls) {
    return side == Colour.RED ? new Game(board, red, black, result, fouls, blackFouls, recordKept)
        : new Game(board, red, black, result, redFouls, fouls, recordKept);
  }

  public Game withResult(Result newResult) {
    return new Game(board, red, black, newResult, redFouls, blackFouls, recordKept);
  }
}
