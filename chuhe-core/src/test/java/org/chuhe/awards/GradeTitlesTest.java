package org.chuhe.awards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.awards.Fixtures.byDivision;
import static org.chuhe.awards.Fixtures.division;
import static org.chuhe.awards.Fixtures.field;
import static org.chuhe.awards.Fixtures.regulations;
import static org.chuhe.awards.Fixtures.standings;
import static org.chuhe.awards.Fixtures.tournament;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.Player;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.GradeBand;
import org.chuhe.regulations.PrizeTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** R19: grade titles by rank bands (seed 003 §十.8) or thresholds (seed 001, note 3). */
class GradeTitlesTest {

  private static final PrizeList SEED_003 = seed003(120);

  private static PrizeList seed003(int players) {
    List<Player> field = field("open", players);
    return Awards.compute(tournament(Fixtures.seed003(true), field), byDivision(standings("open", field)),
        List.of());
  }

  @ParameterizedTest(name = "seed 003: rank {0} → {1}")
  @CsvSource({
      "1, 棋协大师", "3, 棋协大师", "4, 地方大师", "8, 地方大师", "9, 一级棋士", "16, 一级棋士", "17, 二级棋士",
      "32, 二级棋士", "33, 三级棋士", "56, 三级棋士", "57, 四级棋士", "72, 四级棋士", "73, 五级棋士", "100, 五级棋士",
      "101, 六级棋士", "120, 六级棋士"})
  void seed003Bands(int rank, String grade) {
    assertThat(SEED_003.gradeOf("open" + rank).orElseThrow())
        .isEqualTo(new GradeAward("open", "open" + rank, rank, grade));
  }

  @Test
  void seed003EveryPlayerGetsAGrade() {
    assertThat(SEED_003.grades()).hasSize(120);
  }

  /** Seed 001 note 3: 儿童甲、乙组第73名及以后 八级棋士; 儿童丙组第57至72名 八级棋士, 第73名及以后 九级棋士. */
  private static PrizeList seed001(int players) {
    DivisionRules childA = division("child-a", "儿童甲组", PrizeTable.NONE,
        List.of(new GradeBand(73, null, "八级棋士")));
    DivisionRules childC = division("child-c", "儿童丙组", PrizeTable.NONE,
        List.of(new GradeBand(57, 72, "八级棋士"), new GradeBand(73, null, "九级棋士")));
    List<Player> a = field("child-a", players);
    List<Player> c = field("child-c", players);
    List<Player> everyone = new ArrayList<>(a);
    everyone.addAll(c);
    return Awards.compute(tournament(regulations(childA, childC), everyone),
        byDivision(standings("child-a", a), standings("child-c", c)), List.of());
  }

  @ParameterizedTest(name = "seed 001 儿童丙组: rank {0} → {1}")
  @CsvSource({"1, ''", "56, ''", "57, 八级棋士", "72, 八级棋士", "73, 九级棋士", "90, 九级棋士"})
  void seed001ChildCThresholds(int rank, String grade) {
    PrizeList list = seed001(90);
    if (grade.isEmpty()) {
      assertThat(list.gradeOf("child-c" + rank)).isEmpty();
    } else {
      assertThat(list.gradeOf("child-c" + rank).orElseThrow().grade()).isEqualTo(grade);
    }
  }

  @Test
  void seed001ChildAThreshold() {
    PrizeList list = seed001(90);
    assertThat(list.gradeOf("child-a72")).isEmpty();
    assertThat(list.gradeOf("child-a73").orElseThrow().grade()).isEqualTo("八级棋士");
    assertThat(list.gradeOf("child-a90").orElseThrow().grade()).isEqualTo("八级棋士");
    assertThat(list.grades()).filteredOn(g -> g.division().equals("child-a")).hasSize(18);
    assertThat(list.grades()).filteredOn(g -> g.division().equals("child-c")).hasSize(90 - 56);
  }

  @Test
  void aSmallFieldNeverReachesTheThreshold() {
    assertThat(seed001(40).grades()).isEmpty();
  }
}
