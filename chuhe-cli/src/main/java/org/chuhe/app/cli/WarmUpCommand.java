package org.chuhe.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.web.ConsoleAccess;
import org.chuhe.web.Demo;
import org.chuhe.web.WebApp;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What the launcher runs once after each build, before the command it was asked for, to write the class data archive
 * beside the jar ({@code -XX:ArchiveClassesAtExit}, chuhe-cli/src/dist/chuhe): the everyday commands and the web app
 * on a small temporary event, so that the archive holds the classes of all of them. Before, the archive held what
 * the first command after a build happened to load ({@code presets}: 10 MB, no web server, no database) and
 * {@code serve} wrote none, so a server started in 4-5 s of CPU; with this archive in 3 (docs/benchmarks.md, "The
 * everyday path", issue 23). Hidden: nobody types it. Exits 0 only if every step worked, so that the launcher keeps
 * no archive of a run that failed half-way.
 */
@Command(name = "warm-up", hidden = true, description = {"（启动器内部使用）为类数据存档运行一遍常用命令与网页",
    "(for the launcher) runs the everyday commands and the web app once, for the class data archive"})
final class WarmUpCommand implements Callable<Integer> {
  /** A small event under way: two divisions, two rounds played, the third paired. */
  static final Demo.Size SIZE = new Demo.Size(24, 16, 2, 1);
  private static final String ACTOR = "warm-up";

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("chuhe-warm-up-");
    try {
      List<String> failed = new ArrayList<>();
      String db = Demo.create(dir, SIZE).toString();
      String json = dir.resolve("event.json").toString();
      PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
      for (String[] command : commands(db, json, dir)) {
        StringWriter said = new StringWriter();
        if (Main.run(command, nowhere, new PrintWriter(said)) != 0) {
          failed.add(String.join(" ", command) + ": " + said.toString().strip());
        }
      }
      failed.addAll(serve(db));
      PrintWriter err = spec.commandLine().getErr();
      failed.forEach(f -> err.println("warm-up: " + f));
      return failed.isEmpty() ? 0 : Main.EXIT_INTERNAL;
    } finally {
      try (Stream<Path> files = Files.walk(dir)) {
        files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      } catch (UncheckedIOException | IOException e) {
        // a temporary folder left behind is no reason to fail
      }
    }
  }

  /** The everyday commands, each as an arbiter types it, on the event in {@code db} and on files in {@code dir}. */
  static List<String[]> commands(String db, String json, Path dir) {
    String simulated = dir.resolve("simulated.json").toString();
    String paired = dir.resolve("paired.json").toString();
    return List.of(
        new String[] {"presets"},
        new String[] {"tournaments", "--db", db},
        new String[] {"players", "list", "--db", db},
        new String[] {"standings", "--db", db},
        new String[] {"standings", "--format", "csv", "--db", db},
        new String[] {"prizes", "--db", db},
        new String[] {"check", "--db", db},
        new String[] {"result", "3", "1", "1-0", "--division", "adult", "--correct", "--db", db, "--user", ACTOR},
        new String[] {"export", "json", "--out", json, "--db", db},
        new String[] {"import", "json", json, "--db", dir.resolve("copy.db").toString(), "--user", ACTOR},
        new String[] {"standings", json},
        new String[] {"simulate", "--preset", "xiaoyi-2019", "--players", "60", "--rounds", "3", "--seed", "1",
            "--out", simulated},
        new String[] {"pair", simulated, "--out", paired},
        new String[] {"check", paired});
  }

  /** The web app on {@code db}: the public pages a phone opens first and the console's login; what failed. */
  private static List<String> serve(String db) throws IOException, InterruptedException {
    List<String> failed = new ArrayList<>();
    try (Workspace workspace = Workspace.openOrCreate(db);
        WebApp app = WebApp.start(workspace, null, "127.0.0.1", 0, ConsoleAccess.of(workspace))) {
      HttpClient client = HttpClient.newHttpClient();
      for (String path : List.of("/", "/divisions/adult/standings", "/divisions/adult/rounds/3",
          "/divisions/youth/crosstable", "/hall", "/console/login")) {
        HttpResponse<Void> answer = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port()
            + path)).header("Accept-Encoding", "gzip").build(), HttpResponse.BodyHandlers.discarding());
        if (answer.statusCode() != 200) {
          failed.add("GET " + path + ": " + answer.statusCode());
        }
      }
    }
    return failed;
  }
}
