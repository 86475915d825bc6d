package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.ResultReports;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code codes} and {@code reports} (issue 26): the players' codes listed as arbiters name the players and one changed;
 * the round's boards with their states, claims and counts; a board confirmed by both accepted, one only reported
 * refused, accept-all and the auto-accept switch; the log agrees throughout.
 */
class ReportCommandsTest {
  @TempDir Path dir;

  private static final Pattern LINE = Pattern.compile("(?m)^(\\d+)号 棋手\\d（队\\d）  (\\d{8})$");

  private String paired() {
    return GameRecordCommandsTest.pairedEight(dir);
  }

  private static String codeOf(String listing, int number) {
    Matcher m = LINE.matcher(listing);
    while (m.find()) {
      if (Integer.parseInt(m.group(1)) == number) {
        return m.group(2);
      }
    }
    throw new AssertionError("no code for " + number + " in\n" + listing);
  }

  @Test
  void codesAreListedAsArbitersNamePlayersStayTheSameAndOneIsReset() {
    String db = paired();
    String listed = ok("codes", "--db", db);
    assertThat(LINE.matcher(listed).results().count()).isEqualTo(8);
    assertThat(listed).contains("8 名棋手 / players");
    assertThat(ok("codes", "--db", db)).isEqualTo(listed);
    assertThat(ok("codes", "--format", "csv", "--db", db)).startsWith("id,number,name,unit,division,code")
        .contains(",3,棋手", "," + codeOf(listed, 3));
    String reset = ok("codes", "--reset", "3", "--db", db);
    assertThat(reset).containsPattern("3号 棋手\\d（队\\d）  新确认码 / new code: \\d{8}");
    String fresh = reset.replaceAll("(?s).*new code: (\\d{8}).*", "$1");
    assertThat(fresh).isNotEqualTo(codeOf(listed, 3));
    assertThat(codeOf(ok("codes", "--db", db), 3)).isEqualTo(fresh);
    assertThat(ok("log", "--db", db)).contains("code.reset").doesNotContain(fresh).doesNotContain(codeOf(listed, 3));
    assertThat(Cli.run("codes", "--reset", "99", "--db", db).exit()).isEqualTo(2);
  }

  @Test
  void aRoundsReportsAreListedAcceptedAndAutoAccepted() {
    String db = paired();
    assertThat(ok("reports", "1", "--db", db)).contains("第 1 轮 / round 1  自动登记 / auto-accept: 关 / off",
        "第 1 台 / board 1: ", "未报告 / not reported", "未报告 4 · 已报告 0 · 双方确认 0 · 有争议 0 · 已登记 0");
    try (Session s = Session.open(db, null, "test")) {
      claim(s, 1, Result.RED_WIN, Result.RED_WIN);
      claim(s, 2, Result.DRAW, null);
      claim(s, 3, Result.DRAW, Result.BLACK_WIN);
    }
    String listed = ok("reports", "1", "--db", db);
    assertThat(listed).contains("双方确认 / confirmed by both  红方报 / red: 红胜 1-0 · 黑方报 / black: 红胜 1-0",
        "已报告 / reported  红方报 / red: 和 ½-½ · 黑方报 / black: —",
        "有争议 / disputed  红方报 / red: 和 ½-½ · 黑方报 / black: 黑胜 0-1",
        "未报告 1 · 已报告 1 · 双方确认 1 · 有争议 1 · 已登记 0");

    Cli refused = Cli.run("reports", "1", "--accept", "2", "--db", db);
    assertThat(refused.exit()).isEqualTo(2);
    assertThat(refused.err()).contains("only a result confirmed by both can be accepted");
    assertThat(ok("reports", "1", "--accept", "1", "--db", db)).contains("第 1 轮第 1 台 / round 1 board 1: ",
        "已录入 / recorded");
    assertThat(ok("reports", "1", "--accept-confirmed", "--db", db)).contains("no board confirmed by both waits");

    assertThat(ok("reports", "1", "--auto", "on", "--db", db)).contains("第 1 轮自动登记：开 / round 1 auto-accept: on");
    try (Session s = Session.open(db, null, "test")) {
      claim(s, 4, Result.BLACK_WIN, Result.BLACK_WIN);
    }
    assertThat(ok("reports", "1", "--db", db)).contains("auto-accept: 开 / on", "已登记 黑胜 / accepted 0-1",
        "未报告 0 · 已报告 1 · 双方确认 0 · 有争议 1 · 已登记 2");
    assertThat(ok("log", "--db", db)).contains("report.claim", "report.auto", "棋手 ");
    assertThat(Cli.run("reports", "1", "--accept", "1", "--auto", "off", "--db", db).exit()).isEqualTo(2);
    assertThat(Cli.run("reports", "1", "--auto", "maybe", "--db", db).err()).contains("must be on or off");
    assertThat(ok("log", "--verify", "--db", db)).contains("intact");

    // The document carries the accepted results, never a claim, a switch or a code; it reads back and verifies.
    String codes = ok("codes", "--db", db);
    String document = ok("export", "json", "--db", db);
    assertThat(document).doesNotContain("\"claims\"", "claimed", "autoAccept").doesNotContain(codeOf(codes, 1));
    Path copy = dir.resolve("copy.json");
    try {
      java.nio.file.Files.writeString(copy, document);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    String other = dir.resolve("other.db").toString();
    ok("import", "json", copy.toString(), "--db", other);
    String head = "\"log\" : \"[^\"]*\""; // the head of each database's own log
    assertThat(ok("export", "json", "--db", other).replaceAll(head, "")).isEqualTo(document.replaceAll(head, ""));
    assertThat(ok("reports", "1", "--db", other)).contains("未报告 2 · 已报告 0 · 双方确认 0 · 有争议 0 · 已登记 2");
    assertThat(ok("log", "--verify", "--db", other)).contains("intact");
  }

  private static void claim(Session s, int board, Result red, Result black) {
    GameRef ref = new GameRef("adult", 1, board);
    Game g = ResultReports.board(s, ref).game();
    for (var claim : List.of(new Object[] {g.red(), red}, new Object[] {g.black(), black})) {
      if (claim[1] != null) {
        ResultReports.claim(s, ref, (String) claim[0], (Result) claim[1]);
      }
    }
  }
}
