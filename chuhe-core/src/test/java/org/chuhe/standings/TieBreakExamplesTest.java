package org.chuhe.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.chuhe.regulations.Criterion.BLACK_GAMES;
import static org.chuhe.regulations.Criterion.BLACK_WINS;
import static org.chuhe.regulations.Criterion.DIRECT_ENCOUNTER;
import static org.chuhe.regulations.Criterion.DROP_FIRST_ROUNDS;
import static org.chuhe.regulations.Criterion.DROP_LAST_ROUNDS;
import static org.chuhe.regulations.Criterion.FOULS;
import static org.chuhe.regulations.Criterion.LOTS;
import static org.chuhe.regulations.Criterion.OPPONENT_SCORE;
import static org.chuhe.regulations.Criterion.PENALISED_LAST;
import static org.chuhe.regulations.Criterion.PROGRESSIVE_SCORE;
import static org.chuhe.regulations.Criterion.REVERSE_ROUND_COMPARISON;
import static org.chuhe.regulations.Criterion.SONNEBORN_BERGER;
import static org.chuhe.regulations.Criterion.WINS;

import java.util.List;
import org.chuhe.model.PenaltyKind;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.GameRecordPolicy;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TieBreakRules;
import org.chuhe.regulations.TieBreakRules.ByeOpponentScore;
import org.chuhe.testing.TournamentBuilder;
import org.junit.jupiter.api.Test;

/**
 * Hand-worked examples, one or more per criterion. The numbers in the comments were worked out on paper from the
 * definitions in the rules digest §6.2 and are what the assertions check.
 */
class TieBreakExamplesTest {

  /**
   * Five players, three rounds, with a bye each round, a forfeit and a double forfeit.
   *
   * <pre>
   * R1: A-B 1-0, C-D ½, bye E      R2: A-C ½, E-B 0-1, bye D      R3: B-C +- (forfeit), D-E -- (double), bye A
   * points:  A 2+1+2=5  B 0+2+2=4  C 1+1+0=2  D 1+2+0=3  E 2+0+0=2      lowest final score = 2
   * 对手分:   A B4+C2+bye2=8  B A5+E2+C2=9  C D3+A5+B4=12  D C2+bye2+E2=6  E bye2+B4+D3=9
   * 累进分:   A 2+3+5=10  B 0+2+4=6  C 1+2+2=5  D 1+3+3=7  E 2+2+2=6
   * 胜局 (bye, forfeit counted): A 2  B 2  C 0  D 1  E 1
   * 后走局数 (played only): A 0  B 2  C 1  D 1  E 0;   后手胜局: B 1, others 0
   * </pre>
   */
  private static TournamentBuilder fivePlayers() {
    return TournamentBuilder.of("A", "B", "C", "D", "E")
        .round("A-B 1-0", "C-D 1/2", "bye E")
        .round("A-C 1/2", "E-B 0-1", "bye D")
        .round("B-C +-", "D-E --", "bye A");
  }

  @Test
  void pointsAndOpponentScoreWithByeForfeitAndDoubleForfeit() {
    DivisionStandings s = StandingsEngine.rank(fivePlayers().chain(OPPONENT_SCORE).build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("A", "B", "D", "C", "E");
    assertThat(s.rows()).extracting(StandingsRow::points).containsExactly(5, 4, 3, 2, 2);
    assertThat(values(s, OPPONENT_SCORE)).containsExactly("8", "9", "6", "12", "9");
    assertThat(s.explain("E", "C").criterion()).isEqualTo(OPPONENT_SCORE);
    assertThat(s.explain("E", "C").higher()).isEqualTo("C");
  }

  @Test
  void byeCanAddZeroToOpponentScore() {
    DivisionStandings s = StandingsEngine.rank(fivePlayers()
        .tieBreaks(new TieBreakRules(List.of(OPPONENT_SCORE), ByeOpponentScore.ZERO, null, null, null)).build(), "open");
    // A: 4+2+0 = 6, D: 2+0+2 = 4, E: 0+4+3 = 7
    assertThat(s.row("A").orElseThrow().tieBreaks().get(OPPONENT_SCORE).display()).isEqualTo("6");
    assertThat(s.row("D").orElseThrow().tieBreaks().get(OPPONENT_SCORE).display()).isEqualTo("4");
    assertThat(s.row("E").orElseThrow().tieBreaks().get(OPPONENT_SCORE).display()).isEqualTo("7");
  }

  @Test
  void progressiveWinsBlackGamesAndBlackWins() {
    DivisionStandings s = StandingsEngine.rank(
        fivePlayers().chain(PROGRESSIVE_SCORE, WINS, BLACK_GAMES, BLACK_WINS).build(), "open");
    // C and E have 2 points each; E's progressive score 6 beats C's 5.
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("A", "B", "D", "E", "C");
    assertThat(values(s, PROGRESSIVE_SCORE)).containsExactly("10", "6", "7", "6", "5");
    assertThat(values(s, WINS)).containsExactly("2", "2", "1", "1", "0");
    assertThat(values(s, BLACK_GAMES)).containsExactly("0", "2", "1", "0", "1");
    assertThat(values(s, BLACK_WINS)).containsExactly("0", "1", "0", "0", "0");
  }

  @Test
  void winsWithoutByeAndForfeitsWhenTheRegulationsSaySo() {
    DivisionStandings s = StandingsEngine.rank(fivePlayers()
        .tieBreaks(new TieBreakRules(List.of(WINS), null, false, false, null)).build(), "open");
    // only wins over the board: A 1 (R1), B 1 (R2), others 0
    assertThat(values(s, WINS)).containsExactly("1", "1", "0", "0", "0");
  }

  @Test
  void blackGamesMayCountForfeits() {
    DivisionStandings s = StandingsEngine.rank(fivePlayers()
        .tieBreaks(new TieBreakRules(List.of(BLACK_GAMES), null, null, null, true)).build(), "open");
    // C adds R3 (black, forfeited), E adds R3 (black, double forfeit)
    assertThat(values(s, BLACK_GAMES)).containsExactly("0", "2", "1", "2", "1");
  }

  @Test
  void reverseRoundComparisonAndDroppingRounds() {
    // C: C_2 = 2, C_1 = 1 ; E: C_2 = 2, C_1 = 2 -> E ahead on the second comparison
    DivisionStandings reverse = StandingsEngine.rank(fivePlayers().chain(REVERSE_ROUND_COMPARISON).build(), "open");
    assertThat(reverse.row("C").orElseThrow().tieBreaks().get(REVERSE_ROUND_COMPARISON).display()).isEqualTo("2,1");
    assertThat(reverse.row("E").orElseThrow().tieBreaks().get(REVERSE_ROUND_COMPARISON).display()).isEqualTo("2,2");
    assertThat(reverse.explain("C", "E").higher()).isEqualTo("E");
    // seed 004's wording gives the same numbers
    DivisionStandings dropLast = StandingsEngine.rank(fivePlayers().chain(DROP_LAST_ROUNDS).build(), "open");
    assertThat(dropLast.rows()).extracting(StandingsRow::playerId)
        .containsExactlyElementsOf(reverse.rows().stream().map(StandingsRow::playerId).toList());
    // 14.3.2 tail: T - s1, T - s1 - s2.  C: 2-1=1, 2-1-1=0 ; E: 2-2=0 -> C ahead
    DivisionStandings dropFirst = StandingsEngine.rank(fivePlayers().chain(DROP_FIRST_ROUNDS).build(), "open");
    assertThat(dropFirst.row("C").orElseThrow().tieBreaks().get(DROP_FIRST_ROUNDS).display()).isEqualTo("1,0");
    assertThat(dropFirst.row("E").orElseThrow().tieBreaks().get(DROP_FIRST_ROUNDS).display()).isEqualTo("0,0");
    assertThat(dropFirst.explain("C", "E").higher()).isEqualTo("C");
  }

  @Test
  void sonnebornBergerKeepsHalves() {
    // A beat B (4) and drew C (2): 4 + 1 = 5.  C drew D (3) and A (5): 1.5 + 2.5 = 4
    DivisionStandings s = StandingsEngine.rank(fivePlayers().chain(SONNEBORN_BERGER).build(), "open");
    assertThat(s.row("A").orElseThrow().tieBreaks().get(SONNEBORN_BERGER).display()).isEqualTo("5");
    assertThat(s.row("C").orElseThrow().tieBreaks().get(SONNEBORN_BERGER).display()).isEqualTo("4");
    // B: beat E (2) over the board, beat C (2) by forfeit: 2 + 2 = 4
    assertThat(s.row("B").orElseThrow().tieBreaks().get(SONNEBORN_BERGER).display()).isEqualTo("4");
    // D drew C (2): 1 -> odd doubled value shows a half
    assertThat(s.row("D").orElseThrow().tieBreaks().get(SONNEBORN_BERGER).display()).isEqualTo("1");
  }

  @Test
  void fewerFoulsRankAhead() {
    // A and B draw both games; B collects two fouls, A one
    var t = TournamentBuilder.of("A", "B", "C", "D")
        .round("A-B 1/2 fouls 1:0", "C-D 1-0")
        .round("B-A 1/2 fouls 2:0", "D-C 1/2")
        .chain(FOULS).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("C", "A", "B", "D");
    assertThat(s.row("B").orElseThrow().tieBreaks().get(FOULS).display()).isEqualTo("2");
    assertThat(s.explain("B", "A").criterion()).isEqualTo(FOULS);
    assertThat(s.explain("B", "A").en()).contains("fewer ranks ahead");
  }

  @Test
  void foulPenaltiesAndMissingRecordsAddFouls() {
    Regulations records = TournamentBuilder.withChain(new Regulations(null, null, null, null, null, null, null, null,
            null, null, null, null, null, new GameRecordPolicy(10, 1, true, 1), null, null, null, null, null, null,
            null, null, null, null),
        new TieBreakRules(List.of(FOULS, OPPONENT_SCORE), null, null, null, null));
    var t = TournamentBuilder.of("A", "B", "C", "D").regulations(records)
        .round("A-B 1-0 norecord", "C-D 1-0")
        .penalty("C", PenaltyKind.FOUL, 1)
        .build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    // A won and owed the record: one foul and one point off 对手分 (B has 0 -> -1)
    assertThat(s.row("A").orElseThrow().tieBreaks().get(FOULS).display()).isEqualTo("1");
    assertThat(s.row("A").orElseThrow().tieBreaks().get(OPPONENT_SCORE).display()).isEqualTo("-1");
    assertThat(s.row("C").orElseThrow().tieBreaks().get(FOULS).display()).isEqualTo("1");
  }

  @Test
  void penalisedPlayersRankBehindEqualScores() {
    // seed 000: penalised players rank behind all equal-scored players, before any other criterion
    var t = TournamentBuilder.of("A", "B", "C", "D")
        .round("A-B 1-0", "C-D 1-0")
        .penalty("A", PenaltyKind.RANK_BEHIND_EQUAL, 1)
        .chain(PENALISED_LAST, OPPONENT_SCORE).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("C", "A", "B", "D");
    assertThat(s.explain("A", "C").criterion()).isEqualTo(PENALISED_LAST);
  }

  @Test
  void opponentScoreDeduction() {
    // seed 004: "扣除对手分1分"
    var t = TournamentBuilder.of("A", "B", "C", "D")
        .round("A-B 1-0", "C-D 1-0")
        .round("A-C 1/2", "B-D 1/2")
        .penalty("A", PenaltyKind.OPPONENT_SCORE_DEDUCTION, 1)
        .chain(OPPONENT_SCORE).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    // A: 3, C: 3. OS A = B1 + C3 - 1 = 3, C = D1 + A3 = 4
    assertThat(s.rows()).extracting(StandingsRow::playerId).startsWith("C", "A");
    assertThat(s.row("A").orElseThrow().tieBreaks().get(OPPONENT_SCORE).display()).isEqualTo("3");
  }

  @Test
  void withdrawnPlayerStaysWithFrozenScore() {
    // D withdraws after round 1; his 2 points stay and count in A's 对手分.
    var t = TournamentBuilder.of("A", "B", "C", "D")
        .round("A-B 1-0", "D-C 1-0")
        .round("A-C 1-0", "bye B")
        .withdraw("D", 1)
        .chain(OPPONENT_SCORE).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.row("D").orElseThrow().withdrawn()).isTrue();
    assertThat(s.row("D").orElseThrow().points()).isEqualTo(2);
    // C lost to D (2) and A (4): 6
    assertThat(s.row("C").orElseThrow().tieBreaks().get(OPPONENT_SCORE).display()).isEqualTo("6");
  }

  /**
   * Three players tied whose mini-table is complete: A drew B and beat C, B drew C. Mini-table A 3, B 2, C 1.
   * R1 A-B ½, C-D 1-0, E-F 1-0; R2 A-C 1-0, B-E ½, D-F 1-0; R3 B-C ½, A-F 0-1, D-E 0-1.
   * Points A 3, B 3, C 3, D 2, E 5, F 2.
   */
  @Test
  void directEncounterWithCompleteMiniTable() {
    var t = TournamentBuilder.of("A", "B", "C", "D", "E", "F")
        .round("A-B 1/2", "C-D 1-0", "E-F 1-0")
        .round("A-C 1-0", "B-E 1/2", "D-F 1-0")
        .round("B-C 1/2", "A-F 0-1", "D-E 0-1")
        .chain(DIRECT_ENCOUNTER, OPPONENT_SCORE).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("E", "A", "B", "C", "D", "F");
    assertThat(s.row("A").orElseThrow().tieBreaks().get(DIRECT_ENCOUNTER).display()).isEqualTo("3");
    assertThat(s.row("C").orElseThrow().tieBreaks().get(DIRECT_ENCOUNTER).display()).isEqualTo("1");
    // D and F: two tied, D beat F in round 2
    assertThat(s.explain("F", "D").criterion()).isEqualTo(DIRECT_ENCOUNTER);
    assertThat(s.explain("F", "D").higher()).isEqualTo("D");
  }

  /**
   * Four players tied whose mini-table is incomplete (B-F and C-F never met): direct encounter is skipped,
   * 对手分 splits B (10) | A, F (9) | C (8), and the chain restarts on A and F, who met: F beat A.
   * R1 A-B ½, C-D 1-0, E-F 1-0; R2 A-C 1-0, B-E ½, D-F ½; R3 B-C ½, A-F 0-1, D-E ½.
   * Points A 3, B 3, C 3, D 2, E 4, F 3.
   */
  @Test
  void directEncounterSkippedForIncompleteMiniTableThenAppliedAfterRestart() {
    var t = TournamentBuilder.of("A", "B", "C", "D", "E", "F")
        .round("A-B 1/2", "C-D 1-0", "E-F 1-0")
        .round("A-C 1-0", "B-E 1/2", "D-F 1/2")
        .round("B-C 1/2", "A-F 0-1", "D-E 1/2")
        .chain(DIRECT_ENCOUNTER, OPPONENT_SCORE).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("E", "B", "F", "A", "C", "D");
    assertThat(values(s, OPPONENT_SCORE)).containsExactly("8", "10", "9", "9", "8", "10");
    assertThat(s.explain("B", "A").criterion()).isEqualTo(OPPONENT_SCORE);
    assertThat(s.explain("A", "F").criterion()).isEqualTo(DIRECT_ENCOUNTER);
    assertThat(s.explain("A", "F").higher()).isEqualTo("F");
    assertThat(s.row("B").orElseThrow().tieBreaks()).doesNotContainKey(DIRECT_ENCOUNTER);
  }

  /**
   * Three players tied on 4 points whose mini-table is incomplete (only B and C met: C won in round 2), chain
   * 直胜, 前轮积分逆比. Direct encounter does not apply to the three. The reverse comparison's first total, C_2, is
   * A 4, B 2, C 2: it separates A, and B and C, still tied, restart the chain from its first criterion, where
   * direct encounter now applies to the two of them: C beat B. Had the comparison gone on to C_1 (B 2, C 0), B would
   * have been ahead; the chain does not go there.
   *
   * <pre>
   * R1: A-D 1-0, B-E 1-0, F-C 1-0     R2: C-B 1-0, A-E 1-0, D-F ½     R3: F-A 1-0, B-D 1-0, C-E 1-0
   * s_k: A 2,2,0  B 2,0,2  C 0,2,2  D 0,1,0  E 0,0,0  F 2,1,2
   * points: F 5, A 4, B 4, C 4, D 1, E 0.   C_2: A 4, B 2, C 2.   C_1: A 2, B 2, C 0.
   * </pre>
   */
  private static TournamentBuilder threeTiedBackwardComparison() {
    return TournamentBuilder.of("A", "B", "C", "D", "E", "F")
        .round("A-D 1-0", "B-E 1-0", "F-C 1-0")
        .round("C-B 1-0", "A-E 1-0", "D-F 1/2")
        .round("F-A 1-0", "B-D 1-0", "C-E 1-0");
  }

  @Test
  void backwardComparisonSeparatesOneAndTheRestartDecidesTheOtherTwoByDirectEncounter() {
    DivisionStandings s = StandingsEngine.rank(
        threeTiedBackwardComparison().chain(DIRECT_ENCOUNTER, REVERSE_ROUND_COMPARISON, LOTS).build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("F", "A", "C", "B", "D", "E");
    assertThat(s.rows()).extracting(StandingsRow::rank).containsExactly(1, 2, 3, 4, 5, 6);
    assertThat(values(s, REVERSE_ROUND_COMPARISON)).containsExactly("3,2", "4,2", "2,0", "2,2", "1,0", "0,0");
    // direct encounter is shown where it applied: to B and C, after the restart
    assertThat(values(s, DIRECT_ENCOUNTER)).containsExactly("-", "-", "2", "0", "-", "-");

    RankExplanation ab = s.explain("B", "A");
    assertThat(ab).extracting(RankExplanation::higher, RankExplanation::criterion, RankExplanation::higherValue,
            RankExplanation::lowerValue, RankExplanation::equalOn, RankExplanation::notApplied)
        .containsExactly("A", REVERSE_ROUND_COMPARISON, "4", "2", List.of(), List.of(DIRECT_ENCOUNTER));
    assertThat(ab.zh()).contains("直胜不适用（三人同分，小循环不完整：应赛 3 局，实赛 1 局）", "（第 2 轮后积分）", "4 对 2");
    assertThat(ab.en()).contains("directEncounter (直胜) did not apply (three players, incomplete mini-table: "
        + "1 of 3 games played)", "reverseRoundComparison (total after round 2): 4 against 2")
        .doesNotContain("equal on");

    RankExplanation bc = s.explain("B", "C");
    assertThat(bc).extracting(RankExplanation::higher, RankExplanation::criterion, RankExplanation::higherValue,
            RankExplanation::lowerValue, RankExplanation::notApplied)
        .containsExactly("C", DIRECT_ENCOUNTER, "2", "0", List.of());
    assertThat(bc.zh()).contains("三人同分时按前轮积分逆比（第 2 轮后积分）先分出 1号 A，余下两人从破同分第一项重新比较", "按直胜区分：2 对 0");
    assertThat(bc.en()).contains("of the three tied, reverseRoundComparison (total after round 2) separated No. 1 A first",
        "restarted from its first criterion for the two still tied", "separated by directEncounter: 2 against 0");
  }

  @Test
  void droppingTheLastRoundsRestartsTheSameWay() {
    // seed 004's wording: T - s_3 = C_2, so the same split, explained in its own words
    DivisionStandings s = StandingsEngine.rank(
        threeTiedBackwardComparison().chain(DIRECT_ENCOUNTER, DROP_LAST_ROUNDS).build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("F", "A", "C", "B", "D", "E");
    assertThat(s.explain("A", "C").criterion()).isEqualTo(DROP_LAST_ROUNDS);
    assertThat(s.explain("A", "C").en()).contains("dropLastRounds (without the last round): 4 against 2");
    assertThat(s.explain("A", "C").zh()).contains("去末轮积分（去掉最后 1 轮）区分：4 对 2");
  }

  @Test
  void withoutDirectEncounterTheComparisonGoesOnToTheNextTotal() {
    // Nothing before the comparison depends on who is tied, so the restart finds B and C equal up to C_2 again and
    // C_1 decides: B 2, C 0. The explanation names that total.
    DivisionStandings s = StandingsEngine.rank(
        threeTiedBackwardComparison().chain(REVERSE_ROUND_COMPARISON).build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("F", "A", "B", "C", "D", "E");
    RankExplanation bc = s.explain("C", "B");
    assertThat(bc.criterion()).isEqualTo(REVERSE_ROUND_COMPARISON);
    assertThat(bc.higherValue()).isEqualTo("2");
    assertThat(bc.lowerValue()).isEqualTo("0");
    assertThat(bc.en()).contains("(total after round 1): 2 against 0");
    assertThat(bc.notApplied()).isEmpty();
  }

  /**
   * Direct encounter skipped for two players who never met, and for three with an incomplete mini-table.
   *
   * <pre>
   * R1: A-C 1-0, B-D 1-0, E-F ½      R2: A-E ½, B-F ½, C-D 1-0
   * points: A 3, B 3, C 2, E 2, F 2, D 0
   * A, B never met; 对手分 A C2+E2 = 4, B D0+F2 = 2.
   * C, E, F: only E-F met (1 of 3 pairs); 对手分 C A3+D0 = 3, E F2+A3 = 5, F E2+B3 = 5 -> E, F | C; E and F
   * restart, drew their game (direct encounter 1 : 1, equal) and have equal 对手分: they share the place.
   * </pre>
   */
  @Test
  void directEncounterNotAppliedIsSaidWithItsReason() {
    var t = TournamentBuilder.of("A", "B", "C", "D", "E", "F")
        .round("A-C 1-0", "B-D 1-0", "E-F 1/2")
        .round("A-E 1/2", "B-F 1/2", "C-D 1-0")
        .chain(DIRECT_ENCOUNTER, OPPONENT_SCORE).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("A", "B", "E", "F", "C", "D");
    assertThat(s.rows()).extracting(StandingsRow::rank).containsExactly(1, 2, 3, 3, 5, 6);
    RankExplanation ab = s.explain("B", "A");
    assertThat(ab.criterion()).isEqualTo(OPPONENT_SCORE);
    assertThat(ab.notApplied()).containsExactly(DIRECT_ENCOUNTER);
    assertThat(ab.zh()).contains("直胜不适用（两人未交手）");
    assertThat(ab.en()).contains("did not apply (two players who did not meet)", "4 against 2");
    RankExplanation ce = s.explain("C", "E");
    assertThat(ce.criterion()).isEqualTo(OPPONENT_SCORE);
    assertThat(ce.en()).contains("did not apply (three players, incomplete mini-table: 1 of 3 games played)");
    RankExplanation ef = s.explain("E", "F");
    assertThat(ef.criterion()).isNull();
    assertThat(ef.en()).contains("equal on every tie-break: they share the place (the regulations' chain has no lots)");
  }

  /**
   * Players who did not take part (未参赛). E forfeits both rounds, F withdrew before round 1, G loses a double
   * forfeit and is then not paired. D also loses the double forfeit, but has the bye in round 2: he took part, as did
   * C, whose only game over the board is a draw after a forfeit win.
   *
   * <pre>
   * R1: A-B 1-0, C-E +-, D-G --          R2: A-C ½, B-E +-, bye D
   * points: A 3, C 3, B 2, D 2; E, F, G 0 and not ranked.  Lowest final score of those ranked: 2 (B, D).
   * 对手分: A B2+C3 = 5, C E0+A3 = 3, B A3+E0 = 3, D G0+bye 2 = 2
   * </pre>
   */
  static TournamentBuilder threeWhoDidNotPlay() {
    return new TournamentBuilder()
        .player("A", "X").player("B", "Z").player("C", "Y").player("D", "Y").player("E", "X").player("F", "Z")
        .player("G", "Y")
        .round("A-B 1-0", "C-E +-", "D-G --")
        .round("A-C 1/2", "B-E +-", "bye D")
        .withdraw("F", 0);
  }

  @Test
  void playersWhoDidNotPlayAreListedApartAndNotRanked() {
    DivisionStandings s = StandingsEngine.rank(threeWhoDidNotPlay().chain(OPPONENT_SCORE, LOTS).build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("A", "C", "B", "D");
    assertThat(s.rows()).extracting(StandingsRow::rank).containsExactly(1, 2, 3, 4);
    assertThat(s.rows()).noneMatch(StandingsRow::sharedRank);
    assertThat(values(s, OPPONENT_SCORE)).containsExactly("5", "3", "3", "2");
    assertThat(s.didNotPlay()).extracting(DidNotPlay::playerId).containsExactly("E", "F", "G");
    assertThat(s.didNotPlay()).extracting(DidNotPlay::forfeits, DidNotPlay::absences, DidNotPlay::withdrawn)
        .containsExactly(tuple(2, 0, false), tuple(0, 2, true), tuple(1, 1, false));
    assertThat(s.notPlaying("F").orElseThrow().zh()).isEqualTo("缺席 2 轮，退赛");
    assertThat(s.notPlaying("G").orElseThrow().en()).isEqualTo("1 forfeit, 1 round absent");
    assertThat(s.row("E")).isEmpty();

    RankExplanation e = s.explain("E", "D");
    assertThat(e.higher()).isEqualTo("D");
    assertThat(e.criterion()).isNull();
    assertThat(e.zh()).contains("5号 E（X） 未参赛（弃权 2 轮），不排名次", "4号 D（Y） 排第 4 名");
    assertThat(e.en()).contains("did not play (2 forfeits) and is not ranked", "is ranked 4");
    assertThat(s.explain("F", "G").en()).contains("did not play: neither is ranked");
  }

  @Test
  void beforeRoundOneEverybodyIsListed() {
    DivisionStandings s = StandingsEngine.rank(TournamentBuilder.of("A", "B").build(), "open");
    assertThat(s.rows()).hasSize(2);
    assertThat(s.didNotPlay()).isEmpty();
  }

  @Test
  void aGameWithoutAResultYetCountsAsTakingPart() {
    DivisionStandings s = StandingsEngine.rank(TournamentBuilder.of("A", "B").round("A-B pending").build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("A", "B");
    assertThat(s.didNotPlay()).isEmpty();
  }

  @Test
  void recordedLotsDecideLastAndUnrecordedLotsLeaveAPlaceShared() {
    var tied = TournamentBuilder.of("A", "B").round("A-B 1/2");
    DivisionStandings shared = StandingsEngine.rank(tied.chain(OPPONENT_SCORE, LOTS).build(), "open");
    assertThat(shared.rows()).allMatch(StandingsRow::sharedRank);
    assertThat(shared.rows()).extracting(StandingsRow::rank).containsExactly(1, 1);
    assertThat(shared.explain("A", "B").criterion()).isNull();
    assertThat(shared.explain("A", "B").zh()).contains("抽签");

    DivisionStandings drawn = StandingsEngine.rank(tied.chain(OPPONENT_SCORE, LOTS).lot("A", 2).lot("B", 1).build(),
        "open");
    assertThat(drawn.rows()).extracting(StandingsRow::playerId).containsExactly("B", "A");
    assertThat(drawn.rows()).extracting(StandingsRow::rank).containsExactly(1, 2);
    assertThat(drawn.explain("A", "B").criterion()).isEqualTo(Criterion.LOTS);
  }

  @Test
  void pendingGamesScoreNothingYet() {
    var t = TournamentBuilder.of("A", "B", "C", "D").round("A-B 1-0", "C-D pending").chain(OPPONENT_SCORE).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.row("C").orElseThrow().points()).isZero();
    assertThat(s.row("A").orElseThrow().points()).isEqualTo(2);
  }

  @Test
  void explanationForDifferentPoints() {
    DivisionStandings s = StandingsEngine.rank(fivePlayers().build(), "open");
    RankExplanation e = s.explain("B", "A");
    assertThat(e.higher()).isEqualTo("A");
    assertThat(e.criterion()).isNull();
    assertThat(e.zh()).contains("积分 5");
    assertThat(e.en()).contains("5 points");
  }

  private static List<String> values(DivisionStandings s, Criterion c) {
    return s.rows().stream().map(r -> r.tieBreaks().get(c)).map(v -> v == null ? "-" : v.display()).toList();
  }
}
