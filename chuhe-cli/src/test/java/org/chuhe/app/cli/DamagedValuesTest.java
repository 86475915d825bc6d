package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.chuhe.testing.TestSeeds;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Values in the database that chuhe never writes, put there by another program or by damage SQLite's own check
 * does not see. Every command that reads them answers with one line: a storage problem that names the table, the
 * row and the value and says what to do (exit 2), never an internal error naming Java classes; {@code new} and
 * {@code import json} refuse to write into such a file and leave it as it was.
 */
class DamagedValuesTest {
  private static final String T = "qingyuan-2016-demo";
  /** Commands that read the whole tournament: each must find the bad value. */
  private static final List<List<String>> READS = List.of(List.of("standings"), List.of("players", "list"),
      List.of("prizes"), List.of("report"), List.of("check"), List.of("export", "json"), List.of("award", "list"));
  /** Commands that read less: they may not meet the bad value, but never fail with an internal error. */
  private static final List<List<String>> PARTIAL_READS = List.of(List.of("tournaments"),
      List.of("regulations", "show"), List.of("log"));

  /** A real database of a played event, with a row in every table the loader reads; made once, copied by each test. */
  @TempDir static Path shared;
  private static Path event;

  @TempDir Path dir;
  private Path played;

  @BeforeAll
  static void playedEvent() throws Exception {
    Path played = shared.resolve("played.db");
    assertThat(Cli.run("import", "json", CliTest.EXAMPLE.toString(), "--db", played.toString()).exit()).isZero();
    String red21 = one(played, "SELECT red FROM games WHERE round_number = 2 AND slot = 1");
    String black21 = one(played, "SELECT black FROM games WHERE round_number = 2 AND slot = 1");
    String red3 = one(played, "SELECT red FROM games WHERE round_number = 3 AND slot = 2");
    sql(played,
        "INSERT INTO withdrawals VALUES ('" + T + "', 1, '" + red3 + "', 9, '因事退出')",
        "INSERT INTO penalties VALUES ('" + T + "', 1, '" + red3 + "', 'CANCEL_ROUND_RESULT', 3, 1, '违纪')",
        "INSERT INTO manual_awards VALUES ('" + T + "', 1, '" + red21 + "', '体育道德风尚奖')",
        "INSERT INTO prize_decisions VALUES ('" + T + "', 1, '" + red3 + "', 1, '病退，经批准')",
        "INSERT INTO lots VALUES ('" + T + "', '" + red21 + "', 1)",
        "INSERT INTO round_changes VALUES ('" + T + "', 'open', 2, 1, 'SWAP', '" + red21 + "', '" + black21
            + "', NULL, '调换先后手', '裁判长', '2016-05-01T08:00:00Z')",
        "INSERT INTO provisional_draws VALUES ('" + T + "', 'open', 9, 1, 8, 1)",
        "UPDATE players SET gender = 'MALE', birth_date = '2001-02-03', province = '广东', city = '清远', grade = '一级', "
            + "phone = '13800000000', id_number = '440000200102030000' WHERE seq <= 5",
        "UPDATE games SET record_kept = 1 WHERE slot = 1");
    for (List<String> command : READS) {
      Cli r = run(played, command);
      assertThat(r.exit()).as(command + ": " + r.err()).isIn(0, 1); // check exits 1 for a round it finds fault with
    }
    event = played;
  }

  @BeforeEach
  void copyOfTheEvent() throws Exception {
    played = Files.copy(event, dir.resolve("played.db"));
  }

  @Test
  void aResultCodeChuheNeverWritesIsNamedWithItsRow() throws Exception {
    sql(played, "UPDATE games SET result = 'X' WHERE round_number = 4 AND slot = 7");
    String line = refusedByEveryRead(played);
    assertThat(line).contains(played + ": games[tournament_id=" + T + ", division=open, round_number=4, slot=7]"
        + ".result: 值 \"X\" 不是结果代码", "the value \"X\" is not a result code",
        "correct this row with a database tool (such as sqlite3), or restore a backup");
  }

  @Test
  void aDateThatIsNotADateAnUnknownNameAndJsonThatIsNotJson() throws Exception {
    Path date = copy("date.db", "UPDATE players SET birth_date = '2001-02-30' WHERE seq = 2");
    assertThat(refusedByEveryRead(date)).contains("players[tournament_id=" + T + ", id=",
        "].birth_date: 值 \"2001-02-30\" 不是日期", "is not a date");
    Path kind = copy("kind.db", "UPDATE units SET kind = 'GANG' WHERE seq = 3");
    assertThat(refusedByEveryRead(kind)).contains("units[tournament_id=" + T + ", seq=3].kind",
        "the value \"GANG\" is not one of TEAM, CLUB, ASSOCIATION");
    Path json = copy("json.db", "UPDATE tournaments SET regulations = '{\"divisions\": ' WHERE id = '" + T + "'");
    assertThat(refusedByEveryRead(json)).contains("tournaments[id=" + T + "].regulations", "is not JSON");
    Path rules = copy("rules.db", "UPDATE tournaments SET regulations = '{\"divisions\": 5}' WHERE id = '" + T + "'");
    assertThat(refusedByEveryRead(rules)).contains("tournaments[id=" + T + "].regulations", "is not valid regulations");
  }

  @Test
  void textWhereANumberBelongsAndAPlayerWhoIsNotThere() throws Exception {
    Path board = copy("board.db", "UPDATE games SET board = 'abc' WHERE round_number = 1 AND slot = 3");
    assertThat(refusedByEveryRead(board)).contains("slot=3].board", "is not a whole number");
    Path ghost = copy("ghost.db", "UPDATE games SET black = 'ghost' WHERE round_number = 5 AND slot = 2");
    assertThat(refusedByEveryRead(ghost)).contains("slot=2].black", "\"ghost\" names no player of this tournament");
    // A game moved to a round that does not exist would otherwise vanish from the standings without a word.
    Path orphan = copy("orphan.db", "UPDATE games SET round_number = 12 WHERE round_number = 6 AND slot = 4");
    assertThat(refusedByEveryRead(orphan)).contains("games[tournament_id=" + T + ", division=open, round_number=12, "
        + "slot=4]: ", "belongs to no round");
    Path fouls = copy("fouls.db",
        "UPDATE games SET red_illegal_moves = 3, red_fouls = 1 WHERE slot = 1 AND round_number = 1");
    assertThat(refusedByEveryRead(fouls)).contains(".red_illegal_moves", "is more than all fouls of the side");
  }

  /**
   * A number beyond its range ({@code model.Range}), as the pairing number 2147483647 that once reached the pairing
   * and failed {@code check} with an internal error: each read names the row, the range and the value.
   */
  @Test
  void aNumberBeyondItsRangeIsNamedWithItsRowAndRange() throws Exception {
    Path number = copy("number.db", "UPDATE players SET pairing_number = 2147483647 WHERE seq = 4");
    assertThat(refusedByEveryRead(number)).contains("players[tournament_id=" + T + ", id=",
        "].pairing_number: 值 2147483647 超出范围（序号须为 1 至 100000 的整数）",
        "the value 2147483647 is out of range (a pairing number is a whole number from 1 to 100000)");
    Path fouls = copy("many-fouls.db", "UPDATE games SET red_fouls = 1000 WHERE round_number = 2 AND slot = 3");
    assertThat(refusedByEveryRead(fouls)).contains("slot=3].red_fouls", "a number of fouls is a whole number from 0 "
        + "to 99");
  }

  @Test
  void sensitiveValuesAreNeverPrinted() throws Exception {
    sql(played, "UPDATE players SET id_number = CAST(x'34ff3430' AS TEXT) WHERE seq = 1");
    // The line starts with the database's path, a temporary folder whose random name may hold "440" itself.
    assertThat(refusedByEveryRead(played).replace(played.toString(), "FILE"))
        .contains(".id_number: 值 *** 不是有效的文本", "is not valid text").doesNotContain("440");
  }

  /**
   * Damage below SQL: a record's bytes changed in the file with its header intact. SQLite's quick_check passes (it
   * does not read values), so only chuhe's reading can tell.
   */
  @Test
  void aCorruptedRecordWithAnIntactHeaderIsFoundByReadingNotByQuickCheck() throws Exception {
    sql(played, "UPDATE players SET birth_date = '1987-06-05' WHERE seq = 7");
    byte[] bytes = Files.readAllBytes(played);
    byte[] date = "1987-06-05".getBytes(StandardCharsets.US_ASCII);
    int at = indexOf(bytes, date);
    assertThat(at).isPositive();
    assertThat(indexOf(Arrays.copyOfRange(bytes, at + 1, bytes.length), date)).as("one copy of the value").isNegative();
    try (RandomAccessFile f = new RandomAccessFile(played.toFile(), "rw")) {
      f.seek(at + 5);
      f.write("1".getBytes(StandardCharsets.US_ASCII)); // 1987-16-05: a month that is not a month
    }
    assertThat(one(played, "PRAGMA quick_check")).isEqualTo("ok");
    assertThat(refusedByEveryRead(played)).contains("].birth_date: 值 \"1987-16-05\" 不是日期");
  }

  /**
   * Random bad values in random columns of a played event: whatever the column and the value, every command that
   * reads the tournament answers with one storage problem naming the table, and no command fails with an internal
   * error. {@code -Dchuhe.seed=N} runs one case again.
   */
  @Test
  void randomBadValuesInRandomColumnsAreEachOneClearStorageProblem() throws Exception {
    for (long seed : TestSeeds.of(20261201L, 20)) {
      SplittableRandom random = new SplittableRandom(seed);
      Column column = COLUMNS.get(random.nextInt(COLUMNS.size()));
      String value = column.kind.bad.get(random.nextInt(column.kind.bad.size()));
      Path db = dir.resolve("mutated-" + Long.toHexString(seed) + ".db");
      Files.copy(played, db);
      List<Long> rows = longs(db, "SELECT rowid FROM " + column.table);
      long row = rows.get(random.nextInt(rows.size()));
      sql(db, "UPDATE " + column.table + " SET " + column.name + " = " + value + " WHERE rowid = " + row);
      String what = "seed " + seed + " (-Dchuhe.seed=" + seed + "): " + column.table + "." + column.name + " = " + value
          + " in row " + row;
      System.out.println(what);
      String line = refusedByEveryRead(db, what);
      assertThat(line).as(what).contains(column.table + "[");
      for (List<String> command : PARTIAL_READS) {
        Cli r = run(db, command);
        assertThat(r.exit()).as(what + ": " + command + ": " + r.err()).isIn(0, Main.EXIT_BAD_INPUT);
        assertClear(r.err(), what);
      }
    }
  }

  /** Every read refuses {@code db} with the same one line, which it returns; {@code import json} refuses it too. */
  private String refusedByEveryRead(Path db) throws Exception {
    return refusedByEveryRead(db, db.getFileName().toString());
  }

  private String refusedByEveryRead(Path db, String what) throws Exception {
    String line = null;
    for (List<String> command : READS) {
      Cli r = run(db, command);
      assertThat(r.exit()).as(what + ": " + command + ": " + r.err() + r.out()).isEqualTo(Main.EXIT_BAD_INPUT);
      assertThat(r.err().lines().count()).as(what + ": " + r.err()).isEqualTo(1);
      assertClear(r.err(), what);
      assertThat(r.err()).as(what).startsWith(db + ": ").doesNotContain("=?").contains("数据库被 chuhe 以外的程序改动过",
          "The database was changed by another program, or is damaged");
      if (line == null) {
        line = r.err().strip();
      } else {
        assertThat(r.err().strip()).as(what + ": " + command).isEqualTo(line);
      }
    }
    String before = DatabaseFilesTest.sha256(db);
    Cli imported = run(db, List.of("import", "json", CliTest.EXAMPLE.toString(), "--as", "copy"));
    assertThat(imported.exit()).as(what + ": import json: " + imported.err()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(imported.err().strip()).as(what).isEqualTo(line);
    Cli created = run(db, List.of("new", "--preset", "xiaoyi-2019", "--name", "x"));
    assertThat(created.err().strip()).as(what + ": new").isEqualTo(line);
    assertThat(DatabaseFilesTest.sha256(db)).as(what + ": the file after import json and new").isEqualTo(before);
    return line;
  }

  /** A line for a person: no Java exception or class, no internal error. */
  private static void assertClear(String err, String what) {
    assertThat(err).as(what).doesNotContain("Exception", "java.", "org.chuhe", "org.sqlite", "内部错误",
        "internal error");
  }

  private Path copy(String name, String... statements) throws Exception {
    Path db = dir.resolve(name);
    Files.copy(played, db);
    sql(db, statements);
    return db;
  }

  private static Cli run(Path db, List<String> command) {
    return Cli.run(Stream.concat(command.stream(), Stream.of("--db", db.toString())).toArray(String[]::new));
  }

  private static void sql(Path db, String... statements) throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement()) {
      for (String statement : statements) {
        s.execute(statement);
      }
    }
  }

  private static String one(Path db, String query) throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(query)) {
      rs.next();
      return rs.getString(1);
    }
  }

  private static List<Long> longs(Path db, String query) throws Exception {
    List<Long> values = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(query)) {
      while (rs.next()) {
        values.add(rs.getLong(1));
      }
    }
    return values;
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  /** Kinds of column, each with SQL values chuhe never writes into such a column (and a document would refuse). */
  private enum Kind {
    TEXT("x'00ff'", "CAST(x'41ff42' AS TEXT)"),
    ID("''", "'   '", "x'0102'", "CAST(x'e4b8ff' AS TEXT)"),
    INTEGER("'abc'", "1.5", "x'01'", "'3 rounds'"),
    /** A number of a {@code model.Range}: beyond every range as well. */
    RANGED("'abc'", "1.5", "2147483647", "-2147483648", "100001"),
    POSITIVE("0", "-1", "'abc'", "2.5", "2147483647"),
    COUNT("-1", "'many'", "0.5", "100"),
    BOOLEAN("2", "'yes'", "0.5", "-1"),
    NAME("'NOPE'", "''", "'male'", "x'41'"),
    DATE("'not a date'", "'2001-02-30'", "'20010203'", "42"),
    INSTANT("'yesterday'", "'2026-13-01T00:00:00Z'", "'2016-05-01 08:00'"),
    JSON("'{not json'", "'[]'", "'{\"divisions\": 5}'", "'\"xiaoyi-2019\"'"),
    RESULT("'X'", "'1-O'", "'3-0'", "2"),
    PLAYER("'ghost'", "''", "x'70'"),
    DIVISION("'nowhere'", "''", "x'6f'");

    final List<String> bad;

    Kind(String... bad) {
      this.bad = List.of(bad);
    }
  }

  private record Column(String table, String name, Kind kind) {}

  /** Every column the loader reads into the model (audit_log is read by the log alone, and checked by its hash). */
  private static final List<Column> COLUMNS = columns(
      "tournaments: name TEXT, regulations JSON",
      "units: id ID, name TEXT, kind NAME",
      "players: id ID, name TEXT, division DIVISION, unit TEXT, gender NAME, birth_date DATE, province TEXT, "
          + "city TEXT, grade TEXT, rating RANGED, pairing_number RANGED, fee_paid BOOLEAN, checked_in BOOLEAN, "
          + "phone TEXT, id_number TEXT",
      "rounds: division DIVISION, round_number POSITIVE",
      "games: division DIVISION, round_number POSITIVE, slot INTEGER, board RANGED, red PLAYER, black PLAYER, "
          + "result RESULT, red_fouls COUNT, black_fouls COUNT, red_illegal_moves COUNT, black_illegal_moves COUNT, "
          + "record_kept BOOLEAN, version INTEGER",
      "round_changes: kind NAME, player_id PLAYER, other_id PLAYER, colour NAME, reason ID, made_by TEXT, "
          + "made_at INSTANT",
      "provisional_draws: game_round POSITIVE, game_board POSITIVE",
      "withdrawals: player_id PLAYER, after_round RANGED, reason TEXT",
      "penalties: player_id PLAYER, kind NAME, round_number RANGED, amount POSITIVE, reason TEXT",
      "manual_awards: player_id PLAYER, name TEXT",
      "prize_decisions: player_id PLAYER, keeps BOOLEAN, reason TEXT",
      "lots: player_id PLAYER, lot RANGED");

  /** Columns written as {@code "table: column KIND, column KIND"}. */
  private static List<Column> columns(String... tables) {
    List<Column> columns = new ArrayList<>();
    for (String table : tables) {
      String[] parts = table.split(": ");
      for (String column : parts[1].split(", ")) {
        String[] nameAndKind = column.split(" ");
        columns.add(new Column(parts[0], nameAndKind[0], Kind.valueOf(nameAndKind[1])));
      }
    }
    return columns;
  }
}
