package org.chuhe.awards;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.PrizeBand;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsRow;

/**
 * A division's prize table (R16; seed 003 §十.1, seed 004 §六, seed 000 §十, seed 002 §十一.1): the player in place
 * N of the standings receives band N's money, trophy and certificate. Only places actually taken are paid, so a
 * field smaller than the table pays less than the table's total. A division table comes first, so it never asks
 * the {@link PrizeLedger}.
 */
final class DivisionPrizes {
  private DivisionPrizes() {}

  static List<Award> award(DivisionRules rules, DivisionStandings standings) {
    List<Award> awards = new ArrayList<>();
    List<StandingsRow> rows = standings.rows();
    for (int i = 0; i < rows.size(); i++) {
      int place = i + 1;
      Optional<PrizeBand> band = rules.prizes().forRank(place);
      if (band.isEmpty()) {
        continue;
      }
      PrizeBand b = band.get();
      awards.add(new Award(Award.Kind.DIVISION_TABLE, rules.id(), rules.name(), rules.id(), rows.get(i).playerId(),
          place, place, b.money(), b.trophy(), b.certificate()));
    }
    return awards;
  }
}
