package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.Backend;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Game;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.ProblemException;
import org.chuhe.standings.StandingsEngine;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The arbiter's workflow and its enforced states, on both databases. */
class WorkflowTest {
  @TempDir Path dir;

  private Session open(Backend backend, String preset) {
    return Session.open(Events.create(backend, dir, preset), null, "裁判长");
  }

  /** A tournament of the preset with its test field registered, checked in and drawn. */
  private Session drawn(Backend backend, String preset) {
    Session s = open(backend, preset);
    Events.registerField(s, preset);
    Events.draw(s);
    return s;
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aRoundWaitsForThePreviousRoundsResults(Backend backend) {
    try (Session s = open(backend, "qingyuan-2016")) {
      Events.registerField(s, "qingyuan-2016");
      assertThatThrownBy(() -> Events.pairNext(s, "open")).hasMessageContaining("no draw yet");
      Events.draw(s);
      Round one = Events.pairNext(s, "open");
      Results.record(s, new GameRef("open", 1, 1), Result.RED_WIN, new Expect.NoResult());
      assertThatThrownBy(() -> Events.pairNext(s, "open"))
          .hasMessageContaining("round 1 still has " + (one.games().size() - 1) + " games without a result")
          .hasMessageContaining("do not allow provisional pairing");
      for (Game g : one.games().subList(1, one.games().size())) {
        Results.record(s, new GameRef("open", 1, g.board()), Result.DRAW, new Expect.NoResult());
      }
      assertThat(Events.pairNext(s, "open").number()).isEqualTo(2);
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void provisionalPairingWhereTheRegulationsAllowIt(Backend backend) {
    try (Session s = drawn(backend, "fujian-women-2018")) {
      Events.pairNext(s, "adult");
      var t = s.load();
      var saved = Pairings.savePairing(s, TestPairings.pair(t, "adult", 2), Map.of("engine", "test"));
      assertThat(saved.provisional()).isTrue();
      // The round keeps the games it counted as draws (every game of round 1, none has a result), in the database
      // and in an exported document.
      var stored = s.load().roundsOf("adult").get(1);
      int boards = t.roundsOf("adult").get(0).games().size();
      assertThat(stored.countedAsDraws()).hasSize(boards).allSatisfy(u -> assertThat(u.round()).isEqualTo(1));
      assertThat(stored).isEqualTo(saved.round());
      var copy = org.chuhe.app.document.TournamentDocuments.read("copy.json",
          org.chuhe.app.document.TournamentDocuments.write(s.load(), true));
      assertThat(copy.roundsOf("adult").get(1).countedAsDraws()).isEqualTo(stored.countedAsDraws());
      // Only the round just before may be open: round 3 needs round 1 complete.
      assertThatThrownBy(() -> Events.pairNext(s, "adult")).hasMessageContaining("round 1 still has");
      assertThat(log(s)).contains("\"provisional\":true");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aPairingCanBeUndoneUntilItsFirstResult(Backend backend) {
    try (Session s = drawn(backend, "xiaoyi-2019")) {
      Round one = Events.pairNext(s, "open");
      assertThat(Pairings.undoPairing(s, "open", null)).isEqualTo(one);
      assertThat(s.load().rounds()).isEmpty();
      Events.pairNext(s, "open");
      assertThatThrownBy(() -> Events.pairNext(s, "open")).isInstanceOf(ProblemException.class);
      Results.foul(s, new GameRef("open", 1, 3), Colour.RED, FoulKind.OTHER, false, new Expect.Anything());
      assertThatThrownBy(() -> Pairings.undoPairing(s, "open", 1))
          .hasMessageContaining("can no longer be undone").hasMessageContaining("boards 3");
      assertThatThrownBy(() -> Pairings.savePairing(s, one, null)).hasMessageContaining("already paired");
      assertThat(log(s)).contains("pairing.undo");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aPairingMustPairExactlyTheField(Backend backend) {
    try (Session s = drawn(backend, "qingyuan-2016")) {
      Registration.checkIn(s, List.of("p7"), false);
      var t = s.load();
      Round good = TestPairings.pair(t, "open", 1);
      assertThat(good.games()).noneMatch(g -> g.involves("p7"));
      // p7 is not checked in; putting p7 in instead of someone else is refused, and so is leaving a player out.
      Game first = good.games().get(0);
      Round bad = new Round("open", 1, List.of(Game.of(1, "p7", first.black(), null)),
          good.byes(), List.of());
      assertThatThrownBy(() -> Pairings.savePairing(s, bad, null))
          .hasMessageContaining("No. 7 队2员2 (清远2队) is not to be paired: not checked in")
          .hasMessageContaining("the pairing leaves out");
      // Leaving a player out on purpose (absent by notice) is allowed when said, and logged.
      Game second = good.games().get(1);
      List<String> byes = new java.util.ArrayList<>(good.byes());
      byes.add(second.red());
      Round excused = new Round("open", 1, good.games().stream().filter(g -> g != second).toList(), byes,
          List.of());
      Pairings.savePairing(s, excused, java.util.Set.of(second.black()), Map.of("engine", "test"));
      assertThat(log(s)).contains("\"excused\":[\"" + second.black() + "\"]");
      Pairings.undoPairing(s, "open", 1);
      Round twice = new Round("open", 1, List.of(Game.of(1, first.red(), first.black(), null),
          Game.of(2, first.red(), "p7", null)), List.of(), List.of());
      assertThatThrownBy(() -> Pairings.savePairing(s, twice, null)).hasMessageContaining("appears twice");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void eligibilityIsCheckedAndCanBeOverriddenWithAReason(Backend backend) {
    try (Session s = open(backend, "fujian-women-2018")) {
      Player man = new Player("", "张三", "adult", "福建队1", Gender.MALE, LocalDate.of(2005, 1, 1),
          new Residence("福建", "福州"), null, null, null, true, false, null, null);
      assertThatThrownBy(() -> Registration.register(s, man, null))
          .hasMessageContaining("gender must be FEMALE")
          .hasMessageContaining("must be born on or before 2001-12-31 (born 2005-01-01)")
          .hasMessageContaining("confirm the override with a reason")
          // The workflow names the action; each front end its own way to take it (the CLI: --override).
          .isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.problems()).anyMatch(p -> "override".equals(p.remedy()));
            assertThat(e.kind()).isEqualTo(org.chuhe.problem.Problem.Kind.REFUSED);
            assertThat(e.getMessage()).doesNotContain("--override");
          });
      Player noBirthDate = new Player("", "李梅", "youth", "福建队1", Gender.FEMALE, null, Residence.UNKNOWN,
          null, null, null, true, false, null, null);
      assertThatThrownBy(() -> Registration.register(s, noBirthDate, null))
          .hasMessageContaining("birth date not given");
      var entry = Registration.register(s, man, "组委会特邀");
      assertThat(entry.notices()).extracting(Notice::en).anyMatch(n -> n.contains("accepted by override"));
      assertThat(log(s)).contains("组委会特邀").contains("gender must be FEMALE");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void entryLimitsPerUnitDivisionAndResidency(Backend backend) {
    try (Session s = open(backend, "fujian-women-2018")) {
      for (int i = 0; i < 3; i++) {
        Registration.register(s, woman("adult", "福建队9", 1990), null);
      }
      assertThatThrownBy(() -> Registration.register(s, woman("adult", "福建队9", 1990), null))
          .hasMessageContaining("unit 福建队9 already has its 3 players in Women, adult");
      for (int i = 0; i < 3; i++) {
        Registration.register(s, woman("youth", "福建队9", 2006), null);
      }
      assertThatThrownBy(() -> Registration.register(s, woman("youth", "福建队9", 2006), null))
          .hasMessageContaining("unit 福建队9 already has its 6 players");
    }
    try (Session s = open(backend, "xiaoyi-2019")) {
      for (int i = 0; i < 20; i++) {
        Registration.register(s, local(), null);
      }
      assertThatThrownBy(() -> Registration.register(s, local(), null))
          .hasMessageContaining("the limit for 孝义市棋手 is reached (at most 20)");
    }
    try (Session s = open(backend, "chongqing-2018")) {
      for (int i = 0; i < 20; i++) {
        Registration.register(s, woman("youth", "u" + i, 2008), null);
      }
      assertThatThrownBy(() -> Registration.register(s, woman("youth", "x", 2008), null))
          .hasMessageContaining("Youth (under 14) is full (at most 20 players)");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aLateEntryIsNumberedAndAbsentFromEarlierRounds(Backend backend) {
    try (Session s = drawn(backend, "xiaoyi-2019")) {
      Round one = Events.pairNext(s, "open");
      one.games().forEach(g -> Results.record(s, new GameRef("open", 1, g.board()), Result.RED_WIN,
          new Expect.NoResult()));
      Player late = new Player("", "迟到", "open", "新队", Gender.MALE, LocalDate.of(1990, 1, 1),
          new Residence("河北", "保定"), null, null, null, true, true, null, null);
      var entry = Registration.register(s, late, null);
      assertThat(entry.player().number()).isEqualTo(35);
      assertThat(entry.notices()).extracting(Notice::en).anyMatch(n -> n.contains("late entry"));
      Round two = Events.pairNext(s, "open");
      assertThat(two.games().stream().anyMatch(g -> g.involves(entry.player().id()))
          || two.byes().contains(entry.player().id())).isTrue();
      var history = org.chuhe.tournament.Histories.of(s.load(), "open").get(entry.player().id());
      assertThat(history.entry(1).outcome()).isEqualTo(org.chuhe.model.Outcome.ABSENT);
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void forfeitsWithdrawThePlayerAndACorrectionLiftsIt(Backend backend) {
    try (Session s = drawn(backend, "chongqing-2018")) {
      Round one = Events.pairNext(s, "adult");
      Game g = one.games().get(0);
      var change = Results.record(s, new GameRef("adult", 1, g.board()), Result.RED_WIN_BY_FORFEIT,
          new Expect.NoResult());
      assertThat(change.notices()).extracting(Notice::en)
          .anyMatch(n -> n.contains(s.load().nameEn(g.black())
              + ": forfeit number 1: withdrawn under the regulations"));
      for (Game other : one.games().subList(1, one.games().size())) {
        Results.record(s, new GameRef("adult", 1, other.board()), Result.DRAW, new Expect.NoResult());
      }
      assertThat(Pairings.field(s.load(), "adult", 2)).doesNotContain(g.black()).contains(g.red());
      var corrected = Results.record(s, new GameRef("adult", 1, g.board()), Result.RED_WIN,
          new Expect.Was(Result.RED_WIN_BY_FORFEIT));
      assertThat(corrected.notices()).extracting(Notice::en).anyMatch(n -> n.contains("lifted"));
      assertThat(Pairings.field(s.load(), "adult", 2)).contains(g.black());
    }
  }

  /**
   * Seed 004 补充 三 (迟到10分钟判负) and 补充 四 (无故弃权一轮作退赛处理): a player who came too late loses the game and is
   * paired again; one who did not come is withdrawn. The late loss is stored, read back and exported as it was
   * entered.
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void underSeed004ALatePlayerLosesTheGameAndIsNotWithdrawn(Backend backend) {
    try (Session s = drawn(backend, "chongqing-2018")) {
      Round one = Events.pairNext(s, "adult");
      Game g = one.games().get(0);
      GameRef ref = new GameRef("adult", 1, g.board());
      var late = Results.record(s, ref, Result.RED_WIN_BY_LATENESS, new Expect.NoResult());
      assertThat(late.notices()).extracting(Notice::zh).containsExactly("第 1 轮第 " + g.board() + " 台黑方迟到超过 10 "
          + "分钟判负：按规程不作弃权，不计入弃权次数（弃权与退赛的规定不适用）");
      for (Game other : one.games().subList(1, one.games().size())) {
        Results.record(s, new GameRef("adult", 1, other.board()), Result.DRAW, new Expect.NoResult());
      }
      Tournament t = s.load();
      assertThat(t.roundsOf("adult").get(0).games().get(0).result()).isEqualTo(Result.RED_WIN_BY_LATENESS);
      assertThat(Pairings.field(t, "adult", 2)).contains(g.black());
      assertThat(TournamentDocuments.write(t, false)).contains("\"result\" : \"late+-\"");
      assertThat(TournamentDocuments.read("t.json", TournamentDocuments.write(t, true)).roundsOf("adult"))
          .isEqualTo(t.roundsOf("adult"));
      // He did not come after all: a no-show, and the first one withdraws him.
      var noShow = Results.record(s, ref, Result.RED_WIN_BY_FORFEIT, new Expect.Was(Result.RED_WIN_BY_LATENESS));
      assertThat(noShow.notices()).extracting(Notice::en)
          .anyMatch(n -> n.contains(s.load().nameEn(g.black())
              + ": forfeit number 1: withdrawn under the regulations"));
      assertThat(Pairings.field(s.load(), "adult", 2)).doesNotContain(g.black());
    }
  }

  /** Seed 002 十三、1: 迟到15分钟者均按弃权处理，连续两轮弃权者不再继续编排 — two late arrivals in a row stop pairing. */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void underSeed002LatenessIsAForfeitAndTwoInARowStopPairing(Backend backend) {
    try (Session s = drawn(backend, "qingyuan-2016")) {
      String late = "p1";
      List<String> first = forfeitRound(s, late, true);
      assertThat(first).anyMatch(n -> n.endsWith("more than 15 minutes late: a forfeit under these regulations, "
          + "counted as one")).noneMatch(n -> n.contains("in a row"));
      assertThat(forfeitRound(s, late, true))
          .anyMatch(n -> n.contains("2 forfeits in a row: no longer paired from round 3"));
      assertThat(Pairings.field(s.load(), "open", 3)).doesNotContain(late);
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void twoForfeitsInARowStopPairing(Backend backend) {
    try (Session s = drawn(backend, "qingyuan-2016")) {
      String absent = "p1";
      assertThat(forfeitRound(s, absent)).noneMatch(n -> n.contains("in a row"));
      assertThat(forfeitRound(s, absent))
          .anyMatch(n -> n.contains("2 forfeits in a row: no longer paired from round 3"));
      assertThat(Pairings.field(s.load(), "open", 3)).doesNotContain(absent);
      assertThat(Pairings.notPaired(s.load(), "open", 3).get(absent).en()).contains("in a row");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aRoundWithoutAPairingBreaksARunOfForfeitsForTheNoticesAsForThePairing(Backend backend) {
    try (Session s = drawn(backend, "qingyuan-2016")) {
      String absent = "p1";
      for (int round = 1; round <= 3; round++) {
        // Round 2 is paired without p1 (not checked in): the forfeits of rounds 1 and 3 are not in a row.
        Registration.checkIn(s, List.of(absent), round != 2);
        assertThat(forfeitRound(s, absent)).noneMatch(n -> n.contains("in a row"));
      }
      assertThat(Pairings.field(s.load(), "open", 4)).contains(absent);
    }
  }

  /** Pairs the next round of "open" and records it: {@code absent} loses by forfeit, the others draw. */
  private static List<String> forfeitRound(Session s, String absent) {
    return forfeitRound(s, absent, false);
  }

  /** As {@link #forfeitRound(Session, String)}; {@code late}: he came too late rather than not at all. */
  private static List<String> forfeitRound(Session s, String absent, boolean late) {
    Round r = Events.pairNext(s, "open");
    List<String> notices = new java.util.ArrayList<>();
    for (Game g : r.games()) {
      Result result = !g.involves(absent) ? Result.DRAW : late ? Result.lateBy(g.colourOf(absent))
          : g.red().equals(absent) ? Result.BLACK_WIN_BY_FORFEIT : Result.RED_WIN_BY_FORFEIT;
      Results.record(s, new GameRef("open", r.number(), g.board()), result, new Expect.NoResult()).notices()
          .forEach(n -> notices.add(n.en()));
    }
    return notices;
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void noLostUpdateOnOneGame(Backend backend) {
    try (Session s = drawn(backend, "qingyuan-2016")) {
      Events.pairNext(s, "open");
      GameRef ref = new GameRef("open", 1, 4);
      var first = Results.record(s, ref, Result.RED_WIN, new Expect.NoResult());
      assertThat(first.version()).isEqualTo(1);
      // The same result again is no conflict: nothing changes.
      assertThat(Results.record(s, ref, Result.RED_WIN, new Expect.NoResult()).changed()).isFalse();
      assertThatThrownBy(() -> Results.record(s, ref, Result.BLACK_WIN, new Expect.NoResult()))
          .hasMessageContaining("now holds 1-0").hasMessageContaining("entered by 裁判长")
          .hasMessageContaining("现为 红胜").hasMessageContaining("your change was not saved")
          .isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.kind()).isEqualTo(org.chuhe.problem.Problem.Kind.CONFLICT);
            assertThat(e.problems().get(0).remedy()).isEqualTo("correct");
          });
      assertThatThrownBy(() -> Results.record(s, ref, Result.DRAW, new Expect.Was(Result.BLACK_WIN)))
          .hasMessageContaining("now holds 1-0");
      assertThatThrownBy(() -> Results.record(s, ref, Result.DRAW, new Expect.Version(0)))
          .hasMessageContaining("version 1");
      var corrected = Results.record(s, ref, Result.DRAW, new Expect.Version(1));
      assertThat(corrected.version()).isEqualTo(2);
      assertThat(s.load().roundsOf("open").get(0).games().get(3).result()).isEqualTo(Result.DRAW);
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aCorrectionReranks(Backend backend) {
    try (Session s = drawn(backend, "qingyuan-2016")) {
      Round one = Events.pairNext(s, "open");
      one.games().forEach(g -> Results.record(s, new GameRef("open", 1, g.board()), Result.DRAW,
          new Expect.NoResult()));
      Game g = one.games().get(5);
      Results.record(s, new GameRef("open", 1, g.board()), Result.BLACK_WIN, new Expect.Anything());
      var standings = StandingsEngine.rank(s.load(), "open");
      assertThat(standings.rows().get(0).playerId()).isEqualTo(g.black());
      assertThat(log(s)).contains("result.correct");
    }
  }

  /** The whole audit log as text, for "it mentions …" checks. */
  private static String log(Session s) {
    return s.read(AuditLog::list).toString();
  }

  private static int serial;

  private static Player woman(String division, String unit, int year) {
    return new Player("", "棋手" + ++serial, division, unit, Gender.FEMALE, LocalDate.of(year, 5, 5),
        new Residence("重庆", "重庆"), null, null, null, true, false, null, null);
  }

  private static Player local() {
    return new Player("", "孝义" + ++serial, "open", "c" + serial, Gender.MALE, LocalDate.of(1980, 5, 5),
        new Residence("山西", "孝义市"), null, null, null, true, false, null, null);
  }
}
