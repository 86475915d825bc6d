package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code chuhe draw} without {@code --seed}: a random seed, printed and recorded, that reproduces the draw. */
class DrawCommandTest {
  @TempDir Path dir;

  @Test
  void withoutASeedTheDrawPrintsTheSeedItRecorded() throws Exception {
    String db = dir.resolve("t.db").toString();
    Path csv = dir.resolve("players.csv");
    Files.writeString(csv, "name,unit\n甲,一队\n乙,二队\n丙,三队\n丁,四队\n");
    assertThat(Cli.run("new", "--preset", "qingyuan-2016", "--name", "测试", "--db", db).exit()).isZero();
    assertThat(Cli.run("players", "import", csv.toString(), "--db", db).exit()).isZero();
    assertThat(Cli.run("checkin", "--all", "--db", db).exit()).isZero();

    Cli drawn = Cli.run("draw", "--db", db);
    assertThat(drawn.exit()).as(drawn.err()).isZero();
    Matcher m = Pattern.compile("种子 (\\d+)（随机选定，已记录）").matcher(drawn.out());
    assertThat(m.find()).as(drawn.out()).isTrue();
    String seed = m.group(1);

    // The audit log keeps the seed with the draw.
    Cli log = Cli.run("log", "--db", db, "--format", "json");
    assertThat(log.out()).containsPattern("\"seed\" ?: ?\"" + seed + "\"");

    // The same players drawn again with the printed seed (a document export) get the same numbers.
    Path doc = dir.resolve("t.json");
    assertThat(Cli.run("export", "json", "--out", doc.toString(), "--db", db).exit()).isZero();
    Cli again = Cli.run("draw", doc.toString(), "--seed", seed, "--out", dir.resolve("again.json").toString());
    assertThat(again.exit()).as(again.err()).isZero();
    assertThat(numbersOf(again.out())).isEqualTo(numbersOf(drawn.out()));
  }

  /**
   * The command line prints only its own messages: one SLF4J 2 with its no-operation provider, so that neither a
   * provider warning nor the libraries' log lines reach the arbiter's terminal (the module split once let JDBI's
   * SLF4J 1.7 in, and every command printed Flyway's INFO lines).
   */
  @Test
  void librariesLogNothing() {
    assertThat(org.slf4j.LoggerFactory.getILoggerFactory().getClass().getName()).contains("NOP");
    assertThat(org.slf4j.spi.SLF4JServiceProvider.class).isNotNull();
  }

  private static String numbersOf(String out) {
    return out.lines().filter(l -> l.startsWith("  ")).reduce("", (a, b) -> a + b + "\n");
  }
}
