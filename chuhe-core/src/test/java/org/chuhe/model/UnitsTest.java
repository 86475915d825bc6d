package org.chuhe.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** 个人 is no unit: the spellings arbiters use for an individual entrant, and how unit fields are compared. */
class UnitsTest {

  @Test
  void individualEntrantsAndBlankFieldsAreInNoUnit() {
    for (String spelling : new String[] {null, "", "  ", "\u3000", "个人", " 个人 ", "个人报名", "个人参赛", "以个人名义",
        "自由人", "自由棋手", "无", "无单位", "暂无", "（个人）", "(个人)", "【个人】", "-", "--", "—", "——", "－", "/", "／",
        "\\", "…", "...", "·", "*", "Individual", "INDEPENDENT", "none", "N/A", "n/a", "null"}) {
      assertThat(Units.isIndividual(spelling)).as("[%s]", spelling).isTrue();
      assertThat(Units.key(spelling)).as("[%s]", spelling).isNull();
      assertThat(Units.same(spelling, spelling)).as("[%s]", spelling).isFalse();
    }
  }

  @Test
  void realUnitsAreUnitsAndCompareByTheirNormalisedText() {
    for (String unit : new String[] {"福州队", "楚汉堂象棋俱乐部", "个人赛队", "无锡队", "U0001", "Team-A", "厦和棋院/一队"}) {
      assertThat(Units.isIndividual(unit)).as(unit).isFalse();
      assertThat(Units.same(unit, unit)).as(unit).isTrue();
    }
    assertThat(Units.same("福州队", " 福州队 ")).isTrue();
    assertThat(Units.same("厦门１队", "厦门1队")).isTrue(); // full-width digit
    assertThat(Units.same("Team  A", "Team A")).isTrue();
    assertThat(Units.same("福州队", "厦门队")).isFalse();
    assertThat(Units.same("福州队", null)).isFalse();
    assertThat(Units.key(" 福州队\u3000")).isEqualTo("福州队");
  }
}
