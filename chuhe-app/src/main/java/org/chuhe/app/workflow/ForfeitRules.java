package org.chuhe.app.workflow;

import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import org.chuhe.model.Outcome;
import org.chuhe.regulations.ForfeitPolicy;

/**
 * What forfeits lead to (R11), computed from the results rather than stored, so that a corrected result corrects
 * its consequence too: the Nth forfeit in total withdraws the player (seeds 000, 001: 3; seed 004: 1); N forfeits
 * in a row and the player is no longer paired (seed 002: 2). "In a row" means in consecutive rounds: any round that
 * is not a forfeit loss breaks the run, a round without a pairing included (the pairing engine's field counts them
 * the same way).
 */
public final class ForfeitRules {
  private ForfeitRules() {}

  /** The player is not paired after {@code afterRound} because of {@code forfeits} forfeits. */
  public record Consequence(Kind kind, int afterRound, int forfeits) {
    public enum Kind { WITHDRAWN, NOT_PAIRED }

    public Notice notice(String player) {
      return kind == Kind.WITHDRAWN
          ? new Notice(player + " 第 " + forfeits + " 次弃权：按规程退出比赛，第 " + (afterRound + 1) + " 轮起不再编排",
              player + ": forfeit number " + forfeits + ": withdrawn under the regulations, not paired from round "
                  + (afterRound + 1))
          : new Notice(player + " 连续 " + forfeits + " 轮弃权：按规程第 " + (afterRound + 1) + " 轮起不再编排",
              player + ": " + forfeits + " forfeits in a row: no longer paired from round " + (afterRound + 1));
    }
  }

  /** The first consequence the player's outcomes (round → outcome, paired rounds only) lead to, if any. */
  public static Optional<Consequence> of(ForfeitPolicy policy, SortedMap<Integer, Outcome> outcomes) {
    int total = 0;
    int inARow = 0;
    for (Map.Entry<Integer, Outcome> e : outcomes.entrySet()) {
      if (e.getValue() == Outcome.FORFEIT_LOSS) {
        total++;
        inARow++;
      } else {
        inARow = 0;
      }
      if (policy.withdrawAfterForfeits() > 0 && total >= policy.withdrawAfterForfeits()) {
        return Optional.of(new Consequence(Consequence.Kind.WITHDRAWN, e.getKey(), total));
      }
      if (policy.stopPairingAfterConsecutiveForfeits() > 0
          && inARow >= policy.stopPairingAfterConsecutiveForfeits()) {
        return Optional.of(new Consequence(Consequence.Kind.NOT_PAIRED, e.getKey(), inARow));
      }
    }
    return Optional.empty();
  }
}
