package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.file.Path;
import java.util.List;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Database;
import org.chuhe.app.store.Tamper;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Game;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.Problem;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code log --verify} against someone who can write the database: each attack of issue 13 (the last entries cut
 * off, an entry edited and the chain computed anew by the published formula, a result, foul, game record, penalty,
 * withdrawal or pairing changed in the data by SQL while the log is left alone) is found, by the chain, by a head
 * printed before, or by replaying the log against the data; and an honest event that used every kind of change
 * verifies without a false alarm. On both databases.
 */
class AuditTamperTest {
  private static final String PRESET = "xiaoyi-2019";

  @TempDir static Path shared;
  @TempDir Path dir;
  private static final java.util.Map<Backend, String> EVENTS = new java.util.EnumMap<>(Backend.class);

  /** A copy of the event (made once per database kind), for this test to tamper with. */
  private String event(Backend backend) {
    return Tamper.copy(EVENTS.computeIfAbsent(backend, AuditTamperTest::played), dir);
  }

  /** An event of two rounds that used every change the log replays; returns the database. */
  private static String played(Backend backend) {
    String db = Events.create(backend, shared, PRESET);
    try (Session s = Session.open(db, null, "裁判长")) {
      Events.registerField(s, PRESET);
      // a registration taken back, with the penalty and withdrawal recorded for it
      Player extra = Registration.register(s, Player.of("p99", "误报", "open", "孝义"), null).player();
      Discipline.penalty(s, new Penalty(extra.id(), PenaltyKind.FOUL, null, 1, "误报"));
      Discipline.withdraw(s, extra.id(), 0, "误报");
      Registration.remove(s, extra.id(), "误报");
      Events.draw(s);
      Round one = Events.pairNext(s, "open");
      for (Game g : one.games()) {
        GameRef ref = new GameRef("open", 1, g.board());
        switch (g.board()) {
          case 2 -> { // the second other foul loses (gameLostAtFoul 2): a foul entry and a result entry
            Results.foul(s, ref, Colour.RED, FoulKind.OTHER, false, new Expect.NoResult());
            Results.foul(s, ref, Colour.RED, FoulKind.OTHER, false, new Expect.NoResult());
          }
          case 3 -> { // an illegal move loses at once, and is taken back
            Results.foul(s, ref, Colour.BLACK, FoulKind.ILLEGAL_MOVE, false, new Expect.NoResult());
            Results.foul(s, ref, Colour.BLACK, FoulKind.ILLEGAL_MOVE, true, new Expect.Anything());
          }
          default -> Results.record(s, ref, g.board() % 3 == 0 ? Result.DRAW : Result.RED_WIN, new Expect.NoResult());
        }
      }
      Results.record(s, new GameRef("open", 1, 1), Result.BLACK_WIN, new Expect.Was(Result.RED_WIN));
      Discipline.penalty(s, new Penalty(one.games().get(4).red(), PenaltyKind.CANCEL_ROUND_RESULT, 1, 1, "未签字"));
      Discipline.penalty(s, new Penalty(one.games().get(5).black(), PenaltyKind.OPPONENT_SCORE_DEDUCTION, 1, 2, null));
      Discipline.withdraw(s, one.games().get(6).black(), 1, "病退");
      Events.pairNext(s, "open");
      Pairings.undoPairing(s, "open", 2);
      Round two = Events.pairNext(s, "open");
      Results.gameRecord(s, new GameRef("open", 2, 1), false);
      for (Game g : two.games()) {
        // board 3: black came too late (迟到判负), written down apart from a no-show
        Results.record(s, new GameRef("open", 2, g.board()), g.board() == 3 ? Result.RED_WIN_BY_LATENESS
            : Result.RED_WIN, new Expect.NoResult());
      }
    }
    return db;
  }

  private static AuditTrail.Verification verify(String db, AuditTrail.Head... heads) {
    try (Session s = Session.open(db, null, "检查")) {
      return AuditTrail.verify(s, List.of(heads));
    }
  }

  private static AuditTrail.Head head(String db) {
    try (Session s = Session.open(db, null, "检查")) {
      return AuditTrail.head(s).orElseThrow();
    }
  }

  private static String seq(String db, String action, String subject) {
    return Tamper.query(db, "SELECT MAX(seq) FROM audit_log WHERE action = '" + action + "' AND subject = '"
        + subject + "'");
  }

  /** Round 2's game on {@code board} as the verification describes it. */
  private static String game(String db, int board) {
    try (Session s = Session.open(db, null, "检查")) {
      Game g = s.load().roundsOf("open").get(1).games().stream().filter(x -> x.board() == board).findFirst()
          .orElseThrow();
      return LogReplay.describeEn(g);
    }
  }

  private static List<String> lines(AuditTrail.Verification v) {
    return v.problems().stream().map(Problem::line).toList();
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void anHonestEventVerifiesWithItsPrintedHead(Backend backend) {
    String db = event(backend);
    AuditTrail.Head printed = head(db);
    AuditTrail.Verification v = verify(db, printed);
    assertThat(lines(v)).isEmpty();
    assertThat(v.checked()).extracting(Notice::en).anyMatch(n -> n.startsWith("the data agrees with the log"))
        .anyMatch(n -> n.contains("still holds the printed #" + printed.entries()));
    assertThat(v.limits()).isEmpty();
    // the head as a results book prints it is read back as it was printed
    assertThat(AuditTrail.Head.parse(printed.text()))
        .isEqualTo(new AuditTrail.Head(printed.entries(), printed.fingerprint()));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theLastEntriesCutOffAreFoundByThePrintedHeadAndByTheDataTheyChanged(Backend backend) {
    String db = event(backend);
    AuditTrail.Head printed = head(db);
    String last = String.valueOf(printed.entries() - 3);
    Tamper.sql(db, "DELETE FROM audit_log WHERE seq > " + last);
    assertThat(lines(verify(db, printed))).anyMatch(l -> l.contains("not the printed entry " + printed.entries()
        + ": the log was cut"));
    // without the head: the results of those entries are still in the data, which the log no longer explains
    assertThat(verify(db).problems()).extracting(Problem::en)
        .anyMatch(en -> en.startsWith("the log says result no result") && en.contains("the data holds result 1-0"));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void entriesCutOffThatTheDataDoesNotShowAreFoundOnlyByAPrintedHead(Backend backend) {
    String db = event(backend);
    try (Session s = Session.open(db, null, "裁判长")) {
      String someone = s.load().players().get(0).id();
      Registration.checkIn(s, List.of(someone), false);
      Registration.checkIn(s, List.of(someone), true);
    }
    AuditTrail.Head printed = head(db);
    Tamper.sql(db, "DELETE FROM audit_log WHERE seq > " + (printed.entries() - 2));
    assertThat(lines(verify(db, printed))).anyMatch(l -> l.contains("the log was cut"));
    // check-ins are not replayed: without a printed head the cut is not seen, and the verification says so
    AuditTrail.Verification alone = verify(db);
    assertThat(alone.intact()).isTrue();
    assertThat(alone.limits()).extracting(Notice::en).anyMatch(n -> n.startsWith("no printed head given"));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void anEntryEditedWithItsDataAndChainedAnewIsFoundByAHeadPrintedBefore(Backend backend) {
    String db = event(backend);
    AuditTrail.Head printed = head(db);
    String entry = seq(db, "result.enter", "open/2/1");
    Tamper.sql(db, "UPDATE audit_log SET after_value = REPLACE(after_value, '\"result\":\"1-0\"', "
            + "'\"result\":\"0-1\"') WHERE seq = " + entry,
        "UPDATE games SET result = '0-1' WHERE round_number = 2 AND board = 1");
    assertThat(lines(verify(db))).as("the edit alone breaks the chain").anyMatch(l -> l.contains("first at entry "
        + entry));
    Tamper.rechain(db, PRESET, true);
    // A forger who can read the database rewrites log and data alike and computes the chain anew with its key:
    // only a head printed before finds it.
    assertThat(verify(db).intact()).isTrue();
    assertThat(lines(verify(db, printed))).anyMatch(l -> l.contains("entry " + printed.entries()
        + " of the log now has the head") && l.contains("the log up to it was rewritten"));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void anEntryEditedAndChainedAnewWhileTheDataStaysIsFoundByTheData(Backend backend) {
    String db = event(backend);
    String entry = seq(db, "result.enter", "open/2/2");
    Tamper.sql(db, "UPDATE audit_log SET after_value = REPLACE(after_value, '\"result\":\"1-0\"', "
        + "'\"result\":\"1/2\"') WHERE seq = " + entry);
    Tamper.rechain(db, PRESET, true);
    assertThat(lines(verify(db))).containsExactly("games open/2/2: 日志记为 结果 1/2（第 " + entry + " 条），数据中为 结果 1-0"
        + "：数据未经 chuhe 被改动过 / the log says result 1/2 (entry " + entry + "), the data holds result 1-0: the "
        + "data was changed outside chuhe");
  }

  /** A game lost by lateness turned into a no-show by SQL (under seed 004 that would withdraw the player). */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void aLateLossChangedToAForfeitInTheDataIsFound(Backend backend) {
    String db = event(backend);
    String entry = seq(db, "result.enter", "open/2/3");
    Tamper.sql(db, "UPDATE games SET result = '+-' WHERE round_number = 2 AND board = 3");
    assertThat(lines(verify(db))).containsExactly("games open/2/3: 日志记为 结果 late+-（第 " + entry + " 条），数据中为 "
        + "结果 +-：数据未经 chuhe 被改动过 / the log says result late+- (entry " + entry + "), the data holds result +-: "
        + "the data was changed outside chuhe");
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aChainComputedAnewByThePlainFormulaOfOldBreaks(Backend backend) {
    String db = event(backend);
    Tamper.rechain(db, PRESET, false);
    assertThat(lines(verify(db))).anyMatch(l -> l.contains("the log was changed or cut outside chuhe, first at "
        + "entry 1"));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void anEntryRemovedFromTheMiddleIsFoundByTheEntriesAfterIt(Backend backend) {
    String db = event(backend);
    // the first result of board 1, later corrected: removed, the entries after it renumbered, the chain anew
    String entry = seq(db, "result.enter", "open/1/1");
    Tamper.sql(db, "DELETE FROM audit_log WHERE seq = " + entry,
        "UPDATE audit_log SET seq = seq - 1 WHERE seq > " + entry);
    Tamper.rechain(db, PRESET, true);
    String correction = seq(db, "result.correct", "open/1/1");
    assertThat(verify(db).problems()).anyMatch(p -> p.where().equals("log #" + correction
        + " (result.correct open/1/1)") && p.en().contains("the game held p") && p.en().contains(" 1-0 before")
        && p.en().contains("no result") && p.en().endsWith("An earlier entry is missing or was changed"));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aResultChangedInTheDataIsFound(Backend backend) {
    String db = event(backend);
    String entry = seq(db, "result.correct", "open/1/1");
    Tamper.sql(db, "UPDATE games SET result = '1/2' WHERE round_number = 1 AND board = 1");
    assertThat(lines(verify(db))).containsExactly("games open/1/1: 日志记为 结果 0-1（第 " + entry + " 条），数据中为 结果 1/2"
        + "：数据未经 chuhe 被改动过 / the log says result 0-1 (entry " + entry + "), the data holds result 1/2: the "
        + "data was changed outside chuhe");
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void foulsAndGameRecordsChangedInTheDataAreFound(Backend backend) {
    String db = event(backend);
    Tamper.sql(db, "UPDATE games SET red_fouls = 0 WHERE round_number = 1 AND board = 2",
        "UPDATE games SET black_fouls = 1, black_illegal_moves = 1 WHERE round_number = 1 AND board = 4",
        "UPDATE games SET record_kept = TRUE WHERE round_number = 2 AND board = 1");
    assertThat(verify(db).problems()).extracting(Problem::where, p -> p.en().replaceAll(" \\(entry \\d+\\)", ""))
        .containsExactlyInAnyOrder(
            tuple("games open/1/2", "the log says red fouls 0 illegal move(s), 2 "
                + "other, the data holds red fouls 0 illegal move(s), 0 other: the data was changed outside chuhe"),
            tuple("games open/1/4", "the log says black fouls 0 illegal move(s), 0 "
                + "other, the data holds black fouls 1 illegal move(s), 0 other: the data was changed outside chuhe"),
            tuple("games open/2/1", "the log says game record missing, the data holds "
                + "game record kept: the data was changed outside chuhe"));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void penaltiesChangedAddedOrRemovedInTheDataAreFound(Backend backend) {
    String db = event(backend);
    String cancelled = Tamper.query(db, "SELECT player_id FROM penalties WHERE kind = 'CANCEL_ROUND_RESULT'");
    String deducted = Tamper.query(db, "SELECT player_id FROM penalties WHERE kind = 'OPPONENT_SCORE_DEDUCTION'");
    Tamper.sql(db, "DELETE FROM penalties WHERE kind = 'CANCEL_ROUND_RESULT'",
        "UPDATE penalties SET amount = 1 WHERE kind = 'OPPONENT_SCORE_DEDUCTION'",
        "INSERT INTO penalties VALUES ('" + PRESET + "', 99, 'p1', 'RANK_BEHIND_EQUAL', NULL, 1, NULL)");
    assertThat(verify(db).problems()).extracting(Problem::where, p -> p.en().replaceAll(" \\(entry \\d+\\)", ""))
        .containsExactlyInAnyOrder(
            tuple("penalties " + cancelled, "the log says penalty CANCEL_ROUND_RESULT "
                + "round 1 ×1 (未签字); the data has none"),
            tuple("penalties " + deducted, "the log says penalty "
                + "OPPONENT_SCORE_DEDUCTION round 1 ×2, the data holds penalty OPPONENT_SCORE_DEDUCTION round 1 ×1: "
                + "the data was changed outside chuhe"),
            tuple("penalties p1", "the data holds penalty RANK_BEHIND_EQUAL ×1, which "
                + "the log never recorded"));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void withdrawalsChangedAddedOrRemovedInTheDataAreFound(Backend backend) {
    String db = event(backend);
    String withdrawn = Tamper.query(db, "SELECT player_id FROM withdrawals");
    Tamper.sql(db, "UPDATE withdrawals SET after_round = 2",
        "INSERT INTO withdrawals VALUES ('" + PRESET + "', 99, 'p2', 1, NULL)");
    assertThat(verify(db).problems()).extracting(Problem::where, p -> p.en().replaceAll(" \\(entry \\d+\\)", ""))
        .containsExactlyInAnyOrder(
            tuple("withdrawals " + withdrawn, "the log says withdrawn after round 1 "
                + "(病退), the data holds withdrawn after round 2 (病退): the data was changed outside chuhe"),
            tuple("withdrawals p2", "the data holds withdrawn after round 1, which the "
                + "log never recorded"));
    Tamper.sql(db, "DELETE FROM withdrawals");
    assertThat(verify(db).problems()).extracting(Problem::where).containsExactly("withdrawals " + withdrawn);
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void pairingsChangedInTheDataAreFound(Backend backend) {
    String db = event(backend);
    String red = Tamper.query(db, "SELECT red FROM games WHERE round_number = 2 AND board = 3");
    String black = Tamper.query(db, "SELECT black FROM games WHERE round_number = 2 AND board = 3");
    String bye = Tamper.query(db, "SELECT player_id FROM byes WHERE round_number = 2");
    String five = game(db, 5);
    // The bye goes to a player of the game taken away, so the data still reads as a round (each player once): only
    // the log can tell that it is not the round chuhe paired. (Twice in a round is refused on reading: StoredValuesTest.)
    String moved = Tamper.query(db, "SELECT red FROM games WHERE round_number = 2 AND board = 5");
    Tamper.sql(db, "UPDATE games SET red = '" + black + "', black = '" + red + "' WHERE round_number = 2 AND board = 3",
        "DELETE FROM games WHERE round_number = 2 AND board = 5",
        "UPDATE byes SET player_id = '" + moved + "' WHERE round_number = 2");
    assertThat(verify(db).problems()).extracting(Problem::where, p -> p.en().replaceAll(" \\(entry \\d+\\)", ""))
        .containsExactlyInAnyOrder(tuple("games open/2/3", "the log says red " + red
                + ", black " + black + ", the data holds red " + black + ", black " + red + ": the data was changed "
                + "outside chuhe"),
            tuple("games open/2/5", "the log says " + five + "; the data has no "
                + "such game"),
            tuple("byes open/2", "the log says byes [" + bye + "], the data holds "
                + "byes [" + moved + "]: the data was changed outside chuhe"));
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aRoundInsertedOrRemovedInTheDataIsFound(Backend backend) {
    String db = event(backend);
    Tamper.sql(db, "INSERT INTO rounds (tournament_id, division, round_number, seq, provisional) VALUES ('" + PRESET
        + "', 'open', 3, 99, FALSE)");
    assertThat(lines(verify(db))).containsExactly("rounds open/3: 数据中有这一轮（0 盘），日志中没有编排 / the data holds "
        + "this round (0 games); the log never paired it");
    Tamper.sql(db, "DELETE FROM rounds WHERE round_number = 3", "DELETE FROM games WHERE round_number = 2",
        "DELETE FROM byes WHERE round_number = 2", "DELETE FROM rounds WHERE round_number = 2");
    assertThat(verify(db).problems()).extracting(Problem::where).containsExactly("rounds open/2");
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void anImportedEventIsCheckedAgainstWhatItsImportLogged(Backend backend) {
    String played = event(backend);
    String document;
    String withdrawn = Tamper.query(played, "SELECT player_id FROM withdrawals");
    try (Session s = Session.open(played, null, "裁判长")) {
      document = Tournaments.export(s, true);
    }
    String db = backend.newDatabase(dir);
    try (Database d = Database.open(db, Database.Mode.CREATE)) {
      Tournaments.importDocument(d, TournamentDocuments.read("event.json", document), "copy", "event.json", "裁判长");
    }
    AuditTrail.Verification v = verify(db);
    assertThat(lines(v)).isEmpty();
    assertThat(v.limits()).extracting(Notice::en).noneMatch(n -> n.contains("older chuhe"));
    Tamper.sql(db, "UPDATE games SET result = '--' WHERE round_number = 2 AND board = 4", "DELETE FROM withdrawals");
    assertThat(verify(db).problems()).extracting(Problem::where)
        .containsExactlyInAnyOrder("games open/2/4", "withdrawals " + withdrawn);
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aProvisionalRoundWithAManualChangeIsReplayedWhole(Backend backend) {
    String db = Events.create(backend, dir, "fujian-women-2018");
    try (Session s = Session.open(db, null, "裁判长")) {
      Events.registerField(s, "fujian-women-2018");
      Events.draw(s);
      Events.pairNext(s, "adult");
      Results.record(s, new GameRef("adult", 1, 1), Result.DRAW, new Expect.NoResult());
      Round two = TestPairings.pair(s.load(), "adult", 2);
      Game a = two.games().get(0);
      Game b = two.games().get(1);
      Pairings.savePairing(s, two.withChanges(List.of(new ManualChange.Swap(a.red(), b.red(), "裁判长调整"))),
          java.util.Map.of("engine", "TestPairings"));
    }
    assertThat(lines(verify(db))).isEmpty();
    Tamper.sql(db, "DELETE FROM provisional_draws WHERE game_board = 2", "UPDATE round_changes SET reason = '改'");
    assertThat(verify(db).problems()).extracting(Problem::where)
        .containsExactlyInAnyOrder("provisional_draws adult/2", "round_changes adult/2");
  }
}
