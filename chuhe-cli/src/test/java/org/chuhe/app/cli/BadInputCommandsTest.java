package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.chuhe.app.io.InputMutations;
import org.chuhe.app.io.InputMutations.Format;
import org.chuhe.app.io.InputMutations.Mutant;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.Fields;
import org.chuhe.testing.TestSeeds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input through the command line, in-process: exit 2 with one line per problem, each naming the file, never an
 * internal error (70) or a Java name, and nothing changed. The seeded part damages real files at random
 * ({@link InputMutations}); a failure names its seed ({@code -Dchuhe.seed=N} runs it alone).
 */
class BadInputCommandsTest {
  @TempDir Path dir;

  @Test
  void aNullGameIsOneLineNamingTheFileAndThePlace() throws Exception {
    Path doc = dir.resolve("null-game.json");
    Files.writeString(doc, Files.readString(CliTest.EXAMPLE).replaceFirst("\"games\": \\[", "\"games\": [ null,"));
    Cli r = Cli.run("standings", doc.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err().lines().toList()).singleElement().satisfies(line -> {
      InputMutations.assertLine(line, "null-game.json", r.err());
      assertThat(line).contains("rounds[0].games[0]: 列表中不能有空项");
    });
  }

  @Test
  void checkFailsOnARoundThatLeavesOutAPlayerWhoMayPlay() throws Exception {
    Path doc = dir.resolve("short.json");
    // round 1 without its first board: both its players are in neither a game nor the bye
    Files.writeString(doc, Files.readString(CliTest.EXAMPLE).replaceFirst(
        "\"games\": \\[\\s*\\{[^}]*\\},", "\"games\": ["));
    Cli r = Cli.run("check", doc.toString());
    assertThat(r.exit()).as(r.out()).isEqualTo(CheckCommand.EXIT_RULE_BROKEN);
    assertThat(r.out()).contains("第 1 轮：违反硬性规则", "既未编排也未轮空", "neither paired nor given the bye");
  }

  @Test
  void aGbkRegistrationListIsReadSayingSo() throws Exception {
    String db = db("gbk.db");
    Path csv = dir.resolve("报名表.csv");
    String list = Fields.csv("xiaoyi-2019");
    Files.write(csv, list.getBytes(Charset.forName("GBK")));
    Cli r = Cli.run("players", "import", csv.toString(), "--db", db);
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("报名表.csv: 按 GB18030（GBK） 编码读取 / read as GB18030 (GBK)", "已导入 ");
    String imported = players(db);
    assertThat(imported).isNotEqualTo(players(db("empty.db")));
    // the same list again, in UTF-8: the same players, no one twice
    Path utf8 = dir.resolve("utf8.csv");
    Files.writeString(utf8, list);
    Cli again = Cli.run("players", "import", utf8.toString(), "--db", db);
    assertThat(again.out()).as(again.err()).contains("已导入 0 名棋手，更新 0 名");
    assertThat(players(db)).isEqualTo(imported);
  }

  @Test
  void aSecondYamlDocumentIsRefusedAndNoDatabaseIsMade() throws Exception {
    Path yaml = dir.resolve("two.yaml");
    Files.writeString(yaml, Presets.source("xiaoyi-2019") + "\n---\nid: other\n");
    Path db = dir.resolve("none.db");
    Cli r = Cli.run("new", "--regulations", yaml.toString(), "--db", db.toString());
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("two.yaml:", "no second document after ---");
    assertThat(db).doesNotExist();
  }

  @Test
  void damagedDocumentsThroughStandingsAndCheck() throws Exception {
    String example = Files.readString(CliTest.EXAMPLE);
    for (long seed : TestSeeds.of(20261201L, 25)) {
      Mutant m = InputMutations.mutate(Format.JSON, example, new SplittableRandom(seed));
      Path doc = Files.createDirectories(dir.resolve("d" + Long.toUnsignedString(seed))).resolve("event.json");
      Files.write(doc, m.bytes());
      for (String command : List.of("standings", "check")) {
        Cli r = Cli.run(command, doc.toString());
        assertClearOrDone(r, "event.json", "seed " + seed + " " + command + ": " + m.description(),
            command.equals("check"));
      }
    }
  }

  @Test
  void damagedRegistrationListsImportAllOrNothing() throws Exception {
    String db = db("list.db");
    String csv = Fields.csv("xiaoyi-2019");
    for (long seed : TestSeeds.of(20261202L, 15)) {
      Mutant m = InputMutations.mutate(Format.CSV, csv, new SplittableRandom(seed));
      Path file = Files.createDirectories(dir.resolve("c" + Long.toUnsignedString(seed))).resolve("报名表.csv");
      Files.write(file, m.bytes());
      String before = players(db);
      Cli r = Cli.run("players", "import", file.toString(), "--db", db);
      String context = "seed " + seed + ": " + m.description();
      assertClearOrDone(r, "报名表.csv", context, false);
      if (r.exit() != 0) {
        assertThat(players(db)).as(context + ": nothing imported").isEqualTo(before);
      }
    }
  }

  @Test
  void damagedRegulationsMakeNoDatabase() throws Exception {
    String yaml = Presets.source("chongqing-2018");
    for (long seed : TestSeeds.of(20261203L, 15)) {
      Mutant m = InputMutations.mutate(Format.YAML, yaml, new SplittableRandom(seed));
      Path caseDir = Files.createDirectories(dir.resolve("r" + Long.toUnsignedString(seed)));
      Path file = caseDir.resolve("rules.yaml");
      Files.write(file, m.bytes());
      Path db = caseDir.resolve("event.db");
      Cli r = Cli.run("new", "--regulations", file.toString(), "--db", db.toString());
      String context = "seed " + seed + ": " + m.description();
      assertClearOrDone(r, "rules.yaml", context, false);
      if (r.exit() != 0) {
        assertThat(db).as(context).doesNotExist();
      }
    }
  }

  /** Done (0, or 1 for a check that found broken rules), or refused: exit 2, each line clear. */
  private static void assertClearOrDone(Cli r, String fileName, String context, boolean check) {
    assertThat(r.exit()).as(context + "\n" + r.err()).isIn(check ? List.of(0, 1, 2) : List.of(0, 2));
    if (r.exit() == Main.EXIT_BAD_INPUT) {
      // each problem's line; the hints under a refusal a reason lifts (indented, or the option's line) follow one
      List<String> problems = r.err().lines().filter(l -> !l.startsWith(" ") && !l.startsWith("--")).toList();
      assertThat(problems).as(context).isNotEmpty()
          .allSatisfy(line -> InputMutations.assertLine(line, fileName, context));
    }
  }

  private String db(String name) {
    String db = dir.resolve(name).toString();
    Cli r = Cli.run("new", "--preset", "xiaoyi-2019", "--db", db);
    assertThat(r.exit()).as(r.err()).isZero();
    return db;
  }

  private static String players(String db) {
    Cli r = Cli.run("players", "list", "--db", db);
    assertThat(r.exit()).as(r.err()).isZero();
    return r.out().replace(db, "DB");
  }
}
