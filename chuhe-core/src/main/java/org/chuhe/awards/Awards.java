package org.chuhe.awards;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.ExtraPrizeList;
import org.chuhe.regulations.LuckyPrize;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TitleRule;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.TeamStandingsRow;

/**
 * Computes a tournament's prize list from its final standings (R16–R20). The order is fixed and matters when
 * prizes are not cumulative (see {@link PrizeLedger}): every division's prize table, then the extra prize lists in
 * the regulations' order, then the lucky prizes. Titles, grade titles, team prizes and the organisers' awards do
 * not depend on that order.
 *
 * <p>A division without standings in {@code standingsByDivision} is left out, as is every list drawn from it. A
 * list that names no division draws from the only division there is, as {@link Regulations#validate()} allows.
 *
 * <p>A withdrawn player ({@link WithdrawnEntry}: by the arbiter or by the forfeit rules) keeps his place in the
 * standings. Whether that place earns him its prizes, titles and grade title the regulations say
 * ({@code withdrawnPrizes}), by default not without the chief arbiter's confirmation. Every line of a withdrawn
 * player carries a warning saying which. One who receives nothing is passed over by the lists of the best eligible
 * players (extra lists, titles), and the prizes tied to his place (his division's table, a lucky prize, a grade
 * title) go to nobody ({@link PrizeList#withheld()}): the places below keep theirs.
 */
public final class Awards {
  private Awards() {}

  public static PrizeList compute(Tournament tournament, Map<String, DivisionStandings> standingsByDivision,
      List<TeamStandingsRow> teams) {
    Regulations regulations = tournament.regulations();
    Map<String, DivisionStandings> standings = standingsByDivision == null ? Map.of() : standingsByDivision;
    List<TeamStandingsRow> teamRows = teams == null ? List.of() : teams;
    List<Problem> warnings = new ArrayList<>();
    PrizeLedger ledger = new PrizeLedger(regulations.prizesCumulative());
    Map<String, WithdrawnEntry> withdrawn = WithdrawnEntry.of(tournament);
    Predicate<String> mayReceive = id -> !withdrawn.containsKey(id) || withdrawn.get(id).status().collects();

    List<Award> awards = new ArrayList<>();
    List<Award> withheld = new ArrayList<>();
    List<GradeAward> grades = new ArrayList<>();
    List<GradeAward> withheldGrades = new ArrayList<>();
    for (DivisionRules division : regulations.divisions()) {
      DivisionStandings s = of(standings, division.id());
      if (s == null) {
        continue;
      }
      warnings.addAll(SharedRanks.of(s, regulations.tieBreaks().chain().contains(Criterion.LOTS)));
      List<Award> table = split(DivisionPrizes.award(division, s), Award::playerId, mayReceive, withheld);
      ledger.paid(table);
      awards.addAll(table);
      grades.addAll(split(GradeTitles.award(division, s), GradeAward::playerId, mayReceive, withheldGrades));
    }
    for (ExtraPrizeList list : regulations.extraPrizeLists()) {
      String division = divisionOf(list.division(), regulations);
      DivisionStandings s = of(standings, division);
      if (s != null) {
        List<Award> extra = ExtraPrizes.award(list, division, s, ledger, mayReceive);
        ledger.paid(extra);
        awards.addAll(extra);
      }
    }
    for (LuckyPrize lucky : regulations.luckyPrizes()) {
      String division = divisionOf(lucky.division(), regulations);
      DivisionStandings s = of(standings, division);
      if (s != null) {
        List<Award> won = split(LuckyPrizes.award(lucky, division, s, ledger), Award::playerId, mayReceive,
            withheld);
        ledger.paid(won);
        awards.addAll(won);
      }
    }

    List<TitleAward> titles = new ArrayList<>();
    for (TitleRule rule : regulations.titles()) {
      String division = divisionOf(rule.division(), regulations);
      DivisionStandings s = of(standings, division);
      if (s != null) {
        titles.addAll(Titles.award(rule, division, s, mayReceive));
      }
    }

    warnings.addAll(SharedRanks.ofTeams(teamRows));
    List<TeamAward> teamAwards = TeamPrizes.award(regulations.teamScoring().prizes(), teamRows);
    List<ManualAwardEntry> manual = ManualAwards.collect(tournament, standings, warnings);
    List<WithdrawnEntry> noted = WithdrawnLines.warn(tournament, standings, withdrawn, awards, titles, grades,
        manual, withheld, withheldGrades, warnings);

    return new PrizeList(totals(regulations, standings, awards),
        teamAwards.stream().mapToInt(TeamAward::money).sum(), awards, teamAwards, titles, grades, manual, warnings,
        noted, withheld, withheldGrades);
  }

  /** The items {@code mayReceive} lets their player have; the others are added to {@code withheld}. */
  private static <T> List<T> split(List<T> items, Function<T, String> player, Predicate<String> mayReceive,
      List<T> withheld) {
    List<T> kept = new ArrayList<>();
    for (T item : items) {
      (mayReceive.test(player.apply(item)) ? kept : withheld).add(item);
    }
    return kept;
  }

  /**
   * Money per division, summed from the awards themselves so that the totals can never disagree with the list.
   * Every division with standings is listed, in the regulations' order, even when it pays nothing.
   */
  private static List<DivisionTotal> totals(Regulations regulations, Map<String, DivisionStandings> standings,
      List<Award> awards) {
    Map<String, int[]> money = new LinkedHashMap<>();
    for (DivisionRules division : regulations.divisions()) {
      if (standings.containsKey(division.id())) {
        money.put(division.id(), new int[Award.Kind.values().length]);
      }
    }
    for (Award a : awards) {
      money.computeIfAbsent(a.division(), d -> new int[Award.Kind.values().length])[a.kind().ordinal()] += a.money();
    }
    List<DivisionTotal> totals = new ArrayList<>();
    money.forEach((division, m) -> totals.add(new DivisionTotal(division, m[Award.Kind.DIVISION_TABLE.ordinal()],
        m[Award.Kind.EXTRA_LIST.ordinal()], m[Award.Kind.LUCKY.ordinal()])));
    return totals;
  }

  private static DivisionStandings of(Map<String, DivisionStandings> standings, String division) {
    // Map.of() rejects a null key even in get().
    return division == null ? null : standings.get(division);
  }

  /** A rule without a division refers to the only division; with several, it refers to none (validate flags it). */
  static String divisionOf(String named, Regulations regulations) {
    if (named != null) {
      return named;
    }
    return regulations.divisions().size() == 1 ? regulations.divisions().get(0).id() : null;
  }
}
