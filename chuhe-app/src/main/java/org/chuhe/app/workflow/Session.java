package org.chuhe.app.workflow;

import java.util.function.Function;
import org.chuhe.app.store.Database;
import org.chuhe.app.store.ReadTx;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.app.store.WriteTx;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.Regulations;

/**
 * One arbiter working on one tournament of one database: what every use case of the workflow needs. The tournament
 * is the one asked for, else the only one, else the most recently created one.
 */
public final class Session implements AutoCloseable {
  private final Database db;
  private final boolean ownsDatabase;
  private final String tournamentId;
  private final String actor;

  private Session(Database db, boolean ownsDatabase, String tournamentId, String actor) {
    this.db = db;
    this.ownsDatabase = ownsDatabase;
    this.tournamentId = tournamentId;
    this.actor = actor;
  }

  /** Opens an existing database and picks the tournament; closing the session closes the database. */
  public static Session open(String dbSpec, String tournament, String actor) {
    Database db = Database.open(dbSpec, Database.Mode.EXISTING);
    try {
      return new Session(db, true, TournamentStore.resolve(db, tournament), actor);
    } catch (RuntimeException e) {
      db.close();
      throw e;
    }
  }

  /** A session on a database someone else opened and will close. */
  public static Session on(Database db, String tournament, String actor) {
    return new Session(db, false, TournamentStore.resolve(db, tournament), actor);
  }

  /** The database, for the workflow's own use (front ends call use cases, never the store). */
  Database database() {
    return db;
  }

  public String tournament() {
    return tournamentId;
  }

  public String actor() {
    return actor;
  }

  /** The whole tournament as the engines read it. */
  public Tournament load() {
    return db.read(tournamentId, TournamentStore::load);
  }

  /** The tournament's revision, one more after every change: the same revision, the same tournament. */
  public long revision() {
    return db.read(tournamentId, TournamentStore::revision);
  }

  /**
   * The tournament and the revision it was read at, in one consistent read (a front end caches the value by the
   * revision and asks {@link #revision} before reading again).
   */
  public Revised loadRevised() {
    return db.read(tournamentId, tx -> new Revised(TournamentStore.revision(tx), TournamentStore.load(tx)));
  }

  /** A tournament as read at a revision. */
  public record Revised(long revision, Tournament tournament) {}

  public Regulations regulations() {
    return TournamentStore.regulations(db, tournamentId);
  }

  /** Reads of the tournament that see one consistent state of the database (the workflow's own). */
  <T> T read(Function<ReadTx, T> work) {
    return db.read(tournamentId, work);
  }

  /** One write transaction, audited by whatever {@code work} appends to the log (the workflow's own). */
  <T> T write(Function<WriteTx, T> work) {
    return db.write(tournamentId, actor, work);
  }

  @Override
  public void close() {
    if (ownsDatabase) {
      db.close();
    }
  }
}
