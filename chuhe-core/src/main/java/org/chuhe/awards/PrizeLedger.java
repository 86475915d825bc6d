package org.chuhe.awards;

import java.util.HashSet;
import java.util.Set;

/**
 * Whether a player may collect one more prize (R17). Seed 003 §十.5 says "以上奖项可以重复领取": prizes are
 * cumulative and a player collects every prize he qualifies for. Where the regulations do not say so
 * ({@code prizesCumulative} false, the default), a player already holding prize money from an earlier list is
 * passed over and the next eligible player in standings order takes the place.
 *
 * <p>"Earlier" is the fixed order in which {@link Awards} hands out lists: every division's prize table first, then
 * the extra prize lists in the order the regulations give them, then the lucky prizes. A prize without money
 * (certificate or trophy only) does not block a later prize. A lucky prize is tied to a rank, not to a place in a
 * list, so when its winner is passed over nobody else takes it. Titles, grade titles and team prizes are not prize
 * money for a player and are never affected.
 */
final class PrizeLedger {
  private final boolean cumulative;
  private final Set<String> holdingMoney = new HashSet<>();

  PrizeLedger(boolean cumulative) {
    this.cumulative = cumulative;
  }

  boolean mayCollect(String playerId) {
    return cumulative || !holdingMoney.contains(playerId);
  }

  /** Records a list once it is complete; a player never appears twice in one list, so order inside it is moot. */
  void paid(Iterable<Award> awards) {
    for (Award a : awards) {
      if (a.paysMoney()) {
        holdingMoney.add(a.playerId());
      }
    }
  }
}
