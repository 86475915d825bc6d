package org.chuhe.app.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Player;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults of the storage under a real database, each reported by its cause: SQLite itself reports the disk full (a
 * page limit on the connection makes it do so exactly as on a full disk) or the file locked, and a PostgreSQL
 * server that is not there is said so within seconds.
 */
class StorageFaultsTest {
  @TempDir Path dir;

  @Test
  void aFullDiskSavesNothingLosesNothingAndSaysSo() {
    DatabaseLocation location = DatabaseLocation.parse(dir.resolve("full.db").toString());
    try (Database db = Database.open(location, Database.Mode.CREATE)) {
      create(db);
      register(db, 0, 10);
    }
    long pages = pageCount(location);
    try (Database db = Database.open(location, Database.Mode.EXISTING,
        config -> config.setMaxPageCount((int) pages))) {
      assertThatThrownBy(() -> register(db, 10, 2_000))
          .isInstanceOfSatisfying(ProblemException.class, e -> {
            Problem p = e.problems().get(0);
            assertThat(p.kind()).isEqualTo(Problem.Kind.STORAGE);
            assertThat(p.where()).isEqualTo(location.describe());
            assertThat(p.en()).startsWith("the disk is full").contains("this command saved nothing",
                "everything saved before is intact", "do not restore a backup", "Free some space");
            assertThat(p.zh()).contains("磁盘已满", "此前保存的数据完好");
          });
      // Reading still works on the full disk, and shows what was saved before.
      assertThat(db.read("t", TournamentStore::load).players()).hasSize(10);
    }
    try (Database db = Database.open(location, Database.Mode.EXISTING)) {
      assertThat(db.read("t", TournamentStore::load).players()).hasSize(10);
      register(db, 10, 2_000); // with space again, the same change goes in
      assertThat(db.read("t", TournamentStore::load).players()).hasSize(2_000);
    }
  }

  @Test
  void aWriterThatDoesNotLetGoIsAnotherProgramNotDamage() throws Exception {
    DatabaseLocation location = DatabaseLocation.parse(dir.resolve("busy.db").toString());
    try (Database db = Database.open(location, Database.Mode.CREATE)) {
      create(db);
    }
    try (Connection other = DriverManager.getConnection(location.jdbcUrl());
        Statement s = other.createStatement();
        Database db = Database.open(location, Database.Mode.EXISTING, config -> config.setBusyTimeout(200))) {
      s.execute("BEGIN IMMEDIATE"); // an SQLite tool with an unsaved change holds the write lock
      s.execute("UPDATE tournaments SET revision = revision");
      assertThatThrownBy(() -> register(db, 0, 1))
          .isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.kind()).isEqualTo(Problem.Kind.STORAGE);
            assertThat(e.problems().get(0).en()).startsWith("another program holds the database")
                .contains("This command saved nothing", "Close that program").doesNotContain("damaged");
          });
      assertThat(db.read("t", TournamentStore::load).players()).isEmpty(); // readers are not held up
      s.execute("ROLLBACK");
      register(db, 0, 1);
    }
  }

  @Test
  void aClosedPortFailsWithinSecondsWithTheReason() throws Exception {
    int port;
    try (ServerSocket free = new ServerSocket(0)) {
      port = free.getLocalPort();
    }
    String spec = "postgresql://arbiter:s3cret@127.0.0.1:" + port + "/chuhe";
    long start = System.nanoTime();
    assertThatThrownBy(() -> Database.open(spec, Database.Mode.EXISTING))
        .isInstanceOfSatisfying(ProblemException.class, e -> {
          Problem p = e.problems().get(0);
          assertThat(p.kind()).isEqualTo(Problem.Kind.STORAGE);
          assertThat(p.where()).isEqualTo("jdbc:postgresql://127.0.0.1:" + port + "/chuhe");
          assertThat(p.zh()).contains("无法连接 PostgreSQL 服务器", "连接被拒绝");
          assertThat(p.en()).contains("cannot connect to the PostgreSQL server", "refused", "not running");
          assertThat(p.line()).doesNotContain("s3cret").doesNotContain("Exception");
        });
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
  }

  /** A server that accepts the connection and never answers (a hung server, a half-open tunnel). */
  @Test
  void aServerThatNeverAnswersFailsAfterTheLoginTimeout() throws Exception {
    List<Socket> held = new ArrayList<>();
    try (ServerSocket silent = new ServerSocket(0)) {
      Thread acceptor = new Thread(() -> {
        try {
          while (true) {
            held.add(silent.accept());
          }
        } catch (Exception closed) {
          // the test is over
        }
      });
      acceptor.setDaemon(true);
      acceptor.start();
      long start = System.nanoTime();
      assertThatThrownBy(() -> Database.open("postgresql://a:b@127.0.0.1:" + silent.getLocalPort() + "/chuhe",
          Database.Mode.EXISTING))
          .isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.kind()).isEqualTo(Problem.Kind.STORAGE);
            assertThat(e.problems().get(0).en()).contains("did not answer within " + Database.CONNECT_TIMEOUT_S + " s");
            assertThat(e.problems().get(0).zh()).contains("秒内没有应答");
          });
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .isLessThan(Duration.ofSeconds(Database.CONNECT_TIMEOUT_S + 5));
    } finally {
      for (Socket s : held) {
        s.close();
      }
    }
  }

  private static void create(Database db) {
    db.create("t", "tester", tx -> {
      TournamentStore.create(tx, "测试", Presets.get("xiaoyi-2019"));
      return null;
    });
  }

  /** Registers players {@code from} to {@code to - 1} in one transaction. */
  private static void register(Database db, int from, int to) {
    db.write("t", "tester", tx -> {
      IntStream.range(from, to).forEach(i -> {
        Player p = Player.of("p" + i, "棋手" + i, "open", "孝义");
        PlayerStore.insert(tx, p);
        tx.audit(AuditAction.PLAYER_REGISTER, p.id(), null, p, null); // every change is logged, or rolled back
      });
      return null;
    });
  }

  private static long pageCount(DatabaseLocation location) {
    try (Connection c = DriverManager.getConnection(location.jdbcUrl());
        var rs = c.createStatement().executeQuery("PRAGMA page_count")) {
      rs.next();
      return rs.getLong(1);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
