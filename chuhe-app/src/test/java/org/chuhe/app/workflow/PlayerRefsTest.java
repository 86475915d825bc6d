package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;

/** Players named by id, pairing number or name, in one division or several. */
class PlayerRefsTest {
  /** fujian-women-2018 has two divisions, adult and youth; numbers 1–3 in each, two players called 王芳. */
  private static final Tournament T = new Tournament("t", "测试", Presets.get("fujian-women-2018"), List.of(),
      List.of(player("p1", "王芳", "adult", "福州", 1), player("p2", "李娜", "adult", "厦门", 2),
          player("p3", "张敏", "adult", "福州", 3), player("p4", "王芳", "youth", "泉州", 1),
          player("p5", "陈静", "youth", "厦门", 2), player("p6", "杨丽", "youth", null, null),
          player("3", "数字编号", "youth", null, 3)),
      List.of(), List.of(), List.of(), List.of(), null);

  private static Player player(String id, String name, String division, String unit, Integer number) {
    return Player.of(id, name, division, unit).withNumber(number);
  }

  @Test
  void anIdANumberInADivisionOrAUniqueNameNamesThePlayer() {
    assertThat(PlayerRefs.resolve(T, "p2", null).id()).isEqualTo("p2");
    assertThat(PlayerRefs.resolve(T, " 李娜 ", null).id()).isEqualTo("p2");
    assertThat(PlayerRefs.resolve(T, "2", "adult").id()).isEqualTo("p2");
    assertThat(PlayerRefs.resolve(T, "#2", "女子少儿组").id()).isEqualTo("p5"); // the division by its name
    assertThat(PlayerRefs.resolve(T, "2号", "youth").id()).isEqualTo("p5");
    assertThat(PlayerRefs.ids(T, List.of("张敏", "p2", "1", "张敏"), "adult")).containsExactly("p3", "p2", "p1", "p3");
  }

  @Test
  void aNameOrNumberThatFitsSeveralPlayersListsThemAll() {
    assertThatThrownBy(() -> PlayerRefs.resolve(T, "王芳", null)).isInstanceOf(ProblemException.class)
        .hasMessageContaining("“王芳”可指 2 名棋手")
        .hasMessageContaining("p1 (no. 1) 王芳, 福州, Women, adult; p4 (no. 1) 王芳, 泉州, Women, youth")
        .hasMessageContaining("name the player by id (such as p1) or name the division");
    // Numbers repeat across divisions: without one, a number means every division's player of that number.
    assertThatThrownBy(() -> PlayerRefs.resolve(T, "2", null)).hasMessageContaining("could be any of 2 players")
        .hasMessageContaining("p2 (no. 2) 李娜").hasMessageContaining("p5 (no. 2) 陈静");
    assertThat(PlayerRefs.resolve(T, "王芳", "youth").id()).isEqualTo("p4");
    // An id that is also another player's number is both: refused, and #3 or id:3 say which.
    assertThatThrownBy(() -> PlayerRefs.resolve(T, "3", null)).hasMessageContaining("p3 (no. 3) 张敏")
        .hasMessageContaining("3 (no. 3) 数字编号");
    assertThat(PlayerRefs.resolve(T, "#3", "adult").id()).isEqualTo("p3");
    assertThat(PlayerRefs.resolve(T, "id:3", null).id()).isEqualTo("3");
  }

  @Test
  void everyReferenceThatNamesNoOneIsReportedAtOnce() {
    assertThatThrownBy(() -> PlayerRefs.ids(T, List.of("王", "p9", "p1", "9"), "youth"))
        .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.problems()).extracting(p -> p.where())
            .containsExactly("王", "p9", "p1", "9"))
        .hasMessageContaining("no such player in Women, youth: 王; names containing it: p4 (no. 1) 王芳, 泉州")
        .hasMessageContaining("no such player in Women, youth: p9")
        .hasMessageContaining("p1 is p1 (no. 1) 王芳, 福州, Women, adult, not in Women, youth")
        .hasMessageContaining("no such player in Women, youth: 9");
    assertThatThrownBy(() -> PlayerRefs.resolve(T, "p1", "juniors")).hasMessageContaining("no division \"juniors\"");
  }

  @Test
  void aPlayerIsDescribedByIdNumberNameUnitAndDivision() {
    Player p = T.player("p6").orElseThrow();
    assertThat(PlayerRefs.describeZh(T, p)).isEqualTo("p6（未编号）杨丽，女子少儿组");
    assertThat(PlayerRefs.describeEn(T, T.player("p1").orElseThrow())).isEqualTo("p1 (no. 1) 王芳, 福州, Women, adult");
  }
}
