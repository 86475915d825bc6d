package org.chuhe.standings;

import java.util.List;
import java.util.stream.Collectors;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Criterion;
import org.chuhe.standings.StandingsEngine.Split;

/** Says why one player ranks above another, from the splits the engine recorded. */
final class RankExplanations {
  private RankExplanations() {}

  /**
   * {@code rows} in standings order. A player whose result of a round was cancelled by a penalty is named with
   * those rounds after the reason, since they explain his points.
   */
  static RankExplanation explain(List<StandingsRow> rows, List<Split> splits, String a, String b) {
    int ia = position(rows, a);
    int ib = position(rows, b);
    StandingsRow hi = rows.get(Math.min(ia, ib));
    StandingsRow lo = rows.get(Math.max(ia, ib));
    RankExplanation e = reason(hi, lo, splits, a, b);
    StringBuilder zh = new StringBuilder(e.zh());
    StringBuilder en = new StringBuilder(e.en());
    for (StandingsRow r : List.of(hi, lo)) {
      if (!r.cancelledRounds().isEmpty()) {
        String rounds = r.cancelledRounds().stream().map(String::valueOf).collect(Collectors.joining("、"));
        String roundsEn = r.cancelledRounds().stream().map(String::valueOf).collect(Collectors.joining(", "));
        zh.append(r.player().name()).append("（").append(r.playerId()).append("）第 ").append(rounds)
            .append(" 轮成绩已被取消（处分），该轮计 0 分。");
        en.append(" The result of ").append(r.player().name()).append(" (").append(r.playerId())
            .append(") in round ").append(roundsEn).append(" was cancelled by a penalty and scores 0.");
      }
    }
    return new RankExplanation(e.higher(), e.lower(), e.criterion(), e.higherValue(), e.lowerValue(), e.equalOn(),
        zh.toString(), en.toString());
  }

  private static RankExplanation reason(StandingsRow hi, StandingsRow lo, List<Split> splits, String a, String b) {
    String h = hi.player().name() + "（" + hi.playerId() + "）";
    String l = lo.player().name() + "（" + lo.playerId() + "）";
    String hEn = hi.player().name() + " (" + hi.playerId() + ")";
    String lEn = lo.player().name() + " (" + lo.playerId() + ")";
    if (hi.points() != lo.points()) {
      return new RankExplanation(hi.playerId(), lo.playerId(), null, Integer.toString(hi.points()),
          Integer.toString(lo.points()), List.of(),
          h + " 积分 " + hi.points() + " 多于 " + l + " 的 " + lo.points() + "，名次列前。",
          hEn + " has " + hi.points() + " points, more than " + lEn + "'s " + lo.points() + ".");
    }
    for (Split s : splits) {
      if (s.members().contains(a) && s.members().contains(b)
          && s.values().get(a).compareTo(s.values().get(b)) != 0) {
        String hv = s.values().get(hi.playerId()).display();
        String lv = s.values().get(lo.playerId()).display();
        String equalZh = s.equalOn().isEmpty() ? ""
            : "两人" + s.equalOn().stream().map(Criterion::chinese).collect(Collectors.joining("、")) + "相同；";
        String equalEn = s.equalOn().isEmpty() ? ""
            : "they are equal on " + s.equalOn().stream().map(Criterion::key).collect(Collectors.joining(", ")) + "; ";
        String better = lowerIsBetter(s.criterion()) ? "fewer" : "more";
        String betterZh = lowerIsBetter(s.criterion()) ? "少者列前" : "多者列前";
        return new RankExplanation(hi.playerId(), lo.playerId(), s.criterion(), hv, lv, s.equalOn(),
            h + " 与 " + l + " 同积分 " + hi.points() + "；" + equalZh + "按" + s.criterion().chinese() + "区分："
                + hv + " 对 " + lv + "（" + betterZh + "）。",
            hEn + " and " + lEn + " both have " + hi.points() + " points; " + equalEn + "separated by "
                + s.criterion().key() + ": " + hv + " against " + lv + " (" + better + " ranks ahead).");
      }
    }
    return new RankExplanation(hi.playerId(), lo.playerId(), null, Integer.toString(hi.points()),
        Integer.toString(lo.points()), List.of(),
        h + " 与 " + l + " 所有破同分项目均相同，名次并列，须抽签决定。",
        hEn + " and " + lEn + " are equal on every tie-break: they share the place until lots are drawn.");
  }

  private static boolean lowerIsBetter(Criterion c) {
    return c == Criterion.FOULS || c == Criterion.LOTS || c == Criterion.PENALISED_LAST;
  }

  private static int position(List<StandingsRow> rows, String id) {
    for (int i = 0; i < rows.size(); i++) {
      if (rows.get(i).playerId().equals(id)) {
        return i;
      }
    }
    throw ProblemException.of(id, "该组别中没有这名棋手：" + id, "no such player in this division: " + id);
  }
}
