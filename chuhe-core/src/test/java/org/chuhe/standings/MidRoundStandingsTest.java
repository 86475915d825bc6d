package org.chuhe.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.regulations.Criterion.DIRECT_ENCOUNTER;
import static org.chuhe.regulations.Criterion.OPPONENT_SCORE;
import static org.chuhe.regulations.Criterion.PROGRESSIVE_SCORE;
import static org.chuhe.regulations.Criterion.REVERSE_ROUND_COMPARISON;

import java.util.List;
import org.chuhe.regulations.Criterion;
import org.chuhe.testing.TournamentBuilder;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * The standings while a round is being played (issue 23, docs/standings.md "During a round"): only games with a
 * result count, and a bye only once every game of its round has a result. Worked on paper; the old figures (which
 * counted the round's new opponents and its bye) are in the comments to show what changed.
 *
 * <pre>
 * R1 (complete):     A-B 1-0   C-D ½   E-F ½   bye G          after R1: A2 B0 C1 D1 E1 F1 G2
 * R2 (2 of 3 in):    A-D …     G-E 1-0 B-F 1-0 bye C (its round not complete: not counted yet)
 * counted points:    A2 B2 C1 D1 E1 F1 G4                     lowest (what a bye adds to 对手分) = 1
 * 对手分:  A B2 = 2 (old B2+D1 = 3)   B A2+F1 = 3   C D1 = 1 (old D1+bye = 2)   D C1 = 1 (old C3+A2 = 5)
 *          E F1+G4 = 5   F E1+B2 = 3   G bye 1 + E1 = 2
 * 累进分:  A 2+2 = 4   B 0+2 = 2   C 1+1 = 2 (old 1+3 = 4)   D 1+1 = 2   E 1+1 = 2   F 1+1 = 2   G 2+4 = 6
 * C_1 (名次逆比): A2 B0 C1 D1 E1 F1 G2
 * </pre>
 */
class MidRoundStandingsTest {

  private static TournamentBuilder underWay() {
    return TournamentBuilder.of("A", "B", "C", "D", "E", "F", "G")
        .round("A-B 1-0", "C-D 1/2", "E-F 1/2", "bye G")
        .round("A-D pending", "G-E 1-0", "B-F 1-0", "bye C");
  }

  @Test
  void opponentScoreCountsOnlyGamesWithAResultAndByesOfCompleteRounds() {
    DivisionStandings s = StandingsEngine.rank(underWay().chain(OPPONENT_SCORE).build(), "open");
    assertThat(points(s)).containsExactly("G4", "B2", "A2", "E1", "F1", "C1", "D1");
    assertThat(values(s, OPPONENT_SCORE)).containsExactly("2", "3", "2", "5", "3", "1", "1");
  }

  /** The issue's own example: a player who beat a 0-point opponent and waits for his round-2 result has 对手分 0. */
  @Test
  void aWinOverANoughtAndAGameStillOnGiveOpponentScoreNought() {
    DivisionStandings s = StandingsEngine.rank(TournamentBuilder.of("A", "B", "C", "D")
        .round("A-B 1-0", "C-D 1-0")
        .round("A-C pending", "B-D pending").chain(OPPONENT_SCORE).build(), "open");
    assertThat(s.row("A").orElseThrow().tieBreaks().get(OPPONENT_SCORE).display()).isEqualTo("0");
    assertThat(s.counted().zh()).isEqualTo("第 2 轮进行中，已录入 0 / 2 台");
  }

  @Test
  void progressiveScoreAddsNothingForAGameOrByeNotCountedYet() {
    DivisionStandings s = StandingsEngine.rank(underWay().chain(PROGRESSIVE_SCORE).build(), "open");
    assertThat(s.row("A").orElseThrow().tieBreaks().get(PROGRESSIVE_SCORE).display()).isEqualTo("4");
    assertThat(s.row("C").orElseThrow().tieBreaks().get(PROGRESSIVE_SCORE).display()).isEqualTo("2");
    assertThat(s.row("G").orElseThrow().tieBreaks().get(PROGRESSIVE_SCORE).display()).isEqualTo("6");
    assertThat(values(s, PROGRESSIVE_SCORE)).containsExactly("6", "4", "2", "2", "2", "2", "2");
  }

  /**
   * 直胜 with a game still on: A and B (2 points) met in round 1, A won, so A is ahead. C, D, E, F (1 point): of their
   * six pairs only C-D and E-F have a result (A-D is on, and is no meeting of the group anyway), so 直胜 does not
   * apply to the four; 对手分 E5 F3 C1 D1 splits them, and C and D, who drew, stay level: a shared place.
   */
  @Test
  void directEncounterCountsOnlyGamesWithAResult() {
    DivisionStandings s = StandingsEngine.rank(underWay().chain(DIRECT_ENCOUNTER, OPPONENT_SCORE).build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("G", "A", "B", "E", "F", "C", "D");
    assertThat(s.explain("A", "B").criterion()).isEqualTo(DIRECT_ENCOUNTER);
    assertThat(s.explain("E", "F").criterion()).isEqualTo(OPPONENT_SCORE);
    assertThat(s.row("C").orElseThrow().sharedRank()).isTrue();
    assertThat(s.row("C").orElseThrow().rank()).isEqualTo(6);
    assertThat(s.row("D").orElseThrow().rank()).isEqualTo(6);
  }

  /** Two players paired in the round under way have not met yet: their game on the board decides nothing. */
  @Test
  void aGameWithoutAResultIsNoDirectEncounter() {
    Tournament t = TournamentBuilder.of("A", "B", "C", "D")
        .round("A-C 1-0", "B-D 1-0")
        .round("A-B pending", "C-D 1/2").chain(DIRECT_ENCOUNTER).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.explain("A", "B").criterion()).isNull();
    assertThat(s.row("A").orElseThrow().sharedRank()).isTrue();
  }

  /** 名次逆比 during round 2 compares C_1: A 2 against B 0 (equal points, 2 each, as counted). */
  @Test
  void reverseRoundComparisonComparesTheRoundsBeforeTheOneUnderWay() {
    DivisionStandings s = StandingsEngine.rank(underWay().chain(REVERSE_ROUND_COMPARISON).build(), "open");
    assertThat(s.row("A").orElseThrow().tieBreaks().get(REVERSE_ROUND_COMPARISON).display()).isEqualTo("2");
    assertThat(s.row("B").orElseThrow().tieBreaks().get(REVERSE_ROUND_COMPARISON).display()).isEqualTo("0");
    assertThat(s.explain("A", "B").higher()).isEqualTo("A");
    assertThat(s.explain("A", "B").criterion()).isEqualTo(REVERSE_ROUND_COMPARISON);
    // C, D, E, F: C_1 = 1 each, nothing else in the chain: one shared place
    assertThat(s.explain("C", "F").criterion()).isNull();
  }

  @Test
  void theTitleSaysWhatIsCounted() {
    Tournament t = underWay().build();
    DivisionStandings live = StandingsEngine.rank(t, "open");
    assertThat(live.counted()).isEqualTo(new RoundsCounted(2, 2, 3, 0));
    assertThat(live.counted().complete()).isFalse();
    assertThat(live.counted().zh()).isEqualTo("第 2 轮进行中，已录入 2 / 3 台");
    assertThat(live.counted().en()).isEqualTo("round 2 in progress, 2 of 3 results in");
    assertThat(StandingsEngine.lastCompleteRound(t, "open")).isEqualTo(1);

    DivisionStandings after1 = StandingsEngine.rankAfter(t, "open", 1);
    assertThat(after1.counted().zh()).isEqualTo("第 1 轮后");
    assertThat(points(after1)).containsExactlyInAnyOrder("A2", "G2", "C1", "D1", "E1", "F1", "B0");
    assertThat(points(after1).get(6)).isEqualTo("B0");
  }

  /** Once the last result is in, the bye counts: C 1 + 2 = 3, 对手分 D1 + the lowest final score 1 = 2. */
  @Test
  void theLastResultOfTheRoundBringsItsByeIn() {
    Tournament t = TournamentBuilder.of("A", "B", "C", "D", "E", "F", "G")
        .round("A-B 1-0", "C-D 1/2", "E-F 1/2", "bye G")
        .round("A-D 1-0", "G-E 1-0", "B-F 1-0", "bye C").chain(OPPONENT_SCORE).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.counted().zh()).isEqualTo("第 2 轮后");
    assertThat(s.row("C").orElseThrow().points()).isEqualTo(3);
    assertThat(s.row("C").orElseThrow().tieBreaks().get(OPPONENT_SCORE).display()).isEqualTo("2");
    assertThat(StandingsEngine.lastCompleteRound(t, "open")).isEqualTo(2);
  }

  /** A round paired provisionally while an earlier game has no result: the title says that too. */
  @Test
  void anEarlierGameWithoutItsResultIsNamedInTheTitle() {
    Tournament t = TournamentBuilder.of("A", "B", "C", "D")
        .round("A-B 1-0", "C-D pending")
        .round("A-C 1-0", "B-D 1-0").build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.counted().complete()).isFalse();
    assertThat(s.counted().zh()).isEqualTo("第 2 轮进行中，已录入 2 / 2 台（前几轮尚缺 1 台结果）");
    assertThat(StandingsEngine.lastCompleteRound(t, "open")).isZero();
    assertThat(StandingsEngine.rankAfter(t, "open", 0).counted().zh()).isEqualTo("开赛前");
  }

  private static List<String> points(DivisionStandings s) {
    return s.rows().stream().map(r -> r.playerId() + r.points()).toList();
  }

  private static List<String> values(DivisionStandings s, Criterion c) {
    return s.rows().stream().map(r -> r.tieBreaks().get(c)).map(v -> v == null ? "-" : v.display()).toList();
  }
}
