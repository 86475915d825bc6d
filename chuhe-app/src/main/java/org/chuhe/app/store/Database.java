package org.chuhe.app.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Function;
import javax.sql.DataSource;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * An open chuhe database: SQLite (one file, the default) or PostgreSQL, behind the same JDBI code. Opening checks
 * what is there before anything is written (see {@link SqliteFiles}), brings the schema up to date with Flyway, and
 * refuses a database that is damaged, belongs to another program or was made by a newer chuhe.
 *
 * <p>SQLite runs in WAL mode with {@code synchronous=FULL}: a commit returns only after the log is on disk, so a
 * result the arbiter saw confirmed survives a power cut, not only a crash of chuhe (NORMAL would be safe against a
 * crash but may lose the last commits on power loss, which issue 4 forbids). Foreign keys are on for every
 * connection, and a writer waits up to {@link #BUSY_TIMEOUT_MS} for another writer instead of failing at once.
 */
public final class Database implements AutoCloseable {
  public enum Kind { SQLITE, POSTGRESQL }

  /** Whether opening may create the database: only commands that create a tournament may. */
  public enum Mode { EXISTING, CREATE }

  static final int BUSY_TIMEOUT_MS = 30_000;
  static final String HISTORY_TABLE = "chuhe_schema_history";
  /**
   * The newest schema version this chuhe ships (the highest V of {@code db/migration}; a test keeps the two equal).
   * A database already at this version opens without asking Flyway, which costs a command line more than the
   * command itself.
   */
  static final String SCHEMA_VERSION = "30";

  private final DatabaseLocation location;
  private final DataSource dataSource;
  /** What {@link #close} must close: the PostgreSQL pool, or SQLite's connections. */
  private final AutoCloseable resources;
  private final Jdbi jdbi;

  private Database(DatabaseLocation location, DataSource dataSource, AutoCloseable resources, Jdbi jdbi) {
    this.location = location;
    this.dataSource = dataSource;
    this.resources = resources;
    this.jdbi = jdbi;
  }

  public static Database open(String spec, Mode mode) {
    return open(DatabaseLocation.parse(spec), mode);
  }

  public static Database open(DatabaseLocation location, Mode mode) {
    if (location.kind() == Kind.SQLITE) {
      prepareSqliteFile(location, mode);
    }
    Database db = location.kind() == Kind.SQLITE ? sqlite(location) : postgres(location);
    try {
      db.migrate();
      return db;
    } catch (RuntimeException e) {
      db.close();
      throw e;
    }
  }

  public Kind kind() {
    return location.kind();
  }

  public DatabaseLocation location() {
    return location;
  }

  /** Runs {@code work} in one transaction: all of it is committed, or none of it (the store's own). */
  <T> T transaction(Function<Handle, T> work) {
    try {
      return jdbi.inTransaction(work::apply);
    } catch (RuntimeException e) {
      throw StoreErrors.translate(e, location);
    }
  }

  /**
   * Runs reads of one tournament that must see one state of the database, such as loading the whole tournament
   * while another arbiter writes. SQLite's read transactions are snapshots anyway; PostgreSQL's default (READ
   * COMMITTED) lets each statement see the latest commit, so reads ask for REPEATABLE READ there.
   */
  public <T> T read(String tournamentId, Function<ReadTx, T> work) {
    if (location.kind() == Kind.SQLITE) {
      return transaction(handle -> work.apply(new ReadTx(handle, tournamentId)));
    }
    try {
      return jdbi.inTransaction(TransactionIsolationLevel.REPEATABLE_READ,
          handle -> work.apply(new ReadTx(handle, tournamentId)));
    } catch (RuntimeException e) {
      throw StoreErrors.translate(e, location);
    }
  }

  /**
   * Runs one write of one tournament as one transaction. Its first statement bumps the tournament's revision: on
   * PostgreSQL that row lock makes writers of the same tournament wait for each other, so checks such as entry
   * limits see every registration committed before; SQLite allows one writer at a time anyway, and a transaction
   * whose first statement is a write never meets a stale snapshot.
   */
  public <T> T write(String tournamentId, String actor, Function<WriteTx, T> work) {
    return transaction(handle -> {
      int locked = handle.createUpdate("UPDATE tournaments SET revision = revision + 1 WHERE id = :id")
          .bind("id", tournamentId).execute();
      if (locked == 0) {
        throw new ProblemException(Problem.of(Problem.Kind.NOT_FOUND, "tournament",
            "数据库中没有赛事 \"" + tournamentId + "\"", "no tournament \"" + tournamentId + "\" in the database")
            .withRemedy("tournament"));
      }
      return work.apply(new WriteTx(handle, tournamentId, actor));
    });
  }

  /**
   * The transaction that creates tournament {@code tournamentId}: {@code work} must insert its row (see
   * {@link TournamentStore#create}) before it appends to the audit log.
   */
  public <T> T create(String tournamentId, String actor, Function<WriteTx, T> work) {
    return transaction(handle -> work.apply(new WriteTx(handle, tournamentId, actor)));
  }

  /** The newest schema version recorded as applied, or null when there is no history yet (or it is unreadable). */
  private String appliedVersion() {
    try {
      return jdbi.withHandle(h -> h.createQuery("SELECT version FROM " + HISTORY_TABLE
              + " WHERE success = :ok AND version IS NOT NULL ORDER BY installed_rank DESC")
          .bind("ok", true).setMaxRows(1).mapTo(String.class).findFirst().orElse(null));
    } catch (RuntimeException noHistory) {
      return null;
    }
  }

  @Override
  public void close() {
    try {
      resources.close();
    } catch (Exception e) {
      throw StoreErrors.translate(e, location);
    }
  }

  private static void prepareSqliteFile(DatabaseLocation location, Mode mode) {
    SqliteFiles.State state = SqliteFiles.inspect(location.file());
    if (state == SqliteFiles.State.CHUHE) {
      checkIntegrity(location);
      return;
    }
    if (mode == Mode.EXISTING) {
      if (state == SqliteFiles.State.EMPTY) {
        throw ProblemException.of(Problem.Kind.STORAGE, location.describe(), "文件是空的，不是 chuhe 数据库",
            "the file is empty, not a chuhe database");
      }
      throw new ProblemException(Problem.of(Problem.Kind.NOT_FOUND, location.describe(),
          "没有数据库文件：先创建赛事或导入赛事文件，或指明已有的数据库",
          "no database file here: create a tournament or import a tournament document first, or name the database")
          .withRemedy("database"));
    }
    if (location.file().getParent() != null && !location.file().getParent().toFile().isDirectory()) {
      throw ProblemException.of(Problem.Kind.STORAGE, location.describe(), "目录不存在", "the directory does not exist");
    }
    // The application id goes into the header while the file is still in rollback-journal mode, so it is on disk
    // before anything else: a file that carries it is chuhe's even if chuhe is killed a moment later.
    try (Connection c = DriverManager.getConnection(location.jdbcUrl());
        Statement s = c.createStatement()) {
      s.execute("PRAGMA application_id = " + SqliteFiles.APPLICATION_ID);
      s.execute("PRAGMA journal_mode = WAL");
    } catch (SQLException e) {
      throw StoreErrors.translate(e, location);
    }
  }

  /** SQLite: connections kept for reuse (see {@link SqliteConnections}); Flyway gets plain ones. */
  private static Database sqlite(DatabaseLocation location) {
    SQLiteConfig sqlite = new SQLiteConfig();
    sqlite.setJournalMode(SQLiteConfig.JournalMode.WAL);
    sqlite.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
    sqlite.enforceForeignKeys(true);
    sqlite.setBusyTimeout(BUSY_TIMEOUT_MS);
    SQLiteDataSource ds = new SQLiteDataSource(sqlite);
    ds.setUrl(location.jdbcUrl());
    SqliteConnections connections = new SqliteConnections(ds);
    return new Database(location, ds, connections, Jdbi.create(connections));
  }

  /** PostgreSQL is a server a connection away: a small pool. */
  private static Database postgres(DatabaseLocation location) {
    HikariConfig config = new HikariConfig();
    config.setPoolName("chuhe");
    config.setMinimumIdle(1);
    config.setMaximumPoolSize(4);
    config.setConnectionTimeout(10_000);
    config.setInitializationFailTimeout(-1);
    config.setJdbcUrl(location.jdbcUrl());
    location.properties().forEach((k, v) -> config.addDataSourceProperty((String) k, v));
    HikariDataSource pool = new HikariDataSource(config);
    return new Database(location, pool, pool, Jdbi.create(pool));
  }

  /**
   * Refuses a damaged file before anything is written to it. A plain connection, not the pool: the pool would retry
   * a file it cannot read until its timeout.
   */
  private static void checkIntegrity(DatabaseLocation location) {
    try (Connection c = DriverManager.getConnection(location.jdbcUrl());
        Statement s = c.createStatement();
        var rs = s.executeQuery("PRAGMA quick_check")) {
      if (rs.next() && "ok".equalsIgnoreCase(rs.getString(1)) && !rs.next()) {
        return;
      }
    } catch (SQLException e) {
      RuntimeException translated = StoreErrors.translate(e, location);
      if (translated instanceof ProblemException) {
        throw translated;
      }
    }
    throw SqliteFiles.damaged(location.file());
  }

  private void migrate() {
    if (SCHEMA_VERSION.equals(appliedVersion())) {
      return;
    }
    String vendor = location.kind() == Kind.SQLITE ? "sqlite" : "postgresql";
    Flyway flyway = Flyway.configure()
        .dataSource(dataSource)
        .locations("classpath:db/migration/common", "classpath:db/migration/" + vendor)
        .table(HISTORY_TABLE)
        .load();
    try {
      for (MigrationInfo m : flyway.info().applied()) {
        if (m.getState() == MigrationState.FUTURE_SUCCESS || m.getState() == MigrationState.FUTURE_FAILED) {
          throw ProblemException.of(Problem.Kind.STORAGE, location.describe(),
              "数据库由较新版本的 chuhe 创建（结构版本 " + m.getVersion() + "），请升级 chuhe",
              "the database was made by a newer chuhe (schema version " + m.getVersion() + "): upgrade chuhe");
        }
      }
      flyway.migrate();
    } catch (FlywayException e) {
      throw StoreErrors.fromFlyway(e, location);
    }
  }
}
