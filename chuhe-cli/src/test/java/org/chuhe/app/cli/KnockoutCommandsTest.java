package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.chuhe.app.workflow.Fields;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Round;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Swiss then knock-out (preset world-open-knockout) through the commands: simulated into a document and run on a
 * real SQLite database, pair and result round by round, the knock-out included.
 */
class KnockoutCommandsTest {
  @TempDir Path dir;

  @Test
  void aSimulatedEventPassesTheCheckAndShowsTheKnockoutFirst() {
    Path doc = dir.resolve("ko.json");
    Cli sim = Cli.run("simulate", "--preset", "world-open-knockout", "--players", "30", "--seed", "5", "--out",
        doc.toString());
    assertThat(sim.exit()).as(sim.err()).isZero();
    Cli check = Cli.run("check", doc.toString());
    assertThat(check.exit()).as(check.out()).isZero();
    assertThat(check.out()).contains("第 10 轮：符合硬性规则\n  淘汰赛轮次：按对阵图核对").doesNotContain("✗");
    Cli standings = Cli.run("standings", doc.toString());
    assertThat(standings.out()).contains("淘汰赛（积分编排 9 轮后前 8 名）  已结束", "1/4决赛  第1种子", "半决赛",
        "三、四名决赛", "最终名次", "冠军：决赛胜");
    assertThat(Cli.run("standings", doc.toString(), "--lang", "en").out()).contains("final places",
        "champion: won the final against");
    assertThat(Cli.run("standings", doc.toString(), "--swiss").out()).contains("第 9 轮后名次")
        .doesNotContain("冠军");
    Cli prizes = Cli.run("prizes", doc.toString());
    assertThat(prizes.out()).contains("20000", "65000");
    Cli more = Cli.run("pair", doc.toString());
    assertThat(more.exit()).isNotZero();
    assertThat(more.err()).contains("没有需要编排的组别");
  }

  /**
   * Every Swiss game a win for red; every knock-out game a draw, so that every match goes through the rapid and
   * blitz games to the deciding game, where the draw puts black through: 9 Swiss rounds and 3 stages of 7 slots
   * (2 games, 2 rapid, 2 blitz, 1 deciding game) make 30 rounds.
   */
  @Test
  void theKnockoutIsPairedAndScoredInTheDatabase() throws Exception {
    String db = dir.resolve("ko.db").toString();
    ok("new", "--preset", "world-open-knockout", "--name", "淘汰赛测试", "--db", db, "--user", "裁判长");
    Path csv = dir.resolve("players.csv");
    Files.writeString(csv, Fields.csv("world-open-knockout"));
    ok("players", "import", csv.toString(), "--db", db);
    ok("checkin", "--all", "--db", db);
    ok("draw", "--seed", "28", "--db", db, "--user", "编排长");
    for (int round = 1; round <= 9; round++) {
      ok("pair", "--db", db, "--user", "编排长");
      resultsOf(db, round, "1-0");
    }
    String paired = ok("pair", "--db", db, "--user", "编排长", "--explain");
    assertThat(paired).contains("1/4决赛 第1局：第1种子 对 第8种子（种子序号在前者执红）");
    // The next game waits for every result of this one.
    Cli early = Cli.run("pair", "--db", db, "--user", "编排长");
    assertThat(early.exit()).isNotZero();
    assertThat(early.err()).contains("第 10 轮（淘汰赛）还有 4 盘没有结果");
    resultsOf(db, 10, "1/2");
    for (int round = 11; round <= 30; round++) {
      ok("pair", "--db", db, "--user", "编排长");
      resultsOf(db, round, "1/2");
    }
    Cli over = Cli.run("pair", "--db", db, "--user", "编排长");
    assertThat(over.exit()).isNotZero();
    assertThat(over.err()).contains("没有需要编排的组别");
    String standings = ok("standings", "--db", db);
    assertThat(standings).contains("已结束", "第 16 轮 加赛决胜局（和棋黑方胜）", "加赛决胜局执黑和棋晋级（正式对局 1:1）");
    Path exported = dir.resolve("export.json");
    ok("export", "json", "--out", exported.toString(), "--db", db);
    assertThat(ok("check", exported.toString())).doesNotContain("✗");
    assertThat(standings).startsWith(ok("standings", exported.toString()));
  }

  private void resultsOf(String db, int round, String code) throws Exception {
    Round r;
    try (Session s = Session.open(db, null, "裁判")) {
      r = s.load().roundsOf("open").stream().filter(x -> x.number() == round).findFirst().orElseThrow();
    }
    String sheet = r.games().stream().map(g -> g.board() + " " + code).collect(Collectors.joining("\n")) + "\n";
    Cli c = Cli.withInput(sheet, "result", String.valueOf(round), "--stdin", "--db", db, "--user", "裁判");
    assertThat(c.exit()).as(c.err()).isZero();
  }

  private static String ok(String... args) {
    Cli c = Cli.run(args);
    assertThat(c.exit()).as(String.join(" ", args) + "\n" + c.err() + c.out()).isZero();
    return c.out();
  }
}
