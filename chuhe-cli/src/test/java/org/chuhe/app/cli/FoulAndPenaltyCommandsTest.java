package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chuhe.app.io.Mappers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code foul --kind} and {@code penalty … cancel-round-result --round R} through the command line, on seed 000's
 * preset (fujian-women-2018: the second illegal move loses; a cancelled result is a 处分 that ranks behind equal
 * scores), and what the standings, the document and explain-rank show afterwards.
 */
class FoulAndPenaltyCommandsTest {
  @TempDir Path dir;

  private static final String ROUND_ONE = """
      {"regulations": "fujian-women-2018",
       "players": [{"id": "a", "name": "甲", "division": "adult", "number": 1},
                   {"id": "b", "name": "乙", "division": "adult", "number": 2},
                   {"id": "c", "name": "丙", "division": "adult", "number": 3},
                   {"id": "d", "name": "丁", "division": "adult", "number": 4}],
       "rounds": [{"division": "adult", "number": 1, "games": [{"board": 1, "red": "a", "black": "b"},
                                                                {"board": 2, "red": "c", "black": "d"}]}]}
      """;

  private String database() throws Exception {
    Path doc = dir.resolve("round1.json");
    Files.writeString(doc, ROUND_ONE);
    String db = dir.resolve("chuhe.db").toString();
    ok("import", "json", doc.toString(), "--db", db);
    return db;
  }

  @Test
  void theSecondIllegalMoveLosesAndTheKindIsChecked() throws Exception {
    String db = database();
    assertThat(ok("foul", "1", "1", "red", "--kind", "illegal-move", "--db", db))
        .contains("违反行棋规定 1 次、其他犯规 0 次（共 1 次）").doesNotContain("判负");
    assertThat(ok("foul", "1", "1", "red", "--kind", "illegal-move", "--db", db))
        .contains("红方判负：违反行棋规定达 2 次判负（illegalMoveLostAt: 2）；结果记为 黑胜")
        .contains("red loses: 2 illegal moves lose the game (illegalMoveLostAt: 2); result recorded as 0-1");
    Cli bad = Cli.run("foul", "1", "2", "black", "--kind", "clock", "--db", db);
    assertThat(bad.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(bad.err()).contains("--kind").contains("illegal-move").contains("\"clock\"");
    CliTest.assertNoStackTrace(bad);
    // without --kind a foul is an other foul; the Chinese name of the kind is accepted too
    assertThat(ok("foul", "1", "2", "black", "--db", db)).contains("其他犯规 1 次");
    assertThat(ok("foul", "1", "2", "black", "--kind", "违反行棋规定", "--db", db))
        .contains("黑方判负：累计犯规（两类合计）达 2 次判负（gameLostAtFoul: 2）；结果记为 红胜");
    JsonNode games = Mappers.json().readTree(ok("export", "json", "--db", db)).get("rounds").get(0).get("games");
    assertThat(games.get(0).get("redFouls").asInt()).isEqualTo(2);
    assertThat(games.get(0).get("redIllegalMoves").asInt()).isEqualTo(2);
    assertThat(games.get(1).get("blackFouls").asInt()).isEqualTo(2);
    assertThat(games.get(1).get("blackIllegalMoves").asInt()).isEqualTo(1);
    assertThat(ok("log", "--db", db)).contains("foul.add").contains("ILLEGAL_MOVE");
  }

  @Test
  void aCancelledResultScoresNothingAndIsShown() throws Exception {
    String db = database();
    ok("result", "1", "1", "1/2", "--db", db);
    Cli noResult = Cli.run("penalty", "c", "cancel-round-result", "--round", "1", "--db", db);
    assertThat(noResult.err()).contains("has no result yet: enter it first");
    ok("result", "1", "2", "1-0", "--db", db);
    Cli noRound = Cli.run("penalty", "c", "cancel-round-result", "--db", db);
    assertThat(noRound.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(noRound.err()).contains("--round").contains("取消当轮比赛成绩须写明轮次");
    Cli notPaired = Cli.run("penalty", "c", "cancel-round-result", "--round", "2", "--db", db);
    assertThat(notPaired.err()).contains("round 2 has not been paired");
    assertThat(ok("penalty", "c", "cancel-round-result", "--round", "1", "--reason", "偷挪对方棋子", "--db", db))
        .contains("第 1 轮成绩取消：3号 丙 该轮计 0 分（原 2 分），对手 4号 丁 的成绩不变")
        .contains("the opponent No. 4 丁 keeps his result")
        .contains("ranks behind every player with equal points");
    Cli twice = Cli.run("penalty", "c", "cancel-round-result", "--round", "1", "--db", db);
    assertThat(twice.err()).contains("is cancelled already");

    // a 1, b 1 (their draw; b ahead on 后走局数), c 0 (his win cancelled), d 0: c is penalised, so behind d
    String text = ok("standings", "--db", db, "--lang", "zh");
    assertThat(text).contains("0*").contains("* 3号 丙 第 1 轮成绩已取消（处分），该轮计 0 分；对手成绩不变");
    assertThat(ok("standings", "--db", db, "--lang", "en")).contains("* No. 3 丙: result of round 1 cancelled");
    JsonNode rows = Mappers.json().readTree(ok("standings", "--db", db, "--format", "json"));
    assertThat(rows).extracting(r -> r.get("player").asText()).containsExactly("b", "a", "d", "c");
    assertThat(rows.get(3).get("points").asInt()).isZero();
    assertThat(rows.get(3).get("cancelledRounds").toString()).isEqualTo("[1]");
    assertThat(rows.get(2).has("cancelledRounds")).isFalse();

    Path exported = dir.resolve("after.json");
    Files.writeString(exported, ok("export", "json", "--db", db));
    assertThat(Files.readString(exported)).contains("\"CANCEL_ROUND_RESULT\"");
    assertThat(ok("explain-rank", exported.toString(), "d", "c", "--lang", "en"))
        .contains("separated by penalisedLast")
        .contains("The result of No. 3 丙 in round 1 was cancelled by a penalty and scores 0.");
  }
}
