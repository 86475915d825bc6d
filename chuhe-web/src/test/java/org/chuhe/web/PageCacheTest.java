package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Public pages are rendered once a revision of the tournament: a change made outside the web app (a result entered
 * on the command line, by another process) shows on the next page read after {@link Event#REVISION_FRESH_NANOS},
 * and a browser that takes gzip gets the same page, compressed once.
 */
class PageCacheTest {
  @TempDir Path dir;

  @Test
  void aResultEnteredOutsideTheWebAppShowsOnceTheRevisionIsReadAgain() throws Exception {
    try (Served web = Served.demo(dir)) {
      String path = Paths.round("youth", 3);
      Results.Board open;
      try (Session s = web.session("test")) {
        open = Results.boards(s, "youth", 3).stream().filter(b -> !b.game().result().isFinished()).findFirst()
            .orElseThrow();
      }
      String before = web.get(path).body();
      assertThat(web.get(path).body()).isEqualTo(before); // the kept page
      // As the command line enters it: the workflow on the same database, not through the web app.
      try (Session s = web.session("命令行")) {
        Results.record(s, open.ref(), Result.RED_WIN, new Results.Expect.Version(open.version()));
      }
      Thread.sleep(Event.REVISION_FRESH_NANOS / 1_000_000 + 100);
      String after = web.get(path).body();
      assertThat(after).isNotEqualTo(before);

      HttpResponse<byte[]> gzipped = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(web.url(path)))
          .header("Accept-Encoding", "gzip").build(), HttpResponse.BodyHandlers.ofByteArray());
      assertThat(gzipped.headers().firstValue("Content-Encoding")).contains("gzip");
      String unzipped = new String(new GZIPInputStream(new ByteArrayInputStream(gzipped.body())).readAllBytes(),
          StandardCharsets.UTF_8);
      assertThat(unzipped).isEqualTo(after);
    }
  }

  @Test
  void thePagesKeptTakeNoMoreMemoryThanTheirShare() throws Exception {
    try (Served web = Served.demo(dir)) {
      String page = "楚河".repeat(1_000); // 4,000 bytes in memory and a few dozen gzipped
      Event event = new Event(web.workspace, null, 10_000);
      event.keep("zh /a", 1, page);
      event.keep("zh /b", 1, page);
      event.keep("zh /c", 1, page); // a third would pass 10,000 bytes
      assertThat(event.page("zh /a", 1)).isPresent();
      assertThat(event.page("zh /b", 1)).isPresent();
      assertThat(event.page("zh /c", 1)).isEmpty();
      assertThat(event.page("zh /b", 1).orElseThrow().bytes()).isBetween(4_000L, 4_200L);
      event.keep("zh /c", 2, page); // the next revision starts afresh
      assertThat(event.page("zh /c", 2)).isPresent();
      assertThat(Event.PAGES_BYTES).isEqualTo(Runtime.getRuntime().maxMemory() / 4);
    }
  }
}
