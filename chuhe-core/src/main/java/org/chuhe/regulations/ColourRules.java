package org.chuhe.regulations;

/**
 * Colour rules of the Chinese Swiss method (rules digest §3 and §10). {@code maxSameColourInARow}: 2 forbids
 * three in a row (禁连三); {@code maxColourSurplus}: 2 forbids a surplus of three (禁多三). Both are hard rules in
 * every round but the last when {@code relaxInLastRound} is set. {@code parity} decides between players with
 * identical colour histories.
 */
public record ColourRules(Integer maxSameColourInARow, Integer maxColourSurplus, Boolean relaxInLastRound,
    Parity parity, Boolean higherScoreFirstInLastRounds, Integer lastRounds) {

  /** 先后走相等的先后方式. */
  public enum Parity {
    /** ② (default): odd round, smaller pairing number red; even round, larger number red. */
    ROUND_PARITY,
    /** ①: if the two pairing numbers sum to an odd number the smaller is red, otherwise the larger. */
    NUMBER_SUM_PARITY
  }

  public static final ColourRules DEFAULT = new ColourRules(null, null, null, null, null, null);

  public ColourRules {
    maxSameColourInARow = maxSameColourInARow == null ? 2 : maxSameColourInARow;
    maxColourSurplus = maxColourSurplus == null ? 2 : maxColourSurplus;
    relaxInLastRound = relaxInLastRound == null ? Boolean.TRUE : relaxInLastRound;
    parity = parity == null ? Parity.ROUND_PARITY : parity;
    higherScoreFirstInLastRounds = higherScoreFirstInLastRounds == null ? Boolean.TRUE : higherScoreFirstInLastRounds;
    lastRounds = lastRounds == null ? 3 : lastRounds;
  }
}
