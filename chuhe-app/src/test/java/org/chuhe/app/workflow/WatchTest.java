package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.chuhe.app.store.Backend;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
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

  /**
   * A write that changes nothing (a result entered again as it stands, players checked in who already are) changes
   * no revision, logs nothing and is reported to no watch: open pages are not told to fetch anything (issue 23).
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void aWriteThatChangesNothingChangesNoRevision(Backend backend) throws Exception {
    String db = Events.create(backend, dir, "fujian-women-2018");
    try (Workspace here = Workspace.open(db); Session s = here.session(null, "裁判甲")) {
      Events.registerField(s, "fujian-women-2018");
      Events.draw(s);
      String division = s.regulations().divisions().get(0).id();
      Events.pairNext(s, division);
      Results.GameRef board1 = new Results.GameRef(division, 1, 1);
      Results.record(s, board1, Result.RED_WIN, new Results.Expect.NoResult());
      long revision = s.revision();
      long logged = AuditTrail.entries(s, new AuditTrail.Filter(null, false)).size();
      BlockingQueue<Long> reported = new LinkedBlockingQueue<>();
      try (Workspace.Watch watch = here.watch(s.tournament(), reported::add)) {
        Results.Change again = Results.record(s, board1, Result.RED_WIN, new Results.Expect.NoResult());
        assertThat(again.notices()).extracting(Notice::zh).anyMatch(n -> n.contains("已是此结果，未改动"));
        Registration.checkIn(s, s.load().players().stream().map(Player::id).toList(), true);
        assertThat(reported.poll(700, TimeUnit.MILLISECONDS)).as("nothing changed, nothing reported").isNull();
      }
      assertThat(s.revision()).isEqualTo(revision);
      assertThat(AuditTrail.entries(s, new AuditTrail.Filter(null, false))).hasSize((int) logged);
      // A real change still counts.
      Results.record(s, new Results.GameRef(division, 1, 2), Result.DRAW, new Results.Expect.NoResult());
      assertThat(s.revision()).isEqualTo(revision + 1);
    }
  }
}
