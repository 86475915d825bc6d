package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.chuhe.app.store.Backend;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two arbiters entering results at the same moment, each with a database connection of their own (as two
 * computers, or two chuhe processes, would have): on one game the second is refused and shown the first one's
 * result; on different games both results are kept.
 */
class ConcurrencyTest {
  private static final int TRIALS = 10;

  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(Backend.class)
  void sameGameTheSecondIsRefusedDifferentGamesBothKept(Backend backend) throws Exception {
    String db = Events.create(backend, dir, "qingyuan-2016");
    Round one;
    try (Session s = Session.open(db, null, "setup")) {
      Events.registerField(s, "qingyuan-2016");
      Events.draw(s);
      one = Events.pairNext(s, "open");
    }
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try (Session a = Session.open(db, null, "甲裁判"); Session b = Session.open(db, null, "乙裁判")) {
      for (int trial = 0; trial < TRIALS; trial++) {
        GameRef ref = new GameRef("open", 1, one.games().get(trial).board());
        CyclicBarrier start = new CyclicBarrier(2);
        Future<Object> fa = pool.submit(() -> enter(start, a, ref, Result.RED_WIN));
        Future<Object> fb = pool.submit(() -> enter(start, b, ref, Result.BLACK_WIN));
        Object ra = fa.get(60, TimeUnit.SECONDS);
        Object rb = fb.get(60, TimeUnit.SECONDS);
        assertThat(List.of(ra, rb)).as("trial " + trial).filteredOn(r -> r instanceof Results.Change).hasSize(1);
        Results.Change won = (Results.Change) (ra instanceof Results.Change ? ra : rb);
        ProblemException lost = (ProblemException) (ra instanceof ProblemException ? ra : rb);
        assertThat(lost.getMessage()).contains("now holds " + won.after().result().en())
            .contains("your change was not saved");
        Game stored = a.load().roundsOf("open").get(0).games().get(trial);
        assertThat(stored.result()).isEqualTo(won.after().result());
      }
      // Different games at the same time: every result is kept.
      List<Game> rest = one.games().subList(TRIALS, one.games().size());
      CyclicBarrier start = new CyclicBarrier(2);
      List<Future<Object>> jobs = new ArrayList<>();
      for (int half = 0; half < 2; half++) {
        Session who = half == 0 ? a : b;
        List<Game> mine = rest.subList(half * rest.size() / 2, (half + 1) * rest.size() / 2);
        jobs.add(pool.submit(() -> {
          start.await();
          for (Game g : mine) {
            Results.record(who, new GameRef("open", 1, g.board()), Result.DRAW, new Expect.NoResult());
          }
          return null;
        }));
      }
      for (Future<Object> job : jobs) {
        job.get(60, TimeUnit.SECONDS);
      }
      assertThat(a.load().roundsOf("open").get(0).games()).allMatch(g -> g.result().isFinished());
    } finally {
      pool.shutdownNow();
    }
  }

  private static Object enter(CyclicBarrier start, Session s, GameRef ref, Result r) throws Exception {
    start.await();
    try {
      return Results.record(s, ref, r, new Expect.NoResult());
    } catch (ProblemException e) {
      return e;
    }
  }
}
