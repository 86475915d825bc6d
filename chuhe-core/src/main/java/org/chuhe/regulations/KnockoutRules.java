package org.chuhe.regulations;

/**
 * The knock-out stage after a Swiss (淘汰赛): {@code qualifiers} players go from the Swiss standings into the
 * bracket; a match is {@code gamesPerMatch} games (1 or 2); {@code thirdPlace}: whether the semi-finals' losers play
 * for third place.
 */
public record KnockoutRules(Integer qualifiers, Integer gamesPerMatch, Boolean thirdPlace) {
  public static final KnockoutRules DEFAULT = new KnockoutRules(null, null, null);

  public KnockoutRules {
    qualifiers = qualifiers == null ? 8 : qualifiers;
    gamesPerMatch = gamesPerMatch == null ? 2 : gamesPerMatch;
    thirdPlace = thirdPlace == null ? Boolean.FALSE : thirdPlace;
  }
}
