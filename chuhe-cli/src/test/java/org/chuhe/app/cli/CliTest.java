package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chuhe.app.io.Mappers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CliTest {
  static final Path EXAMPLE = Path.of("..", "examples", "qingyuan-2016-demo.json");

  @TempDir Path dir;

  @Test
  void listsTheFivePresets() {
    Cli r = Cli.run("presets");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("fujian-women-2018", "xiamen-youth-2018", "qingyuan-2016", "xiaoyi-2019",
        "chongqing-2018");
  }

  @Test
  void showsOnePresetWithItsClauses() {
    Cli r = Cli.run("preset", "show", "xiaoyi-2019");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("opponentScore").contains("补充规定");
  }

  @Test
  void unknownPresetIsOneClearLine() {
    Cli r = Cli.run("preset", "show", "no-such-event");
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("no-such-event").contains("xiaoyi-2019");
    assertNoStackTrace(r);
  }

  @Test
  void standingsAsJsonHaveTheDocumentedFields() throws Exception {
    Cli r = Cli.run("standings", EXAMPLE.toString(), "--format", "json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode rows = Mappers.json().readTree(r.out());
    assertThat(rows.size()).isEqualTo(50);
    JsonNode first = rows.get(0);
    assertThat(first.get("division").asText()).isEqualTo("open");
    assertThat(first.get("rank").asInt()).isEqualTo(1);
    assertThat(first.has("player")).isTrue();
    assertThat(first.has("name")).isTrue();
    assertThat(first.get("points").asInt()).isGreaterThan(rows.get(49).get("points").asInt());
    assertThat(first.get("tiebreaks").has("opponentScore")).isTrue();
    assertThat(first.get("tiebreaks").has("wins")).isTrue();
    assertThat(first.get("tiebreaks").has("fouls")).isTrue();
    assertThat(first.get("tiebreaks").get("reverseRoundComparison").isArray()).isTrue();
    List<Integer> ranks = new ArrayList<>();
    rows.forEach(row -> ranks.add(row.get("rank").asInt()));
    assertThat(ranks).isSorted();
  }

  @Test
  void standingsAsTextAndCsv() {
    Cli text = Cli.run("standings", EXAMPLE.toString());
    assertThat(text.exit()).as(text.err()).isZero();
    assertThat(text.out()).contains("名次", "对手分", "胜局", "犯规");
    Cli english = Cli.run("standings", EXAMPLE.toString(), "--lang", "en");
    assertThat(english.out()).contains("Rank", "opponentScore");
    Cli csv = Cli.run("standings", EXAMPLE.toString(), "--format", "csv");
    // Excel on Chinese Windows: a byte order mark, Chinese headings; English ones (the JSON keys) with --lang en
    assertThat(csv.out().lines().findFirst().orElseThrow())
        .isEqualTo("\uFEFF组别,名次,棋手代码,姓名,单位,积分,对手分,胜局,犯规,前轮积分逆比,抽签");
    assertThat(Cli.run("standings", EXAMPLE.toString(), "--format", "csv", "--lang", "en").out().lines().findFirst()
        .orElseThrow())
        .isEqualTo("\uFEFFdivision,rank,player,name,unit,points,opponentScore,wins,fouls,reverseRoundComparison,lots");
    assertThat(csv.out().lines().count()).isEqualTo(51);
  }

  @Test
  void prizesIncludeTeamsAndTotals() throws Exception {
    Cli r = Cli.run("prizes", EXAMPLE.toString(), "--format", "json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode prizes = Mappers.json().readTree(r.out());
    // seed 002 十一: individual 1–16 pay 5,800 yuan (1000+800+700+600+500+400+300+300+4×200+4×100), teams 1–5 pay 3,600
    assertThat(prizes.get("divisions").get(0).get("total").asInt()).isEqualTo(5800);
    assertThat(prizes.get("teamTotal").asInt()).isEqualTo(3600);
    assertThat(prizes.get("grandTotal").asInt()).isEqualTo(9400);
    assertThat(prizes.get("teams").size()).isEqualTo(10);
    Cli text = Cli.run("prizes", EXAMPLE.toString());
    assertThat(text.out()).contains("团体名次", "总计：9400 元");
    String csv = Cli.run("prizes", EXAMPLE.toString(), "--format", "csv").out();
    assertThat(csv).startsWith("\uFEFF").contains("奖项,名次,总名次,编号,姓名,单位,奖金（元）,奖杯,证书", "总计,9400");
  }

  @Test
  void explainRankNamesTheCriterion() throws Exception {
    JsonNode rows = Mappers.json().readTree(Cli.run("standings", EXAMPLE.toString(), "--format", "json").out());
    String a = null;
    String b = null;
    for (int i = 0; i + 1 < rows.size(); i++) {
      if (rows.get(i).get("points").asInt() == rows.get(i + 1).get("points").asInt()) {
        a = rows.get(i).get("player").asText();
        b = rows.get(i + 1).get("player").asText();
        break;
      }
    }
    assertThat(a).as("the example has a tie on points").isNotNull();
    Cli r = Cli.run("explain-rank", EXAMPLE.toString(), b, a);
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("同积分").contains("both have");
  }

  @Test
  void reportIsTheWholeResultsBook() {
    Cli r = Cli.run("report", EXAMPLE.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("第 9 轮后名次", "团体名次", "奖金合计");
  }

  @Test
  void malformedDocumentIsOneClearLine() throws Exception {
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, "{\"regulations\": \"qingyuan-2016\", \"players\": [ {\"id\": \"a\",, } ] }");
    Cli r = Cli.run("standings", bad.toString());
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("bad.json");
    assertNoStackTrace(r);
  }

  @Test
  void unknownResultCodeNamesTheGame() throws Exception {
    Path bad = dir.resolve("result.json");
    Files.writeString(bad, """
        {"regulations": "qingyuan-2016",
         "players": [{"id": "a"}, {"id": "b"}],
         "rounds": [{"number": 1, "games": [{"red": "a", "black": "b", "result": "2-1"}]}]}
        """);
    Cli r = Cli.run("standings", bad.toString());
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("result.json", "rounds[0].games[0].result", "2-1", "无效的结果代码");
    assertNoStackTrace(r);
  }

  @Test
  void unknownPresetAndUnknownPlayerInADocument() throws Exception {
    Path bad = dir.resolve("refs.json");
    Files.writeString(bad, """
        {"regulations": "nowhere-2020",
         "players": [{"id": "a"}]}
        """);
    Cli r = Cli.run("standings", bad.toString());
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("nowhere-2020");
    Files.writeString(bad, """
        {"regulations": "qingyuan-2016",
         "players": [{"id": "a"}, {"id": "b"}],
         "rounds": [{"number": 1, "games": [{"red": "a", "black": "zz", "result": "1-0"}]}]}
        """);
    r = Cli.run("prizes", bad.toString());
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("rounds[0].games[0].black", "zz");
    assertNoStackTrace(r);
  }

  @Test
  void missingFile() {
    Cli r = Cli.run("standings", dir.resolve("nope.json").toString());
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("nope.json", "文件不存在", "file not found");
  }

  static void assertNoStackTrace(Cli r) {
    assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(r.err().strip().lines().count()).isLessThanOrEqualTo(3);
  }
}
