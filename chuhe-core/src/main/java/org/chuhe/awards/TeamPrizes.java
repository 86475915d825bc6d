package org.chuhe.awards;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chuhe.regulations.PrizeBand;
import org.chuhe.regulations.PrizeTable;
import org.chuhe.standings.TeamStandingsRow;

/**
 * Team prizes (seed 002 §十一.2: "团体奖项：第一名1000元 … 第五名500元，获得团体前五名的队伍均可获奖杯一座"): the team in place
 * N of the team standings receives band N of the team prize table. As for players, only places actually taken are
 * paid.
 */
final class TeamPrizes {
  private TeamPrizes() {}

  static List<TeamAward> award(PrizeTable prizes, List<TeamStandingsRow> teams) {
    List<TeamAward> awards = new ArrayList<>();
    for (int i = 0; i < teams.size(); i++) {
      int place = i + 1;
      Optional<PrizeBand> band = prizes.forRank(place);
      if (band.isEmpty()) {
        continue;
      }
      PrizeBand b = band.get();
      TeamStandingsRow team = teams.get(i);
      awards.add(new TeamAward(team.unit(), team.unitName(), place, b.money(), b.trophy(), b.certificate()));
    }
    return awards;
  }
}
