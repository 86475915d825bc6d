package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Tamper;
import org.chuhe.app.workflow.ResultReports.BoardReport;
import org.chuhe.app.workflow.ResultReports.State;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Results from the board (issue 26) on both databases: players claim, the opponent confirms, the arbiter accepts;
 * a dispute, a claim replaced, the refusals, auto-accept; every step in the log (never a code) and replayed by
 * {@code log --verify}.
 */
class ResultReportsTest {
  @TempDir Path dir;

  private String db;

  private Session paired(Backend backend) {
    db = Events.create(backend, dir, "qingyuan-2016");
    Session s = Session.open(db, null, "裁判长");
    Events.registerField(s, "qingyuan-2016");
    Events.draw(s);
    return s;
  }

  private static GameRef board(int n) {
    return new GameRef("open", 1, n);
  }

  private static Game game(Session s, GameRef ref) {
    return s.load().roundsOf(ref.division()).get(ref.round() - 1).games().stream()
        .filter(g -> g.board() == ref.board()).findFirst().orElseThrow();
  }

  private static List<AuditEntry> log(Session s, String action) {
    return s.read(AuditLog::list).stream().filter(e -> e.action().equals(action)).toList();
  }

  private static Problem.Kind kind(Runnable r) {
    try {
      r.run();
    } catch (ProblemException e) {
      return e.kind();
    }
    throw new AssertionError("not refused");
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void reportedConfirmedAcceptedDisputedAndAutoAcceptedEachStepLoggedAndReplayed(Backend backend) {
    try (Session s = paired(backend)) {
      Map<String, String> codes = PlayerCodes.all(s, null);
      Events.pairNext(s, "open");
      GameRef one = board(1);
      Game g1 = game(s, one);
      String red = g1.red();
      String black = g1.black();
      String nameRed = s.load().nameZh(red);
      assertThat(ResultReports.actor(s, red)).isEqualTo("棋手 " + nameRed).matches("棋手 \\d+号 .+");
      assertThat(ResultReports.board(s, one).state()).isEqualTo(State.NONE);
      assertThat(ResultReports.marks(s)).doesNotContainKey("open/1");
      assertThat(ResultReports.seat(s.load(), "open", 1, black)).hasValueSatisfying(seat -> {
        assertThat(seat.ref()).isEqualTo(one);
        assertThat(seat.colour()).isEqualTo(Colour.BLACK);
      });
      assertThat(ResultReports.currentSeat(s.load(), red)).hasValueSatisfying(seat -> assertThat(seat.colour())
          .isEqualTo(Colour.RED));

      // Red reports: REPORTED; the game (what the standings read) is untouched.
      BoardReport reported = ResultReports.claim(s, one, red, Result.RED_WIN);
      assertThat(reported.state()).isEqualTo(State.REPORTED);
      assertThat(reported.red()).hasValueSatisfying(c -> assertThat(c.result()).isEqualTo(Result.RED_WIN));
      assertThat(reported.black()).isEmpty();
      assertThat(game(s, one).result()).isEqualTo(Result.NOT_PLAYED);
      long mark1 = ResultReports.marks(s).get("open/1");

      // Black says a draw: DISPUTED; then he replaces his claim: CONFIRMED. Each claim moves the mark.
      assertThat(ResultReports.claim(s, one, black, Result.DRAW).state()).isEqualTo(State.DISPUTED);
      long mark2 = ResultReports.marks(s).get("open/1");
      assertThat(mark2).isGreaterThan(mark1);
      BoardReport confirmed = ResultReports.claim(s, one, black, Result.RED_WIN);
      assertThat(confirmed.state()).isEqualTo(State.CONFIRMED);
      assertThat(confirmed.agreed()).contains(Result.RED_WIN);
      long mark3 = ResultReports.marks(s).get("open/1");
      assertThat(mark3).isGreaterThan(mark2);
      assertThat(game(s, one).result()).isEqualTo(Result.NOT_PLAYED);
      // The same claim again changes nothing: no entry, the same mark and revision.
      long revision = s.revision();
      ResultReports.claim(s, one, black, Result.RED_WIN);
      assertThat(s.revision()).isEqualTo(revision);
      assertThat(ResultReports.marks(s).get("open/1")).isEqualTo(mark3);
      assertThat(log(s, "report.claim")).hasSize(3);

      // Accept: only with the version read; then ACCEPTED and the game holds the result.
      assertThat(kind(() -> ResultReports.accept(s, one, confirmed.gameVersion() + 1)))
          .isEqualTo(Problem.Kind.CONFLICT);
      Results.Change accepted = ResultReports.accept(s, one, confirmed.gameVersion());
      assertThat(accepted.after().result()).isEqualTo(Result.RED_WIN);
      assertThat(game(s, one).result()).isEqualTo(Result.RED_WIN);
      assertThat(ResultReports.board(s, one).state()).isEqualTo(State.ACCEPTED);
      assertThat(log(s, "result.enter")).last().satisfies(e -> {
        assertThat(e.actor()).isEqualTo("裁判长");
        assertThat(e.details()).contains("accepted, confirmed by both");
      });
      // A second claim after acceptance: CONFLICT, for either side.
      assertThat(kind(() -> ResultReports.claim(s, one, red, Result.DRAW))).isEqualTo(Problem.Kind.CONFLICT);
      assertThat(kind(() -> ResultReports.claim(s, one, black, Result.RED_WIN))).isEqualTo(Problem.Kind.CONFLICT);

      // A player of another board, a result no player reports, a board that is not there.
      GameRef two = board(2);
      Game g2 = game(s, two);
      assertThat(kind(() -> ResultReports.claim(s, two, red, Result.DRAW))).isEqualTo(Problem.Kind.REFUSED);
      assertThatThrownBy(() -> ResultReports.claim(s, two, g2.red(), Result.RED_WIN_BY_FORFEIT))
          .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.kind())
              .isEqualTo(Problem.Kind.INVALID_INPUT))
          .hasMessageContaining("forfeits and lateness are the arbiter's");
      assertThat(kind(() -> ResultReports.board(s, board(999)))).isEqualTo(Problem.Kind.NOT_FOUND);

      // Accept refuses a board only reported, or disputed.
      ResultReports.claim(s, two, g2.red(), Result.DRAW);
      assertThat(kind(() -> ResultReports.accept(s, two, ResultReports.board(s, two).gameVersion())))
          .isEqualTo(Problem.Kind.CONFLICT);
      ResultReports.claim(s, two, g2.black(), Result.BLACK_WIN);
      assertThat(ResultReports.board(s, two).state()).isEqualTo(State.DISPUTED);
      assertThat(kind(() -> ResultReports.accept(s, two, ResultReports.board(s, two).gameVersion())))
          .isEqualTo(Problem.Kind.CONFLICT);
      assertThat(game(s, two).result()).isEqualTo(Result.NOT_PLAYED);

      // Auto-accept on: the confirming claim records the result, its actor the player who confirmed.
      assertThat(ResultReports.autoAccept(s, "open", 1)).isFalse();
      ResultReports.autoAccept(s, "open", 1, true);
      ResultReports.autoAccept(s, "open", 1, true); // as it is: nothing logged
      assertThat(ResultReports.autoAccept(s, "open", 1)).isTrue();
      assertThat(log(s, "report.auto")).singleElement().satisfies(e -> {
        assertThat(e.subject()).isEqualTo("open/1");
        assertThat(e.actor()).isEqualTo("裁判长");
      });
      GameRef three = board(3);
      Game g3 = game(s, three);
      assertThat(ResultReports.claim(s, three, g3.black(), Result.BLACK_WIN).state()).isEqualTo(State.REPORTED);
      assertThat(game(s, three).result()).isEqualTo(Result.NOT_PLAYED);
      assertThat(ResultReports.claim(s, three, g3.red(), Result.BLACK_WIN).state()).isEqualTo(State.ACCEPTED);
      assertThat(game(s, three).result()).isEqualTo(Result.BLACK_WIN);
      assertThat(log(s, "result.enter")).last().satisfies(e -> {
        assertThat(e.subject()).isEqualTo("open/1/3");
        assertThat(e.actor()).isEqualTo("棋手 " + s.load().nameZh(g3.red()));
        assertThat(e.details()).contains("auto-accepted, confirmed by both");
      });

      // Auto-accept off: a confirmed board waits; accept-all takes it.
      ResultReports.autoAccept(s, "open", 1, false);
      GameRef four = board(4);
      Game g4 = game(s, four);
      ResultReports.claim(s, four, g4.red(), Result.DRAW);
      ResultReports.claim(s, four, g4.black(), Result.DRAW);
      assertThat(ResultReports.counts(ResultReports.round(s, "open", 1))).satisfies(c -> {
        assertThat(c.confirmed()).isEqualTo(1);
        assertThat(c.disputed()).isEqualTo(1);
        assertThat(c.accepted()).isEqualTo(2);
        assertThat(c.reported()).isZero();
        assertThat(c.none() + c.reported() + c.confirmed() + c.disputed() + c.accepted())
            .isEqualTo(s.load().roundsOf("open").get(0).games().size());
      });
      assertThat(ResultReports.acceptConfirmed(s, "open", 1)).singleElement()
          .satisfies(c -> assertThat(c.ref()).isEqualTo(four));
      assertThat(game(s, four).result()).isEqualTo(Result.DRAW);
      assertThat(ResultReports.acceptConfirmed(s, "open", 1)).isEmpty();

      // Who: the player as arbiters name him; never a code in any row of the log.
      PlayerCodes.reset(s, g2.red());
      assertThat(log(s, "report.claim")).first().satisfies(e -> {
        assertThat(e.actor()).isEqualTo("棋手 " + nameRed);
        assertThat(e.subject()).isEqualTo("open/1/1");
        assertThat(e.before()).isNull();
        assertThat(e.after()).isEqualTo("{\"side\":\"red\",\"result\":\"1-0\",\"player\":\"" + red + "\"}");
      });
      Set<String> every = new java.util.HashSet<>(codes.values());
      every.add(PlayerCodes.of(s, g2.red()));
      for (AuditEntry e : s.read(AuditLog::list)) {
        String row = String.join("|", e.at(), e.actor(), e.action(), String.valueOf(e.subject()),
            String.valueOf(e.before()), String.valueOf(e.after()), String.valueOf(e.details()));
        for (String code : every) {
          assertThat(row).doesNotContain(code);
        }
      }
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }

    // A claim changed behind chuhe's back, one inserted, auto-accept switched on: each found.
    Tamper.sql(db, "UPDATE result_claims SET result = '0-1' WHERE board = 2 AND side = 'red'",
        "UPDATE report_rounds SET auto_accept = TRUE");
    try (Session s = Session.open(db, null, "裁判长")) {
      assertThat(AuditTrail.verify(s, List.of()).problems()).extracting(Problem::where)
          .containsExactly("result_claims open/1/2/red", "report_rounds open/1");
      assertThat(AuditTrail.verify(s, List.of()).problems().get(0).en()).startsWith("the log says ")
          .contains(" claims 1/2 (at ").contains("the data holds ").contains(" claims 0-1 (at ")
          .endsWith("the data was changed outside chuhe");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aDraftTakesNoClaimAndAnUndoneRoundTakesItsClaimsAlong(Backend backend) {
    try (Session s = paired(backend)) {
      PairRound.inDatabase(s, new PairRound.Request("open", false, Set.of(), List.of(), true));
      GameRef one = board(1);
      Game g = game(s, one);
      assertThat(kind(() -> ResultReports.claim(s, one, g.red(), Result.RED_WIN))).isEqualTo(Problem.Kind.NOT_FOUND);
      assertThat(ResultReports.seat(s.load(), "open", 1, g.red())).isEmpty();
      assertThat(ResultReports.currentSeat(s.load(), g.red())).isEmpty();
      assertThat(ResultReports.round(s, "open", 1)).isEmpty();
      Pairings.publish(s, "open", null);
      assertThat(ResultReports.currentSeat(s.load(), g.red())).isPresent();
      ResultReports.claim(s, one, g.red(), Result.RED_WIN);
      ResultReports.autoAccept(s, "open", 1, true);
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();

      Pairings.undoPairing(s, "open", 1);
      assertThat(ResultReports.marks(s)).isEmpty();
      Events.pairNext(s, "open");
      assertThat(ResultReports.round(s, "open", 1)).extracting(BoardReport::state).containsOnly(State.NONE);
      assertThat(ResultReports.autoAccept(s, "open", 1)).isFalse();
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }
  }

  /**
   * A reader holding the tournament keeps it across players' claims, codes and the auto-accept switch (the same
   * object, a new revision and head), and reads it again after anything else: here an arbiter's acceptance, and an
   * auto-accepted confirmation, whose result is logged as an arbiter's would be.
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void aReaderKeepsTheTournamentAcrossClaimsAndReadsItAgainAfterAResult(Backend backend) {
    try (Session s = paired(backend)) {
      Events.pairNext(s, "open");
      AuditTrail.StampedRevision first = AuditTrail.stampedRevision(s, null);
      assertThat(AuditTrail.stampedRevision(s, first)).isSameAs(first);
      GameRef one = board(1);
      Game g = game(s, one);
      ResultReports.claim(s, one, g.red(), Result.RED_WIN);
      ResultReports.claim(s, one, g.black(), Result.RED_WIN);
      PlayerCodes.reset(s, g.red());
      ResultReports.autoAccept(s, "open", 1, true);
      AuditTrail.StampedRevision claimed = AuditTrail.stampedRevision(s, first);
      assertThat(claimed.tournament()).isSameAs(first.tournament());
      assertThat(claimed.revision()).isGreaterThan(first.revision());
      assertThat(claimed.head()).isEqualTo(AuditTrail.head(s)).isNotEqualTo(first.head());

      ResultReports.accept(s, one, ResultReports.board(s, one).gameVersion());
      AuditTrail.StampedRevision accepted = AuditTrail.stampedRevision(s, claimed);
      assertThat(accepted.tournament()).isNotSameAs(first.tournament()).isEqualTo(s.load());
      assertThat(game(s, one).result()).isEqualTo(Result.RED_WIN);

      GameRef two = board(2);
      Game g2 = game(s, two);
      ResultReports.claim(s, two, g2.red(), Result.DRAW);
      AuditTrail.StampedRevision reported = AuditTrail.stampedRevision(s, accepted);
      assertThat(reported.tournament()).isSameAs(accepted.tournament());
      ResultReports.claim(s, two, g2.black(), Result.DRAW); // auto-accepted: the result is in the tournament
      assertThat(AuditTrail.stampedRevision(s, reported).tournament()).isEqualTo(s.load())
          .isNotSameAs(accepted.tournament());
    }
  }
}
