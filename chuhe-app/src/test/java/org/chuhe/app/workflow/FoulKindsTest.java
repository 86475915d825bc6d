package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.chuhe.model.FoulKind.ILLEGAL_MOVE;
import static org.chuhe.model.FoulKind.OTHER;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Database;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.FoulPolicy;
import org.chuhe.regulations.Regulations;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.standings.StandingsEngine;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The game lost at the Nth foul of a kind (R12), through the workflow on both databases, one preset per way the
 * seeds count: seed 000 (fujian-women-2018: illegal moves 2, all fouls 2), seed 004 (chongqing-2018: illegal moves
 * 2, other fouls 3, no combined limit) and seed 001 (xiamen-youth-2018: illegal moves 2, all fouls 3).
 */
class FoulKindsTest {
  @TempDir Path dir;

  /** Board 1 of round 1 of {@code division}, paired and drawn. */
  private Session game(Backend backend, String preset, String division, Result result) {
    Session s = Session.open(Events.create(backend, dir, preset), null, "裁判长");
    Events.registerField(s, preset);
    Events.draw(s);
    Events.pairNext(s, division);
    if (result != null) {
      Results.record(s, new GameRef(division, 1, 1), result, new Expect.NoResult());
    }
    return s;
  }

  private static Results.Change foul(Session s, GameRef ref, Colour side, FoulKind kind) {
    return Results.foul(s, ref, side, kind, false, new Expect.Anything());
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void seed000TheSecondIllegalMoveLoses(Backend backend) {
    try (Session s = game(backend, "fujian-women-2018", "adult", Result.DRAW)) {
      GameRef ref = new GameRef("adult", 1, 1);
      // 补充 三(一): the first illegal move is a foul, the game goes on
      var first = foul(s, ref, Colour.RED, ILLEGAL_MOVE);
      assertThat(first.after().result()).isEqualTo(Result.DRAW);
      assertThat(first.after().redFouls()).isEqualTo(new Fouls(1, 0));
      assertThat(first.notices()).extracting(Notice::en)
          .containsExactly("round 1 board 1: red, one illegal move recorded; now 1 illegal move(s) and 0 other "
              + "foul(s) (1 in all)");
      // the second loses, and the notice names the illegal-move rule, not only the combined one
      var second = foul(s, ref, Colour.RED, ILLEGAL_MOVE);
      assertThat(second.after().result()).isEqualTo(Result.BLACK_WIN);
      assertThat(second.after().redFouls()).isEqualTo(new Fouls(2, 0));
      assertThat(second.notices()).extracting(Notice::en).contains("round 1 board 1: red loses: 2 illegal moves "
          + "lose the game (illegalMoveLostAt: 2); result recorded as 0-1 (was ½-½)");
      assertThat(second.notices()).extracting(Notice::zh).contains("第 1 轮第 1 台红方判负：违反行棋规定达 2 次判负"
          + "（illegalMoveLostAt: 2）；结果记为 黑胜（原结果 和）");
      String log = s.read(AuditLog::list).toString();
      assertThat(log).contains("ILLEGAL_MOVE 2 of red (illegalMoveLostAt 2)").contains("\"redIllegalMoves\":2");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void seed000AnIllegalMoveAndAnotherFoulLoseTogether(Backend backend) {
    try (Session s = game(backend, "fujian-women-2018", "adult", null)) {
      GameRef ref = new GameRef("adult", 1, 1);
      foul(s, ref, Colour.BLACK, ILLEGAL_MOVE);
      // 补充 四(六): 一局棋单方累计二次犯规判负, whatever the kinds
      var second = foul(s, ref, Colour.BLACK, OTHER);
      assertThat(second.after().result()).isEqualTo(Result.RED_WIN);
      assertThat(second.notices()).extracting(Notice::en).contains("round 1 board 1: black loses: 2 fouls of "
          + "both kinds together lose the game (gameLostAtFoul: 2); result recorded as 1-0");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void seed004TheThirdOtherFoulLosesAndTheKindsAreCountedApart(Backend backend) {
    try (Session s = game(backend, "chongqing-2018", "adult", Result.RED_WIN)) {
      GameRef ref = new GameRef("adult", 1, 1);
      foul(s, ref, Colour.RED, OTHER);
      foul(s, ref, Colour.RED, ILLEGAL_MOVE);
      var third = foul(s, ref, Colour.RED, OTHER);
      // 补充 六、10: 除违反行棋规定的其余犯规 — one illegal move and two other fouls do not lose
      assertThat(third.after().redFouls()).isEqualTo(new Fouls(1, 2));
      assertThat(third.after().result()).isEqualTo(Result.RED_WIN);
      var fourth = foul(s, ref, Colour.RED, OTHER);
      assertThat(fourth.after().result()).isEqualTo(Result.BLACK_WIN);
      assertThat(fourth.notices()).extracting(Notice::en).contains("round 1 board 1: red loses: 3 other fouls "
          + "lose the game (otherFoulLostAt: 3); result recorded as 0-1 (was 1-0)");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void seed004TheSecondIllegalMoveLoses(Backend backend) {
    try (Session s = game(backend, "chongqing-2018", "adult", null)) {
      GameRef ref = new GameRef("adult", 1, 1);
      foul(s, ref, Colour.BLACK, OTHER);
      foul(s, ref, Colour.BLACK, OTHER);
      assertThat(foul(s, ref, Colour.BLACK, ILLEGAL_MOVE).after().result()).isEqualTo(Result.NOT_PLAYED);
      var lost = foul(s, ref, Colour.BLACK, ILLEGAL_MOVE);
      assertThat(lost.after().result()).isEqualTo(Result.RED_WIN);
      assertThat(lost.after().blackFouls()).isEqualTo(new Fouls(2, 2));
      assertThat(lost.notices()).extracting(Notice::en).anyMatch(n -> n.contains("(illegalMoveLostAt: 2)"));
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void seed001TheThirdFoulOfBothKindsTogetherLoses(Backend backend) {
    try (Session s = game(backend, "xiamen-youth-2018", "child-boys-c", Result.DRAW)) {
      GameRef ref = new GameRef("child-boys-c", 1, 1);
      foul(s, ref, Colour.BLACK, OTHER);
      var second = foul(s, ref, Colour.BLACK, ILLEGAL_MOVE);
      assertThat(second.after().result()).isEqualTo(Result.DRAW);
      // 十、2: 一局棋累计三次犯规判负 — the third foul loses although neither kind reached its own limit
      var third = foul(s, ref, Colour.BLACK, OTHER);
      assertThat(third.after().result()).isEqualTo(Result.RED_WIN);
      assertThat(third.after().blackFouls()).isEqualTo(new Fouls(1, 2));
      assertThat(third.notices()).extracting(Notice::en).contains("round 1 board 1: black loses: 3 fouls of both "
          + "kinds together lose the game (gameLostAtFoul: 3); result recorded as 1-0 (was ½-½)");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void seed001TwoOtherFoulsDoNotLoseTwoIllegalMovesDo(Backend backend) {
    try (Session s = game(backend, "xiamen-youth-2018", "child-boys-c", null)) {
      GameRef ref = new GameRef("child-boys-c", 1, 1);
      foul(s, ref, Colour.RED, OTHER);
      assertThat(foul(s, ref, Colour.RED, OTHER).after().result()).isEqualTo(Result.NOT_PLAYED);
      GameRef other = new GameRef("child-boys-c", 1, 2);
      foul(s, other, Colour.RED, ILLEGAL_MOVE);
      // 十一、1: 违反行棋规定 … 第二次判负
      assertThat(foul(s, other, Colour.RED, ILLEGAL_MOVE).after().result()).isEqualTo(Result.BLACK_WIN);
    }
  }

  /**
   * One rule for the simulation and the workflow: a simulated event under seed 004's limits with many fouls (the
   * setting of the core's {@code SimulatedFoulsTest}, seed 1), imported
   * with the games lost on fouls reset to no result and every foul taken off, then each foul entered again through
   * {@code chuhe foul} (red's, then black's): the database ends with the simulated games, results and fouls alike,
   * and the same standings.
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void theWorkflowRecordsASimulatedEventsFoulsAsTheSimulationDid(Backend backend) {
    Regulations seed004Fouls = new Regulations("sim", "sim", null, null, 5, null, null, null, null, null, null, null,
        Presets.get("chongqing-2018").fouls(), null, null, null, null, null, null, null, null, null, null, null);
    Tournament simulated = Simulation.run(new SimulationSpec(1, seed004Fouls, null, 20, 5, null, 0.0, 0.0, 0.6, 10));
    FoulPolicy rule = simulated.regulations().fouls();
    List<Round> bare = new ArrayList<>();
    for (Round r : simulated.rounds()) {
      List<Game> games = new ArrayList<>();
      for (Game g : r.games()) {
        boolean lostOnFouls = rule.reached(g.redFouls()).isPresent() || rule.reached(g.blackFouls()).isPresent();
        games.add(new Game(g.board(), g.red(), g.black(), lostOnFouls ? Result.NOT_PLAYED : g.result(), Fouls.NONE,
            Fouls.NONE, g.recordKept()));
      }
      bare.add(new Round(r.division(), r.number(), games, r.byes(), r.changes(), r.countedAsDraws()));
    }
    String db = backend.newDatabase(dir);
    try (Database d = Database.open(db, Database.Mode.CREATE)) {
      Tournaments.importDocument(d, simulated.withRounds(bare), null, "simulated.json", "test");
    }
    try (Session s = Session.open(db, null, "裁判长")) {
      for (Round r : simulated.rounds()) {
        for (Game g : r.games()) {
          for (Colour side : Colour.values()) {
            for (FoulKind kind : FoulKind.values()) {
              for (int i = 0; i < g.foulsOf(side).of(kind); i++) {
                foul(s, new GameRef(r.division(), r.number(), g.board()), side, kind);
              }
            }
          }
        }
      }
      Tournament entered = s.load();
      assertThat(entered.rounds()).isEqualTo(simulated.rounds());
      assertThat(StandingsEngine.rank(entered, "open").rows())
          .isEqualTo(StandingsEngine.rank(simulated, "open").rows());
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aFoulOfAKindIsTakenBackOfThatKind(Backend backend) {
    try (Session s = game(backend, "xiamen-youth-2018", "child-boys-c", Result.DRAW)) {
      GameRef ref = new GameRef("child-boys-c", 1, 1);
      foul(s, ref, Colour.BLACK, OTHER);
      foul(s, ref, Colour.BLACK, OTHER);
      foul(s, ref, Colour.BLACK, OTHER);
      assertThatThrownBy(() -> Results.foul(s, ref, Colour.BLACK, ILLEGAL_MOVE, true, new Expect.Anything()))
          .hasMessageContaining("black has no illegal move to take back")
          .hasMessageContaining("黑方没有可撤销的违反行棋规定");
      var removed = Results.foul(s, ref, Colour.BLACK, OTHER, true, new Expect.Anything());
      assertThat(removed.after().blackFouls()).isEqualTo(new Fouls(0, 2));
      assertThat(removed.after().result()).as("taking a foul back leaves the result to the arbiter")
          .isEqualTo(Result.RED_WIN);
      assertThat(removed.notices()).extracting(Notice::en).containsExactly("round 1 board 1: black, one other foul "
          + "taken back; now 0 illegal move(s) and 2 other foul(s) (2 in all)");
    }
  }
}
