package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import org.chuhe.app.store.Backend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files that are not a chuhe database, given to --db by mistake: each gets one clear line and exit code 2, and is
 * left exactly as it was (same bytes, same modification time, no journal files created beside it).
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

  /** A real chuhe database, closed cleanly (so its WAL has been folded back into the file). */
  private Path chuheDatabase(String name) {
    Path db = dir.resolve(name);
    assertThat(Cli.run("import", "json", CliTest.EXAMPLE.toString(), "--db", db.toString()).exit()).isZero();
    assertThat(Files.exists(dir.resolve(name + "-wal"))).isFalse();
    return db;
  }

  private void refusedUnchanged(Path file, String message, String... command) throws Exception {
    Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000_000_000L));
    byte[] before = Files.readAllBytes(file);
    Cli r = Cli.run(concat(List.of(command), "--db", file.toString()));
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains(message).contains(file.getFileName().toString()).doesNotContain("Exception");
    assertThat(r.err().lines().count()).isEqualTo(1);
    assertThat(Files.readAllBytes(file)).isEqualTo(before);
    assertThat(Files.getLastModifiedTime(file).toMillis()).isEqualTo(1_000_000_000_000L);
    assertThat(dir.resolve(file.getFileName() + "-wal")).doesNotExist();
    assertThat(dir.resolve(file.getFileName() + "-journal")).doesNotExist();
  }

  private static String[] concat(List<String> command, String... more) {
    String[] all = command.toArray(new String[command.size() + more.length]);
    System.arraycopy(more, 0, all, command.size(), more.length);
    return all;
  }
}
