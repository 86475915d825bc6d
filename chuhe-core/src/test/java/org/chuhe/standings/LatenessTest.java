package org.chuhe.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.regulations.Criterion.BLACK_GAMES;
import static org.chuhe.regulations.Criterion.OPPONENT_SCORE;
import static org.chuhe.regulations.Criterion.WINS;

import java.util.List;
import java.util.Set;
import org.chuhe.model.Colour;
import org.chuhe.model.Outcome;
import org.chuhe.model.Result;
import org.chuhe.pairing.Eligibility;
import org.chuhe.pairing.Eligibility.NotPaired;
import org.chuhe.pairing.Eligibility.Reason;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.ForfeitPolicy.Lateness;
import org.chuhe.regulations.TieBreakRules;
import org.chuhe.testing.TournamentBuilder;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * A game lost by lateness (迟到判负) is written down apart from a no-show (弃权), and the regulations say what it counts
 * as: seed 004 补充 三 (迟到10分钟判负) and 补充 四 (无故弃权一轮作退赛处理) make it a game lost that withdraws nobody;
 * seed 000 补充 四(五) (超过15分钟尚未入席就座者作弃权论) and 四(九) (累计三次弃权按退出比赛处理) make it a forfeit that
 * counts. Every number below was worked out by hand from those clauses.
 */
class LatenessTest {
  /** Seed 004's forfeit rules: 10 minutes, a late loss is no forfeit, the first forfeit withdraws. */
  private static final ForfeitPolicy SEED_004 = new ForfeitPolicy(10, Lateness.LOSS, 1, 0);
  /** Seed 000's: 15 minutes, lateness is a forfeit, the third forfeit withdraws. */
  private static final ForfeitPolicy SEED_000 = new ForfeitPolicy(15, Lateness.FORFEIT, 3, 0);

  /**
   * R1: A-B, A (red) 10 minutes late: late-+; C-D 1-0. R2: B-C, C (black) did not come: +-; D-A 0-1.
   *
   * <pre>
   * seed 004: A's round 1 is a loss (0), B's a win (2); C's round 2 is a forfeit: C is withdrawn after round 2,
   *           A is not (his lateness was no 弃权).
   * seed 000: A's round 1 is a forfeit loss, B's a forfeit win; one forfeit each for A and C: nobody withdrawn.
   * </pre>
   */
  private static Tournament event(ForfeitPolicy forfeits, boolean winsCountForfeits) {
    TournamentBuilder b = TournamentBuilder.of("A", "B", "C", "D")
        .round("A-B late-+", "C-D 1-0")
        .round("B-C +-", "D-A 0-1")
        .tieBreaks(new TieBreakRules(List.of(OPPONENT_SCORE, WINS, BLACK_GAMES), null, null, winsCountForfeits,
            false));
    return b.regulations(b.build().regulations().withForfeits(forfeits)).build();
  }

  @Test
  void underSeed004ALatePlayerLosesTheGameAndIsNotWithdrawn() {
    Tournament t = event(SEED_004, true);
    PlayerHistory a = Histories.of(t, "open").get("A");
    PlayerHistory b = Histories.of(t, "open").get("B");
    assertThat(a.entry(1).outcome()).isEqualTo(Outcome.LOSS);
    assertThat(a.entry(1).points()).isZero();
    assertThat(b.entry(1).outcome()).isEqualTo(Outcome.WIN);
    assertThat(b.entry(1).points()).isEqualTo(2);
    assertThat(a.opponents()).as("the late game is a meeting: A and B are never paired again").contains("B");
    assertThat(Eligibility.forfeitConsequence(t, "A")).as("补充 三 判负 is no 无故弃权 (补充 四)").isEmpty();
    assertThat(Eligibility.forfeitConsequence(t, "C")).contains(new NotPaired(Reason.TOTAL_FORFEITS, 2, 1));
    assertThat(Eligibility.notPaired(t, "open", 3, Set.of())).containsOnlyKeys("C");
  }

  @Test
  void underSeed000LatenessIsAForfeitAndCountsTowardsTheWithdrawal() {
    Tournament t = event(SEED_000, true);
    PlayerHistory a = Histories.of(t, "open").get("A");
    assertThat(a.entry(1).outcome()).isEqualTo(Outcome.FORFEIT_LOSS);
    assertThat(Histories.of(t, "open").get("B").entry(1).outcome()).isEqualTo(Outcome.FORFEIT_WIN);
    assertThat(Eligibility.forfeitConsequence(t, "A")).isEmpty();
    // One late arrival more and one no-show: A's third 弃权 withdraws him after round 4 (四(九) counts both kinds).
    Tournament more = TournamentBuilder.of("A", "B", "C", "D")
        .round("A-B late-+", "C-D 1-0")
        .round("C-A late+-", "B-D 1/2")
        .round("A-D 1-0", "B-C 0-1")
        .round("D-A +-", "C-B 1/2")
        .regulations(t.regulations()).build();
    assertThat(Eligibility.forfeitConsequence(more, "A")).contains(new NotPaired(Reason.TOTAL_FORFEITS, 4, 3));
    assertThat(Eligibility.forfeitConsequence(more.withRounds(more.rounds().subList(0, 3)), "A")).isEmpty();
  }

  /**
   * The tie-breaks read the late game as the regulations say, with 胜局 not counting forfeit wins (winsCountForfeits
   * false) and 后走局数 counting played games only: under seed 004 B won a game (胜局 1: the round 2 forfeit win does
   * not count) and played one with black (后走局数: R1 black); under seed 000's reading neither counts (胜局 0,
   * 后走局数 0). Points are the same: A 0+2 = 2, B 2+2 = 4, C 2+0 = 2, D 0+0 = 0. 对手分 counts every meeting either
   * way: B = A 2 + C 2 = 4.
   */
  @Test
  void theTieBreaksCountALateLossAsTheRegulationsSay() {
    DivisionStandings loss = StandingsEngine.rank(event(SEED_004, false), "open");
    DivisionStandings forfeit = StandingsEngine.rank(event(SEED_000, false), "open");
    for (DivisionStandings s : List.of(loss, forfeit)) {
      assertThat(s.row("B").orElseThrow().points()).isEqualTo(4);
      assertThat(s.row("A").orElseThrow().points()).isEqualTo(2);
      assertThat(s.row("B").orElseThrow().tieBreaks().get(OPPONENT_SCORE).display()).isEqualTo("4");
    }
    assertThat(loss.row("B").orElseThrow().tieBreaks().get(WINS).display()).isEqualTo("1");
    assertThat(loss.row("B").orElseThrow().tieBreaks().get(BLACK_GAMES).display()).isEqualTo("1");
    assertThat(loss.row("A").orElseThrow().tieBreaks().get(BLACK_GAMES).display()).isEqualTo("1");
    assertThat(forfeit.row("B").orElseThrow().tieBreaks().get(WINS).display()).isEqualTo("0");
    assertThat(forfeit.row("B").orElseThrow().tieBreaks().get(BLACK_GAMES).display()).isEqualTo("0");
    assertThat(forfeit.row("A").orElseThrow().tieBreaks().get(BLACK_GAMES).display()).isEqualTo("1");
  }

  @Test
  void eachLateResultReadsAsTheRegulationsSay() {
    assertThat(ForfeitPolicy.DEFAULT.lateness()).isEqualTo(Lateness.FORFEIT);
    for (Result late : List.of(Result.RED_WIN_BY_LATENESS, Result.BLACK_WIN_BY_LATENESS, Result.DOUBLE_LATENESS)) {
      assertThat(late.played()).isFalse();
      assertThat(SEED_004.outcome(late, Colour.RED)).isIn(Outcome.WIN, Outcome.LOSS);
      assertThat(SEED_000.outcome(late, Colour.RED)).isIn(Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS);
    }
    assertThat(SEED_004.outcome(Result.DOUBLE_LATENESS, Colour.BLACK)).isEqualTo(Outcome.LOSS);
    assertThat(SEED_004.outcome(Result.RED_WIN_BY_FORFEIT, Colour.BLACK)).as("a no-show stays a forfeit")
        .isEqualTo(Outcome.FORFEIT_LOSS);
  }
}
