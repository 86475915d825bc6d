package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundRobinRules;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsEngine;
import org.chuhe.standings.StandingsRow;
import org.chuhe.testing.TournamentBuilder;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * A round robin's rounds come from the Berger table (players A, B, C … are pairing numbers 1, 2, 3 …), the checker
 * holds recorded rounds against it, and withdrawals follow the Laws (§20.3).
 */
class RoundRobinPairingTest {

  static Regulations roundRobin(int cycles, RoundRobinRules.Withdrawals withdrawals) {
    return Regulations.defaults().withFormat(Format.ROUND_ROBIN, new RoundRobinRules(cycles, withdrawals), null);
  }

  static Tournament players(Regulations r, String... ids) {
    return TournamentBuilder.of(ids).regulations(r).build();
  }

  /** Pairs the next round and plays it with {@code result} for every game. */
  static Tournament playRound(Tournament t, Result result) {
    Round r = NextRound.pair(t, "open", PairingOptions.DEFAULT).round();
    List<Game> games = r.games().stream().map(g -> g.withResult(result)).toList();
    List<Round> rounds = new ArrayList<>(t.rounds());
    rounds.add(r.withGames(games, r.byes()));
    return t.withRounds(rounds);
  }

  static List<String> lines(Round r) {
    List<String> out = new ArrayList<>(r.games().stream().map(g -> g.red() + "-" + g.black()).toList());
    r.byes().forEach(b -> out.add("bye " + b));
    return out;
  }

  @Test
  void sixPlayersFollowTheTableAndPassTheCheck() {
    Tournament t = players(roundRobin(1, null), "A", "B", "C", "D", "E", "F");
    assertThat(NextRound.rounds(t, "open")).isEqualTo(5);
    List<List<String>> paired = new ArrayList<>();
    for (int k = 1; k <= 5; k++) {
      t = playRound(t, Result.DRAW);
      paired.add(lines(t.roundsOf("open").get(k - 1)));
    }
    assertThat(paired).containsExactly(
        List.of("A-F", "B-E", "C-D"),
        List.of("F-D", "E-C", "A-B"),
        List.of("B-F", "C-A", "D-E"),
        List.of("F-E", "A-D", "B-C"),
        List.of("C-F", "D-B", "E-A"));
    assertThat(PairingChecker.checkAll(t)).allSatisfy(c -> assertThat(c.passes()).as(c.toString()).isTrue());
    Tournament done = t;
    assertThatThrownBy(() -> NextRound.pair(done, "open", PairingOptions.DEFAULT))
        .isInstanceOf(ProblemException.class).hasMessageContaining("已全部编排");
  }

  /** The notes answer "why am I paired with him?": the table's round and positions, in both languages. */
  @Test
  void notesNameTheTableRoundAndPositions() {
    Tournament t = players(roundRobin(2, null), "A", "B", "C", "D", "E");
    for (int k = 1; k <= 6; k++) {
      t = playRound(t, Result.RED_WIN);
    }
    PairingResult r7 = NextRound.pair(t, "open", PairingOptions.DEFAULT);
    // Round 7 = cycle 2, table round 2 (6–4 5–3 1–2) reversed: 3–5, 2–1, and 4 meets the empty number 6.
    assertThat(lines(r7.round())).containsExactly("C-E", "B-A", "bye D");
    assertThat(r7.notes()).extracting(BoardNote::zh).containsExactly(
        "贝格尔表第 2 轮（第 2 循环，先后手互换）：3–5，3号 C 执红",
        "贝格尔表第 2 轮（第 2 循环，先后手互换）：2–1，2号 B 执红",
        "贝格尔表第 2 轮（第 2 循环，先后手互换）：4 号与空号 6 相遇，4号 D 轮空（循环赛轮空不计分）");
    assertThat(r7.notes().get(0).en()).isEqualTo("Berger table round 2 (cycle 2, colours reversed): 3–5, No. 3 C has red");
    assertThat(NextRound.rounds(t, "open")).isEqualTo(10);
  }

  /** With an odd number the bye is a rest: no points, no win, no game. */
  @Test
  void aRoundRobinByeScoresNothing() {
    Tournament t = players(roundRobin(1, null), "A", "B", "C");
    for (int k = 1; k <= 3; k++) {
      t = playRound(t, Result.DRAW);
    }
    // 3 players: table of 4; R1 A-(4) bye A, B-C; R2 (4)-C bye C, A-B; R3 B-(4) bye B, C-A.
    assertThat(t.roundsOf("open")).extracting(RoundRobinPairingTest::lines).containsExactly(
        List.of("B-C", "bye A"), List.of("A-B", "bye C"), List.of("C-A", "bye B"));
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.rows()).extracting(StandingsRow::points).containsExactly(2, 2, 2);
    assertThat(s.rows()).extracting(r -> r.tieBreaks().get(org.chuhe.regulations.Criterion.WINS).display())
        .containsOnly("0");
  }

  @Test
  void aChangedBoardIsAViolationSayingWhatTheTableHas() {
    Tournament t = players(roundRobin(1, null), "A", "B", "C", "D");
    t = playRound(t, Result.DRAW);
    // Round 2 should be D-C, A-B; recorded with colours reversed on board 2 and C, D swapped with A, B's opponents.
    Round wrong = new Round("open", 2, List.of(Game.of(1, "D", "C", Result.DRAW), Game.of(2, "B", "A", Result.DRAW)),
        List.of(), List.of());
    Tournament bad = t.withRounds(List.of(t.rounds().get(0), wrong));
    RoundCheck c = PairingChecker.check(bad, "open", 2, PairingOptions.DEFAULT);
    assertThat(c.passes()).isFalse();
    assertThat(c.violations()).singleElement().satisfies(v -> {
      assertThat(v.rule()).isEqualTo(Violation.Rule.BERGER_TABLE);
      assertThat(v.board()).isEqualTo(2);
      assertThat(v.zh()).isEqualTo("先后手与贝格尔表不符：按贝格尔表第 2 轮：1–2，1号 A 执红");
    });
    Round swapped = new Round("open", 2, List.of(Game.of(1, "D", "A", Result.DRAW), Game.of(2, "C", "B",
        Result.DRAW)), List.of(), List.of());
    RoundCheck c2 = PairingChecker.check(t.withRounds(List.of(t.rounds().get(0), swapped)), "open", 2,
        PairingOptions.DEFAULT);
    assertThat(c2.violations()).extracting(Violation::rule).containsOnly(Violation.Rule.BERGER_TABLE);
    assertThat(c2.violations()).hasSize(4);
    assertThat(c2.violations().get(0).zh()).contains("4号 D 对 3号 C").contains("本轮没有这盘对局");
  }

  /** Four players play 3 rounds; a fourth round recorded (A-B again) is one too many. */
  @Test
  void aRoundPastTheTablesLastIsOneTooMany() {
    Tournament t = players(roundRobin(1, null), "A", "B", "C", "D");
    for (int k = 1; k <= 3; k++) {
      t = playRound(t, Result.DRAW);
    }
    Round extra = new Round("open", 4, List.of(Game.of(1, "A", "B", Result.DRAW), Game.of(2, "C", "D", Result.DRAW)),
        List.of(), List.of());
    List<Round> rounds = new ArrayList<>(t.rounds());
    rounds.add(extra);
    RoundCheck c = PairingChecker.check(t.withRounds(rounds), "open", 4, PairingOptions.DEFAULT);
    assertThat(c.violations()).singleElement().satisfies(v -> {
      assertThat(v.rule()).isEqualTo(Violation.Rule.BERGER_TABLE);
      assertThat(v.zh()).isEqualTo("循环赛只有 3 轮，第 4 轮多余");
      assertThat(v.en()).isEqualTo("the round robin has 3 rounds; round 4 is one too many");
    });
  }

  @Test
  void numbersWithAGapAreRefusedWithTheLawsRemedy() {
    Tournament t = players(roundRobin(1, null), "A", "B", "C", "D");
    List<Player> renumbered = t.players().stream().map(p -> p.id().equals("D") ? p.withNumber(5) : p).toList();
    Tournament gap = t.withPlayers(renumbered);
    assertThatThrownBy(() -> NextRound.pair(gap, "open", PairingOptions.DEFAULT))
        .isInstanceOf(ProblemException.class).hasMessageContaining("缺 4 号").hasMessageContaining("§20.2");
  }

  /**
   * §20.3, fewer than half: F withdraws after round 2 having played 2 of his 5 games (2 × 2 &lt; 5). His games
   * (A-F ½ in R1, F-D 1-0 in R2) count for nobody; B, his opponent of round 3 (B-F), has no game then.
   */
  @Test
  void aWithdrawalBeforeHalfCancelsEveryResult() {
    Tournament t = players(roundRobin(1, null), "A", "B", "C", "D", "E", "F");
    t = playRound(t, Result.DRAW);
    t = playRound(t, Result.RED_WIN);
    t = withdraw(t, "F", 2);
    t = playRound(t, Result.DRAW);
    assertThat(lines(t.roundsOf("open").get(2))).containsExactly("C-A", "D-E");
    PairingResult r4 = NextRound.pair(t, "open", PairingOptions.DEFAULT);
    assertThat(lines(r4.round())).containsExactly("A-D", "B-C");
    assertThat(r4.notes()).extracting(BoardNote::zh).last().asString()
        .contains("对手 6号 F 已于第 2 轮后退赛", "5号 E 本轮无对局");
    // The roster's answer for round 4: E (F-E in the table) has no game, and it scores nothing (F's results are
    // cancelled); everyone else plays.
    assertThat(NextRound.noGame(t, "open", 4)).containsOnlyKeys("E");
    assertThat(NextRound.noGame(t, "open", 4).get("E").zh()).isEqualTo("贝格尔表第 4 轮：6–5，对手 6号 F 已于第 2 轮后退赛，"
        + "5号 E 本轮无对局，不计分（退赛者成绩取消）（规则 §20.3）");
    Map<String, PlayerHistory> h = Histories.of(t, "open");
    // A: R1 A-F ½ cancelled, R2 A-B 1-0, R3 C-A ½ = 0 + 2 + 1; D: R1 C-D ½, R2 F-D cancelled, R3 D-E ½ = 2.
    assertThat(h.get("A").points()).isEqualTo(3);
    assertThat(h.get("D").points()).isEqualTo(2);
    assertThat(h.get("F").points()).isZero();
    assertThat(PairingChecker.checkAll(t)).allSatisfy(c -> assertThat(c.passes()).as(c.toString()).isTrue());
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.notPlaying("F")).isPresent();
  }

  /**
   * §20.3, half or more: F withdraws after round 3 having played 3 of 5 (2 × 3 ≥ 5). His results stand and his
   * games of rounds 4 (F-E) and 5 (C-F) are forfeits won by E and C.
   */
  @Test
  void aWithdrawalAfterHalfKeepsTheResultsAndForfeitsTheRest() {
    Tournament t = players(roundRobin(1, null), "A", "B", "C", "D", "E", "F");
    for (int k = 1; k <= 3; k++) {
      t = playRound(t, Result.DRAW);
    }
    t = withdraw(t, "F", 3);
    // The roster's answer for round 4: E (F-E) has no game and wins it by forfeit.
    assertThat(NextRound.noGame(t, "open", 4)).containsOnlyKeys("E");
    assertThat(NextRound.noGame(t, "open", 4).get("E").zh()).endsWith("5号 E 本轮无对局，判对手弃权、5号 E 胜（规则 §20.3）");
    assertThat(NextRound.noGame(t, "open", 4).get("E").en()).endsWith("so No. 5 E has no game this round: a forfeit "
        + "win (Laws §20.3)");
    t = playRound(t, Result.DRAW);
    t = playRound(t, Result.DRAW);
    assertThat(lines(t.roundsOf("open").get(3))).containsExactly("A-D", "B-C");
    assertThat(lines(t.roundsOf("open").get(4))).containsExactly("D-B", "E-A");
    Map<String, PlayerHistory> h = Histories.of(t, "open");
    // E: draws in R1–R3 (3), R4 forfeit win against F (2), R5 E-A ½ (1) = 6; F: 3 draws, 2 forfeit losses = 3.
    assertThat(h.get("E").points()).isEqualTo(6);
    assertThat(h.get("E").entry(4).outcome()).isEqualTo(org.chuhe.model.Outcome.FORFEIT_WIN);
    assertThat(h.get("C").entry(5).opponent()).isEqualTo("F");
    assertThat(h.get("F").points()).isEqualTo(3);
    assertThat(PairingChecker.checkAll(t)).allSatisfy(c -> assertThat(c.passes()).as(c.toString()).isTrue());
  }

  /** The regulations' other choices: always keep, always cancel. */
  @Test
  void theRegulationsMayKeepOrCancelWhateverWasPlayed() {
    for (RoundRobinRules.Withdrawals rule : RoundRobinRules.Withdrawals.values()) {
      Tournament t = players(roundRobin(1, rule), "A", "B", "C", "D");
      t = playRound(t, Result.RED_WIN);
      t = withdraw(t, "D", 1);
      t = playRound(t, Result.RED_WIN);
      t = playRound(t, Result.RED_WIN);
      // R1 A-D 1-0: A 2 points unless cancelled; D played 1 of 3 (fewer than half).
      int a = Histories.of(t, "open").get("A").points();
      int dAsOpponent = rule == RoundRobinRules.Withdrawals.KEEP_RESULTS ? 2 : 0;
      // R2 D-C: C wins by forfeit when kept; R3 (B-D): B wins by forfeit when kept.
      assertThat(Histories.of(t, "open").get("C").entry(2).points()).as(rule.name()).isEqualTo(dAsOpponent);
      assertThat(a).as(rule.name()).isEqualTo(
          (rule == RoundRobinRules.Withdrawals.KEEP_RESULTS ? 2 : 0) + 2 /* R2 A-B */ + 0 /* R3 C-A */);
    }
  }

  /** Any size, single and double: every pair meets once a cycle with the colours reversed in the second. */
  @Test
  void randomEventsMeetEveryPairOncePerCycle() {
    long seed = Long.getLong("chuhe.seed", 20261204L);
    Random rnd = new Random(seed);
    for (int trial = 0; trial < 30; trial++) {
      int n = 2 + rnd.nextInt(15);
      int cycles = 1 + rnd.nextInt(2);
      String[] ids = new String[n];
      for (int i = 0; i < n; i++) {
        ids[i] = "P" + (i + 1);
      }
      Tournament t = players(roundRobin(cycles, null), ids);
      int rounds = NextRound.rounds(t, "open");
      assertThat(rounds).as("seed %d n=%d", seed, n).isEqualTo((n % 2 == 0 ? n - 1 : n) * cycles);
      Result[] results = {Result.RED_WIN, Result.DRAW, Result.BLACK_WIN};
      for (int k = 1; k <= rounds; k++) {
        t = playRound(t, results[rnd.nextInt(3)]);
      }
      Map<String, List<String>> redOf = t.rounds().stream().flatMap(r -> r.games().stream())
          .collect(Collectors.groupingBy(g -> pairKey(g), Collectors.mapping(Game::red, Collectors.toList())));
      assertThat(redOf).as("seed %d n=%d", seed, n).hasSize(n * (n - 1) / 2);
      assertThat(redOf.values()).allSatisfy(reds -> {
        assertThat(reds).hasSize(cycles);
        assertThat(new java.util.HashSet<>(reds)).hasSize(cycles);
      });
      assertThat(PairingChecker.checkAll(t)).allSatisfy(c -> assertThat(c.passes()).isTrue());
    }
  }

  private static String pairKey(Game g) {
    return g.red().compareTo(g.black()) < 0 ? g.red() + "|" + g.black() : g.black() + "|" + g.red();
  }

  private static Tournament withdraw(Tournament t, String player, int afterRound) {
    List<Withdrawal> w = new ArrayList<>(t.withdrawals());
    w.add(new Withdrawal(player, afterRound, "test"));
    return new Tournament(t.id(), t.name(), t.regulations(), t.units(), t.players(), t.rounds(), w, t.penalties(),
        List.of(), t.lots());
  }
}
