package org.chuhe.regulations;

import org.chuhe.model.Colour;
import org.chuhe.model.Outcome;

/**
 * Points per result and colour (2011 Laws §13.1: win 2, draw 1, loss 0; §13.3 allows other scales, including
 * colour-weighted draws, so each colour has its own three numbers as in the rules digest §9). A bye scores
 * {@code bye} (§14.4: as a won game); a forfeit win {@code forfeitWin}, a forfeit loss and each side of a double
 * forfeit {@code forfeitLoss}.
 */
public record Scoring(Integer redWin, Integer redDraw, Integer redLoss, Integer blackWin, Integer blackDraw,
    Integer blackLoss, Integer bye, Integer forfeitWin, Integer forfeitLoss) {

  public static final Scoring LAWS_2011 = new Scoring(2, 1, 0, 2, 1, 0, 2, 2, 0);

  public Scoring {
    redWin = redWin == null ? 2 : redWin;
    redDraw = redDraw == null ? 1 : redDraw;
    redLoss = redLoss == null ? 0 : redLoss;
    blackWin = blackWin == null ? redWin : blackWin;
    blackDraw = blackDraw == null ? redDraw : blackDraw;
    blackLoss = blackLoss == null ? redLoss : blackLoss;
    bye = bye == null ? redWin : bye;
    forfeitWin = forfeitWin == null ? redWin : forfeitWin;
    forfeitLoss = forfeitLoss == null ? redLoss : forfeitLoss;
  }

  /** Points for one round. A player with no game (absent, or result pending) scores nothing. */
  public int points(Outcome outcome, Colour colour) {
    boolean red = colour == Colour.RED;
    return switch (outcome) {
      case WIN -> red ? redWin : blackWin;
      case DRAW -> red ? redDraw : blackDraw;
      case LOSS -> red ? redLoss : blackLoss;
      case FORFEIT_WIN -> forfeitWin;
      case FORFEIT_LOSS -> forfeitLoss;
      case BYE -> bye;
      case NOT_PLAYED, ABSENT -> 0;
    };
  }

  /** The points of a draw for this colour; used when an unfinished game is counted as a draw for pairing (R7). */
  public int draw(Colour colour) {
    return colour == Colour.RED ? redDraw : blackDraw;
  }
}
