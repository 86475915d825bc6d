package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Tamper;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.Unit;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A team's line-up for a round entered by the arbiter (出场名单, {@link LineUps}), on both databases. The event: the
 * city league of eight teams, four boards, six declared players each (two reserves); round 1 is the Berger table's
 * 1–8, 2–7, 3–6, 4–5, match 1 on boards 1–4, the first team red on boards 1 and 3.
 */
class LineUpsTest {
  @TempDir Path dir;

  private Tournament entered;
  private List<String> first;
  private List<String> eighth;

  /** The league registered and round 1 paired (published unless {@code draft}); returns the database. */
  private String league(Backend backend, boolean draft) {
    entered = Simulation.run(SimulationSpec.of(2, Presets.get("city-team-league"), 8), 1).withRounds(List.of());
    first = entered.units().get(0).lineUp();
    eighth = entered.units().get(7).lineUp();
    String spec = backend.newDatabase(dir);
    Tournaments.importDocument(spec, entered, null, "league.json", "裁判长");
    try (Session s = Session.open(spec, null, "裁判长")) {
      PairRound.inDatabase(s, new PairRound.Request("league", false, Set.of(), List.of(), draft));
    }
    return spec;
  }

  private String number(String player) {
    return String.valueOf(entered.player(player).orElseThrow().number());
  }

  private List<Game> match1(Session s) {
    return s.load().roundsOf("league").get(0).games().subList(0, 4);
  }

  /**
   * Team 1 fields A B D E (C rests, reserve E moves up to board 4), given by pairing numbers: board 3 is D's, red,
   * board 4 E's, black; the other matches' boards keep their games and versions, the changed boards move past the
   * version a results form showed; the log replays the entry.
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void aReserveMovesUpIntoTheBoardOfThePlayerWhoRests(Backend backend) {
    String spec = league(backend, false);
    try (Session s = Session.open(spec, null, "裁判长")) {
      Round before = s.load().roundsOf("league").get(0);
      LineUps.Entered e = LineUps.enter(s, "league", 1, "1", List.of(number(first.get(0)), number(first.get(1)),
          number(first.get(3)), number(first.get(4))));
      assertThat(e.team().id()).isEqualTo(entered.units().get(0).id());
      assertThat(e.unchanged()).isFalse();
      assertThat(match1(s)).extracting(Game::board, Game::red, Game::black).containsExactly(
          tuple(1, first.get(0), eighth.get(0)), tuple(2, eighth.get(1), first.get(1)),
          tuple(3, first.get(3), eighth.get(2)), tuple(4, eighth.get(3), first.get(4)));
      Round after = s.load().roundsOf("league").get(0);
      assertThat(after.games().subList(4, 16)).isEqualTo(before.games().subList(4, 16));
      assertThat(after.matches()).isEqualTo(before.matches());
      assertThat(after.draft()).isFalse();

      // a form that showed board 3 before the change (version 0) is refused; board 5 is as it was
      assertThatThrownBy(() -> Results.record(s, new Results.GameRef("league", 1, 3), Result.RED_WIN,
          new Results.Expect.Version(0))).isInstanceOf(ProblemException.class)
          .satisfies(x -> assertThat(((ProblemException) x).kind()).isEqualTo(Problem.Kind.CONFLICT));
      Results.record(s, new Results.GameRef("league", 1, 5), Result.RED_WIN, new Results.Expect.Version(0));
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
      assertThat(AuditTrail.search(s, new AuditTrail.Search(null, null, null, null, "lineup.enter", 1, 10)).entries())
          .singleElement().satisfies(x -> assertThat(x.subject()).isEqualTo("league/1"));
    }
    // a board changed behind chuhe's back after the entry is named
    Tamper.sql(spec, "UPDATE games SET red = '" + first.get(2) + "' WHERE round_number = 1 AND board = 3");
    try (Session s = Session.open(spec, null, "检查")) {
      assertThat(AuditTrail.verify(s, List.of()).problems()).extracting(Problem::where)
          .containsExactly("games league/1/3");
    }
  }

  /**
   * A team short of players (缺人) fields three by name: board 4 has no game, the other team's fourth player wins it
   * by forfeit (he stands in the round's byes). Entered full again, board 4 is back.
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void aShortTeamLeavesItsBottomBoardEmptyAndAFullLineUpBringsItBack(Backend backend) {
    String spec = league(backend, true);
    try (Session s = Session.open(spec, null, "裁判长")) {
      Round before = s.load().roundsOf("league").get(0);
      Unit team1 = entered.units().get(0);
      String name = entered.player(first.get(0)).orElseThrow().name();
      LineUps.enter(s, "league", 1, team1.name(), List.of(name, number(first.get(1)), "id:" + first.get(2)));
      Round shortRound = s.load().roundsOf("league").get(0);
      assertThat(shortRound.draft()).isTrue();
      assertThat(shortRound.games()).extracting(Game::board).doesNotContain(4).hasSize(15);
      assertThat(shortRound.byes()).containsExactly(eighth.get(3));
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();

      LineUps.Entered back = LineUps.enter(s, "league", 1, team1.id(), first.subList(0, 4));
      assertThat(back.after()).isEqualTo(before);
      assertThat(LineUps.enter(s, "league", 1, team1.id(), first.subList(0, 4)).unchanged()).isTrue();
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
      Pairings.publish(s, "league", 1);
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }
  }

  /**
   * The second team of match 1 (team 8, black on boards 1 and 3) fields its reserve: 5th declared player on board 4,
   * red. Another match's team short too; re-entering a line-up already in place changes nothing (no entry, no new
   * versions). Then the round is taken back: the log, replayed, still agrees (its games in board order).
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void theSecondTeamsColoursTwoShortMatchesAndTheRoundTakenBack(Backend backend) {
    String spec = league(backend, false);
    try (Session s = Session.open(spec, null, "裁判长")) {
      String team8 = entered.units().get(7).id();
      LineUps.enter(s, "league", 1, team8, List.of(eighth.get(0), eighth.get(1), eighth.get(2), eighth.get(4)));
      assertThat(match1(s)).extracting(Game::board, Game::red, Game::black).containsExactly(
          tuple(1, first.get(0), eighth.get(0)), tuple(2, eighth.get(1), first.get(1)),
          tuple(3, first.get(2), eighth.get(2)), tuple(4, eighth.get(4), first.get(3)));
      String team1 = entered.units().get(0).id();
      List<String> second = entered.units().get(1).lineUp();
      LineUps.enter(s, "league", 1, team1, first.subList(0, 3));
      LineUps.enter(s, "league", 1, entered.units().get(1).id(), second.subList(0, 3));
      Round before = s.load().roundsOf("league").get(0);
      assertThat(before.byes()).containsExactlyInAnyOrder(eighth.get(4), entered.units().get(6).lineUp().get(3));
      int logged = AuditTrail.search(s, new AuditTrail.Search(null, null, null, null, "lineup.enter", 1, 10)).total();
      assertThat(LineUps.enter(s, "league", 1, team1, first.subList(0, 3)).unchanged()).isTrue();
      assertThat(s.load().roundsOf("league").get(0)).isEqualTo(before);
      assertThat(AuditTrail.search(s, new AuditTrail.Search(null, null, null, null, "lineup.enter", 1, 10)).total())
          .isEqualTo(logged);
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
      Pairings.undoPairing(s, "league", 1);
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
      assertThatThrownBy(() -> LineUps.enter(s, "league", 1, team1, List.of()))
          .isInstanceOf(ProblemException.class).hasMessageContaining("nothing has been paired");
    }
  }

  /**
   * Refused, naming the field: a line-up out of the declared order, a player of another team, a team that does not
   * exist; and once a board of the match has a result, its line-ups are fixed (another match's still change).
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void wrongLineUpsAndStartedMatchesAreRefused(Backend backend) {
    String spec = league(backend, false);
    try (Session s = Session.open(spec, null, "裁判长")) {
      String team1 = entered.units().get(0).id();
      assertThatThrownBy(() -> LineUps.enter(s, "league", 1, team1, List.of(first.get(1), first.get(0))))
          .isInstanceOf(ProblemException.class).hasMessageContaining("lineUp.players")
          .hasMessageContaining("breaks the declared order");
      assertThatThrownBy(() -> LineUps.enter(s, "league", 1, team1, List.of(first.get(0), eighth.get(1))))
          .isInstanceOf(ProblemException.class).hasMessageContaining("is not in the declared line-up");
      assertThatThrownBy(() -> LineUps.enter(s, "league", 1, "火星队", List.of(first.get(0))))
          .isInstanceOf(ProblemException.class).hasMessageContaining("no such team: 火星队");
      assertThatThrownBy(() -> LineUps.enter(s, "league", 1, team1, List.of()))
          .isInstanceOf(ProblemException.class).hasMessageContaining("lineUp.players")
          .hasMessageContaining("give the players, board 1 first");
      // Two arbiters with the same form: the first enters A B D E; the second, whose form showed A B C D, is refused.
      List<String> shownBefore = first.subList(0, 4);
      LineUps.enter(s, "league", 1, team1, List.of(first.get(0), first.get(1), first.get(3), first.get(4)),
          shownBefore);
      assertThatThrownBy(() -> LineUps.enter(s, "league", 1, team1, first.subList(0, 3), shownBefore))
          .isInstanceOf(ProblemException.class).hasMessageContaining("was changed meanwhile")
          .satisfies(x -> assertThat(((ProblemException) x).kind()).isEqualTo(Problem.Kind.CONFLICT));
      LineUps.enter(s, "league", 1, team1, first.subList(0, 4));
      assertThatThrownBy(() -> LineUps.enter(s, "league", 2, team1, List.of(first.get(0))))
          .isInstanceOf(ProblemException.class).hasMessageContaining("last paired round only (1)");

      Results.record(s, new Results.GameRef("league", 1, 2), Result.DRAW, new Results.Expect.NoResult());
      assertThatThrownBy(() -> LineUps.enter(s, "league", 1, team1, first.subList(1, 5)))
          .isInstanceOf(ProblemException.class).hasMessageContaining("match 1 already has results")
          .hasMessageContaining("boards 2");
      String team2 = entered.units().get(1).id();
      List<String> second = entered.units().get(1).lineUp();
      LineUps.enter(s, "league", 1, team2, List.of(second.get(0), second.get(1), second.get(2), second.get(5)));
      assertThat(s.load().roundsOf("league").get(0).games().get(7).board()).isEqualTo(8);
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }
  }
}
