package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.chuhe.app.store.Backend;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A change made through one workspace (another server, the command line) reaches the watch of another one on the same
 * database, with the new revision; nothing is reported while nothing changes, and nothing after the watch is closed.
 */
class WatchTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aChangeCommittedElsewhereIsReportedWithItsRevision(Backend backend) throws Exception {
    String db = Events.create(backend, dir, "fujian-women-2018");
    try (Workspace here = Workspace.open(db); Workspace there = Workspace.open(db)) {
      String tournament;
      try (Session s = here.session(null, "web")) {
        tournament = s.tournament();
      }
      BlockingQueue<Long> reported = new LinkedBlockingQueue<>();
      try (Workspace.Watch watch = here.watch(tournament, reported::add)) {
        assertThat(reported.poll(700, TimeUnit.MILLISECONDS)).as("nothing changed").isNull();
        long after;
        try (Session s = there.session(null, "裁判乙")) {
          Events.registerField(s, "fujian-women-2018");
          after = s.revision();
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        Long last = null;
        while ((last == null || last < after) && System.nanoTime() < deadline) {
          Long next = reported.poll(1, TimeUnit.SECONDS);
          last = next == null ? last : next;
        }
        assertThat(last).as("the last revision reported").isEqualTo(after);
      }
      reported.clear();
      try (Session s = there.session(null, "裁判乙")) {
        Events.draw(s);
      }
      assertThat(reported.poll(700, TimeUnit.MILLISECONDS)).as("closed: nothing more").isNull();
    }
  }
}
