package org.chuhe.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Result codes as documents, the command line and the database write them, and as arbiters type them. */
class ResultTest {
  @Test
  void everyCodeReadsBackAsItsResult() {
    for (Result r : Result.values()) {
      assertThat(Result.parse(r.code())).as(r.name()).contains(r);
    }
    assertThat(Result.codes(", ")).isEqualTo("1-0, 0-1, 1/2, +-, -+, --, late+-, late-+, late--");
  }

  @Test
  void lateResultsAreTypedAsAForfeitCodeAndLateOrInChinese() {
    assertThat(Result.parse("late+-")).contains(Result.RED_WIN_BY_LATENESS);
    assertThat(Result.parse("+-late")).contains(Result.RED_WIN_BY_LATENESS);
    assertThat(Result.parse("Late --")).contains(Result.DOUBLE_LATENESS);
    assertThat(Result.parse("L-+")).contains(Result.BLACK_WIN_BY_LATENESS);
    assertThat(Result.parse("+-L")).contains(Result.RED_WIN_BY_LATENESS);
    assertThat(Result.parse("-+ Late")).contains(Result.BLACK_WIN_BY_LATENESS);
    assertThat(Result.parse("−/+late")).contains(Result.BLACK_WIN_BY_LATENESS);
    assertThat(Result.parse("--l")).contains(Result.DOUBLE_LATENESS);
    assertThat(Result.parse("黑方迟到")).contains(Result.RED_WIN_BY_LATENESS);
    assertThat(Result.parse("红方迟到")).contains(Result.BLACK_WIN_BY_LATENESS);
    assertThat(Result.parse("双方迟到")).contains(Result.DOUBLE_LATENESS);
    assertThat(Result.parse("1-0late")).as("only a game not played is lost by lateness").isEmpty();
    assertThat(Result.parse("late")).isEmpty();
    assertThat(Result.parse("+-x")).isEmpty();
  }

  @Test
  void aLateResultIsNoForfeitAndWasNotPlayed() {
    assertThat(Result.RED_WIN_BY_LATENESS.isLate()).isTrue();
    assertThat(Result.RED_WIN_BY_LATENESS.isForfeit()).isFalse();
    assertThat(Result.RED_WIN_BY_FORFEIT.isLate()).isFalse();
    assertThat(Result.DOUBLE_LATENESS.played()).isFalse();
    assertThat(Result.lateBy(Colour.RED)).isEqualTo(Result.BLACK_WIN_BY_LATENESS);
    assertThat(Result.lateBy(Colour.BLACK)).isEqualTo(Result.RED_WIN_BY_LATENESS);
    assertThat(Result.lateBy(null)).isEqualTo(Result.DOUBLE_LATENESS);
    // Read without regulations, a late loss is a forfeit (rules digest §5).
    assertThat(Result.BLACK_WIN_BY_LATENESS.outcomeFor(Colour.RED)).isEqualTo(Outcome.FORFEIT_LOSS);
    assertThat(Result.BLACK_WIN_BY_LATENESS.outcomeFor(Colour.BLACK)).isEqualTo(Outcome.FORFEIT_WIN);
  }

  @Test
  void theChineseWayAndTheEnglishWay() {
    assertThat(Result.RED_WIN_BY_LATENESS.zh()).isEqualTo("黑方迟到");
    assertThat(Result.BLACK_WIN_BY_LATENESS.zh()).isEqualTo("红方迟到");
    assertThat(Result.DOUBLE_LATENESS.zh()).isEqualTo("双方迟到");
    assertThat(Result.RED_WIN_BY_FORFEIT.zh()).isEqualTo("黑方弃权");
    assertThat(Result.RED_WIN_BY_LATENESS.en()).isEqualTo("+/− late");
    assertThat(Result.DOUBLE_LATENESS.en()).isEqualTo("−/− late");
  }
}
