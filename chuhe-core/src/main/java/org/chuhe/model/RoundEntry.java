package org.chuhe.model;

/**
 * What one round was for one player: the outcome, the colour played (null for a bye or absence), the opponent
 * (null for a bye or absence), the points it scored under the regulations' scoring, the fouls recorded against the
 * player in it, and whether the player owed a game record that was not handed in.
 */
public record RoundEntry(int round, Outcome outcome, Colour colour, String opponent, int points, int fouls,
    boolean recordMissing) {

  /** A game took place or was forfeited: the two players count as having met (rules digest §5). */
  public boolean met() {
    return opponent != null;
  }

  public boolean playedOverTheBoard() {
    return outcome == Outcome.WIN || outcome == Outcome.DRAW || outcome == Outcome.LOSS;
  }
}
