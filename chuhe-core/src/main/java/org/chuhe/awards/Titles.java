package org.chuhe.awards;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.chuhe.regulations.TitleRule;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsRow;

/**
 * Titles and qualification places (R18; seed 003 §十.6: "获得山西籍最好成绩的选手被授予'山西赛区棋王'称号"; §十.7: the best three
 * Shanxi non-masters born 1959–2002 and the best two born on or before 1958-12-31 qualify for the national final):
 * the best {@code count} players of the division matching the rule's filter, in standings order. Titles are not
 * prize money, so whether prizes are cumulative does not matter here.
 */
final class Titles {
  private Titles() {}

  /** {@code mayReceive}: false for a withdrawn player who receives nothing ({@link WithdrawnEntry}): passed over. */
  static List<TitleAward> award(TitleRule rule, String division, DivisionStandings standings,
      Predicate<String> mayReceive) {
    List<TitleAward> titles = new ArrayList<>();
    String name = rule.name() == null ? rule.id() : rule.name();
    List<StandingsRow> rows = standings.rows();
    for (int i = 0; i < rows.size() && titles.size() < rule.count(); i++) {
      StandingsRow row = rows.get(i);
      if (rule.eligible().matches(row.player()) && mayReceive.test(row.playerId())) {
        titles.add(new TitleAward(rule.id(), name, rule.kind(), division, row.playerId(), titles.size() + 1, i + 1));
      }
    }
    return titles;
  }
}
