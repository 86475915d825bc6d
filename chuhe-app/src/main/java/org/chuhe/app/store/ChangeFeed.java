package org.chuhe.app.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.LongConsumer;
import javax.sql.DataSource;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * The changes of one tournament as they are committed, by anyone: this process, another {@code serve} process on
 * the same database, the command line. Each change reports the tournament's new revision (every write transaction
 * adds one, {@link Database#write}) to the listener, on the feed's own thread; revisions that follow each other
 * quickly may come as one report of the last.
 *
 * <p>PostgreSQL: every write transaction sends {@code NOTIFY chuhe_changes, '<tournament>'}, which the server delivers
 * at its commit; the feed holds one connection that LISTENs (a result entered on one server reaches the others'
 * pages in milliseconds, without polling). SQLite has no such messages between processes: the feed reads the
 * revision every {@link #POLL_MS} (one indexed read of one row), which also sees the command line's changes.
 */
public final class ChangeFeed implements AutoCloseable {
  /** The channel of PostgreSQL's notifications; the payload is the tournament's id. */
  static final String CHANNEL = "chuhe_changes";
  /** How often SQLite's revision is read, and how long a PostgreSQL listener waits for a message at a time. */
  static final long POLL_MS = 250;
  /** How long a PostgreSQL listener waits before it tries again after losing its connection. */
  private static final long RECONNECT_MS = 1_000;

  private final Thread thread;
  private volatile boolean closed;

  private ChangeFeed(Database db, DataSource pg, String tournament, LongConsumer listener) {
    thread = new Thread(() -> run(db, pg, tournament, listener), "chuhe-changes-" + tournament);
    thread.setDaemon(true);
  }

  static ChangeFeed start(Database db, DataSource pg, String tournament, LongConsumer listener) {
    ChangeFeed feed = new ChangeFeed(db, pg, tournament, listener);
    feed.thread.start();
    return feed;
  }

  private void run(Database db, DataSource pg, String tournament, LongConsumer listener) {
    long seen = revision(db, tournament);
    while (!closed) {
      try {
        if (pg == null) {
          seen = poll(db, tournament, listener, seen);
        } else {
          seen = listen(db, pg, tournament, listener, seen);
        }
      } catch (RuntimeException | SQLException e) {
        // The database went away for a moment (a restarted server, a busy file): try again shortly. A change
        // missed meanwhile is reported by the revision read when the feed is back.
        sleep(RECONNECT_MS);
      }
    }
  }

  private long poll(Database db, String tournament, LongConsumer listener, long seen) {
    while (!closed) {
      sleep(POLL_MS);
      seen = report(db, tournament, listener, seen);
    }
    return seen;
  }

  private long listen(Database db, DataSource pg, String tournament, LongConsumer listener, long seen)
      throws SQLException {
    try (Connection c = pg.getConnection(); Statement s = c.createStatement()) {
      s.execute("LISTEN " + CHANNEL);
      PGConnection notifications = c.unwrap(PGConnection.class);
      seen = report(db, tournament, listener, seen); // what happened while not listening
      while (!closed) {
        PGNotification[] received = notifications.getNotifications((int) POLL_MS);
        if (received == null) {
          continue;
        }
        for (PGNotification n : received) {
          if (tournament.equals(n.getParameter())) {
            seen = report(db, tournament, listener, seen);
            break;
          }
        }
      }
    }
    return seen;
  }

  private static long report(Database db, String tournament, LongConsumer listener, long seen) {
    long now = revision(db, tournament);
    if (now != seen) {
      listener.accept(now);
    }
    return now;
  }

  private static long revision(Database db, String tournament) {
    return db.read(tournament, TournamentStore::revision);
  }

  private void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      closed = true;
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    closed = true;
    thread.interrupt();
    try {
      thread.join(2 * POLL_MS + RECONNECT_MS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
