package org.chuhe.awards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.chuhe.awards.Fixtures.byDivision;
import static org.chuhe.awards.Fixtures.division;
import static org.chuhe.awards.Fixtures.field;
import static org.chuhe.awards.Fixtures.regulations;
import static org.chuhe.awards.Fixtures.standings;
import static org.chuhe.awards.Fixtures.tournament;

import java.util.List;
import org.chuhe.model.Player;
import org.chuhe.regulations.LuckyPrize;
import org.chuhe.regulations.PrizeTable;
import org.chuhe.regulations.Regulations;
import org.junit.jupiter.api.Test;

/** R17, seed 003 §十.4: 逢成绩名次尾数为8的棋手各奖100元. */
class LuckyPrizesTest {

  private static PrizeList compute(int players, LuckyPrize lucky, PrizeTable table, boolean cumulative) {
    Regulations r = regulations(List.of(division("open", "公开组", table, null)), null, null, List.of(lucky),
        cumulative, null, null);
    List<Player> field = field("open", players);
    return Awards.compute(tournament(r, field), byDivision(standings("open", field)), List.of());
  }

  @Test
  void ranks8And18And28InAFieldOf30() {
    PrizeList list = compute(30, Fixtures.seed003Lucky(), PrizeTable.NONE, true);
    assertThat(list.list("lucky")).extracting(Award::playerId).containsExactly("open8", "open18", "open28");
    assertThat(list.list("lucky")).extracting(Award::place).containsExactly(8, 18, 28);
    assertThat(list.list("lucky")).allSatisfy(a -> {
      assertThat(a.money()).isEqualTo(100);
      assertThat(a.kind()).isEqualTo(Award.Kind.LUCKY);
      assertThat(a.listName()).isEqualTo("幸运奖");
    });
    assertThat(list.totalOf("open").orElseThrow().luckyMoney()).isEqualTo(300);
  }

  @Test
  void asFarAsTheFieldGoes() {
    assertThat(compute(7, Fixtures.seed003Lucky(), PrizeTable.NONE, true).list("lucky")).isEmpty();
    assertThat(compute(8, Fixtures.seed003Lucky(), PrizeTable.NONE, true).list("lucky")).hasSize(1);
    assertThat(compute(38, Fixtures.seed003Lucky(), PrizeTable.NONE, true).list("lucky")).hasSize(4);
  }

  @Test
  void digitZeroMeansTens() {
    PrizeList list = compute(25, new LuckyPrize("lucky", "幸运奖", "open", 0, 50), PrizeTable.NONE, true);
    assertThat(list.list("lucky")).extracting(Award::place).containsExactly(10, 20);
  }

  @Test
  void cumulativeLuckyPrizeAddsToTheTablePrize() {
    PrizeList list = compute(30, Fixtures.seed003Lucky(), Fixtures.seed003Open(), true);
    assertThat(list.moneyOf("open8")).isEqualTo(500 + 100);
    assertThat(list.totalOf("open").orElseThrow().total()).isEqualTo(46_400 + 300);
  }

  @Test
  void notCumulativeLuckyPrizeOfAPrizeWinnerIsNotPassedOn() {
    // Ranks 8 and 18 hold table prizes; the lucky prize belongs to the rank, so nobody else takes it.
    PrizeList list = compute(30, Fixtures.seed003Lucky(), Fixtures.seed003Open(), false);
    assertThat(list.list("lucky")).extracting(Award::playerId).containsExactly("open28");
    assertThat(list.moneyOf("open8")).isEqualTo(500);
    assertThat(list.moneyOf("open9")).isEqualTo(500);
    assertThat(list.totalOf("open").orElseThrow().total()).isEqualTo(46_400 + 100);
  }

  @Test
  void aListWithoutDivisionDrawsFromTheOnlyDivision() {
    PrizeList list = compute(18, new LuckyPrize("lucky", null, null, 8, 100), PrizeTable.NONE, true);
    assertThat(list.list("lucky")).extracting(Award::division, Award::listName)
        .containsOnly(tuple("open", "lucky"));
    assertThat(list.list("lucky")).hasSize(2);
  }
}
