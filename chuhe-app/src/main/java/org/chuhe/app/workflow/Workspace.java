package org.chuhe.app.workflow;

import org.chuhe.app.store.Database;

/**
 * A database opened once and shared by the sessions of a long-running front end (the web app serves many requests
 * of many arbiters and players): each request takes a session on it, as a command takes one on the database it
 * opens. Closing the workspace closes the database; closing a session taken from it does not.
 */
public final class Workspace implements AutoCloseable {
  private final Database db;

  private Workspace(Database db) {
    this.db = db;
  }

  /** Opens an existing database (one that holds a tournament: nothing is created here). */
  public static Workspace open(String dbSpec) {
    return new Workspace(Database.open(dbSpec, Database.Mode.EXISTING));
  }

  /**
   * Opens the database, creating it when there is none (as {@code ./chuhe new} would): a server started on a new
   * file serves "no event yet" until the chief arbiter creates one in the console.
   */
  public static Workspace openOrCreate(String dbSpec) {
    return new Workspace(Database.open(dbSpec, Database.Mode.SERVE));
  }

  /** The database, for the workflow's own use cases (front ends never reach the store). */
  Database database() {
    return db;
  }

  /** A session of {@code actor} on the tournament asked for, else the only one (as {@link Session#open}). */
  public Session session(String tournament, String actor) {
    return Session.on(db, tournament, actor);
  }

  /**
   * Reports every committed change of {@code tournament} (an id, as {@link Session#tournament}), whoever made it:
   * this process, another server on the same database, the command line. The listener runs on the feed's own
   * thread and gets the new revision; close the feed to stop.
   */
  public Watch watch(String tournament, java.util.function.LongConsumer listener) {
    return db.watch(tournament, listener)::close;
  }

  /** A running {@link #watch}: closing it stops the reports. */
  public interface Watch extends AutoCloseable {
    @Override
    void close();
  }

  /** The arbiters' accounts of this database, changed by {@code actor} (closing them leaves the database open). */
  public Accounts accounts(String actor) {
    return Accounts.on(db, actor);
  }

  /**
   * Whether changes wait for space: the database's disk is full (it was opened for reading only, or has less than
   * 1 MB free). Reading goes on; the console says so. Once there is space, writing resumes by itself.
   */
  public boolean waitingForSpace() {
    return db.waitingForSpace();
  }

  /** The database as people name it: the file, or the server and database without the password. */
  public String describe() {
    return db.location().describe();
  }

  @Override
  public void close() {
    db.close();
  }
}
