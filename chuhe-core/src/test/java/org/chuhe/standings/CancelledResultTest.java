package org.chuhe.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.regulations.Criterion.BLACK_GAMES;
import static org.chuhe.regulations.Criterion.BLACK_WINS;
import static org.chuhe.regulations.Criterion.DIRECT_ENCOUNTER;
import static org.chuhe.regulations.Criterion.FOULS;
import static org.chuhe.regulations.Criterion.LOTS;
import static org.chuhe.regulations.Criterion.OPPONENT_SCORE;
import static org.chuhe.regulations.Criterion.PENALISED_LAST;
import static org.chuhe.regulations.Criterion.PROGRESSIVE_SCORE;
import static org.chuhe.regulations.Criterion.REVERSE_ROUND_COMPARISON;
import static org.chuhe.regulations.Criterion.SONNEBORN_BERGER;
import static org.chuhe.regulations.Criterion.WINS;

import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.tournament.Histories;
import org.chuhe.model.Outcome;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.RoundEntry;
import org.chuhe.regulations.Criterion;
import org.chuhe.testing.TournamentBuilder;
import org.junit.jupiter.api.Test;

/**
 * 取消当轮比赛成绩 (seed 000 补充规定 五(一), 五(七)), hand-worked. The penalised player scores 0 in that round and has
 * no win there; the game still counts as played (met, colour, 后走局数) and the opponent keeps his result.
 *
 * <pre>
 * R1: A-B 1-0, C-D ½      R2: C-A 0-1 (A wins with black; A's result is cancelled), B-D 1-0      R3: A-D ½, B-C ½
 * points per round:  A 2 0 1 = 3   B 0 2 1 = 3   C 1 0 1 = 2   D 1 0 1 = 2       (A would have 5)
 * 对手分:            A B3+C2+D2 = 7   B A3+D2+C2 = 7   C D2+A3+B3 = 8   D C2+B3+A3 = 8
 * 胜局:              A 1 (round 1 only)   B 1   C 0   D 0
 * 后走局数:          A 1 (round 2 counts: it was played)   B 1   C 1   D 3;     后手胜局: nobody (A's is cancelled)
 * 累进分:            A 2+2+3 = 7   B 0+2+3 = 5   C 1+1+2 = 4   D 1+1+2 = 4
 * 前轮积分逆比:      A C2=2, C1=2   B 2, 0   C 1, 1   D 1, 1
 * 小分:              A beat B 3, drew D 2/2 = 4 (C adds nothing)   B beat D 2 + drew C 1 = 3   C 1 + 1.5 = 2.5   D 2.5
 * </pre>
 */
class CancelledResultTest {
  private static TournamentBuilder event() {
    return TournamentBuilder.of("A", "B", "C", "D")
        .round("A-B 1-0", "C-D 1/2")
        .round("C-A 0-1", "B-D 1-0")
        .round("A-D 1/2", "B-C 1/2")
        .cancelResult("A", 2);
  }

  @Test
  void everyValue() {
    DivisionStandings s = StandingsEngine.rank(event().chain(OPPONENT_SCORE, WINS, FOULS, BLACK_GAMES, BLACK_WINS,
        PROGRESSIVE_SCORE, SONNEBORN_BERGER, REVERSE_ROUND_COMPARISON, LOTS).build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("A", "B", "D", "C");
    assertThat(s.rows()).extracting(StandingsRow::points).containsExactly(3, 3, 2, 2);
    assertThat(values(s, OPPONENT_SCORE)).containsExactly("7", "7", "8", "8");
    assertThat(values(s, WINS)).containsExactly("1", "1", "0", "0");
    assertThat(values(s, BLACK_GAMES)).containsExactly("1", "1", "3", "1");
    assertThat(values(s, BLACK_WINS)).containsExactly("0", "0", "0", "0");
    assertThat(values(s, PROGRESSIVE_SCORE)).containsExactly("7", "5", "4", "4");
    assertThat(values(s, SONNEBORN_BERGER)).containsExactly("4", "3", "2.5", "2.5");
    assertThat(s.row("A").orElseThrow().tieBreaks().get(REVERSE_ROUND_COMPARISON).key()).containsExactly(2L, 2L);
    assertThat(s.row("B").orElseThrow().tieBreaks().get(REVERSE_ROUND_COMPARISON).key()).containsExactly(2L, 0L);
    assertThat(s.row("A").orElseThrow().cancelledRounds()).containsExactly(2);
    assertThat(s.row("C").orElseThrow().cancelledRounds()).isEmpty();
    // A and B are equal on 对手分, 胜局, 犯规, 后走局数 and 后手胜局; A had more points earlier (累进分 7 against 5)
    assertThat(s.explain("B", "A").criterion()).isEqualTo(PROGRESSIVE_SCORE);
    assertThat(s.explain("B", "A").zh()).endsWith("1号 A的第 2 轮成绩已被取消（处分），该轮计 0 分。");
    assertThat(s.explain("B", "A").en()).endsWith("The result of No. 1 A in round 2 was cancelled by a penalty and "
        + "scores 0.");
    // D and C: equal 对手分, 胜局, 犯规; D played black three times
    assertThat(s.explain("C", "D").criterion()).isEqualTo(BLACK_GAMES);
    assertThat(s.explain("C", "D").zh()).doesNotContain("取消");
  }

  @Test
  void underSeed000TheCancellationIsAPenaltyThatRanksBehindEqualScores() {
    // 补充 一(五) + 五(七): 受到处分的棋手名次排列在同分棋手的后面 — 取消当轮比赛成绩处分 is one of those 处分
    DivisionStandings s = StandingsEngine.rank(event().chain(PENALISED_LAST, OPPONENT_SCORE, WINS, FOULS,
        DIRECT_ENCOUNTER, BLACK_GAMES, REVERSE_ROUND_COMPARISON, LOTS).build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("B", "A", "D", "C");
    assertThat(s.explain("A", "B").criterion()).isEqualTo(PENALISED_LAST);
    assertThat(values(s, PENALISED_LAST)).containsExactly("0", "1", "0", "0");
  }

  @Test
  void theGameStillCountsAsPlayedAndTheOpponentKeepsHisResult() {
    var t = TournamentBuilder.of("A", "B", "C", "D")
        .round("A-B 1/2", "C-D 1-0")
        .cancelResult("A", 1)
        .chain(OPPONENT_SCORE).build();
    PlayerHistory a = Histories.of(t, "open").get("A");
    RoundEntry e = a.entry(1);
    assertThat(e.resultCancelled()).isTrue();
    assertThat(e.points()).isZero();
    assertThat(e.outcome()).as("the game as played").isEqualTo(Outcome.DRAW);
    assertThat(e.met()).as("met for the pairing: A and B are not paired again").isTrue();
    assertThat(e.colour()).isEqualTo(Colour.RED);
    assertThat(a.opponents()).containsExactly("B");
    assertThat(a.cancelledRounds()).containsExactly(1);
    PlayerHistory b = Histories.of(t, "open").get("B");
    assertThat(b.entry(1).points()).as("B keeps his draw").isEqualTo(1);
    assertThat(b.entry(1).resultCancelled()).isFalse();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    // C 2, B 1, A 0, D 0; 对手分 A = B1 = 1, D = C2 = 2
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("C", "B", "D", "A");
    assertThat(values(s, OPPONENT_SCORE)).containsExactly("0", "0", "2", "1");
  }

  @Test
  void aCancelledByeScoresNothingAndIsNoWin() {
    var t = TournamentBuilder.of("A", "B", "C")
        .round("A-B 1-0", "bye C")
        .cancelResult("C", 1)
        .chain(WINS, LOTS).build();
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.row("C").orElseThrow().points()).isZero();
    assertThat(s.row("C").orElseThrow().tieBreaks().get(WINS).display()).isEqualTo("0");
    assertThat(s.row("A").orElseThrow().tieBreaks().get(WINS).display()).isEqualTo("1");
  }

  private static List<String> values(DivisionStandings s, Criterion c) {
    return s.rows().stream().map(r -> r.tieBreaks().get(c)).map(v -> v == null ? "-" : v.display()).toList();
  }
}
