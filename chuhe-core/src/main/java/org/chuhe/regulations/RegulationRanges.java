package org.chuhe.regulations;

import java.util.List;
import java.util.Map;
import org.chuhe.model.Range;
import org.chuhe.problem.Problem;

/**
 * Every number of the regulations in its {@link Range}, each problem naming its field: the rounds, the points, the
 * time controls, the forfeit, foul and game-record limits, the entry limits, the prize bands and their money, and
 * what a division's prizes may pay in all ({@link Range#MONEY_IN_ALL}, so that prize totals are counted exactly).
 * Part of {@link Regulations#validate()}; docs/regulations.md lists the ranges.
 */
final class RegulationRanges {
  private RegulationRanges() {}

  static void check(Regulations r, List<Problem> problems) {
    in(problems, "rounds", Range.ROUND, r.rounds());
    timeControl(problems, "timeControl", r.timeControl());
    Scoring s = r.scoring();
    String[] names = {"redWin", "redDraw", "redLoss", "blackWin", "blackDraw", "blackLoss", "bye", "forfeitWin",
        "forfeitLoss"};
    Integer[] points = {s.redWin(), s.redDraw(), s.redLoss(), s.blackWin(), s.blackDraw(), s.blackLoss(), s.bye(),
        s.forfeitWin(), s.forfeitLoss()};
    for (int i = 0; i < names.length; i++) {
      in(problems, "scoring." + names[i], Range.POINTS, points[i]);
    }
    ColourRules c = r.colours();
    in(problems, "colours.maxSameColourInARow", Range.ROUND, c.maxSameColourInARow());
    in(problems, "colours.maxColourSurplus", Range.ROUND, c.maxColourSurplus());
    in(problems, "colours.lastRounds", Range.ROUNDS, c.lastRounds());
    ForfeitPolicy f = r.forfeits();
    in(problems, "forfeits.lateMinutes", Range.MINUTES, f.lateMinutes());
    in(problems, "forfeits.withdrawAfterForfeits", Range.ROUNDS, f.withdrawAfterForfeits());
    in(problems, "forfeits.stopPairingAfterConsecutiveForfeits", Range.ROUNDS,
        f.stopPairingAfterConsecutiveForfeits());
    FoulPolicy fouls = r.fouls();
    in(problems, "fouls.gameLostAtFoul", Range.FOULS, fouls.gameLostAtFoul());
    in(problems, "fouls.illegalMoveLostAt", Range.FOULS, fouls.illegalMoveLostAt());
    in(problems, "fouls.otherFoulLostAt", Range.FOULS, fouls.otherFoulLostAt());
    GameRecordPolicy g = r.gameRecords();
    in(problems, "gameRecords.topBoards", Range.BOARDS, g.topBoards());
    in(problems, "gameRecords.fromRound", Range.ROUND, g.fromRound());
    in(problems, "gameRecords.opponentScoreDeduction", Range.DEDUCTION, g.opponentScoreDeduction());
    in(problems, "moveLimit.moves", Range.MOVE_LIMIT, r.moveLimit().moves());
    in(problems, "teamScoring.bestN", Range.PLAYERS, r.teamScoring().bestN());
    prizes(problems, "teamScoring.prizes", r.teamScoring().prizes());
    tooMuch(problems, "teamScoring.prizes", paid(r.teamScoring().prizes()));
    EntryLimits e = r.entryLimits();
    in(problems, "entryLimits.perUnit", Range.PLAYERS, e.perUnit());
    for (Map.Entry<String, Integer> d : e.perUnitPerDivision().entrySet()) {
      in(problems, "entryLimits.perUnitPerDivision." + d.getKey(), Range.PLAYERS, d.getValue());
    }
    in(problems, "entryLimits.leadersPerUnit", Range.PLAYERS, e.leadersPerUnit());
    for (int i = 0; i < e.residency().size(); i++) {
      in(problems, "entryLimits.residency[" + i + "].max", Range.PLAYERS, e.residency().get(i).max());
    }
    for (int i = 0; i < r.divisions().size(); i++) {
      DivisionRules d = r.divisions().get(i);
      String at = "divisions[" + i + "]";
      in(problems, at + ".maxPlayers", Range.PLAYERS, d.maxPlayers());
      in(problems, at + ".rounds", Range.ROUND, d.rounds());
      timeControl(problems, at + ".timeControl", d.timeControl());
      prizes(problems, at + ".prizes", d.prizes());
      for (int k = 0; k < d.gradeBands().size(); k++) {
        GradeBand b = d.gradeBands().get(k);
        in(problems, at + ".gradeBands[" + k + "].fromRank", Range.RANK, b.fromRank());
        in(problems, at + ".gradeBands[" + k + "].toRank", Range.RANK, b.toRank());
      }
      paidInAll(problems, r, d, at);
    }
    for (int i = 0; i < r.extraPrizeLists().size(); i++) {
      prizes(problems, "extraPrizeLists[" + i + "].prizes", r.extraPrizeLists().get(i).prizes());
    }
    for (int i = 0; i < r.luckyPrizes().size(); i++) {
      in(problems, "luckyPrizes[" + i + "].money", Range.MONEY, r.luckyPrizes().get(i).money());
    }
    for (int i = 0; i < r.titles().size(); i++) {
      in(problems, "titles[" + i + "].count", Range.PLAYERS, r.titles().get(i).count());
    }
    for (int i = 0; i < r.manualAwards().size(); i++) {
      in(problems, "manualAwards[" + i + "].perDivision", Range.PLAYERS, r.manualAwards().get(i).perDivision());
    }
    for (int i = 0; i < r.schedule().size(); i++) {
      in(problems, "schedule[" + i + "].round", Range.ROUND, r.schedule().get(i).round());
    }
    TeamMatchRules tm = r.teamMatch();
    in(problems, "teamMatch.matchWin", Range.POINTS, tm.matchWin());
    in(problems, "teamMatch.matchDraw", Range.POINTS, tm.matchDraw());
    in(problems, "teamMatch.matchLoss", Range.POINTS, tm.matchLoss());
    in(problems, "teamMatch.boardPrizeMinGames", Range.ROUND, tm.boardPrizeMinGames());
    knockout(problems, r.knockout());
  }

  /** The knock-out's numbers (issue 28): qualifiers, the time controls of its games and tie-break stages. */
  private static void knockout(List<Problem> problems, KnockoutRules k) {
    in(problems, "knockout.qualifiers", Range.PLAYERS, k.qualifiers());
    timeControl(problems, "knockout.timeControl", k.timeControl());
    for (int i = 0; i < k.tieBreaks().size(); i++) {
      TieBreakStage stage = k.tieBreaks().get(i);
      in(problems, "knockout.tieBreaks[" + i + "].games", Range.ROUND, stage.games());
      timeControl(problems, "knockout.tieBreaks[" + i + "].timeControl", stage.timeControl());
      timeControl(problems, "knockout.tieBreaks[" + i + "].blackTimeControl", stage.blackTimeControl());
    }
  }

  /** The problem of a value out of its range, unless its field has one already (one problem per field). */
  private static void in(List<Problem> problems, String where, Range range, Integer value) {
    if (problems.stream().noneMatch(p -> where.equals(p.where()))) {
      range.problem(where, value).ifPresent(problems::add);
    }
  }

  private static void timeControl(List<Problem> problems, String where, TimeControl t) {
    if (t != null) {
      in(problems, where + ".baseMinutes", Range.MINUTES, t.baseMinutes());
      in(problems, where + ".incrementSeconds", Range.SECONDS, t.incrementSeconds());
    }
  }

  private static void prizes(List<Problem> problems, String where, PrizeTable table) {
    for (int i = 0; i < table.bands().size(); i++) {
      PrizeBand b = table.bands().get(i);
      in(problems, where + ".bands[" + i + "].fromRank", Range.RANK, b.fromRank());
      in(problems, where + ".bands[" + i + "].toRank", Range.RANK, b.toRank());
      in(problems, where + ".bands[" + i + "].money", Range.MONEY, b.money());
    }
  }

  /**
   * What a division's prizes could pay in all (its table, the extra lists drawn from it, its lucky prizes at one
   * place in ten of its largest field), at most {@link Range#MONEY_IN_ALL}: the totals of the prize list are then
   * whole numbers that never overflow.
   */
  private static void paidInAll(List<Problem> problems, Regulations r, DivisionRules d, String at) {
    boolean only = r.divisions().size() == 1;
    long most = paid(d.prizes());
    for (ExtraPrizeList list : r.extraPrizeLists()) {
      if (d.id().equals(list.division()) || list.division() == null && only) {
        most += paid(list.prizes());
      }
    }
    long field = d.maxPlayers() == null ? Range.PLAYERS.max() : Math.min(d.maxPlayers(), Range.PLAYERS.max());
    for (LuckyPrize lucky : r.luckyPrizes()) {
      if (d.id().equals(lucky.division()) || lucky.division() == null && only) {
        most += Math.max(0, lucky.money()) * ((field + 9) / 10);
      }
    }
    tooMuch(problems, at + ".prizes", most);
  }

  private static void tooMuch(List<Problem> problems, String where, long most) {
    if (most > Range.MONEY_IN_ALL) {
      problems.add(Problem.at(where, "奖金合计最多可达 " + most + " 元，超过 chuhe 能计的 " + Range.MONEY_IN_ALL
          + " 元（组别的奖金表、附加名单与幸运奖合计；幸运奖按 maxPlayers 或 " + Range.PLAYERS.max() + " 人计）",
          "the prizes could pay " + most + " yuan in all, more than the " + Range.MONEY_IN_ALL + " chuhe counts "
              + "(a division's table, extra lists and lucky prizes together; lucky prizes counted for maxPlayers or "
              + Range.PLAYERS.max() + " players)"));
    }
  }

  /** What a table pays when every place is taken, counted without overflow. */
  private static long paid(PrizeTable table) {
    long sum = 0;
    for (PrizeBand b : table.bands()) {
      sum += Math.max(0L, b.money()) * Math.max(0L, (long) b.toRank() - b.fromRank() + 1);
    }
    return sum;
  }
}
