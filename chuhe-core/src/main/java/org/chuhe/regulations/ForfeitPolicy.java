package org.chuhe.regulations;

import org.chuhe.model.Colour;
import org.chuhe.model.Outcome;
import org.chuhe.model.Result;

/**
 * Lateness and forfeits (R10, R11). {@code lateMinutes}: arriving this late after the start loses the game (0 = not
 * stated). {@code lateness}: what that lost game counts as ({@link Lateness}; default {@code FORFEIT}).
 * {@code withdrawAfterForfeits}: the Nth forfeit in total withdraws the player (seed 000, 001: 3; seed 004: 1).
 * {@code stopPairingAfterConsecutiveForfeits}: N forfeits in a row and the player is no longer paired (seed 002: 2).
 * 0 switches a rule off.
 */
public record ForfeitPolicy(Integer lateMinutes, Lateness lateness, Integer withdrawAfterForfeits,
    Integer stopPairingAfterConsecutiveForfeits) {

  public static final ForfeitPolicy DEFAULT = new ForfeitPolicy(null, null, null, null);

  /**
   * What a game lost by lateness (a result {@link Result#isLate}) counts as. The arbiter writes down what happened
   * (the player came too late, or did not come); the regulations say what it means.
   */
  public enum Lateness {
    /**
     * 迟到…作弃权论 / 按弃权处理 (seed 000 补充 四(五), 001 九、3, 002 十三、1, 003 规程 九、3 and 补充 二; the rules
     * digest §5's default): a forfeit in every respect. Scored as a forfeit (forfeitWin / forfeitLoss), counted by
     * the tie-breaks as a game not played, and counted by {@code withdrawAfterForfeits} and
     * {@code stopPairingAfterConsecutiveForfeits}.
     */
    FORFEIT,
    /**
     * 迟到…判负 beside a separate rule for 无故弃权 (seed 004 补充 三 and 四): the late player loses the game, as he would
     * on time (the clocks were started; the game is lost, not forfeited). Scored and counted by the tie-breaks as a
     * game won and lost; not a 弃权, so it counts towards no forfeit rule: a player 10 minutes late is not withdrawn.
     */
    LOSS
  }

  public ForfeitPolicy {
    lateMinutes = lateMinutes == null ? 0 : lateMinutes;
    lateness = lateness == null ? Lateness.FORFEIT : lateness;
    withdrawAfterForfeits = withdrawAfterForfeits == null ? 0 : withdrawAfterForfeits;
    stopPairingAfterConsecutiveForfeits =
        stopPairingAfterConsecutiveForfeits == null ? 0 : stopPairingAfterConsecutiveForfeits;
  }

  /** The rules without a word on lateness: a game lost by lateness is a forfeit. */
  public ForfeitPolicy(Integer lateMinutes, Integer withdrawAfterForfeits,
      Integer stopPairingAfterConsecutiveForfeits) {
    this(lateMinutes, null, withdrawAfterForfeits, stopPairingAfterConsecutiveForfeits);
  }

  /**
   * What {@code result} means for the player of {@code colour} under these regulations: the one reading of a game
   * lost by lateness ({@link Lateness}), which {@code tournament.Histories} applies for the standings and the
   * pairing alike (and so for the forfeit rules, {@code pairing.Eligibility}). Every other result means what
   * {@link Result#outcomeFor} says.
   */
  public Outcome outcome(Result result, Colour colour) {
    Outcome o = result.outcomeFor(colour);
    if (!result.isLate() || lateness == Lateness.FORFEIT) {
      return o;
    }
    return o == Outcome.FORFEIT_WIN ? Outcome.WIN : Outcome.LOSS;
  }
}
