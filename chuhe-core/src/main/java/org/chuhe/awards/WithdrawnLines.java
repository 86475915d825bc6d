package org.chuhe.awards;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.Regulations;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.tournament.Tournament;

/**
 * The prize list's word on every line of a withdrawn player ({@link WithdrawnEntry}): a prize, title or grade title
 * he keeps, awaits or is refused, the prizes tied to his place that nobody receives, and, for one who receives
 * nothing, that the lists of the best eligible players passed him over. Players are written as arbiters write them
 * ({@link Tournament#nameZh}).
 */
final class WithdrawnLines {
  private WithdrawnLines() {}

  /** Adds the warnings to {@code warnings}; returns the withdrawn players they speak of, in the list's order. */
  static List<WithdrawnEntry> warn(Tournament t, Map<String, DivisionStandings> standings,
      Map<String, WithdrawnEntry> withdrawn, List<Award> awards, List<TitleAward> titles, List<GradeAward> grades,
      List<ManualAwardEntry> manual, List<Award> withheld, List<GradeAward> withheldGrades, List<Problem> warnings) {
    Set<String> noted = new LinkedHashSet<>();
    if (withdrawn.isEmpty()) {
      return List.of();
    }
    for (Award a : awards) {
      line(t, withdrawn, a.playerId(), a.division(), a.zh(), a.en(), false, noted, warnings);
    }
    for (TitleAward a : titles) {
      line(t, withdrawn, a.playerId(), a.division(), a.zh(), a.en(), false, noted, warnings);
    }
    for (GradeAward g : grades) {
      line(t, withdrawn, g.playerId(), g.division(), g.zh(), g.en(), false, noted, warnings);
    }
    // A hand-picked award is the organisers' choice, not his place's: the line says he withdrew, nothing more.
    for (ManualAwardEntry m : manual) {
      WithdrawnEntry w = withdrawn.get(m.playerId());
      if (w != null) {
        noted.add(m.playerId());
        warnings.add(Problem.at(m.division(), t.nameZh(m.playerId()) + "：“" + m.name() + "”——" + w.left()
            + "，评选奖项由组委会决定", t.nameEn(m.playerId()) + ": \"" + m.name() + "\" — " + w.leftEn()
            + "; a hand-picked award is the organisers' choice"));
      }
    }
    for (Award a : withheld) {
      line(t, withdrawn, a.playerId(), a.division(), a.zh(), a.en(), true, noted, warnings);
    }
    for (GradeAward g : withheldGrades) {
      line(t, withdrawn, g.playerId(), g.division(), g.zh(), g.en(), true, noted, warnings);
    }
    // One who receives nothing and is ranked where something is given: the lists of the best passed him over.
    for (WithdrawnEntry w : withdrawn.values()) {
      String division = t.player(w.playerId()).map(p -> p.division()).orElse(null);
      DivisionStandings s = division == null ? null : standings.get(division);
      if (!w.status().collects() && s != null && s.row(w.playerId()).isPresent()
          && awardsAnything(t.regulations(), division)) {
        noted.add(w.playerId());
        warnings.add(Problem.at(division, t.nameZh(w.playerId()) + "（总名次 " + s.row(w.playerId()).get().rank()
                + "）" + w.zh() + "：按名单评定的奖项与称号由其后的棋手依次递补，与其名次相连的奖项空缺",
            t.nameEn(w.playerId()) + " (rank " + s.row(w.playerId()).get().rank() + "), " + w.en()
                + ": lists of the best eligible players pass him over; prizes tied to his place are not given"));
      }
    }
    List<WithdrawnEntry> out = new ArrayList<>();
    noted.forEach(id -> out.add(withdrawn.get(id)));
    return out;
  }

  private static void line(Tournament t, Map<String, WithdrawnEntry> withdrawn, String player, String division,
      String zh, String en, boolean notGiven, Set<String> noted, List<Problem> warnings) {
    WithdrawnEntry w = withdrawn.get(player);
    if (w == null) {
      return;
    }
    noted.add(player);
    warnings.add(Problem.at(division, t.nameZh(player) + "：" + zh + (notGiven ? "不授予，空缺" : "") + "——" + w.zh(),
        t.nameEn(player) + ": " + en + (notGiven ? " not given, left vacant" : "") + " — " + w.en()));
  }

  /** Whether the division's standings earn anything: its table, grade titles, or a list, lucky prize or title. */
  private static boolean awardsAnything(Regulations r, String division) {
    DivisionRules d = r.division(division).orElse(null);
    boolean own = d != null && (!d.prizes().bands().isEmpty() || !d.gradeBands().isEmpty());
    return own || r.extraPrizeLists().stream().anyMatch(l -> division.equals(Awards.divisionOf(l.division(), r)))
        || r.luckyPrizes().stream().anyMatch(l -> division.equals(Awards.divisionOf(l.division(), r)))
        || r.titles().stream().anyMatch(l -> division.equals(Awards.divisionOf(l.division(), r)));
  }
}
