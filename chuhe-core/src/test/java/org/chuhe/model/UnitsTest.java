package org.chuhe.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** 个人 is no unit: the spellings arbiters use for an individual entrant, and how unit fields are compared. */
class UnitsTest {

  @Test
  void individualEntrantsAndBlankFieldsAreInNoUnit() {
    for (String spelling : new String[] {null, "", "  ", "\u3000", "个人", " 个人 ", "个人报名", "个人参赛", "以个人名义",
        "自由人", "自由棋手", "无", "无单位", "暂无", "（个人）", "(个人)", "【个人】", "-", "--", "—", "——", "－", "/", "／",
        "\\", "…", "...", "·", "*", "Individual", "INDEPENDENT", "none", "N/A", "n/a", "null",
        // the venue tryout's (issue 23), and their like
        "个 人", "个人赛", "散户", "自由", "待定", "暂定", "未定", "不详", "个人组", "散客", "社会人士", "TBD",
        // spaces of every kind inside, and characters that show nothing
        "个\u3000人", "个\u00A0人", " 个  人 ", "个\u200B人", "\uFEFF个人", "( 个 人 )", "（ 散 户 ）", "No  Unit"}) {
      assertThat(Units.isIndividual(spelling)).as("[%s]", spelling).isTrue();
      assertThat(Units.key(spelling)).as("[%s]", spelling).isNull();
      assertThat(Units.same(spelling, spelling)).as("[%s]", spelling).isFalse();
    }
  }

  @Test
  void realUnitsAreUnitsAndCompareByTheirNormalisedText() {
    for (String unit : new String[] {"福州队", "楚汉堂象棋俱乐部", "个人赛队", "无锡队", "U0001", "Team-A", "厦和棋院/一队",
        "自由人队", "待定队"}) {
      assertThat(Units.isIndividual(unit)).as(unit).isFalse();
      assertThat(Units.same(unit, unit)).as(unit).isTrue();
    }
    assertThat(Units.same("福州队", " 福州队 ")).isTrue();
    assertThat(Units.same("厦门１队", "厦门1队")).isTrue(); // full-width digit
    assertThat(Units.same("Team  A", "Team A")).isTrue();
    assertThat(Units.same("福州队", "厦门队")).isFalse();
    assertThat(Units.same("福州队", null)).isFalse();
    assertThat(Units.key(" 福州队\u3000")).isEqualTo("福州队");
    // spaces inside Chinese text mean nothing; between two Latin words one space is kept
    assertThat(Units.same("福州 队", "福州队")).isTrue();
    assertThat(Units.same("厦门 1 队", "厦门1队")).isTrue();
    assertThat(Units.same("厦门\u3000一队", "厦门一队")).isTrue();
    assertThat(Units.key("Team\u3000 A")).isEqualTo("Team A");
    assertThat(Units.key("U12 组")).isEqualTo("U12组");
    assertThat(Units.same("TeamA", "Team A")).isFalse();
  }

  @Test
  void theRegulationsAddSpellingsOfTheirOwn() {
    Units event = Units.alsoNoUnit(List.of("待分配", " 报名处 "));
    for (String spelling : new String[] {"待分配", "待 分配", "（待分配）", "报名处", "报 名 处", "个 人", "散户"}) {
      assertThat(event.noUnit(spelling)).as("[%s]", spelling).isTrue();
      assertThat(event.sameUnit(spelling, spelling)).as("[%s]", spelling).isFalse();
    }
    assertThat(event.keyOf("福州 队")).isEqualTo("福州队");
    assertThat(event.sameUnit("待分配队", "待分配队")).isTrue();
    // without the regulations, 待分配 is a unit like any other
    assertThat(Units.DEFAULT.noUnit("待分配")).isFalse();
    assertThat(Units.same("待分配", "待 分配")).isTrue();
    assertThat(Units.alsoNoUnit(List.of())).isEqualTo(Units.DEFAULT);
  }
}
