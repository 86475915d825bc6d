package org.chuhe.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;

/**
 * How long a result takes to reach another server's pages ({@code chuhe bench live}): results are entered here, one
 * by one, through the results use case (as the console does) on a database that a second server, usually another
 * process, serves; each is timed from just before the entry until the second server's live stream has announced
 * it and its pairing list, fetched again as a browser's page would, shows it. Figures in docs/benchmarks.md.
 */
public final class LiveLatency {
  private LiveLatency() {}

  /** Each result's time, ms, in the order entered. */
  public record Figures(String division, int round, double[] millis) {
    public double median() {
      double[] sorted = millis.clone();
      Arrays.sort(sorted);
      return sorted.length == 0 ? 0 : sorted[sorted.length / 2];
    }

    public double max() {
      return Arrays.stream(millis).max().orElse(0);
    }

    public double min() {
      return Arrays.stream(millis).min().orElse(0);
    }
  }

  /**
   * Enters up to {@code results} results in the current round of the first division that has boards without one,
   * and times each until the server at {@code other} (its base address) shows it.
   */
  public static Figures measure(Workspace workspace, String tournament, URI other, int results) throws Exception {
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    String division = null;
    int round = 0;
    List<Results.Board> open = new ArrayList<>();
    try (Session s = workspace.session(tournament, "bench")) {
      Tournament t = s.load();
      for (var d : t.regulations().divisions()) {
        List<Round> rounds = t.roundsOf(d.id());
        if (rounds.isEmpty()) {
          continue;
        }
        int last = rounds.get(rounds.size() - 1).number();
        List<Results.Board> boards = Results.boards(s, d.id(), last).stream()
            .filter(b -> !b.game().result().isFinished()).toList();
        if (!boards.isEmpty()) {
          division = d.id();
          round = last;
          open.addAll(boards);
          break;
        }
      }
    }
    if (division == null) {
      throw Web.problem("bench", "problem.noOpenBoard");
    }
    BlockingQueue<String> events = stream(client, other.resolve(Paths.LIVE));
    URI boards = other.resolve("/divisions/" + division + "/rounds/" + round + "/boards");
    String page = get(client, boards);
    int count = Math.min(results, open.size());
    double[] millis = new double[count];
    for (int i = 0; i < count; i++) {
      Results.Board b = open.get(i);
      events.clear();
      long t0 = System.nanoTime();
      try (Session s = workspace.session(tournament, "bench")) {
        Results.record(s, b.ref(), Result.RED_WIN, new Results.Expect.Version(b.version()));
      }
      String shown = page;
      while (shown.equals(page)) {
        String event = events.poll(10, TimeUnit.SECONDS);
        if (event == null) {
          throw new IllegalStateException("the other server did not announce board " + b.ref().board());
        }
        shown = get(client, boards);
      }
      millis[i] = (System.nanoTime() - t0) / 1e6;
      page = shown;
    }
    return new Figures(division, round, millis);
  }

  /** The data lines of the live stream at {@code uri}, as they come, once the stream is open. */
  private static BlockingQueue<String> stream(HttpClient client, URI uri) throws Exception {
    HttpResponse<InputStream> response = client.send(HttpRequest.newBuilder(uri)
        .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofInputStream());
    BlockingQueue<String> data = new LinkedBlockingQueue<>();
    BlockingQueue<Boolean> opened = new LinkedBlockingQueue<>();
    Thread reader = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
        for (String line = r.readLine(); line != null; line = r.readLine()) {
          if (line.startsWith(":")) {
            opened.offer(true); // the server's first comment: it holds the stream now
          } else if (line.startsWith("data:")) {
            data.add(line);
          }
        }
      } catch (IOException closed) {
        // the stream ended with the measurement
      }
    }, "chuhe-bench-live");
    reader.setDaemon(true);
    reader.start();
    if (opened.poll(10, TimeUnit.SECONDS) == null) {
      throw new IllegalStateException("no live stream at " + uri);
    }
    return data;
  }

  private static String get(HttpClient client, URI uri) throws Exception {
    HttpResponse<String> r = client.send(HttpRequest.newBuilder(uri).build(),
        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    if (r.statusCode() != 200) {
      throw new IllegalStateException(uri + ": " + r.statusCode());
    }
    return r.body();
  }
}
