package org.chuhe.app.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.sql.DataSource;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.MigrationVersion;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;
import org.sqlite.SQLiteException;

/**
 * An open chuhe database: SQLite (one file, the default) or PostgreSQL, behind the same JDBI code. Opening checks
 * what is there before anything is written (see {@link SqliteFiles}), brings the schema up to date with Flyway, and
 * refuses a database that is damaged, belongs to another program or was made by a newer chuhe.
 *
 * <p>SQLite runs in WAL mode with {@code synchronous=FULL}: a commit returns only after the log is on disk, so a
 * result the arbiter saw confirmed survives a power cut, not only a crash of chuhe (NORMAL would be safe against a
 * crash but may lose the last commits on power loss, which issue 4 forbids). Foreign keys are on for every
 * connection, and a writer waits up to {@link #BUSY_TIMEOUT_MS} for another writer instead of failing at once.
 *
 * <p>On a full disk an existing SQLite database is opened for reading only ({@link #waitingForSpace}): opening it for
 * writing needs space (the write-ahead log's shared-memory file), and reading must not (the standings, the public
 * pages and the printouts are what an arbiter needs most while space is made). Every write then says the disk is
 * full, and the first write once there is space opens the database for writing again.
 */
public final class Database implements AutoCloseable {
  public enum Kind { SQLITE, POSTGRESQL }

  /**
   * Whether opening may create the database: only commands that create a tournament may ({@code CREATE}: the file is
   * made if missing, and the tournaments already in it are read through once, so that a damaged database is found
   * before one is added). {@code SERVE}, the web app: made if missing, but what is there is not read through at
   * start (the pages read it; a whole 10,000-player event read twice was a third of {@code serve}'s start, issue 23);
   * the console adds an event only to a database that holds none.
   */
  public enum Mode { EXISTING, CREATE, SERVE }

  static final int BUSY_TIMEOUT_MS = 30_000;
  /**
   * How long opening waits to read a file that another program holds exclusively before saying so. Reading waits
   * for no writer in WAL mode, so only a program that locks the whole file makes it wait.
   */
  static final int LOOK_BUSY_TIMEOUT_MS = 3_000;
  /** Seconds within which a PostgreSQL server must accept a connection and a login. */
  static final int CONNECT_TIMEOUT_S = 5;
  /** The tables of chuhe's first schema: a database with its history has them all. */
  private static final Set<String> FIRST_TABLES = Set.of("tournaments", "units", "players", "draws", "lots",
      "rounds", "games", "byes", "withdrawals", "penalties", "manual_awards", "audit_log");
  static final String HISTORY_TABLE = "chuhe_schema_history";
  /**
   * The newest schema version this chuhe ships (the highest V of {@code db/migration}; a test keeps the two equal).
   * A database already at this version opens without asking Flyway, which costs a command line more than the
   * command itself.
   */
  static final String SCHEMA_VERSION = "37";

  private final DatabaseLocation location;
  private volatile DataSource dataSource;
  /** What {@link #close} must close: the PostgreSQL pool, or SQLite's connections. */
  private volatile AutoCloseable resources;
  private volatile Jdbi jdbi;
  /** SQLite's connection settings of the tests ({@link #open(DatabaseLocation, Mode, Consumer)}), kept for reopening. */
  private final Consumer<SQLiteConfig> tuning;
  /** Opened for reading only because the disk was full: writes wait until there is space ({@link #resumeIfSpace}). */
  private volatile boolean readingOnlyForSpace;
  /** The connections of the reading-only opening, once writing resumed: a read may still hold one; closed last. */
  private final List<AutoCloseable> retired = new CopyOnWriteArrayList<>();

  private Database(DatabaseLocation location, DataSource dataSource, AutoCloseable resources, Jdbi jdbi,
      Consumer<SQLiteConfig> tuning) {
    this.location = location;
    this.dataSource = dataSource;
    this.resources = resources;
    this.jdbi = jdbi;
    this.tuning = tuning;
  }

  public static Database open(String spec, Mode mode) {
    return open(DatabaseLocation.parse(spec), mode);
  }

  public static Database open(DatabaseLocation location, Mode mode) {
    return open(location, mode, config -> {});
  }

  /**
   * The same, with {@code tuning} applied to every SQLite connection after chuhe's own settings: tests use it to
   * make SQLite itself report a full disk ({@code max_page_count}) or give up waiting for a lock sooner.
   */
  static Database open(DatabaseLocation location, Mode mode, Consumer<SQLiteConfig> tuning) {
    if (location.kind() == Kind.SQLITE) {
      try {
        return ready(sqlite(location, prepareSqliteFile(location, mode), true, tuning), mode);
      } catch (StoreErrors.NoSpace full) {
        return forReadingOnly(location, tuning, full);
      }
    }
    return ready(postgres(location), mode);
  }

  /** The database opened, its schema brought up to date (and its contents checked before one is added). */
  private static Database ready(Database db, Mode mode) {
    try {
      db.whileSettingUp(() -> {
        db.migrate();
        if (mode == Mode.CREATE || (mode == Mode.SERVE && TournamentStore.list(db).isEmpty())) {
          db.checkContents();
        }
        return null;
      });
      return db;
    } catch (RuntimeException e) {
      db.close();
      throw e;
    }
  }

  /**
   * An existing chuhe database on a full disk, opened for reading only: as immutable when its write-ahead log holds
   * nothing to fold in (the file is then the whole database, and nothing beside it is needed), else read-only
   * through the log and its shared-memory file as the last process left them. A database whose schema is older than
   * this chuhe (it must be brought up to date first), or that cannot be read even so, is refused with the full disk.
   */
  private static Database forReadingOnly(DatabaseLocation location, Consumer<SQLiteConfig> tuning,
      StoreErrors.NoSpace full) {
    Path file = location.file();
    if (SqliteFiles.inspect(file) != SqliteFiles.State.CHUHE) {
      throw full;
    }
    boolean log = SqliteFiles.hasLog(file);
    lookInside(location, false);
    Database db = sqlite(location, false, !log, tuning);
    try {
      if (!SCHEMA_VERSION.equals(db.appliedVersion())) {
        throw full;
      }
      db.jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM tournaments").mapTo(Long.class).one());
    } catch (RuntimeException cannotRead) {
      db.close();
      throw full;
    }
    db.readingOnlyForSpace = true;
    return db;
  }

  /**
   * Whether writes wait for space: the database was opened for reading only on a full disk, or its disk has less
   * than 1 MB free (a write may fail at any moment). Once there is space again, the database is opened for writing
   * again here, and this says false.
   */
  public boolean waitingForSpace() {
    if (location.kind() != Kind.SQLITE) {
      return false;
    }
    resumeIfSpace();
    return readingOnlyForSpace || StoreErrors.nearlyFull(location.file());
  }

  /** Before a write: a database opened for reading only for want of space is opened for writing, if there is space. */
  void beforeWrite() {
    resumeIfSpace();
  }

  private synchronized void resumeIfSpace() {
    if (!readingOnlyForSpace || StoreErrors.nearlyFull(location.file())) {
      return;
    }
    Database fresh;
    try {
      fresh = sqlite(location, prepareSqliteFile(location, Mode.EXISTING), true, tuning);
    } catch (StoreErrors.NoSpace still) {
      return;
    }
    try {
      fresh.migrate();
    } catch (StoreErrors.NoSpace still) {
      fresh.close();
      return;
    } catch (RuntimeException e) {
      fresh.close();
      throw e;
    }
    retired.add(resources);
    dataSource = fresh.dataSource;
    jdbi = fresh.jdbi;
    resources = fresh.resources;
    readingOnlyForSpace = false;
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
      throw translate(e);
    }
  }

  /** A failure as a problem; a write refused by a database opened for reading only on a full disk: the full disk. */
  private RuntimeException translate(RuntimeException e) {
    if (readingOnlyForSpace && StoreErrors.refusedAsReadOnly(e)) {
      return StoreErrors.noSpace(location.file());
    }
    return StoreErrors.translate(e, location);
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
      throw translate(e);
    }
  }

  /**
   * Runs one write of one tournament as one transaction. Its first statement bumps the tournament's revision: on
   * PostgreSQL that row lock makes writers of the same tournament wait for each other, so checks such as entry
   * limits see every registration committed before; SQLite allows one writer at a time anyway, and a transaction
   * whose first statement is a write never meets a stale snapshot.
   *
   * <p>A write that changes nothing (it appended nothing to the audit log: a result entered again as it stands, a
   * player checked in twice) is rolled back: the revision stays, so no page is told to fetch anything again (issue 23;
   * docs/web.md "Live updates"). Every change of a tournament is logged (docs/storage.md), so nothing logged is
   * nothing changed.
   */
  public <T> T write(String tournamentId, String actor, Function<WriteTx, T> work) {
    beforeWrite();
    if (location.kind() == Kind.SQLITE) {
      // SQLite lets one writer in at a time and makes the others wait in its busy handler, which sleeps 1, 2, 5 …
      // 100 ms between tries: under a few concurrent writers (players confirming results from their phones, issue
      // 26) the file stood idle most of the time (docs/benchmarks.md, "Results from the board"). This process's
      // writers queue here instead, each taking the file the moment the last one let it go; a writer of another
      // process (a command line) still meets the busy handler.
      sqliteWriter.lock();
      try {
        return writeTransaction(tournamentId, actor, work);
      } finally {
        sqliteWriter.unlock();
      }
    }
    return writeTransaction(tournamentId, actor, work);
  }

  /** The writers of this process to a SQLite file, in the order they came (see {@link #write}). */
  private final java.util.concurrent.locks.ReentrantLock sqliteWriter = new java.util.concurrent.locks.ReentrantLock(
      true);

  private <T> T writeTransaction(String tournamentId, String actor, Function<WriteTx, T> work) {
    return transaction(handle -> {
      int locked = handle.createUpdate("UPDATE tournaments SET revision = revision + 1 WHERE id = :id")
          .bind("id", tournamentId).execute();
      if (locked == 0) {
        throw new ProblemException(Problem.of(Problem.Kind.NOT_FOUND, "tournament",
            "数据库中没有赛事 \"" + tournamentId + "\"", "no tournament \"" + tournamentId + "\" in the database")
            .withRemedy("tournament"));
      }
      if (location.kind() == Kind.POSTGRESQL) {
        // Delivered at the commit, to every server's ChangeFeed: their pages show the change without polling.
        handle.createQuery("SELECT 1 FROM (SELECT pg_notify(:channel, :id)) AS sent")
            .bind("channel", ChangeFeed.CHANNEL).bind("id", tournamentId).mapTo(Integer.class).one();
      }
      // A write inside another (a result sheet records each line as a write of its own) runs in the outer one's
      // transaction, on the same handle: it counts towards the outer write, which alone may roll back.
      AuditLog.Appended outer = APPENDED.get();
      AuditLog.Appended appended = outer != null ? outer : new AuditLog.Appended();
      if (outer == null) {
        APPENDED.set(appended);
      }
      try {
        T result = work.apply(new WriteTx(handle, tournamentId, actor, appended));
        if (outer == null && appended.none()) {
          handle.rollback();
        }
        return result;
      } finally {
        if (outer == null) {
          APPENDED.remove();
        }
      }
    });
  }

  /** What the outermost write transaction of this thread has appended to the audit log (null outside one). */
  private static final ThreadLocal<AuditLog.Appended> APPENDED = new ThreadLocal<>();

  /**
   * Reports every committed change of the tournament, by anyone, with its new revision, until closed
   * ({@link ChangeFeed}: PostgreSQL's notifications, or SQLite's revision read every 250 ms).
   */
  public ChangeFeed watch(String tournamentId, java.util.function.LongConsumer listener) {
    return ChangeFeed.start(this, location.kind() == Kind.POSTGRESQL ? dataSource : null, tournamentId, listener);
  }

  /**
   * The transaction that creates tournament {@code tournamentId}: {@code work} must insert its row (see
   * {@link TournamentStore#create}) before it appends to the audit log.
   */
  public <T> T create(String tournamentId, String actor, Function<WriteTx, T> work) {
    beforeWrite();
    return transaction(handle -> work.apply(new WriteTx(handle, tournamentId, actor, new AuditLog.Appended())));
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
      for (AutoCloseable r : retired) {
        r.close();
      }
    } catch (Exception e) {
      throw StoreErrors.translate(e, location);
    }
  }

  /**
   * Looks at an SQLite file before any connection that may write is opened, and says whether chuhe may write it.
   * Only a whole chuhe database passes (or nothing, or an empty file, for the commands that create one); everything
   * else is refused with the file left exactly as it was. A file or directory without write permission passes for
   * reading only.
   */
  private static boolean prepareSqliteFile(DatabaseLocation location, Mode mode) {
    Path file = location.file();
    SqliteFiles.State state = SqliteFiles.inspect(file);
    if (state == SqliteFiles.State.CHUHE) {
      ProblemException readOnly = SqliteFiles.whyNotWritable(file);
      if (readOnly != null && mode == Mode.CREATE) {
        throw readOnly;
      }
      if (readOnly != null && SqliteFiles.hasLog(file)) {
        throw StoreErrors.unfoldedLog(file);
      }
      lookInside(location, readOnly == null);
      return readOnly == null;
    }
    if (mode == Mode.EXISTING) {
      if (state == SqliteFiles.State.EMPTY) {
        throw StoreErrors.storage(file.toString(), "文件是空的，不是 chuhe 数据库", "the file is empty, not a chuhe database");
      }
      throw new ProblemException(Problem.of(Problem.Kind.NOT_FOUND, location.describe(),
          "没有数据库文件：先创建赛事或导入赛事文件，或指明已有的数据库",
          "no database file here: create a tournament or import a tournament document first, or name the database")
          .withRemedy("database"));
    }
    if (!Files.isDirectory(StoreErrors.directoryOf(file))) {
      throw StoreErrors.storage(location.describe(), "目录不存在", "the directory does not exist");
    }
    ProblemException cannot = SqliteFiles.whyNotWritable(file);
    if (cannot != null) {
      throw cannot;
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
    return true;
  }

  /**
   * Checks, on a connection that writes nothing, that a file carrying chuhe's application id is a whole chuhe
   * database this chuhe can use: SQLite's {@code quick_check}, chuhe's tables and schema history (a file that only
   * claims to be chuhe's is another program's), and no schema newer than this chuhe knows. Only then may a
   * connection that switches the journal mode or migrates the schema touch it. A writable file is looked at with
   * {@code query_only} (a read-only connection would leave its {@code -wal} and {@code -shm} behind); a read-only
   * one as immutable, which needs neither.
   */
  private static void lookInside(DatabaseLocation location, boolean writable) {
    Path file = location.file();
    SQLiteConfig look = new SQLiteConfig();
    look.setReadOnly(!writable);
    look.setBusyTimeout(LOOK_BUSY_TIMEOUT_MS);
    try (Connection c = look.createConnection(writable ? location.jdbcUrl() : immutableUrl(file));
        Statement s = c.createStatement()) {
      s.execute("PRAGMA query_only = ON");
      try (ResultSet rs = s.executeQuery("PRAGMA quick_check")) {
        if (!rs.next() || !"ok".equalsIgnoreCase(rs.getString(1)) || rs.next()) {
          throw StoreErrors.damaged(file);
        }
      }
      Set<String> tables = new HashSet<>();
      try (ResultSet rs = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table' "
          + "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")) {
        while (rs.next()) {
          tables.add(rs.getString(1));
        }
      }
      String newest = null;
      if (tables.contains(HISTORY_TABLE)) {
        try (ResultSet rs = s.executeQuery("SELECT version FROM " + HISTORY_TABLE
            + " WHERE success AND version IS NOT NULL")) {
          while (rs.next()) {
            String v = rs.getString(1);
            if (newest == null || MigrationVersion.fromVersion(v).isNewerThan(newest)) {
              newest = v;
            }
          }
        }
      }
      tables.remove(HISTORY_TABLE);
      if (tables.isEmpty() && newest == null) {
        return; // a database chuhe began to create: nothing in it yet
      }
      if (newest == null || !tables.containsAll(FIRST_TABLES)) {
        throw StoreErrors.markedButNotChuhe(file);
      }
      if (MigrationVersion.fromVersion(newest).isNewerThan(SCHEMA_VERSION)) {
        throw StoreErrors.newerSchema(location, newest);
      }
    } catch (SQLException e) {
      if (e instanceof SQLiteException s && s.getResultCode() != null
          && s.getResultCode().name().matches("SQLITE_(BUSY|LOCKED).*")) {
        throw StoreErrors.lockedForReading(file);
      }
      RuntimeException translated = StoreErrors.translate(e, location);
      throw translated instanceof ProblemException ? translated : StoreErrors.damaged(file);
    } catch (FlywayException notAVersion) {
      throw StoreErrors.markedButNotChuhe(file);
    }
  }

  /** A URI that opens {@code file} as immutable: no locks, no journal, no files beside it, nothing written. */
  private static String immutableUrl(Path file) {
    return "jdbc:sqlite:file:" + file.toUri().getRawPath() + "?immutable=1";
  }

  /**
   * SQLite: connections kept for reuse (see {@link SqliteConnections}); Flyway gets plain ones. A file chuhe may
   * not write is opened read-only and immutable: reading works, and a write fails with SQLite's own
   * {@code SQLITE_READONLY}, which {@link StoreErrors} reports as the permission that is missing.
   */
  private static Database sqlite(DatabaseLocation location, boolean writable, boolean immutable,
      Consumer<SQLiteConfig> tuning) {
    SQLiteConfig sqlite = new SQLiteConfig();
    if (writable) {
      sqlite.setJournalMode(SQLiteConfig.JournalMode.WAL);
    } else {
      sqlite.setReadOnly(true);
    }
    sqlite.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
    sqlite.enforceForeignKeys(true);
    sqlite.setBusyTimeout(BUSY_TIMEOUT_MS);
    tuning.accept(sqlite);
    SQLiteDataSource ds = new SQLiteDataSource(sqlite);
    ds.setUrl(writable || !immutable ? location.jdbcUrl() : immutableUrl(location.file()));
    SqliteConnections connections = new SqliteConnections(ds);
    return new Database(location, ds, connections, Jdbi.create(connections), tuning);
  }

  /**
   * PostgreSQL is a server a connection away: a small pool. Opening fails within seconds, with the reason, when
   * the server cannot be reached: the pool makes one connection at once instead of retrying in the background,
   * and the driver gives up on a connection or a login after {@link #CONNECT_TIMEOUT_S} (its defaults wait for
   * ever on a server that accepts the connection and never answers). A timeout given in the URL wins.
   */
  private static Database postgres(DatabaseLocation location) {
    HikariConfig config = new HikariConfig();
    config.setPoolName("chuhe");
    config.setMinimumIdle(1);
    config.setMaximumPoolSize(5); // one of them held by a server's ChangeFeed
    config.setConnectionTimeout(CONNECT_TIMEOUT_S * 1000L);
    config.setInitializationFailTimeout(1);
    config.setJdbcUrl(location.jdbcUrl());
    config.addDataSourceProperty("connectTimeout", String.valueOf(CONNECT_TIMEOUT_S));
    config.addDataSourceProperty("loginTimeout", String.valueOf(CONNECT_TIMEOUT_S));
    location.properties().forEach((k, v) -> config.addDataSourceProperty((String) k, v));
    HikariDataSource pool;
    try {
      pool = new HikariDataSource(config);
    } catch (RuntimeException e) {
      throw StoreErrors.translate(e, location);
    }
    return new Database(location, pool, pool, Jdbi.create(pool), sqliteOnly -> { });
  }

  /**
   * {@code new} and {@code import json} add a tournament to a database that may hold others: only to one whose
   * every value reads back as chuhe wrote it, so that a damaged file is not written into (and a backup of it is
   * still worth restoring). Each tournament is read as a command would read it, and on SQLite the references
   * between rows are checked, which SQLite does not do for rows written with foreign keys off.
   */
  private void checkContents() {
    for (TournamentInfo t : TournamentStore.list(this)) {
      read(t.id(), TournamentStore::load);
    }
    if (location.kind() == Kind.SQLITE) {
      // What reading a tournament cannot see: rows of a tournament that is not there.
      transaction(h -> h.createQuery("PRAGMA foreign_key_check").map((rs, ctx) -> {
        throw StoredRow.dangling(rs.getString(1), rs.getLong(2), rs.getString(3));
      }).findFirst());
    }
  }

  /**
   * The key of the PostgreSQL advisory lock under which a database is set up: its schema migrated, its first
   * account made ({@link AccountStore#write}). Two commands started at the same moment on a new database (two
   * {@code serve}, say) would otherwise both create the schema and the first chief arbiter, and the second would
   * stop with a conflict; with it, the second waits for the first to finish, then finds everything made.
   */
  static final long SET_UP_LOCK = 0x63_6875_6865_5345L; // "chuheSE"

  /**
   * Runs {@code work} holding the set-up lock ({@link #SET_UP_LOCK}) on a connection of its own (a session lock:
   * Flyway's migration runs on connections of its own). A database already at the newest schema needs none, and
   * SQLite has no such lock: two processes making one new file at the same instant are not serialised (see
   * docs/storage.md).
   */
  private <T> T whileSettingUp(java.util.function.Supplier<T> work) {
    if (location.kind() != Kind.POSTGRESQL || SCHEMA_VERSION.equals(appliedVersion())) {
      return work.get();
    }
    try (Handle lock = jdbi.open()) {
      lock.createQuery("SELECT 1 FROM (SELECT pg_advisory_lock(:k)) l").bind("k", SET_UP_LOCK).mapTo(Integer.class)
          .one();
      try {
        return work.get();
      } finally {
        lock.createQuery("SELECT pg_advisory_unlock(:k)").bind("k", SET_UP_LOCK).mapTo(Boolean.class).one();
      }
    } catch (ProblemException e) {
      throw e;
    } catch (RuntimeException e) {
      throw StoreErrors.translate(e, location);
    }
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
          throw StoreErrors.newerSchema(location, m.getVersion().getVersion());
        }
      }
      flyway.migrate();
    } catch (FlywayException e) {
      throw StoreErrors.fromFlyway(e, location);
    }
  }
}
