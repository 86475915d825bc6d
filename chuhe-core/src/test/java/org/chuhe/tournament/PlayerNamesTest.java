package org.chuhe.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Player;
import org.chuhe.model.Unit;
import org.chuhe.model.UnitKind;
import org.chuhe.regulations.Regulations;
import org.junit.jupiter.api.Test;

/** A player as arbiters write him in what a person reads (issue 23): 12号 王芳（厦门）, never by his id. */
class PlayerNamesTest {
  private static final Regulations REGS = new Regulations("t", "t", null, null, 5, null, null, null, null, null, null,
      null, null, null, null, null, null, null, null, null, null, null, null, null);

  private static Player player(String id, String name, String unit, Integer number) {
    return new Player(id, name, "open", unit, null, null, null, null, null, number, true, true, null, null);
  }

  private static final Tournament T = new Tournament("t", "t", REGS, List.of(new Unit("u7", "厦门", UnitKind.TEAM)),
      List.of(player("p39", "王芳", "u7", 12), player("p40", "李娜", "福州二中", 3), player("p41", "陈静", "个人", 5),
          player("p42", "张敏", null, null)), null, null, null, null, null);

  @Test
  void numberNameAndUnitAsArbitersWriteThem() {
    assertThat(T.nameZh("p39")).isEqualTo("12号 王芳（厦门）");
    assertThat(T.nameEn("p39")).isEqualTo("No. 12 王芳 (厦门)");
    assertThat(T.nameZh("p40")).as("a unit written out, not one of the units'").isEqualTo("3号 李娜（福州二中）");
    assertThat(T.nameZh("p41")).as("an individual entrant has no unit").isEqualTo("5号 陈静");
    assertThat(T.nameZh("p42")).as("before the draw, no number").isEqualTo("张敏");
    assertThat(T.nameEn("p42")).isEqualTo("张敏");
    assertThat(T.nameZh("p99")).as("an id the event does not know stays as it was given").isEqualTo("p99");
  }

  @Test
  void aManualChangeNamesItsPlayersByTheNamerItIsGiven() {
    ManualChange pair = new ManualChange.ForcePair("p39", "p40", Colour.RED, "同队回避");
    assertThat(pair.describeZh(T::nameZh)).isEqualTo("指定 12号 王芳（厦门） 对 3号 李娜（福州二中），12号 王芳（厦门） 执红（同队回避）");
    assertThat(pair.describeEn(T::nameEn))
        .isEqualTo("force No. 12 王芳 (厦门) v No. 3 李娜 (福州二中), No. 12 王芳 (厦门) red (同队回避)");
    assertThat(new ManualChange.Swap("p39", "p41", "迟到").describeZh(T::nameZh))
        .isEqualTo("对调 12号 王芳（厦门） 与 5号 陈静（迟到）");
    assertThat(new ManualChange.ForceBye("p42", "伤病").describeEn(T::nameEn)).isEqualTo("force a bye for 张敏 (伤病)");
    assertThat(pair.describeZh()).as("the log's details keep ids").isEqualTo("指定 p39 对 p40，p39 执红（同队回避）");
  }
}
