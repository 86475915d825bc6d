package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.store.Backend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code chuhe lots}: the draw of lots for shared places, on a document and on the database.
 *
 * <pre>
 * chain 对手分, 抽签; prizes 300, 200, 100
 * R1: 甲-乙 ½, 丙-丁 ½, 戊-己 --       R2: 甲-丙 1-0, 乙-丁 1-0, 己-戊 +-      (戊 withdrew after round 2)
 * points 甲 3, 乙 3, 己 2, 丙 1, 丁 1; 戊 did not play. 对手分 甲 4, 乙 4, 丙 4, 丁 4, 己 0
 * shared: ranks 1–2 (甲 a, 乙 b), ranks 4–5 (丙 c, 丁 d)
 * seed 42: tie 0 with SplittableRandom(42): nextInt(2) = 0, so b lot 1, a lot 2; tie 1 with SplittableRandom(43):
 * nextInt(2) = 1, so c lot 1, d lot 2. Standings: 乙, 甲, 己, 丙, 丁.
 * </pre>
 */
class LotsCommandsTest {
  static final String DOCUMENT = """
      {"regulations": {"id": "t", "name": "测试赛", "rounds": 2, "tieBreaks": {"chain": ["opponentScore", "lots"]},
         "divisions": [{"id": "open", "name": "公开组", "nameEn": "Open",
           "prizes": {"bands": [{"fromRank": 1, "money": 300}, {"fromRank": 2, "money": 200}, {"fromRank": 3, "money": 100}]}}]},
       "players": [{"id": "a", "name": "甲", "number": 1}, {"id": "b", "name": "乙", "number": 2},
         {"id": "c", "name": "丙", "number": 3}, {"id": "d", "name": "丁", "number": 4},
         {"id": "e", "name": "戊", "number": 5}, {"id": "f", "name": "己", "number": 6}],
       "rounds": [
         {"number": 1, "games": [{"red": "a", "black": "b", "result": "1/2"}, {"red": "c", "black": "d", "result": "1/2"},
           {"red": "e", "black": "f", "result": "--"}]},
         {"number": 2, "games": [{"red": "a", "black": "c", "result": "1-0"}, {"red": "b", "black": "d", "result": "1-0"},
           {"red": "f", "black": "e", "result": "+-"}]}],
       "withdrawals": [{"player": "e", "afterRound": 2, "reason": "未到"}]}
      """;

  @TempDir Path dir;

  /** The document with one game's result changed. */
  private static String result(String document, String red, String black, String was, String now) {
    String game = "\"red\": \"" + red + "\", \"black\": \"" + black + "\", \"result\": \"";
    return document.replace(game + was + "\"", game + now + "\"");
  }

  private Path document(String text) throws Exception {
    Path doc = dir.resolve("event.json");
    Files.writeString(doc, text);
    return doc;
  }

  @Test
  void aDocumentGetsLotsReproducibleFromTheSeed() throws Exception {
    Path doc = document(DOCUMENT);
    Path out = dir.resolve("drawn.json");
    assertThat(ok("prizes", doc.toString())).contains("第1–2名并列未能区分（甲、乙），须抽签决定");
    String printed = ok("lots", doc.toString(), "--seed", "42", "--out", out.toString());
    assertThat(printed).contains("抽签种子 42", "公开组 第1–2名（积分 3，种子 42）：1 号签 2号 乙、2 号签 1号 甲",
        "公开组 第4–5名（积分 1，种子 43）：1 号签 3号 丙、2 号签 4号 丁", "a document keeps no log");
    assertThat(TournamentDocuments.read(out).lots()).isEqualTo(Map.of("a", 2, "b", 1, "c", 1, "d", 2));
    assertThat(TournamentDocuments.read(doc).lots()).isEmpty();

    String standings = ok("standings", out.toString(), "--format", "csv");
    assertThat(standings.lines().skip(1).map(l -> l.split(",")[1] + l.split(",")[2]).toList())
        .containsExactly("1b", "2a", "3f", "4c", "5d", "未参赛e");
    assertThat(ok("prizes", out.toString())).doesNotContain("抽签决定");
    assertThat(ok("explain-rank", out.toString(), "a", "b")).contains("按抽签区分：1 对 2（少者列前）");

    // once drawn, refused; with a reason, drawn again
    Cli again = Cli.run("lots", out.toString(), "--seed", "1");
    assertThat(again.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(again.err()).contains("这些并列已经抽过签", "lots have already been drawn for these ties",
        "ranks 1–2 (No. 1 甲, lot 2; No. 2 乙, lot 1)", "--redraw");
    assertThat(ok("lots", out.toString(), "--seed", "7", "--redraw", "漏抽一人", "--out", dir.resolve("x.json")
        .toString())).contains("重抽原因：漏抽一人");
    Cli blank = Cli.run("lots", out.toString(), "--redraw", " ");
    assertThat(blank.err()).contains("--redraw", "give the reason for drawing lots again");
  }

  @Test
  void withoutASeedOneIsChosenAndPrintedAndItReproducesTheDraw() throws Exception {
    Path doc = document(DOCUMENT);
    Path first = dir.resolve("first.json");
    String printed = ok("lots", doc.toString(), "--out", first.toString(), "--lang", "en");
    Matcher m = Pattern.compile("seed (\\d+) \\(no --seed given: chosen at random").matcher(printed);
    assertThat(m.find()).as(printed).isTrue();
    Path second = dir.resolve("second.json");
    ok("lots", doc.toString(), "--seed", m.group(1), "--out", second.toString());
    assertThat(TournamentDocuments.read(second).lots()).isEqualTo(TournamentDocuments.read(first).lots());
  }

  @Test
  void refusedWhenThereIsNothingToDrawOrLotsDecideNothing() throws Exception {
    String decisive = result(result(result(DOCUMENT, "a", "b", "1/2", "1-0"), "c", "d", "1/2", "1-0"), "b", "d", "1-0",
        "1/2");
    Path decided = document(decisive);
    // a 4, c 2 (对手分 5), f 2 (0), b 1 (5), d 1 (3): no place shared
    Cli none = Cli.run("lots", decided.toString(), "--seed", "1");
    assertThat(none.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(none.err()).contains("没有并列名次，无须抽签", "no place is shared");
    CliTest.assertNoStackTrace(none);

    Path noLots = document(DOCUMENT.replace("[\"opponentScore\", \"lots\"]", "[\"opponentScore\"]"));
    Cli refused = Cli.run("lots", noLots.toString(), "--seed", "1");
    assertThat(refused.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(refused.err()).contains("tieBreaks.chain", "没有“抽签”", "has no lots");
    assertThat(ok("prizes", noLots.toString())).contains("规程的破同分顺序没有抽签，名次并列", "has no lots");

    Path early = document(DOCUMENT.replace("\"rounds\": 2,", "\"rounds\": 3,"));
    Cli notFinished = Cli.run("lots", early.toString(), "--seed", "1");
    assertThat(notFinished.err()).contains("只赛了 2 轮（共 3 轮）", "only 2 of 3 rounds have been played");
    assertThat(Files.readString(early)).isEqualTo(DOCUMENT.replace("\"rounds\": 2,", "\"rounds\": 3,"));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theDatabaseRecordsTheLotsAndLogsEveryTie(Backend backend) throws Exception {
    Path doc = document(DOCUMENT);
    String db = backend.newDatabase(dir);
    ok("import", "json", doc.toString(), "--db", db);
    assertThat(ok("lots", "--seed", "42", "--db", db, "--user", "裁判长"))
        .contains("公开组 第1–2名（积分 3，种子 42）：1 号签 2号 乙、2 号签 1号 甲");
    // the standings from the database are those of the document drawn with the same seed
    Path drawn = dir.resolve("drawn.json");
    ok("lots", doc.toString(), "--seed", "42", "--out", drawn.toString());
    assertThat(ok("standings", "--format", "json", "--db", db))
        .isEqualTo(ok("standings", drawn.toString(), "--format", "json"));
    assertThat(TournamentDocuments.read("export.json", ok("export", "json", "--db", db)).lots())
        .isEqualTo(Map.of("a", 2, "b", 1, "c", 1, "d", 2));

    JsonNode log = Mappers.json().readTree(ok("log", "--format", "json", "--db", db));
    JsonNode first = log.get(log.size() - 2);
    assertThat(first.get("action").asText()).isEqualTo("lots.draw");
    assertThat(first.get("actor").asText()).isEqualTo("裁判长");
    assertThat(first.get("subject").asText()).isEqualTo("open/lots/1-2");
    assertThat(first.get("at").asText()).isNotBlank();
    assertThat(first.get("before").isNull()).isTrue();
    assertThat(first.get("after").toString()).isEqualTo("{\"b\":1,\"a\":2}");
    assertThat(first.get("details").get("seed").asText()).isEqualTo("42");
    assertThat(first.get("details").get("tieSeed").asText()).isEqualTo("42");
    assertThat(first.get("details").get("players").toString()).isEqualTo("[\"a\",\"b\"]");
    assertThat(log.get(log.size() - 1).get("details").get("tieSeed").asText()).isEqualTo("43");

    Cli again = Cli.run("lots", "--seed", "9", "--db", db);
    assertThat(again.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(again.err()).contains("lots have already been drawn");
    ok("lots", "--seed", "7", "--redraw", "裁判长要求重抽", "--division", "open", "--db", db, "--user", "裁判长");
    JsonNode after = Mappers.json().readTree(ok("log", "--format", "json", "--db", db));
    JsonNode redrawn = after.get(after.size() - 2);
    assertThat(redrawn.get("details").get("redraw").asText()).isEqualTo("裁判长要求重抽");
    assertThat(redrawn.get("before").toString()).isEqualTo("{\"a\":2,\"b\":1}");
    assertThat(ok("log", "--verify", "--db", db)).contains("intact");
    assertThat(ok("log", "--subject", "open/lots/4-5", "--db", db).lines().count()).isEqualTo(3);
  }

  @Test
  void anUnknownDivisionIsNamed() throws Exception {
    Cli r = Cli.run("lots", document(DOCUMENT).toString(), "--division", "youth");
    assertThat(r.err()).contains("--division", "youth", "known: open");
    assertThat(List.of(r.exit())).containsExactly(Main.EXIT_BAD_INPUT);
  }
}
