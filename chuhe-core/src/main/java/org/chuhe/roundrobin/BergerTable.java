package org.chuhe.roundrobin;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.problem.ProblemException;

/**
 * The Berger table (贝格尔编排法) for a round robin of {@code players} players: who meets whom in each round of one
 * cycle, and who plays red. Positions are the pairing numbers 1..{@link #size()}; with an odd number of players a
 * dummy takes the highest position ({@code size = players + 1}), and whoever meets it has the bye (轮空).
 *
 * <p>The rule, as 《象棋规则问答》 (韩宽) states the 循环赛对局秩序表 of the Laws and FIDE Handbook C.05 Annex 1 prints
 * the tables (the two are the same method): round 1 pairs the first number with the last and moves inwards
 * (首尾相对，依次靠拢: 1–n, 2–(n−1), …); the highest number n always plays on board 1, against the number that stood
 * last in the round before, with red in even rounds and black in odd ones (第二轮最大号执先，以后逐轮转换); the first
 * of each other pair plays red (号次在前的执红先走). Worked out as a rotation: with m = n − 1 and round r, let
 * s_i = ((i + (r − 1)·n/2) mod m) + 1 for i = 0 … m − 1; board 1 pairs s_0 with n (s_0 red in odd rounds) and board
 * b ≥ 2 pairs s_{b−1} (red) with s_{m−b+1}.
 *
 * <p>Example, 6 players: round 1 1–6, 2–5, 3–4; round 2 6–4, 5–3, 1–2; round 3 2–6, 3–1, 4–5; round 4 6–5, 1–4, 2–3;
 * round 5 3–6, 4–2, 5–1 (red first). Checked against FIDE C.05 Annex 1 for 3–4 … 13–14 players in
 * {@code BergerTableTest}; with 5 players, whoever meets 6 has the bye (round 1: 1 rests).
 */
public record BergerTable(int players) {
  /** One board of the table: the positions of red and black (the dummy's position included when odd). */
  public record Pair(int board, int red, int black) {
    /** The other position of the pair. */
    public int opponentOf(int position) {
      return position == red ? black : red;
    }

    public boolean involves(int position) {
      return red == position || black == position;
    }
  }

  public BergerTable {
    if (players < 2) {
      throw ProblemException.of("players", "循环赛至少需要 2 名棋手，现有 " + players,
          "a round robin needs at least 2 players, has " + players);
    }
  }

  /** The positions of the table: the players, and the dummy when their number is odd. */
  public int size() {
    return players % 2 == 0 ? players : players + 1;
  }

  /** Whether the table has a dummy (an odd number of players): its position is {@link #size()}. */
  public boolean hasDummy() {
    return players % 2 == 1;
  }

  /** Rounds of one cycle: n − 1 for an even number n of players, n for an odd one. */
  public int roundsPerCycle() {
    return size() - 1;
  }

  /** The pairs of round {@code round} (1 … {@link #roundsPerCycle()}), board 1 first, the dummy's pair included. */
  public List<Pair> round(int round) {
    int n = size();
    int m = n - 1;
    if (round < 1 || round > m) {
      throw new IllegalArgumentException("round " + round + " of a Berger table of " + n);
    }
    int shift = (round - 1) * (n / 2);
    int[] s = new int[m];
    for (int i = 0; i < m; i++) {
      s[i] = (i + shift) % m + 1;
    }
    List<Pair> pairs = new ArrayList<>(n / 2);
    pairs.add(round % 2 == 1 ? new Pair(1, s[0], n) : new Pair(1, n, s[0]));
    for (int b = 2; b <= n / 2; b++) {
      pairs.add(new Pair(b, s[b - 1], s[m - b + 1]));
    }
    return pairs;
  }
}
