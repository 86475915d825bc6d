package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.Backend;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The use cases a front end calls with plain arguments: the draw and the pairing of the next round, in the database
 * and in a document, give the same answer for the same tournament and request.
 */
class UseCasesTest {
  @TempDir Path dir;

  private Session registered(String preset) {
    Session s = Session.open(Events.create(Backend.SQLITE, dir, preset), null, "裁判长");
    Events.registerField(s, preset);
    return s;
  }

  private static Map<String, Integer> numbers(Tournament t) {
    return t.players().stream().filter(p -> p.number() != null)
        .collect(Collectors.toMap(Player::id, Player::number));
  }

  @Test
  void theDrawWithASeedGivesTheSameNumbersInTheDatabaseAndInADocument() {
    try (Session s = registered("qingyuan-2016")) {
      Tournament before = s.load();
      DrawNumbers.Outcome document = DrawNumbers.inDocument(before, new DrawNumbers.Request(null, 2016L));
      DrawNumbers.Outcome database = DrawNumbers.inDatabase(s, new DrawNumbers.Request(null, 2016L));
      assertThat(database.seed()).isEqualTo(2016L);
      assertThat(database.seedChosen()).isFalse();
      assertThat(numbers(database.tournament())).isEqualTo(numbers(document.tournament())).isNotEmpty();
      assertThat(numbers(s.load())).isEqualTo(numbers(document.tournament()));
      assertThat(database.drawn()).hasSize(1);
      assertThat(database.drawn().get(0).numbered()).extracting(Player::number)
          .isSorted().first().isEqualTo(1);
    }
  }

  @Test
  void withoutASeedTheDrawChoosesOneAndRecordsIt() {
    try (Session s = registered("qingyuan-2016")) {
      Tournament before = s.load();
      DrawNumbers.Outcome drawn = DrawNumbers.inDatabase(s, new DrawNumbers.Request(null, null));
      assertThat(drawn.seedChosen()).isTrue();
      // The seed reproduces the draw: the same players drawn again with it get the same numbers.
      DrawNumbers.Outcome again = DrawNumbers.inDocument(before, new DrawNumbers.Request(null, drawn.seed()));
      assertThat(numbers(s.load())).isEqualTo(numbers(again.tournament()));
      // And it is recorded with the draw, in the audit log.
      assertThat(s.read(AuditLog::list).stream()
          .filter(e -> e.action().equals("draw")).map(e -> e.details()).toList())
          .anyMatch(details -> details.contains("\"seed\":\"" + drawn.seed() + "\""));
    }
  }

  @Test
  void pairingTheNextRoundGivesTheSameListInTheDatabaseAndInADocument() {
    try (Session s = registered("xiaoyi-2019")) {
      DrawNumbers.inDatabase(s, new DrawNumbers.Request(null, 7L));
      PairRound.Request request = new PairRound.Request(null, false, Set.of(), List.of());
      Tournament drawn = s.load();
      PairRound.Outcome document = PairRound.inDocument(drawn, request, "裁判长");
      PairRound.Outcome database = PairRound.inDatabase(s, request);
      assertThat(database.divisions()).extracting(PairRound.Paired::division)
          .isEqualTo(document.divisions().stream().map(PairRound.Paired::division).toList()).isNotEmpty();
      for (int i = 0; i < database.divisions().size(); i++) {
        assertThat(boards(database.divisions().get(i).result().round()))
            .isEqualTo(boards(document.divisions().get(i).result().round()));
      }
      assertThat(s.load().rounds()).hasSize(document.tournament().rounds().size());
    }
  }

  private static List<String> boards(Round r) {
    return r.games().stream().map((Game g) -> g.board() + ":" + g.red() + "-" + g.black()).toList();
  }

  @Test
  void anUnknownDivisionIsNamedAndNothingIsWritten() {
    try (Session s = registered("qingyuan-2016")) {
      assertThatThrownBy(() -> DrawNumbers.inDatabase(s, new DrawNumbers.Request("nosuch", 1L)))
          .isInstanceOfSatisfying(ProblemException.class,
              e -> assertThat(e.problems().get(0).en()).contains("no division \"nosuch\""));
      assertThat(numbers(s.load())).isEmpty();
    }
  }

  @Test
  void nothingLeftToPairIsARefusalNotBadInput() {
    try (Session s = registered("qingyuan-2016")) {
      DrawNumbers.inDatabase(s, new DrawNumbers.Request(null, 1L));
      Tournament t = s.load();
      // Every round played: the regulations refuse another.
      Tournament done = t;
      for (int r = 1; r <= t.regulations().roundsOf("open"); r++) {
        List<Round> rounds = new java.util.ArrayList<>(done.rounds());
        Round paired = TestPairings.pair(done, "open", r);
        rounds.add(new Round("open", r, paired.games().stream().map(g -> g.withResult(Result.DRAW)).toList(),
            paired.byes(), paired.changes()));
        done = done.withRounds(rounds);
      }
      Tournament finished = done;
      assertThatThrownBy(() -> PairRound.inDocument(finished, new PairRound.Request(null, false, Set.of(),
          List.of()), "裁判长"))
          .isInstanceOfSatisfying(ProblemException.class,
              e -> assertThat(e.kind()).isEqualTo(Problem.Kind.REFUSED));
    }
  }

  /**
   * A round's sheet gives every board with the version a form sends back: a change based on it goes through and
   * moves the version on, and the same form sent again is refused, as another arbiter's stale form is.
   */
  @Test
  void theBoardsOfARoundCarryTheVersionsTheLockExpects() {
    try (Session s = registered("qingyuan-2016")) {
      Events.draw(s);
      Round round = Events.pairNext(s, "open");
      List<Results.Board> boards = Results.boards(s, "open", 1);
      assertThat(boards).extracting(b -> b.ref().board()).isSorted().hasSize(round.games().size());
      assertThat(boards).allSatisfy(b -> assertThat(b.version()).isZero());
      Results.Board first = boards.get(0);
      Results.record(s, first.ref(), Result.DRAW, new Results.Expect.Version(first.version()));
      Results.Board now = Results.boards(s, "open", 1).get(0);
      assertThat(now.game().result()).isEqualTo(Result.DRAW);
      assertThat(now.version()).isEqualTo(first.version() + 1);
      assertThatThrownBy(() -> Results.record(s, first.ref(), Result.RED_WIN,
          new Results.Expect.Version(first.version())))
          .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.kind()).isEqualTo(Problem.Kind.CONFLICT));
      assertThat(Results.boards(s, "open", 2)).isEmpty();
    }
  }
}
