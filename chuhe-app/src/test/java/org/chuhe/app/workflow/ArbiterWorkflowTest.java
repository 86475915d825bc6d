package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Database;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Game;
import org.chuhe.tournament.Histories;
import org.chuhe.model.ManualAward;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.PlayerFilter;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TieBreakRules;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The use cases that replace editing an exported document by hand, and the result sheet of a round, on both
 * databases: each is one transaction, logged, and refused with the reason where it would break what stands.
 */
class ArbiterWorkflowTest {
  @TempDir Path dir;

  /** A tournament of the preset with its test field registered, checked in and drawn. */
  private Session drawn(Backend backend, String preset) {
    Session s = Session.open(Events.create(backend, dir, preset), null, "裁判长");
    Events.registerField(s, preset);
    Events.draw(s);
    return s;
  }

  private static List<AuditEntry> log(Session s) {
    return s.read(AuditLog::list);
  }

  private static Results.Line line(String place, int board, Result result) {
    return new Results.Line(place, new GameRef("open", 1, board), result, new Expect.NoResult());
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aResultSheetIsSavedWholeOrNotAtAllAndNamesEveryFailingLine(Backend backend) {
    try (Session s = drawn(backend, "qingyuan-2016")) {
      Round one = Events.pairNext(s, "open");
      Results.record(s, new GameRef("open", 1, 3), Result.DRAW, new Expect.NoResult());
      int logged = log(s).size();
      // Board 3 holds 1/2 already (a second arbiter entered it): the sheet's 1-0 is refused as it would be alone,
      // board 99 does not exist, and boards 1 and 2, which would have gone through, are not saved either.
      assertThatThrownBy(() -> Results.recordAll(s, List.of(line("stdin:1", 1, Result.RED_WIN),
          line("stdin:2", 2, Result.BLACK_WIN), line("stdin:3", 3, Result.RED_WIN),
          line("stdin:4", 99, Result.DRAW))))
          .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.problems()).extracting(p -> p.where())
              .containsExactly("stdin:3: open/1/3", "stdin:4: open/1/99", "results"))
          .hasMessageContaining("now holds ½-½").hasMessageContaining("round 1 board 99 does not exist")
          .hasMessageContaining("none of the 4 results was saved");
      assertThat(s.load().roundsOf("open").get(0).games().subList(0, 2)).allMatch(g -> !g.result().isFinished());
      assertThat(log(s)).hasSize(logged);
      assertThatThrownBy(() -> Results.recordAll(s, List.of(line("", 1, Result.RED_WIN), line("", 1,
          Result.DRAW)))).hasMessageContaining("round 1 board 1 is given twice");

      // The whole sheet: every game checked as if entered alone (board 3's 1/2 again changes nothing).
      List<Results.Line> sheet = new ArrayList<>();
      for (Game g : one.games()) {
        sheet.add(line("", g.board(), g.board() == 3 ? Result.DRAW : Result.RED_WIN_BY_FORFEIT));
      }
      List<Results.Change> changes = Results.recordAll(s, sheet);
      assertThat(changes).hasSize(one.games().size()).filteredOn(c -> !c.changed()).hasSize(1);
      assertThat(changes.get(0).after().result()).isEqualTo(Result.RED_WIN_BY_FORFEIT);
      assertThat(log(s)).hasSize(logged + one.games().size() - 1)
          .allMatch(e -> e.seq() <= logged || e.action().equals("result.enter"));
      assertThat(s.load().roundsOf("open").get(0).games()).allMatch(g -> g.result().isFinished());
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aMissingGameRecordCostsItsRecorderWhatTheRegulationsSay(Backend backend) {
    // chongqing-2018 (seed 004): top 10 boards from round 1; a missing record is a foul and 1 off 对手分.
    try (Session s = drawn(backend, "chongqing-2018")) {
      Round one = Events.pairNext(s, "adult");
      Game g = one.games().get(1);
      GameRef ref = new GameRef("adult", 1, g.board());
      Results.record(s, ref, Result.BLACK_WIN, new Expect.NoResult());
      Results.Change c = Results.gameRecord(s, ref, false);
      assertThat(c.after().recordKept()).isFalse();
      assertThat(c.notices()).extracting(Notice::en).singleElement().asString()
          .contains("record missing, borne by " + s.load().nameEn(g.black()))
          .contains("one foul and 1 off the opponent score");
      var entry = Histories.of(s.load(), "adult").get(g.black()).entry(1);
      assertThat(entry.recordMissing()).isTrue();
      assertThat(entry.fouls()).isEqualTo(1);
      assertThat(Results.gameRecord(s, ref, false).changed()).isFalse();
      assertThat(Results.gameRecord(s, ref, true).notices()).extracting(Notice::en)
          .containsExactly("round 1 board " + g.board() + ": the game record is handed in");
      assertThat(Histories.of(s.load(), "adult").get(g.black()).entry(1).recordMissing()).isFalse();
      assertThat(log(s)).filteredOn(e -> e.action().equals("game.record")).hasSize(2)
          .allMatch(e -> e.subject().equals(ref.key()));
      // The console's form sends the version it showed: a board changed since is refused, nothing written.
      long shown = Results.boards(s, "adult", 1).get(1).version();
      Results.foul(s, ref, Colour.RED, FoulKind.OTHER, false, new Expect.Anything());
      assertThatThrownBy(() -> Results.gameRecord(s, ref, false, new Expect.Version(shown)))
          .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.kind()).isEqualTo(Problem.Kind.CONFLICT))
          .hasMessageContaining("your change was not saved");
      assertThat(s.load().roundsOf("adult").get(0).games().get(1).recordKept()).isTrue();
      assertThat(Results.gameRecord(s, ref, false, new Expect.Version(shown + 1)).after().recordKept()).isFalse();
      // A game without a result yet: the winner will bear it.
      GameRef open = new GameRef("adult", 1, one.games().get(2).board());
      assertThat(Results.gameRecord(s, open, false).notices()).extracting(Notice::en)
          .anyMatch(n -> n.contains("its winner (red after a draw) will bear it"));
      assertThatThrownBy(() -> Results.gameRecord(s, new GameRef("adult", 1, 11), false))
          .hasMessageContaining("round 1 board 11 needs no game record (these regulations ask for records of the "
              + "top 10 boards from round 1)");
    }
    try (Session s = drawn(backend, "qingyuan-2016")) {
      Events.pairNext(s, "open");
      assertThatThrownBy(() -> Results.gameRecord(s, new GameRef("open", 1, 1), false))
          .hasMessageContaining("these regulations ask for no game records");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aHandPickedAwardIsGivenWithinTheRegulationsOrWithAReason(Backend backend) {
    // fujian-women-2018 (seed 000): 体育道德风尚奖, two per division.
    try (Session s = drawn(backend, "fujian-women-2018")) {
      List<String> adults = s.load().playersIn("adult").stream().map(Player::id).toList();
      assertThat(ManualAwards.give(s, adults.get(0), null, null).award())
          .isEqualTo(new ManualAward(adults.get(0), "体育道德风尚奖"));
      ManualAwards.give(s, adults.get(1), "体育道德风尚奖", null);
      assertThatThrownBy(() -> ManualAwards.give(s, adults.get(1), null, null)).hasMessageContaining("already has");
      assertThatThrownBy(() -> ManualAwards.give(s, adults.get(2), null, null)).isInstanceOf(NeedsReason.class)
          .hasMessageContaining("to 2 per division; this division has: " + s.load().nameEn(adults.get(0)))
          .hasMessageContaining("confirm the award with a reason");
      assertThatThrownBy(() -> ManualAwards.give(s, adults.get(2), "最佳新人", " ")).isInstanceOf(NeedsReason.class)
          .hasMessageContaining("the regulations have no award called \"最佳新人\" (they list: 体育道德风尚奖)");
      var third = ManualAwards.give(s, adults.get(2), null, "组委会决定");
      assertThat(third.notices()).extracting(Notice::en).anyMatch(n -> n.startsWith("confirmed: "));
      assertThat(s.load().awards()).hasSize(3);
      ManualAwards.takeBack(s, adults.get(0), null, "评选有误");
      assertThatThrownBy(() -> ManualAwards.takeBack(s, adults.get(0), null, null)).hasMessageContaining("has no");
      assertThat(s.load().awards()).extracting(ManualAward::player).containsExactly(adults.get(1), adults.get(2));
      assertThat(log(s)).filteredOn(e -> e.action().startsWith("award.")).extracting(AuditEntry::action)
          .containsExactly("award.add", "award.add", "award.add", "award.remove");
      assertThat(log(s).toString()).contains("组委会决定", "评选有误");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aRegistrationIsRemovedUntilThePlayerIsPairedAndItsIdIsNotGivenAgain(Backend backend) {
    try (Session s = drawn(backend, "qingyuan-2016")) {
      Player extra = Registration.register(s, Player.of("", "重复报名", "open", "清远1队"), "测试").player();
      Discipline.penalty(s, new Penalty(extra.id(), PenaltyKind.FOUL, null, 1, null));
      Discipline.withdraw(s, extra.id(), 0, "未到");
      List<Notice> notices = Registration.remove(s, extra.id(), "重复报名");
      assertThat(notices).extracting(Notice::en).contains("registration removed: No. 51 重复报名 (清远1队)");
      assertThat(s.load().player(extra.id())).isEmpty();
      assertThat(s.load().penalties()).isEmpty();
      assertThat(s.load().withdrawals()).isEmpty();
      AuditEntry removed = log(s).get(log(s).size() - 1);
      assertThat(removed.action()).isEqualTo("player.remove");
      assertThat(removed.before()).contains("重复报名", "\"penalties\":[{", "\"withdrawals\":[{");
      assertThat(removed.details()).contains("重复报名");
      Player next = Registration.register(s, Player.of("", "新棋手", "open", "清远2队"), "测试").player();
      assertThat(next.id()).isNotEqualTo(extra.id());

      // A player with a number before round 1: the number is left free, the division may be drawn again.
      Player numbered = s.load().playersIn("open").get(0);
      assertThat(Registration.remove(s, numbered.id(), null)).extracting(Notice::en)
          .anyMatch(n -> n.contains("pairing number " + numbered.number() + " is left free"));
      Round one = Events.pairNext(s, "open");
      Game g = one.games().get(0);
      assertThatThrownBy(() -> Registration.remove(s, g.red(), null))
          .hasMessageContaining("has been paired (round 1 board " + g.board() + " against " + s.load().nameEn(g.black())
              + ")")
          .hasMessageContaining("withdraw the player instead");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theRegulationsChangeFreelyUntilTheChangeWouldAlterWhatIsPublished(Backend backend) {
    try (Session s = drawn(backend, "chongqing-2018")) {
      Regulations now = s.regulations();
      Regulations renamed = new Regulations(now.id(), "改名后的赛事", now.laws(), now.scoring(), now.rounds(),
          now.timeControl(), now.roundOne(), now.colours(), now.unitAvoidance(), now.byes(),
          now.provisionalPairing(), now.forfeits(), now.fouls(), now.gameRecords(), now.tieBreaks(),
          now.teamScoring(), now.entryLimits(), now.divisions(), now.extraPrizeLists(), now.luckyPrizes(),
          now.prizesCumulative(), now.titles(), now.manualAwards(), now.schedule());
      Regulations chain = renamed.withTieBreaks(new TieBreakRules(List.of(Criterion.WINS, Criterion.LOTS), null,
          null, null, null));
      // Before any round is paired, the tie-breaks change without a reason.
      var changed = RegulationChanges.change(s, chain, "test.yaml", null);
      assertThat(changed.parts()).containsExactly("name", "tieBreaks");
      assertThat(RegulationChanges.change(s, chain, "test.yaml", null).parts()).isEmpty();

      Round one = Events.pairNext(s, "adult");
      assertThatThrownBy(() -> RegulationChanges.change(s, now, "preset chongqing-2018", null))
          .isInstanceOf(NeedsReason.class)
          .hasMessageContaining("tieBreaks: paired so far: Adult 1 round; the change alters points, standings or")
          .hasMessageContaining("nothing was changed");
      assertThat(s.regulations().tieBreaks().chain()).containsExactly(Criterion.WINS, Criterion.LOTS);
      assertThat(RegulationChanges.change(s, now, "preset chongqing-2018", "补充规定恢复原顺序").notices())
          .extracting(Notice::en).anyMatch(n -> n.startsWith("confirmed: tieBreaks"));
      assertThat(s.regulations()).isEqualTo(now);
      AuditEntry entry = log(s).get(log(s).size() - 1);
      assertThat(entry.action()).isEqualTo("regulations.change");
      assertThat(entry.before()).contains("\"name\":\"改名后的赛事\"", "\"tieBreaks\"");
      assertThat(entry.details()).contains("补充规定恢复原顺序", "preset chongqing-2018");

      // Changing who may enter: the registered players who would break the new rules are named.
      DivisionRules adult = now.divisions().get(0);
      DivisionRules sichuan = new DivisionRules(adult.id(), adult.name(), adult.nameEn(),
          new PlayerFilter(null, null, null, "四川", null, null, null, null, null), adult.maxPlayers(), adult.rounds(),
          adult.timeControl(), adult.prizes(), adult.gradeBands());
      assertThatThrownBy(() -> RegulationChanges.change(s, with(now, null, List.of(sichuan, now.divisions().get(1))),
          "x", null)).isInstanceOf(NeedsReason.class)
          .hasMessageContaining("under the new regulations: not eligible for Adult");

      // Never, whatever the reason: fewer rounds than paired, a division with players removed.
      List<Results.Line> sheet = one.games().stream().map(g -> new Results.Line("", new GameRef("adult", 1,
          g.board()), Result.DRAW, new Expect.NoResult())).toList();
      Results.recordAll(s, sheet);
      Events.pairNext(s, "adult");
      assertThatThrownBy(() -> RegulationChanges.change(s, with(now, 1, now.divisions()), "x", "理由"))
          .isNotInstanceOf(NeedsReason.class)
          .hasMessageContaining("division Adult has paired 2 rounds: it cannot have fewer (the new regulations give 1)");
      assertThatThrownBy(() -> RegulationChanges.change(s, with(now, null, List.of(adult)), "x", "理由"))
          .isNotInstanceOf(NeedsReason.class)
          .hasMessageContaining("has " + s.load().playersIn("youth").size() + " players and cannot be removed");
      assertThat(s.regulations()).isEqualTo(now);
    }
  }

  /** {@code r} with other rounds (null: as they are) and divisions. */
  private static Regulations with(Regulations r, Integer rounds, List<DivisionRules> divisions) {
    return new Regulations(r.id(), r.name(), r.laws(), r.scoring(), rounds == null ? r.rounds() : rounds,
        r.timeControl(), r.roundOne(), r.colours(), r.unitAvoidance(), r.byes(), r.provisionalPairing(),
        r.forfeits(), r.fouls(), r.gameRecords(), r.tieBreaks(), r.teamScoring(), r.entryLimits(), divisions,
        r.extraPrizeLists(), r.luckyPrizes(), r.prizesCumulative(), r.titles(), r.manualAwards(), r.schedule());
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void severalTournamentsAndNoneNamedIsRefusedListingThem(Backend backend) {
    String db = Events.create(backend, dir, "qingyuan-2016");
    try (Database d = Database.open(db, Database.Mode.EXISTING)) {
      assertThat(Session.on(d, null, "x").tournament()).isEqualTo("qingyuan-2016");
      Tournaments.create(d, "copy", "副本", Presets.get("xiaoyi-2019"), "x");
      assertThatThrownBy(() -> Session.on(d, null, "x")).isInstanceOf(TournamentStore.Unnamed.class)
          .hasMessageContaining("the database holds 2 tournaments: name the one to use: copy (副本, 0 players, created ")
          .hasMessageContaining("; qingyuan-2016 (测试, 0 players");
      assertThat(Session.on(d, "copy", "x").tournament()).isEqualTo("copy");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theLatestResultsAreTheBoardsEnteredLastNewestFirstEachOnce(Backend backend) {
    try (Session s = drawn(backend, "qingyuan-2016")) {
      Events.pairNext(s, "open");
      assertThat(Results.latest(s, 5)).isEmpty();
      Results.record(s, new GameRef("open", 1, 2), Result.DRAW, new Expect.NoResult());
      Results.record(s, new GameRef("open", 1, 1), Result.RED_WIN, new Expect.NoResult());
      Results.record(s, new GameRef("open", 1, 3), Result.BLACK_WIN, new Expect.NoResult());
      // Board 2 corrected: it comes in again, first, and is listed once.
      Results.record(s, new GameRef("open", 1, 2), Result.RED_WIN, new Expect.Anything());
      assertThat(Results.latest(s, 5)).extracting(e -> e.ref().board()).containsExactly(2, 3, 1);
      assertThat(Results.latest(s, 2)).extracting(e -> e.ref().key()).containsExactly("open/1/2", "open/1/3");
      assertThat(Results.latest(s, 1).get(0).at()).isNotNull();
    }
  }
}
