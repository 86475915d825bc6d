package org.chuhe.awards;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.regulations.LuckyPrize;
import org.chuhe.standings.DivisionStandings;

/**
 * 幸运奖 (R17; seed 003 §十.4: "逢成绩名次尾数为8的棋手各奖100元"): every place of the division whose last digit is the
 * lucky digit, as far as the field goes (8, 18, 28 … for a field of 30: three prizes). The prize belongs to the
 * place: when the {@link PrizeLedger} passes its winner over, nobody else takes it.
 */
final class LuckyPrizes {
  private LuckyPrizes() {}

  static List<Award> award(LuckyPrize lucky, String division, DivisionStandings standings, PrizeLedger ledger) {
    List<Award> awards = new ArrayList<>();
    String name = lucky.name() == null ? lucky.id() : lucky.name();
    int field = standings.rows().size();
    for (int place = 1; place <= field; place++) {
      String playerId = standings.rows().get(place - 1).playerId();
      if (lucky.covers(place) && ledger.mayCollect(playerId)) {
        awards.add(new Award(Award.Kind.LUCKY, lucky.id(), name, division, playerId, place, place, lucky.money(),
            false, false));
      }
    }
    return awards;
  }
}
