package org.chuhe.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.IntStream;
import org.chuhe.engine.matching.Lex;
import org.chuhe.engine.matching.MatchingSolver;
import org.chuhe.engine.matching.Pricing;
import org.chuhe.engine.matching.SideBySide;
import org.chuhe.engine.EngineProbe;

/**
 * Exact minimum of the lower part of the quality vector (colour rule breaks, colour wishes, repeated floats, number
 * distance) over the pairings of one component of a round — score groups that may only exchange players along
 * the given group pairs, plus optionally the bye — with a Lagrange penalty on crossings, as used by
 * {@link DecomposedEngine}.
 *
 * <p>Costs are shifted by per-player potentials (the same constant for everyone of one colour row of one group):
 * every perfect matching then costs the same constant less, so the optimum is unchanged, but the row that has too
 * many players can pair inside itself without the solver having to move its duals by a whole colour-wish unit. That
 * keeps the optimal duals close to the number-distance scale, which is what makes pricing with sparse candidates
 * cheap. Exactness never depends on the potentials, only speed.
 *
 * <p>All arithmetic is in "cost units" = 4 × packed quality (so that half a wish unit is an integer).
 */
final class ComponentSolver {
  private static final int NEAREST = 8;
  private static final int NEAREST_CROSS = 3;
  /**
   * Per row of a group further than the next one (the whole round only, see {@link #WHOLE_ROUND_REACH}): only a
   * floater can use such a pair, so one candidate each is enough for the duals (measured: round 10 of the
   * 10,000-player benchmark, 453,000 candidate pairs and 2.5–3.1 s with 3; 1.6 s with 1).
   */
  private static final int NEAREST_FAR = 1;
  /** Waiting players of the other colour offered to each player by {@link #nestedPartners}. */
  private static final int NESTED = 3;
  /** Partners of the other row offered either side of the guessed rank partner by {@link #linePartners}. */
  private static final int RANK_SPREAD = 4;
  /**
   * Pricing adds at most this many profitable pairs per player, row and direction (the nearest): when a whole
   * group pair is under-priced, a few of its pairs correct the duals, and the next pricing finds any others.
   * Measured on every round of six 10,000-player histories (docs/benchmarks.md, tenth session): with 4, 231 solves of
   * components of 1,000 players or more; with 16, 227 (the slowest round, a five-group cascade, lost its third
   * solve: its first pricing found 685 pairs instead of 265 and then none); with 64, 227 again.
   */
  private static final int PRICE_LIMIT = 16;
  /**
   * For the whole round: initial candidates in the own group and this many groups above and below. Measured on the
   * 11-round benchmarks at 1,000 and 10,000 players (sums of the median round times): reach 1: 516 ms / 8.7 s, 2: 481 ms
   * / 8.1 s, 4: 467 ms / 7.4 s, 8: 553 ms / 9.8 s. With less, pricing adds the floaters' pairs in several waves, each
   * followed by a solve; with more, every solve carries many pairs nobody uses.
   */
  private static final int WHOLE_ROUND_REACH = 4;
  final RoundProblem problem;
  /** The component's players, as indices of the round's problem (group by group, each by number). */
  final int[] players;
  /** Each player's number and row (see {@link RoundProblem}), by index in the component. */
  private final int[] numberOf;
  private final int[] rowOfPlayer;
  final int[] group;
  final boolean[][] crossAllowed;
  final boolean[] byeAllowed;
  final boolean hasBye;
  final RoundProblem.Weights packing;
  final int d;
  /**
   * Lagrange penalty (cost units) added to a pair between two groups (for the constrained groups it leaves and the
   * cuts with a dual it crosses), by local group.
   */
  final long[][][] penalty;
  /**
   * Null for a component of the decomposition; for the whole round ({@link #wholeRound}, whole quality vector): the
   * group pairs that start with candidate pairs besides neighbouring groups.
   */
  private final boolean[][] crossed;
  private final long[][] potential;
  /** Each local group's group of the problem. */
  private final int[] problemGroup;
  private final int groups;
  /** Who watches: events, traces and the checks a test asks for ({@link EngineProbe#checksPricing}). */
  private final EngineProbe probe;

  /**
   * The whole round as one component: every score group, every legal pair and bye, and the whole quality vector
   * (not only its lower part). Used when the score-group level cannot be proved on its own.
   */
  static ComponentSolver wholeRound(RoundProblem problem, int[] players, int[] group, int[] problemGroup,
      boolean[][] crossed, boolean[] byeAllowed, RoundProblem.Weights packing, EngineProbe probe) {
    int groups = problemGroup.length;
    boolean[][] all = new boolean[groups][groups];
    for (boolean[] row : all) {
      Arrays.fill(row, true);
    }
    return new ComponentSolver(problem, players, group, problemGroup, all, byeAllowed, packing,
        new long[groups][groups][packing.longs()], crossed, probe);
  }

  ComponentSolver(RoundProblem problem, int[] players, int[] group, int[] problemGroup, boolean[][] crossAllowed,
      boolean[] byeAllowed, RoundProblem.Weights packing, long[][][] penalty, EngineProbe probe) {
    this(problem, players, group, problemGroup, crossAllowed, byeAllowed, packing, penalty, null, probe);
  }

  private ComponentSolver(RoundProblem problem, int[] players, int[] group, int[] problemGroup,
      boolean[][] crossAllowed, boolean[] byeAllowed, RoundProblem.Weights packing, long[][][] penalty,
      boolean[][] crossed, EngineProbe probe) {
    this.crossed = crossed;
    this.probe = probe;
    this.problem = problem;
    this.players = players;
    this.group = group;
    this.problemGroup = problemGroup;
    this.groups = problemGroup.length;
    numberOf = new int[players.length];
    rowOfPlayer = new int[players.length];
    for (int i = 0; i < players.length; i++) {
      numberOf[i] = problem.number(players[i]);
      rowOfPlayer[i] = problem.row(players[i]);
    }
    this.crossAllowed = crossAllowed;
    this.byeAllowed = byeAllowed;
    boolean any = false;
    for (boolean b : byeAllowed) {
      any |= b;
    }
    this.hasBye = any;
    this.packing = packing;
    this.d = packing.longs();
    this.penalty = penalty;
    // Row potentials: in a group whose due-red row outnumbers the rest, red-red pairs are unavoidable; shifting
    // each red player by +½ wish and everyone else by −½ makes those pairs nearly free and black-black pairs dear.
    // Nearly: ⅛ of ½ wish less, so that red-red pairs stay a little dearer than red-black ones, which is what
    // lets the duals of the guessed pairing (linePartners) keep the short red-red pairs it does not use feasible.
    rowBounds = new AtomicReferenceArray<>(groups * 3 * problem.boundClasses() * groups * 3);
    potential = new long[groups * 3][d];
    int[][] counts = new int[groups][3];
    for (int i = 0; i < players.length; i++) {
      counts[group[i]][rowOfPlayer[i]]++;
    }
    long[] halfWish = new long[d];
    packing.rowUnit(halfWish);
    for (int c = 0; c < d; c++) {
      halfWish[c] = -2 * halfWish[c]; // 4 × ½ wish, in cost units
    }
    // Only for a component of one group: with several groups the shift would make crossings look cheap and spoil
    // the solver's greedy start.
    for (int g = 0; g < groups; g++) {
      int r = counts[g][0];
      int b = counts[g][1];
      int none = counts[g][2];
      int excess = r > b + none ? 0 : b > r + none ? 1 : -1;
      if (excess < 0) {
        continue;
      }
      for (int row = 0; row < 3; row++) {
        long sign = row == excess ? 1 : -1;
        for (int c = 0; c < d; c++) {
          potential[g * 3 + row][c] = sign * (halfWish[c] - halfWish[c] / 8);
        }
      }
    }
  }

  private int n() {
    return players.length;
  }

  /** The name of player k's group, for a trace. */
  private String groupName(int k) {
    return problem.groupName(problemGroup[group[k]]);
  }

  /** Cost (cost units, lexicographic longs) of the pair, or of the bye when b == -1. */
  void cost(int a, int b, long[] out) {
    if (b < 0) {
      packing.bye(players[a], out);
    } else {
      packing.pair(players[a], players[b], out);
    }
    for (int c = 0; c < d; c++) {
      out[c] = -4 * out[c];
    }
    subtract(out, potential[group[a] * 3 + rowOfPlayer[a]]);
    if (b >= 0) {
      subtract(out, potential[group[b] * 3 + rowOfPlayer[b]]);
      if (group[a] != group[b]) {
        add(out, penalty[group[a]][group[b]]);
      }
    }
  }

  private void add(long[] out, long[] x) {
    for (int c = 0; c < d; c++) {
      out[c] += x[c];
    }
  }

  private void subtract(long[] out, long[] x) {
    for (int c = 0; c < d; c++) {
      out[c] -= x[c];
    }
  }

  private boolean allowed(int a, int b) {
    int ga = group[a];
    int gb = group[b];
    return (ga == gb || crossAllowed[ga][gb]) && !met().contains(key(a, b))
        && problem.mayMeetOtherwise(players[a], players[b]);
  }

  /**
   * The pairs of this component's players who may never meet ({@link RoundProblem#neverAgain}: for the Chinese rule
   * book, who have met), by key: asked for every candidate and every priced pair, where looking the opponents' ids up
   * in each player's set of strings took most of the candidates' time.
   */
  private PairSet met;

  private PairSet met() {
    if (met == null) {
      int[] local = new int[problem.size()];
      Arrays.fill(local, -1);
      for (int i = 0; i < n(); i++) {
        local[players[i]] = i;
      }
      PairSet pairs = new PairSet();
      for (int a = 0; a < n(); a++) {
        for (int opponent : problem.neverAgain(players[a])) {
          int b = local[opponent];
          if (b >= 0) {
            pairs.add(key(a, b));
          }
        }
      }
      met = pairs;
    }
    return met;
  }

  /** Rows: per group and due-colour row, the member indices and their numbers, by number. */
  private final class Rows {
    final int[][] index = new int[groups * 3][];
    final int[][] number = new int[groups * 3][];

    Rows() {
      List<List<Integer>> lists = new ArrayList<>();
      for (int i = 0; i < groups * 3; i++) {
        lists.add(new ArrayList<>());
      }
      for (int i = 0; i < n(); i++) {
        lists.get(group[i] * 3 + rowOfPlayer[i]).add(i);
      }
      for (int r = 0; r < groups * 3; r++) {
        index[r] = lists.get(r).stream().mapToInt(Integer::intValue).toArray();
        number[r] = new int[index[r].length];
        for (int k = 0; k < index[r].length; k++) {
          number[r][k] = numberOf[index[r][k]];
        }
      }
    }
  }

  /**
   * Solves exactly (sparse candidates, then pricing until no left-out pair is profitable). Returns each player's
   * partner index, {@code players.length} for the bye, or null when no complete pairing exists.
   */
  int[] solve() {
    return solve(null);
  }

  /** The candidate pairs and the final solve of the last {@link #solve}, for a warm start of the next attempt. */
  private PairSet lastEdges;
  private MatchingSolver lastSolver;

  /**
   * As {@link #solve()}, starting from an earlier attempt on the same players with other penalties: its candidate
   * pairs and its optimum (a higher penalty only makes crossings dearer, so its duals stay feasible and only the
   * crossings it used are freed).
   */
  int[] solve(ComponentSolver earlier) {
    int n = n();
    Rows rows = new Rows();
    if (earlier != null) {
      met = earlier.met; // the same players: who met whom does not change with the penalties
    }
    if (earlier != null && earlier.lastSolver != null) {
      return iterate(rows, new PairSet(earlier.lastEdges), earlier.lastSolver);
    }
    long tc0 = System.nanoTime();
    met(); // made once, before the players' candidates are looked for side by side
    // Each range of players into a set of its own, joined after.
    List<PairSet> found = inRanges(n, 2_000, (from, to) -> {
      PairSet mine = new PairSet();
      for (int a = from; a < to; a++) {
        nearestOf(rows, a, mine);
      }
      return mine;
    });
    PairSet edges = found.get(0);
    for (int i = 1; i < found.size(); i++) {
      edges.addAll(found.get(i));
    }
    long tc1 = System.nanoTime();
    nestedPartners(edges);
    long tc2 = System.nanoTime();
    linePartners(edges);
    if (probe.traces()) {
      probe.trace(String.format("      time: candidates for %d players %.1f ms (nearest %.1f, nested %.1f, line %.1f)",
          n, (System.nanoTime() - tc0) / 1e6, (tc1 - tc0) / 1e6, (tc2 - tc1) / 1e6, (System.nanoTime() - tc2) / 1e6));
    }
    return iterate(rows, edges, null);
  }

  /** Solves on the candidates, prices, adds, and solves again until pricing finds nothing. */
  private int[] iterate(Rows rows, PairSet edges, MatchingSolver start) {
    int n = n();
    boolean dense = false;
    MatchingSolver previous = start;
    // The last solver priced here, and the players whose pricing stopped at PRICE_LIMIT: after a warm start from it,
    // only pairs with a player it lowered or one of these can have become profitable (see price).
    MatchingSolver priced = null;
    boolean[] limited = new boolean[n];
    // The pairs and their weights; pricing only appends, so each pair's weight is computed once.
    long tw0 = System.nanoTime();
    long[] keys = edges.sorted();
    long tw1 = System.nanoTime();
    long[] w = weights(keys);
    if (probe.traces()) {
      probe.trace(String.format("      time: keys %.1f ms weights %.1f ms",
          (tw1 - tw0) / 1e6, (System.nanoTime() - tw1) / 1e6));
    }
    while (true) {
      int m = keys.length;
      int[] u = new int[m];
      int[] v = new int[m];
      for (int k = 0; k < m; k++) {
        u[k] = (int) (keys[k] / (n + 1));
        v[k] = (int) (keys[k] % (n + 1));
      }
      long t0 = System.nanoTime();
      MatchingSolver solver = solveOn(u, v, w, previous, start);
      long t1 = System.nanoTime();
      if (!solver.isPerfect()) {
        // The sparse guess may be too thin; one exact answer: try all allowed pairs before giving up.
        if (!dense) {
          dense = true;
          addEveryAllowedPair(edges);
          keys = edges.sorted();
          w = weights(keys);
          continue;
        }
        return null;
      }
      Since since = priced != null && previous == priced ? new Since(solver.loweredSinceStart(), limited) : null;
      traceSince(since);
      limited = new boolean[n];
      PairSet.Adjacency adjacency = PairSet.adjacency(n + (hasBye ? 1 : 0), u, v); // the same pairs as edges
      List<Long> more = price(rows, solver, edges, adjacency, since, limited, false);
      probe.priced(n, since != null, more.size());
      if (probe.checksPricing() && more.isEmpty()) {
        checkPricing(rows, solver, edges, adjacency, since);
      }
      priced = solver;
      traceAdded(more);
      probe.componentSolved(n, groups, m, solver.statistics(), t1 - t0, System.nanoTime() - t1, more.size());
      if (more.isEmpty()) {
        lastEdges = edges;
        lastSolver = solver;
        int[] mates = solver.mates();
        return Arrays.copyOf(mates, n);
      }
      long[] added = more.stream().mapToLong(Long::longValue).toArray();
      long[] addedWeights = weights(added);
      keys = Arrays.copyOf(keys, m + added.length);
      System.arraycopy(added, 0, keys, m, added.length);
      w = Arrays.copyOf(w, (m + added.length) * d);
      System.arraycopy(addedWeights, 0, w, m * d, addedWeights.length);
      previous = solver;
    }
  }

  /**
   * One solve on these pairs: after pricing, from the last optimum ({@code previous}), which stays optimal but for the
   * pairs just added (pricing only appended pairs, so that solve's blossoms carry over; an earlier attempt, {@code
   * start}, had other weights, so only its matching and duals do); else the first solve, from the guess or by halves.
   */
  private MatchingSolver solveOn(int[] u, int[] v, long[] w, MatchingSolver previous, MatchingSolver start) {
    int vertices = n() + (hasBye ? 1 : 0);
    if (previous != null && MatchingSolver.fits(w, 2 * previous.scale())) {
      MatchingSolver next = new MatchingSolver(vertices, u, v, w, d, 2 * previous.scale(), probe);
      return previous == start ? next.solveFrom(previous.mates(), previous.transferableDuals())
          : next.solveKeepingBlossoms(previous);
    }
    return lineGuess != null ? guessed(vertices, u, v, w) : firstSolve(vertices, u, v, w);
  }

  /** Every allowed pair of the component (the sparse guess had no complete pairing). */
  private void addEveryAllowedPair(PairSet edges) {
    int n = n();
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        if (allowed(a, b)) {
          edges.add(key(a, b));
        }
      }
    }
  }

  /** For a trace: how many players a pricing since the last solve looks at in full, and how many only in part. */
  private void traceSince(Since since) {
    if (!probe.traces() || since == null) {
      return;
    }
    int n = n();
    int c = 0;
    int inside = 0;
    for (int a = 0; a < n; a++) {
      c += since.all(a) ? 1 : 0;
      inside += !since.all(a) && since.lowered.touched(a) ? 1 : 0;
    }
    probe.trace("        pricing again: " + c + " players in full, " + inside + " outside a blossom, of " + n);
  }

  /**
   * The check a test asks for ({@link EngineProbe#checksPricing}): a pricing that found nothing is repeated for every
   * pair from both of its ends, with no shortcut, which must find nothing either.
   */
  private void checkPricing(Rows rows, MatchingSolver solver, PairSet edges, PairSet.Adjacency adjacency,
      Since since) {
    probe.pricingChecked();
    if (!price(rows, solver, new PairSet(edges), adjacency, null, new boolean[n()], true).isEmpty()) {
      throw new IllegalStateException(since != null ? "pricing since the last solve missed a profitable pair"
          : "pricing each pair from its lower number missed a profitable pair");
    }
  }

  /** For a trace: the pairs pricing added, counted by the groups and rows they join. */
  private void traceAdded(List<Long> more) {
    if (!probe.traces() || more.isEmpty()) {
      return;
    }
    int n = n();
    java.util.Map<String, Integer> hist = new java.util.TreeMap<>();
    for (long key : more) {
      int ka = (int) (key / (n + 1));
      int kb = (int) (key % (n + 1));
      String h = kb == n ? groupName(ka) + "-bye"
          : groupName(ka) + "/" + rowOfPlayer[ka] + "-" + groupName(kb) + "/" + rowOfPlayer[kb];
      hist.merge(h, 1, Integer::sum);
    }
    probe.trace("        added by group/row: " + hist);
  }

  /**
   * The work on 0..size, in ranges side by side in the engine's pool (two a thread) from {@code alone} items on, else
   * in one range here: each range's result, in order.
   */
  private static <T> List<T> inRanges(int size, int alone, java.util.function.BiFunction<Integer, Integer, T> work) {
    if (size < alone || SideBySide.parallelism() == 1) {
      return java.util.Collections.singletonList(work.apply(0, size));
    }
    int ranges = 2 * SideBySide.parallelism();
    return SideBySide.stream(IntStream.range(0, ranges))
        .mapToObj(r -> work.apply((int) ((long) size * r / ranges), (int) ((long) size * (r + 1) / ranges))).toList();
  }

  /** The solver's weights (minus the costs) of the pairs with these keys (the bye's partner is {@code n}). */
  private long[] weights(long[] keys) {
    int n = n();
    long[] w = new long[keys.length * d];
    // Each range of pairs writes its own part of w.
    inRanges(keys.length, 20_000, (from, to) -> {
      long[] c = new long[d];
      for (int k = from; k < to; k++) {
        int a = (int) (keys[k] / (n + 1));
        int b = (int) (keys[k] % (n + 1));
        cost(a, b == n ? -1 : b, c);
        for (int i = 0; i < d; i++) {
          w[k * d + i] = -c[i];
        }
      }
      return null;
    });
    return w;
  }

  /**
   * Candidates the nearest numbers miss: in a group whose due-red and due-black players come in long runs, a run
   * pairs with the next run of the other colour. Each group is scanned by number with a stack of players waiting for
   * the other colour, and each player is offered the few waiting players on top of it (the bracket pairing; with
   * squared distances the optimum pairs two runs by rank instead, which {@link #linePartners} offers, but near the
   * ends of runs the two meet).
   */
  private void nestedPartners(PairSet edges) {
    for (int[] members : membersByNumber()) {
      int[] stack = new int[members.length];
      int top = 0;
      for (int x : members) {
        int row = rowOfPlayer[x];
        if (row == 2) {
          continue; // no colour due: pairs with anyone, its nearest are enough
        }
        if (top > 0 && rowOfPlayer[stack[top - 1]] != row) {
          for (int k = top - 1; k >= Math.max(0, top - NESTED); k--) {
            if (rowOfPlayer[stack[k]] != row && allowed(x, stack[k])) {
              edges.add(key(x, stack[k]));
            }
          }
          top--;
        } else {
          stack[top++] = x;
        }
      }
    }
  }

  /** Each group's players (their indices), by pairing number. */
  private int[][] membersByNumber() {
    List<List<Integer>> byGroup = new ArrayList<>();
    for (int g = 0; g < groups; g++) {
      byGroup.add(new ArrayList<>());
    }
    for (int i = 0; i < n(); i++) {
      byGroup.get(group[i]).add(i);
    }
    return byGroup.stream().map(list -> list.stream()
        .sorted((x, y) -> Integer.compare(numberOf[x], numberOf[y]))
        .mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
  }

  /**
   * The first solve of the component, by halves along the line ({@link MatchingSolver#solveAlongLine}): the players
   * come group by group, each by number (the caller's order), and the first cut is the group boundary nearest the
   * middle, so that with two groups each is solved alone first (an odd one leaves one player over) and only the
   * players left over are matched across.
   */
  private MatchingSolver firstSolve(int vertices, int[] u, int[] v, long[] w) {
    int n = n();
    int cut = 0;
    for (int i = 1; i < n; i++) {
      if (group[i] != group[i - 1] && Math.abs(i - n / 2) < Math.abs(cut - n / 2)) {
        cut = i;
      }
    }
    return MatchingSolver.solveAlongLine(vertices, n, cut, u, v, w, d, probe);
  }

  /**
   * The first solve of a component of the decomposition, from the guessed pairing of {@link #linePartners}: one
   * group directly, several group by group (each from its part of the guess, side by side) and then the whole.
   * Measured on simulated events of 10,000 players: a group of 4,340 went from 3.2–4.5 s by halves to 0.5–0.9 s.
   */
  private MatchingSolver guessed(int vertices, int[] u, int[] v, long[] w) {
    int[] bounds = IntStream.rangeClosed(0, n()).filter(i -> i == 0 || i == n() || group[i] != group[i - 1])
        .toArray();
    MatchingSolver s = groups == 1
        ? new MatchingSolver(vertices, u, v, w, d, 4, probe).solveFromGuess(lineGuess, lineOrder, lineAim)
        : MatchingSolver.solveByParts(vertices, bounds, u, v, w, d, lineGuess, lineOrder, lineAim, probe);
    if (probe.traces()) {
      int pairs = 0;
      for (int i = 0; i < lineGuess.length; i++) {
        pairs += lineGuess[i] > i ? 1 : 0;
      }
      probe.trace("        guess " + pairs + " pairs, kept " + s.statistics().guessKept());
    }
    return s;
  }

  /**
   * The guessed partner of each player (-1 for none), the order in which the guess sets the duals, and the duals'
   * aim: zero above the number distance. The row potentials (see the constructor) make a rank pair cost nothing above
   * the distance, so that is where the guess's duals belong; without an aim a player whose only edge to the players
   * set before was a pair within the dear row took a dual a whole colour-wish unit and more below zero, his partner
   * as far above, and the pairs after them could no longer be tight. Measured on {@code xiaoyi-2019} seed 1 round 4
   * (10,000 players), the 2,672-player group's part: the guess's pairs kept 1,033 → 1,272 of 1,336, players exposed
   * 526 → 118, dual updates 12,552 → 1,603, solver events 231,640 → 129,361. (Aiming each row at the optimum's duals
   * instead, ± half a surplus pair, was worse: the short pairs within the larger row then became tight above the
   * distance, and the 2,659-player group kept 286 of its 1,329 pairs instead of 1,289.)
   */
  private int[] lineGuess;
  private int[] lineOrder;
  private long[] lineAim;

  /**
   * Candidates from {@link RowPairing}: in each group, each player of the larger colour row who is not part of the
   * surplus gets the players of the other row around his guessed rank partner (the players with no colour due join
   * either side, {@link #joinRowsEvenly}), and the surplus pairs; the guess itself is kept for the first solve, with the order that makes
   * its duals a chain: each rank pair after the one before it, the surplus pairs last. With these candidates pricing
   * found nothing to add in the 10,000-player rounds measured, where the scaled ranks used before missed thousands.
   */
  private void linePartners(PairSet edges) {
    int n = n();
    lineGuess = new int[n + (hasBye ? 1 : 0)];
    Arrays.fill(lineGuess, -1);
    lineAim = new long[lineGuess.length * d];
    IntStream.Builder order = IntStream.builder();
    IntStream.Builder surplus = IntStream.builder();
    for (int[] members : membersByNumber()) {
      int size = members.length;
      int[] count = new int[3];
      for (int x : members) {
        count[rowOfPlayer[x]]++;
      }
      int largeRow = count[0] >= count[1] ? 0 : 1;
      boolean[] larger = new boolean[size];
      int inLarger = count[largeRow];
      for (int i = 0; i < size; i++) {
        int row = rowOfPlayer[members[i]];
        larger[i] = row == largeRow;
      }
      joinRowsEvenly(members, larger, Math.min(count[2], Math.max(0, (size + 1) / 2 - inLarger)));
      int[] partner = RowPairing.pair(larger);
      avoidIllegal(members, larger, partner);
      int[] others = IntStream.range(0, size).filter(i -> !larger[i]).toArray();
      int[] rankOf = new int[size];
      for (int r = 0; r < others.length; r++) {
        rankOf[others[r]] = r;
      }
      for (int i = 0; i < size; i++) {
        int j = partner[i];
        if (j < 0 || !larger[i]) {
          continue;
        }
        lineGuess[members[i]] = members[j];
        lineGuess[members[j]] = members[i];
        if (larger[j]) {
          if (i < j) {
            surplus.add(members[i]);
          }
          if (allowed(members[i], members[j])) {
            edges.add(key(members[i], members[j]));
          }
          continue;
        }
        order.add(members[j]);
        int r = rankOf[j];
        for (int k = Math.max(0, r - RANK_SPREAD); k <= Math.min(others.length - 1, r + RANK_SPREAD); k++) {
          if (allowed(members[i], members[others[k]])) {
            edges.add(key(members[i], members[others[k]]));
          }
        }
      }
    }
    surplus.build().forEach(order::add);
    lineOrder = order.build().toArray();
  }

  /**
   * Puts {@code quota} of the group's players with no colour due (row 2) on the larger row's side, the others on the
   * smaller row's, so that each side is half the group, and chooses them where the running count of the two sides
   * needs them: the number chosen up to each position follows, as closely as a non-decreasing count can (its
   * isotonic fit, as {@link RowPairing} places the surplus), the count that keeps the two sides level there. The
   * rank pairs of the guess then reach only as far as the optimum's. Two rules measured on round 2 of 10,000 players
   * with 10 % of games forfeited (whose players have no colour due; a group of 4,210 with 421 of them): the first
   * ones by number, as before, put all of the larger side's extra players at the top of the group and shifted every
   * rank pair below them (53 of the guess's 2,105 pairs in the optimum, 3.4 million solver events in the round);
   * taking whichever side is behind so far used up the few for the larger side early and let the sides drift apart
   * (the guess's pairs twice as long as the optimum's); the fit: 1,758 of 2,105 in the optimum, 0.7 million events.
   */
  private void joinRowsEvenly(int[] members, boolean[] larger, int quota) {
    int size = members.length;
    // With c of them chosen up to position x, the larger side is ahead there by (larger row − smaller row − players
    // without colour, up to x) + 2c: the count that keeps it at zero, fitted by a non-decreasing count (isotonic).
    double[] target = new double[size];
    int ahead = 0;
    for (int i = 0; i < size; i++) {
      ahead += rowOfPlayer[members[i]] == 2 || !larger[i] ? -1 : 1;
      target[i] = -ahead / 2.0;
    }
    double[] fit = RowPairing.isotonic(target);
    int chosen = 0;
    for (int i = 0; i < size && chosen < quota; i++) {
      if (rowOfPlayer[members[i]] == 2 && chosen < Math.round(fit[i])) {
        larger[i] = true;
        chosen++;
      }
    }
    for (int i = size - 1; i >= 0 && chosen < quota; i--) {
      if (rowOfPlayer[members[i]] == 2 && !larger[i]) {
        larger[i] = true;
        chosen++;
      }
    }
  }

  /**
   * Where the guess pairs two players who may not meet (typically last round's opponents, who stand next to each
   * other), exchange partners with the neighbouring rank pair when both new pairs are legal.
   */
  private void avoidIllegal(int[] members, boolean[] larger, int[] partner) {
    int[] chain = IntStream.range(0, members.length)
        .filter(i -> larger[i] && partner[i] >= 0 && !larger[partner[i]]).toArray();
    for (int j = 0; j < chain.length; j++) {
      int x = chain[j];
      if (allowed(members[x], members[partner[x]])) {
        continue;
      }
      for (int k : new int[] {j + 1, j - 1}) {
        if (k < 0 || k >= chain.length) {
          continue;
        }
        int y = chain[k];
        int px = partner[x];
        int py = partner[y];
        if (allowed(members[x], members[py]) && allowed(members[y], members[px])) {
          partner[x] = py;
          partner[py] = x;
          partner[y] = px;
          partner[px] = y;
          break;
        }
      }
    }
  }

  /** Player a's nearest allowed partners in each row of his own group and of the groups he may cross to. */
  private void nearestOf(Rows rows, int a, PairSet edges) {
    int n = n();
    for (int r = 0; r < groups * 3; r++) {
      int g = r / 3;
      if (g != group[a] && !crossAllowed[group[a]][g]) {
        continue;
      }
      if (crossed != null && Math.abs(g - group[a]) > WHOLE_ROUND_REACH && !crossed[group[a]][g]) {
        continue; // far groups only if pricing asks for them
      }
      int count = g == group[a] ? NEAREST : Math.abs(g - group[a]) > 1 ? NEAREST_FAR : NEAREST_CROSS;
      nearest(rows, r, a, count, edges);
    }
    if (byeAllowed[a]) {
      edges.add(key(a, n));
    }
  }

  private long key(int a, int b) {
    int n = n();
    return (long) Math.min(a, b) * (n + 1) + Math.max(a, b);
  }

  private void nearest(Rows rows, int r, int a, int count, PairSet edges) {
    int[] idx = rows.index[r];
    int[] num = rows.number[r];
    if (idx.length == 0) {
      return;
    }
    int me = numberOf[a];
    int pos = Arrays.binarySearch(num, me);
    int right = pos >= 0 ? pos : -pos - 1;
    int left = right - 1;
    int found = 0;
    int looked = 0;
    int limit = 8 * count + 8;
    while (found < count && looked < limit && (left >= 0 || right < idx.length)) {
      int pick;
      if (left < 0) {
        pick = right++;
      } else if (right >= idx.length) {
        pick = left--;
      } else if (me - num[left] <= num[right] - me) {
        pick = left--;
      } else {
        pick = right++;
      }
      int b = idx[pick];
      if (b == a) {
        continue;
      }
      looked++;
      if (allowed(a, b)) {
        edges.add(key(a, b));
        found++;
      }
    }
  }

  /**
   * Every allowed pair left out whose reduced cost is negative. A pair (a, b) with b in row r costs at least the row
   * bound (wish and float parts, Lagrange penalty, potentials) plus 4·scale·(number distance)² in solver units; the
   * largest dual of the row then limits how far apart a profitable pair can be.
   *
   * <p>{@code since}: null to price every pair; after a warm start from the solve priced last, only the pairs it
   * names ({@link Since}): any other pair is at least as slack as that pricing found it, so it cannot have become
   * profitable, and each named pair is priced from the end that names it. Measured: the pricing after the first re-solve of a 10,000-player round took as long as the
   * first (0.1–0.25 s) although the re-solve had moved a few hundred duals.
   */
  private List<Long> price(Rows rows, MatchingSolver solver, PairSet edges, PairSet.Adjacency adjacency, Since since,
      boolean[] limited, boolean bothWays) {
    int n = n();
    long tSetup = System.nanoTime();
    Pricing duals = solver.pricing();
    long[][] p = new long[n][d];
    long[] y = new long[d];
    for (int a = 0; a < n; a++) {
      duals.dualOf(a, y);
      for (int c = 0; c < d; c++) {
        p[a][c] = -y[c];
      }
    }
    // Inside one outermost blossom, a pair's slack is at least r_a + r_b − w, with r = the vertex dual plus half
    // the blossom's (which is what keeps pricing local when a whole group has become one blossom); between
    // different outermost blossoms it is exactly y_a + y_b − w. In "p" form (p = −dual): pOwn = −r, p = −y.
    int vertices = n + (hasBye ? 1 : 0);
    long[] rFlat = new long[vertices * d];
    int[] top = new int[vertices];
    duals.pricingDuals(rFlat, top);
    long[][] pOwn = new long[n][d];
    for (int v = 0; v < n; v++) {
      for (int c = 0; c < d; c++) {
        pOwn[v][c] = -rFlat[v * d + c];
      }
    }
    // The same inside a score group, with the blossoms that stay inside the group: a group's blossom carries the
    // price of its floater and often sits inside a blossom of several groups, which alone bounds pairs loosely.
    int[] part = new int[vertices];
    for (int v = 0; v < vertices; v++) {
      part[v] = v < n ? group[v] : groups;
    }
    int[] groupTop = new int[vertices];
    duals.partPricingDuals(part, rFlat, groupTop);
    // The same blossoms counted by colour row (finer than groups, so the blossoms holding a whole row are smaller).
    int[] rowOf = new int[vertices];
    for (int v = 0; v < vertices; v++) {
      rowOf[v] = v < n ? group[v] * 3 + rowOfPlayer[v] : groups * 3;
    }
    Pricing.SharedBelowTop shared = duals.sharedBelowTop(rowOf, groups * 3 + 1);
    long[][] pGroup = new long[n][d];
    for (int v = 0; v < n; v++) {
      for (int c = 0; c < d; c++) {
        pGroup[v][c] = -rFlat[v * d + c];
      }
    }
    // Per row and direction, for the part of the row from a position outward: the largest p (= −y) and the
    // outermost blossom it belongs to, the largest p among the other outermost blossoms, and the largest pOwn
    // (= −r). A player a then stops scanning when neither a pair inside its own blossom (bounded with pOwn) nor one
    // with another blossom (bounded with p, excluding its own blossom's best) can be profitable further out.
    RowBounds[] left = new RowBounds[groups * 3];
    RowBounds[] right = new RowBounds[groups * 3];
    RowBounds[] leftInGroup = new RowBounds[groups * 3];
    RowBounds[] rightInGroup = new RowBounds[groups * 3];
    for (int r = 0; r < groups * 3; r++) {
      left[r] = new RowBounds(rows.index[r], p, pOwn, top, false);
      right[r] = new RowBounds(rows.index[r], p, pOwn, top, true);
      leftInGroup[r] = new RowBounds(rows.index[r], p, pGroup, groupTop, false);
      rightInGroup[r] = new RowBounds(rows.index[r], p, pGroup, groupTop, true);
    }
    // A player whose pairs inside a blossom kept their slack skips the rows wholly inside it (a group's blossom).
    int[][] rowSpan = null;
    if (since != null) {
      rowSpan = new int[groups * 3][];
      for (int r = 0; r < groups * 3; r++) {
        rowSpan[r] = since.lowered.span(rows.index[r]);
      }
    }
    // Players are priced side by side (the solver's duals, the bounds and the candidates are only read); each
    // returns the profitable pairs it found, merged below in player order, so the result does not depend on timing.
    met();
    long unit = 4 * solver.scale(); // one unit of squared number distance, in the solver's units
    Scan scan = new Scan(rows, duals, solver.scale(), adjacency, p, pOwn, pGroup, top, groupTop, shared,
        left, right, leftInGroup, rightInGroup, unit, rowSpan);
    long tScan = System.nanoTime();
    long[][] found = SideBySide.stream(IntStream.range(0, n))
        .mapToObj(a -> since == null || since.any(a) ? pricePlayer(scan, a, since, limited, bothWays)
            : new long[0])
        .toArray(long[][]::new);
    if (probe.traces()) {
      probe.trace(String.format("        pricing: set up %.1f ms, scan %.1f ms", (tScan - tSetup) / 1e6,
          (System.nanoTime() - tScan) / 1e6));
    }
    List<Long> added = new ArrayList<>();
    for (long[] keys : found) {
      for (long key : keys) {
        if (edges.add(key)) {
          added.add(key);
        }
      }
    }
    return added;
  }

  /**
   * For pricing after a warm start from the solve priced last: the pairs that solve's pricing left unchecked (the
   * players whose scan stopped at {@link #PRICE_LIMIT}) and those the new solve may have made less slack.
   */
  private record Since(MatchingSolver.Lowered lowered, boolean[] limited) {
    /** Whether any pair of player a needs pricing. */
    boolean any(int a) {
      return limited[a] || lowered.touched(a);
    }

    /** Whether every pair of player a does. */
    boolean all(int a) {
      return limited[a] || lowered.keptInside(a) < 0 && lowered.touched(a);
    }
  }

  /** What {@link #price} reads while pricing the players side by side. */
  private record Scan(Rows rows, Pricing duals, long scale, PairSet.Adjacency edges, long[][] p, long[][] pOwn,
      long[][] pGroup, int[] top, int[] groupTop, Pricing.SharedBelowTop shared, RowBounds[] left, RowBounds[] right,
      RowBounds[] leftInGroup, RowBounds[] rightInGroup, long unit, int[][] rowSpan) {
  }

  /**
   * The profitable pairs of player a that are not candidates yet (at most {@link #PRICE_LIMIT} per row and side;
   * {@code limited[a]} set when a scan stopped there, so that a's remaining pairs are not known to be non-negative).
   */
  private long[] pricePlayer(Scan z, int a, Since since, boolean[] limited, boolean bothWays) {
    boolean all = since == null || since.all(a);
    int kept = all ? -1 : since.lowered.keptInside(a);
    int d = this.d;
    long[] lbRow = new long[d];
    long[] own = new long[d];
    long[] other = new long[d];
    long[] ownOuter = new long[d];
    long[] w = new long[d];
    long[] slack = new long[d];
    List<Long> out = new ArrayList<>();
    int number = numberOf[a];
    for (int r = 0; r < groups * 3; r++) {
      int g = r / 3;
      int[] idx = z.rows.index[r];
      if (idx.length == 0 || (g != group[a] && !crossAllowed[group[a]][g]) || kept >= 0 && since.lowered.holdsAll(kept, z.rowSpan[r])) {
        continue;
      }
      cachedRowBound(a, r, lbRow);
      boolean inGroup = g == group[a];
      long[][] pIn = inGroup ? z.pGroup : z.pOwn;
      int[] blossomOf = inGroup ? z.groupTop : z.top;
      for (int c = 0; c < d; c++) {
        // lower bounds of the slack, but for −p_b and the distance: inside a's blossom, and with another one
        own[c] = z.scale * lbRow[c] - pIn[a][c];
        other[c] = z.scale * lbRow[c] - z.p[a][c];
        ownOuter[c] = z.scale * lbRow[c] - z.pOwn[a][c];
      }
      // Players of row r in a's outermost blossom share with a more than that blossom's dual: the smaller blossoms
      // around a holding all of them too (a blossom of several groups, or one inside a group blossom, with a small
      // dual in a high component of the vector would otherwise let every pair through, whatever the distance).
      z.shared.add(a, r, inGroup ? ownOuter : own);
      int start = SparseCandidates.lowerBound(z.rows.number[r], number);
      // A pricing of every pair looks at each pair once, from its lower number upward, where the row's players may
      // also look at a's row (the same bounds hold from either end; half the scan). A pricing since the last solve
      // skips the players it did not lower, so the others look both ways.
      boolean upOnly = !bothWays && since == null && (g == group[a] || crossAllowed[g][group[a]]);
      for (int dir = upOnly ? 1 : -1; dir <= 1; dir += 2) {
        RowBounds bounds = inGroup ? (dir < 0 ? z.leftInGroup[r] : z.rightInGroup[r])
            : dir < 0 ? z.left[r] : z.right[r];
        int found = 0;
        for (int k = dir < 0 ? start - 1 : start; k >= 0 && k < idx.length && found < PRICE_LIMIT; k += dir) {
          long dist = (long) z.rows.number[r][k] - number;
          long distanceTerm = dist * dist * z.unit;
          if (!possiblyProfitable(bounds, k, blossomOf[a], own, other, distanceTerm)
              || inGroup && !possiblyProfitable(dir < 0 ? z.left[r] : z.right[r], k, z.top[a], ownOuter, other,
                  distanceTerm)) {
            break; // nobody further out in this direction can be profitable
          }
          int b = idx[k];
          boolean sameTop = blossomOf[b] == blossomOf[a];
          // In a group, two players of different group blossoms may still share an outermost blossom.
          boolean sameOuter = inGroup && z.top[b] == z.top[a];
          if (b == a || !all && !since.lowered.mayHaveLowered(a, b)
              || sameTop && !possiblyNegative(own, pIn[b], distanceTerm)
              || sameOuter && !possiblyNegative(ownOuter, z.pOwn[b], distanceTerm)
              || !sameTop && !sameOuter && !possiblyNegative(other, z.p[b], distanceTerm)
              || z.edges.contains(a, b) || !allowed(a, b)) {
            continue;
          }
          cost(a, b, w);
          for (int c = 0; c < d; c++) {
            w[c] = -w[c];
          }
          z.duals.slackOf(a, b, w, 0, slack);
          if (Lex.sign(slack) < 0) {
            out.add(key(a, b));
            found++;
          }
        }
        limited[a] |= found == PRICE_LIMIT;
      }
    }
    return out.stream().mapToLong(Long::longValue).toArray();
  }

  /**
   * Whether a pair of a with a player at position k or further out could be profitable: with a player of its own
   * blossom ({@code blossom}) bounded by {@code own}, with one of another blossom by {@code other} (the exact slack
   * but for the distance).
   */
  private boolean possiblyProfitable(RowBounds bounds, int k, int blossom, long[] own, long[] other,
      long distanceTerm) {
    long[] otherBest = bounds.bestTop[k] != blossom ? bounds.best[k] : bounds.second[k];
    return possiblyNegative(own, bounds.bestOwn[k], distanceTerm)
        || otherBest != null && possiblyNegative(other, otherBest, distanceTerm);
  }

  /** For one row and direction: running maxima of the duals from each position outward (see {@link #price}). */
  private final class RowBounds {
    final long[][] best;
    final int[] bestTop;
    final long[][] second;
    final long[][] bestOwn;

    /** {@code fromEnd}: the maxima over positions k and beyond; else over positions k and before. */
    RowBounds(int[] idx, long[][] p, long[][] pOwn, int[] top, boolean fromEnd) {
      int len = idx.length;
      best = new long[len][];
      bestTop = new int[len];
      second = new long[len][];
      bestOwn = new long[len][];
      for (int i = 0; i < len; i++) {
        int k = fromEnd ? len - 1 - i : i;
        int prev = fromEnd ? k + 1 : k - 1;
        int v = idx[k];
        if (i == 0) {
          best[k] = p[v];
          bestTop[k] = top[v];
          bestOwn[k] = pOwn[v];
          continue;
        }
        bestOwn[k] = Lex.compare(pOwn[v], bestOwn[prev]) > 0 ? pOwn[v] : bestOwn[prev];
        if (top[v] == bestTop[prev]) {
          best[k] = Lex.compare(p[v], best[prev]) > 0 ? p[v] : best[prev];
          bestTop[k] = bestTop[prev];
          second[k] = second[prev];
        } else if (Lex.compare(p[v], best[prev]) > 0) {
          best[k] = p[v];
          bestTop[k] = top[v];
          second[k] = best[prev]; // the old best is in another blossom and beats the old second
        } else {
          best[k] = best[prev];
          bestTop[k] = bestTop[prev];
          second[k] = second[prev] == null || Lex.compare(p[v], second[prev]) > 0 ? p[v] : second[prev];
        }
      }
    }
  }

  /** Whether {@code base − pb + distanceTerm} (the last component only for the distance) is negative. */
  private boolean possiblyNegative(long[] base, long[] pb, long distanceTerm) {
    for (int c = 0; c < d; c++) {
      long v = base[c] - pb[c] + (c == d - 1 ? distanceTerm : 0);
      if (v != 0) {
        return v < 0;
      }
    }
    return false;
  }

  /**
   * {@link #rowBound} depends on the player only through his group, his row and his {@link RoundProblem#boundClass}
   * (for the Chinese rule book, his last float): computed once per such kind and row (pricing asks for every player
   * and every row).
   */
  private final AtomicReferenceArray<long[]> rowBounds;

  private void cachedRowBound(int a, int r, long[] out) {
    int kind = (group[a] * 3 + rowOfPlayer[a]) * problem.boundClasses() + problem.boundClass(players[a]);
    // Pricing runs side by side: a bound is computed in full before it is shared (two threads may both compute it;
    // they get the same values).
    long[] bound = rowBounds.get(kind * groups * 3 + r);
    if (bound == null) {
      bound = new long[d];
      rowBound(a, r, bound);
      rowBounds.set(kind * groups * 3 + r, bound);
    }
    System.arraycopy(bound, 0, out, 0, d);
  }

  /** A lower bound (cost units) of the cost of player a with anyone of row r, the number distance left out. */
  private void rowBound(int a, int r, long[] out) {
    int g = r / 3;
    int row = r % 3;
    packing.rowBound(players[a], problemGroup[g], row, out);
    for (int c = 0; c < d; c++) {
      out[c] = -4 * out[c];
    }
    subtract(out, potential[group[a] * 3 + rowOfPlayer[a]]);
    subtract(out, potential[r]);
    if (g != group[a]) {
      add(out, penalty[group[a]][g]);
    }
  }
}
