package org.chuhe.app.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.FoulPolicy;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.PlayerFilter;
import org.chuhe.regulations.ScheduledRound;
import org.chuhe.regulations.TieBreakRules;
import org.chuhe.regulations.UnitAvoidance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MappersTest {

  @ParameterizedTest
  @ValueSource(strings = {"ALL_ROUNDS", "all_rounds", "allRounds", "all-rounds", "All Rounds", "ALLROUNDS"})
  void enumsAreReadInEverySpelling(String spelling) throws Exception {
    assertThat(Mappers.yaml().readValue("\"" + spelling + "\"", UnitAvoidance.class))
        .isEqualTo(UnitAvoidance.ALL_ROUNDS);
    assertThat(Mappers.json().readValue("\"" + spelling + "\"", UnitAvoidance.class))
        .isEqualTo(UnitAvoidance.ALL_ROUNDS);
  }

  @ParameterizedTest
  @ValueSource(strings = {"OFF", "off", "Off", "\"OFF\""})
  void aPlainOffInYamlIsTheEnumsOffNotABoolean(String spelling) throws Exception {
    // YAML 1.1 reads a plain OFF as false; the word written still names UnitAvoidance.OFF.
    assertThat(Mappers.yaml().readValue(spelling, UnitAvoidance.class)).isEqualTo(UnitAvoidance.OFF);
    assertThatThrownBy(() -> Mappers.yaml().readValue("on", UnitAvoidance.class)).isNotNull();
    assertThatThrownBy(() -> Mappers.json().readValue("false", UnitAvoidance.class)).isNotNull();
  }

  @ParameterizedTest
  @ValueSource(strings = {"opponentScore", "OPPONENT_SCORE", "opponent-score", "opponent_score", "OpponentScore"})
  void criteriaAreReadByKeyOrName(String spelling) throws Exception {
    assertThat(Mappers.yaml().readValue(spelling, Criterion.class)).isEqualTo(Criterion.OPPONENT_SCORE);
  }

  @Test
  void criteriaAreWrittenByKey() throws Exception {
    TieBreakRules rules = new TieBreakRules(List.of(Criterion.OPPONENT_SCORE, Criterion.DROP_LAST_ROUNDS), null,
        null, null, null);
    String json = Mappers.json().writeValueAsString(rules);
    assertThat(json).contains("\"opponentScore\"", "\"dropLastRounds\"").doesNotContain("OPPONENT_SCORE");
    assertThat(Mappers.json().readValue(json, TieBreakRules.class)).isEqualTo(rules);
  }

  @Test
  void otherEnumsAreWrittenByName() throws Exception {
    assertThat(Mappers.json().writeValueAsString(UnitAvoidance.ALL_ROUNDS)).isEqualTo("\"ALL_ROUNDS\"");
  }

  @Test
  void anUnknownEnumValueIsAnInvalidFormat() {
    assertThatThrownBy(() -> Mappers.yaml().readValue("xyz", UnitAvoidance.class))
        .isInstanceOf(InvalidFormatException.class);
  }

  @Test
  void anEnumIsNotReadFromItsOrdinal() {
    assertThatThrownBy(() -> Mappers.json().readValue("1", UnitAvoidance.class))
        .isInstanceOf(MismatchedInputException.class);
  }

  @Test
  void datesAreIsoStrings() throws Exception {
    PlayerFilter filter = new PlayerFilter(null, LocalDate.of(2002, 1, 1), null, null, null, null, null, null, null);
    String json = Mappers.json().writeValueAsString(filter);
    assertThat(json).contains("\"bornOnOrAfter\" : \"2002-01-01\"");
    assertThat(Mappers.json().readValue(json, PlayerFilter.class)).isEqualTo(filter);

    ScheduledRound round = Mappers.yaml().readValue("{round: 1, start: 2019-10-05T08:30}", ScheduledRound.class);
    assertThat(round.start()).isEqualTo(LocalDateTime.of(2019, 10, 5, 8, 30));
    assertThat(Mappers.json().writeValueAsString(round)).contains("\"2019-10-05T08:30:00\"");
  }

  @Test
  void nullFieldsAreLeftOutAndJsonIsPretty() throws Exception {
    String json = Mappers.json().writeValueAsString(new FoulPolicy(3, null, null));
    assertThat(json).doesNotContain("illegalMoveLostAt").contains("\n");
  }

  @Test
  void anUnknownFieldIsAnError() {
    assertThatThrownBy(() -> Mappers.yaml().readValue("gameLostAtFoul: 2\nilegalMoveLostAt: 1\n", FoulPolicy.class))
        .isInstanceOf(UnrecognizedPropertyException.class);
  }

  @Test
  void aFractionIsNotReadAsAWholeNumber() {
    assertThatThrownBy(() -> Mappers.json().readValue("{\"gameLostAtFoul\": 2.5}", FoulPolicy.class))
        .isInstanceOf(MismatchedInputException.class);
  }

  @Test
  void aNumberIsNotGuessedFromText() {
    assertThatThrownBy(() -> Mappers.yaml().readValue("gameLostAtFoul: '2'\n", FoulPolicy.class))
        .isInstanceOf(MismatchedInputException.class);
  }

  @Test
  void recordsAreBuiltThroughTheirConstructorSoDefaultsApply() throws Exception {
    ForfeitPolicy forfeits = Mappers.yaml().readValue("lateMinutes: 15\n", ForfeitPolicy.class);
    assertThat(forfeits).isEqualTo(new ForfeitPolicy(15, 0, 0));
    // 0, as files written before fouls had a kind may say, is no limit, as a limit left out is
    FoulPolicy fouls = Mappers.yaml().readValue("illegalMoveLostAt: 1\ngameLostAtFoul: 0\n", FoulPolicy.class);
    assertThat(fouls).isEqualTo(new FoulPolicy(null, 1, null));
  }
}
