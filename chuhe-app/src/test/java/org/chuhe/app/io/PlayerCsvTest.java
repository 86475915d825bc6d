package org.chuhe.app.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.LocalDate;
import org.chuhe.app.presets.Presets;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What a registration list refuses beyond bad cells of a known kind: bad text, bad years, lists far too long. */
class PlayerCsvTest {
  private static final Regulations XIAOYI = Presets.get("xiaoyi-2019");

  @Test
  void everyCellIsGoodTextOrTheRowIsRefusedNamingIt() {
    String csv = "name,unit,phone\n王伟,\"楚汉\n堂\",138\n李\u0007四,,\n张\uD800三,,\n";
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> PlayerCsv.read("报名表.csv", csv, XIAOYI));
    InputMutations.assertClear(e, "报名表.csv", csv);
    assertThat(e.problems()).extracting(p -> p.where()).containsExactly("报名表.csv:2 unit", "报名表.csv:4 name",
        "报名表.csv:5 name", "报名表.csv");
    assertThat(e.getMessage()).contains("line break", "U+0007", "lone surrogate U+D800", "no player was imported");
  }

  @ParameterizedTest
  @ValueSource(strings = {"-1-01-01", "0000-01-01", "20050-01-01", "05-03-01", "2005-02-30"})
  void aBirthDateNeedsAFourDigitYearAndARealDay(String date) {
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> PlayerCsv.read("l.csv", "name,birthDate\n王伟," + date + "\n", XIAOYI));
    assertThat(e.getMessage()).contains("l.csv:2 birthDate: 不是有效的日期");
    assertThat(PlayerCsv.read("l.csv", "name,birthDate\n王伟,2005/3/1\n", XIAOYI).get(0).player().birthDate())
        .isEqualTo(LocalDate.of(2005, 3, 1));
  }

  @Test
  void aListWrongThroughoutListsAHundredProblemsAndCountsTheRest() {
    String csv = "name,gender\n" + "王伟,x\n".repeat(300);
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> PlayerCsv.read("l.csv", csv, XIAOYI));
    assertThat(e.problems()).hasSize(ProblemList.MAX_LISTED + 2);
    assertThat(e.problems().get(ProblemList.MAX_LISTED).line()).isEqualTo("l.csv: 另有 200 处错误未列出 / 200 more "
        + "problems not listed");
    assertThat(e.problems().get(ProblemList.MAX_LISTED + 1).en()).isEqualTo("there are errors: no player was "
        + "imported");
  }

  @Test
  void aListOfMoreThanAHundredThousandPlayersIsRefused() {
    String csv = "name\n" + "王伟\n".repeat(PlayerCsv.MAX_PLAYERS + 1);
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> PlayerCsv.read("l.csv", csv, XIAOYI));
    assertThat(e.getMessage()).contains("l.csv: ", "at most 100,000");
  }
}
