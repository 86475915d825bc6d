package org.chuhe.app.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.Map;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.DivisionRules;
import org.junit.jupiter.api.Test;

/** ReadErrors is generic: it serves any document read through {@link Mappers}, JSON as well as YAML. */
class ReadErrorsTest {

  /** A stand-in for a document someone else's reader will parse. */
  record Doc(String title, List<DivisionRules> divisions, Map<String, Integer> limits) {}

  private static Problem readJson(String json) {
    Throwable t = catchThrowable(() -> Mappers.json().readValue(json, Doc.class));
    assertThat(t).isInstanceOf(Exception.class);
    return ReadErrors.fromJackson("t.json", (Exception) t);
  }

  @Test
  void malformedJson() {
    Problem p = readJson("{\"title\": \"x\",\n \"divisions\": [}\n");
    assertThat(p.where()).isEqualTo("t.json:2:16 divisions");
    assertThat(p.zh()).startsWith("JSON 格式错误：");
    assertThat(p.en()).isEqualTo(
        "malformed JSON: Unexpected close marker '}': expected ']' (for Array starting at line 2, column 15)");
  }

  @Test
  void unknownFieldInsideAList() {
    Problem p = readJson("{\"divisions\": [{\"id\": \"a\"},\n {\"id\": \"b\", \"nmae\": \"乙组\"}]}");
    assertThat(p.where()).startsWith("t.json:2:").endsWith(" divisions[1].nmae");
    assertThat(p.zh()).startsWith("未知字段 \"nmae\"，是否应为 \"name\"？");
    assertThat(p.en()).startsWith("unknown field \"nmae\", did you mean \"name\"?");
  }

  @Test
  void constructorRefusalSaysWhyAtTheField() {
    Problem p = readJson("{\"divisions\": [{\"name\": \"甲组\"}]}");
    assertThat(p.where()).startsWith("t.json:1:").endsWith(" divisions[0].id");
    assertThat(p.zh()).isEqualTo("组别缺少编号 id");
    assertThat(p.en()).isEqualTo("the division has no id");
  }

  @Test
  void wrongTypeInAMap() {
    Problem p = readJson("{\"limits\": {\"adult\": true}}");
    assertThat(p.where()).isEqualTo("t.json:1:22 limits.adult");
    assertThat(p.en()).isEqualTo("expected a whole number");
  }

  @Test
  void fileErrorsWithoutJackson() {
    assertThat(ReadErrors.fromJackson("x.yaml", new NoSuchFileException("x.yaml")))
        .isEqualTo(new Problem("x.yaml", "文件不存在", "no such file"));
    assertThat(ReadErrors.fromJackson("x.yaml", new IOException("disk on fire")).en())
        .isEqualTo("cannot read the file: disk on fire");
  }

  @Test
  void whereLeavesOutWhatIsUnknown() {
    assertThat(ReadErrors.where("f.yaml", java.util.Optional.empty(), "")).isEqualTo("f.yaml");
    assertThat(ReadErrors.where("f.yaml", java.util.Optional.of(new SourceIndex.Position(3, 7)), "a.b[2]"))
        .isEqualTo("f.yaml:3:7 a.b[2]");
  }

  @Test
  void aRecordsOwnCheckIsReportedAtItsFieldInBothLanguages() {
    String yaml = """
        divisions:
          - id: open
            prizes:
              bands:
                - fromRank: 5
                  toRank: 3
                  money: 100
        """;
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> RegulationsReader.readYaml("f.yaml", yaml))
        .isInstanceOfSatisfying(org.chuhe.problem.ProblemException.class, e -> {
          var p = e.problems().get(0);
          assertThat(p.where()).startsWith("f.yaml:").endsWith("divisions[0].prizes.bands[0].toRank");
          assertThat(p.zh()).isEqualTo("奖励名次 5-3 不是有效的区间（名次从 1 起，且末名次不小于首名次）");
          assertThat(p.en()).contains("are not a range");
        });
  }

  @Test
  void spellingSuggestsOnlyCloseNames() {
    assertThat(Spelling.closest("rounds2", List.of("rounds", "name"))).contains("rounds");
    assertThat(Spelling.closest("colour", List.of("colours", "rounds"))).contains("colours");
    assertThat(Spelling.closest("banana", List.of("colours", "rounds"))).isEmpty();
  }
}
