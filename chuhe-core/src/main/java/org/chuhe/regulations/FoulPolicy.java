package org.chuhe.regulations;

/**
 * Fouls (犯规, R12): a game is lost at the {@code gameLostAtFoul}-th foul of one side (seed 000, 002: 2; seed 001,
 * 004: 3). {@code illegalMoveLostAt}, when set, is a separate, lower limit for illegal moves (违反行棋规定, seed 004:
 * 2). Fouls also feed the 犯规 tie-break.
 */
public record FoulPolicy(Integer gameLostAtFoul, Integer illegalMoveLostAt) {
  public static final FoulPolicy DEFAULT = new FoulPolicy(null, null);

  public FoulPolicy {
    gameLostAtFoul = gameLostAtFoul == null ? 2 : gameLostAtFoul;
  }
}
