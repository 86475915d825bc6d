package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.chuhe.app.workflow.Fields;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.KnockoutRules;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TieBreakRules;
import org.chuhe.regulations.TieBreakStage;
import org.chuhe.roundrobin.RoundRobinSchedule;
import org.chuhe.tournament.Tournament;
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
    assertThat(paired).contains("1/4决赛 第1局：第1种子 对 第8种子（种子序号在前者执红）")
        .doesNotContain("质量向量"); // a knock-out round is the bracket's, not the Swiss engine's
    // The next game waits for every result of this one.
    Cli early = Cli.run("pair", "--db", db, "--user", "编排长");
    assertThat(early.exit()).isNotZero();
    assertThat(early.err()).contains("第 10 轮（淘汰赛）还有 4 盘没有结果");
    resultsOf(db, 10, "1/2");
    // The roster for round 11 (game 2 of every quarter-final): the 8 seeds play, the rest did not qualify.
    String roster = ok("players", "list", "--db", db);
    long out = roster.lines().filter(l -> l.contains("未进入淘汰赛（积分编排前 8 名晋级）")).count();
    assertThat(out).isPositive().isEqualTo(roster.lines().filter(l -> l.contains("open")).count() - 8);
    for (int round = 11; round <= 30; round++) {
      ok("pair", "--db", db, "--user", "编排长");
      resultsOf(db, round, "1/2");
    }
    Cli over = Cli.run("pair", "--db", db, "--user", "编排长");
    assertThat(over.exit()).isNotZero();
    assertThat(over.err()).contains("没有需要编排的组别");
    assertThat(ok("players", "list", "--db", db).lines().filter(l -> l.contains("open")))
        .hasSizeGreaterThan(8).allMatch(l -> l.contains("淘汰赛已全部结束"));
    String standings = ok("standings", "--db", db);
    assertThat(standings).contains("已结束", "第 16 轮 加赛决胜局（和棋黑方胜）", "加赛决胜局执黑和棋晋级（正式对局 1:1）");
    Path exported = dir.resolve("export.json");
    ok("export", "json", "--out", exported.toString(), "--db", db);
    assertThat(ok("check", exported.toString())).doesNotContain("✗");
    assertThat(standings).startsWith(ok("standings", exported.toString()));
  }

  /**
   * The qualifying line inside a shared place, in a document: 6 players, a 5-round Swiss (the Berger table's rounds)
   * in which the smaller number wins every game but p4–p5 is drawn (p4 and p5 3 points and 1 win each), 胜局 then lots, 4 qualifiers: places
   * 4 and 5 are level after every tie-break. Both {@code standings --swiss} and the knock-out's pairing say so.
   */
  @Test
  void aTieAcrossTheQualifyingLineIsShownWithTheSwissStandingsAndThePairing() throws Exception {
    int n = 6;
    List<Player> players = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      players.add(Player.of("p" + i, "棋手" + i, "open", "队" + i).withNumber(i));
    }
    // The Berger table's rounds, the smaller number winning every game but p4–p5, a draw.
    java.util.Map<String, Integer> numbers = new java.util.LinkedHashMap<>();
    players.forEach(p -> numbers.put(p.id(), p.number()));
    RoundRobinSchedule table = RoundRobinSchedule.of(numbers, 1, "open");
    List<Round> rounds = new ArrayList<>();
    for (int r = 1; r < n; r++) {
      List<Game> games = new ArrayList<>();
      for (RoundRobinSchedule.Meeting m : table.round(r)) {
        boolean redSmaller = numbers.get(m.red()) < numbers.get(m.black());
        Result result = Set.of(m.red(), m.black()).equals(Set.of("p4", "p5")) ? Result.DRAW
            : redSmaller ? Result.RED_WIN : Result.BLACK_WIN;
        games.add(Game.of(games.size() + 1, m.red(), m.black(), result));
      }
      rounds.add(new Round("open", r, games, List.of(), List.of()));
    }
    Regulations regs = new Regulations("t", "t", null, null, n - 1, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null)
        .withFormat(Format.SWISS_KNOCKOUT, null, new KnockoutRules(4, 1, false, null, null, List.of(
            new TieBreakStage(TieBreakStage.Kind.ARMAGEDDON, 1, null, null, null)), null))
        .withTieBreaks(new TieBreakRules(List.of(Criterion.WINS, Criterion.LOTS), null, null, null, null));
    Path doc = dir.resolve("tie.json");
    TournamentDocuments.write(new Tournament("tie", "并列测试", regs, null, players, rounds, null, null, null, null),
        doc, true);
    String warning = "注意：积分编排第 4–5 名并列，全部破同分项目相同：淘汰赛取前 4 名，分界线落在并列者之间；"
        + "对阵暂按名次表顺序（4号 棋手4（队4） 进入，5号 棋手5（队5） 未进入），须先抽签决定名次";
    assertThat(ok("standings", doc.toString(), "--swiss")).contains(warning);
    assertThat(ok("standings", doc.toString(), "--swiss", "--lang", "en"))
        .contains("note: ranks 4–5 of the Swiss are tied after every tie-break");
    assertThat(ok("standings", doc.toString())).contains(warning);
    assertThat(ok("pair", doc.toString())).contains(warning);
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
