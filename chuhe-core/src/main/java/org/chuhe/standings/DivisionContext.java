package org.chuhe.standings;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.chuhe.model.Histories;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.PlayerHistory;
import org.chuhe.model.Tournament;
import org.chuhe.regulations.TieBreakRules;

/**
 * Everything the tie-breaks of one division read: the players' histories, final points, penalties, the recorded
 * lots and the tie-break options. Built once per standings computation.
 */
record DivisionContext(Map<String, PlayerHistory> histories, Map<String, Integer> points, int roundsPlayed,
    int lowestFinalScore, Map<String, Integer> opponentScoreDeductions, Map<String, Integer> rankPenalties,
    Map<String, Integer> lots, TieBreakRules options, int recordDeduction) {

  static DivisionContext of(Tournament tournament, String division) {
    Map<String, PlayerHistory> histories = Histories.of(tournament, division);
    Map<String, Integer> points = new HashMap<>();
    int rounds = 0;
    for (PlayerHistory h : histories.values()) {
      points.put(h.id(), h.points());
      rounds = Math.max(rounds, h.rounds());
    }
    int lowest = points.values().stream().mapToInt(Integer::intValue).min().orElse(0);
    Set<String> inDivision = new HashSet<>(histories.keySet());
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
    return new DivisionContext(histories, points, rounds, lowest, deductions, rankPenalties, lots,
        tournament.regulations().tieBreaks(), tournament.regulations().gameRecords().opponentScoreDeduction());
  }

  PlayerHistory history(String player) {
    return histories.get(player);
  }

  int pointsOf(String player) {
    return points.getOrDefault(player, 0);
  }
}
