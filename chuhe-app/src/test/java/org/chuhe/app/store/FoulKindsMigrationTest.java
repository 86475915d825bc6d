package org.chuhe.app.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.regulations.FoulPolicy;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A database made before fouls had a kind (schema version 3, one count per side, the old chongqing-2018 rules with
 * one limit for all fouls) is brought to V21 on opening: its fouls read as other fouls, its stored rules stay as
 * they were, and fouls of both kinds are kept from then on.
 */
class FoulKindsMigrationTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aVersion3DatabaseReadsItsFoulsAsOtherFouls(Backend backend) throws Exception {
    String spec = OldSchema.at(backend, dir, "3");
    DatabaseLocation location = DatabaseLocation.parse(spec);
    // the regulations as chuhe stored them then: chongqing-2018 with gameLostAtFoul 3 for all fouls
    ObjectNode regulations = Mappers.json().valueToTree(Presets.get("chongqing-2018"));
    regulations.set("fouls", Mappers.json().readTree("{\"gameLostAtFoul\": 3, \"illegalMoveLostAt\": 2}"));
    try (Connection c = DriverManager.getConnection(location.jdbcUrl()); Statement s = c.createStatement()) {
      String json = regulations.toString().replace("'", "''");
      s.execute("INSERT INTO tournaments VALUES ('old', '旧赛事', '" + json + "', '2018-10-04T00:00:00Z', 1, 0)");
      for (String p : new String[] {"a", "b"}) {
        s.execute("INSERT INTO players (tournament_id, id, seq, name, division, fee_paid, checked_in) VALUES "
            + "('old', '" + p + "', " + (p.equals("a") ? 1 : 2) + ", '" + p + "', 'adult', TRUE, TRUE)");
      }
      s.execute("INSERT INTO rounds VALUES ('old', 'adult', 1, 1, FALSE)");
      s.execute("INSERT INTO games (tournament_id, division, round_number, slot, board, red, black, result, "
          + "red_fouls, black_fouls, record_kept, version) VALUES ('old', 'adult', 1, 1, 1, 'a', 'b', '1/2', 2, 1, "
          + "NULL, 3)");
    }

    try (Session s = Session.open(spec, "old", "裁判长")) {
      Game g = s.load().rounds().get(0).games().get(0);
      assertThat(g.redFouls()).isEqualTo(new Fouls(0, 2));
      assertThat(g.blackFouls()).isEqualTo(new Fouls(0, 1));
      assertThat(s.regulations().fouls()).as("the event keeps its rules").isEqualTo(new FoulPolicy(3, 2, null));
      // the old rules count both kinds together: red's first illegal move is his third foul
      var c = Results.foul(s, new Results.GameRef("adult", 1, 1), Colour.RED, FoulKind.ILLEGAL_MOVE, false,
          new Results.Expect.Version(3));
      assertThat(c.after().redFouls()).isEqualTo(new Fouls(1, 2));
      assertThat(c.after().result()).isEqualTo(Result.BLACK_WIN);
      assertThat(c.version()).isEqualTo(4);
    }
    try (Session s = Session.open(spec, "old", "裁判长")) {
      Game g = s.load().rounds().get(0).games().get(0);
      assertThat(g.redFouls()).isEqualTo(new Fouls(1, 2));
      assertThat(g.result()).isEqualTo(Result.BLACK_WIN);
    }
    try (Connection c = DriverManager.getConnection(location.jdbcUrl()); Statement s = c.createStatement();
        var rs = s.executeQuery("SELECT red_fouls, red_illegal_moves, black_fouls, black_illegal_moves FROM games")) {
      assertThat(rs.next()).isTrue();
      assertThat(new int[] {rs.getInt(1), rs.getInt(2), rs.getInt(3), rs.getInt(4)}).containsExactly(3, 1, 1, 0);
    }
  }
}
