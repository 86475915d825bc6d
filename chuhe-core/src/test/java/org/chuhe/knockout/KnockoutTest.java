package org.chuhe.knockout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.pairing.NextRound;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.pairing.Violation;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.KnockoutRules;
import org.chuhe.regulations.KnockoutRules.FirstColour;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TieBreakStage;
import org.chuhe.regulations.TimeControl;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * Hand-worked knock-outs. The Swiss before them is a round robin of n players in which the smaller number always
 * wins (p1 beats everyone, p2 everyone but p1 …), so the Swiss standings are p1, p2, … pn with no tie and the seeds
 * are the pairing numbers: seed k is pk.
 */
class KnockoutTest {
  static final String D = "open";

  static final TieBreakStage RAPID = new TieBreakStage(TieBreakStage.Kind.RAPID, 2, new TimeControl(10, 5), null,
      FirstColour.HIGHER_SEED_RED);
  static final TieBreakStage BLITZ = new TieBreakStage(TieBreakStage.Kind.BLITZ, 2, new TimeControl(5, 3), null,
      FirstColour.HIGHER_SEED_RED);
  static final TieBreakStage ARMAGEDDON = new TieBreakStage(TieBreakStage.Kind.ARMAGEDDON, 1,
      new TimeControl(10, 3), new TimeControl(7, 3), FirstColour.LOT);

  static Regulations regs(int swissRounds, KnockoutRules k) {
    return new Regulations("t", "t", null, null, swissRounds, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null)
        .withFormat(Format.SWISS_KNOCKOUT, null, k);
  }

  /** n players (even), the round robin of the class comment as the Swiss (n − 1 rounds), every result in. */
  static Tournament swissDone(int n, KnockoutRules k) {
    List<Player> players = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      players.add(Player.of("p" + i, "棋手" + i, D, "队" + i).withNumber(i));
    }
    List<Round> rounds = new ArrayList<>();
    // The circle method: player n fixed, the others turn.
    for (int r = 0; r < n - 1; r++) {
      List<Game> games = new ArrayList<>();
      for (int i = 0; i < n / 2; i++) {
        int a = i == 0 ? n : (r + i) % (n - 1) + 1;
        int b = (r + n - 1 - i) % (n - 1) + 1;
        int red = Math.min(a, b);
        games.add(Game.of(i + 1, "p" + red, "p" + Math.max(a, b), Result.RED_WIN));
      }
      rounds.add(new Round(D, r + 1, games, List.of(), List.of()));
    }
    return new Tournament("t", "t", regs(n - 1, k), null, players, rounds, null, null, null, null);
  }

  /** Pairs the next knock-out round (checking it) and enters results board by board ("1-0", "1/2", "+-" …). */
  static Tournament play(Tournament t, String... results) {
    Round paired = NextRound.pair(t, D, PairingOptions.DEFAULT).round();
    assertThat(paired.games()).hasSize(results.length);
    List<Game> games = new ArrayList<>();
    for (int i = 0; i < results.length; i++) {
      games.add(paired.games().get(i).withResult(Result.parse(results[i]).orElseThrow()));
    }
    List<Round> rounds = new ArrayList<>(t.rounds());
    rounds.add(paired.withGames(games, List.of()));
    Tournament after = t.withRounds(rounds);
    RoundCheck check = PairingChecker.check(after, D, paired.number(), PairingOptions.DEFAULT);
    assertThat(check.violations()).as("round %d", paired.number()).isEmpty();
    return after;
  }

  static List<String> pairs(Tournament t, int round) {
    return t.roundsOf(D).stream().filter(r -> r.number() == round).findFirst().orElseThrow().games().stream()
        .map(g -> g.red() + "-" + g.black()).toList();
  }

  @Test
  void standardBracketsFor4And8And16() {
    // Built by doubling (Seeding's comment): each seed s of the order for Q becomes s, 2Q+1−s.
    assertThat(Seeding.bracketOrder(2)).containsExactly(1, 2);
    assertThat(Seeding.bracketOrder(4)).containsExactly(1, 4, 2, 3);
    assertThat(Seeding.bracketOrder(8)).containsExactly(1, 8, 4, 5, 2, 7, 3, 6);
    assertThat(Seeding.bracketOrder(16)).containsExactly(1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11);
    // 1 and 2 are in different halves of every bracket: they meet only in the final.
    for (int q : new int[] {4, 8, 16, 32}) {
      List<Integer> order = Seeding.bracketOrder(q);
      assertThat(order.indexOf(1) < q / 2).isNotEqualTo(order.indexOf(2) < q / 2);
      // and 1..4 in four different quarters
      if (q >= 8) {
        assertThat(List.of(1, 2, 3, 4).stream().map(s -> order.indexOf(s) / (q / 4)).distinct()).hasSize(4);
      }
    }
  }

  @Test
  void firstStageFromTheSwissStandingsHigherSeedRed() {
    KnockoutRules k = new KnockoutRules(16, 2, false, null, null, List.of(ARMAGEDDON), null);
    Tournament t = swissDone(18, k);
    // 17 Swiss rounds; the first knock-out round is 18: 1/8决赛 第1局.
    assertThat(NextRound.number(t, D)).isEqualTo(18);
    Round r = NextRound.pair(t, D, PairingOptions.DEFAULT).round();
    assertThat(r.number()).isEqualTo(18);
    assertThat(r.games().stream().map(g -> g.red() + "-" + g.black())).containsExactly("p1-p16", "p8-p9",
        "p4-p13", "p5-p12", "p2-p15", "p7-p10", "p3-p14", "p6-p11");
    var notes = NextRound.pair(t, D, PairingOptions.DEFAULT).notes();
    assertThat(notes.get(1).zh()).isEqualTo("1/8决赛 第1局：第8种子 对 第9种子（种子序号在前者执红）");
    assertThat(notes.get(1).en()).isEqualTo("round of 16 game 1: seed 8 v seed 9 (the higher seed is red)");
    // 4 qualifiers
    Tournament four = swissDone(6, new KnockoutRules(4, 1, false, null, null, List.of(ARMAGEDDON), null));
    assertThat(NextRound.pair(four, D, PairingOptions.DEFAULT).round().games().stream()
        .map(g -> g.red() + "-" + g.black())).containsExactly("p1-p4", "p2-p3");
  }

  /** The players' unit fields changed as {@code units} says (player id to unit). */
  static Tournament withUnits(Tournament t, java.util.Map<String, String> units) {
    return t.withPlayers(t.players().stream().map(p -> Player.of(p.id(), p.name(), D,
        units.getOrDefault(p.id(), p.unit())).withNumber(p.number())).toList());
  }

  /**
   * knockout.unitAvoidance: 8 seeds, p1 and p8 of unit 甲, p4 and p5 of unit 乙 (Seeding.avoidingUnits, worked by
   * hand): 1–8 is of one unit, the nearest lower seed that mends it is 7 (2–7 becomes 2–8, 1 and 7, 2 and 8 of
   * different units); then 4–5, the nearest is 6 (3–6 becomes 3–5). Without the option the standard bracket stands.
   */
  @Test
  void unitAvoidanceSwapsLowerSeedsInTheFirstStageWhenTheRegulationsAskForIt() {
    java.util.Map<String, String> units = java.util.Map.of("p1", "甲", "p8", "甲", "p4", "乙", "p5", "乙");
    KnockoutRules avoiding = new KnockoutRules(8, 2, false, null, null, List.of(ARMAGEDDON), null, true);
    Tournament t = withUnits(swissDone(10, avoiding), units);
    var next = NextRound.pair(t, D, PairingOptions.DEFAULT);
    assertThat(next.round().games().stream().map(g -> g.red() + "-" + g.black())).containsExactly("p1-p7", "p4-p6",
        "p2-p8", "p3-p5");
    assertThat(next.notes().get(0).zh())
        .isEqualTo("1/4决赛 第1局：第1种子 对 第7种子（种子序号在前者执红；同单位回避，原对第8种子）");
    assertThat(next.notes().get(2).en())
        .isEqualTo("quarter-final game 1: seed 2 v seed 8 (the higher seed is red; same-unit avoidance, seeded "
            + "against seed 7)");
    // The checker holds the played rounds against the same bracket (play asserts no violation), game 2 reversed;
    // game 1 all drawn, game 2 all won by red: the lower seeds go through, 7 v 6 and 8 v 5 in the semi-finals.
    t = play(t, "1/2", "1/2", "1/2", "1/2");
    t = play(t, "1-0", "1-0", "1-0", "1-0");
    assertThat(pairs(t, 11)).containsExactly("p7-p1", "p6-p4", "p8-p2", "p5-p3");
    assertThat(Bracket.of(t, D).stages().get(1).stream().map(m -> m.higher().player() + "-" + m.lower().player()))
        .containsExactly("p6-p7", "p5-p8");

    KnockoutRules standard = new KnockoutRules(8, 2, false, null, null, List.of(ARMAGEDDON), null);
    assertThat(NextRound.pair(withUnits(swissDone(10, standard), units), D, PairingOptions.DEFAULT).round().games()
        .stream().map(g -> g.red() + "-" + g.black())).containsExactly("p1-p8", "p4-p5", "p2-p7", "p3-p6");
    // Two seeds of one unit: no swap exists, the match stays and its note says so.
    Tournament two = withUnits(swissDone(4, new KnockoutRules(2, 1, false, null, null, List.of(ARMAGEDDON), null,
        true)), java.util.Map.of("p1", "甲", "p2", "甲"));
    assertThat(NextRound.pair(two, D, PairingOptions.DEFAULT).notes().get(0).zh())
        .isEqualTo("决赛 第1局：第1种子 对 第2种子（种子序号在前者执红；同单位，无法调换回避）");
    // Seeds summing to 9 or 10 of one unit: 1–8 takes 6 (7 would give 2–8, sum 10; 3–6 becomes 3–8); 2–7 takes
    // that 6 (8 would give 2–8), 1 then has 7; 4–5 takes 7 (6 would give 4–6), 1 then has 5: 1–5, 4–7, 2–6, 3–8.
    assertThat(Seeding.avoidingUnits(Seeding.bracketOrder(8), (a, b) -> a + b == 9 || a + b == 10))
        .as("seeds summing to 9 or 10 of one unit").containsExactly(1, 5, 4, 7, 2, 6, 3, 8);
  }

  /**
   * Ten players, nine Swiss rounds, eight qualifiers, two-game matches, tie-breaks 2 rapid, 2 blitz (higher seed
   * red in the first of each), the deciding game (colours by lot), a match for third place. Worked by hand:
   * <pre>
   * round 10 1/4 g1  p1-p8 1-0   p4-p5 ½    p2-p7 ½    p3-p6 ½
   * round 11 1/4 g2  p8-p1 ½     p5-p4 ½    p7-p2 ½    p6-p3 0-1   p1 1½:½ (in game 2), p3 1½:½ (in game 2)
   * round 12 rapid 1             p4-p5 1-0  p2-p7 1-0
   * round 13 rapid 2             p5-p4 1-0  p7-p2 ½    p2 rapid 1½:½; p4–p5 rapid 1:1
   * round 14 blitz 1             p4-p5 0-1
   * round 15 blitz 2             p5-p4 0-1             blitz 1:1
   * round 16 deciding game       ?-? ½                 a draw: black (w) goes through, the other (l) out
   * round 17 1/2 g1  p1-w 1-0    p2-p3 +- (p3 did not come: p2 through at once)
   * round 18 1/2 g2  w-p1 ½                            p1 1½:½
   * round 19 final   p1-p2 0-1   third p3-w 1-0
   * round 20         p2-p1 ½     w-p3 ½                p2 1½:½ champion; p3 1½:½ third
   * </pre>
   * Places: 1 p2, 2 p1, 3 p3, 4 w; the quarter-finals' losers by Swiss rank: l (4 or 5), p6, p7, p8 = 5–8; then
   * p9, p10 by the Swiss.
   */
  @Test
  void eightQualifiersWithEveryKindOfDecision() {
    KnockoutRules k = new KnockoutRules(8, 2, true, FirstColour.HIGHER_SEED_RED, null,
        List.of(RAPID, BLITZ, ARMAGEDDON), null);
    Tournament t = swissDone(10, k);
    t = play(t, "1-0", "1/2", "1/2", "1/2");
    assertThat(pairs(t, 10)).containsExactly("p1-p8", "p4-p5", "p2-p7", "p3-p6");
    t = play(t, "1/2", "1/2", "1/2", "0-1");
    assertThat(pairs(t, 11)).containsExactly("p8-p1", "p5-p4", "p7-p2", "p6-p3");
    Bracket b = Bracket.of(t, D);
    Bracket.Match qf1 = b.stages().get(0).get(0);
    assertThat(qf1.winner()).isEqualTo("p1");
    assertThat(qf1.decision()).isEqualTo(Bracket.Decision.GAMES);
    assertThat(qf1.decidedIn().index()).isEqualTo(1);
    assertThat(qf1.howZh(k)).isEqualTo("正式对局 1½:½");
    assertThat(b.stages().get(0).get(3).winner()).isEqualTo("p3");
    assertThat(b.next()).isEqualTo(new Slot(1, 2));
    assertThat(b.next().zh(k)).isEqualTo("1/4决赛 快棋加赛 第1局");

    t = play(t, "1-0", "1-0");
    assertThat(pairs(t, 12)).containsExactly("p4-p5", "p2-p7");
    t = play(t, "1-0", "1/2");
    assertThat(pairs(t, 13)).containsExactly("p5-p4", "p7-p2");
    Bracket.Match qf3 = Bracket.of(t, D).stages().get(0).get(2);
    assertThat(qf3.winner()).isEqualTo("p2");
    assertThat(qf3.decision()).isEqualTo(Bracket.Decision.TIE_BREAK);
    assertThat(qf3.howZh(k)).isEqualTo("快棋加赛 1½:½（正式对局 1:1）");
    assertThat(qf3.howEn(k)).isEqualTo("rapid tie-break 1½:½ (match games 1:1)");

    t = play(t, "0-1");
    assertThat(pairs(t, 14)).containsExactly("p4-p5");
    t = play(t, "0-1");
    assertThat(pairs(t, 15)).containsExactly("p5-p4");
    assertThat(Bracket.of(t, D).next().zh(k)).isEqualTo("1/4决赛 加赛决胜局（和棋黑方胜）");
    t = play(t, "1/2");
    Game armageddon = t.roundsOf(D).get(15).games().get(0);
    String w = armageddon.black();
    String l = armageddon.red();
    Bracket.Match qf2 = Bracket.of(t, D).stages().get(0).get(1);
    assertThat(qf2.winner()).isEqualTo(w);
    assertThat(qf2.decision()).isEqualTo(Bracket.Decision.ARMAGEDDON_DRAW);
    assertThat(qf2.howZh(k)).isEqualTo("加赛决胜局执黑和棋晋级（正式对局 1:1）");

    t = play(t, "1-0", "+-");
    assertThat(pairs(t, 17)).containsExactly("p1-" + w, "p2-p3");
    Bracket.Match sf2 = Bracket.of(t, D).stages().get(1).get(1);
    assertThat(sf2.winner()).isEqualTo("p2");
    assertThat(sf2.decision()).isEqualTo(Bracket.Decision.FORFEIT);
    t = play(t, "1/2");
    assertThat(pairs(t, 18)).containsExactly(w + "-p1");

    t = play(t, "0-1", "1-0");
    assertThat(pairs(t, 19)).containsExactly("p1-p2", "p3-" + w);
    assertThat(NextRound.pair(t, D, PairingOptions.DEFAULT).notes().get(1).zh())
        .isEqualTo("三、四名决赛 第2局：第3种子 对 第" + w.substring(1) + "种子（与上一局红黑互换）");
    t = play(t, "1/2", "1/2");
    assertThat(pairs(t, 20)).containsExactly("p2-p1", w + "-p3");
    assertThat(Bracket.of(t, D).status()).isEqualTo(Bracket.Status.FINISHED);
    assertThat(NextRound.rounds(t, D)).isEqualTo(20);

    FinalPlaces.Result places = FinalPlaces.of(t, D);
    assertThat(places.places().stream().map(p -> p.place() + ":" + p.player())).containsExactly("1:p2", "2:p1",
        "3:p3", "4:" + w, "5:" + l, "6:p6", "7:p7", "8:p8", "9:p9", "10:p10");
    assertThat(places.places().get(0).zh()).isEqualTo("冠军：决赛胜 1号 棋手1（队1），正式对局 1½:½");
    assertThat(places.places().get(1).zh()).isEqualTo("亚军：决赛负于 2号 棋手2（队2），对方正式对局 1½:½");
    // The standings prizes read: ranks are the final places, Swiss points kept.
    DivisionStandings s = places.standings();
    assertThat(s.rows().get(0).playerId()).isEqualTo("p2");
    assertThat(s.rows().get(0).rank()).isEqualTo(1);
    assertThat(s.rows().get(0).points()).isEqualTo(16);
    assertThat(s.rows().get(9).rank()).isEqualTo(10);
    // The Swiss standings do not count the knock-out's games.
    assertThat(places.swiss().rows().get(0).playerId()).isEqualTo("p1");
    assertThat(places.swiss().rows().get(0).points()).isEqualTo(18);
    assertThat(org.chuhe.standings.StandingsEngine.rank(t, D).rows().get(0).points()).isEqualTo(18);

    // Nothing is left to pair.
    Tournament done = t;
    assertThatThrownBy(() -> NextRound.pair(done, D, PairingOptions.DEFAULT))
        .hasMessageContaining("淘汰赛已全部结束");
  }

  /**
   * Four qualifiers, one-game matches, only the deciding game as tie-break, no third-place match. Round 6: p1-p4 1-0,
   * p2-p3 ½ (level); round 7: the deciding game of p2–p3 drawn: its black goes through; round 8: the final, p1 red.
   */
  @Test
  void semiFinalLosersShareThirdOrAreOrderedBySwissRank() {
    for (KnockoutRules.SemiFinalLosers rule : KnockoutRules.SemiFinalLosers.values()) {
      KnockoutRules k = new KnockoutRules(4, 1, false, null, null, List.of(ARMAGEDDON), rule);
      Tournament t = swissDone(6, k);
      t = play(t, "1-0", "1/2");
      t = play(t, "1/2");
      String w = t.roundsOf(D).get(6).games().get(0).black();
      String l = t.roundsOf(D).get(6).games().get(0).red();
      t = play(t, "0-1");
      assertThat(pairs(t, 8)).containsExactly("p1-" + w);
      List<FinalPlaces.Place> places = FinalPlaces.of(t, D).places();
      if (rule == KnockoutRules.SemiFinalLosers.SHARED) {
        // p4 and l share third place; p5, p6 are 5th and 6th.
        assertThat(places.stream().map(p -> p.place() + (p.shared() ? "=" : ":") + p.player()))
            .containsExactlyInAnyOrder("1:" + w, "2:p1", "3=" + l, "3=p4", "5:p5", "6:p6");
      } else {
        // l (seed 2 or 3) ranks above p4 (seed 4) in the Swiss.
        assertThat(places.stream().map(p -> p.place() + ":" + p.player()))
            .containsExactly("1:" + w, "2:p1", "3:" + l, "4:p4", "5:p5", "6:p6");
      }
    }
  }

  /**
   * Who has no game next, and why (the roster's answer): 4 qualifiers of 6, one-game matches, only the deciding
   * game. Round 6: p1-p4 1-0, p2-p3 still on, then ½; round 7 the deciding game of p2–p3 alone, drawn; round 8 the
   * final.
   */
  @Test
  void playersWithoutAGameNextSayWhy() {
    KnockoutRules k = new KnockoutRules(4, 1, false, null, null, List.of(ARMAGEDDON), null);
    Tournament t = swissDone(6, k);
    assertThat(NextRound.noGame(t, D, 5)).as("a Swiss round").isEmpty();
    Round r6 = NextRound.pair(t, D, PairingOptions.DEFAULT).round();
    Tournament waiting = t.withRounds(append(t.rounds(), r6.withGames(List.of(r6.games().get(0).withResult(
        Result.RED_WIN), r6.games().get(1)), List.of())));
    // A result missing: the round's matches are decided once all its results are in, so only p5 and p6 are
    // certainly out; the semi-finalists may all play next.
    var w = NextRound.noGame(waiting, D, 7);
    assertThat(w.keySet()).containsExactlyInAnyOrder("p5", "p6");
    assertThat(w.get("p5").zh()).isEqualTo("未进入淘汰赛（积分编排前 4 名晋级）");
    assertThat(w.get("p5").en()).isEqualTo("not in the knock-out (the first 4 of the Swiss go through)");

    t = play(t, "1-0", "1/2");
    var ready = NextRound.noGame(t, D, 7);
    assertThat(ready.keySet()).containsExactlyInAnyOrder("p1", "p4", "p5", "p6");
    assertThat(ready.get("p4").zh()).isEqualTo("半决赛负于 1号 棋手1（队1），已出局");
    assertThat(ready.get("p4").en()).isEqualTo("knocked out in the semi-final by No. 1 棋手1 (队1)");
    assertThat(ready.get("p1").zh()).isEqualTo("半决赛已胜 4号 棋手4（队4），等候本阶段其他对抗结束");
    assertThat(ready.get("p1").en())
        .isEqualTo("won the semi-final against No. 4 棋手4 (队4); waits for the stage's other matches");
    t = play(t, "1/2");
    String out = t.roundsOf(D).get(6).games().get(0).red();
    var finalRound = NextRound.noGame(t, D, 8);
    assertThat(finalRound.keySet()).containsExactlyInAnyOrder("p4", "p5", "p6", out);
    assertThat(finalRound.get(out).zh()).startsWith("半决赛负于 ").endsWith("，已出局");
    t = play(t, "1-0");
    assertThat(NextRound.noGame(t, D, 9).values()).hasSize(6)
        .allSatisfy(x -> assertThat(x.zh()).isEqualTo("淘汰赛已全部结束"));
  }

  /**
   * The qualifying line inside a shared place: 6 players, the Swiss of the class comment but p4–p5 drawn, so p4 (2
   * for p6 + 1) and p5 (2 for p6 + 1) have 3 points each and 1 win each; the chain is 胜局 only, then lots. With 4
   * qualifiers the line falls between places 4 and 5, equal after every tie-break: a warning, with the pairing and
   * with the bracket. With 2 qualifiers the line is between p2 (8 points) and p3 (6): none.
   */
  @Test
  void aTieAcrossTheQualifyingLineIsAWarning() {
    for (boolean lots : new boolean[] {true, false}) {
      KnockoutRules k = new KnockoutRules(4, 1, false, null, null, List.of(ARMAGEDDON), null);
      Tournament t = drawn45(swissDone(6, k), lots ? List.of(org.chuhe.regulations.Criterion.WINS,
          org.chuhe.regulations.Criterion.LOTS) : List.of(org.chuhe.regulations.Criterion.WINS));
      Bracket b = Bracket.of(t, D);
      assertThat(b.seeds()).extracting(Bracket.Seed::player).containsExactly("p1", "p2", "p3", "p4");
      assertThat(b.warnings()).singleElement().satisfies(w -> {
        assertThat(w.where()).isEqualTo(D);
        assertThat(w.zh()).startsWith("积分编排第 4–5 名并列，全部破同分项目相同：淘汰赛取前 4 名，分界线落在并列者之间；"
            + "对阵暂按名次表顺序（4号 棋手4（队4） 进入，5号 棋手5（队5） 未进入），")
            .endsWith(lots ? "须先抽签决定名次" : "规程的破同分顺序没有抽签，由裁判长决定谁进入淘汰赛");
        assertThat(w.en()).startsWith("ranks 4–5 of the Swiss are tied after every tie-break: the knock-out takes "
            + "the first 4, and the line falls among them");
      });
      assertThat(NextRound.pair(t, D, PairingOptions.DEFAULT).warnings()).isEqualTo(b.warnings());
    }
    Tournament two = drawn45(swissDone(6, new KnockoutRules(2, 1, false, null, null, List.of(ARMAGEDDON), null)),
        List.of(org.chuhe.regulations.Criterion.WINS));
    assertThat(Bracket.of(two, D).warnings()).isEmpty();
  }

  /** The Swiss of {@link #swissDone} with the game p4–p5 drawn, ranked by {@code chain}. */
  static Tournament drawn45(Tournament t, List<org.chuhe.regulations.Criterion> chain) {
    List<Round> rounds = new ArrayList<>();
    for (Round r : t.rounds()) {
      rounds.add(r.withGames(r.games().stream().map(g -> g.involves("p4") && g.involves("p5")
          ? g.withResult(Result.DRAW) : g).toList(), r.byes()));
    }
    return new Tournament("t", "t", t.regulations().withTieBreaks(new org.chuhe.regulations.TieBreakRules(chain, null,
        null, null, null)), null, t.players(), rounds, null, null, null, null);
  }

  @Test
  void refusesTheNextGameWhileAResultIsMissing() {
    KnockoutRules k = new KnockoutRules(4, 2, false, null, null, List.of(ARMAGEDDON), null);
    Tournament t = swissDone(4, k);
    Round r = NextRound.pair(t, D, PairingOptions.DEFAULT).round();
    List<Game> games = List.of(r.games().get(0).withResult(Result.RED_WIN), r.games().get(1));
    Tournament open = t.withRounds(append(t.rounds(), r.withGames(games, List.of())));
    assertThatThrownBy(() -> NextRound.pair(open, D, PairingOptions.DEFAULT))
        .isInstanceOf(ProblemException.class)
        .hasMessageContaining("第 4 轮（淘汰赛）还有 1 盘没有结果（台次 2）")
        .hasMessageContaining("round 4 (knock-out) still has 1 games without a result (boards 2)");
    // The Swiss not over: no knock-out yet.
    Tournament swissOpen = t.withRounds(t.rounds().subList(0, 2));
    assertThat(NextRound.number(swissOpen, D)).isEqualTo(3);
    assertThat(NextRound.rounds(swissOpen, D)).isEqualTo(3);
  }

  @Test
  void doubleForfeitPutsTheHigherSeedThroughAndLatenessAsTheRegulationsSay() {
    KnockoutRules k = new KnockoutRules(4, 2, false, null, null, List.of(ARMAGEDDON), null);
    Tournament t = swissDone(4, k);
    t = play(t, "--", "late-+");
    Bracket b = Bracket.of(t, D);
    assertThat(b.stages().get(0).get(0).winner()).isEqualTo("p1");
    assertThat(b.stages().get(0).get(0).decision()).isEqualTo(Bracket.Decision.DOUBLE_FORFEIT);
    // late-+ (red, p2, came too late) is a forfeit by the default policy: p3 through at once.
    assertThat(b.stages().get(0).get(1).winner()).isEqualTo("p3");
    assertThat(b.stages().get(0).get(1).decision()).isEqualTo(Bracket.Decision.FORFEIT);
    assertThat(b.stages().get(0).get(1).howZh(k)).isEqualTo("对方第1局弃权");
    // The final next, p1 (seed 1) red against p3.
    t = play(t, "1-0");
    assertThat(pairs(t, 5)).containsExactly("p1-p3");
  }

  @Test
  void checkFindsAPairingOutsideTheBracketAndAWrongColour() {
    KnockoutRules k = new KnockoutRules(4, 2, false, null, null, List.of(ARMAGEDDON), null);
    Tournament t = swissDone(4, k);
    Round wrong = new Round(D, 4, List.of(Game.of(1, "p4", "p1", Result.RED_WIN),
        Game.of(2, "p2", "p4", Result.DRAW)), List.of(), List.of());
    Tournament bad = t.withRounds(append(t.rounds(), wrong));
    RoundCheck c = PairingChecker.check(bad, D, 4, PairingOptions.DEFAULT);
    assertThat(c.violations()).extracting(Violation::rule).containsOnly(Violation.Rule.NOT_THE_BRACKET);
    assertThat(c.violations()).extracting(Violation::zh).contains(
        "半决赛 第1局应由 1号 棋手1（队1） 执红（种子序号在前者执红）",
        "2号 棋手2（队2） 对 4号 棋手4（队4） 不是半决赛 第1局的对阵");
    assertThat(c.passes()).isFalse();
    assertThatThrownBy(() -> NextRound.pair(bad, D, PairingOptions.DEFAULT)).hasMessageContaining("不符合对阵");
  }

  @Test
  void validationNamesTheField() {
    KnockoutRules six = new KnockoutRules(6, 3, false, null, null, List.of(), null);
    List<Problem> problems = regs(9, six).validate();
    assertThat(problems).extracting(Problem::where).contains("knockout.qualifiers", "knockout.gamesPerMatch",
        "knockout.tieBreaks");
    assertThat(problems.stream().filter(p -> p.where().equals("knockout.qualifiers")).findFirst().orElseThrow()
        .zh()).contains("2 的乘方");
    KnockoutRules misplaced = new KnockoutRules(8, 2, false, null, null, List.of(ARMAGEDDON, RAPID), null);
    assertThat(regs(9, misplaced).validate()).extracting(Problem::where).contains("knockout.tieBreaks[0]",
        "knockout.tieBreaks");
    // A Swiss with the default knock-out part is not judged by the knock-out's rules.
    assertThat(regs(9, KnockoutRules.DEFAULT).withFormat(Format.SWISS, null, null).validate()).isEmpty();
  }

  static List<Round> append(List<Round> rounds, Round r) {
    List<Round> all = new ArrayList<>(rounds);
    all.add(r);
    return all;
  }
}
