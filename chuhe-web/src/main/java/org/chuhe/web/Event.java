package org.chuhe.web;

import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;

/**
 * The tournament this server serves, in the database it was started on. Every request takes a session of its own
 * (the use cases' unit of work); the public pages read the tournament through {@link #publicTournament} only.
 */
final class Event {
  /** Who reads, for the sessions of the public pages (they write nothing, so the audit log never names it). */
  static final String READER = "web";

  private final Workspace workspace;
  private final String tournament;

  /** Resolves the tournament once, at start: the one named, else the only one (refused with the list otherwise). */
  Event(Workspace workspace, String tournament) {
    this.workspace = workspace;
    try (Session s = workspace.session(tournament, READER)) {
      this.tournament = s.tournament();
    }
  }

  String tournament() {
    return tournament;
  }

  /** A session acting as {@code actor} (an arbiter of the console, named in the audit log). */
  Session session(String actor) {
    return workspace.session(tournament, actor);
  }

  /**
   * The tournament as the public may see it: every player without his ID and phone numbers
   * ({@link Player#withoutSensitiveData}), so no public page can show them, whatever its template does.
   */
  Tournament publicTournament() {
    try (Session s = session(READER)) {
      Tournament t = s.load();
      return t.withPlayers(t.players().stream().map(Player::withoutSensitiveData).toList());
    }
  }
}
