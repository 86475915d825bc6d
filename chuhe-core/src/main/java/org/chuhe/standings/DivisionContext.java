package org.chuhe.standings;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chuhe.tournament.Histories;
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
record DivisionContext(Map<String, PlayerHistory> histories, Map<String, Integer> points, Set<String> ranked,
    int roundsPlayed, int lowestFinalScore, Map<String, Integer> opponentScoreDeductions, Map<String, Integer> rankPenalties,
    Map<String, Integer> lots, TieBreakRules options, int recordDeduction) {

  static DivisionContext of(Tournament tournament, String division) {
    List<Round> paired = tournament.roundsOf(division);
    Map<String, PlayerHistory> histories = Histories.counted(tournament, division,
        paired.isEmpty() ? 0 : paired.get(paired.size() - 1).number());
    Map<String, Integer> points = new HashMap<>();
    Set<String> ranked = new HashSet<>();
    int rounds = 0;
    for (PlayerHistory h : histories.values()) {
      points.put(h.id(), h.points());
      rounds = Math.max(rounds, h.rounds());
      if (StandingsEngine.tookPart(h)) {
        ranked.add(h.id());
      }
    }
    int lowest = ranked.stream().mapToInt(points::get).min().orElse(0);
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
    return new DivisionContext(histories, points, Set.copyOf(ranked), rounds, lowest, deductions, rankPenalties, lots,
        tournament.regulations().tieBreaks(), tournament.regulations().gameRecords().opponentScoreDeduction());
  }

  PlayerHistory history(String player) {
    return histories.get(player);
  }

  int pointsOf(String player) {
    return points.getOrDefault(player, 0);
  }
}
