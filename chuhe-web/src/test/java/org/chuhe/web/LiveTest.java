package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
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
      BlockingQueue<String> lines = web.liveStream();

      String csrf = web.login("裁判甲");
      Results.Board open;
      try (Session s = web.session("test")) {
        open = Results.boards(s, "youth", 3).stream().filter(b -> !b.game().result().isFinished()).findFirst()
            .orElseThrow();
      }
      assertThat(web.post(Paths.RESULTS, Served.entry("youth", 3, open.ref().board(), "0", open.version()), csrf,
          true).statusCode()).isEqualTo(200);
      assertThat(Served.nextEvent(lines)).isEqualTo("youth/3");
    }
  }
}
