package org.chuhe.awards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.chuhe.awards.Fixtures.band;
import static org.chuhe.awards.Fixtures.byDivision;
import static org.chuhe.awards.Fixtures.division;
import static org.chuhe.awards.Fixtures.field;
import static org.chuhe.awards.Fixtures.regulations;
import static org.chuhe.awards.Fixtures.row;
import static org.chuhe.awards.Fixtures.standings;
import static org.chuhe.awards.Fixtures.sum;
import static org.chuhe.awards.Fixtures.table;
import static org.chuhe.awards.Fixtures.tournament;

import java.util.List;
import org.chuhe.model.Player;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.Regulations;
import org.chuhe.standings.DivisionStandings;
import org.junit.jupiter.api.Test;

/** R16: a division's prize table, paid by place, only for places actually taken. */
class DivisionPrizesTest {

  private static PrizeList open(int players) {
    Regulations r = regulations(division("open", "公开组", Fixtures.seed003Open(), null));
    List<Player> field = field("open", players);
    return Awards.compute(tournament(r, field), byDivision(standings("open", field)), List.of());
  }

  @Test
  void seed003OpenTablePays46400ForAFullField() {
    // 20000+10000+5000+3000+2000+1000 + 4×500 + 6×300 + 8×200 = 46,400
    PrizeList list = open(24);
    assertThat(list.list("open")).hasSize(24);
    assertThat(list.totalOf("open").orElseThrow().tableMoney()).isEqualTo(46_400);
    assertThat(list.grandTotal()).isEqualTo(46_400);
    assertThat(Fixtures.seed003Open().total()).isEqualTo(46_400);
  }

  @Test
  void seed003PlacesAfterTheTableGetNothing() {
    PrizeList list = open(30);
    assertThat(list.list("open")).hasSize(24);
    assertThat(list.totalOf("open").orElseThrow().total()).isEqualTo(46_400);
    assertThat(list.awardsOf("open1")).singleElement().extracting(Award::money).isEqualTo(20_000);
    assertThat(list.awardsOf("open7")).singleElement().extracting(Award::money).isEqualTo(500);
    assertThat(list.awardsOf("open16")).singleElement().extracting(Award::money).isEqualTo(300);
    assertThat(list.awardsOf("open24")).singleElement().extracting(Award::money).isEqualTo(200);
    assertThat(list.awardsOf("open25")).isEmpty();
  }

  @Test
  void aSmallFieldIsPaidOnlyForThePlacesItTakes() {
    // 10 players: places 1–10 only, 20000+10000+5000+3000+2000+1000+4×500 = 43,000, not the table's 46,400.
    PrizeList list = open(10);
    assertThat(list.list("open")).hasSize(10).extracting(Award::place)
        .containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    assertThat(list.grandTotal()).isEqualTo(43_000);
  }

  @Test
  void anEmptyDivisionPaysNothingButIsListed() {
    PrizeList list = open(0);
    assertThat(list.awards()).isEmpty();
    assertThat(list.divisionTotals()).containsExactly(new DivisionTotal("open", 0, 0, 0));
  }

  @Test
  void seed004AdultAndYouthTotalsComeOutExactly() {
    // Seed 004 §六: 奖金总计35500元 = 成年组30500元 + 少儿组5000元.
    Regulations r = Fixtures.seed004();
    List<Player> adults = field("adult", 40);
    List<Player> youth = field("youth", 12);
    List<Player> everyone = new java.util.ArrayList<>(adults);
    everyone.addAll(youth);
    PrizeList list = Awards.compute(tournament(r, everyone),
        byDivision(standings("adult", adults), standings("youth", youth)), List.of());

    assertThat(list.totalOf("adult").orElseThrow().total()).isEqualTo(30_500);
    assertThat(list.totalOf("youth").orElseThrow().total()).isEqualTo(5_000);
    assertThat(list.grandTotal()).isEqualTo(35_500);
    assertThat(list.list("adult")).hasSize(24);
    assertThat(list.list("youth")).hasSize(12);
    assertThat(list.divisionTotals()).extracting(DivisionTotal::division).containsExactly("adult", "youth");
  }

  @Test
  void seed004SmallYouthField() {
    // 5 children: 1000+800+600+500+400 = 3,300.
    Regulations r = Fixtures.seed004();
    List<Player> youth = field("youth", 5);
    PrizeList list = Awards.compute(tournament(r, youth), byDivision(standings("youth", youth)), List.of());
    assertThat(list.totalOf("youth").orElseThrow().total()).isEqualTo(3_300);
    assertThat(list.totalOf("adult")).isEmpty();
  }

  @Test
  void seed000TrophiesAndCertificates() {
    // Seed 000 §十.㈠: 前三名颁发奖杯、成绩证书和奖金，第四至八名颁发成绩证书和奖金.
    Regulations r = regulations(division("adult", "女子成年组",
        table(band(1, 1, 5000, true, true), band(2, 2, 3000, true, true), band(3, 3, 2000, true, true),
            band(4, 4, 1200, false, true), band(5, 5, 800, false, true), band(6, 6, 500, false, true),
            band(7, 8, 300, false, true)),
        null));
    List<Player> field = field("adult", 12);
    PrizeList list = Awards.compute(tournament(r, field), byDivision(standings("adult", field)), List.of());
    assertThat(list.list("adult")).hasSize(8);
    assertThat(list.list("adult")).extracting(Award::trophy)
        .containsExactly(true, true, true, false, false, false, false, false);
    assertThat(list.list("adult")).allMatch(Award::certificate);
    assertThat(list.grandTotal()).isEqualTo(5000 + 3000 + 2000 + 1200 + 800 + 500 + 300 + 300);
  }

  @Test
  void sharedRankStillPaysByPositionAndWarns() {
    Regulations r = regulations(division("open", "公开组", Fixtures.seed003Open(), null));
    List<Player> p = field("open", 5);
    DivisionStandings s = new DivisionStandings("open", 11, List.of(),
        List.of(row(1, false, p.get(0)), row(2, true, p.get(1)), row(2, true, p.get(2)), row(4, false, p.get(3)),
            row(5, false, p.get(4))),
        (st, a, b) -> null);
    PrizeList list = Awards.compute(tournament(r, p), byDivision(s), List.of());

    assertThat(list.list("open")).extracting(Award::playerId, Award::place, Award::money).containsExactly(
        tuple("open1", 1, 20_000),
        tuple("open2", 2, 10_000),
        tuple("open3", 3, 5_000),
        tuple("open4", 4, 3_000),
        tuple("open5", 5, 2_000));
    assertThat(list.warnings()).singleElement().satisfies(w -> {
      assertThat(w.where()).isEqualTo("open");
      assertThat(w.zh()).contains("第2–3名", "抽签", "棋手open2", "棋手open3");
      assertThat(w.en()).contains("ranks 2–3", "draw of lots");
    });
  }

  @Test
  void noWarningWithoutTies() {
    assertThat(open(30).warnings()).isEmpty();
  }

  @Test
  void twoSeparateTiesGiveTwoWarnings() {
    Regulations r = regulations(division("open", "公开组", Fixtures.seed003Open(), null));
    List<Player> p = field("open", 6);
    DivisionStandings s = new DivisionStandings("open", 11, List.of(),
        List.of(row(1, true, p.get(0)), row(1, true, p.get(1)), row(3, false, p.get(2)), row(4, true, p.get(3)),
            row(4, true, p.get(4)), row(4, true, p.get(5))),
        (st, a, b) -> null);
    PrizeList list = Awards.compute(tournament(r, p), byDivision(s), List.of());
    assertThat(list.warnings()).extracting(Problem::en)
        .anySatisfy(en -> assertThat(en).startsWith("ranks 1–2 "))
        .anySatisfy(en -> assertThat(en).startsWith("ranks 4–6 "))
        .hasSize(2);
    assertThat(sum(list.awards())).isEqualTo(20_000 + 10_000 + 5_000 + 3_000 + 2_000 + 1_000);
  }
}
