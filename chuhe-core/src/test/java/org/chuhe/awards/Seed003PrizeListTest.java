package org.chuhe.awards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.chuhe.awards.Fixtures.BEIJING;
import static org.chuhe.awards.Fixtures.SHANXI_TAIYUAN;
import static org.chuhe.awards.Fixtures.SHANXI_XIAOYI;
import static org.chuhe.awards.Fixtures.byDivision;
import static org.chuhe.awards.Fixtures.player;
import static org.chuhe.awards.Fixtures.standings;
import static org.chuhe.awards.Fixtures.sum;
import static org.chuhe.awards.Fixtures.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.chuhe.model.Player;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.Regulations;
import org.junit.jupiter.api.Test;

/**
 * Seed 003 §十 end to end on a hand-made open field of 40 players (o1 … o40 by rank):
 * 孝义 (and so also 山西) at ranks 2, 9, 20, 26, 27, 31, 33, 35, 38; 太原 (山西) at 5, 14, 25, 29, 30; the rest Beijing.
 * Shanxi players in standings order: 2, 5, 9, 14, 20, 25, 26, 27 | 29, 30, 31, 33, 35, 38.
 */
class Seed003PrizeListTest {

  private static final Set<Integer> XIAOYI = Set.of(2, 9, 20, 26, 27, 31, 33, 35, 38);
  private static final Set<Integer> TAIYUAN = Set.of(5, 14, 25, 29, 30);

  private static List<Player> field() {
    List<Player> players = new ArrayList<>();
    for (int rank = 1; rank <= 40; rank++) {
      players.add(player("o" + rank, "open",
          XIAOYI.contains(rank) ? SHANXI_XIAOYI : TAIYUAN.contains(rank) ? SHANXI_TAIYUAN : BEIJING));
    }
    return players;
  }

  private static PrizeList compute(boolean cumulative) {
    List<Player> field = field();
    return Awards.compute(tournament(Fixtures.seed003(cumulative), field), byDivision(standings("open", field)),
        List.of());
  }

  @Test
  void shanxiListFollowsTheOpenStandings() {
    // §十.2: 山西省户籍奖励前8名（按公开组成绩依次排列名次）: 3000, 2000, 1000, 500, 400, 300, 300, 300.
    assertThat(compute(true).list("shanxi"))
        .extracting(Award::playerId, Award::place, Award::rank, Award::money)
        .containsExactly(
            tuple("o2", 1, 2, 3000), tuple("o5", 2, 5, 2000), tuple("o9", 3, 9, 1000), tuple("o14", 4, 14, 500),
            tuple("o20", 5, 20, 400), tuple("o25", 6, 25, 300), tuple("o26", 7, 26, 300),
            tuple("o27", 8, 27, 300));
  }

  @Test
  void xiaoyiListFollowsTheOpenStandings() {
    // §十.3: 孝义市户籍奖励前8名: 1000, 800, 500, then 200 for places 4–8. The 9th Xiaoyi player (o38) gets nothing.
    assertThat(compute(true).list("xiaoyi"))
        .extracting(Award::playerId, Award::place, Award::money)
        .containsExactly(
            tuple("o2", 1, 1000), tuple("o9", 2, 800), tuple("o20", 3, 500), tuple("o26", 4, 200),
            tuple("o27", 5, 200), tuple("o31", 6, 200), tuple("o33", 7, 200), tuple("o35", 8, 200));
  }

  @Test
  void cumulativePrizesAreAllCollected() {
    // §十.5: 以上奖项可以重复领取. o2 is second in the open, first Shanxi and first Xiaoyi player.
    PrizeList list = compute(true);
    assertThat(list.awardsOf("o2")).extracting(Award::listId).containsExactly("open", "shanxi", "xiaoyi");
    assertThat(list.moneyOf("o2")).isEqualTo(10_000 + 3_000 + 1_000);
    // o38 is the 9th Xiaoyi player but ranks 38: a lucky prize only.
    assertThat(list.awardsOf("o38")).extracting(Award::listId).containsExactly("lucky");
  }

  @Test
  void cumulativeTotals() {
    // 46,400 (table) + 7,800 (Shanxi) + 3,300 (Xiaoyi) + 4×100 (lucky on 8, 18, 28, 38) = 57,900.
    PrizeList list = compute(true);
    DivisionTotal open = list.totalOf("open").orElseThrow();
    assertThat(open.tableMoney()).isEqualTo(46_400);
    assertThat(open.extraListMoney()).isEqualTo(7_800 + 3_300);
    assertThat(open.luckyMoney()).isEqualTo(400);
    assertThat(open.total()).isEqualTo(57_900);
    assertThat(list.grandTotal()).isEqualTo(57_900).isEqualTo(sum(list.awards()));
  }

  @Test
  void notCumulativeSkipsPlayersHoldingMoneyAndTheNextMoveUp() {
    // Without §十.5 a player holding an open prize (ranks 1–24) is passed over in the Shanxi list: o2, o5, o9, o14
    // and o20 are skipped, and the 9th Shanxi player (o29) moves up to place 4.
    PrizeList list = compute(false);
    assertThat(list.list("shanxi"))
        .extracting(Award::playerId, Award::place, Award::money)
        .containsExactly(
            tuple("o25", 1, 3000), tuple("o26", 2, 2000), tuple("o27", 3, 1000), tuple("o29", 4, 500),
            tuple("o30", 5, 400), tuple("o31", 6, 300), tuple("o33", 7, 300), tuple("o35", 8, 300));
    // The Xiaoyi list comes after the Shanxi list: only o38 holds no money yet.
    assertThat(list.list("xiaoyi")).extracting(Award::playerId, Award::place, Award::money)
        .containsExactly(tuple("o38", 1, 1000));
    // Lucky prizes come last: o8 and o18 hold open prizes, o38 the Xiaoyi prize; o28 holds nothing.
    assertThat(list.list("lucky")).extracting(Award::playerId).containsExactly("o28");
    assertThat(list.awardsOf("o2")).extracting(Award::listId).containsExactly("open");
    // 46,400 + 7,800 + 1,000 + 100
    assertThat(list.grandTotal()).isEqualTo(55_300);
  }

  @Test
  void notCumulativeMeansAtMostOneMoneyPrizePerPlayer() {
    Map<String, Long> prizesPerPlayer = compute(false).awards().stream()
        .filter(Award::paysMoney)
        .collect(Collectors.groupingBy(Award::playerId, Collectors.counting()));
    assertThat(prizesPerPlayer).allSatisfy((player, count) -> assertThat(count).as(player).isEqualTo(1));
  }

  @Test
  void aPrizeWithoutMoneyDoesNotBlockALaterOne() {
    // A certificate-only place in the division table is no prize money, so its holder may still take a Shanxi prize.
    DivisionRules open = new DivisionRules("open", "公开组", null, null, null, null, null,
        Fixtures.table(Fixtures.band(1, 1, 1000), Fixtures.band(2, 2, 0, false, true)), null);
    Regulations r =
        Fixtures.regulations(List.of(open), null, List.of(Fixtures.seed003Shanxi()), null, false, null, null);
    List<Player> field = field().subList(0, 10);
    PrizeList list = Awards.compute(tournament(r, field), byDivision(standings("open", field)), List.of());
    assertThat(list.awardsOf("o2")).extracting(Award::listId, Award::money)
        .containsExactly(tuple("open", 0), tuple("shanxi", 3000));
  }

  @Test
  void awardsAreListedDivisionTableFirstThenExtraListsThenLucky() {
    List<String> order = compute(true).awards().stream().map(Award::listId).distinct().toList();
    assertThat(order).containsExactly("open", "shanxi", "xiaoyi", "lucky");
  }

  @Test
  void gradesAndTitlesComeWithTheSameList() {
    PrizeList list = compute(true);
    assertThat(list.grades()).hasSize(40);
    assertThat(list.title("king")).extracting(TitleAward::playerId).containsExactly("o2");
    Function<String, String> grade = id -> list.gradeOf(id).orElseThrow().grade();
    assertThat(grade.apply("o1")).isEqualTo("棋协大师");
    assertThat(grade.apply("o40")).isEqualTo("三级棋士");
  }
}
