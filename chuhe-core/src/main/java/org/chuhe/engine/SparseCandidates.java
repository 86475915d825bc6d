package org.chuhe.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chuhe.engine.matching.Lex;
import org.chuhe.engine.matching.MatchingSolver;
import org.chuhe.engine.matching.Pricing;

/**
 * Candidate pairs for large fields, and the pricing that keeps the result exact.
 *
 * <p>The weights' last criteria make far pairs poor: inside a group the squared number distance grows with the
 * distance, and a pair of two players of the same row costs a whole unit of a more significant component. So the
 * first graph holds, for each player, the few nearest legal opponents (by number) of each row of his own group and of
 * the neighbouring groups, and bye edges for the last groups.
 *
 * <p>That is only a guess; exactness comes from linear-programming duality. The solver returns an optimal dual
 * solution for the candidate graph. A left-out pair can only improve the pairing if its reduced cost (slack) is
 * negative. {@link #price} checks every legal pair of the round: for a player u and a row of a group it
 * first bounds the cost from below by what every pair with that row costs at least, plus the exact squared number
 * distance; the largest dual in the row then gives a distance beyond which no pair can have negative slack, and only
 * the nearer pairs are evaluated exactly. Pairs with negative slack are added and the graph solved again. When no
 * pair is left, the duals are feasible for the complete graph and the matching is optimal for it (complementary
 * slackness), i.e. exactly the optimum a dense matching over all pairs would find.
 */
final class SparseCandidates {
  private static final int[] NEAREST = {3, 6, 12};
  private static final int[] REACH = {1, 3, Integer.MAX_VALUE};

  private SparseCandidates() {}

  /** Players of one group and one row, by number. */
  static final class Row {
    final int[] index;
    final int[] number;

    Row(List<Integer> members, RoundProblem problem) {
      index = members.stream().mapToInt(Integer::intValue).toArray();
      number = new int[index.length];
      for (int i = 0; i < index.length; i++) {
        number[i] = problem.number(index[i]);
      }
    }
  }

  /** The round's rows, by group and row. */
  static final class Layout {
    final Row[][] rows;

    Layout(RoundProblem problem) {
      int groups = problem.groups();
      List<List<List<Integer>>> members = new ArrayList<>();
      for (int i = 0; i < groups; i++) {
        members.add(List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>()));
      }
      for (int i = 0; i < problem.size(); i++) {
        members.get(problem.group(i)).get(problem.row(i)).add(i);
      }
      rows = new Row[groups][3];
      for (int i = 0; i < groups; i++) {
        for (int c = 0; c < 3; c++) {
          rows[i][c] = new Row(members.get(i).get(c), problem);
        }
      }
    }
  }

  /** The first guess: the nearest few of each row in the own and the neighbouring groups. */
  static CandidateGraph initial(RoundProblem problem) {
    return build(problem, 0, new HashSet<>(), problem.weights());
  }

  /** A wider guess (more neighbours, more groups) containing the previous one; null when none is wider. */
  static CandidateGraph wider(RoundProblem problem, CandidateGraph g) {
    if (g.level + 1 >= NEAREST.length) {
      return null;
    }
    return build(problem, g.level + 1, keys(g), g.weights);
  }

  private static CandidateGraph build(RoundProblem problem, int level, Set<Long> edges, RoundProblem.Weights weights) {
    int n = problem.size();
    Layout layout = new Layout(problem);
    int groups = problem.groups();
    int nearest = NEAREST[level];
    int reach = REACH[level];
    for (int u = 0; u < n; u++) {
      int gu = problem.group(u);
      for (int h = Math.max(0, gu - reach); h < groups && h <= (long) gu + reach; h++) {
        for (Row row : layout.rows[h]) {
          addNearest(problem, edges, u, row, nearest);
        }
      }
    }
    if (n % 2 == 1) {
      // Bye edges: every player of the last groups that have one who may have the bye.
      int groupsWithBye = 0;
      for (int h = groups - 1; h >= 0 && groupsWithBye <= level; h--) {
        boolean any = false;
        for (Row row : layout.rows[h]) {
          for (int i : row.index) {
            if (problem.mayHaveBye(i)) {
              edges.add(key(i, n, n));
              any = true;
            }
          }
        }
        if (any) {
          groupsWithBye++;
        }
      }
    }
    return graph(problem, level, edges, weights);
  }

  private static void addNearest(RoundProblem problem, Set<Long> edges, int u, Row row, int count) {
    int len = row.index.length;
    if (len == 0) {
      return;
    }
    int number = problem.number(u);
    int pos = Arrays.binarySearch(row.number, number);
    int right = pos >= 0 ? pos : -pos - 1;
    int left = right - 1;
    int found = 0;
    int looked = 0;
    int n = problem.size();
    // Look at most this far, so that a player blocked from most of a row does not make this quadratic.
    int limit = 8 * count + 8;
    while (found < count && looked < limit && (left >= 0 || right < len)) {
      int pick;
      if (left < 0) {
        pick = right++;
      } else if (right >= len) {
        pick = left--;
      } else if (number - row.number[left] <= row.number[right] - number) {
        pick = left--;
      } else {
        pick = right++;
      }
      int v = row.index[pick];
      if (v == u) {
        continue;
      }
      looked++;
      if (problem.mayMeet(u, v)) {
        edges.add(key(u, v, n));
        found++;
      }
    }
  }

  static long key(int a, int b, int n) {
    int lo = Math.min(a, b);
    int hi = Math.max(a, b);
    return (long) lo * (n + 1) + hi;
  }

  static Set<Long> keys(CandidateGraph g) {
    Set<Long> set = new HashSet<>();
    int n = g.problem.size();
    for (int k = 0; k < g.u.length; k++) {
      set.add(key(g.u[k], g.v[k], n));
    }
    return set;
  }

  static CandidateGraph graph(RoundProblem problem, int level, Set<Long> edges, RoundProblem.Weights weights) {
    int n = problem.size();
    long[] sorted = edges.stream().mapToLong(Long::longValue).sorted().toArray();
    List<int[]> list = new ArrayList<>(sorted.length);
    for (long k : sorted) {
      list.add(new int[] {(int) (k / (n + 1)), (int) (k % (n + 1))});
    }
    return new CandidateGraph(problem, false, list, level, weights);
  }

  /**
   * The graph with every left-out legal pair of negative slack added, or null when there is none (the solver's
   * matching is then optimal over all legal pairs).
   */
  static CandidateGraph price(RoundProblem problem, CandidateGraph g, MatchingSolver solver) {
    int n = problem.size();
    int d = g.weights.longs();
    int groups = problem.groups();
    Layout layout = new Layout(problem);
    Set<Long> edges = keys(g);
    Pricing pricing = solver.pricing();
    long[][] p = new long[n][d];
    long[] y = new long[d];
    for (int v = 0; v < n; v++) {
      pricing.dualOf(v, y);
      for (int i = 0; i < d; i++) {
        p[v][i] = -y[i];
      }
    }
    // The largest P in each row.
    long[][][] maxP = new long[groups][3][];
    for (int h = 0; h < groups; h++) {
      for (int c = 0; c < 3; c++) {
        for (int v : layout.rows[h][c].index) {
          if (maxP[h][c] == null || Lex.compare(p[v], maxP[h][c]) > 0) {
            maxP[h][c] = p[v];
          }
        }
      }
    }
    List<Long> added = new ArrayList<>();
    long[] bound = new long[d];
    long[] t = new long[d];
    long[] w = new long[d];
    long[] slack = new long[d];
    for (int u = 0; u < n; u++) {
      int number = problem.number(u);
      for (int h = 0; h < groups; h++) {
        for (int c = 0; c < 3; c++) {
          Row row = layout.rows[h][c];
          if (row.index.length == 0) {
            continue;
          }
          g.weights.rowBound(u, h, c, bound);
          for (int i = 0; i < d; i++) {
            // bound holds minus the packed lower bound
            t[i] = p[u][i] + maxP[h][c][i] + solver.scale() * bound[i];
          }
          int first = firstNonZero(t);
          if (first < 0 || t[first] < 0) {
            continue; // even the best-placed player of the row cannot be profitable
          }
          int from = 0;
          int to = row.index.length;
          if (first == d - 1) {
            // Only the distance part can pay for it: pairs at least this far apart are not profitable.
            long unit = solver.scale(); // one unit of squared number distance, in the solver's units
            long need = (t[d - 1] + unit - 1) / unit;
            long radius = (long) Math.ceil(Math.sqrt((double) need));
            while (radius * radius < need) {
              radius++;
            }
            from = lowerBound(row.number, number - radius + 1);
            to = lowerBound(row.number, number + radius);
          }
          for (int k = from; k < to; k++) {
            int v = row.index[k];
            if (v == u || edges.contains(key(u, v, n))) {
              continue;
            }
            if (!problem.mayMeet(u, v)) {
              continue;
            }
            g.weights.pair(u, v, w);
            pricing.slackOf(u, v, w, 0, slack);
            if (Lex.sign(slack) < 0) {
              long key = key(u, v, n);
              edges.add(key);
              added.add(key);
            }
          }
        }
      }
      if (n % 2 == 1 && problem.mayHaveBye(u) && !edges.contains(key(u, n, n))) {
        g.weights.bye(u, w);
        pricing.slackOf(u, n, w, 0, slack);
        if (Lex.sign(slack) < 0) {
          edges.add(key(u, n, n));
          added.add(key(u, n, n));
        }
      }
    }
    if (added.isEmpty()) {
      return null;
    }
    return graph(problem, g.level, edges, g.weights);
  }

  /** The first position in sorted {@code a} whose value is at least {@code key}. */
  static int lowerBound(int[] a, long key) {
    int lo = 0;
    int hi = a.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (a[mid] < key) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  private static int firstNonZero(long[] a) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] != 0) {
        return i;
      }
    }
    return -1;
  }
}
