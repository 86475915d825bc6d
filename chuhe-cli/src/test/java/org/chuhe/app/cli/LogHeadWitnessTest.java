package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.store.Tamper;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.web.ConsoleAccess;
import org.chuhe.web.WebApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The head of the audit log as a witness: read off a public page (as from a screenshot posted in a WeChat group) and
 * off every printout of the command line read from the database, it is given to {@code log --verify --head}, which
 * finds the log holding it; once the log is rewritten behind chuhe's back, the same head finds the rewrite. A
 * printout of a document has no log and prints no head.
 */
class LogHeadWitnessTest {
  private static final Pattern HEAD = Pattern.compile("日志 log #\\d+ · [0-9a-f]{16}");

  @TempDir Path dir;

  @Test
  void theHeadOnAPublicPageProvesLaterThatTheLogWasNotRewritten() throws Exception {
    String db = dir.resolve("event.db").toString();
    ok("import", "json", CliTest.EXAMPLE.toString(), "--db", db);
    for (String name : new String[] {"甲", "乙", "丙"}) { // entries 2 to 4 of the log
      ok("players", "add", name, "--db", db);
    }
    String onThePage;
    try (Workspace workspace = Workspace.open(db);
        WebApp app = WebApp.start(workspace, null, "127.0.0.1", 0, ConsoleAccess.of(workspace))) {
      HttpClient client = HttpClient.newHttpClient();
      List<String> pages = List.of("/", "/divisions/open/standings", "/divisions/open/rounds/3",
          "/divisions/open/crosstable", "/divisions/open/players/1", "/prizes", "/hall");
      onThePage = null;
      for (String page : pages) {
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port()
            + page)).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertThat(r.statusCode()).as(page).isEqualTo(200);
        Matcher m = Pattern.compile("<small class=\"log-head\"[^>]*>(" + HEAD.pattern() + ")</small>")
            .matcher(r.body());
        assertThat(m.find()).as(page + ": the head in small print").isTrue();
        onThePage = onThePage == null ? m.group(1) : onThePage;
        assertThat(m.group(1)).as(page).isEqualTo(onThePage);
      }
    }
    String verified = ok("log", "--verify", "--head", onThePage, "--db", db);
    assertThat(verified).contains("the log still holds the printed #");
    // Every printout read from the database ends with the same head; the results book has it under its title.
    for (List<String> command : List.of(List.of("standings"), List.of("prizes"), List.of("check"),
        List.of("report"))) {
      Cli r = Cli.run(java.util.stream.Stream.concat(command.stream(), java.util.stream.Stream.of("--db", db))
          .toArray(String[]::new));
      assertThat(r.exit()).as(command + ": " + r.err()).isIn(0, 1);
      assertThat(r.out()).as(command.toString()).contains(onThePage);
    }
    assertThat(ok("standings", "--format", "csv", "--db", db).strip()).as("the CSV's last row").endsWith(onThePage);
    assertThat(ok("report", "--format", "csv", "--db", db).strip()).endsWith(onThePage);
    assertThat(ok("prizes", "--format", "json", "--db", db)).contains("\"log\"",
        onThePage.substring(onThePage.length() - 16));
    // A printout of the document itself has no log: no head.
    assertThat(ok("standings", CliTest.EXAMPLE.toString())).doesNotContain("日志 log #");

    // The log cut behind its third entry (the players added later taken out too): the head from the page finds it.
    Tamper.sql(db, "DELETE FROM audit_log WHERE seq >= 3", "DELETE FROM players WHERE name IN ('乙', '丙')");
    Cli rewritten = Cli.run("log", "--verify", "--head", onThePage, "--db", db);
    assertThat(rewritten.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(rewritten.err()).contains(onThePage.replace("日志 log ", "head "), "the log was cut");
  }

  @Test
  void thePairingListPrintedFromTheDatabaseEndsWithTheHeadOfTheLogWithItsPairing() {
    String db = dir.resolve("pair.db").toString();
    ok("new", "--preset", "xiaoyi-2019", "--db", db);
    for (String name : new String[] {"甲", "乙", "丙", "丁"}) {
      ok("players", "add", name, "--checked-in", "--db", db);
    }
    ok("draw", "--seed", "1", "--db", db);
    String list = ok("pair", "--db", db);
    Matcher m = HEAD.matcher(list);
    assertThat(m.find()).as(list).isTrue();
    assertThat(list.strip()).endsWith(m.group());
    assertThat(ok("log", "--verify", "--head", m.group(), "--db", db)).contains("the log still holds the printed #");
  }
}
