package org.chuhe.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.matching.Lex;
import org.chuhe.engine.matching.MatchingSolver;

/**
 * The score-group level of a round, for {@link DecomposedEngine}: the cheapest way to give every odd group an odd
 * number of crossings (a minimum T-join over the groups, found as a minimum matching of the odd groups under
 * shortest-path costs through even groups), and a dual solution that proves it optimal for the score differences over
 * every pair of players. The bye has already been given to a group (it is the first criterion); that group counts
 * together with the bye's virtual opponent.
 *
 * <p>The cost of a pair between groups g and h is its {@link RoundProblem.Weights#between} weight (for the Chinese
 * rule book, its level of score differences: one pair at the higher group's score and the difference), in cost
 * units (4 × packed). With the levels compared from the top group
 * down, a path through neighbouring groups is cheaper than one jump over them, so the structure is a set of
 * cascades, and a cascade is proved by the cuts between groups (see {@link #cutDuals}). Failing that, group
 * potentials: π_g + π_h ≤ cost(g, h) for every pair of groups with a legal pair (equality where the structure
 * crosses), π_g ≥ 0 for an odd group crossed once (the dual of its odd-set constraint), and π_g = 0 for every other
 * group; each inequality has two unknowns with coefficient +1, so the system becomes a difference-constraint graph
 * on the unknowns and their negatives. Both are solved by Bellman–Ford with lexicographic vector lengths; a negative
 * cycle means there is no such proof (the engine then solves the round whole).
 */
final class GroupLevel {
  /** The potentials, or null when no such proof exists (then only {@link #crossed} is known). */
  final long[][] pi;
  final boolean[] constrained;
  /**
   * Duals of the cuts between the groups g and g+1 (the players of groups 0..g, the highest scores, against the
   * rest), each non-zero only for an odd such set that the structure crosses exactly once; all zero when the groups'
   * own potentials prove the structure. A pair between groups g &lt; h crosses the cuts g..h-1.
   */
  final long[][] cut;
  /** The group pairs the cheapest structure crosses (a hint for candidate pairs when there is no proof). */
  final boolean[][] crossed;

  private GroupLevel(long[][] pi, boolean[] constrained, long[][] cut, int[][] used) {
    this.cut = cut;
    this.crossed = new boolean[used.length][used.length];
    for (int a = 0; a < used.length; a++) {
      for (int b = 0; b < used.length; b++) {
        crossed[a][b] = used[a][b] > 0;
      }
    }
    this.pi = pi;
    this.constrained = constrained;
  }

  /**
   * @param byeGroup the group that receives the bye (decided before this, as the first criterion of the vector), or
   *     -1 for an even field. Its odd set is the group together with the bye's virtual opponent.
   * @param singlesFrom the groups from this one on are the single players of a lowest group none of whom may meet
   *     another (each crossed exactly once; see {@link #cutDuals}); the number of groups when there are none.
   */
  static GroupLevel solve(RoundProblem problem, List<List<Integer>> members, int[] problemGroup, int byeGroup,
      RoundProblem.Weights packing, int singlesFrom, EngineProbe probe) {
    int groups = problemGroup.length;
    int d = packing.longs();
    int nodes = groups;
    int[] size = new int[groups];
    for (int g = 0; g < groups; g++) {
      size[g] = members.get(g).size() + (g == byeGroup ? 1 : 0);
    }
    long[][][] cost = groupPairCosts(problem, members, problemGroup, packing);
    int[][] used = cheapestStructure(cost, size, d);
    if (used == null) {
      return null;
    }
    int[] crossings = new int[nodes];
    for (int a = 0; a < nodes; a++) {
      for (int b = 0; b < nodes; b++) {
        crossings[a] += used[a][b];
      }
    }
    // First the cuts between consecutive groups: the players of groups 0..k against the rest is an odd set when
    // their number is odd, and may carry a dual when the structure crosses it exactly once. With the score
    // differences judged from the top group down, a cascade (each odd group passing one player to the next group)
    // is proved by these cuts alone: each hop's cost is its cut's dual. Whether such duals exist is decided exactly
    // below (a difference system on the cuts' running sums); if not, the groups' own odd sets are tried.
    GroupLevel withCuts = cutDuals(cost, used, size, d, singlesFrom);
    if (withCuts != null) {
      return withCuts;
    }
    return potentials(cost, used, crossings, size, problemGroup, d, problem, probe);
  }

  /** The cost (cost units) of a pair between each two groups with a legal pair between them; null for none. */
  private static long[][][] groupPairCosts(RoundProblem problem, List<List<Integer>> members, int[] problemGroup,
      RoundProblem.Weights packing) {
    int groups = problemGroup.length;
    long[][][] cost = new long[groups][groups][];
    long[] tmp = new long[packing.longs()];
    for (int g = 0; g < groups; g++) {
      for (int h = g + 1; h < groups; h++) {
        if (anyLegal(problem, members.get(g), members.get(h))) {
          packing.between(problemGroup[g], problemGroup[h], tmp);
          cost[g][h] = times(tmp, -4);
          cost[h][g] = cost[g][h];
        }
      }
    }
    return cost;
  }

  /**
   * The cheapest structure: every odd group (by {@code size}) joined to another by a path of group pairs, the odd
   * groups matched at least cost of their shortest paths; how often it uses each group pair, or null when the odd
   * groups cannot all be matched.
   */
  private static int[][] cheapestStructure(long[][][] cost, int[] size, int d) {
    int groups = size.length;
    int nodes = groups;
    // Shortest paths through groups, remembering the next hop.
    long[][][] dist = new long[nodes][nodes][];
    int[][] next = new int[nodes][nodes];
    for (int a = 0; a < nodes; a++) {
      for (int b = 0; b < nodes; b++) {
        dist[a][b] = a == b ? new long[d] : cost[a][b];
        next[a][b] = cost[a][b] != null ? b : -1;
      }
    }
    for (int k = 0; k < groups; k++) {
      for (int a = 0; a < nodes; a++) {
        if (dist[a][k] == null || a == k) {
          continue;
        }
        for (int b = 0; b < nodes; b++) {
          if (b == k || b == a || dist[k][b] == null) {
            continue;
          }
          long[] via = plus(dist[a][k], dist[k][b]);
          if (dist[a][b] == null || Lex.compare(via, dist[a][b]) < 0) {
            dist[a][b] = via;
            next[a][b] = next[a][k];
          }
        }
      }
    }
    List<Integer> terminals = new ArrayList<>();
    for (int g = 0; g < groups; g++) {
      if (size[g] % 2 == 1) {
        terminals.add(g);
      }
    }
    int[][] used = new int[nodes][nodes];
    if (!terminals.isEmpty()) {
      int t = terminals.size();
      List<int[]> edges = new ArrayList<>();
      for (int i = 0; i < t; i++) {
        for (int j = i + 1; j < t; j++) {
          if (dist[terminals.get(i)][terminals.get(j)] != null) {
            edges.add(new int[] {i, j});
          }
        }
      }
      int m = edges.size();
      int[] u = new int[m];
      int[] v = new int[m];
      long[] w = new long[m * d];
      for (int k = 0; k < m; k++) {
        u[k] = edges.get(k)[0];
        v[k] = edges.get(k)[1];
        long[] c = dist[terminals.get(u[k])][terminals.get(v[k])];
        for (int i = 0; i < d; i++) {
          // cost units are 4 × packed and divisible by 4; the solver takes packed-sized weights
          w[k * d + i] = -c[i] / 4;
        }
      }
      MatchingSolver matching = new MatchingSolver(t, u, v, w, d).solve();
      if (!matching.isPerfect()) {
        return null;
      }
      int[] mates = matching.mates();
      for (int i = 0; i < t; i++) {
        if (i < mates[i]) {
          int a = terminals.get(i);
          int b = terminals.get(mates[i]);
          while (a != b) {
            int hop = next[a][b];
            used[a][hop]++;
            used[hop][a]++;
            a = hop;
          }
        }
      }
    }
    return used;
  }

  /**
   * Duals of the cuts alone (no group potentials), or null when none prove the structure. A pair between groups
   * g &lt; h crosses the cuts g..h-1, so with Φ_g the sum of the duals of the cuts above group g, the conditions are
   * Φ_h − Φ_g ≤ cost(g, h) for every pair of groups with a legal pair (equality where the structure crosses), and
   * Φ_{k+1} − Φ_k ≥ 0 for a cut that may carry a dual (odd, crossed once), = 0 for every other: a difference
   * system, solved by Bellman–Ford with vector lengths.
   */
  private static GroupLevel cutDuals(long[][][] cost, int[][] used, int[] size, int d, int singlesFrom) {
    int groups = size.length;
    // The single players s ≥ singlesFrom of the lowest group also carry the dual π_s ≥ 0 of their own odd set. They
    // meet nobody below them (each other least of all), so every pair of s is with a group g above and reads
    // (Φ_s + π_s) − Φ_g ≤ cost(g, s): with Ψ_s = Φ_s + π_s as one more unknown (node groups + s − singlesFrom) and
    // Ψ_s ≥ Φ_s, the system stays one of differences. A cascade above and the two players of a lowest group who
    // have met, both floating, is proved so; with the cuts alone it is not (their cut is crossed twice).
    int singles = groups - singlesFrom;
    List<int[]> ends = new ArrayList<>();
    List<long[]> lengths = new ArrayList<>();
    int above = 0;
    for (int k = 0; k + 1 < groups; k++) {
      above += size[k];
      int across = 0;
      for (int a = 0; a <= k; a++) {
        for (int b = k + 1; b < groups; b++) {
          across += used[a][b];
        }
      }
      ends.add(new int[] {k + 1, k}); // Φ_k − Φ_{k+1} ≤ 0
      lengths.add(new long[d]);
      if (above % 2 == 0 || across != 1) {
        ends.add(new int[] {k, k + 1}); // Φ_{k+1} − Φ_k ≤ 0: no dual on this cut
        lengths.add(new long[d]);
      }
    }
    for (int s = singlesFrom; s < groups; s++) {
      ends.add(new int[] {groups + s - singlesFrom, s}); // Φ_s − Ψ_s ≤ 0
      lengths.add(new long[d]);
    }
    for (int g = 0; g < groups; g++) {
      for (int h = g + 1; h < groups; h++) {
        if (cost[g][h] == null) {
          continue;
        }
        if (g >= singlesFrom) {
          return null; // two single players who may meet: not the case this proof is for
        }
        int to = h >= singlesFrom ? groups + h - singlesFrom : h;
        ends.add(new int[] {g, to});
        lengths.add(cost[g][h]);
        if (used[g][h] > 0) {
          ends.add(new int[] {to, g});
          lengths.add(times(cost[g][h], -1));
        }
      }
    }
    long[][] high = shortestPaths(ends, lengths, groups + singles, d, false);
    if (high == null) {
      return null;
    }
    // The other extreme solution (on the reversed graph), and their midpoint: it leaves tight only the group pairs
    // tight in both, so fewer unused group pairs join components. Lengths are in cost units (multiples of 4), so
    // the midpoint is whole.
    long[][] low = shortestPaths(ends, lengths, groups + singles, d, true);
    long[][] phi = null;
    if (low != null) {
      for (long[] x : low) {
        for (int c = 0; c < d; c++) {
          x[c] = -x[c];
        }
      }
      phi = midpoint(high, low);
    }
    if (phi == null) {
      phi = high;
    }
    long[][] cut = new long[Math.max(0, groups - 1)][d];
    for (int k = 0; k + 1 < groups; k++) {
      for (int c = 0; c < d; c++) {
        cut[k][c] = phi[k + 1][c] - phi[k][c];
      }
    }
    long[][] pi = new long[groups][d];
    boolean[] constrained = new boolean[groups];
    for (int s = singlesFrom; s < groups; s++) {
      for (int c = 0; c < d; c++) {
        pi[s][c] = phi[groups + s - singlesFrom][c] - phi[s][c];
      }
      constrained[s] = Lex.sign(pi[s]) != 0;
    }
    return new GroupLevel(pi, constrained, cut, used);
  }

  /**
   * The groups' own potentials for the structure {@code used} (no cut duals), or a level without potentials when
   * none exist (a negative cycle, or a potential that is not whole).
   */
  private static GroupLevel potentials(long[][][] cost, int[][] used, int[] crossings, int[] size,
      int[] problemGroup, int d, RoundProblem problem, EngineProbe probe) {
    int groups = size.length;
    int nodes = groups;
    // Unknowns: π_g for groups crossed exactly once.
    int[] var = new int[nodes];
    Arrays.fill(var, -1);
    int vars = 0;
    for (int g = 0; g < groups; g++) {
      if (crossings[g] == 1) {
        var[g] = vars++;
      }
    }
    // Difference graph on 2·vars nodes: node 2i stands for +x_i, 2i+1 for −x_i. "a − b ≤ K" is an edge b → a.
    List<long[]> constraints = new ArrayList<>();
    List<int[]> ends = new ArrayList<>();
    for (int a = 0; a < nodes; a++) {
      for (int b = a + 1; b < nodes; b++) {
        if (cost[a][b] == null) {
          continue;
        }
        if (!addSum(pos(var[a]), pos(var[b]), cost[a][b], ends, constraints, d)) {
          return new GroupLevel(null, null, null, used);
        }
        if (used[a][b] > 0) {
          // equality: −x_a − x_b ≤ −K
          if (!addSum(neg(var[a]), neg(var[b]), times(cost[a][b], -1), ends, constraints, d)) {
            return new GroupLevel(null, null, null, used);
          }
        }
      }
    }
    for (int g = 0; g < groups; g++) {
      if (var[g] >= 0 && size[g] > 1) {
        // x_g ≥ 0: (−x_g) − (x_g) ≤ 0
        ends.add(new int[] {2 * var[g], 2 * var[g] + 1});
        constraints.add(new long[d]);
      }
    }
    // Bellman–Ford from both sides: forward it gives the largest potentials, on the reversed graph the smallest.
    // Both prove the structure; their midpoint too, and it leaves tight only the group pairs tight in both, so fewer
    // unused group pairs join components (measured: a 10,000-player round had 10 groups in one component).
    long[][] high = shortestPaths(ends, constraints, 2 * vars, d, false);
    if (high == null) {
      if (probe.traces()) {
        StringBuilder sb = new StringBuilder("    group level: no potentials;");
        for (int g = 0; g < groups; g++) {
          sb.append(' ').append(problem.groupName(problemGroup[g])).append(':').append(size[g]).append("x").append(crossings[g]);
        }
        for (int a = 0; a < nodes; a++) {
          for (int b = a + 1; b < nodes; b++) {
            if (cost[a][b] == null) {
              sb.append(" no(").append(problem.groupName(problemGroup[a])).append('-')
                  .append(problem.groupName(problemGroup[b])).append(')');
            }
          }
        }
        probe.trace(sb.toString());
      }
      return new GroupLevel(null, null, null, used); // negative cycle: no potentials prove this structure
    }
    long[][] low = shortestPaths(ends, constraints, 2 * vars, d, true);
    long[][] x1 = potentialsFrom(high, vars, d, 1);
    long[][] x2 = low == null ? null : potentialsFrom(low, vars, d, -1);
    long[][] x = x1 != null && x2 != null ? midpoint(x1, x2) : null;
    x = x != null ? x : x1 != null ? x1 : x2;
    if (x == null) {
      return new GroupLevel(null, null, null, used);
    }
    long[][] pi = new long[groups][d];
    boolean[] constrained = new boolean[groups];
    for (int a = 0; a < nodes; a++) {
      if (var[a] < 0) {
        continue;
      }
      pi[a] = x[var[a]];
      constrained[a] = size[a] > 1 && Lex.sign(pi[a]) > 0;
    }
    return new GroupLevel(pi, constrained, new long[Math.max(0, groups - 1)][d], used);
  }

  /**
   * Shortest paths from a virtual source joined to every node at length 0 (edges reversed if asked), or null for a
   * negative cycle.
   */
  private static long[][] shortestPaths(List<int[]> ends, List<long[]> constraints, int nodes, int d,
      boolean reversed) {
    long[][] dist = new long[nodes][d];
    for (int iter = 0; iter <= nodes; iter++) {
      boolean changed = false;
      for (int k = 0; k < ends.size(); k++) {
        int from = ends.get(k)[reversed ? 1 : 0];
        int to = ends.get(k)[reversed ? 0 : 1];
        long[] cand = plus(dist[from], constraints.get(k));
        if (Lex.compare(cand, dist[to]) < 0) {
          dist[to] = cand;
          changed = true;
        }
      }
      if (!changed) {
        return dist;
      }
    }
    return null;
  }

  /**
   * The potentials x_i = (y(+x_i) − y(−x_i)) / 2 of a solution y of the doubled system: y = the distances forward
   * ({@code sign} 1), or minus the distances on the reversed graph ({@code sign} -1). Null when one is not whole.
   */
  private static long[][] potentialsFrom(long[][] dist, int vars, int d, int sign) {
    long[][] x = new long[vars][d];
    for (int i = 0; i < vars; i++) {
      for (int c = 0; c < d; c++) {
        long diff = sign * (dist[2 * i][c] - dist[2 * i + 1][c]);
        if (diff % 2 != 0) {
          return null;
        }
        x[i][c] = diff / 2;
      }
    }
    return x;
  }

  /** The midpoint of two solutions, or null when it is not whole. */
  private static long[][] midpoint(long[][] a, long[][] b) {
    long[][] x = new long[a.length][];
    for (int i = 0; i < a.length; i++) {
      x[i] = new long[a[i].length];
      for (int c = 0; c < a[i].length; c++) {
        long sum = a[i][c] + b[i][c];
        if (sum % 2 != 0) {
          return null;
        }
        x[i][c] = sum / 2;
      }
    }
    return x;
  }

  /** Encodes x + y ≤ K where x and y are "signed variables" (2i = +x_i, 2i+1 = −x_i, -1 = the constant 0). */
  private static boolean addSum(int x, int y, long[] k, List<int[]> ends, List<long[]> constraints, int d) {
    if (x < 0 && y < 0) {
      return Lex.sign(k) >= 0;
    }
    if (x < 0 || y < 0) {
      int z = x < 0 ? y : x;
      // z ≤ K: z − (−z) ≤ 2K
      ends.add(new int[] {flip(z), z});
      constraints.add(times(k, 2));
      return true;
    }
    // x − (−y) ≤ K and y − (−x) ≤ K
    ends.add(new int[] {flip(y), x});
    constraints.add(k);
    ends.add(new int[] {flip(x), y});
    constraints.add(k);
    return true;
  }

  private static int flip(int signed) {
    return signed ^ 1;
  }

  /** The signed node of +x_var, or -1 for a fixed zero. */
  private static int pos(int var) {
    return var < 0 ? -1 : 2 * var;
  }

  private static int neg(int var) {
    return var < 0 ? -1 : 2 * var + 1;
  }

  private static long[] times(long[] a, long f) {
    long[] r = new long[a.length];
    for (int i = 0; i < a.length; i++) {
      r[i] = a[i] * f;
    }
    return r;
  }

  private static long[] plus(long[] a, long[] b) {
    long[] r = new long[a.length];
    for (int i = 0; i < a.length; i++) {
      r[i] = a[i] + b[i];
    }
    return r;
  }

  static boolean anyLegal(RoundProblem problem, List<Integer> a, List<Integer> b) {
    for (int x : a) {
      for (int y : b) {
        if (problem.mayMeet(x, y)) {
          return true;
        }
      }
    }
    return false;
  }
}
