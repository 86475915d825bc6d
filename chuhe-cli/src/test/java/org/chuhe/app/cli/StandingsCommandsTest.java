package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.store.Backend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Players who did not take part (未参赛) in every printout, from a document and from the database, and the
 * explanation of a rank after the chain restarted.
 *
 * <pre>
 * chain 直胜, 前轮积分逆比, 抽签; prizes for places 1-6 (600, 500 … 100); teams: best 2 by points
 * R1: A-D 1-0, B-E 1-0, F-C 1-0, G-H --      R2: C-B 1-0, A-E 1-0, D-F ½      R3: F-A 1-0, B-D 1-0, C-E 1-0
 * points: F 5, A 4, B 4, C 4, D 1, E 0; G and H lost a double forfeit and were not paired again, I withdrew before
 * round 1: G, H, I did not play.
 * A, B, C: only B-C met (C won): direct encounter does not apply to the three; C_2 = A 4, B 2, C 2 separates A;
 * B and C restart, and their game decides: F, A, C, B, D, E.
 * teams: 红队 A, B, G -> A 4 + B 4 = 8; 黑队 C, H, I -> only C took part: incomplete, after the complete team.
 * </pre>
 */
class StandingsCommandsTest {
  static final String DOCUMENT = """
      {"regulations": {"id": "t", "name": "测试赛", "rounds": 3,
         "tieBreaks": {"chain": ["directEncounter", "reverseRoundComparison", "lots"]},
         "teamScoring": {"method": "BEST_N_POINTS", "bestN": 2},
         "divisions": [{"id": "open", "name": "公开组", "nameEn": "Open",
           "prizes": {"bands": [{"fromRank": 1, "money": 600}, {"fromRank": 2, "money": 500},
             {"fromRank": 3, "money": 400}, {"fromRank": 4, "money": 300}, {"fromRank": 5, "money": 200},
             {"fromRank": 6, "money": 100}]},
           "gradeBands": [{"fromRank": 1, "grade": "五级棋士"}]}]},
       "units": [{"id": "red", "name": "红队", "kind": "CLUB"}, {"id": "black", "name": "黑队", "kind": "CLUB"}],
       "players": [{"id": "A", "name": "安", "number": 1, "unit": "red"}, {"id": "B", "name": "白", "number": 2, "unit": "red"},
         {"id": "C", "name": "陈", "number": 3, "unit": "black"}, {"id": "D", "name": "丁", "number": 4},
         {"id": "E", "name": "鄂", "number": 5}, {"id": "F", "name": "方", "number": 6},
         {"id": "G", "name": "葛", "number": 7, "unit": "red"}, {"id": "H", "name": "何", "number": 8, "unit": "black"},
         {"id": "I", "name": "易", "number": 9, "unit": "black"}],
       "rounds": [
         {"number": 1, "games": [{"red": "A", "black": "D", "result": "1-0"}, {"red": "B", "black": "E", "result": "1-0"},
           {"red": "F", "black": "C", "result": "1-0"}, {"red": "G", "black": "H", "result": "--"}]},
         {"number": 2, "games": [{"red": "C", "black": "B", "result": "1-0"}, {"red": "A", "black": "E", "result": "1-0"},
           {"red": "D", "black": "F", "result": "1/2"}]},
         {"number": 3, "games": [{"red": "F", "black": "A", "result": "1-0"}, {"red": "B", "black": "D", "result": "1-0"},
           {"red": "C", "black": "E", "result": "1-0"}]}],
       "withdrawals": [{"player": "I", "afterRound": 0, "reason": "未报到"}]}
      """;

  @TempDir Path dir;

  private Path document() throws Exception {
    Path doc = dir.resolve("event.json");
    Files.writeString(doc, DOCUMENT);
    return doc;
  }

  @Test
  void standingsListThePlayersWhoDidNotPlayApartInEveryFormat() throws Exception {
    String doc = document().toString();
    String text = ok("standings", doc);
    String table = text.substring(0, text.indexOf("未参赛"));
    assertThat(table).contains("方", "安", "陈", "白", "丁", "鄂").doesNotContain("葛", "何", "易");
    assertThat(text.substring(text.indexOf("未参赛"))).startsWith("未参赛（不排名次，不参加评奖）")
        .contains("葛", "弃权 1 轮，缺席 2 轮", "何", "易", "缺席 3 轮，退赛");
    assertThat(ok("standings", doc, "--lang", "en")).contains("Did not play (not ranked, no prizes or titles)",
        "1 forfeit, 2 rounds absent", "3 rounds absent, withdrawn");

    JsonNode rows = Mappers.json().readTree(ok("standings", doc, "--format", "json"));
    List<String> order = new ArrayList<>();
    rows.forEach(r -> order.add(r.get("player").asText() + (r.get("didNotPlay").asBoolean() ? "-" : r.get("rank").asText())));
    assertThat(order).containsExactly("F1", "A2", "C3", "B4", "D5", "E6", "G-", "H-", "I-");
    JsonNode g = rows.get(6);
    assertThat(g.get("rank").isNull()).isTrue();
    assertThat(g.get("forfeits").asInt()).isEqualTo(1);
    assertThat(g.get("absences").asInt()).isEqualTo(2);

    List<String> csv = ok("standings", doc, "--format", "csv").lines().toList();
    assertThat(csv).hasSize(10);
    assertThat(csv.get(7)).isEqualTo("open,未参赛,G,葛,红队,0,,,");
    assertThat(ok("standings", doc, "--format", "csv", "--lang", "en")).contains("open,did not play,I,易,黑队,0,,,");
  }

  /**
   * Round 3 under way with one result of three in (F-A 1-0): the title says so, only F-A counts (A's 对手分-free chain
   * here: points), and {@code --round 2} gives the standings after round 2 (issue 23).
   */
  @Test
  void duringARoundTheTitleSaysWhatIsCountedAndRoundGivesTheStandingsAfterIt() throws Exception {
    Path doc = dir.resolve("under-way.json");
    Files.writeString(doc, DOCUMENT.replace("{\"red\": \"B\", \"black\": \"D\", \"result\": \"1-0\"}",
        "{\"red\": \"B\", \"black\": \"D\"}").replace("{\"red\": \"C\", \"black\": \"E\", \"result\": \"1-0\"}",
        "{\"red\": \"C\", \"black\": \"E\"}"));
    String live = ok("standings", doc.toString());
    assertThat(live).startsWith("公开组  名次（第 3 轮进行中，已录入 1 / 3 台）");
    assertThat(ok("standings", doc.toString(), "--lang", "en"))
        .startsWith("Open  standings (round 3 in progress, 1 of 3 results in)");
    assertThat(ok("standings", doc.toString(), "--round", "2")).startsWith("公开组  第 2 轮后名次");
    JsonNode rows = Mappers.json().readTree(ok("standings", doc.toString(), "--format", "json"));
    assertThat(rows.get(0).get("round").asInt()).isEqualTo(3);
    assertThat(rows.get(0).get("roundComplete").asBoolean()).isFalse();
    // F 2+1+2 = 5 with his round-3 win; B and C wait for theirs: 2 and 2
    List<String> points = new ArrayList<>();
    rows.forEach(r -> points.add(r.get("player").asText() + r.get("points").asText()));
    assertThat(points).contains("F5", "A4", "B2", "C2");
    assertThat(ok("standings", document().toString())).startsWith("公开组  第 3 轮后名次");
  }

  @Test
  void prizesAndTheReportGiveNothingToThePlayersWhoDidNotPlay() throws Exception {
    String doc = document().toString();
    JsonNode prizes = Mappers.json().readTree(ok("prizes", doc, "--format", "json"));
    // six places paid, all to players who took part: 600 + 500 + 400 + 300 + 200 + 100
    assertThat(prizes.get("grandTotal").asInt()).isEqualTo(2100);
    List<String> paid = new ArrayList<>();
    prizes.get("awards").forEach(a -> paid.add(a.get("playerId").asText()));
    assertThat(paid).containsExactly("F", "A", "C", "B", "D", "E");
    List<String> graded = new ArrayList<>();
    prizes.get("grades").forEach(a -> graded.add(a.get("playerId").asText()));
    assertThat(graded).containsExactly("F", "A", "C", "B", "D", "E");
    List<String> didNotPlay = new ArrayList<>();
    prizes.get("didNotPlay").forEach(a -> didNotPlay.add(a.get("player").asText()));
    assertThat(didNotPlay).containsExactly("G", "H", "I");
    // teams: 红队 counts A and B (G did not play); 黑队 has only C who played: incomplete, ranked after
    JsonNode teams = prizes.get("teams");
    assertThat(teams.get(0).get("unit").asText()).isEqualTo("red");
    assertThat(teams.get(0).get("score").asInt()).isEqualTo(8);
    assertThat(teams.get(1).get("counted").toString()).isEqualTo("[\"C\"]");

    assertThat(ok("prizes", doc)).contains("未参赛，不参加评奖（公开组）：葛、何、易");
    String report = ok("report", doc);
    assertThat(report).contains("未参赛（不排名次，不参加评奖）", "未参赛，不参加评奖（公开组）：葛、何、易");
    JsonNode book = Mappers.json().readTree(ok("report", doc, "--format", "json"));
    assertThat(book.get("standings").size()).isEqualTo(9);
    assertThat(book.get("standings").get(8).get("didNotPlay").asBoolean()).isTrue();
    assertThat(book.get("prizes").get("grandTotal").asInt()).isEqualTo(2100);
    assertThat(ok("report", doc, "--format", "csv")).isEqualTo(ok("standings", doc, "--format", "csv"));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theDatabaseGivesTheSamePrintouts(Backend backend) throws Exception {
    String doc = document().toString();
    String db = backend.newDatabase(dir);
    ok("import", "json", doc, "--db", db);
    for (String[] format : List.of(new String[] {"standings"}, new String[] {"standings", "--format", "json"},
        new String[] {"standings", "--format", "csv"}, new String[] {"prizes", "--format", "json"},
        new String[] {"report"}, new String[] {"report", "--format", "json"})) {
      List<String> fromDoc = new ArrayList<>(List.of(format));
      fromDoc.add(1, doc);
      List<String> fromDb = new ArrayList<>(List.of(format));
      fromDb.addAll(List.of("--db", db));
      String printed = ok(fromDb.toArray(String[]::new));
      // A printout from the database carries the head of its log (docs/storage.md), a document has none: a results
      // book under its title, other printouts as their last line, a CSV as its last row, JSON in "log" (not the
      // standings' JSON, an array of rows).
      List<String> words = List.of(format);
      if (!(format[0].equals("standings") && words.contains("json"))) {
        assertThat(printed).as(String.join(" ", format))
            .containsPattern("日志 log #1 · [0-9a-f]{16}|\"log\" : \\{\\s*\"entries\" : 1,");
      }
      String head = "日志 log #1 · [0-9a-f]{16}\n";
      printed = format[0].equals("report") ? printed.replaceFirst(head, "")
          : words.contains("csv") ? printed.replaceFirst(head + "$", "") : printed.replaceFirst("\n" + head + "$", "");
      printed = printed.replaceFirst(",\\s*\"log\" : \\{[^}]*\\}", "");
      assertThat(printed).as(String.join(" ", format)).isEqualTo(ok(fromDoc.toArray(String[]::new)));
    }
    assertThat(ok("standings", "--db", db)).contains("未参赛（不排名次，不参加评奖）", "葛");
  }

  @Test
  void explainRankSaysDirectEncounterDidNotApplyAndThatTheChainRestarted() throws Exception {
    String doc = document().toString();
    String ab = ok("explain-rank", doc, "B", "A");
    assertThat(ab).contains("直胜不适用（三人同分，小循环不完整：应赛 3 局，实赛 1 局）",
        "directEncounter (直胜) did not apply (three players, incomplete mini-table: 1 of 3 games played)",
        "separated by reverseRoundComparison (total after round 2): 4 against 2");
    assertThat(ab).doesNotContain("equal on directEncounter");
    String bc = ok("explain-rank", doc, "B", "C", "--lang", "en");
    assertThat(bc.lines().findFirst().orElseThrow()).startsWith("No. 3 陈 (黑队) and No. 2 白 (红队) both have 4 "
        + "points; of the three tied, reverseRoundComparison (total after round 2) separated No. 1 安 (红队) first, "
        + "and the chain restarted from its first criterion for the two still tied; separated by directEncounter: 2 "
        + "against 0");
    assertThat(ok("explain-rank", doc, "G", "F"))
        .contains("7号 葛（红队） 未参赛（弃权 1 轮，缺席 2 轮），不排名次；6号 方 排第 1 名。");
  }
}
