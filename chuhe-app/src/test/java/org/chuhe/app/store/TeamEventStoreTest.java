package org.chuhe.app.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.PairRound;
import org.chuhe.app.workflow.Pairings;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.model.UnitKind;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Team events in the database (V37, issue 28): the units' declared line-ups, a team round's matches and team byes
 * are kept as a document brings them and as the workflow pairs them, on both databases; taking a round back takes
 * them with it, the log's verification replays them, and a database from before V37 migrates.
 */
class TeamEventStoreTest {
  @TempDir Path dir;

  /** A team Swiss of 7 teams (3 boards + 1 reserve), 3 rounds played: each round 3 matches and a team bye. */
  private static Tournament teamSwiss() {
    SimulationSpec spec = SimulationSpec.of(5, Presets.get("world-open-team-swiss"), 7);
    return Simulation.run(spec, 3);
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aTeamEventIsStoredAndReadBackAsItsDocumentHasIt(Backend backend) {
    Tournament t = teamSwiss();
    // the simulated event as the tests expect it: 7 teams of 4 declared players, 3 matches of 3 boards and a bye
    assertThat(t.units()).hasSize(7).allSatisfy(u -> assertThat(u.lineUp()).hasSize(4));
    assertThat(t.rounds()).hasSize(3).allSatisfy(r -> {
      assertThat(r.matches()).extracting(TeamPairing::table).containsExactly(1, 2, 3);
      assertThat(r.teamByes()).hasSize(1);
      assertThat(r.games()).extracting(Game::board).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
    });
    String spec = backend.newDatabase(dir);
    Tournaments.importDocument(spec, t, null, "team.json", "裁判长");
    try (Session s = Session.open(spec, null, "裁判长")) {
      Tournament loaded = s.load();
      assertThat(loaded.units()).isEqualTo(t.units());
      assertThat(loaded.rounds()).isEqualTo(t.rounds());
      assertThat(TournamentDocuments.write(loaded, true)).isEqualTo(TournamentDocuments.write(t, true));
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }
    try (Database db = Database.open(spec, Database.Mode.EXISTING)) {
      java.util.Optional<Round> two = db.read(t.id(), tx -> RoundStore.find(tx, "teams", 2));
      assertThat(two).contains(t.rounds().get(1));
    }
    // the log knows each round's matches and byes: a change behind chuhe's back is named by its table and round
    TeamPairing m = t.rounds().get(1).matches().get(0);
    Tamper.sql(spec, "UPDATE team_matches SET first_team = '" + m.second() + "', second_team = '" + m.first()
        + "' WHERE round_number = 2 AND slot = 1", "DELETE FROM team_byes WHERE round_number = 3");
    try (Session s = Session.open(spec, null, "检查")) {
      assertThat(AuditTrail.verify(s, List.of()).problems()).extracting(Problem::where)
          .containsExactlyInAnyOrder("team_matches teams/2", "team_byes teams/3");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aMatchOrByeNamingNoTeamIsADamagedRow(Backend backend) {
    Tournament t = teamSwiss();
    String spec = backend.newDatabase(dir);
    Tournaments.importDocument(spec, t, null, "team.json", "裁判长");
    String bye = t.rounds().get(0).teamByes().get(0);
    Tamper.sql(spec, "UPDATE team_byes SET team_id = 'ghost' WHERE round_number = 1");
    try (Session s = Session.open(spec, null, "检查")) {
      assertThatThrownBy(s::load).isInstanceOf(ProblemException.class)
          .hasMessageContaining("team_byes").hasMessageContaining("ghost").hasMessageContaining("names no team");
    }
    Tamper.sql(spec, "UPDATE team_byes SET team_id = '" + bye + "' WHERE round_number = 1",
        "UPDATE team_matches SET second_team = first_team WHERE round_number = 1 AND slot = 2");
    try (Session s = Session.open(spec, null, "检查")) {
      assertThatThrownBy(s::load).isInstanceOf(ProblemException.class)
          .hasMessageContaining("team_matches").hasMessageContaining("second_team")
          .hasMessageContaining("appears twice in this round");
    }
    // a player put into a second team's line-up
    Unit first = t.units().get(0);
    Unit second = t.units().get(1);
    Tamper.sql(spec, "UPDATE team_matches SET second_team = '" + t.rounds().get(0).matches().get(1).second()
            + "' WHERE round_number = 1 AND slot = 2",
        "INSERT INTO unit_line_ups (tournament_id, unit_id, slot, player_id) VALUES ('" + t.id() + "', '"
            + second.id() + "', 99, '" + first.lineUp().get(0) + "')");
    try (Session s = Session.open(spec, null, "检查")) {
      assertThatThrownBy(s::load).isInstanceOf(ProblemException.class)
          .hasMessageContaining("unit_line_ups").hasMessageContaining(first.lineUp().get(0))
          .hasMessageContaining("is in the line-up of unit ").hasMessageContaining(" already");
    }
  }

  /**
   * The workflow pairs a team round robin in the database: round 1 of eight teams is the Berger table's
   * 1–8, 2–7, 3–6, 4–5 (Laws' table, the first named moving first), the teams numbered by their order; each match's
   * four boards the two line-ups in declared order, the first team red on boards 1 and 3. Undoing the round takes
   * its matches with it; paired again as a draft and published, they are as before.
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void theWorkflowStoresATeamRoundAndTakesItBackWhole(Backend backend) {
    SimulationSpec sim = SimulationSpec.of(2, Presets.get("city-team-league"), 8);
    Tournament entered = Simulation.run(sim, 1).withRounds(List.of());
    String spec = backend.newDatabase(dir);
    Tournaments.importDocument(spec, entered, null, "league.json", "裁判长");
    List<String> team = entered.units().stream().map(Unit::id).toList();
    List<TeamPairing> berger = List.of(new TeamPairing(1, team.get(0), team.get(7)),
        new TeamPairing(2, team.get(1), team.get(6)), new TeamPairing(3, team.get(2), team.get(5)),
        new TeamPairing(4, team.get(3), team.get(4)));
    try (Session s = Session.open(spec, null, "裁判长")) {
      PairRound.inDatabase(s, new PairRound.Request(null, false, Set.of(), List.of()));
      Round one = s.load().roundsOf("league").get(0);
      assertThat(one.matches()).isEqualTo(berger);
      assertThat(one.teamByes()).isEmpty();
      List<String> first = entered.units().get(0).lineUp();
      List<String> eighth = entered.units().get(7).lineUp();
      assertThat(one.games()).hasSize(16);
      assertThat(one.games().subList(0, 4)).extracting(Game::board, Game::red, Game::black).containsExactly(
          org.assertj.core.groups.Tuple.tuple(1, first.get(0), eighth.get(0)),
          org.assertj.core.groups.Tuple.tuple(2, eighth.get(1), first.get(1)),
          org.assertj.core.groups.Tuple.tuple(3, first.get(2), eighth.get(2)),
          org.assertj.core.groups.Tuple.tuple(4, eighth.get(3), first.get(3)));

      Pairings.undoPairing(s, "league", 1);
      assertThat(s.load().rounds()).isEmpty();
      assertThat(Tamper.query(spec, "SELECT COUNT(*) FROM team_matches")).isEqualTo("0");

      PairRound.inDatabase(s, new PairRound.Request("league", false, Set.of(), List.of(), true));
      assertThat(s.load().roundsOf("league").get(0).draft()).isTrue();
      Pairings.publish(s, "league", 1);
      Round again = s.load().roundsOf("league").get(0);
      assertThat(again.draft()).isFalse();
      assertThat(again.matches()).isEqualTo(berger);
      assertThat(again.games()).isEqualTo(one.games());
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }
  }

  /** A database from before team events (V36) migrates: its unit has no line-up, and team events go in. */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void aVersion36DatabaseMigratesAndTakesTeamEvents(Backend backend) throws Exception {
    String spec = OldSchema.at(backend, dir, "36");
    String regulations = Mappers.json().writeValueAsString(Presets.get("xiaoyi-2019")).replace("'", "''");
    Tamper.sql(spec, "INSERT INTO tournaments (id, name, regulations, created_at, created_seq, revision) VALUES "
            + "('old', '旧赛事', '" + regulations + "', '2019-10-04T00:00:00Z', 1, 0)",
        "INSERT INTO units (tournament_id, seq, id, name, kind) VALUES ('old', 1, '孝义', '孝义', 'TEAM')",
        "INSERT INTO players (tournament_id, id, seq, name, division, unit, fee_paid, checked_in) VALUES "
            + "('old', 'a', 1, '王伟', 'open', '孝义', TRUE, TRUE)",
        "INSERT INTO players (tournament_id, id, seq, name, division, unit, fee_paid, checked_in) VALUES "
            + "('old', 'b', 2, '李强', 'open', '太原', TRUE, TRUE)",
        "INSERT INTO rounds (tournament_id, division, round_number, seq, provisional) VALUES ('old', 'open', 1, 1, "
            + "FALSE)",
        "INSERT INTO games (tournament_id, division, round_number, slot, board, red, black, result, red_fouls, "
            + "black_fouls, red_illegal_moves, black_illegal_moves, version) VALUES ('old', 'open', 1, 1, 1, 'a', "
            + "'b', '1-0', 0, 0, 0, 0, 1)");
    Tournament team = teamSwiss();
    Tournaments.importDocument(spec, team, null, "team.json", "裁判长");
    try (Database db = Database.open(spec, Database.Mode.EXISTING)) {
      Tournament old = db.read("old", TournamentStore::load);
      assertThat(old.units()).containsExactly(new Unit("孝义", "孝义", UnitKind.TEAM));
      assertThat(old.rounds()).singleElement().satisfies(r -> {
        assertThat(r.isTeamRound()).isFalse();
        assertThat(r.games()).extracting(Game::red).containsExactly("a");
      });
      assertThat(db.read(team.id(), TournamentStore::load).rounds()).isEqualTo(team.rounds());
    }
  }
}
