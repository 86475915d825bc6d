package org.chuhe.awards;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.chuhe.regulations.ExtraPrizeList;
import org.chuhe.regulations.PrizeBand;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsRow;

/**
 * An extra prize list (R17; seed 003 §十.2–3: 山西省户籍奖励前8名 / 孝义市户籍奖励前8名 "按公开组成绩依次排列名次"): the
 * players of the division who match the list's filter, taken in the order of the division's standings, receive the
 * list's prizes by their place in the list. A player the {@link PrizeLedger} does not let collect again is passed
 * over and the next eligible player moves up.
 */
final class ExtraPrizes {
  private ExtraPrizes() {}

  /** {@code mayReceive}: false for a withdrawn player who receives nothing ({@link WithdrawnEntry}): passed over. */
  static List<Award> award(ExtraPrizeList list, String division, DivisionStandings standings, PrizeLedger ledger,
      Predicate<String> mayReceive) {
    List<Award> awards = new ArrayList<>();
    String name = list.name() == null ? list.id() : list.name();
    int places = list.prizes().places();
    List<StandingsRow> rows = standings.rows();
    for (int i = 0; i < rows.size() && awards.size() < places; i++) {
      StandingsRow row = rows.get(i);
      if (!list.eligible().matches(row.player()) || !ledger.mayCollect(row.playerId())
          || !mayReceive.test(row.playerId())) {
        continue;
      }
      int place = awards.size() + 1;
      Optional<PrizeBand> band = list.prizes().forRank(place);
      if (band.isEmpty()) {
        // A table with a gap in its bands (rejected by Regulations.validate) pays nothing for that place.
        break;
      }
      PrizeBand b = band.get();
      awards.add(new Award(Award.Kind.EXTRA_LIST, list.id(), name, division, row.playerId(), place, i + 1,
          b.money(), b.trophy(), b.certificate()));
    }
    return awards;
  }
}
