package org.chuhe.app.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Values another program wrote, on both databases. PostgreSQL keeps the column types, so what reaches chuhe there
 * is a name, a code, a date or JSON that chuhe never writes; each is refused as a storage problem naming the
 * database, the table, the row and the value, by every way the store reads it.
 */
class StoredValuesTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aValueChuheNeverWritesIsAStorageProblemNamingTableRowAndValue(Backend backend) throws Exception {
    String spec = backend.newDatabase(dir);
    try (Database db = Database.open(spec, Database.Mode.CREATE)) {
      db.create("t", "tester", tx -> {
        TournamentStore.create(tx, "测试", Presets.get("xiaoyi-2019"));
        PlayerStore.insert(tx, Player.of("a", "甲", "open", "孝义"));
        PlayerStore.insert(tx, Player.of("b", "乙", "open", "汾阳"));
        RoundStore.insert(tx, new Round("open", 1, List.of(Game.of(1, "a", "b", Result.DRAW)), List.of(),
            List.of()), false);
        return null;
      });
    }
    String where = DatabaseLocation.parse(spec).describe();
    update(backend, spec, "UPDATE games SET result = '2:1'");
    assertRefused(spec, where + ": games[tournament_id=t, division=open, round_number=1, slot=1].result",
        "the value \"2:1\" is not a result code");
    try (Database db = Database.open(spec, Database.Mode.EXISTING)) {
      // the game read alone, as a result is entered: the same problem
      assertThatThrownBy(() -> db.read("t", tx -> RoundStore.games(tx, "open", 1, 1)))
          .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.problems().get(0).where())
              .endsWith("games[tournament_id=t, division=open, round_number=1, slot=1].result"));
    }
    update(backend, spec, "UPDATE games SET result = '1/2'", "UPDATE players SET gender = 'W' WHERE id = 'b'");
    assertRefused(spec, where + ": players[tournament_id=t, id=b].gender", "is not one of MALE, FEMALE");
    update(backend, spec, "UPDATE players SET gender = NULL, birth_date = '31.12.2001' WHERE id = 'b'");
    assertRefused(spec, where + ": players[tournament_id=t, id=b].birth_date", "is not a date");
    update(backend, spec, "UPDATE players SET birth_date = NULL", "UPDATE tournaments SET regulations = 'xiaoyi'");
    assertRefused(spec, where + ": tournaments[id=t].regulations", "is not JSON");
    // Creating another tournament in that database is refused too: nothing is written into it.
    assertThatThrownBy(() -> Database.open(spec, Database.Mode.CREATE))
        .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.problems().get(0).where())
            .isEqualTo(where + ": tournaments[id=t].regulations"));
  }

  private static void assertRefused(String spec, String where, String en) {
    try (Database db = Database.open(spec, Database.Mode.EXISTING)) {
      assertThatThrownBy(() -> db.read("t", TournamentStore::load))
          .isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.problems()).hasSize(1);
            Problem p = e.problems().get(0);
            assertThat(p.kind()).isEqualTo(Problem.Kind.STORAGE);
            assertThat(p.where()).isEqualTo(where);
            assertThat(p.en()).contains(en, "correct this row with a database tool", "or restore a backup");
            assertThat(p.zh()).contains("数据库被 chuhe 以外的程序改动过");
          });
    }
  }

  private static void update(Backend backend, String spec, String... statements) throws Exception {
    String url = backend == Backend.SQLITE ? "jdbc:sqlite:" + spec : spec;
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      for (String statement : statements) {
        s.execute(statement);
      }
    }
  }
}
