package org.chuhe.awards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.chuhe.awards.Fixtures.BEIJING;
import static org.chuhe.awards.Fixtures.SHANXI_TAIYUAN;
import static org.chuhe.awards.Fixtures.SHANXI_XIAOYI;
import static org.chuhe.awards.Fixtures.byDivision;
import static org.chuhe.awards.Fixtures.player;
import static org.chuhe.awards.Fixtures.standings;
import static org.chuhe.awards.Fixtures.tournament;

import java.time.LocalDate;
import java.util.List;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.chuhe.regulations.TitleRule;
import org.junit.jupiter.api.Test;

/**
 * R18, seed 003 §十.6–7: 山西赛区棋王 is the best Shanxi player; the best 3 Shanxi non-masters born 1959–2002 qualify
 * for the national final's open group, the best 2 born on or before 1958-12-31 for its seniors' group.
 */
class TitlesTest {

  private static Player p(int rank, Residence residence, LocalDate born, String grade) {
    return player("t" + rank, "open", residence).withBirthDate(born).withGrade(grade);
  }

  private static final List<Player> FIELD = List.of(
      p(1, BEIJING, LocalDate.of(1980, 5, 1), null), // not Shanxi
      p(2, SHANXI_TAIYUAN, LocalDate.of(1985, 1, 1), "棋协大师"), // best Shanxi: 棋王, but a master
      p(3, SHANXI_XIAOYI, LocalDate.of(1990, 3, 3), "一级棋士"), // open group 1
      p(4, SHANXI_TAIYUAN, LocalDate.of(1955, 7, 7), null), // seniors 1
      p(5, SHANXI_TAIYUAN, LocalDate.of(2004, 2, 2), null), // born after 2002: neither group
      p(6, SHANXI_TAIYUAN, LocalDate.of(1959, 1, 1), null), // open group 2 (first day of the range)
      p(7, SHANXI_XIAOYI, LocalDate.of(1958, 12, 31), null), // seniors 2 (last day of the range)
      p(8, SHANXI_TAIYUAN, null, null), // birth date unknown: neither group
      p(9, SHANXI_TAIYUAN, LocalDate.of(1970, 1, 1), "特级大师"), // a master
      p(10, SHANXI_TAIYUAN, LocalDate.of(2002, 12, 31), "二级棋士"), // open group 3 (last day of the range)
      p(11, SHANXI_TAIYUAN, LocalDate.of(1980, 1, 1), null), // open group, but the 4th
      p(12, SHANXI_TAIYUAN, LocalDate.of(1950, 1, 1), null)); // seniors, but the 3rd

  private static PrizeList compute(boolean cumulative) {
    return Awards.compute(tournament(Fixtures.seed003(cumulative), FIELD), byDivision(standings("open", FIELD)),
        List.of());
  }

  @Test
  void shanxiKingIsTheBestShanxiPlayerEvenAMaster() {
    assertThat(compute(true).title("king"))
        .extracting(TitleAward::playerId, TitleAward::name, TitleAward::kind, TitleAward::place, TitleAward::rank)
        .containsExactly(tuple("t2", "山西赛区棋王", TitleRule.Kind.TITLE, 1, 2));
  }

  @Test
  void openGroupQualifiersAreNonMastersBornFrom1959To2002() {
    assertThat(compute(true).title("final-open"))
        .extracting(TitleAward::playerId, TitleAward::place, TitleAward::kind)
        .containsExactly(tuple("t3", 1, TitleRule.Kind.QUALIFICATION), tuple("t6", 2, TitleRule.Kind.QUALIFICATION),
            tuple("t10", 3, TitleRule.Kind.QUALIFICATION));
  }

  @Test
  void seniorQualifiersAreBornOnOrBefore1958() {
    assertThat(compute(true).title("final-senior")).extracting(TitleAward::playerId, TitleAward::name)
        .containsExactly(tuple("t4", "全国总决赛老年组资格"), tuple("t7", "全国总决赛老年组资格"));
  }

  @Test
  void titlesDoNotDependOnWhetherPrizesAreCumulative() {
    assertThat(compute(false).titles()).isEqualTo(compute(true).titles());
  }

  @Test
  void fewerEligiblePlayersThanPlacesGiveFewerTitles() {
    List<Player> two = FIELD.subList(0, 4);
    PrizeList list = Awards.compute(tournament(Fixtures.seed003(true), two), byDivision(standings("open", two)),
        List.of());
    assertThat(list.title("final-open")).extracting(TitleAward::playerId).containsExactly("t3");
    assertThat(list.title("final-senior")).extracting(TitleAward::playerId).containsExactly("t4");
  }
}
