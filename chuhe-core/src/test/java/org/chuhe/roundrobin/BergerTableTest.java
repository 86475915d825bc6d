package org.chuhe.roundrobin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The tables against the published ones, written out by hand from FIDE Handbook C.05 Annex 1 (Berger tables for
 * round-robin tournaments; 3–4 … 13–14 players; white, here red, first), which is the method of the Laws'
 * 循环赛对局秩序表 as 《象棋规则问答》 (韩宽) states it: 首尾相对，依次靠拢 in round 1, the highest number on board 1
 * against the number last in the round before, red for it in even rounds, the first of every other pair red.
 */
class BergerTableTest {

  /** FIDE C.05 Annex 1, 3 or 4 players. */
  @Test
  void fourPlayers() {
    assertTable(4, """
        1-4 2-3
        4-3 1-2
        2-4 3-1""");
  }

  /** FIDE C.05 Annex 1, 5 or 6 players. */
  @Test
  void sixPlayers() {
    assertTable(6, """
        1-6 2-5 3-4
        6-4 5-3 1-2
        2-6 3-1 4-5
        6-5 1-4 2-3
        3-6 4-2 5-1""");
  }

  /** FIDE C.05 Annex 1, 7 or 8 players. */
  @Test
  void eightPlayers() {
    assertTable(8, """
        1-8 2-7 3-6 4-5
        8-5 6-4 7-3 1-2
        2-8 3-1 4-7 5-6
        8-6 7-5 1-4 2-3
        3-8 4-2 5-1 6-7
        8-7 1-6 2-5 3-4
        4-8 5-3 6-2 7-1""");
  }

  /** FIDE C.05 Annex 1, 9 or 10 players. */
  @Test
  void tenPlayers() {
    assertTable(10, """
        1-10 2-9 3-8 4-7 5-6
        10-6 7-5 8-4 9-3 1-2
        2-10 3-1 4-9 5-8 6-7
        10-7 8-6 9-5 1-4 2-3
        3-10 4-2 5-1 6-9 7-8
        10-8 9-7 1-6 2-5 3-4
        4-10 5-3 6-2 7-1 8-9
        10-9 1-8 2-7 3-6 4-5
        5-10 6-4 7-3 8-2 9-1""");
  }

  /** FIDE C.05 Annex 1, 11 or 12 players. */
  @Test
  void twelvePlayers() {
    assertTable(12, """
        1-12 2-11 3-10 4-9 5-8 6-7
        12-7 8-6 9-5 10-4 11-3 1-2
        2-12 3-1 4-11 5-10 6-9 7-8
        12-8 9-7 10-6 11-5 1-4 2-3
        3-12 4-2 5-1 6-11 7-10 8-9
        12-9 10-8 11-7 1-6 2-5 3-4
        4-12 5-3 6-2 7-1 8-11 9-10
        12-10 11-9 1-8 2-7 3-6 4-5
        5-12 6-4 7-3 8-2 9-1 10-11
        12-11 1-10 2-9 3-8 4-7 5-6
        6-12 7-5 8-4 9-3 10-2 11-1""");
  }

  /** FIDE C.05 Annex 1, 13 or 14 players. */
  @Test
  void fourteenPlayers() {
    assertTable(14, """
        1-14 2-13 3-12 4-11 5-10 6-9 7-8
        14-8 9-7 10-6 11-5 12-4 13-3 1-2
        2-14 3-1 4-13 5-12 6-11 7-10 8-9
        14-9 10-8 11-7 12-6 13-5 1-4 2-3
        3-14 4-2 5-1 6-13 7-12 8-11 9-10
        14-10 11-9 12-8 13-7 1-6 2-5 3-4
        4-14 5-3 6-2 7-1 8-13 9-12 10-11
        14-11 12-10 13-9 1-8 2-7 3-6 4-5
        5-14 6-4 7-3 8-2 9-1 10-13 11-12
        14-12 13-11 1-10 2-9 3-8 4-7 5-6
        6-14 7-5 8-4 9-3 10-2 11-1 12-13
        14-13 1-12 2-11 3-10 4-9 5-8 6-7
        7-14 8-6 9-5 10-4 11-3 12-2 13-1""");
  }

  /** An odd number uses the next even table; its highest number is the dummy (轮空 for whoever meets it). */
  @Test
  void oddNumbersUseTheNextTableWithADummy() {
    BergerTable five = new BergerTable(5);
    assertThat(five.size()).isEqualTo(6);
    assertThat(five.hasDummy()).isTrue();
    assertThat(five.roundsPerCycle()).isEqualTo(5);
    assertThat(rounds(five)).isEqualTo(rounds(new BergerTable(6)));
  }

  /** Any size, 2 to 60: every pair once a cycle, everyone once a round, colours as even as a round robin allows. */
  @Test
  void everyPairMeetsOnceForAnySize() {
    for (int n = 2; n <= 60; n++) {
      BergerTable table = new BergerTable(n);
      Set<String> pairs = new HashSet<>();
      int[] reds = new int[table.size() + 1];
      for (int r = 1; r <= table.roundsPerCycle(); r++) {
        Set<Integer> seen = new HashSet<>();
        for (BergerTable.Pair p : table.round(r)) {
          assertThat(seen.add(p.red()) && seen.add(p.black())).as("n=%d round %d", n, r).isTrue();
          assertThat(pairs.add(Math.min(p.red(), p.black()) + "-" + Math.max(p.red(), p.black()))).isTrue();
          reds[p.red()]++;
        }
        assertThat(seen).hasSize(table.size());
      }
      assertThat(pairs).hasSize(table.size() * (table.size() - 1) / 2);
      for (int position = 1; position <= table.size(); position++) {
        // n − 1 games: each player has red (n − 2) / 2 or n / 2 times.
        assertThat(reds[position]).as("n=%d position %d", n, position)
            .isBetween((table.size() - 2) / 2, table.size() / 2);
      }
    }
  }

  private static void assertTable(int n, String published) {
    List<String> expected = published.lines().map(String::strip).toList();
    assertThat(rounds(new BergerTable(n))).containsExactlyElementsOf(expected);
    assertThat(rounds(new BergerTable(n - 1))).as("odd: the same table with a dummy").containsExactlyElementsOf(expected);
  }

  private static List<String> rounds(BergerTable table) {
    List<String> rounds = new ArrayList<>();
    for (int r = 1; r <= table.roundsPerCycle(); r++) {
      rounds.add(table.round(r).stream().map(p -> p.red() + "-" + p.black()).collect(Collectors.joining(" ")));
    }
    return rounds;
  }
}
