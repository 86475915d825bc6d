package org.chuhe.engine.matching;

import org.chuhe.testing.TestSeeds;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.chuhe.engine.CountingProbe;
import org.junit.jupiter.api.Test;

/** The blossom solver against exhaustive search on thousands of small random graphs. */
class MatchingSolverTest {
  /** Every start that keeps blossoms is checked, however much it takes apart; the kept edges when a test asks. */
  private final CountingProbe probe = new CountingProbe().checkingStarts(true);

  private MatchingSolver solver(int n, int[] u, int[] v, long[] w, int d) {
    return solver(n, u, v, w, d, 4);
  }

  private MatchingSolver solver(int n, int[] u, int[] v, long[] w, int d, long scale) {
    return new MatchingSolver(n, u, v, w, d, scale, probe);
  }


  @Test
  void matchesExhaustiveSearchOnRandomGraphs() {
    long[] cases = TestSeeds.of(20261130L, 4000);
    for (int trial = 0; trial < cases.length; trial++) {
      long seed = cases[trial];
      check(seed);
    }
  }

  /**
   * A vertex inside a T-blossom keeps its edge of least slack to an S-vertex, so that when the blossom expands and the
   * vertex's child is free, that edge is queued without a scan of all its edges. Before every dual update of these
   * solves, every vertex outside the S-blossoms is checked against such a scan.
   */
  @Test
  void verticesInsideTBlossomsKeepTheirBestEdgeToAnSVertex() {
    probe.checkingKeptEdges(true);
    try {
      long[] cases = TestSeeds.of(20261202L, 800);
      for (long seed : cases) {
        check(seed);
      }
      long[] lines = TestSeeds.of(20261203L, 6);
      for (int trial = 0; trial < lines.length; trial++) {
        lineTrial(2 * trial, lines[trial]); // even trials: the smaller graphs
      }
    } finally {
      probe.checkingKeptEdges(false);
    }
    assertThat(probe.keptCheckedInT.get()).as("vertices checked inside T-blossoms").isGreaterThan(1000);
  }

  @Test
  void solvingAlongTheLineByHalvesGivesTheSameOptimum() {
    long[] cases = TestSeeds.of(20261201L, 60);
    for (int trial = 0; trial < cases.length; trial++) {
      lineTrial(trial, cases[trial]);
    }
    // Large graphs nest blossoms: expansions that keep their largest child in place are among these solves.
    assertThat(probe.childrenKeptInPlace.get()).as("children kept in place").isGreaterThan(10);
  }

  /**
   * One graph along a line (100–800 vertices for an even trial, up to 2,600 for an odd one), solved from scratch, by
   * halves, from a guess, by two parts and keeping the blossoms of a solve on most of its edges: the same optimum.
   */
  private void lineTrial(int trial, long seed) {
      SplittableRandom r = new SplittableRandom(seed);
      int line = 100 + r.nextInt(trial % 2 == 0 ? 700 : 2500);
      boolean extra = r.nextBoolean();
      int n = line + (extra ? 1 : 0);
      int d = 1 + r.nextInt(2);
      List<int[]> edges = new ArrayList<>();
      for (int i = 0; i < line; i++) {
        for (int j = i + 1; j < Math.min(line, i + 1 + r.nextInt(12)); j++) {
          if (r.nextInt(5) > 0) {
            edges.add(new int[] {i, j});
          }
        }
        if (r.nextInt(20) == 0) {
          edges.add(new int[] {i, r.nextInt(line - i) + i == i ? Math.min(line - 1, i + 1) : r.nextInt(line - i) + i});
        }
        if (extra && r.nextInt(4) == 0) {
          edges.add(new int[] {i, line});
        }
      }
      java.util.Set<Long> seen = new java.util.HashSet<>();
      edges.removeIf(e -> e[0] == e[1] || !seen.add((long) Math.min(e[0], e[1]) * n + Math.max(e[0], e[1])));
      int m = edges.size();
      int[] u = end(edges, 0);
      int[] v = end(edges, 1);
      long[] w = new long[m * d];
      // Half the graphs are like a score group: players due red or black (more of one), a same-colour pair costs a
      // unit of the higher component, so same-colour pairs are unavoidable and blossoms with duals nest.
      boolean rows = d == 2 && trial % 4 < 2;
      boolean[] red = new boolean[n];
      for (int i = 0; i < n; i++) {
        red[i] = r.nextInt(10) < 6;
      }
      for (int k = 0; k < m; k++) {
        for (int c = 0; c < d; c++) {
          long dist = v[k] - u[k];
          w[k * d + c] = c == d - 1 ? -dist * dist * 16 - r.nextInt(50)
              : rows ? (red[u[k]] == red[v[k]] ? -1 : 0) : -r.nextInt(3);
        }
      }
      MatchingSolver plain = solver(n, u, v, w, d).solve();
      MatchingSolver halves = MatchingSolver.solveAlongLine(n, line, u, v, w, d, probe);
      // A guess along the line: neighbours paired, as the row guess pairs players near each other.
      int[] guess = new int[n];
      Arrays.fill(guess, -1);
      for (int i = 0; i + 1 < line; i += 2) {
        guess[i] = i + 1;
        guess[i + 1] = i;
      }
      int[] order = java.util.stream.IntStream.range(0, line).filter(i -> i % 2 == 0).toArray();
      int cut = r.nextInt(line + 1);
      MatchingSolver guessed = solver(n, u, v, w, d).solveFromGuess(guess, order);
      MatchingSolver parts = MatchingSolver.solveByParts(n, new int[] {0, cut, line}, u, v, w, d, guess, order, probe);
      // With the engine's aim for the duals: zero above the last component.
      MatchingSolver aimed = MatchingSolver.solveByParts(n, new int[] {0, cut, line}, u, v, w, d, guess, order,
          new long[n * d], probe);
      // As after pricing: the edges in a random order, solved on most of them, then continued on all of them with the
      // blossoms kept (large graphs nest blossoms, which small ones rarely do).
      Edges p = Edges.shuffled(r, u, v, w, d);
      int[] pu = p.u;
      int[] pv = p.v;
      long[] pw = p.w;
      int most = m - 1 - r.nextInt(Math.max(1, m / 10));
      MatchingSolver first = solver(n, Arrays.copyOf(pu, most), Arrays.copyOf(pv, most),
          Arrays.copyOf(pw, most * d), d).solve();
      MatchingSolver kept = solver(n, pu, pv, pw, d, 2 * first.scale()).solveKeepingBlossoms(first);
      assertThat(kept.isPerfect()).as("seed %d keeping blossoms", seed).isEqualTo(plain.isPerfect());
      if (plain.isPerfect()) {
        assertThat(kept.verifyOptimum()).as("seed %d keeping blossoms", seed).isNull();
        assertThat(total(kept.mates(), pu, pv, pw, d)).as("seed %d keeping blossoms", seed)
            .containsExactly(total(plain.mates(), u, v, w, d));
      }
      for (MatchingSolver s : List.of(halves, guessed, parts, aimed)) {
        assertThat(s.isPerfect()).as("seed %d", seed).isEqualTo(plain.isPerfect());
        if (plain.isPerfect()) {
          assertThat(s.verifyOptimum()).as("seed %d", seed).isNull();
          assertThat(total(s.mates(), u, v, w, d)).as("seed %d", seed)
              .containsExactly(total(plain.mates(), u, v, w, d));
        }
      }
  }

  /**
   * {@link MatchingSolver#loweredSinceStart()}: after a warm start (keeping the blossoms, or from the duals), every pair
   * of vertices whose dual part of the slack (y_a + y_b + the duals of the blossoms holding both) fell below twice
   * what it was under the start's duals is named; pricing relies on it to look at those pairs alone. Random graphs of
   * up to 40 vertices, first solved on part of their edges.
   */
  @Test
  void aWarmStartNamesEveryPairWhoseSlackFell() {
    long[] cases = TestSeeds.of(20261202L, 1500);
    int fell = 0;
    int unnamed = 0;
    for (long seed : cases) {
      SplittableRandom r = new SplittableRandom(seed);
      int n = 2 * (1 + r.nextInt(20));
      int d = 1 + r.nextInt(2);
      int range = r.nextBoolean() ? 4 : 200;
      List<int[]> edges = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (j == i + 1 || r.nextDouble() < 0.3) {
            edges.add(new int[] {i, j}); // the path keeps a perfect matching possible
          }
        }
      }
      int m = edges.size();
      long[] w = new long[m * d];
      for (int i = 0; i < w.length; i++) {
        w[i] = r.nextInt(2 * range + 1) - range;
      }
      Edges all = Edges.shuffled(r, end(edges, 0), end(edges, 1), w, d);
      int m1 = m / 2 + r.nextInt(m - m / 2 + 1);
      MatchingSolver first = solver(n, Arrays.copyOf(all.u, m1), Arrays.copyOf(all.v, m1),
          Arrays.copyOf(all.w, m1 * d), d).solve();
      if (!first.isPerfect()) {
        continue;
      }
      MatchingSolver next = solver(n, all.u, all.v, all.w, d, 2 * first.scale());
      next = r.nextBoolean() ? next.solveKeepingBlossoms(first)
          : next.solveFrom(first.mates(), first.transferableDuals());
      MatchingSolver.Lowered lowered = next.loweredSinceStart();
      long[] zero = new long[d];
      long[] before = new long[d];
      long[] after = new long[d];
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++) {
          first.pricing().slackOf(a, b, zero, 0, before);
          next.pricing().slackOf(a, b, zero, 0, after);
          for (int c = 0; c < d; c++) {
            before[c] *= 2;
          }
          boolean named = lowered.mayHaveLowered(a, b) || lowered.mayHaveLowered(b, a);
          if (Lex.compare(after, before) < 0) {
            fell++;
            assertThat(named).as("seed %d: pair %d-%d lost slack and is not named", seed, a, b).isTrue();
          }
          unnamed += named ? 0 : 1;
        }
      }
    }
    assertThat(fell).as("pairs that lost slack").isGreaterThan(1000);
    assertThat(unnamed).as("pairs left out of the next pricing").isGreaterThan(1000);
  }

  @Test
  void deeplyNestedBlossomsNeedNoDeepStack() throws Exception {
    // Pairs x_i–y_i (weight 0) in a chain: y_{i-1} joined to x_i and to y_i (weight -1), the root 0 below the first
    // pair and an end vertex above the last. The only perfect matching shifts every pair, and growing a tree from
    // the root makes each level a blossom around the one below, so the augmenting path runs through thousands of
    // nested blossoms. The solver must not recurse that deep: it runs on a thread with a small stack (at 100,000
    // players a recursion over nested blossoms overflowed a default thread stack).
    int k = 4000;
    int n = 2 * k + 2;
    List<int[]> edges = new ArrayList<>();
    List<Long> weights = new ArrayList<>();
    for (int i = 0; i < k; i++) {
      int x = 2 * i + 1;
      int y = 2 * i + 2;
      int below = i == 0 ? 0 : 2 * i;
      edges.add(new int[] {x, y});
      weights.add(0L);
      edges.add(new int[] {below, x});
      weights.add(-1L);
      edges.add(new int[] {below, y});
      weights.add(-1L);
    }
    edges.add(new int[] {2 * k, n - 1});
    weights.add(-1L);
    int[] u = end(edges, 0);
    int[] v = end(edges, 1);
    long[] w = weights.stream().mapToLong(Long::longValue).toArray();
    MatchingSolver[] small = new MatchingSolver[1];
    Throwable[] failure = new Throwable[1];
    Thread t = new Thread(null, () -> {
      try {
        small[0] = solver(n, u, v, w, 1).solve();
      } catch (Throwable e) {
        failure[0] = e;
      }
    }, "small stack", 64 * 1024);
    t.start();
    t.join();
    assertThat(failure[0]).isNull();
    assertThat(small[0].isPerfect()).isTrue();
    assertThat(small[0].verifyOptimum()).isNull();
    assertThat(total(small[0].mates(), u, v, w, 1)).containsExactly(-(k + 1));
  }

  /** One end of every edge. */
  private static int[] end(List<int[]> edges, int which) {
    return edges.stream().mapToInt(e -> e[which]).toArray();
  }

  private static long[] total(int[] mates, int[] u, int[] v, long[] w, int d) {
    long[] sum = new long[d];
    for (int k = 0; k < u.length; k++) {
      if (mates[u[k]] == v[k]) {
        for (int c = 0; c < d; c++) {
          sum[c] += w[k * d + c];
        }
      }
    }
    return sum;
  }

  private void check(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int n = 2 + r.nextInt(11);
    int d = 1 + r.nextInt(3);
    double density = 0.2 + r.nextDouble() * 0.8;
    int range = 1 + r.nextInt(r.nextBoolean() ? 3 : 1000);
    List<int[]> edges = new ArrayList<>();
    List<long[]> weights = new ArrayList<>();
    long[][][] wm = new long[n][n][];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (r.nextDouble() < density) {
          long[] w = new long[d];
          for (int c = 0; c < d; c++) {
            w[c] = r.nextInt(2 * range + 1) - range;
          }
          edges.add(new int[] {i, j});
          weights.add(w);
          wm[i][j] = w;
          wm[j][i] = w;
        }
      }
    }
    int m = edges.size();
    int[] u = end(edges, 0);
    int[] v = end(edges, 1);
    long[] w = new long[m * d];
    for (int k = 0; k < m; k++) {
      System.arraycopy(weights.get(k), 0, w, k * d, d);
    }
    MatchingSolver solver = solver(n, u, v, w, d).solve();
    int[] mates = solver.mates();
    // the result is a matching on existing edges
    for (int i = 0; i < n; i++) {
      if (mates[i] >= 0) {
        assertThat(mates[mates[i]]).as("seed %d", seed).isEqualTo(i);
        assertThat(wm[i][mates[i]]).as("seed %d", seed).isNotNull();
      }
    }
    Best best = new Best(d);
    search(wm, new int[n], new boolean[n], 0, new long[d], 0, best, n);
    int size = (int) Arrays.stream(mates).filter(x -> x >= 0).count();
    int[] guess = randomGuess(r, n);
    int[] order = randomOrder(r, n);
    if (best.perfect == null) {
      assertThat(solver.isPerfect()).as("seed %d: no perfect matching exists", seed).isFalse();
      assertThat(solver(n, u, v, w, d).solveFromGuess(guess, order).isPerfect()).as("seed %d", seed)
          .isFalse();
      assertThat(size).as("seed %d: maximum cardinality", seed).isEqualTo(best.maxCardinality);
      return;
    }
    assertThat(solver.isPerfect()).as("seed %d: a perfect matching exists", seed).isTrue();
    assertThat(solver.verifyOptimum()).as("seed %d", seed).isNull();
    long[] total = new long[d];
    for (int i = 0; i < n; i++) {
      if (i < mates[i]) {
        for (int c = 0; c < d; c++) {
          total[c] += wm[i][mates[i]][c];
        }
      }
    }
    assertThat(total).as("seed %d n=%d d=%d", seed, n, d).containsExactly(best.perfect);

    // The same graph warm-started from a solve on part of its edges (as after pricing), twice in a row.
    List<Integer> part = new ArrayList<>();
    for (int k = 0; k < m; k++) {
      if (r.nextDouble() < 0.6) {
        part.add(k);
      }
    }
    int[] pu = part.stream().mapToInt(k -> u[k]).toArray();
    int[] pv = part.stream().mapToInt(k -> v[k]).toArray();
    long[] pw = new long[part.size() * d];
    for (int i = 0; i < part.size(); i++) {
      System.arraycopy(w, part.get(i) * d, pw, i * d, d);
    }
    MatchingSolver first = solver(n, pu, pv, pw, d).solve();
    MatchingSolver warm = solver(n, u, v, w, d, 2 * first.scale())
        .solveFrom(first.mates(), first.transferableDuals());
    MatchingSolver again = solver(n, u, v, w, d, 2 * warm.scale())
        .solveFrom(warm.mates(), warm.transferableDuals());
    for (MatchingSolver s : List.of(warm, again)) {
      assertThat(s.isPerfect()).as("seed %d warm start", seed).isTrue();
      assertThat(s.verifyOptimum()).as("seed %d warm start", seed).isNull();
      int[] wm2 = s.mates();
      long[] warmTotal = new long[d];
      for (int i = 0; i < n; i++) {
        if (i < wm2[i]) {
          for (int c = 0; c < d; c++) {
            warmTotal[c] += wm[i][wm2[i]][c];
          }
        }
      }
      assertThat(warmTotal).as("seed %d warm start", seed).containsExactly(best.perfect);
    }

    // Warm starts that keep the blossoms: the edges in a random order, solved on a first part, then on more, then on
    // all of them, each solve continuing the one before (pricing appends the pairs it adds).
    Edges shuffledEdges = Edges.shuffled(r, u, v, w, d);
    int[] ou = shuffledEdges.u;
    int[] ov = shuffledEdges.v;
    long[] ow = shuffledEdges.w;
    int m1 = r.nextInt(m + 1);
    int m2 = m1 + r.nextInt(m - m1 + 1);
    MatchingSolver step = solver(n, Arrays.copyOf(ou, m1), Arrays.copyOf(ov, m1),
        Arrays.copyOf(ow, m1 * d), d).solve();
    for (int upTo : new int[] {m2, m}) {
      step = solver(n, Arrays.copyOf(ou, upTo), Arrays.copyOf(ov, upTo), Arrays.copyOf(ow, upTo * d), d,
          2 * step.scale()).solveKeepingBlossoms(step);
      if (step.isPerfect()) {
        assertThat(step.verifyOptimum()).as("seed %d keeping blossoms, %d edges", seed, upTo).isNull();
      }
      if (upTo == m) {
        assertThat(step.isPerfect()).as("seed %d keeping blossoms", seed).isTrue();
        assertThat(total(step.mates(), ou, ov, ow, d)).as("seed %d keeping blossoms", seed)
            .containsExactly(best.perfect);
      }
    }

    // From a guessed matching (random pairs, some of them not edges, set in a random order), and by parts.
    int cut = r.nextInt(n + 1);
    int end = cut + r.nextInt(n - cut + 1);
    MatchingSolver guessed = solver(n, u, v, w, d).solveFromGuess(guess, order);
    MatchingSolver parts = MatchingSolver.solveByParts(n, new int[] {0, cut, end}, u, v, w, d, guess, order, probe);
    // The same with an aim for the duals: zero (as the engine aims) or random, the last component not counting.
    long[] aim = new long[n * d];
    if (r.nextBoolean()) {
      for (int i = 0; i < aim.length; i++) {
        aim[i] = r.nextInt(9) - 4;
      }
    }
    MatchingSolver aimed = solver(n, u, v, w, d).solveFromGuess(guess, order, aim);
    MatchingSolver aimedParts = MatchingSolver.solveByParts(n, new int[] {0, cut, end}, u, v, w, d, guess, order,
        aim, probe);
    for (MatchingSolver s : List.of(guessed, parts, aimed, aimedParts)) {
      assertThat(s.isPerfect()).as("seed %d guess", seed).isTrue();
      assertThat(s.verifyOptimum()).as("seed %d guess", seed).isNull();
      assertThat(total(s.mates(), u, v, w, d)).as("seed %d guess", seed).containsExactly(best.perfect);
    }
  }

  /** A graph's edges (ends and weights, {@code d} longs each). */
  private record Edges(int[] u, int[] v, long[] w) {
    /** The same edges in a random order (as pricing would have appended them, in any order). */
    static Edges shuffled(SplittableRandom r, int[] u, int[] v, long[] w, int d) {
      int[] perm = MatchingSolverTest.shuffled(r, u.length);
      long[] pw = new long[w.length];
      for (int i = 0; i < perm.length; i++) {
        System.arraycopy(w, perm[i] * d, pw, i * d, d);
      }
      return new Edges(Arrays.stream(perm).map(k -> u[k]).toArray(), Arrays.stream(perm).map(k -> v[k]).toArray(),
          pw);
    }
  }

  /** 0..m-1 in a random order. */
  private static int[] shuffled(SplittableRandom r, int m) {
    int[] perm = new int[m];
    for (int i = 0; i < m; i++) {
      perm[i] = i;
    }
    for (int i = m - 1; i > 0; i--) {
      int j = r.nextInt(i + 1);
      int t = perm[i];
      perm[i] = perm[j];
      perm[j] = t;
    }
    return perm;
  }

  /** A random partial pairing of 0..n-1 (the solver must cope with pairs that are not edges). */
  private static int[] randomGuess(SplittableRandom r, int n) {
    int[] perm = randomOrder(r, n);
    int[] guess = new int[n];
    Arrays.fill(guess, -1);
    for (int i = 0; i + 1 < perm.length; i += 2) {
      if (r.nextInt(4) > 0) {
        guess[perm[i]] = perm[i + 1];
        guess[perm[i + 1]] = perm[i];
      }
    }
    return guess;
  }

  private static int[] randomOrder(SplittableRandom r, int n) {
    int[] perm = shuffled(r, n);
    return Arrays.copyOf(perm, r.nextInt(n + 1));
  }

  private static final class Best {
    long[] perfect;
    int maxCardinality;

    Best(int d) {}
  }

  /** Every matching: vertex i is either left single or matched to a later free vertex. */
  private static void search(long[][][] wm, int[] mate, boolean[] used, int i, long[] sum, int pairs, Best best,
      int n) {
    if (i == n) {
      best.maxCardinality = Math.max(best.maxCardinality, 2 * pairs);
      if (2 * pairs == n && (best.perfect == null || greater(sum, best.perfect))) {
        best.perfect = sum.clone();
      }
      return;
    }
    if (used[i]) {
      search(wm, mate, used, i + 1, sum, pairs, best, n);
      return;
    }
    used[i] = true;
    search(wm, mate, used, i + 1, sum, pairs, best, n);
    for (int j = i + 1; j < n; j++) {
      if (!used[j] && wm[i][j] != null) {
        used[j] = true;
        for (int c = 0; c < sum.length; c++) {
          sum[c] += wm[i][j][c];
        }
        search(wm, mate, used, i + 1, sum, pairs + 1, best, n);
        for (int c = 0; c < sum.length; c++) {
          sum[c] -= wm[i][j][c];
        }
        used[j] = false;
      }
    }
    used[i] = false;
  }

  private static boolean greater(long[] a, long[] b) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] != b[i]) {
        return a[i] > b[i];
      }
    }
    return false;
  }
}
