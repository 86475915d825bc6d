package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.chuhe.app.store.Backend;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files that are not a chuhe database, given to --db by mistake: each gets one clear line and exit code 2, and is
 * left exactly as it was (same bytes, same modification time, no journal files created beside it). And files chuhe
 * may not write, or cannot use now: each cause is told apart (read-only file, read-only directory, held by another
 * program, a newer schema), because each asks for something else, and none of them is "restore a backup".
 */
class DatabaseFilesTest {
  @TempDir Path dir;

  @Test
  void aTextFileIsRefusedAndLeftAlone() throws Exception {
    Path text = dir.resolve("notes.txt");
    Files.writeString(text, "名单：王伟、李四\n".repeat(20));
    refusedUnchanged(text, "not an SQLite file", "players", "list");
    refusedUnchanged(text, "not an SQLite file", "new", "--preset", "xiaoyi-2019", "--name", "x");
  }

  @Test
  void aForeignSqliteDatabaseIsRefusedAndLeftAlone() throws Exception {
    Path other = dir.resolve("other.sqlite");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + other); Statement s = c.createStatement()) {
      s.execute("CREATE TABLE contacts (name TEXT, phone TEXT)");
      s.execute("INSERT INTO contacts VALUES ('王伟', '138')");
    }
    refusedUnchanged(other, "another program's SQLite database", "standings");
    refusedUnchanged(other, "another program's SQLite database", "import", "json",
        CliTest.EXAMPLE.toString());
  }

  @Test
  void aTruncatedDatabaseIsRefusedAndLeftAlone() throws Exception {
    Path db = chuheDatabase("cut.db");
    long size = Files.size(db);
    try (RandomAccessFile f = new RandomAccessFile(db.toFile(), "rw")) {
      f.setLength(size / 2);
    }
    refusedUnchanged(db, "damaged", "players", "list");
    try (RandomAccessFile f = new RandomAccessFile(db.toFile(), "rw")) {
      f.setLength(size / 2 - 100);
    }
    refusedUnchanged(db, "damaged", "standings");
  }

  @Test
  void aDatabaseWithDamagedPagesIsRefusedAndLeftAlone() throws Exception {
    Path db = chuheDatabase("garbled.db");
    try (RandomAccessFile f = new RandomAccessFile(db.toFile(), "rw")) {
      // Scribble over every page but the first (the header stays valid, so only SQLite's own check can tell).
      byte[] junk = new byte[(int) f.length() - 4096];
      Arrays.fill(junk, (byte) 0x5A);
      f.seek(4096);
      f.write(junk);
    }
    refusedUnchanged(db, "damaged", "players", "list");
  }

  @Test
  void emptyAndMissingFiles() throws Exception {
    Path empty = Files.createFile(dir.resolve("empty.db"));
    refusedUnchanged(empty, "the file is empty", "log");
    Path missing = dir.resolve("missing.db");
    Cli r = Cli.run("players", "list", "--db", missing.toString());
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("no database file here");
    assertThat(missing).doesNotExist();
    // "new" may use an empty file: there is nothing in it to lose.
    assertThat(Cli.run("new", "--preset", "xiaoyi-2019", "--name", "x", "--db", empty.toString()).exit()).isZero();
  }

  @Test
  void aPostgresqlDatabaseOfAnotherApplicationIsRefusedAndLeftAlone() throws Exception {
    String url = Backend.POSTGRESQL.newDatabase(dir);
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      s.execute("CREATE TABLE contacts (name TEXT, phone TEXT)");
      s.execute("INSERT INTO contacts VALUES ('王伟', '138')");
    }
    for (List<String> command : List.of(List.of("players", "list"), List.of("new", "--preset", "xiaoyi-2019",
        "--name", "x"))) {
      String[] args = concat(command, "--db", url);
      Cli r = Cli.run(args);
      assertThat(r.exit()).as(r.err()).isEqualTo(Main.EXIT_BAD_INPUT);
      assertThat(r.err()).contains("not a chuhe database");
      assertThat(r.err().lines().count()).isEqualTo(1);
    }
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      var rs = s.executeQuery("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public'");
      rs.next();
      assertThat(rs.getInt(1)).isEqualTo(1);
    }
  }

  /**
   * A file that carries chuhe's application id but holds another program's tables: before, chuhe switched it to
   * WAL mode and then said it had not changed it.
   */
  @Test
  void aForeignFileWithChuhesApplicationIdIsRefusedAndLeftAlone() throws Exception {
    Path other = dir.resolve("claims.db");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + other); Statement s = c.createStatement()) {
      s.execute("PRAGMA application_id = " + 0x43485548);
      s.execute("CREATE TABLE contacts (name TEXT, phone TEXT)");
      s.execute("INSERT INTO contacts VALUES ('王伟', '138')");
    }
    for (String[] command : READ_AND_CREATE) {
      refusedUnchanged(other, "its tables are not chuhe's", command);
    }
    Path historyOnly = dir.resolve("history-only.db");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + historyOnly);
        Statement s = c.createStatement()) {
      s.execute("PRAGMA application_id = " + 0x43485548);
      s.execute("CREATE TABLE chuhe_schema_history (installed_rank INT, version VARCHAR(50), success BOOLEAN)");
      s.execute("INSERT INTO chuhe_schema_history VALUES (1, '1', 1)");
      s.execute("CREATE TABLE contacts (name TEXT)");
    }
    refusedUnchanged(historyOnly, "its tables are not chuhe's", "standings");
    refusedUnchanged(historyOnly, "its tables are not chuhe's", "new", "--preset", "xiaoyi-2019", "--name", "x");
  }

  @Test
  void aDatabaseOfANewerChuheIsRefusedAndLeftAlone() throws Exception {
    Path db = chuheDatabase("newer.db");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement()) {
      s.execute("INSERT INTO chuhe_schema_history (installed_rank, version, description, type, script, checksum, "
          + "installed_by, execution_time, success) VALUES (99, '99', 'later', 'SQL', 'V99__later.sql', 0, '', 1, 1)");
    }
    for (String[] command : READ_AND_CREATE) {
      refusedUnchanged(db, "made by a newer chuhe (schema version 99): upgrade chuhe", command);
    }
    refusedUnchanged(db, "newer chuhe", "result", "1", "1", "1-0", "--correct");
  }

  /**
   * A file without write permission: chuhe reads it (nothing beside it, not a byte changed) and refuses to write,
   * naming the file and the permission. The permission bits are honoured even for root, so this runs as root too.
   */
  @Test
  void aReadOnlyFileIsReadAndNotWritten() throws Exception {
    Path db = chuheDatabase("readonly.db");
    Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("r--r--r--"));
    try {
      readUnchanged(db, "standings");
      readUnchanged(db, "players", "list");
      refusedUnchanged(db, "the file is read-only (no write permission): this command saved nothing", "result", "1",
          "1", "1-0", "--correct");
      refusedUnchanged(db, "the file is read-only", "new", "--preset", "xiaoyi-2019", "--name", "x");
      Cli r = Cli.run("result", "1", "1", "1-0", "--correct", "--db", db.toString());
      assertThat(r.err()).contains("write permission (w) on this file").doesNotContain("restore it from a backup");
    } finally {
      Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("rw-r--r--"));
    }
  }

  /** A directory without write permission: SQLite could not create its journal there; chuhe says so. */
  @Test
  void aReadOnlyDirectoryIsReadAndNotWritten() throws Exception {
    Path sub = Files.createDirectory(dir.resolve("locked-dir"));
    Path db = sub.resolve("event.db");
    assertThat(Cli.run("import", "json", CliTest.EXAMPLE.toString(), "--db", db.toString()).exit()).isZero();
    Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      readUnchanged(db, "standings");
      Cli r = refusedUnchanged(db, "cannot create files in this directory (no write permission)", "result", "1", "1",
          "1-0", "--correct");
      assertThat(r.err()).startsWith(sub + ": ").contains("event.db-wal", "write permission (w) on this directory");
      Cli created = Cli.run("new", "--preset", "xiaoyi-2019", "--name", "x", "--db", sub.resolve("new.db").toString());
      assertThat(created.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
      assertThat(created.err()).contains("cannot create the database new.db in this directory");
      assertThat(sub.resolve("new.db")).doesNotExist();
    } finally {
      Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  /**
   * A file the user may not read. Root reads every file whatever its bits, so this case can only be shown by an
   * ordinary user: skipped when the tests run as root (as in some CI containers).
   */
  @Test
  void anUnreadableFileSaysWhichPermission() throws Exception {
    Assumptions.assumeFalse("root".equals(System.getProperty("user.name")), "root reads every file");
    Path db = chuheDatabase("secret.db");
    Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("-w-------"));
    try {
      Cli r = Cli.run("standings", "--db", db.toString());
      assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
      assertThat(r.err()).contains("no permission to read this file", "read permission (r)");
    } finally {
      Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("rw-r--r--"));
    }
  }

  /** Another program holds the whole file (an SQLite tool in exclusive mode): said within seconds, not "damaged". */
  @Test
  void aFileHeldByAnotherProgramIsLockedNotDamaged() throws Exception {
    Path db = chuheDatabase("held.db");
    try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = other.createStatement()) {
      s.execute("PRAGMA locking_mode = EXCLUSIVE");
      s.execute("BEGIN EXCLUSIVE");
      s.execute("UPDATE tournaments SET revision = revision");
      long start = System.nanoTime();
      Cli r = Cli.run("standings", "--db", db.toString());
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(15));
      assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
      assertThat(r.err()).contains("another program holds the database exclusively").doesNotContain("damaged");
      s.execute("ROLLBACK");
    }
    assertThat(Cli.run("standings", "--db", db.toString()).exit()).isZero();
  }

  @Test
  void anUnreachablePostgresqlServerIsOneLineWithinSeconds() throws Exception {
    int port;
    try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
      port = free.getLocalPort();
    }
    long start = System.nanoTime();
    Cli r = Cli.run("standings", "--db", "postgresql://arbiter:s3cret@127.0.0.1:" + port + "/chuhe");
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err().lines().count()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).contains("无法连接 PostgreSQL 服务器：连接被拒绝", "cannot connect to the PostgreSQL server: the "
        + "connection was refused").doesNotContain("s3cret").doesNotContain("Exception");
  }

  /** Commands that read, list, log, and the two that create (which must not write into a file they refuse). */
  private static final String[][] READ_AND_CREATE = {{"standings"}, {"players", "list"}, {"tournaments"}, {"log"},
      {"export", "json"}, {"new", "--preset", "xiaoyi-2019", "--name", "x"},
      {"import", "json", CliTest.EXAMPLE.toString(), "--as", "copy"}};

  /** A command that only reads succeeds and leaves the file and its directory as they were. */
  private void readUnchanged(Path file, String... command) throws Exception {
    Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000_000_000L));
    String before = sha256(file);
    Cli r = Cli.run(concat(List.of(command), "--db", file.toString()));
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(sha256(file)).isEqualTo(before);
    assertThat(Files.getLastModifiedTime(file).toMillis()).isEqualTo(1_000_000_000_000L);
    assertThat(file.resolveSibling(file.getFileName() + "-wal")).doesNotExist();
    assertThat(file.resolveSibling(file.getFileName() + "-shm")).doesNotExist();
  }

  static String sha256(Path file) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
  }

  /** A real chuhe database, closed cleanly (so its WAL has been folded back into the file). */
  private Path chuheDatabase(String name) {
    Path db = dir.resolve(name);
    assertThat(Cli.run("import", "json", CliTest.EXAMPLE.toString(), "--db", db.toString()).exit()).isZero();
    assertThat(Files.exists(dir.resolve(name + "-wal"))).isFalse();
    return db;
  }

  private Cli refusedUnchanged(Path file, String message, String... command) throws Exception {
    Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000_000_000L));
    String before = sha256(file);
    Cli r = Cli.run(concat(List.of(command), "--db", file.toString()));
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains(message).contains(file.getFileName().toString()).doesNotContain("Exception");
    assertThat(r.err().lines().count()).as(r.err()).isEqualTo(1);
    assertThat(sha256(file)).as(String.join(" ", command)).isEqualTo(before);
    assertThat(Files.getLastModifiedTime(file).toMillis()).isEqualTo(1_000_000_000_000L);
    for (String beside : new String[] {"-wal", "-journal", "-shm"}) {
      assertThat(file.resolveSibling(file.getFileName() + beside)).doesNotExist();
    }
    return r;
  }

  private static String[] concat(List<String> command, String... more) {
    String[] all = command.toArray(new String[command.size() + more.length]);
    System.arraycopy(more, 0, all, command.size(), more.length);
    return all;
  }
}
