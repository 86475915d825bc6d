package org.chuhe.regulations;

/**
 * Lateness and forfeits (R10, R11). {@code lateMinutes}: arriving this late after the start loses the game by
 * forfeit (0 = not stated). {@code withdrawAfterForfeits}: the Nth forfeit in total withdraws the player (seed
 * 000, 001: 3; seed 004: 1). {@code stopPairingAfterConsecutiveForfeits}: N forfeits in a row and the player is no
 * longer paired (seed 002: 2). 0 switches a rule off.
 */
public record ForfeitPolicy(Integer lateMinutes, Integer withdrawAfterForfeits,
    Integer stopPairingAfterConsecutiveForfeits) {

  public static final ForfeitPolicy DEFAULT = new ForfeitPolicy(null, null, null);

  public ForfeitPolicy {
    lateMinutes = lateMinutes == null ? 0 : lateMinutes;
    withdrawAfterForfeits = withdrawAfterForfeits == null ? 0 : withdrawAfterForfeits;
    stopPairingAfterConsecutiveForfeits =
        stopPairingAfterConsecutiveForfeits == null ? 0 : stopPairingAfterConsecutiveForfeits;
  }
}
