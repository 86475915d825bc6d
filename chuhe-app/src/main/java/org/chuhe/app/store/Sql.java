package org.chuhe.app.store;

import org.jdbi.v3.core.Handle;

/** Small helpers shared by the stores. */
final class Sql {
  private Sql() {}

  /** The next {@code seq} of a per-tournament list table; safe because writers of one tournament are serialised. */
  static int nextSeq(Handle h, String table, String tournamentId) {
    return h.createQuery("SELECT COALESCE(MAX(seq), 0) + 1 FROM " + table + " WHERE tournament_id = :t")
        .bind("t", tournamentId).mapTo(Integer.class).one();
  }
}
