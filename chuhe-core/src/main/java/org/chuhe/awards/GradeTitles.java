package org.chuhe.awards;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.GradeBand;
import org.chuhe.standings.DivisionStandings;

/**
 * Grade titles (R19): each place gets the grade of the first band that covers it. The same bands express both
 * styles found in the seeds: closed rank bands (seed 003 §十.8: 1–3名棋协大师 … 73–100名五级) and thresholds with an
 * open end (seed 003: 101名以后六级; seed 001 note 3: 儿童丙组第57至72名八级棋士, 第73名及以后九级棋士). A place no band
 * covers earns no grade title.
 */
final class GradeTitles {
  private GradeTitles() {}

  static List<GradeAward> award(DivisionRules rules, DivisionStandings standings) {
    List<GradeAward> grades = new ArrayList<>();
    if (rules.gradeBands().isEmpty()) {
      return grades;
    }
    for (int i = 0; i < standings.rows().size(); i++) {
      int place = i + 1;
      String playerId = standings.rows().get(i).playerId();
      rules.gradeBands().stream()
          .filter(b -> b.covers(place))
          .findFirst()
          .map(GradeBand::grade)
          .ifPresent(grade -> grades.add(new GradeAward(rules.id(), playerId, place, grade)));
    }
    return grades;
  }
}
