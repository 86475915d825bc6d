package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/** The command line as a new arbiter meets it: help, names for players, a round's results at once, defaults. */
class ArbiterCommandsTest {
  @TempDir Path dir;

  /** A database with the xiaoyi-2019 test field (34 players), checked in and drawn with seed 1. */
  private String drawn() {
    return drawn(dir);
  }

  /** The same in a database of its own in {@code dir}. */
  static String drawn(Path dir) {
    String db = dir.resolve("event.db").toString();
    ok("new", "--preset", "xiaoyi-2019", "--db", db);
    Path csv = dir.resolve("field.csv");
    try {
      Files.writeString(csv, org.chuhe.app.workflow.Fields.csv("xiaoyi-2019"));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    ok("players", "import", csv.toString(), "--db", db);
    ok("checkin", "--all", "--db", db);
    ok("draw", "--seed", "1", "--db", db);
    return db;
  }

  private static Tournament load(String db) {
    return TournamentDocuments.read("export.json", ok("export", "json", "--db", db));
  }

  @Test
  void everyCommandAndSubcommandHasBilingualHelp() {
    List<CommandSpec> commands = new ArrayList<>();
    collect(new CommandLine(new Main()).getCommandSpec(), commands);
    assertThat(commands).hasSizeGreaterThan(30);
    for (CommandSpec c : commands) {
      List<String> path = new ArrayList<>(List.of(c.qualifiedName().split(" ")).subList(1,
          c.qualifiedName().split(" ").length));
      path.add("--help");
      Cli help = Cli.run(path.toArray(String[]::new));
      assertThat(help.exit()).as(c.qualifiedName() + "\n" + help.err()).isZero();
      assertThat(help.out()).as(c.qualifiedName()).startsWith("用法 Usage: " + c.qualifiedName());
      assertThat(c.usageMessage().description()).as(c.qualifiedName()).hasSizeGreaterThanOrEqualTo(2);
      List<ArgSpec> args = new ArrayList<>(c.options());
      args.addAll(c.positionalParameters());
      for (ArgSpec a : args) {
        String[] d = a.description();
        String name = c.qualifiedName() + " " + a.paramLabel() + " " + a;
        assertThat(d).as(name).isNotEmpty();
        // Chinese first, then English; a description that is only a list of values needs no translation.
        if (!d[0].matches("[a-z|]+")) {
          assertThat(d[0]).as(name).containsPattern("\\p{IsHan}");
          assertThat(d).as(name).hasSizeGreaterThanOrEqualTo(2);
          assertThat(d[d.length - 1]).as(name).doesNotContainPattern("^\\p{IsHan}");
        }
      }
    }
    Cli wrong = Cli.run("players", "ad", "王伟");
    assertThat(wrong.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(wrong.err()).contains("无法识别的参数或选项：ad 王伟\nUnmatched argument", "命令 Commands:");
    Cli missing = Cli.run("result", "--db", dir.resolve("none.db").toString());
    assertThat(missing.err()).contains("缺少必需的参数或选项：ROUND\nMissing required parameter: 'ROUND'",
        "用法 Usage: chuhe result", "详见 / see: chuhe result --help");
    Cli invalid = Cli.run("standings", "--format", "xml");
    assertThat(invalid.err()).contains("--format 的值无效：xml（可选：text、json、csv）\nInvalid value for option '--format'");
  }

  private static void collect(CommandSpec spec, List<CommandSpec> into) {
    into.add(spec);
    spec.subcommands().values().forEach(c -> collect(c.getCommandSpec(), into));
  }

  @Test
  void aNewTournamentWithoutANameTakesThePresetsAndTimesAreLocal() {
    String db = dir.resolve("new.db").toString();
    assertThat(ok("new", "--preset", "chongqing-2018", "--db", db))
        .contains("（" + Presets.get("chongqing-2018").name() + "）");
    String list = ok("tournaments", "--db", db);
    assertThat(list).contains(Presets.get("chongqing-2018").name()).containsPattern("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d")
        .doesNotContainPattern("T\\d\\d:\\d\\d:\\d\\d");
  }

  @Test
  void playersAreNamedByIdNumberOrNameInEveryCommand() {
    String db = drawn();
    Tournament t = load(db);
    Player three = t.players().stream().filter(p -> Integer.valueOf(3).equals(p.number())).findFirst().orElseThrow();
    assertThat(ok("checkin", "3", "--undo", "--db", db)).contains("  3号 河北8（俱乐部7） / No. 3 河北8 (俱乐部7)");
    assertThat(ok("checkin", "#3", three.name(), "--db", db)).contains("checked in 1 players");
    assertThat(ok("checkin", "3", "--db", db)).as("already in: said, nothing changed").contains("checked in 0 players",
        t.nameZh(three.id()) + " 已报到（", "），未作改动", "was already in (by ");
    assertThat(ok("players", "list", "--db", db)).contains(three.id());
    ok("players", "edit", three.name(), "--grade", "一级棋士", "--db", db);
    ok("players", "add", three.name(), "--unit", "另一队", "--province", "山西", "--city", "太原", "--gender", "男",
        "--born", "1980-01-01", "--db", db);
    Cli ambiguous = Cli.run("withdraw", three.name(), "--db", db);
    assertThat(ambiguous.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(ambiguous.err()).contains("“" + three.name() + "”可指 2 名棋手：" + three.id() + "（3 号）" + three.name(),
        "（未编号）" + three.name() + "，另一队", "name the player by id");

    // pair --absent by number; the pairing list shows the numbers; explain-rank from the database.
    Player five = t.players().stream().filter(p -> Integer.valueOf(5).equals(p.number())).findFirst().orElseThrow();
    String pairing = ok("pair", "--absent", "5", "--db", db);
    assertThat(pairing).contains("序号");
    Round one = load(db).roundsOf("open").get(0);
    assertThat(one.games()).noneMatch(g -> g.involves(five.id()));
    assertThat(one.byes()).doesNotContain(five.id());
    Game g = one.games().get(0);
    Player red = load(db).player(g.red()).orElseThrow();
    assertThat(pairing).containsPattern("\\s" + red.number() + "\\s+" + red.name());
    ok("result", "1", String.valueOf(g.board()), "1-0", "--db", db);
    assertThat(ok("explain-rank", String.valueOf(red.number()), g.black(), "--db", db)).contains(red.name());
    assertThat(ok("penalty", "#" + red.number(), "foul", "--db", db))
        .contains("penalty recorded for No. " + red.number() + " " + red.name());
  }

  @Test
  void aRoundsResultsInOneCommandFromArgumentsOrStandardInput() {
    String db = drawn();
    ok("pair", "--db", db);
    List<Game> games = load(db).roundsOf("open").get(0).games();
    String out = ok("result", "1", "1", "1-0", "2", "0-1", "3", "--", "--db", db);
    assertThat(out).contains("round 1: 3 of 3 results saved");
    // A sheet with a refused line saves nothing and names every bad line.
    Cli bad = Cli.withInput("4 1/2\n\n# board 5 was a draw\n5 1/2\n1 0-1\n6 x\nnonsense\n", "result", "1", "-",
        "--db", db);
    assertThat(bad.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(bad.err()).contains("stdin:6: 无效的结果代码 \"x\"", "stdin:7: 应为“台次 结果”");
    Cli conflict = Cli.withInput("4 1/2\n5 1/2\n1 0-1\n", "result", "1", "--stdin", "--db", db);
    assertThat(conflict.err()).contains("stdin:3: open/1/1: 第 1 轮第 1 台", "现为 红胜", "none of the 3 results was saved");
    assertThat(load(db).roundsOf("open").get(0).games().get(3).result().isFinished()).isFalse();
    StringBuilder sheet = new StringBuilder();
    for (Game g : games.subList(3, games.size())) {
      sheet.append(g.board()).append(" 1/2\n");
    }
    assertThat(Cli.withInput(sheet.toString(), "result", "1", "-", "--db", db).out())
        .contains("round 1: " + (games.size() - 3) + " of " + (games.size() - 3) + " results saved");
    assertThat(load(db).roundsOf("open").get(0).games()).allMatch(g -> g.result().isFinished());
    Cli was = Cli.run("result", "1", "1", "0-1", "2", "1-0", "--correct", "--was", "1-0", "--db", db);
    assertThat(was.err()).contains("--was: 只能用于录入一盘结果");
  }

  @Test
  void severalTournamentsNeedANameAndTheUserAndTournamentCanBeSetOnce() throws Exception {
    String db = dir.resolve("two.db").toString();
    ok("new", "--preset", "xiaoyi-2019", "--db", db);
    ok("players", "add", "王伟", "--province", "山西", "--db", db);
    Path copy = dir.resolve("copy.json");
    Files.writeString(copy, ok("export", "json", "--db", db));
    ok("import", "json", copy.toString(), "--as", "copy", "--db", db);
    Cli unnamed = Cli.run("players", "list", "--db", db);
    assertThat(unnamed.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(unnamed.err()).contains("数据库中有 2 个赛事，请指明用哪一个：copy", "xiaoyi-2019（",
        "add --tournament ID, or set CHUHE_TOURNAMENT=ID");
    assertThat(ok("players", "list", "--db", db, "--tournament", "copy")).contains("王伟");

    // The environment names the user and the tournament for every command of a shell.
    Child none = child(Map.of(), "players", "add", "李梅", "--province", "山西", "--db", db);
    assertThat(none.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(none.out()).contains("CHUHE_TOURNAMENT");
    Child named = child(Map.of("CHUHE_TOURNAMENT", "copy", "CHUHE_USER", "乙裁判"), "players", "add", "李梅",
        "--province", "山西", "--db", db);
    assertThat(named.exit()).as(named.out()).isZero();
    assertThat(ok("log", "--db", db, "--tournament", "copy")).contains("乙裁判", "李梅");
    assertThat(DbOptions.actor(null, " 甲 ", "os")).isEqualTo("甲");
    assertThat(DbOptions.actor("丙", "甲", "os")).isEqualTo("丙");
    assertThat(DbOptions.actor(null, "", "os")).isEqualTo("os");
  }

  private record Child(int exit, String out) {}

  /** chuhe in a JVM of its own, with these environment variables (and without chuhe's others). */
  private static Child child(Map<String, String> variables, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8", "-Dstderr.encoding=UTF-8", "-cp",
        System.getProperty("java.class.path"), Main.class.getName()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().keySet().removeIf(k -> k.startsWith("CHUHE_"));
    builder.environment().putAll(variables);
    Process p = builder.start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return new Child(p.exitValue(), out);
  }

  /** A database of seed 000 with its test field registered, checked in and drawn; returns the {@code --db}. */
  private String fujianDrawn(String file) throws IOException {
    String db = dir.resolve(file).toString();
    ok("new", "--preset", "fujian-women-2018", "--db", db);
    Path csv = dir.resolve("field.csv");
    Files.writeString(csv, org.chuhe.app.workflow.Fields.csv("fujian-women-2018"));
    ok("players", "import", csv.toString(), "--db", db);
    ok("checkin", "--all", "--db", db);
    ok("draw", "--seed", "2", "--db", db);
    return db;
  }

  /**
   * Seed 000 leaves a withdrawn player's prizes to the chief arbiter (withdrawnPrizes: CONFIRM): the only result of
   * round 1 makes board 1's red first, alone; withdrawn, his line is marked and warned until the chief arbiter
   * refuses (the first place's 5000 yuan, trophy and certificate go to nobody) or confirms it.
   */
  @Test
  void aWithdrawnPlayersPrizesAwaitTheChiefArbiter() throws Exception {
    String db = fujianDrawn("withdrawn.db");
    ok("pair", "--db", db);
    Game g = load(db).roundsOf("adult").get(0).games().get(0);
    ok("result", "1", String.valueOf(g.board()), "1-0", "--division", "adult", "--db", db);
    ok("withdraw", g.red(), "--reason", "病退", "--db", db);
    String name = load(db).player(g.red()).orElseThrow().name();
    assertThat(ok("prizes", "--db", db)).contains(name + "（退赛·待裁判长确认）",
        "女子成年组（第 1 名） 5000 元、奖杯、证书——第 1 轮后退赛，待裁判长确认后方可授予");
    Cli noReason = Cli.run("award", "refuse", g.red(), "--db", db);
    assertThat(noReason.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(noReason.err()).contains("--reason");
    assertThat(ok("award", "refuse", g.red(), "--reason", "无故离赛", "--db", db))
        .contains("第 1 轮后退赛，裁判长决定不予授予（无故离赛）", "不授予，空缺：女子成年组（第 1 名） 5000 元、奖杯、证书");
    assertThat(ok("prizes", "--format", "json", "--db", db)).contains("\"withheld\"", "\"REFUSED\"");
    assertThat(ok("award", "confirm", g.red(), "--reason", "病退，经批准", "--db", db))
        .contains("裁判长确认保留（病退，经批准）", "保留：女子成年组（第 1 名） 5000 元、奖杯、证书");
    assertThat(ok("prizes", "--db", db)).contains(name + "（退赛·裁判长确认保留）");
    assertThat(ok("log", "--db", db)).contains("prizes.decide");
  }

  @Test
  void whatNeededAnEditedDocumentHasACommand() throws Exception {
    String db = fujianDrawn("fujian.db");

    // Hand-picked awards (R20): two per division; a third needs a reason, and the command says how to give it.
    ok("award", "add", "1", "--division", "adult", "--db", db);
    ok("award", "add", "2", "--division", "adult", "--db", db);
    Cli third = Cli.run("award", "add", "3", "--division", "adult", "--db", db);
    assertThat(third.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(third.err()).contains("confirm the award with a reason",
        "--override: 确认无误后加 --override \"理由\" 再执行一次");
    ok("award", "add", "3", "--division", "adult", "--override", "组委会决定", "--db", db);
    ok("award", "remove", "2", "--division", "adult", "--reason", "评选有误", "--db", db);
    Tournament t = load(db);
    assertThat(t.awards()).hasSize(2);
    assertThat(ok("prizes", "--db", db)).contains("体育道德风尚奖");

    // Removing a registration, until the player is paired.
    ok("players", "add", "重复", "--division", "youth", "--unit", "福建队9", "--gender", "女", "--born", "2008-01-01",
        "--province", "福建", "--db", db);
    assertThat(ok("players", "remove", "重复", "--reason", "重复报名", "--db", db)).contains("registration removed");
    ok("pair", "--db", db);
    Game g = load(db).roundsOf("adult").get(0).games().get(0);
    Cli played = Cli.run("players", "remove", g.red(), "--db", db);
    assertThat(played.err()).contains("withdraw the player instead");

    // The regulations: printed, edited, read back; a change that alters what is published needs --confirm.
    Path yaml = dir.resolve("regulations.yaml");
    Files.writeString(yaml, ok("regulations", "show", "--db", db).replace("redWin: 2", "redWin: 3"));
    Cli refused = Cli.run("regulations", "set", "--file", yaml.toString(), "--db", db);
    assertThat(refused.err()).contains("scoring: paired so far: Women, adult 1 round; Women, youth 1 round",
        "--confirm: 确认无误后加 --confirm");
    assertThat(ok("regulations", "set", "--file", yaml.toString(), "--confirm", "补充规定", "--db", db))
        .contains("regulations changed (regulations.yaml): scoring");
    Files.writeString(yaml, "rounds: [");
    assertThat(Cli.run("regulations", "set", "--file", yaml.toString(), "--db", db).err()).contains("regulations.yaml:1");
    assertThat(ok("log", "--db", db)).contains("award.add", "award.remove", "player.remove", "regulations.change");
  }

  @Test
  void gameRecordsOfTheTopBoards() {
    String db = dir.resolve("chongqing.db").toString();
    ok("new", "--preset", "chongqing-2018", "--db", db);
    for (int i = 1; i <= 4; i++) {
      ok("players", "add", "棋手" + i, "--division", "adult", "--unit", "队" + i, "--province", "重庆", "--db", db);
    }
    ok("checkin", "--all", "--db", db);
    ok("draw", "--seed", "3", "--db", db);
    ok("pair", "--db", db);
    ok("result", "1", "1", "0-1", "--db", db);
    assertThat(ok("game-record", "1", "1", "missing", "--db", db))
        .contains("record missing, borne by No. 3 棋手1 (队1)", "one foul and 1 off the opponent score");
    assertThat(load(db).roundsOf("adult").get(0).games().get(0).recordKept()).isFalse();
    assertThat(ok("game-record", "1", "1", "kept", "--db", db)).contains("handed in");
    assertThat(Cli.run("game-record", "1", "1", "lost", "--db", db).err()).contains("must be kept or missing");
  }
}
