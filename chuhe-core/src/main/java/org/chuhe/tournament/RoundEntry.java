package org.chuhe.tournament;

import org.chuhe.model.Colour;
import org.chuhe.model.Outcome;

/**
 * What one round was for one player: the outcome, the colour played (null for a bye or absence), the opponent
 * (null for a bye or absence), the points it scored under the regulations' scoring, the fouls recorded against the
 * player in it (both kinds, and a missing record where that is a foul), whether the player owed a game record that
 * was not handed in, and whether a penalty cancelled the player's result of the round (取消当轮比赛成绩: then
 * {@code points} is 0 and the round is no win, while the outcome, colour and opponent stay as played).
 */
public record RoundEntry(int round, Outcome outcome, Colour colour, String opponent, int points, int fouls,
    boolean recordMissing, boolean resultCancelled) {

  /** A round whose result stands. */
  public RoundEntry(int round, Outcome outcome, Colour colour, String opponent, int points, int fouls,
      boolean recordMissing) {
    this(round, outcome, colour, opponent, points, fouls, recordMissing, false);
  }

  /** A game took place or was forfeited: the two players count as having met (rules digest §5). */
  public boolean met() {
    return opponent != null;
  }

  public boolean playedOverTheBoard() {
    return outcome == Outcome.WIN || outcome == Outcome.DRAW || outcome == Outcome.LOSS;
  }
}
