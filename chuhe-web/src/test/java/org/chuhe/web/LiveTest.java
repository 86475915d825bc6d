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
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The live stream over real HTTP: a result entered at the console reaches an open stream as its round's key. */
class LiveTest {
  @TempDir Path dir;

  @Test
  @Timeout(20)
  void aResultEnteredTellsTheOpenPagesWhichRoundChanged() throws Exception {
    try (Served web = Served.demo(dir)) {
      HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
      HttpResponse<InputStream> stream = client.send(HttpRequest.newBuilder(URI.create(web.url(Paths.LIVE)))
          .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofInputStream());
      assertThat(stream.statusCode()).isEqualTo(200);
      assertThat(stream.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
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

      String csrf = web.login("裁判甲");
      Results.Board open;
      try (Session s = web.session("test")) {
        open = Results.boards(s, "youth", 3).stream().filter(b -> !b.game().result().isFinished()).findFirst()
            .orElseThrow();
      }
      assertThat(web.post(Paths.RESULTS, Served.entry("youth", 3, open.ref().board(), "0", open.version()), csrf,
          true).statusCode()).isEqualTo(200);
      String event = null;
      for (String line = lines.poll(5, TimeUnit.SECONDS); line != null; line = lines.poll(5, TimeUnit.SECONDS)) {
        if (line.equals("event: " + Live.EVENT)) {
          event = lines.poll(5, TimeUnit.SECONDS);
          break;
        }
      }
      assertThat(event).isEqualTo("data: youth/3");
    }
  }
}
