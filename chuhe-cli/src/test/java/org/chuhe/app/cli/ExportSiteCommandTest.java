package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export site --out DIR [--lang en]} (issue 24) from the database of the small event of
 * {@link StandingsCommandsTest}, 安 given an ID and a phone number: the folder with its home, a card and the assets,
 * none of the two numbers, English on request, and a folder that is not a copy refused (exit 2, both languages).
 * What the copy holds page by page is StaticSiteTest's (chuhe-web).
 */
class ExportSiteCommandTest {
  private static final String ID_NUMBER = "110101199003071234";
  private static final String PHONE = "13800138000";

  @TempDir Path dir;

  @Test
  void theDatabasesPublicPagesBecomeAFolderThatOpensWithoutAServer() throws Exception {
    Path doc = dir.resolve("event.json");
    Files.writeString(doc, StandingsCommandsTest.DOCUMENT.replace("\"name\": \"安\", \"number\": 1,",
        "\"name\": \"安\", \"number\": 1, \"idNumber\": \"" + ID_NUMBER + "\", \"phone\": \"" + PHONE + "\","),
        StandardCharsets.UTF_8);
    String db = dir.resolve("event.db").toString();
    assertThat(Cli.run("import", "json", doc.toString(), "--db", db).exit()).isZero();
    Path out = dir.resolve("网页");
    Cli r = Cli.run("export", "site", "--db", db, "--out", out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("已导出公开页面", "exported", out.toString(), "日志 log #");
    assertThat(out.resolve("index.html")).isRegularFile();
    assertThat(out.resolve("assets/chuhe.css")).isRegularFile();
    assertThat(out.resolve("chuhe-site.txt")).isRegularFile();
    String home = Files.readString(out.resolve("index.html"), StandardCharsets.UTF_8);
    assertThat(home).contains("lang=\"zh-CN\"", "离线副本");
    try (var files = Files.list(out)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        if (f.toString().endsWith(".html")) {
          assertThat(Files.readString(f, StandardCharsets.UTF_8)).as(f.toString()).doesNotContain(ID_NUMBER, PHONE);
        }
      }
    }
    assertThat(Files.readString(out.resolve("divisions_open_players_1.html"), StandardCharsets.UTF_8)).contains("安");
    // Again, in English: the copy is replaced.
    Cli en = Cli.run("export", "site", "--db", db, "--out", out.toString(), "--lang", "en");
    assertThat(en.exit()).as(en.err()).isZero();
    assertThat(Files.readString(out.resolve("index.html"), StandardCharsets.UTF_8)).contains("lang=\"en\"");
    // A folder of something else: refused, in both languages, naming it.
    Path mine = Files.createDirectories(dir.resolve("mine"));
    Files.writeString(mine.resolve("a.txt"), "x", StandardCharsets.UTF_8);
    Cli refused = Cli.run("export", "site", "--db", db, "--out", mine.toString());
    assertThat(refused.exit()).isEqualTo(2);
    assertThat(refused.err()).contains(mine.toString(), "不是空的", "is not empty").doesNotContain("Exception");
    assertThat(mine.resolve("a.txt")).isRegularFile();
  }
}
