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
 * prize is handed over before the lots are drawn ({@code chuhe lots}, {@link org.chuhe.standings.Lots}). Any tie is
 * reported, not only ties on a prize place: the extra lists, lucky prizes, titles and grade titles can reach any place
 * of the standings. Where the regulations' chain has no {@code lots}, recorded lots decide nothing: the warning then
 * says the place stays shared and the organisers must settle the prizes.
 */
final class SharedRanks {
  private SharedRanks() {}

  /** {@code lots}: whether the regulations' chain ends in lots, so that a draw of lots can settle a shared place. */
  static List<Problem> of(DivisionStandings standings, boolean lots) {
    List<StandingsRow> rows = standings.rows();
    return warnings(standings.division(), rows.size(), i -> rows.get(i).rank(), i -> rows.get(i).sharedRank(),
        i -> rows.get(i).player().name(), lots);
  }

  static List<Problem> ofTeams(List<TeamStandingsRow> teams) {
    // Team rows carry no shared-rank flag: two teams with the same rank are tied.
    return warnings("teams", teams.size(), i -> teams.get(i).rank(), i -> false, i -> teams.get(i).unitName(), true);
  }

  private static List<Problem> warnings(String where, int size, IntUnaryOperator rank, IntPredicate shared,
      IntFunction<String> name, boolean lots) {
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
        problems.add(lots ? Problem.at(where,
            "第" + span + "名并列未能区分（" + String.join("、", names) + "），须抽签决定；奖项暂按名次表顺序列出",
            "ranks " + span + " are tied and unresolved (" + String.join(", ", names)
                + "); a draw of lots is needed. Prizes follow the order of the standings until then")
            : Problem.at(where,
            "第" + span + "名并列（" + String.join("、", names) + "）：规程的破同分顺序没有抽签，名次并列；"
                + "奖项暂按名次表顺序列出，由组委会决定如何颁发",
            "ranks " + span + " are shared (" + String.join(", ", names) + "): the regulations' tie-break chain"
                + " has no lots. Prizes follow the order of the standings; the organisers decide how to award them"));
      }
      start = end;
    }
    return problems;
  }
}
