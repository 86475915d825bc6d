package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code chuhe serve}: what it prints, that it serves, and that it stops cleanly. */
class ServeCommandTest {
  @TempDir Path dir;

  @Test
  @Timeout(120)
  void theDemoPrintsItsAddressesAndPasswordServesAndIsRemovedAtTheEnd() throws Exception {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    AtomicInteger exit = new AtomicInteger(-1);
    Thread serve = new Thread(() -> exit.set(Main.run(new String[] {"serve", "--demo", "--port", "0"},
        new ByteArrayInputStream(new byte[0]), new PrintWriter(out, true), new PrintWriter(err, true))));
    serve.start();
    long deadline = System.nanoTime() + 100_000_000_000L;
    while (!out.toString().contains("Ctrl+C") && serve.isAlive() && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    String printed = out.toString();
    assertThat(printed).as(err.toString()).contains("公开页面 / public pages:", "裁判控制台 / console:",
        "chief arbiter's account: chief", "one-time password", "this computer only");
    Matcher site = Pattern.compile("public pages: +(http://127\\.0\\.0\\.1:\\d+)/").matcher(printed);
    assertThat(site.find()).isTrue();
    Matcher password = Pattern.compile("first login\\): (\\S+)").matcher(printed);
    assertThat(password.find()).isTrue();
    assertThat(password.group(1)).matches("[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}");
    Matcher db = Pattern.compile("chuhe is serving: (.+demo\\.db)，").matcher(printed);
    assertThat(db.find()).isTrue();
    assertThat(Path.of(db.group(1))).exists();

    HttpClient http = HttpClient.newHttpClient();
    HttpResponse<String> home = http.send(HttpRequest.newBuilder(URI.create(site.group(1) + "/")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(home.statusCode()).isEqualTo(200);
    assertThat(home.body()).contains("女子成年组", "女子少儿组", "进行中");
    HttpResponse<String> login = http.send(HttpRequest.newBuilder(URI.create(site.group(1) + "/console/login"))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString("login=chief&password=" + password.group(1))).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(login.statusCode()).as("the printed password opens the console").isEqualTo(303);
    // A board to try results from the board with: its page, and the red player's code opens his session there.
    Matcher board = Pattern.compile("results from the board: (http://127\\.0\\.0\\.1:\\d+/divisions/\\S+/boards/\\d+)"
        + " +红方确认码 / red's code (\\d{8})，黑方 / black's (\\d{8})").matcher(printed);
    assertThat(board.find()).as(printed).isTrue();
    assertThat(http.send(HttpRequest.newBuilder(URI.create(board.group(1))).build(),
        HttpResponse.BodyHandlers.ofString()).body()).contains("code-form");
    HttpResponse<String> red = http.send(HttpRequest.newBuilder(URI.create(board.group(1) + "/code"))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString("side=red&code=" + board.group(2))).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(red.statusCode()).as("the printed code is red's").isEqualTo(303);
    assertThat(red.headers().firstValue("Set-Cookie").orElse("")).startsWith("chuhe_player=");
    assertThat(login.headers().firstValue("Location")).as("and asks for a password of his own")
        .hasValue("/console/password");

    // A second demo on the same port: refused in one line naming the option, and its database is gone again.
    int port = Integer.parseInt(site.group(1).substring(site.group(1).lastIndexOf(':') + 1));
    java.util.Set<Path> before = demos();
    Cli taken = Cli.run("serve", "--demo", "--port", Integer.toString(port));
    assertThat(taken.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(taken.err()).contains("--port", "端口已被占用");
    assertThat(demos()).isEqualTo(before);

    serve.interrupt(); // as Ctrl+C ends it
    serve.join(30_000);
    assertThat(exit.get()).isZero();
    assertThat(Path.of(db.group(1)).getParent()).doesNotExist();
  }

  @Test
  @Timeout(120)
  void theFirstStartMakesTheChiefArbitersAccountAndALaterOnePrintsNothingSecret() throws Exception {
    String db = dir.resolve("event.db").toString();
    assertThat(Cli.run("new", "--preset", "xiaoyi-2019", "--db", db).exit()).isZero();
    String first = serveUntilReady("serve", "--db", db, "--port", "0");
    Matcher password = Pattern.compile("first login\\): ([a-z2-9-]{14})").matcher(first);
    assertThat(password.find()).as(first).isTrue();
    assertThat(first).contains("chief arbiter's account: chief");
    try (org.chuhe.app.workflow.Accounts a = org.chuhe.app.workflow.Accounts.open(db, "test")) {
      assertThat(a.list()).singleElement().satisfies(acc -> {
        assertThat(acc.login()).isEqualTo("chief");
        assertThat(acc.role()).isEqualTo(org.chuhe.app.workflow.Accounts.Role.CHIEF);
      });
      assertThat(a.verify("chief", password.group(1))).isPresent();
    }
    String second = serveUntilReady("serve", "--db", db, "--port", "0");
    assertThat(second).contains("./chuhe users list", "./chuhe users add").doesNotContain("one-time password",
        password.group(1));
  }

  /** Runs {@code serve} until it says it serves, stops it as Ctrl+C would, and returns what it printed. */
  private static String serveUntilReady(String... args) throws Exception {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    AtomicInteger exit = new AtomicInteger(-1);
    Thread serve = new Thread(() -> exit.set(Main.run(args, new ByteArrayInputStream(new byte[0]),
        new PrintWriter(out, true), new PrintWriter(err, true))));
    serve.start();
    long deadline = System.nanoTime() + 100_000_000_000L;
    while (!out.toString().contains("Ctrl+C") && serve.isAlive() && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    serve.interrupt();
    serve.join(30_000);
    assertThat(exit.get()).as(err.toString()).isZero();
    return out.toString();
  }

  /** The demo databases in the temporary directory now. */
  private static java.util.Set<Path> demos() throws java.io.IOException {
    try (var files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      return files.filter(p -> p.getFileName().toString().startsWith("chuhe-demo-"))
          .collect(java.util.stream.Collectors.toSet());
    }
  }

  @Test
  @Timeout(120)
  void theDemoHasADatabaseOfItsOwnAndAMissingDatabaseIsMadeToServeNoEventYet() throws Exception {
    Cli both = Cli.run("serve", "--demo", "--db", dir.resolve("x.db").toString(), "--port", "0");
    assertThat(both.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(both.err()).contains("--db", "演示使用自己的临时数据库");
    // As ./chuhe new would: the file is made, and the chief arbiter creates the event in the console.
    String none = serveUntilReady("serve", "--db", dir.resolve("none.db").toString(), "--port", "0");
    assertThat(none).contains("no event yet: the chief arbiter creates it in the console",
        "chief arbiter's account: chief");
    assertThat(Files.exists(dir.resolve("none.db"))).isTrue();
  }
}
