package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chuhe.app.document.TeamDocumentsTest;
import org.chuhe.app.io.Mappers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A team event's lists through the commands (issue 28), on the hand-made round of {@link TeamDocumentsTest#TEAM}
 * (world-open-team-swiss: 3 boards, a bye scores as a won match): 北京队 (A, team 1) against 上海队 (B, team 2) at
 * table 1, 广东队 (C, team 3) the bye. Board 1 甲一 (A, red) beats 乙一: A 2; board 2 乙三 (B, red) draws with 甲二:
 * 1 each; board 3 甲三 (A, red) loses to 乙四: B 2. So 3 局分 each, the match drawn: 1 场分 each. C's bye: 2 场分 and
 * 6 局分 (3 boards won). A and B are level on 场分, 局分 and 直胜 (1 to 1): the board results decide, board 1 A 2 to B 0.
 */
class TeamCommandsTest {
  @TempDir Path dir;

  @Test
  void theTeamTableRanksByMatchPointsGamePointsAndTheBoards() throws Exception {
    Path doc = dir.resolve("team.json");
    Files.writeString(doc, TeamDocumentsTest.TEAM);
    assertThat(ok("check", doc.toString())).contains("teams 第 1 轮：符合硬性规则").doesNotContain("✗");
    String text = ok("standings", doc.toString());
    assertThat(text).contains("团体名次（依次比较：场分、局分、直胜、台次成绩、抽签）")
        .contains("名次  队号  队名    场分  局分  场数  轮空  第1台  第2台  第3台  说明")
        .contains("   1     3  广东队     2     6     0     1      2      2      2  第一名")
        .contains("   2     1  北京队     1     3     1     0      2      1      0  按场分列 3号队 广东队 之后（1 对 2）")
        .contains("   3     2  上海队     1     3     1     0      0      1      2  与 1号队 北京队 场分、局分、直胜相同，"
            + "按台次成绩列其后（1:0 对 1:2）");
    assertThat(ok("standings", doc.toString(), "--lang", "en")).contains("team standings (ranked by match points, "
        + "game points, direct encounter, board results, lots)", "level with team 1 北京队 on match points, game "
        + "points, direct encounter; behind on board results (1:0 to 1:2)");
    JsonNode rows = Mappers.json().readTree(ok("standings", doc.toString(), "--format", "json"));
    assertThat(rows).extracting(r -> r.path("team").asText() + " " + r.path("matchPoints").asInt() + " "
        + r.path("gamePoints").asInt() + " " + r.path("decidedBy").asText())
        .containsExactly("C 2 6 null", "A 1 3 match-points", "B 1 3 boards");
    assertThat(ok("standings", doc.toString(), "--format", "csv")).contains("3,广东队,2,6,0,1,2,2,2,第一名");
  }

  /**
   * {@code export} of a team event writes its own lists: the match list (a line for the match with its score in games
   * and 场分, a line a board with each team's player and colour, the first team's on the left, then the bye), the team
   * table for standings and team standings, the team crosstable (lines by rank: C 1, A 2, B 3; A and B drew, C had the
   * bye), the team and board prizes.
   */
  @Test
  void theExportsOfATeamEventAreItsMatchListTeamTableAndCrosstable() throws Exception {
    Path doc = dir.resolve("team.json");
    Files.writeString(doc, TeamDocumentsTest.TEAM);
    assertThat(export(doc, "pairings")).contains("场次,台次,先走队,编号,队员,结果,队员,编号,后走队\n"
        + "第1场,,1号队 北京队,,,1½:1½（场分 1:1）,,,2号队 上海队\n"
        + ",1台,,,甲一（红）,红胜,乙一（黑）,,\n"
        + ",2台,,,甲二（黑）,和,乙三（红）,,\n"
        + ",3台,,,甲三（红）,黑胜,乙四（黑）,,\n"
        + "轮空,,3号队 广东队,,,,,,");
    String table = "名次,队号,队名,场分,局分,场数,轮空,第1台,第2台,第3台,说明\n1,3,广东队,2,6,0,1,2,2,2,第一名";
    assertThat(export(doc, "standings")).contains(table);
    assertThat(export(doc, "teams")).contains(table);
    assertThat(export(doc, "crosstable")).contains("序,名次,队号,队名,第1轮,场分,局分\n1,1,3,广东队,轮空,2,6\n"
        + "2,2,1,北京队,3和 1½:1½,1,3\n3,3,2,上海队,2和 1½:1½,1,3");
    assertThat(export(doc, "prizes")).contains("团体奖", "第 3 台台次奖");
    assertThat(export(doc, "crosstable", "--lang", "en")).contains("2,2,1,北京队,3 D 1½-1½,1,3");
  }

  private String export(Path doc, String kind, String... more) throws Exception {
    Path out = dir.resolve(kind + ".csv");
    java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("export", kind, doc.toString(),
        "--format", "csv", "--out", out.toString()));
    args.addAll(java.util.List.of(more));
    ok(args.toArray(String[]::new));
    return Files.readString(out).replace("\r\n", "\n");
  }

  /**
   * The prize table's three bands go to the three teams by rank; no player has the 4 games a board prize needs after
   * one round, so each board lists its two players unranked, the better score first.
   */
  @Test
  void thePrizesAreTheTeamPrizesAndEachBoardsList() throws Exception {
    Path doc = dir.resolve("team.json");
    Files.writeString(doc, TeamDocumentsTest.TEAM);
    String prizes = ok("prizes", doc.toString());
    assertThat(prizes).contains("团体奖\n名次  队号  队名    奖金  奖杯  证书\n   1     3  广东队")
        .contains("第 3 台台次奖（至少 4 局）\n名次  棋手            局数  得分  得分率\n"
            + "      乙四（上海队）     1     2  100.0%\n      甲三（北京队）     1     0    0.0%");
    assertThat(ok("prizes", doc.toString(), "--lang", "en")).contains("board 2 prize (at least 4 games)");
    assertThat(ok("report", doc.toString())).contains("世界象棋公开赛团体赛", "团体名次", "第 1 台台次奖");
  }

  /**
   * A team short of players: 上海队 (B) fields 乙一 and 乙二 only, so board 3 has 甲三 (A) alone, who wins it by forfeit.
   * Board 1 甲一 beats 乙一 (A 2), board 2 乙二 (B, red) draws with 甲二 (1 each), board 3 A 2: A 5 : B 1, 场分 2 : 0.
   * C (广东队) has the bye: 2 场分, 6 局分, ahead of A on 局分. Round 2: B (lowest, no bye yet) rests, A meets C,
   * whose two players leave board 3 to A's third player: the pairing list says he wins it.
   */
  @Test
  void aTeamShortOfPlayersLosesItsEmptyBoardByForfeit() throws Exception {
    Path doc = dir.resolve("short.json");
    Files.writeString(doc, TeamDocumentsTest.TEAM
        .replace("[\"c1\", \"c2\", \"c3\", \"c4\"]", "[\"c1\", \"c2\"]")
        .replaceAll(",\\s*\\{\"id\": \"c3\"[^\\]]*\\]", "]")
        .replaceAll("\\{\"board\": 2, \"red\": \"b3\", \"black\": \"a2\", \"result\": \"1/2\"\\},"
            + "\\s*\\{\"board\": 3[^}]*\\}\\],", "{\"board\": 2, \"red\": \"b2\", \"black\": \"a2\", \"result\": \"1/2\"}], "
            + "\"byes\": [\"a3\"],"));
    assertThat(ok("check", doc.toString())).contains("teams 第 1 轮：符合硬性规则").doesNotContain("✗");
    assertThat(ok("standings", doc.toString()))
        .contains("   1     3  广东队     2     6     0     1      2      2      2")
        .contains("   2     1  北京队     2     5     1     0      2      1      2")
        .contains("   3     2  上海队     0     1     1     0      0      1      0");
    String paired = ok("pair", doc.toString());
    assertThat(paired).contains("空台不战而胜").contains("甲三")
        .doesNotContain("质量向量"); // a team round has no Swiss quality vector to print
  }
}
