package org.chuhe.app.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Notice;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.Problem;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A database whose log was written before V30 (plain SHA-256, no key; an import that logged none of its data) is
 * given its keys on opening and still verifies: the old entries by the old formula, new ones keyed from the next
 * entry on, the old results replayed against the data. Of an old import only what was changed through chuhe since
 * is checked, and the verification says so instead of failing.
 */
class AuditKeysMigrationTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aLogWrittenBeforeTheKeysVerifiesAndIsReplayed(Backend backend) throws Exception {
    String spec = OldSchema.at(backend, dir, "22");
    DatabaseLocation location = DatabaseLocation.parse(spec);
    Round paired = new Round("open", 1, List.of(Game.of(1, "a", "b", Result.NOT_PLAYED),
        Game.of(2, "c", "d", Result.NOT_PLAYED)), List.of(), List.of());
    try (Connection c = DriverManager.getConnection(location.jdbcUrl()); Statement s = c.createStatement()) {
      String regulations = Mappers.json().valueToTree(Presets.get("xiaoyi-2019")).toString().replace("'", "''");
      for (String t : new String[] {"old", "imported"}) {
        s.execute("INSERT INTO tournaments VALUES ('" + t + "', '" + t + "', '" + regulations + "', "
            + "'2019-05-01T00:00:00Z', " + (t.equals("old") ? 1 : 2) + ", 0)");
        int seq = 0;
        for (String p : new String[] {"a", "b", "c", "d"}) {
          s.execute("INSERT INTO players (tournament_id, id, seq, name, division, fee_paid, checked_in) VALUES ('"
              + t + "', '" + p + "', " + ++seq + ", '" + p + "', 'open', TRUE, TRUE)");
        }
        s.execute("INSERT INTO rounds VALUES ('" + t + "', 'open', 1, 1, FALSE)");
        boolean imported = t.equals("imported");
        s.execute("INSERT INTO games (tournament_id, division, round_number, slot, board, red, black, result, "
            + "red_fouls, black_fouls, version) VALUES ('" + t + "', 'open', 1, 1, 1, 'a', 'b', '1-0', 0, 0, 1), ('"
            + t + "', 'open', 1, 2, 2, 'c', 'd', " + (imported ? "'1/2'" : "NULL") + ", 0, 0, 0)");
      }
      // as chuhe logged them before V30: plain SHA-256, and an import without the data it brought
      oldEntries(c, "old", List.of(
          new String[] {"tournament.create", "old", null, WriteTx.json(Map.of("id", "old", "name", "old"))},
          new String[] {"pairing.save", "open/1", null, WriteTx.json(paired)},
          new String[] {"result.enter", "open/1/1", game("none", 0), game("1-0", 1)}));
      oldEntries(c, "imported", List.<String[]>of(new String[] {"document.import", "imported", null,
          WriteTx.json(Map.of("id", "imported", "name", "imported"))}));
    }

    try (Session s = Session.open(spec, "old", "裁判长")) {
      AuditTrail.Verification v = AuditTrail.verify(s, List.of());
      assertThat(v.problems()).isEmpty();
      assertThat(v.checked()).extracting(Notice::en).anyMatch(n -> n.startsWith("the data agrees with the log"));
      // what is printed for an old entry is its keyed link, not its plain hash over the unmasked text
      assertThat(AuditTrail.entries(s, new AuditTrail.Filter(null, false))).extracting(AuditTrail.Entry::hash)
          .doesNotContainAnyElementsOf(List.of(Tamper.query(spec, "SELECT hash FROM audit_log WHERE tournament_id = 'old' "
              + "AND seq = 3"), Tamper.query(spec, "SELECT hash FROM audit_log WHERE tournament_id = 'old' AND seq = 1")))
          .doesNotContainNull();
      Results.record(s, new GameRef("open", 1, 2), Result.DRAW, new Expect.NoResult());
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }
    assertThat(Tamper.query(spec, "SELECT keyed_from FROM audit_keys WHERE tournament_id = 'old'")).isEqualTo("4");
    assertThat(Tamper.query(spec, "SELECT LENGTH(chain_key) FROM audit_keys WHERE tournament_id = 'old'"))
        .isEqualTo("64");
    assertThat(Tamper.query(spec, "SELECT chain_key FROM audit_keys WHERE tournament_id = 'old'")).isNotEqualTo(
        Tamper.query(spec, "SELECT chain_key FROM audit_keys WHERE tournament_id = 'imported'"));

    Tamper.sql(spec, "UPDATE games SET result = '0-1' WHERE tournament_id = 'old' AND board = 1");
    try (Session s = Session.open(spec, "old", "裁判长")) {
      assertThat(AuditTrail.verify(s, List.of()).problems()).extracting(Problem::line).containsExactly(
          "games open/1/1: 日志记为 结果 1-0（第 3 条），数据中为 结果 0-1：数据未经 chuhe 被改动过 / the log says result 1-0 "
              + "(entry 3), the data holds result 0-1: the data was changed outside chuhe");
    }
    Tamper.sql(spec, "UPDATE audit_log SET actor = 'x' WHERE tournament_id = 'old' AND seq = 2");
    try (Session s = Session.open(spec, "old", "裁判长")) {
      assertThat(AuditTrail.verify(s, List.of()).problems()).extracting(Problem::en)
          .contains("the log was changed or cut outside chuhe, first at entry 2 (1 places)");
    }

    try (Session s = Session.open(spec, "imported", "裁判长")) {
      AuditTrail.Verification v = AuditTrail.verify(s, List.of());
      assertThat(v.problems()).isEmpty();
      assertThat(v.limits()).extracting(Notice::en).anyMatch(n -> n.startsWith("entry 1 (a document import, "
          + "written by an older chuhe) does not record the data it imported"));
      Results.record(s, new GameRef("open", 1, 2), Result.BLACK_WIN, new Expect.Was(Result.DRAW));
    }
    // what was changed through chuhe since the import is checked; what the import brought and nobody touched is not
    Tamper.sql(spec, "UPDATE games SET result = '1/2' WHERE tournament_id = 'imported' AND board = 2",
        "UPDATE games SET result = '0-1' WHERE tournament_id = 'imported' AND board = 1");
    try (Session s = Session.open(spec, "imported", "裁判长")) {
      assertThat(AuditTrail.verify(s, List.of()).problems()).extracting(Problem::where)
          .containsExactly("games open/1/2");
    }
  }

  private static String game(String result, int version) {
    return WriteTx.json(Map.of("board", 1, "red", "a", "black", "b", "result", result, "redFouls", 0, "blackFouls", 0,
        "version", version));
  }

  private static void oldEntries(Connection c, String tournament, List<String[]> entries) throws Exception {
    String previous = AuditLog.GENESIS;
    long seq = 0;
    for (String[] e : entries) {
      AuditEntry entry = new AuditEntry(++seq, "2019-05-01T08:00:0" + seq + "Z", "旧版", e[0], e[1], e[2], e[3], null,
          null);
      String hash = AuditLog.plainHash(tournament, previous, entry);
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO audit_log (tournament_id, seq, logged_at, "
          + "actor, action, subject, before_value, after_value, details, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
        insert.setString(1, tournament);
        insert.setLong(2, seq);
        insert.setString(3, entry.at());
        insert.setString(4, entry.actor());
        insert.setString(5, entry.action());
        insert.setString(6, entry.subject());
        insert.setString(7, entry.before());
        insert.setString(8, entry.after());
        insert.setString(9, null);
        insert.setString(10, hash);
        insert.execute();
      }
      previous = hash;
    }
  }
}
