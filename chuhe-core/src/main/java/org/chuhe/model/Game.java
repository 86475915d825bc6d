package org.chuhe.model;

import java.util.Objects;

/**
 * One board of a round. {@code redFouls} and {@code blackFouls} are the fouls (犯规) the arbiter recorded in this
 * game; {@code recordKept} says whether the required game record (录谱, R23) was handed in, null when none was
 * required.
 */
public record Game(int board, String red, String black, Result result, int redFouls, int blackFouls,
    Boolean recordKept) {

  public Game {
    Objects.requireNonNull(red, "red player");
    Objects.requireNonNull(black, "black player");
    if (red.equals(black)) {
      throw new IllegalArgumentException("a player cannot play himself: " + red);
    }
    if (result == null) {
      result = Result.NOT_PLAYED;
    }
    if (redFouls < 0 || blackFouls < 0) {
      throw new IllegalArgumentException("fouls cannot be negative");
    }
  }

  public static Game of(int board, String red, String black, Result result) {
    return new Game(board, red, black, result, 0, 0, null);
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
    throw new IllegalArgumentException(player + " does not play on board " + board);
  }

  public String opponentOf(String player) {
    return colourOf(player) == Colour.RED ? black : red;
  }

  public int foulsOf(String player) {
    return colourOf(player) == Colour.RED ? redFouls : blackFouls;
  }

  public Game withResult(Result newResult) {
    return new Game(board, red, black, newResult, redFouls, blackFouls, recordKept);
  }
}
