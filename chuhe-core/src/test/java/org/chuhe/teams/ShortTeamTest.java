package org.chuhe.teams;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Game;
import org.chuhe.model.Outcome;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.Withdrawal;
import org.chuhe.pairing.BoardNote;
import org.chuhe.pairing.NextRound;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.PairingResult;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.pairing.Violation;
import org.chuhe.regulations.Format;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * A team short of players (缺人): 2 teams of 4 boards, no reserves, team round robin (one round, T1 first: red on
 * boards 1 and 3). T2's fourth player T2.4 withdrew before round 1, so T2 fields T2.1–T2.3 and leaves board 4 empty;
 * T1.4, alone there, wins it by forfeit (the Laws' rule for a player who does not come).
 *
 * <pre>
 * board 1 T1.1-T2.1 1-0   T1 2, T2 0
 * board 2 T2.2-T1.2 1/2   T1 1, T2 1
 * board 3 T1.3-T2.3 0-1   T1 0, T2 2
 * board 4 T1.4 alone      T1 2 (forfeit win), T2 0
 * game points T1 5, T2 3: T1 wins the match, 场分 2 : 0
 * </pre>
 */
class ShortTeamTest {
  private static final String D = TeamEvents.DIVISION;

  private static Tournament shortEvent() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 4, 0, 9), 2);
    return new Tournament(t.id(), t.name(), t.regulations(), t.units(), t.players(), List.of(),
        List.of(new Withdrawal("T2.4", 0, "伤病")), List.of(), List.of(), null);
  }

  private static Tournament withResults(Tournament t, Round r, String... codes) {
    List<Game> games = new ArrayList<>();
    for (int i = 0; i < r.games().size(); i++) {
      games.add(r.games().get(i).withResult(Result.parse(codes[i]).orElseThrow()));
    }
    return TeamEvents.add(t, r.withGames(games, r.byes()));
  }

  /** The score of the first match of the first round. */
  private static MatchScore firstMatch(Tournament played) {
    Round round = played.roundsOf(D).get(0);
    return MatchScore.of(played, round, round.matches().get(0));
  }

  @Test
  void theBoardLeftEmptyIsWonByForfeitAndCounts() {
    Tournament t = shortEvent();
    PairingResult paired = NextRound.pair(t, D, PairingOptions.DEFAULT);
    Round r = paired.round();
    assertThat(r.games()).extracting(g -> g.board() + " " + g.red() + "-" + g.black())
        .containsExactly("1 T1.1-T2.1", "2 T2.2-T1.2", "3 T1.3-T2.3");
    assertThat(r.byes()).containsExactly("T1.4");
    assertThat(paired.notes()).extracting(BoardNote::zh)
        .contains("第 1 场第 4 台：2号队 第2队 缺人，4号 队1棋手4（第1队） 不战而胜（对方缺席判负）");

    Tournament played = withResults(t, r, "1-0", "1/2", "0-1");
    MatchScore s = firstMatch(played);
    assertThat(s.firstBoards()).containsExactly(2, 1, 0, 2);
    assertThat(s.secondBoards()).containsExactly(0, 1, 2, 0);
    assertThat(List.of(s.firstGamePoints(), s.secondGamePoints())).containsExactly(5, 3);
    assertThat(List.of(s.firstMatchPoints(), s.secondMatchPoints())).containsExactly(2, 0);
    assertThat(s.finished()).isTrue();
    assertThat(s.secondAbsent()).isFalse();

    Map<String, TeamHistory> teams = TeamHistories.of(played, D, 1);
    assertThat(teams.get("T1").matchPoints()).isEqualTo(2);
    assertThat(teams.get("T1").gamePoints()).isEqualTo(5);
    assertThat(TeamRanking.of(played, D)).extracting(TeamRanking.TeamRank::team).containsExactly("T1", "T2");
    // T1.4's own record: a forfeit win, 2 points, no opponent; board 4's prize list has his game.
    var entry = Histories.of(played, D).get("T1.4").entry(1);
    assertThat(entry.outcome()).isEqualTo(Outcome.FORFEIT_WIN);
    assertThat(entry.points()).isEqualTo(2);
    assertThat(entry.opponent()).isNull();
    assertThat(BoardPrizes.of(played, D, 1).get(4)).singleElement()
        .satisfies(l -> assertThat(List.of(l.player(), l.games(), l.points())).containsExactly("T1.4", 1, 2));
    assertThat(PairingChecker.checkAll(played)).allSatisfy(c -> assertThat(c.violations()).isEmpty());
  }

  /** The arbiter enters a short line-up for a round paired with full ones: the empty board follows it. */
  @Test
  void aShortLineUpEnteredByTheArbiterLeavesItsBottomBoardEmpty() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 4, 0, 9), 2);
    Round full = NextRound.pair(t, D, PairingOptions.DEFAULT).round();
    assertThat(full.games()).hasSize(4);
    assertThat(full.byes()).isEmpty();
    Round shortened = TeamLineUps.withLineUp(t, full, "T1", List.of("T1.1", "T1.2"));
    assertThat(shortened.games()).extracting(Game::board).containsExactly(1, 2);
    assertThat(shortened.byes()).containsExactly("T2.3", "T2.4");
    assertThat(TeamLineUps.fielded(shortened, shortened.matches().get(0), t.unit("T2").orElseThrow(), 4))
        .containsExactly("T2.1", "T2.2", "T2.3", "T2.4");
    assertThat(TeamLineUps.fielded(shortened, shortened.matches().get(0), t.unit("T1").orElseThrow(), 4))
        .containsExactly("T1.1", "T1.2", null, null);
    // Back to a full line-up: nobody is alone at a board any more.
    assertThat(TeamLineUps.withLineUp(t, shortened, "T1", List.of("T1.1", "T1.2", "T1.3", "T1.4")).byes())
        .isEmpty();
    Tournament played = withResults(t, shortened, "1/2", "1/2");
    // 1 + 1 on boards 1 and 2, boards 3 and 4 T2's by forfeit: T1 2, T2 6.
    MatchScore s = firstMatch(played);
    assertThat(List.of(s.firstGamePoints(), s.secondGamePoints())).containsExactly(2, 6);
    assertThat(PairingChecker.checkAll(played).get(0).violations()).isEmpty();
  }

  @Test
  void theCheckerStillNamesABoardMissingBetweenPlayedOnesAndAPlayerAloneWhereNoBoardIsEmpty() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 4, 0, 9), 2);
    Round full = NextRound.pair(t, D, PairingOptions.DEFAULT).round();
    // Board 2 left out though boards 3 and 4 are played: not a short team.
    Round gap = full.withGames(List.of(full.games().get(0), full.games().get(2), full.games().get(3)), List.of());
    RoundCheck c = PairingChecker.checkAll(TeamEvents.add(t, gap)).get(0);
    assertThat(c.violations()).extracting(Violation::zh).contains("第 1 场缺第 2 台（应为全轮第 2 台）");
    // T1.4 entered as alone at an empty board while every board is played.
    Round alone = full.withGames(full.games(), List.of("T1.4"));
    RoundCheck c2 = PairingChecker.checkAll(TeamEvents.add(t, alone)).get(0);
    assertThat(c2.violations()).extracting(Violation::zh).anyMatch(z -> z.contains("记为空台不战而胜"));
    // A short team whose empty board is not its last: T2 leaves board 3 empty but plays board 4.
    Round holed = TeamLineUps.withLineUp(t, full, "T2", List.of("T2.1", "T2.2"));
    Round wrongPlace = holed.withGames(List.of(holed.games().get(0), holed.games().get(1), Game.of(4, "T2.3", "T1.4",
        Result.NOT_PLAYED)), List.of("T1.3"));
    RoundCheck c3 = PairingChecker.checkAll(TeamEvents.add(t, wrongPlace)).get(0);
    assertThat(c3.violations()).extracting(Violation::zh).anyMatch(z -> z.contains("第2队 第 3 台空缺，其下台次却有人"));
  }

  /** Both teams without a fourth player (T1.4 and T2.4 withdrew): board 4 is empty on both sides, lost by both. */
  @Test
  void aBoardEmptyOnBothSidesIsADoubleForfeit() {
    Tournament base = TeamEvents.event(TeamEvents.regulations(Format.TEAM_ROUND_ROBIN, 4, 0, 9), 2);
    Tournament t = new Tournament(base.id(), base.name(), base.regulations(), base.units(), base.players(), List.of(),
        List.of(new Withdrawal("T1.4", 0, "伤病"), new Withdrawal("T2.4", 0, "伤病")), List.of(), List.of(), null);
    Round r = NextRound.pair(t, D, PairingOptions.DEFAULT).round();
    assertThat(r.games()).hasSize(3);
    assertThat(r.byes()).isEmpty();
    Tournament played = withResults(t, r, "1-0", "1-0", "1-0");
    // Red wins everywhere: T1 red on 1 and 3 (2 + 0 + 2), T2 red on 2 (2); board 4 nobody's: T1 4, T2 2.
    MatchScore s = firstMatch(played);
    assertThat(s.firstBoards()).containsExactly(2, 0, 2, 0);
    assertThat(s.secondBoards()).containsExactly(0, 2, 0, 0);
    assertThat(List.of(s.firstMatchPoints(), s.secondMatchPoints())).containsExactly(2, 0);
    assertThat(PairingChecker.checkAll(played).get(0).violations()).isEmpty();
  }
}
