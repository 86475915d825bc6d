package org.chuhe.app.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import org.jdbi.v3.core.Handle;

/** Small helpers shared by the stores. */
final class Sql {
  private Sql() {}

  /** The next {@code seq} of a per-tournament list table; safe because writers of one tournament are serialised. */
  static int nextSeq(Handle h, String table, String tournamentId) {
    return h.createQuery("SELECT COALESCE(MAX(seq), 0) + 1 FROM " + table + " WHERE tournament_id = :t")
        .bind("t", tournamentId).mapTo(Integer.class).one();
  }

  static Integer integer(ResultSet rs, String column) throws SQLException {
    int value = rs.getInt(column);
    return rs.wasNull() ? null : value;
  }

  static Boolean bool(ResultSet rs, String column) throws SQLException {
    boolean value = rs.getBoolean(column);
    return rs.wasNull() ? null : value;
  }
}
