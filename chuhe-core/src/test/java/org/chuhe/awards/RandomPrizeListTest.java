package org.chuhe.awards;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.ExtraPrizeList;
import org.chuhe.regulations.GradeBand;
import org.chuhe.regulations.LuckyPrize;
import org.chuhe.regulations.PlayerFilter;
import org.chuhe.regulations.PrizeBand;
import org.chuhe.regulations.PrizeTable;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamScoring;
import org.chuhe.regulations.TitleRule;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsRow;
import org.chuhe.standings.TeamStandingsRow;
import org.junit.jupiter.api.Test;

/**
 * Random regulations, fields and standings, checked against invariants that must hold for any of them. Each case
 * has its own seed, printed in every assertion message; run again with {@code -Dchuhe.seed=<seed>} to repeat a
 * failing case first.
 */
class RandomPrizeListTest {

  private static final int CASES = 300;
  private static final List<Residence> RESIDENCES = List.of(new Residence("山西省", "孝义市"),
      new Residence("山西省", "太原市"), new Residence("北京市", "北京市"), new Residence("四川省", "成都市"), Residence.UNKNOWN);
  private static final List<String> GRADES = List.of("特级大师", "棋协大师", "一级棋士", "三级棋士");

  @Test
  void invariantsHoldForRandomTournaments() {
    long base = Long.getLong("chuhe.seed", System.nanoTime());
    for (int i = 0; i < CASES; i++) {
      long seed = base + i;
      try {
        check(seed, new Case(new Random(seed)));
      } catch (RuntimeException e) {
        // An exception rather than a failed assertion still has to say which case it was.
        throw new AssertionError("seed=" + seed, e);
      }
    }
  }

  /** One random tournament: regulations, players and standings. */
  private static final class Case {
    final Regulations regulations;
    final Tournament tournament;
    final Map<String, DivisionStandings> standings = new HashMap<>();
    final List<TeamStandingsRow> teams = new ArrayList<>();

    Case(Random rnd) {
      int divisionCount = 1 + rnd.nextInt(3);
      List<DivisionRules> divisions = new ArrayList<>();
      List<Player> players = new ArrayList<>();
      for (int d = 0; d < divisionCount; d++) {
        String id = "d" + d;
        List<GradeBand> grades = rnd.nextBoolean() ? Fixtures.seed003Grades()
            : List.of(new GradeBand(1 + rnd.nextInt(20), null, "八级棋士"));
        divisions.add(new DivisionRules(id, null, null, null, null, null, null, table(rnd), grades));
        int field = rnd.nextInt(60);
        List<Player> inDivision = new ArrayList<>();
        for (int p = 0; p < field; p++) {
          Player player = Player.of(id + "-" + p, null, id, null)
              .withResidence(RESIDENCES.get(rnd.nextInt(RESIDENCES.size())))
              .withBirthDate(rnd.nextInt(8) == 0 ? null : LocalDate.of(1940 + rnd.nextInt(70), 1, 1)
                  .plusDays(rnd.nextInt(365)))
              .withGrade(rnd.nextBoolean() ? null : GRADES.get(rnd.nextInt(GRADES.size())));
          inDivision.add(player);
        }
        players.addAll(inDivision);
        Collections.shuffle(inDivision, rnd);
        standings.put(id, standings(id, inDivision, rnd));
      }
      List<ExtraPrizeList> extra = new ArrayList<>();
      for (int x = rnd.nextInt(4); x > 0; x--) {
        extra.add(new ExtraPrizeList("x" + extra.size(), null, "d" + rnd.nextInt(divisionCount), filter(rnd),
            table(rnd)));
      }
      List<LuckyPrize> lucky = new ArrayList<>();
      for (int l = rnd.nextInt(3); l > 0; l--) {
        lucky.add(new LuckyPrize("l" + lucky.size(), null, "d" + rnd.nextInt(divisionCount), rnd.nextInt(10),
            1 + rnd.nextInt(200)));
      }
      List<TitleRule> titles = new ArrayList<>();
      for (int t = rnd.nextInt(3); t > 0; t--) {
        titles.add(new TitleRule("t" + titles.size(), null, "d" + rnd.nextInt(divisionCount), filter(rnd),
            1 + rnd.nextInt(4), rnd.nextBoolean() ? TitleRule.Kind.TITLE : TitleRule.Kind.QUALIFICATION));
      }
      for (int t = 0, n = rnd.nextInt(10); t < n; t++) {
        teams.add(new TeamStandingsRow(t + 1, "u" + t, "队" + t, 50 - t, List.of(), t + 1));
      }
      regulations = Fixtures.regulations(divisions,
          new TeamScoring(TeamScoring.Method.BEST_N_POINTS, 4, null, table(rnd)), extra, lucky, rnd.nextBoolean(),
          titles, null);
      tournament = Fixtures.tournament(regulations, players);
    }

    private static PrizeTable table(Random rnd) {
      List<PrizeBand> bands = new ArrayList<>();
      int next = 1;
      for (int b = rnd.nextInt(6); b > 0; b--) {
        int to = next + rnd.nextInt(5);
        // Some bands pay no money (certificate only), as seed 000 and 002 have places with a certificate alone.
        bands.add(new PrizeBand(next, to, rnd.nextInt(4) == 0 ? 0 : 100 * rnd.nextInt(50), rnd.nextBoolean(),
            rnd.nextBoolean()));
        next = to + 1;
      }
      return new PrizeTable(bands);
    }

    private static PlayerFilter filter(Random rnd) {
      String province = rnd.nextBoolean() ? null : rnd.nextBoolean() ? "山西" : "北京";
      String city = rnd.nextInt(4) == 0 ? "孝义" : null;
      LocalDate after = rnd.nextBoolean() ? null : LocalDate.of(1950 + rnd.nextInt(40), 1, 1);
      LocalDate before = rnd.nextBoolean() ? null : LocalDate.of(1960 + rnd.nextInt(50), 12, 31);
      List<String> exclude = rnd.nextBoolean() ? null : List.of("特级大师", "棋协大师");
      return new PlayerFilter(null, after, before, province, city, null, null, null, exclude);
    }

    /** Ranks by position; now and then a run of rows shares a rank, as an unresolved tie would. */
    private static DivisionStandings standings(String division, List<Player> inOrder, Random rnd) {
      List<StandingsRow> rows = new ArrayList<>();
      int i = 0;
      while (i < inOrder.size()) {
        int run = rnd.nextInt(15) == 0 ? Math.min(2 + rnd.nextInt(2), inOrder.size() - i) : 1;
        for (int k = 0; k < run; k++) {
          rows.add(Fixtures.row(i + 1, run > 1, inOrder.get(i + k)));
        }
        i += run;
      }
      return new DivisionStandings(division, 9, List.of(), rows, (s, a, b) -> null);
    }
  }

  private static void check(long seed, Case c) {
    String why = "seed=" + seed;
    PrizeList list = Awards.compute(c.tournament, c.standings, c.teams);
    Regulations r = c.regulations;

    // Division tables: every place taken and covered by the table is paid exactly once, with the band's prize.
    for (DivisionRules d : r.divisions()) {
      List<StandingsRow> rows = c.standings.get(d.id()).rows();
      List<Award> table = list.list(d.id());
      assertThat(table).as(why).hasSize(Math.min(rows.size(), d.prizes().places()));
      for (int i = 0; i < table.size(); i++) {
        Award a = table.get(i);
        PrizeBand band = d.prizes().forRank(i + 1).orElseThrow();
        assertThat(a.place()).as(why).isEqualTo(i + 1);
        assertThat(a.playerId()).as(why).isEqualTo(rows.get(i).playerId());
        assertThat(a.money()).as(why).isEqualTo(band.money());
        assertThat(a.trophy()).as(why).isEqualTo(band.trophy());
      }
    }

    // Extra lists: winners match the filter, come in standings order, places 1…k once each; nobody eligible was
    // passed over unless prizes are not cumulative and he already held prize money from an earlier list.
    Set<String> earlierMoney = moneyHolders(list.awards().stream()
        .filter(a -> a.kind() == Award.Kind.DIVISION_TABLE).toList());
    for (ExtraPrizeList x : r.extraPrizeLists()) {
      List<Award> won = list.list(x.id());
      List<StandingsRow> rows = c.standings.get(x.division()).rows();
      checkOrder(why, won);
      Set<String> winners = new HashSet<>();
      for (Award a : won) {
        StandingsRow row = rows.get(a.rank() - 1);
        assertThat(row.playerId()).as(why).isEqualTo(a.playerId());
        assertThat(x.eligible().matches(row.player())).as(why + " " + a).isTrue();
        assertThat(a.money()).as(why).isEqualTo(x.prizes().forRank(a.place()).orElseThrow().money());
        winners.add(a.playerId());
      }
      // A full list says nothing about players below its last winner; a list with room left covers everyone.
      boolean full = won.size() == x.prizes().places();
      int lastRank = !full ? rows.size() : won.isEmpty() ? 0 : won.get(won.size() - 1).rank();
      for (StandingsRow row : rows.subList(0, lastRank)) {
        if (x.eligible().matches(row.player()) && !winners.contains(row.playerId())) {
          assertThat(r.prizesCumulative()).as(why + " passed over " + row.playerId() + " in " + x.id()).isFalse();
          assertThat(earlierMoney).as(why + " passed over " + row.playerId() + " in " + x.id())
              .contains(row.playerId());
        }
      }
      earlierMoney.addAll(moneyHolders(won));
    }

    // Lucky prizes: only places ending in the digit, within the field; all of them when cumulative.
    for (LuckyPrize l : r.luckyPrizes()) {
      List<Award> won = list.list(l.id());
      int field = c.standings.get(l.division()).rows().size();
      checkOrder(why, won);
      assertThat(won).as(why).allSatisfy(a -> {
        assertThat(a.place() % 10).isEqualTo(l.rankLastDigit());
        assertThat(a.place()).isBetween(1, field);
        assertThat(a.money()).isEqualTo(l.money());
      });
      if (r.prizesCumulative()) {
        long expected = java.util.stream.IntStream.rangeClosed(1, field).filter(l::covers).count();
        assertThat(won).as(why).hasSize((int) expected);
      }
    }

    // Not cumulative: nobody holds more than one money prize.
    if (!r.prizesCumulative()) {
      Map<String, Integer> count = new HashMap<>();
      list.awards().stream().filter(Award::paysMoney).forEach(a -> count.merge(a.playerId(), 1, Integer::sum));
      assertThat(count.values()).as(why).allMatch(n -> n == 1);
    }

    // Titles: eligible players in standings order, no more than the rule's count.
    for (TitleRule t : r.titles()) {
      List<TitleAward> won = list.title(t.id());
      List<StandingsRow> rows = c.standings.get(t.division()).rows();
      assertThat(won.size()).as(why).isLessThanOrEqualTo(t.count());
      for (int i = 0; i < won.size(); i++) {
        assertThat(won.get(i).place()).as(why).isEqualTo(i + 1);
        assertThat(t.eligible().matches(rows.get(won.get(i).rank() - 1).player())).as(why).isTrue();
        if (i > 0) {
          assertThat(won.get(i).rank()).as(why).isGreaterThan(won.get(i - 1).rank());
        }
      }
    }

    // Grade titles: the band covering the place.
    for (GradeAward g : list.grades()) {
      DivisionRules d = r.division(g.division()).orElseThrow();
      assertThat(d.gradeBands().stream().filter(b -> b.covers(g.rank())).findFirst().orElseThrow().grade())
          .as(why).isEqualTo(g.grade());
    }

    // Totals equal the sum of the awards, per division and overall.
    for (DivisionTotal t : list.divisionTotals()) {
      List<Award> fromDivision = list.awards().stream().filter(a -> a.division().equals(t.division())).toList();
      assertThat(t.total()).as(why).isEqualTo(Fixtures.sum(fromDivision));
      assertThat(t.tableMoney()).as(why).isEqualTo(Fixtures.sum(
          fromDivision.stream().filter(a -> a.kind() == Award.Kind.DIVISION_TABLE).toList()));
      assertThat(t.luckyMoney()).as(why).isEqualTo(Fixtures.sum(
          fromDivision.stream().filter(a -> a.kind() == Award.Kind.LUCKY).toList()));
    }
    assertThat(list.divisionTotals()).as(why).hasSize(r.divisions().size());
    assertThat(list.teamTotal()).as(why).isEqualTo(list.teamAwards().stream().mapToInt(TeamAward::money).sum());
    assertThat(list.grandTotal()).as(why).isEqualTo(Fixtures.sum(list.awards()) + list.teamTotal());
    assertThat(list.teamAwards()).as(why)
        .hasSize(Math.min(c.teams.size(), r.teamScoring().prizes().places()));

    // One warning per run of shared ranks.
    long runs = c.standings.values().stream()
        .mapToLong(s -> java.util.stream.IntStream.range(0, s.rows().size())
            .filter(i -> s.rows().get(i).sharedRank()
                && (i == 0 || s.rows().get(i - 1).rank() != s.rows().get(i).rank()))
            .count())
        .sum();
    assertThat(list.warnings()).as(why).hasSize((int) runs);
  }

  /** Places 1…k once each, ranks rising: no place is paid twice and the list follows the standings. */
  private static void checkOrder(String why, List<Award> won) {
    Set<String> players = new HashSet<>();
    for (int i = 0; i < won.size(); i++) {
      Award a = won.get(i);
      assertThat(players.add(a.playerId())).as(why + " twice in a list: " + a.playerId()).isTrue();
      if (a.kind() == Award.Kind.EXTRA_LIST) {
        assertThat(a.place()).as(why).isEqualTo(i + 1);
      }
      if (i > 0) {
        assertThat(a.rank()).as(why).isGreaterThan(won.get(i - 1).rank());
        assertThat(a.place()).as(why).isGreaterThan(won.get(i - 1).place());
      }
    }
  }

  private static Set<String> moneyHolders(List<Award> awards) {
    Set<String> holders = new HashSet<>();
    awards.stream().filter(Award::paysMoney).forEach(a -> holders.add(a.playerId()));
    return holders;
  }
}
