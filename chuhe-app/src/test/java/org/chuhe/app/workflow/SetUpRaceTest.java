package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.chuhe.app.store.Backend;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Test;

/**
 * Two {@code serve} started at the same moment on a new, empty database (issue 23: on PostgreSQL the second one
 * stopped with "clashed with another arbiter's change"): each opens the database as {@code serve} does (the schema
 * made by Flyway, the contents checked) and makes the first chief arbiter if there is none, with a connection pool
 * of its own, as two processes would. Both start; the second waits for the first's set-up and finds it done, so
 * exactly one of them makes the chief arbiter's account. (On SQLite two processes making one new file at the same
 * instant is another matter, not covered here: see docs/storage.md.)
 */
class SetUpRaceTest {
  private static final int TRIALS = 5;

  @TempDir Path dir;

  @Test
  void twoServersStartingAtOnceOnANewPostgresqlDatabaseBothStartAndOneMakesTheChiefArbiter() throws Exception {
    Backend backend = Backend.POSTGRESQL;
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int trial = 0; trial < TRIALS; trial++) {
        String db = backend.newDatabase(dir);
        CyclicBarrier start = new CyclicBarrier(2);
        List<Future<Optional<Accounts.Issued>>> servers = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
          servers.add(pool.submit(() -> serve(start, db)));
        }
        List<Optional<Accounts.Issued>> made = new ArrayList<>();
        for (Future<Optional<Accounts.Issued>> f : servers) {
          made.add(f.get(60, TimeUnit.SECONDS)); // a failure to start is thrown here
        }
        assertThat(made.stream().filter(Optional::isPresent).count()).as("trial %d", trial).isEqualTo(1);
        try (Workspace w = Workspace.open(db); Accounts a = w.accounts("test")) {
          assertThat(a.list()).extracting(Accounts.Account::login).containsExactly(Accounts.FIRST_CHIEF);
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** What {@code serve} does on its database before it answers: open it (made if new), the first account. */
  private static Optional<Accounts.Issued> serve(CyclicBarrier start, String db) throws Exception {
    start.await();
    try (Workspace w = Workspace.openOrCreate(db); Accounts a = w.accounts("serve")) {
      return a.firstChief();
    }
  }
}
