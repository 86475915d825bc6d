package org.chuhe.app.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.chuhe.app.presets.Presets;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.UnitAvoidance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class RegulationsReaderTest {

  private static List<Problem> problemsOf(String fileName, String yaml) {
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> RegulationsReader.readYaml(fileName, yaml));
    assertThat(e).as("reading %s should fail", fileName).isNotNull();
    return e.problems();
  }

  private static Problem onlyProblemOf(String yaml) {
    List<Problem> problems = problemsOf("r.yaml", yaml);
    assertThat(problems).hasSize(1);
    return problems.get(0);
  }

  @Test
  void readsAMinimalFileWithDefaults() {
    Regulations r = RegulationsReader.readYaml("r.yaml", "id: club\nname: 俱乐部月赛\nrounds: 5\n");
    assertThat(r.rounds()).isEqualTo(5);
    assertThat(r.tieBreaks().chain()).containsExactly(Criterion.OPPONENT_SCORE, Criterion.WINS, Criterion.FOULS,
        Criterion.BLACK_GAMES, Criterion.REVERSE_ROUND_COMPARISON, Criterion.LOTS);
    assertThat(r.divisions()).extracting(d -> d.id()).containsExactly("open");
  }

  @Test
  void readsEnumsInTheSpellingsArbitersType() {
    Regulations r = RegulationsReader.readYaml("r.yaml",
        "id: a\nunitAvoidance: all-rounds\ntieBreaks:\n  chain: [opponent-score, WINS, dropLastRounds, lots]\n");
    assertThat(r.unitAvoidance()).isEqualTo(UnitAvoidance.ALL_ROUNDS);
    assertThat(r.tieBreaks().chain()).containsExactly(Criterion.OPPONENT_SCORE, Criterion.WINS,
        Criterion.DROP_LAST_ROUNDS, Criterion.LOTS);
  }

  @Test
  void malformedYamlNamesFileLineAndColumn() {
    Problem p = onlyProblemOf("id: a\nrounds: 7: 8\n");
    assertThat(p.where()).isEqualTo("r.yaml:2:10");
    assertThat(p.zh()).startsWith("YAML 格式错误").contains("缩进");
    assertThat(p.en()).isEqualTo("malformed YAML: mapping values are not allowed here");
  }

  @Test
  void aTabIndentIsExplained() {
    Problem p = onlyProblemOf("id: a\n\trounds: 7\n");
    assertThat(p.where()).startsWith("r.yaml:");
    assertThat(p.zh()).contains("制表符");
  }

  @Test
  void anUnknownFieldIsNamedWithItsPath() {
    String yaml = """
        id: a
        divisions:
          - id: open
            name: 公开组
            rounds2: 7
        """;
    Problem p = onlyProblemOf(yaml);
    assertThat(p.where()).isEqualTo("r.yaml:5:5 divisions[0].rounds2");
    assertThat(p.zh()).startsWith("未知字段 \"rounds2\"，是否应为 \"rounds\"？").contains("gradeBands");
    assertThat(p.en()).startsWith("unknown field \"rounds2\", did you mean \"rounds\"?").contains("maxPlayers");
  }

  @Test
  void aBadEnumValueListsTheChoices() {
    Problem p = onlyProblemOf("id: a\nunitAvoidance: xyz\n");
    assertThat(p.where()).isEqualTo("r.yaml:2:16 unitAvoidance");
    assertThat(p.zh()).isEqualTo("不是有效的取值 \"xyz\"，可选：OFF, ROUND_ONE, ALL_ROUNDS");
    assertThat(p.en()).isEqualTo("not a valid value \"xyz\", one of: OFF, ROUND_ONE, ALL_ROUNDS");
  }

  @Test
  void aBadCriterionListsTheKeys() {
    Problem p = onlyProblemOf("id: a\ntieBreaks:\n  chain:\n    - opponentScore\n    - buchholz\n");
    assertThat(p.where()).isEqualTo("r.yaml:5:7 tieBreaks.chain[1]");
    assertThat(p.en()).startsWith("not a valid value \"buchholz\", one of: penalisedLast, opponentScore,");
  }

  @Test
  void aWrongTypeSaysWhatWasExpected() {
    Problem p = onlyProblemOf("id: a\nrounds: seven\n");
    assertThat(p.where()).isEqualTo("r.yaml:2:9 rounds");
    assertThat(p.zh()).isEqualTo("应为整数");
    assertThat(p.en()).isEqualTo("expected a whole number");
  }

  @Test
  void aListWhereAMappingBelongsSaysSo() {
    Problem p = onlyProblemOf("id: a\ndivisions: open\n");
    assertThat(p.where()).isEqualTo("r.yaml:2:12 divisions");
    assertThat(p.en()).startsWith("expected a list");
    assertThat(onlyProblemOf("id: a\ntimeControl: 40+10\n").en())
        .isEqualTo("expected a mapping with the fields baseMinutes, incrementSeconds");
  }

  @Test
  void aNegativePrizeNamesTheMoneyField() {
    String yaml = """
        id: a
        divisions:
          - id: open
            prizes:
              bands:
                - { fromRank: 1, money: 100 }
                - fromRank: 2
                  money: -5
        """;
    Problem p = onlyProblemOf(yaml);
    assertThat(p.where()).isEqualTo("r.yaml:8:11 divisions[0].prizes.bands[1].money");
    assertThat(p.zh()).isEqualTo("奖金不能为负数");
    assertThat(p.en()).isEqualTo("prize money cannot be negative");
  }

  @Test
  void aMissingRequiredFieldPointsAtItsRecord() {
    String yaml = """
        id: a
        divisions:
          - id: open
            gradeBands:
              - { toRank: 3, grade: 棋协大师 }
        """;
    Problem p = onlyProblemOf(yaml);
    assertThat(p.where()).isEqualTo("r.yaml:5:9 divisions[0].gradeBands[0].fromRank");
    assertThat(p.zh()).isEqualTo("缺少必填字段 \"fromRank\"（应为整数）");
    assertThat(p.en()).isEqualTo("missing required field \"fromRank\" (expected a whole number)");
  }

  @Test
  void aDivisionThatDoesNotExistIsReportedWithEveryOtherValidationProblem() {
    String yaml = """
        id: a
        divisions:
          - id: adult
          - id: youth
        extraPrizeLists:
          - id: local
            name: 本市前8名
            division: seniors
        entryLimits:
          perUnitPerDivision: { adult: 3, kids: 3 }
        """;
    List<Problem> problems = problemsOf("r.yaml", yaml);
    assertThat(problems).hasSize(2);
    assertThat(problems.get(0).where()).isEqualTo("r.yaml:8:5 extraPrizeLists[0].division");
    assertThat(problems.get(0).zh()).contains("没有这个组别：seniors");
    assertThat(problems.get(0).en()).contains("no such division: seniors");
    assertThat(problems.get(1).where()).isEqualTo("r.yaml:10:3 entryLimits.perUnitPerDivision");
    assertThat(problems.get(1).en()).contains("no such division: kids");
  }

  @Test
  void aProblemOfAFieldLeftOutPointsAtTheNearestWrittenParent() {
    // With two divisions a lucky prize must name one; the field is absent, so its record is where to look.
    String yaml = """
        id: a
        divisions:
          - id: adult
          - id: youth
        luckyPrizes:
          - id: lucky
            name: 幸运奖
            rankLastDigit: 8
            money: 100
        teamScoring:
          method: BEST_N_POINTS
          bestN: 0
        """;
    List<Problem> problems = problemsOf("r.yaml", yaml);
    assertThat(problems).extracting(Problem::where)
        .containsExactly("r.yaml:12:3 teamScoring.bestN", "r.yaml:6:5 luckyPrizes[0].division");
    assertThat(problems.get(1).en()).isEqualTo("must name a division when there are several");
  }

  @Test
  void foulLimitsAreCheckedAtTheirLines() {
    String yaml = """
        id: a
        fouls:
          gameLostAtFoul: 2
          illegalMoveLostAt: 3
          otherFoulLostAt: -1
        """;
    List<Problem> problems = problemsOf("r.yaml", yaml);
    assertThat(problems).extracting(Problem::where)
        .containsExactly("r.yaml:4:3 fouls.illegalMoveLostAt", "r.yaml:5:3 fouls.otherFoulLostAt");
    assertThat(problems.get(0).zh()).isEqualTo("不会起作用：累计犯规 2 次（gameLostAtFoul）已先判负，现为 3");
    assertThat(problems.get(0).en()).isEqualTo("can never apply: gameLostAtFoul 2 loses the game first; is 3");
    assertThat(problems.get(1).en()).isEqualTo("must be at least 1, is -1 (leave the field out for no limit)");
    Problem typo = onlyProblemOf("id: a\nfouls:\n  otherFoulsLostAt: 3\n");
    assertThat(typo.zh()).contains("otherFoulLostAt");
  }

  /** The event's own spellings of "no unit" (issue 23), and what lateness counts as, read and checked. */
  @Test
  void notUnitsAndLatenessAreReadAndChecked() {
    Regulations r = RegulationsReader.readYaml("r.yaml", "id: a\nnotUnits: [待分配, \"报 名 处\"]\n"
        + "forfeits:\n  lateMinutes: 10\n  lateness: loss\n");
    assertThat(r.notUnits()).containsExactly("待分配", "报 名 处");
    assertThat(r.units().noUnit("待 分配")).isTrue();
    assertThat(r.units().noUnit("报名处")).isTrue();
    assertThat(r.forfeits().lateness()).isEqualTo(org.chuhe.regulations.ForfeitPolicy.Lateness.LOSS);
    assertThat(RegulationsReader.readYaml("r.yaml", RegulationsReader.toYaml(r))).isEqualTo(r);
    Problem blank = onlyProblemOf("id: a\nnotUnits: [个人, \"  \"]\n");
    assertThat(blank.where()).isEqualTo("r.yaml:2:16 notUnits[1]");
    assertThat(blank.en()).isEqualTo("must not be blank: a blank unit field is no unit anyway");
    assertThat(onlyProblemOf("id: a\nforfeits:\n  lateness: maybe\n").en()).contains("FORFEIT, LOSS");
  }

  @Test
  void aDuplicateKeyIsAnError() {
    Problem p = onlyProblemOf("id: a\nrounds: 7\nrounds: 9\n");
    assertThat(p.where()).startsWith("r.yaml:3:");
    assertThat(p.zh()).isEqualTo("字段 \"rounds\" 重复出现");
    assertThat(p.en()).isEqualTo("field \"rounds\" appears twice");
  }

  @Test
  void anEmptyFileIsAnError() {
    assertThat(onlyProblemOf("").en()).isEqualTo("the file is empty");
    assertThat(onlyProblemOf("# nothing but a comment\n").en()).isEqualTo("the file is empty");
  }

  @Test
  void aBadDateShowsTheExpectedForm() {
    Problem p = onlyProblemOf("id: a\ndivisions:\n  - id: x\n    eligible: { bornOnOrBefore: 2001-13-31 }\n");
    assertThat(p.where()).isEqualTo("r.yaml:4:33 divisions[0].eligible.bornOnOrBefore");
    assertThat(p.en()).isEqualTo("not a valid date \"2001-13-31\", write it like 2001-12-31");
  }

  @Test
  void aSecondDocumentIsRefusedNotIgnored() {
    Problem p = onlyProblemOf("id: a\nrounds: 7\n---\nid: b\nrounds: 9\n");
    assertThat(p.where()).startsWith("r.yaml:4:1"); // where the second document's content starts
    assertThat(p.en()).contains("in YAML, no second document after ---");
  }

  @ParameterizedTest
  @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
      "name: 2016                          | name: 应为文字，现为数字（文字请加引号） | put text in quotes",
      "name: yes                           | name: 应为文字，现为true/false | put text in quotes",
      "laws: [a, b]                        | laws: 应为文字，现为列表 | found a list",
      "divisions: [{id: x, eligible: {bornOnOrBefore: [2001, 12, 31]}}] | divisions[0].eligible.bornOnOrBefore: 应为日期 | expected a date",
      "divisions: [{id: x, eligible: {bornOnOrBefore: 2001-12-31T08:00}}] | bornOnOrBefore: 不是有效的日期 | not a valid date",
      "tieBreaks: {chain: [wins, null]}    | tieBreaks.chain[1]: 列表中不能有空项 | a list cannot hold an empty item",
      "divisions: [{id: x}, null]          | divisions[1]: 列表中不能有空项 | a list cannot hold an empty item",
      "name: \"a\\u0007b\"                 | name: 第 2 个字符是控制字符 U+0007 | control character",
      "scoring: {redWin: '2'}              | scoring.redWin: 应为整数 | expected a whole number"})
  void aValueOfTheWrongKindIsNamedAtItsField(String line, String zh, String en) {
    Problem p = onlyProblemOf("id: a\n" + line + "\n");
    assertThat(p.line()).startsWith("r.yaml:2:").contains(zh, en);
  }

  static Stream<String> brokenFiles() {
    return Stream.of("id: a\nrounds: 7: 8\n", "id: a\nrounds2: 7\n", "id: a\nunitAvoidance: xyz\n",
        "id: a\nrounds: seven\n", "id: a\nrounds: 99999999999\n", "id: a\ntimeControl: {baseMinutes: 0}\n",
        "id: a\ndivisions: [{id: x, prizes: {bands: [{fromRank: 2, toRank: 1}]}}]\n", "- a\n- b\n",
        "id: a\nluckyPrizes: [{id: l, name: 幸运奖, rankLastDigit: 12, money: 100}]\n", "{", "id: [\n");
  }

  @ParameterizedTest
  @MethodSource("brokenFiles")
  void problemsNeverShowJavaInternals(String yaml) {
    for (Problem p : problemsOf("r.yaml", yaml)) {
      assertThat(p.where()).startsWith("r.yaml");
      assertThat(p.zh()).isNotBlank().doesNotContain("Exception", "at [Source", "java.", "org.chuhe", "`");
      assertThat(p.en()).isNotBlank().doesNotContain("Exception", "at [Source", "java.", "org.chuhe", "`");
    }
  }

  @Test
  void readsFromAFileAndAStream(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("club.yaml");
    Files.writeString(file, "id: club\nrounds: 5\n");
    assertThat(RegulationsReader.readYaml(file).rounds()).isEqualTo(5);
    var in = new ByteArrayInputStream("id: club\nrounds: 6\n".getBytes(StandardCharsets.UTF_8));
    assertThat(RegulationsReader.readYaml("club.yaml", in).rounds()).isEqualTo(6);

    Path bad = dir.resolve("bad.yaml");
    Files.writeString(bad, "id: club\nrounds: 0\n");
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> RegulationsReader.readYaml(bad));
    assertThat(e.problems()).extracting(Problem::where).containsExactly(bad + ":2:1 rounds");
  }

  @Test
  void aMissingFileIsAProblem(@TempDir Path dir) {
    Path missing = dir.resolve("nope.yaml");
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> RegulationsReader.readYaml(missing));
    assertThat(e.problems()).singleElement().satisfies(p -> {
      assertThat(p.where()).isEqualTo(missing.toString());
      assertThat(p.en()).isEqualTo("no such file");
    });
  }

  @Test
  void readsFromAJsonTreeAndPrefixesTheNodesPath() throws Exception {
    JsonNode node = Mappers.json().readTree("{\"id\": \"t\", \"rounds\": 7}");
    assertThat(RegulationsReader.fromTree("t.json", "regulations", node).rounds()).isEqualTo(7);

    JsonNode typo = Mappers.json().readTree("{\"id\": \"t\", \"divisions\": [{\"id\": \"x\", \"maxPlayer\": 8}]}");
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> RegulationsReader.fromTree("t.json", "regulations", typo));
    assertThat(e.problems()).singleElement().satisfies(p -> {
      assertThat(p.where()).isEqualTo("t.json regulations.divisions[0].maxPlayer");
      assertThat(p.en()).startsWith("unknown field \"maxPlayer\", did you mean \"maxPlayers\"?");
    });

    JsonNode invalid = Mappers.json().readTree("{\"id\": \"t\", \"rounds\": 0}");
    ProblemException v = catchThrowableOfType(ProblemException.class,
        () -> RegulationsReader.fromTree("t.json", "regulations", invalid));
    assertThat(v.problems()).extracting(Problem::where).containsExactly("t.json regulations.rounds");
  }

  @Test
  void defaultsSurviveARoundTrip() {
    Regulations defaults = Regulations.defaults();
    assertThat(RegulationsReader.readYaml("rt.yaml", RegulationsReader.toYaml(defaults))).isEqualTo(defaults);
  }

  @Test
  void everyPresetSurvivesARoundTrip() {
    for (String id : Presets.ids()) {
      Regulations preset = Presets.get(id);
      String yaml = RegulationsReader.toYaml(preset);
      assertThat(RegulationsReader.readYaml(id + "-rt.yaml", yaml)).as(id).isEqualTo(preset);
    }
  }

  @Test
  void theWrittenFileUsesTheFileSpellings() {
    String yaml = RegulationsReader.toYaml(Presets.get("chongqing-2018"));
    assertThat(yaml).contains("- dropLastRounds", "bornOnOrAfter: 2004-10-05", "start: 2018-10-04T09:00")
        .doesNotContain("DROP_LAST_ROUNDS", "grades: []");
  }
}
