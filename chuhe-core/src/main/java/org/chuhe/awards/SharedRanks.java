package org.chuhe.awards;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;
import org.chuhe.problem.Problem;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsRow;
import org.chuhe.standings.TeamStandingsRow;

/**
 * Ties the standings could not resolve. Every seed breaks ties down to the last criterion (seed 003 §九.7:
 * "直至区分"); when even that leaves players level, the standings report a shared rank and a draw of lots is owed.
 * The prize list is still complete, paid by row order, but it carries a warning for each tied group so that no
 * prize is handed over before the lots are drawn. Any tie is reported, not only ties on a prize place: the extra
 * lists, lucky prizes, titles and grade titles can reach any place of the standings.
 */
final class SharedRanks {
  private SharedRanks() {}

  static List<Problem> of(DivisionStandings standings) {
    List<StandingsRow> rows = standings.rows();
    return warnings(standings.division(), rows.size(), i -> rows.get(i).rank(), i -> rows.get(i).sharedRank(),
        i -> rows.get(i).player().name());
  }

  static List<Problem> ofTeams(List<TeamStandingsRow> teams) {
    // Team rows carry no shared-rank flag: two teams with the same rank are tied.
    return warnings("teams", teams.size(), i -> teams.get(i).rank(), i -> false, i -> teams.get(i).unitName());
  }

  private static List<Problem> warnings(String where, int size, IntUnaryOperator rank, IntPredicate shared,
      IntFunction<String> name) {
    List<Problem> problems = new ArrayList<>();
    int start = 0;
    while (start < size) {
      int end = start + 1;
      while (end < size && rank.applyAsInt(end) == rank.applyAsInt(start)) {
        end++;
      }
      int from = start;
      if (end - from > 1 || IntStream.range(from, end).anyMatch(shared)) {
        List<String> names = IntStream.range(from, end).mapToObj(name).toList();
        String span = end - from > 1 ? (from + 1) + "–" + end : String.valueOf(end);
        problems.add(Problem.at(where,
            "第" + span + "名并列未能区分（" + String.join("、", names) + "），须抽签决定；奖项暂按名次表顺序列出",
            "ranks " + span + " are tied and unresolved (" + String.join(", ", names)
                + "); a draw of lots is needed. Prizes follow the order of the standings until then"));
      }
      start = end;
    }
    return problems;
  }
}
