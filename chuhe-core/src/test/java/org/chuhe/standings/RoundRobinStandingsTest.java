package org.chuhe.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundRobinRules;
import org.chuhe.regulations.TieBreakRules;
import org.chuhe.testing.TournamentBuilder;
import org.junit.jupiter.api.Test;

/**
 * The round robin's tie-breaks (Laws §14.1, §14.2) on hand-worked tables. The regulations name no chain: a round robin
 * takes the Laws' chain for its cycles ({@link TieBreakRules#lawsChain}). Players A–F are numbers 1–6 (A–D 1–4), and
 * every round is the Berger table's: 6 players R1 A-F B-E C-D, R2 F-D E-C A-B, R3 B-F C-A D-E, R4 F-E A-D B-C,
 * R5 C-F D-B E-A (red first).
 */
class RoundRobinStandingsTest {

  static Regulations roundRobin(int cycles) {
    return Regulations.defaults().withFormat(Format.ROUND_ROBIN, new RoundRobinRules(cycles), null);
  }

  @Test
  void theLawsChainIsTheDefaultForItsCycles() {
    assertThat(roundRobin(1).tieBreaks().chain()).isEqualTo(TieBreakRules.LAWS_14_1);
    assertThat(roundRobin(2).tieBreaks().chain()).isEqualTo(TieBreakRules.LAWS_14_2);
    assertThat(Regulations.defaults().tieBreaks().chain()).isEqualTo(TieBreakRules.LAWS_14_3_1);
    // A chain the regulations give is kept, even when it is 14.3.1's.
    Regulations given = roundRobin(1).withTieBreaks(new TieBreakRules(List.of(Criterion.OPPONENT_SCORE,
        Criterion.WINS, Criterion.FOULS, Criterion.BLACK_GAMES, Criterion.REVERSE_ROUND_COMPARISON, Criterion.LOTS),
        null, null, null, null));
    assertThat(given.tieBreaks().chain()).isEqualTo(TieBreakRules.LAWS_14_3_1);
  }

  /**
   * The default is decided by the regulations, which know the format: tie-break rules that name only a choice (0 for
   * a bye's 对手分) still get the Laws' chain of the format; a chain that was the old format's Laws' chain follows a
   * change of format or cycles, a chain of the arbiter's own does not.
   */
  @Test
  void theRegulationsDecideTheDefaultChainByTheirFormat() {
    TieBreakRules onlyByeRule = new TieBreakRules(null, TieBreakRules.ByeOpponentScore.ZERO, null, null, null);
    Regulations single = roundRobin(1).withTieBreaks(onlyByeRule);
    assertThat(single.tieBreaks().chain()).isEqualTo(TieBreakRules.LAWS_14_1);
    assertThat(single.tieBreaks().byeOpponentScore()).isEqualTo(TieBreakRules.ByeOpponentScore.ZERO);
    assertThat(Regulations.defaults().withTieBreaks(onlyByeRule).tieBreaks().chain())
        .isEqualTo(TieBreakRules.LAWS_14_3_1);
    Regulations twice = single.withFormat(Format.ROUND_ROBIN, new RoundRobinRules(2), null);
    assertThat(twice.tieBreaks().chain()).isEqualTo(TieBreakRules.LAWS_14_2);
    assertThat(twice.tieBreaks().byeOpponentScore()).isEqualTo(TieBreakRules.ByeOpponentScore.ZERO);
    assertThat(twice.withFormat(Format.SWISS, null, null).tieBreaks().chain()).isEqualTo(TieBreakRules.LAWS_14_3_1);
    List<Criterion> own = List.of(Criterion.WINS, Criterion.SONNEBORN_BERGER, Criterion.LOTS);
    assertThat(roundRobin(1).withTieBreaks(onlyByeRule.withChain(own))
        .withFormat(Format.ROUND_ROBIN, new RoundRobinRules(2), null).tieBreaks().chain()).isEqualTo(own);
  }

  /**
   * §14.1, steps 小分, 胜局, 直胜.
   *
   * <pre>
   * R1 A-F ½, B-E 0-1, C-D 0-1   R2 F-D ½, E-C 0-1, A-B 1-0   R3 B-F 1-0, C-A 1-0, D-E 0-1
   * R4 F-E 1-0, A-D ½, B-C 1-0   R5 C-F 1-0, D-B ½, E-A 1-0
   * points: A 1+2+0+1+0 = 4   B 0+0+2+2+1 = 5   C 0+2+2+0+2 = 6   D 2+1+0+1+1 = 5   E 2+0+2+0+2 = 6   F 1+1+0+2+0 = 4
   * C, E (6): 小分 C beat E6, A4, F4 = 14; E beat B5, D5, A4 = 14; 胜局 3 and 3;
   *           直胜 E-C 0-1: C ahead.
   * B, D (5): 小分 B beat F4, C6, drew D5 = 4 + 6 + 2.5 = 12.5; D beat C6, drew F4, A4, B5 = 6 + 2 + 2 + 2.5 = 12.5;
   *           胜局 B 2, D 1: B ahead.
   * A, F (4): 小分 A beat B5, drew F4, D5 = 5 + 2 + 2.5 = 9.5; F beat E6, drew A4, D5 = 6 + 2 + 2.5 = 10.5: F ahead.
   * standings: C E B D F A
   * </pre>
   */
  @Test
  void singleRoundRobinSonnebornBergerWinsDirectEncounter() {
    DivisionStandings s = StandingsEngine.rank(TournamentBuilder.of("A", "B", "C", "D", "E", "F")
        .regulations(roundRobin(1))
        .round("A-F 1/2", "B-E 0-1", "C-D 0-1")
        .round("F-D 1/2", "E-C 0-1", "A-B 1-0")
        .round("B-F 1-0", "C-A 1-0", "D-E 0-1")
        .round("F-E 1-0", "A-D 1/2", "B-C 1-0")
        .round("C-F 1-0", "D-B 1/2", "E-A 1-0")
        .build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("C", "E", "B", "D", "F", "A");
    assertThat(s.rows()).extracting(StandingsRow::points).containsExactly(6, 6, 5, 5, 4, 4);
    assertThat(s.rows()).extracting(r -> r.tieBreaks().get(Criterion.SONNEBORN_BERGER).display())
        .containsExactly("14", "14", "12.5", "12.5", "10.5", "9.5");
    assertThat(s.explain("E", "C").criterion()).isEqualTo(Criterion.DIRECT_ENCOUNTER);
    assertThat(s.explain("D", "B").criterion()).isEqualTo(Criterion.WINS);
    assertThat(s.explain("A", "F").criterion()).isEqualTo(Criterion.SONNEBORN_BERGER);
    assertThat(s.explain("A", "F").zh()).contains("按小分区分：10.5 对 9.5");
    assertThat(s.explain("E", "C").zh()).contains("小分、胜局相同", "按直胜区分");
  }

  /**
   * §14.1, steps 犯规, 后走局数, 对局时后走.
   *
   * <pre>
   * R1 A-F 1-0, B-E 1-0, C-D 0-1   R2 F-D ½, E-C ½, A-B 1-0   R3 B-F ½, C-A ½, D-E 1-0
   * R4 F-E ½, A-D ½, B-C ½ (C: 1 foul)   R5 C-F 1-0, D-B ½, E-A ½
   * points: A 2+2+1+1+1 = 7  D 2+1+2+1+1 = 7  B 2+0+1+1+1 = 5  C 0+1+1+1+2 = 5  E 0+1+0+1+1 = 3  F 0+1+1+1+0 = 3
   * 小分 (final points of beaten opponents, half of drawn ones):
   *   A F3 + B5 + ½(C5 + D7 + E3) = 15.5   D C5 + E3 + ½(F3 + A7 + B5) = 15.5
   *   B E3 + ½(F3 + C5 + D7) = 10.5        C F3 + ½(E3 + A7 + B5) = 10.5
   *   E ½(C5 + F3 + A7) = 7.5               F ½(D7 + B5 + E3) = 7.5
   * 胜局 A 2 D 2, B 1 C 1, E 0 F 0; every tied pair drew its game (直胜 equal).
   * A, D: 犯规 0 and 0; 后走局数 A 2 (R3, R5), D 3 (R1, R2, R4): D ahead.
   * B, C: 犯规 B 0, C 1: B ahead.
   * E, F: 犯规 0, 后走局数 3 and 3 (positions 5 and 6); 对局时后走: R4 F-E, E had black: E ahead.
   * standings: D A B C E F
   * </pre>
   */
  @Test
  void singleRoundRobinFoulsBlackGamesBlackInTheirGame() {
    DivisionStandings s = StandingsEngine.rank(TournamentBuilder.of("A", "B", "C", "D", "E", "F")
        .regulations(roundRobin(1))
        .round("A-F 1-0", "B-E 1-0", "C-D 0-1")
        .round("F-D 1/2", "E-C 1/2", "A-B 1-0")
        .round("B-F 1/2", "C-A 1/2", "D-E 1-0")
        .round("F-E 1/2", "A-D 1/2", "B-C 1/2 fouls 0:1")
        .round("C-F 1-0", "D-B 1/2", "E-A 1/2")
        .build(), "open");
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("D", "A", "B", "C", "E", "F");
    assertThat(s.rows()).extracting(StandingsRow::points).containsExactly(7, 7, 5, 5, 3, 3);
    assertThat(s.rows()).extracting(r -> r.tieBreaks().get(Criterion.BLACK_GAMES).display())
        .containsExactly("3", "2", "2", "2", "3", "3");
    assertThat(s.explain("A", "D").criterion()).isEqualTo(Criterion.BLACK_GAMES);
    assertThat(s.explain("C", "B").criterion()).isEqualTo(Criterion.FOULS);
    RankExplanation ef = s.explain("F", "E");
    assertThat(ef.criterion()).isEqualTo(Criterion.BLACK_IN_MUTUAL_GAME);
    assertThat(ef.higher()).isEqualTo("E");
    assertThat(ef.zh()).contains("按对局时后走区分");
    assertThat(ef.en()).contains("separated by blackInMutualGame");
  }

  /**
   * §14.2, a double round robin of 4 (A–D numbers 1–4): 场分 first, so D, with more 局分, ranks below B and C.
   *
   * <pre>
   * R1 A-D 0-1, B-C ½   R2 D-C ½, A-B 1-0   R3 B-D ½, C-A 0-1
   * R4 D-A 1-0, C-B ½   R5 C-D 1-0, B-A 0-1   R6 D-B 0-1, A-C 1-0      (cycle 2: colours reversed)
   * matches (games' points): A–B 4:0, A–C 4:0, A–D 0:4, B–C 2:2, B–D 3:1, C–D 3:1
   * 场分: A 2+2+0 = 4, B 0+1+2 = 3, C 0+1+2 = 3, D 2+0+0 = 2
   * 局分: A 8, D 2+1+1+2 = 6, B 1+0+1+1+0+2 = 5, C 1+1+0+1+2+0 = 5
   * B, C: 场分 3, 局分 5, 胜局 1 and 1, 直胜 2:2, 犯规 0, 后走胜局 B 1 (R6, black) C 0 (R5, red): B ahead.
   * standings: A (4) B (3) C (3) D (2)
   * </pre>
   */
  @Test
  void doubleRoundRobinRanksByMatchPointsBeforeGamePoints() {
    DivisionStandings s = StandingsEngine.rank(TournamentBuilder.of("A", "B", "C", "D")
        .regulations(roundRobin(2))
        .round("A-D 0-1", "B-C 1/2")
        .round("D-C 1/2", "A-B 1-0")
        .round("B-D 1/2", "C-A 0-1")
        .round("D-A 1-0", "C-B 1/2")
        .round("C-D 1-0", "B-A 0-1")
        .round("D-B 0-1", "A-C 1-0")
        .build(), "open");
    assertThat(s.chain()).isEqualTo(TieBreakRules.LAWS_14_2);
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("A", "B", "C", "D");
    assertThat(s.rows()).extracting(StandingsRow::rank).containsExactly(1, 2, 3, 4);
    assertThat(s.rows()).extracting(r -> r.tieBreaks().get(Criterion.MATCH_POINTS).display())
        .containsExactly("4", "3", "3", "2");
    assertThat(s.rows()).extracting(StandingsRow::points).containsExactly(8, 5, 5, 6);
    RankExplanation db = s.explain("D", "B");
    assertThat(db.criterion()).isEqualTo(Criterion.MATCH_POINTS);
    assertThat(db.higher()).isEqualTo("B");
    assertThat(db.zh()).contains("按场分区分：3 对 2").doesNotContain("积分 6 多于");
    RankExplanation cb = s.explain("C", "B");
    assertThat(cb.criterion()).isEqualTo(Criterion.BLACK_WINS);
    assertThat(cb.zh()).contains("场分、局分、胜局、直胜、犯规相同");
  }

  /**
   * Random double round robins (the Berger table's rounds, random results, the seed printed in every failure) against
   * a naive reading of the games: each pair's two games summed, 场分 2/1/0, 局分 the points; the table is ordered by
   * 场分, then 局分 among equal 场分.
   */
  @Test
  void randomDoubleRoundRobinsAgainstANaiveCount() {
    long seed = Long.getLong("chuhe.seed", 28L);
    java.util.Random rnd = new java.util.Random(seed);
    String[] codes = {"1-0", "0-1", "1/2", "+-", "-+"};
    for (int trial = 0; trial < 50; trial++) {
      int n = 3 + rnd.nextInt(8);
      String[] ids = new String[n];
      for (int i = 0; i < n; i++) {
        ids[i] = "P" + (i + 1);
      }
      TournamentBuilder b = TournamentBuilder.of(ids).regulations(roundRobin(2));
      org.chuhe.roundrobin.RoundRobinSchedule schedule = org.chuhe.roundrobin.RoundRobinSchedule.of(
          java.util.stream.IntStream.range(0, n).boxed().collect(java.util.stream.Collectors.toMap(i -> ids[i],
              i -> i + 1)), 2, "open");
      java.util.Map<String, Integer> gamePoints = new java.util.HashMap<>();
      java.util.Map<String, Integer> pairPoints = new java.util.HashMap<>();
      for (int r = 1; r <= schedule.rounds(); r++) {
        List<String> lines = new java.util.ArrayList<>();
        for (org.chuhe.roundrobin.RoundRobinSchedule.Meeting m : schedule.round(r)) {
          if (m.bye()) {
            lines.add("bye " + m.red());
            continue;
          }
          String code = codes[rnd.nextInt(codes.length)];
          lines.add(m.red() + "-" + m.black() + " " + code);
          int red = switch (code) {
            case "1-0", "+-" -> 2;
            case "1/2" -> 1;
            default -> 0;
          };
          int black = code.equals("1/2") ? 1 : 2 - red;
          gamePoints.merge(m.red(), red, Integer::sum);
          gamePoints.merge(m.black(), black, Integer::sum);
          pairPoints.merge(m.red() + ">" + m.black(), red, Integer::sum);
          pairPoints.merge(m.black() + ">" + m.red(), black, Integer::sum);
        }
        b.round(lines.toArray(String[]::new));
      }
      DivisionStandings s = StandingsEngine.rank(b.build(), "open");
      String why = "seed " + seed + " trial " + trial;
      long previousMatch = Long.MAX_VALUE;
      long previousGame = Long.MAX_VALUE;
      for (StandingsRow row : s.rows()) {
        String p = row.playerId();
        long match = 0;
        for (String q : ids) {
          if (!q.equals(p)) {
            int mine = pairPoints.getOrDefault(p + ">" + q, 0);
            int theirs = pairPoints.getOrDefault(q + ">" + p, 0);
            match += mine > theirs ? 2 : mine == theirs ? 1 : 0;
          }
        }
        assertThat(row.tieBreaks().get(Criterion.MATCH_POINTS).display()).as(why + " " + p)
            .isEqualTo(Long.toString(match));
        assertThat(row.points()).as(why + " " + p).isEqualTo(gamePoints.getOrDefault(p, 0));
        assertThat(match).as(why).isLessThanOrEqualTo(previousMatch);
        if (match == previousMatch) {
          assertThat((long) row.points()).as(why).isLessThanOrEqualTo(previousGame);
        }
        previousMatch = match;
        previousGame = row.points();
      }
    }
  }
}
