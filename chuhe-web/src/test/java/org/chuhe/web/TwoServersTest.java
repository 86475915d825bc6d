package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.chuhe.app.store.Backend;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Tournaments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two servers on one database, as two arbiters' laptops on one PostgreSQL server (or the command line beside a
 * server on SQLite): a result entered at one console reaches the pages open on the other server without a reload,
 * by PostgreSQL's notifications or SQLite's revision read.
 */
class TwoServersTest {
  @TempDir Path dir;

  @Test
  @Timeout(60)
  void aResultEnteredOnOneServerReachesTheOtherServersPagesOnSqlite() throws Exception {
    try (Served first = Served.demo(dir); Served second = Served.on(first.db.toString())) {
      resultReachesTheOther(first, second);
    }
  }

  @Test
  @Timeout(120)
  void aResultEnteredOnOneServerReachesTheOtherServersPagesOnPostgresql() throws Exception {
    String spec = Backend.POSTGRESQL.newDatabase(dir);
    Tournaments.importDocument(spec, Demo.tournament(Served.SMALL), null, "test", "test");
    try (Served first = Served.on(spec); Served second = Served.on(spec)) {
      resultReachesTheOther(first, second);
    }
  }

  private static void resultReachesTheOther(Served first, Served second) throws Exception {
    BlockingQueue<String> lines = stream(second);
    Results.Board open = first.openBoard("youth", 3);
    String boards = "/divisions/youth/rounds/3/boards";
    String before = second.get(boards).body(); // kept in the second server's page cache
    String csrf = first.login("裁判甲");
    assertThat(first.post(Paths.RESULTS, Served.entry("youth", 3, open.ref().board(), "1", open.version()), csrf,
        true).statusCode()).isEqualTo(200);
    String data = null;
    for (String line = lines.poll(5, TimeUnit.SECONDS); line != null && data == null;
        line = lines.poll(5, TimeUnit.SECONDS)) {
      if (line.equals("event: " + Live.EVENT)) {
        data = lines.poll(5, TimeUnit.SECONDS);
      }
    }
    assertThat(data).as("the second server's stream").isEqualTo("data: " + Live.ANY);
    String after = second.get(boards).body();
    assertThat(after).as("the second server's page, fetched again as the event asks").isNotEqualTo(before);
    assertThat(second.game("youth", 3, open.ref().board()).result().isFinished()).isTrue();
  }

  /** The lines of a live stream opened on {@code web}, read on a thread of their own. */
  private static BlockingQueue<String> stream(Served web) throws Exception {
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    HttpResponse<InputStream> stream = client.send(HttpRequest.newBuilder(URI.create(web.url(Paths.LIVE)))
        .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofInputStream());
    assertThat(stream.statusCode()).isEqualTo(200);
    BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    Thread reader = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(stream.body(), StandardCharsets.UTF_8))) {
        for (String line = r.readLine(); line != null; line = r.readLine()) {
          lines.add(line);
        }
      } catch (Exception closed) {
        // the server stopped
      }
    });
    reader.setDaemon(true);
    reader.start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (web.app.liveClients() == 0 && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    assertThat(web.app.liveClients()).isEqualTo(1);
    return lines;
  }
}
