package org.chuhe.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.IdPositions;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Round;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.TieBreakRules;

/**
 * Everything the tie-breaks of one division read: the players' histories as the standings count them (only games
 * with a result, byes of complete rounds: {@link Histories#counted}), points, who took part (the players
 * ranked; {@link StandingsEngine#tookPart}), penalties, the recorded lots and the tie-break options. Built once per
 * standings computation. {@code lowestFinalScore}, what a bye adds to 对手分 (Laws §14.4), is the lowest final
 * score of the players who took part: a player who never played is not in the standings, so his 0 is not "the
 * lowest score in the standings".
 */
record DivisionContext(Map<String, PlayerHistory> histories, IdPositions positions, PlayerHistory[] byPosition,
    int[] pointsByPosition, boolean[] rankedByPosition, int roundsPlayed, int lowestFinalScore,
    Map<String, Integer> opponentScoreDeductions, Map<String, Integer> rankPenalties, Map<String, Integer> lots,
    TieBreakRules options, int recordDeduction) {

  static DivisionContext of(Tournament tournament, String division) {
    List<Round> paired = tournament.roundsOf(division);
    Map<String, PlayerHistory> histories = Histories.counted(tournament, division,
        paired.isEmpty() ? 0 : paired.get(paired.size() - 1).number());
    // By position (registration order) and an index of positions: the tie-breaks ask a player's points for every
    // round of every player (对手分), and the ranking asks for histories over and over (docs/benchmarks.md).
    int n = histories.size();
    PlayerHistory[] byPosition = histories.values().toArray(new PlayerHistory[0]);
    List<String> ids = new ArrayList<>(n);
    int[] points = new int[n];
    boolean[] ranked = new boolean[n];
    int rounds = 0;
    int lowest = Integer.MAX_VALUE;
    for (int i = 0; i < n; i++) {
      PlayerHistory h = byPosition[i];
      ids.add(h.id());
      points[i] = h.points();
      rounds = Math.max(rounds, h.rounds());
      if (StandingsEngine.tookPart(h)) {
        ranked[i] = true;
        lowest = Math.min(lowest, points[i]);
      }
    }
    Set<String> inDivision = histories.keySet();
    Map<String, Integer> deductions = new HashMap<>();
    Map<String, Integer> rankPenalties = new HashMap<>();
    for (Penalty p : tournament.penalties()) {
      if (!inDivision.contains(p.player())) {
        continue;
      }
      if (p.kind() == PenaltyKind.OPPONENT_SCORE_DEDUCTION) {
        deductions.merge(p.player(), p.amount(), Integer::sum);
      } else if (p.kind().ranksBehindEqual()) {
        rankPenalties.merge(p.player(), 1, Integer::sum);
      }
    }
    Map<String, Integer> lots = new HashMap<>();
    tournament.lots().forEach((player, lot) -> {
      if (inDivision.contains(player)) {
        lots.put(player, lot);
      }
    });
    return new DivisionContext(histories, new IdPositions(ids), byPosition, points, ranked, rounds,
        lowest == Integer.MAX_VALUE ? 0 : lowest, deductions, rankPenalties, lots, tournament.regulations().tieBreaks(),
        tournament.regulations().gameRecords().opponentScoreDeduction());
  }

  /** How many players the division has. */
  int size() {
    return byPosition.length;
  }

  PlayerHistory history(String player) {
    int i = positions.of(player);
    return i < 0 ? null : byPosition[i];
  }

  int pointsOf(String player) {
    int i = positions.of(player);
    return i < 0 ? 0 : pointsByPosition[i];
  }
}
