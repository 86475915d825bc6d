package org.chuhe.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.chuhe.model.Colour;
import org.chuhe.model.Outcome;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.RoundEntry;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.TieBreakRules.ByeOpponentScore;

/**
 * The definition of every tie-break criterion, one method each (rules digest §6.2, defaults §10). All values are
 * oriented so that a larger {@link TieBreakValue} ranks ahead. Notation: R rounds played, s_k a player's points in
 * round k, C_k = s_1 + … + s_k, T = C_R.
 */
final class TieBreaks {
  private TieBreaks() {}

  /**
   * The values of {@code criterion} for the players of one tied group. Every criterion except direct encounter
   * depends on the player alone; direct encounter depends on who else is still tied. Returns an empty map when the
   * criterion does not apply to this group (it then separates nobody).
   */
  static Map<String, TieBreakValue> values(Criterion criterion, List<String> group, DivisionContext ctx) {
    return values(criterion, group, ctx, player -> value(criterion, player, ctx));
  }

  /**
   * As {@link #values(Criterion, List, DivisionContext)}, each player's value of a group-independent criterion given
   * by {@code value} (which may remember it: the ranking asks again for every part of a split group).
   */
  static Map<String, TieBreakValue> values(Criterion criterion, List<String> group, DivisionContext ctx,
      Function<String, TieBreakValue> value) {
    if (criterion == Criterion.DIRECT_ENCOUNTER) {
      return directEncounter(group, ctx);
    }
    if (criterion == Criterion.BLACK_IN_MUTUAL_GAME) {
      return blackInMutualGame(group, ctx);
    }
    if (criterion == Criterion.LOTS && !group.stream().allMatch(ctx.lots()::containsKey)) {
      return Map.of();
    }
    Map<String, TieBreakValue> values = new HashMap<>();
    for (String player : group) {
      values.put(player, value.apply(player));
    }
    return values;
  }

  /** A group-independent criterion's value for one player; null for direct encounter or lots not recorded. */
  static TieBreakValue value(Criterion criterion, String player, DivisionContext ctx) {
    PlayerHistory h = ctx.history(player);
    return switch (criterion) {
      case PENALISED_LAST -> penalisedLast(player, ctx);
      case OPPONENT_SCORE -> TieBreakValue.higherIsBetter(opponentScore(h, ctx));
      case PROGRESSIVE_SCORE -> TieBreakValue.higherIsBetter(progressiveScore(h, ctx.roundsPlayed()));
      case WINS -> TieBreakValue.higherIsBetter(wins(h, ctx));
      case FOULS -> TieBreakValue.lowerIsBetter(h.fouls());
      case BLACK_GAMES -> TieBreakValue.higherIsBetter(blackGames(h, ctx));
      case BLACK_WINS -> TieBreakValue.higherIsBetter(blackWins(h, ctx));
      case SONNEBORN_BERGER -> sonnebornBerger(h, ctx);
      case REVERSE_ROUND_COMPARISON, DROP_LAST_ROUNDS -> TieBreakValue.sequence(previousTotals(h, ctx.roundsPlayed()));
      case DROP_FIRST_ROUNDS -> TieBreakValue.sequence(withoutFirstRounds(h, ctx.roundsPlayed()));
      case LOTS -> ctx.lots().containsKey(player) ? TieBreakValue.lowerIsBetter(ctx.lots().get(player)) : null;
      case DIRECT_ENCOUNTER, BLACK_IN_MUTUAL_GAME -> null;
      case MATCH_POINTS -> TieBreakValue.higherIsBetter(matchPoints(h, ctx));
      case GAME_POINTS -> TieBreakValue.higherIsBetter(h.points());
    };
  }

  /**
   * Penalised players (处分: a {@code RANK_BEHIND_EQUAL} or {@code CANCEL_ROUND_RESULT} penalty) rank behind every
   * player with equal points (seed 000 补充规定 五(七)).
   */
  static TieBreakValue penalisedLast(String player, DivisionContext ctx) {
    int penalties = ctx.rankPenalties().getOrDefault(player, 0);
    return new TieBreakValue(List.of(penalties > 0 ? -1L : 0L), Integer.toString(penalties));
  }

  /**
   * 对手分: Σ over rounds of the opponent's final points (forfeits included: the pairing stands; a withdrawn
   * opponent counts with his frozen score). A bye adds the lowest final score in the division (Laws §14.4) or 0.
   * Opponent-score deductions (seed 004 补充规定 六7–9) are subtracted: per penalty, and per missing game record.
   */
  static long opponentScore(PlayerHistory h, DivisionContext ctx) {
    long sum = 0;
    int missingRecords = 0;
    for (RoundEntry e : h.entries()) {
      if (e.met()) {
        sum += ctx.pointsOf(e.opponent());
      } else if (e.outcome() == Outcome.BYE) {
        sum += ctx.options().byeOpponentScore() == ByeOpponentScore.ZERO ? 0 : ctx.lowestFinalScore();
      }
      if (e.recordMissing()) {
        missingRecords++;
      }
    }
    return sum - ctx.opponentScoreDeductions().getOrDefault(h.id(), 0) - (long) missingRecords * ctx.recordDeduction();
  }

  /** 累进分: Σ_{k=1..R} C_k, which rewards scoring early (W W L D W → 2+4+4+5+7 = 22). */
  static long progressiveScore(PlayerHistory h, int rounds) {
    long sum = 0;
    long running = 0;
    for (int k = 1; k <= rounds; k++) {
      running += h.entry(k).points();
      sum += running;
    }
    return sum;
  }

  /**
   * 胜局: games won over the board, plus forfeit wins and the bye where the regulations count them. A round whose
   * result a penalty cancelled is no win.
   */
  static long wins(PlayerHistory h, DivisionContext ctx) {
    return count(h, e -> countsAsWin(e, ctx));
  }

  /** The rounds of {@code h} that {@code counts} (a loop: asked for every player of the division). */
  private static long count(PlayerHistory h, java.util.function.Predicate<RoundEntry> counts) {
    long n = 0;
    for (RoundEntry e : h.entries()) {
      if (counts.test(e)) {
        n++;
      }
    }
    return n;
  }

  private static boolean countsAsWin(RoundEntry e, DivisionContext ctx) {
    if (e.resultCancelled()) {
      return false;
    }
    return switch (e.outcome()) {
      case WIN -> true;
      case FORFEIT_WIN -> ctx.options().winsCountForfeits();
      // A bye that scored nothing is a round robin's rest (the Berger table's dummy), no win.
      case BYE -> ctx.options().winsCountBye() && e.points() > 0;
      default -> false;
    };
  }

  /**
   * 后走局数: games with black; forfeited games only where the regulations say so, a bye never. A game whose result
   * a penalty cancelled was still played with black, and counts.
   */
  static long blackGames(PlayerHistory h, DivisionContext ctx) {
    return count(h, e -> countsAsBlackGame(e, ctx));
  }

  private static boolean countsAsBlackGame(RoundEntry e, DivisionContext ctx) {
    if (e.colour() != Colour.BLACK) {
      return false;
    }
    boolean forfeit = e.outcome() == Outcome.FORFEIT_WIN || e.outcome() == Outcome.FORFEIT_LOSS;
    return e.playedOverTheBoard() || (forfeit && ctx.options().blackGamesCountForfeits());
  }

  /** 后手胜局: black games (as counted by {@link #blackGames}) that were won. */
  static long blackWins(PlayerHistory h, DivisionContext ctx) {
    return count(h, e -> countsAsBlackGame(e, ctx) && countsAsWin(e, ctx));
  }

  /**
   * 小分 (Sonneborn–Berger, Laws §14.1): full final points of beaten opponents plus half those of drawn ones; a
   * cancelled result adds nothing. Kept doubled as an integer so that halves compare exactly.
   */
  static TieBreakValue sonnebornBerger(PlayerHistory h, DivisionContext ctx) {
    long doubled = 0;
    for (RoundEntry e : h.entries()) {
      if (!e.met() || e.resultCancelled()) {
        continue;
      }
      int opponentPoints = ctx.pointsOf(e.opponent());
      if (e.outcome() == Outcome.WIN || e.outcome() == Outcome.FORFEIT_WIN) {
        doubled += 2L * opponentPoints;
      } else if (e.outcome() == Outcome.DRAW) {
        doubled += opponentPoints;
      }
    }
    String display = doubled % 2 == 0 ? Long.toString(doubled / 2) : (doubled / 2) + ".5";
    return new TieBreakValue(List.of(doubled), display);
  }

  /**
   * Laws 14.3.1 tail, 比较前一轮成绩 (seeds 000, 002, 003), and seed 004's 除去最后一轮得分: C_{R−1}, C_{R−2}, …, C_1.
   * Dropping the last round's points from T leaves C_{R−1}, so both wordings give this one sequence.
   */
  static List<Long> previousTotals(PlayerHistory h, int rounds) {
    List<Long> totals = new ArrayList<>();
    for (int k = rounds - 1; k >= 1; k--) {
      totals.add((long) h.pointsAfter(k));
    }
    return totals;
  }

  /** Laws 14.3.2 tail, 去除第一轮得分: T − s_1, then T − s_1 − s_2, …, read literally (rules digest §6.2). */
  static List<Long> withoutFirstRounds(PlayerHistory h, int rounds) {
    List<Long> totals = new ArrayList<>();
    long total = h.pointsAfter(rounds);
    for (int k = 1; k < rounds; k++) {
      totals.add(total - h.pointsAfter(k));
    }
    return totals;
  }

  /**
   * 直胜 among the players still tied: each one's points from the finished games against the others of the group.
   * Two players: their game(s), if they met. Three or more: a mini-table, only if every pair of them met; otherwise
   * the criterion does not apply (rules digest §10). Not applicable gives an empty map.
   */
  static Map<String, TieBreakValue> directEncounter(List<String> group, DivisionContext ctx) {
    return directEncounter(miniTable(group, ctx));
  }

  /** 直胜 from the group's mini-table: each player's points in it, or nothing when it is incomplete. */
  static Map<String, TieBreakValue> directEncounter(MiniTable table) {
    if (!table.complete()) {
      return Map.of();
    }
    Map<String, TieBreakValue> values = new HashMap<>();
    table.scored().forEach((player, sum) -> values.put(player, TieBreakValue.higherIsBetter(sum)));
    return values;
  }

  /**
   * The games among a tied group (a forfeit counts, as a meeting and with its points; a game without a result does
   * not): each player's points from them, how many pairs of the group met and how many pairs there are. Three
   * players of whom only A–B and B–C met: 2 of 3 pairs, incomplete, so 直胜 does not apply to the three.
   */
  static MiniTable miniTable(List<String> group, DivisionContext ctx) {
    Set<String> members = new HashSet<>(group);
    Map<String, Long> scored = new HashMap<>();
    Set<String> pairsMet = new HashSet<>();
    for (String player : group) {
      long sum = 0;
      for (RoundEntry e : ctx.history(player).entries()) {
        if (e.met() && members.contains(e.opponent()) && e.outcome() != Outcome.NOT_PLAYED) {
          sum += e.points();
          pairsMet.add(player.compareTo(e.opponent()) < 0 ? player + "\u0000" + e.opponent()
              : e.opponent() + "\u0000" + player);
        }
      }
      scored.put(player, sum);
    }
    return new MiniTable(group.size(), pairsMet.size(), Map.copyOf(scored));
  }

  /** See {@link #miniTable}: {@code pairsMet} of the {@link #pairs()} pairs of {@code players} tied players met. */
  record MiniTable(int players, int pairsMet, Map<String, Long> scored) {
    int pairs() {
      return players * (players - 1) / 2;
    }

    boolean complete() {
      return pairsMet == pairs();
    }
  }

  /**
   * 对局时后走 (Laws §14.1, last): of exactly two players still tied who met in one game with a result (a forfeit
   * included: its colours were drawn), the one who had black ranks ahead (value 1 against 0). Not applicable (empty)
   * to three or more, to two who did not meet, and to two who met twice (a double round robin gives each one black).
   */
  static Map<String, TieBreakValue> blackInMutualGame(List<String> group, DivisionContext ctx) {
    if (group.size() != 2) {
      return Map.of();
    }
    String a = group.get(0);
    String b = group.get(1);
    List<RoundEntry> games = new ArrayList<>();
    for (RoundEntry e : ctx.history(a).entries()) {
      if (e.met() && b.equals(e.opponent()) && e.outcome() != Outcome.NOT_PLAYED && e.colour() != null) {
        games.add(e);
      }
    }
    if (games.size() != 1) {
      return Map.of();
    }
    boolean aBlack = games.get(0).colour() == Colour.BLACK;
    return Map.of(a, TieBreakValue.higherIsBetter(aBlack ? 1 : 0), b, TieBreakValue.higherIsBetter(aBlack ? 0 : 1));
  }

  /**
   * 场分 (Laws §14.2, a double round robin ranks by it first): over every opponent, the match of the two players'
   * games with a result so far: the player's points in them against the opponent's, more 2, as many 1, fewer 0
   * (§13.2's scale for a match). A cancelled game (a round robin's withdrawal, §20.3) is in no match. Example: A beat B
   * and lost to B (2 + 0 against 0 + 2): 1 each; A beat C and drew with C (3 against 1): A 2, C 0.
   */
  static long matchPoints(PlayerHistory h, DivisionContext ctx) {
    Map<String, long[]> matches = new java.util.LinkedHashMap<>();
    for (RoundEntry e : h.entries()) {
      if (!e.met() || e.outcome() == Outcome.NOT_PLAYED) {
        continue;
      }
      PlayerHistory other = ctx.history(e.opponent());
      long theirs = other == null || other.rounds() < e.round() ? 0 : other.entry(e.round()).points();
      long[] sums = matches.computeIfAbsent(e.opponent(), k -> new long[2]);
      sums[0] += e.points();
      sums[1] += theirs;
    }
    long points = 0;
    for (long[] sums : matches.values()) {
      points += sums[0] > sums[1] ? 2 : sums[0] == sums[1] ? 1 : 0;
    }
    return points;
  }
}
