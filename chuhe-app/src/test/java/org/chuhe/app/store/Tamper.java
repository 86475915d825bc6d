package org.chuhe.app.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What someone who can write the database does behind chuhe's back, for the tests that show the log's verification
 * finds it: plain SQL with the log's append-only triggers out of the way, and the log's chain computed anew by the
 * published formula (docs/storage.md) with the tournament's key read from the database, as such a person can.
 */
public final class Tamper {
  private Tamper() {}

  public static Connection connect(String spec) throws SQLException {
    DatabaseLocation location = DatabaseLocation.parse(spec);
    return DriverManager.getConnection(location.jdbcUrl(), location.properties());
  }

  /** Runs {@code statements} in one transaction, after switching off the triggers that protect the log. */
  public static void sql(String spec, String... statements) {
    try (Connection c = connect(spec); Statement s = c.createStatement()) {
      boolean sqlite = DatabaseLocation.parse(spec).kind() == Database.Kind.SQLITE;
      for (String trigger : sqlite
          ? List.of("DROP TRIGGER IF EXISTS audit_log_no_update", "DROP TRIGGER IF EXISTS audit_log_no_delete",
              "DROP TRIGGER IF EXISTS audit_keys_no_update", "DROP TRIGGER IF EXISTS audit_keys_no_delete")
          : List.of("ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change",
              "ALTER TABLE audit_keys DISABLE TRIGGER audit_keys_no_change")) {
        s.execute(trigger);
      }
      c.setAutoCommit(false);
      for (String statement : statements) {
        s.execute(statement);
      }
      c.commit();
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A copy of the database {@code spec} (no connection may be open to it), for tests that each tamper with the same
   * event: the SQLite file copied, or a PostgreSQL database made from it as a template.
   */
  public static String copy(String spec, Path dir) {
    DatabaseLocation location = DatabaseLocation.parse(spec);
    try {
      if (location.kind() == Database.Kind.SQLITE) {
        Path copy = dir.resolve("copy-" + COPIES.incrementAndGet() + ".db");
        Files.copy(location.file(), copy);
        return copy.toString();
      }
      String name = spec.replaceAll("^.*/([^/?]+)(\\?.*)?$", "$1");
      String copy = name + "_copy_" + COPIES.incrementAndGet();
      try (Connection c = connect(spec.replace("/" + name, "/postgres")); Statement s = c.createStatement()) {
        s.execute("CREATE DATABASE " + copy + " TEMPLATE " + name);
      }
      return spec.replace("/" + name, "/" + copy);
    } catch (IOException | SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static final AtomicInteger COPIES = new AtomicInteger();

  /** One value of the database, as text. */
  public static String query(String spec, String select) {
    try (Connection c = connect(spec); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(select)) {
      return rs.next() ? rs.getString(1) : null;
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Computes every hash of the tournament's log anew, entry by entry, with the formula chuhe publishes and the key
   * in the database ({@code keyed}), or with the plain SHA-256 of the log before V30 for every entry ({@code
   * !keyed}): what a forger who edited an entry does so that the chain holds again.
   */
  public static void rechain(String spec, String tournamentId, boolean keyed) {
    try (Connection c = connect(spec)) {
      String key = null;
      long keyedFrom = Long.MAX_VALUE;
      try (PreparedStatement q = c.prepareStatement("SELECT chain_key, keyed_from FROM audit_keys "
          + "WHERE tournament_id = ?")) {
        q.setString(1, tournamentId);
        try (ResultSet rs = q.executeQuery()) {
          if (rs.next() && keyed) {
            key = rs.getString(1);
            keyedFrom = rs.getLong(2);
          }
        }
      }
      List<AuditEntry> entries = new ArrayList<>();
      try (PreparedStatement q = c.prepareStatement("SELECT seq, logged_at, actor, action, subject, before_value, "
          + "after_value, details, hash FROM audit_log WHERE tournament_id = ? ORDER BY seq")) {
        q.setString(1, tournamentId);
        try (ResultSet rs = q.executeQuery()) {
          while (rs.next()) {
            entries.add(new AuditEntry(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
                rs.getString(5), rs.getString(6), rs.getString(7), rs.getString(8), rs.getString(9)));
          }
        }
      }
      List<String> updates = new ArrayList<>();
      String previousHash = AuditLog.GENESIS;
      String previousLink = AuditLog.GENESIS;
      for (AuditEntry e : entries) {
        String hash = e.seq() >= keyedFrom ? AuditLog.keyedHash(key, tournamentId, previousLink, e)
            : AuditLog.plainHash(tournamentId, previousHash, e);
        updates.add("UPDATE audit_log SET hash = '" + hash + "' WHERE tournament_id = '" + tournamentId
            + "' AND seq = " + e.seq());
        previousHash = hash;
        previousLink = key == null ? hash : AuditLog.link(key, keyedFrom, e.seq(), hash);
      }
      c.close();
      sql(spec, updates.toArray(String[]::new));
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
