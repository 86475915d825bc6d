package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code import trf}, {@code export trf} and {@code check FILE.trf} (issue 24). */
class TrfCommandsTest {
  @TempDir Path dir;

  /** A TRF-2026 file of three players, two rounds: a win, a bye, a forfeit; written to the spec's columns. */
  private Path file(String name) throws Exception {
    String text = "012 三人赛\n162  W 2.0    D 1.0    L 0.0    A 0.0    P 2.0\n"
        + String.format("%-91s%4s %s %s  %4s %s %s%n", "001    1 m    甲", "2", "w", "1", "3", "b", "+")
        + String.format("%-91s%4s %s %s  %4s %s %s%n", "001    2 w    乙", "1", "b", "0", "0000", "-", "U")
        + String.format("%-91s%4s %s %s  %4s %s %s%n", "001    3 m    丙", "0000", "-", "U", "1", "w", "-")
        + "DAT 0003 GROUP 厦门\n";
    Path f = dir.resolve(name);
    Files.writeString(f, text, StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void importExportAndBackGiveTheSameGames() throws Exception {
    String db = dir.resolve("t.db").toString();
    Cli in = Cli.run("import", "trf", file("three.trf").toString(), "--db", db);
    assertThat(in.exit()).as(in.err()).isZero();
    assertThat(in.out()).contains("已导入赛事 three：3 名棋手，2 轮");
    Path out = dir.resolve("out.trf");
    Cli export = Cli.run("export", "trf", "--db", db, "--out", out.toString());
    assertThat(export.exit()).as(export.err()).isZero();
    String written = Files.readString(out, StandardCharsets.UTF_8);
    assertThat(written).contains("162  W 2.0    D 1.0    L 0.0    A 0.0    P 2.0")
        .contains("DAT 0003 GROUP 厦门");
    assertThat(written.lines().filter(l -> l.startsWith("001")).map(l -> l.substring(91)).toList())
        .containsExactly("   2 w 1     3 b +", "   1 b 0  0000 - U", "0000 - U     1 w -");
    Cli sixteen = Cli.run("export", "trf", "--db", db, "--version", "16");
    assertThat(sixteen.out()).contains("XXS WW=2.0 BW=2.0").contains("XXR 2").doesNotContain("162 ");
    Cli bad = Cli.run("export", "trf", "--db", db, "--version", "15");
    assertThat(bad.exit()).isNotZero();
    assertThat(bad.err()).contains("TRF 版本只能是 2026 或 16");
  }

  @Test
  void checkAndStandingsReadATrfDirectly() throws Exception {
    Path f = file("three.trf");
    Cli check = Cli.run("check", f.toString());
    assertThat(check.exit()).as(check.err()).isZero();
    assertThat(check.out()).contains("第 2 轮");
    // Found by its first record, whatever its name.
    Path txt = Files.copy(f, dir.resolve("three.txt"));
    Cli standings = Cli.run("standings", txt.toString());
    assertThat(standings.exit()).as(standings.err()).isZero();
    assertThat(standings.out()).contains("甲");
  }

  @Test
  void aBrokenTrfNamesLineAndColumn() throws Exception {
    Path f = dir.resolve("bad.trf");
    Files.writeString(f, "012 x\n" + String.format("%-91s%4s %s %s%n", "001    1      甲", "2", "q", "1")
        + String.format("%-91s%4s %s %s%n", "001    2      乙", "1", "b", "0"), StandardCharsets.UTF_8);
    Cli check = Cli.run("check", f.toString());
    assertThat(check.exit()).isEqualTo(2);
    assertThat(check.err()).contains("bad.trf:2:97").contains("第 2 行第 97 列").contains("line 2, column 97")
        .doesNotContain("Exception");
  }
}
