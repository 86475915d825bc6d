package org.chuhe.app.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.Deque;
import org.jdbi.v3.core.ConnectionFactory;
import org.sqlite.SQLiteDataSource;

/**
 * Connections to one SQLite file, kept for reuse. Opening one costs little, but the last connection to close folds
 * the write-ahead log back into the file (an extra fsync per transaction if every transaction closed its own), and a
 * general-purpose pool takes longer to shut down than a command takes to run. Idle connections are reused, newest
 * first; {@link #close} closes them, and a connection still in use when it is called is closed when handed back.
 */
final class SqliteConnections implements ConnectionFactory, AutoCloseable {
  private static final int KEEP_IDLE = 4;

  private final SQLiteDataSource source;
  private final Deque<Connection> idle = new ArrayDeque<>();
  private boolean closed;

  SqliteConnections(SQLiteDataSource source) {
    this.source = source;
  }

  @Override
  public Connection openConnection() throws SQLException {
    synchronized (this) {
      if (closed) {
        throw new SQLException("the database is closed");
      }
      Connection c = idle.pollFirst();
      if (c != null) {
        return c;
      }
    }
    return source.getConnection();
  }

  @Override
  public void closeConnection(Connection c) throws SQLException {
    if (!c.getAutoCommit()) {
      // JDBI ends its transactions itself; a connection handed back inside one is not reused half-way through.
      c.rollback();
      c.setAutoCommit(true);
    }
    synchronized (this) {
      if (!closed && idle.size() < KEEP_IDLE) {
        idle.addFirst(c);
        return;
      }
    }
    c.close();
  }

  @Override
  public void close() throws SQLException {
    Deque<Connection> toClose;
    synchronized (this) {
      closed = true;
      toClose = new ArrayDeque<>(idle);
      idle.clear();
    }
    for (Connection c : toClose) {
      c.close();
    }
  }
}
