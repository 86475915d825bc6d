package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
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
    BlockingQueue<String> lines = second.liveStream();
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
    assertThat(data).as("the second server's stream").isEqualTo("data: youth/3");
    String after = second.get(boards).body();
    assertThat(after).as("the second server's page, fetched again as the event asks").isNotEqualTo(before);
    assertThat(second.game("youth", 3, open.ref().board()).result().isFinished()).isTrue();
  }
}
