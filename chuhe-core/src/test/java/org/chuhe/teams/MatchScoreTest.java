package org.chuhe.teams;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.model.Round;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/** The score of a match from its boards (Laws §13.2, §13.3), worked by hand. */
class MatchScoreTest {

  private static MatchScore score(Tournament t) {
    Round r = t.roundsOf(TeamEvents.DIVISION).get(0);
    return MatchScore.of(t, r, r.matches().get(0));
  }

  private static Tournament fourBoards() {
    return TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 4, 2, 5), 2);
  }

  @Test
  void moreGamePointsWinTheMatch() {
    // T1 first: red on boards 1 and 3, black on 2 and 4. 1-0 (T1 +2), 1/2 (1 each), 1-0 (T1 +2), 0-1 (black T1 +2).
    // T1: 2 + 1 + 2 + 2 = 7; T2: 0 + 1 + 0 + 0 = 1. T1 wins, 场分 2 : 0.
    MatchScore s = score(TeamEvents.round(fourBoards(), List.of("T1-T2"), List.of(), "1-0 1/2 1-0 0-1"));
    assertThat(s.firstGamePoints()).isEqualTo(7);
    assertThat(s.secondGamePoints()).isEqualTo(1);
    assertThat(s.firstMatchPoints()).isEqualTo(2);
    assertThat(s.secondMatchPoints()).isZero();
    assertThat(s.firstBoards()).containsExactly(2, 1, 2, 2);
    assertThat(s.secondBoards()).containsExactly(0, 1, 0, 0);
  }

  @Test
  void equalGamePointsDrawTheMatch() {
    // 1-0 (T1 2), 1-0 (board 2: red is T2's player, T2 2), 1/2, 1/2: 4 : 4, a drawn match, 1 : 1.
    MatchScore s = score(TeamEvents.round(fourBoards(), List.of("T1-T2"), List.of(), "1-0 1-0 1/2 1/2"));
    assertThat(s.firstGamePoints()).isEqualTo(4);
    assertThat(s.secondGamePoints()).isEqualTo(4);
    assertThat(List.of(s.firstMatchPoints(), s.secondMatchPoints())).containsExactly(1, 1);
  }

  @Test
  void aForfeitedBoardScoresAsAForfeitAndTheMatchStillCounts() {
    // Board 2's red (T2's player) does not come: -+ wins it for T1's black player (2). 1/2, -+, 0-1 (T2 2), 1/2.
    // T1: 1 + 2 + 0 + 1 = 4; T2: 1 + 0 + 2 + 1 = 4: drawn.
    MatchScore s = score(TeamEvents.round(fourBoards(), List.of("T1-T2"), List.of(), "1/2 -+ 0-1 1/2"));
    assertThat(s.firstGamePoints()).isEqualTo(4);
    assertThat(s.secondGamePoints()).isEqualTo(4);
    assertThat(s.firstAbsent()).isFalse();
    assertThat(s.firstMatchPoints()).isEqualTo(1);
  }

  @Test
  void aTeamThatDoesNotAppearLosesAndTwoSuchTeamsBothLose() {
    // T2 does not come: T2's players are black on 1 and 3 (+-), red on 2 and 4 (-+): T1 8 : 0, 场分 2 : 0.
    MatchScore s = score(TeamEvents.round(fourBoards(), List.of("T1-T2"), List.of(), "+- -+ +- -+"));
    assertThat(s.secondAbsent()).isTrue();
    assertThat(List.of(s.firstGamePoints(), s.secondGamePoints())).containsExactly(8, 0);
    assertThat(List.of(s.firstMatchPoints(), s.secondMatchPoints())).containsExactly(2, 0);
    // Neither comes: every board a double forfeit, 0 : 0 game points, but no drawn match: both lose (0 : 0).
    MatchScore none = score(TeamEvents.round(fourBoards(), List.of("T1-T2"), List.of(), "-- -- -- --"));
    assertThat(none.firstAbsent()).isTrue();
    assertThat(none.secondAbsent()).isTrue();
    assertThat(List.of(none.firstMatchPoints(), none.secondMatchPoints())).containsExactly(0, 0);
  }

  @Test
  void anUnfinishedMatchScoresNothingYet() {
    MatchScore s = score(TeamEvents.round(fourBoards(), List.of("T1-T2"), List.of(), "1-0 1/2 1-0"));
    assertThat(s.finished()).isFalse();
    assertThat(List.of(s.firstMatchPoints(), s.secondMatchPoints())).containsExactly(0, 0);
  }

  @Test
  void otherMatchScalesOfSection13_3() {
    // 3/1/0 (§13.3), 3 boards: 1-0, 1-0, 1/2 with T1 first (red on 1 and 3, black on 2): T1 2 + 0 + 1 = 3, T2
    // 0 + 2 + 1 = 3: drawn, 1 each;
    // 1-0, 1/2, 1-0: T1 2 + 1 + 2 = 5 against 1: won, 3 : 0.
    TeamMatchRules rules = new TeamMatchRules(3, 0, 3, 1, 0, null, null, null);
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 3, rules), 2);
    MatchScore drawn = score(TeamEvents.round(t, List.of("T1-T2"), List.of(), "1-0 1-0 1/2"));
    assertThat(List.of(drawn.firstMatchPoints(), drawn.secondMatchPoints())).containsExactly(1, 1);
    MatchScore won = score(TeamEvents.round(t, List.of("T1-T2"), List.of(), "1-0 1/2 1-0"));
    assertThat(List.of(won.firstGamePoints(), won.secondGamePoints())).containsExactly(5, 1);
    assertThat(List.of(won.firstMatchPoints(), won.secondMatchPoints())).containsExactly(3, 0);
  }
}
