package org.chuhe.app.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.problem.ProblemException;
import org.chuhe.web.Demo;
import org.chuhe.web.LiveLatency;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code chuhe bench live}: how long a result entered on one server takes to show on another server's pages, the
 * other server being a separate {@code chuhe serve} process on the same database ({@link LiveLatency}).
 */
@Command(name = "live", description = {"一台服务器录入的结果出现在另一台服务器（另一个进程）页面上所需的时间",
    "time from a result entered on one server to its showing on another server's pages (another process)"})
final class BenchLiveCommand implements Callable<Integer> {
  private static final Pattern PUBLIC_ADDRESS = Pattern.compile("(http://127\\.0\\.0\\.1:\\d+)/");

  /** The database (--db; an empty one gets the demo event first), else a demo in a temporary SQLite file. */
  @Mixin DbOptions store;

  @Option(names = "--results", defaultValue = "20", description = {"录入的结果数（默认 20）",
      "results to enter (default 20)"})
  int results;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (results < 1) {
      throw ProblemException.of("results", "结果数至少为 1", "at least one result");
    }
    PrintWriter out = spec.commandLine().getOut();
    Path temp = store.db == null ? Files.createTempDirectory("chuhe-bench-live") : null;
    String db = temp != null ? Demo.create(temp, Demo.Size.DEFAULT).toString() : store.db;
    if (temp == null && Tournaments.list(db).isEmpty()) {
      Tournaments.importDocument(db, Demo.tournament(Demo.Size.DEFAULT), null, "bench", "bench"); // an empty database
    }
    Process other = null;
    try (Workspace workspace = Workspace.open(db)) {
      String tournament;
      try (Session s = workspace.session(temp != null ? null : store.tournamentNamed(), "bench")) {
        tournament = s.tournament();
      }
      other = serve(db, tournament);
      URI address = URI.create(address(other) + "/");
      LiveLatency.Figures f = LiveLatency.measure(workspace, tournament, address, results);
      out.println("database:          " + workspace.describe());
      out.println("other server:      " + address + " (process " + other.pid() + ")");
      out.println("round:             " + f.division() + " " + f.round());
      List<String> each = new ArrayList<>();
      for (double ms : f.millis()) {
        each.add(String.format(Locale.ROOT, "%.0f", ms));
      }
      out.println("each result, ms:   " + String.join(" ", each));
      out.printf(Locale.ROOT, "min / median / max: %.0f / %.0f / %.0f ms over %d results%n", f.min(), f.median(),
          f.max(), f.millis().length);
    } finally {
      if (other != null) {
        other.destroy();
        other.waitFor(10, TimeUnit.SECONDS);
      }
      if (temp != null) {
        try (var files = Files.walk(temp)) {
          files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
      }
    }
    return 0;
  }

  /** A {@code chuhe serve} of the same database in a process of its own, on a free port of the loopback. */
  private static Process serve(String db, String tournament) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve",
        "--db", db, "--tournament", tournament, "--port", "0").redirectErrorStream(true).start();
  }

  /** The public address the other server prints when it is ready. */
  private static String address(Process other) throws Exception {
    BufferedReader lines = new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
    StringBuilder said = new StringBuilder();
    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
      said.append(line).append('\n');
      Matcher m = PUBLIC_ADDRESS.matcher(line);
      if (m.find()) {
        Thread drain = new Thread(() -> lines.lines().forEach(l -> { }), "chuhe-bench-other");
        drain.setDaemon(true);
        drain.start(); // its output must not fill the pipe and stop it
        return m.group(1);
      }
    }
    throw new IllegalStateException("the other server did not start:\n" + said);
  }
}
