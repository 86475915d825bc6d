package org.chuhe.app.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.flywaydb.core.Flyway;

/** Databases as an older chuhe left them, for the tests of the migrations that bring them up to date. */
final class OldSchema {
  private OldSchema() {}

  /**
   * A new database of {@code backend} with chuhe's migrations applied up to {@code version} only (an SQLite file
   * marked as chuhe's, as chuhe marks it); returns its {@code --db} value. Opening it with {@link Database#open}
   * applies the rest.
   */
  static String at(Backend backend, Path dir, String version) throws SQLException {
    String spec = backend.newDatabase(dir);
    DatabaseLocation location = DatabaseLocation.parse(spec);
    if (backend == Backend.SQLITE) {
      try (Connection c = DriverManager.getConnection(location.jdbcUrl()); Statement s = c.createStatement()) {
        s.execute("PRAGMA application_id = " + SqliteFiles.APPLICATION_ID);
      }
    }
    String vendor = backend == Backend.SQLITE ? "sqlite" : "postgresql";
    Flyway.configure().dataSource(location.jdbcUrl(), null, null).table(Database.HISTORY_TABLE)
        .locations("classpath:db/migration/common", "classpath:db/migration/" + vendor).target(version).load()
        .migrate();
    return spec;
  }
}
