package org.chuhe.teams;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.model.Unit;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.pairing.Violation;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Format;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/** Line-ups in the declared order and the Laws' board colours (§13.2). */
class TeamLineUpsTest {
  private final Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 4, 2, 5), 2);
  private final Unit t1 = t.unit("T1").orElseThrow();

  @Test
  void aReserveMovesUpButNobodyPlaysAboveAPlayerDeclaredBeforeHim() {
    // Declared T1.1 … T1.6 (T1.5, T1.6 reserves). T1.1 T1.2 T1.4 T1.5: T1.3 rests, T1.5 moves up: in order.
    assertThat(TeamLineUps.problem(t, t1, List.of("T1.1", "T1.2", "T1.4", "T1.5"))).isEmpty();
    // T1.1 T1.3 T1.2 T1.4: T1.2 is declared before T1.3 but plays below him.
    assertThat(TeamLineUps.problem(t, t1, List.of("T1.1", "T1.3", "T1.2", "T1.4")).orElseThrow()[0])
        .contains("出场顺序与报名顺序不符").contains("队1棋手2");
    assertThat(TeamLineUps.problem(t, t1, List.of("T1.1", "T2.1")).orElseThrow()[1])
        .contains("not in the declared line-up");
  }

  @Test
  void theFirstTeamHasRedOnTheOddBoards() {
    Tournament r1 = TeamEvents.round(t, List.of("T2-T1"), List.of());
    List<Game> games = r1.roundsOf(TeamEvents.DIVISION).get(0).games();
    assertThat(games).extracting(Game::board).containsExactly(1, 2, 3, 4);
    assertThat(games).extracting(Game::red).containsExactly("T2.1", "T1.2", "T2.3", "T1.4");
    assertThat(games).extracting(Game::black).containsExactly("T1.1", "T2.2", "T1.3", "T2.4");
  }

  @Test
  void theArbiterEntersALineUpAndTheCheckerRefusesAnOutOfOrderOne() {
    Tournament r1 = TeamEvents.round(t, List.of("T1-T2"), List.of());
    Round round = r1.roundsOf(TeamEvents.DIVISION).get(0);
    Round changed = TeamLineUps.withLineUp(t, round, "T2", List.of("T2.1", "T2.3", "T2.4", "T2.6"));
    assertThat(TeamLineUps.fielded(changed, changed.matches().get(0), t.unit("T2").orElseThrow(), 4))
        .containsExactly("T2.1", "T2.3", "T2.4", "T2.6");
    assertThat(TeamLineUps.fielded(changed, changed.matches().get(0), t1, 4))
        .containsExactly("T1.1", "T1.2", "T1.3", "T1.4");
    assertThat(TeamRoundChecker.check(t, changed).passes()).isTrue();
    assertThatThrownBy(() -> TeamLineUps.withLineUp(t, round, "T2", List.of("T2.2", "T2.1")))
        .isInstanceOf(ProblemException.class).hasMessageContaining("lineUp.players");
    // The same out-of-order line-up written into the round directly: the checker names it.
    List<Game> swapped = changed.games().stream().map(g -> g.board() == 2 ? new Game(2, "T2.4", g.black(),
        g.result(), null, null, null) : g.board() == 3 ? new Game(3, g.red(), "T2.3", g.result(), null, null, null)
        : g).toList();
    RoundCheck c = TeamRoundChecker.check(t, changed.withGames(swapped, List.of()));
    assertThat(c.violations()).extracting(Violation::rule).containsExactly(Violation.Rule.TEAM_LINE_UP);
  }

  /**
   * A withdrawn player cannot be entered (T1.2 withdrew before round 1); and two teams each one player short leave
   * board 4 empty on both sides, which the checker accepts as a double forfeit.
   */
  @Test
  void aWithdrawnPlayerIsRefusedAndBothTeamsShortOnOneBoardIsADoubleForfeit() {
    Tournament gone = new Tournament(t.id(), t.name(), t.regulations(), t.units(), t.players(), List.of(),
        List.of(new org.chuhe.model.Withdrawal("T1.2", 0, "伤病")), List.of(), List.of(), null);
    Round round = TeamEvents.round(gone, List.of("T1-T2"), List.of()).roundsOf(TeamEvents.DIVISION).get(0);
    assertThatThrownBy(() -> TeamLineUps.withLineUp(gone, round, "T1", List.of("T1.1", "T1.2", "T1.3")))
        .isInstanceOf(ProblemException.class).hasMessageContaining("lineUp.players")
        .hasMessageContaining("has withdrawn");
    Round shortBoth = TeamLineUps.withLineUp(gone, TeamLineUps.withLineUp(gone, round, "T1",
        List.of("T1.1", "T1.3", "T1.4")), "T2", List.of("T2.1", "T2.2", "T2.3"));
    assertThat(shortBoth.games()).extracting(Game::board).containsExactly(1, 2, 3);
    assertThat(shortBoth.byes()).isEmpty();
    assertThat(TeamRoundChecker.check(gone, shortBoth).violations()).isEmpty();
  }

  @Test
  void theCheckerNamesAPlayerOnTheWrongSideAndAMissingBoard() {
    Round round = TeamEvents.round(t, List.of("T1-T2"), List.of()).roundsOf(TeamEvents.DIVISION).get(0);
    // Board 1 with colours reversed: T2's player red, although T1 moves first; board 3 missing between played ones.
    List<Game> reversed = round.games().stream().map(g -> g.board() == 1 ? new Game(1, g.black(), g.red(),
        g.result(), null, null, null) : g).filter(g -> g.board() != 3).toList();
    RoundCheck c = TeamRoundChecker.check(t, round.withGames(reversed, List.of()));
    assertThat(c.passes()).isFalse();
    assertThat(c.violations()).extracting(Violation::rule).contains(Violation.Rule.TEAM_BOARDS);
    assertThat(c.violations()).anyMatch(v -> v.zh().contains("缺第 3 台"));
    assertThat(c.violations()).anyMatch(v -> v.zh().contains("不是 1号队 第1队 的队员"));
  }
}
