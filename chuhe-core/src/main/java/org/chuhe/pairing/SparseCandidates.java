package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.chuhe.model.Colour;
import org.chuhe.pairing.matching.Lex;
import org.chuhe.pairing.matching.MatchingSolver;
import org.chuhe.pairing.matching.Pricing;

/**
 * Candidate pairs for large fields, and the pricing that keeps the result exact.
 *
 * <p>The quality vector's last criteria make far pairs poor: inside a score group the squared number distance grows
 * with the distance, and a pair of two players due the same colour costs a whole unit of a more significant
 * component. So the first graph holds, for each player, the few nearest legal opponents (by pairing number) of each
 * colour row (due red, due black, no preference) of his own score group and of the neighbouring groups, and bye
 * edges for the lowest groups.
 *
 * <p>That is only a guess; exactness comes from linear-programming duality. The solver returns an optimal dual
 * solution for the candidate graph. A left-out pair can only improve the pairing if its reduced cost (slack) is
 * negative. {@link #price} checks every legal pair of the division: for a player u and a row of a score group it
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

  /** Players of one score group and one colour row, by pairing number. */
  static final class Row {
    final int[] index;
    final int[] number;

    Row(List<Integer> members, List<Entrant> players) {
      index = members.stream().mapToInt(Integer::intValue).toArray();
      number = new int[index.length];
      for (int i = 0; i < index.length; i++) {
        number[i] = players.get(index[i]).number;
      }
    }
  }

  /** Score groups (highest first) split into rows. */
  static final class Layout {
    final int[] groupOf;
    final int[] groupScore;
    final Row[][] rows;

    Layout(List<Entrant> players) {
      TreeMap<Integer, Integer> groups = new TreeMap<>(java.util.Comparator.reverseOrder());
      for (Entrant e : players) {
        groups.putIfAbsent(e.score, 0);
      }
      int g = 0;
      groupScore = new int[groups.size()];
      for (Integer score : groups.keySet()) {
        groupScore[g] = score;
        groups.put(score, g++);
      }
      groupOf = new int[players.size()];
      List<List<List<Integer>>> members = new ArrayList<>();
      for (int i = 0; i < groupScore.length; i++) {
        members.add(List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>()));
      }
      for (int i = 0; i < players.size(); i++) {
        Entrant e = players.get(i);
        groupOf[i] = groups.get(e.score);
        members.get(groupOf[i]).get(row(e)).add(i);
      }
      rows = new Row[groupScore.length][3];
      for (int i = 0; i < groupScore.length; i++) {
        for (int c = 0; c < 3; c++) {
          rows[i][c] = new Row(members.get(i).get(c), players);
        }
      }
    }

    static int row(Entrant e) {
      return e.due == Colour.RED ? 0 : e.due == Colour.BLACK ? 1 : 2;
    }
  }

  static SwissEngine.Graph initial(PairingRules rules, List<Entrant> players) {
    return initial(rules, players, null);
  }

  /** The first guess, with a given packing (so that duals of several solves can be combined), or null for its own. */
  static SwissEngine.Graph initial(PairingRules rules, List<Entrant> players, QualityPacking packing) {
    return build(rules, players, 0, new HashSet<>(), packing);
  }

  /** A wider first guess, after a narrower one had no perfect matching; null when already the widest. */
  static SwissEngine.Graph wider(PairingRules rules, List<Entrant> players, SwissEngine.Graph g) {
    if (g.level + 1 >= NEAREST.length) {
      return null;
    }
    return build(rules, players, g.level + 1, keys(g), g.packing);
  }

  private static SwissEngine.Graph build(PairingRules rules, List<Entrant> players, int level, Set<Long> edges,
      QualityPacking packing) {
    int n = players.size();
    Layout layout = new Layout(players);
    int nearest = NEAREST[level];
    int reach = REACH[level];
    for (int u = 0; u < n; u++) {
      Entrant a = players.get(u);
      int gu = layout.groupOf[u];
      for (int h = Math.max(0, gu - reach); h < layout.groupScore.length && h <= (long) gu + reach; h++) {
        for (Row row : layout.rows[h]) {
          addNearest(rules, players, edges, u, a, row, nearest);
        }
      }
    }
    if (n % 2 == 1) {
      // Bye edges: every bye-eligible player of the lowest groups that have one.
      int groupsWithBye = 0;
      for (int h = layout.groupScore.length - 1; h >= 0 && groupsWithBye <= level; h--) {
        boolean any = false;
        for (Row row : layout.rows[h]) {
          for (int i : row.index) {
            if (rules.mayHaveBye(players.get(i))) {
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
    return graph(rules, players, level, edges, packing);
  }

  /** The {@code count} nearest legal opponents of u in a row, searching outwards by pairing number. */
  private static void addNearest(PairingRules rules, List<Entrant> players, Set<Long> edges, int u, Entrant a,
      Row row, int count) {
    int len = row.index.length;
    if (len == 0) {
      return;
    }
    int pos = Arrays.binarySearch(row.number, a.number);
    int right = pos >= 0 ? pos : -pos - 1;
    int left = right - 1;
    int found = 0;
    int looked = 0;
    int n = players.size();
    // Look at most this far, so that a player blocked from most of a row does not make this quadratic.
    int limit = 8 * count + 8;
    while (found < count && looked < limit && (left >= 0 || right < len)) {
      int pick;
      if (left < 0) {
        pick = right++;
      } else if (right >= len) {
        pick = left--;
      } else if (a.number - row.number[left] <= row.number[right] - a.number) {
        pick = left--;
      } else {
        pick = right++;
      }
      int v = row.index[pick];
      if (v == u) {
        continue;
      }
      looked++;
      if (rules.mayMeet(a, players.get(v))) {
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

  static Set<Long> keys(SwissEngine.Graph g) {
    Set<Long> set = new HashSet<>();
    int n = g.players.size();
    for (int k = 0; k < g.u.length; k++) {
      set.add(key(g.u[k], g.v[k], n));
    }
    return set;
  }

  static SwissEngine.Graph graph(PairingRules rules, List<Entrant> players, int level, Set<Long> edges,
      QualityPacking packing) {
    int n = players.size();
    long[] sorted = edges.stream().mapToLong(Long::longValue).sorted().toArray();
    List<int[]> list = new ArrayList<>(sorted.length);
    for (long k : sorted) {
      list.add(new int[] {(int) (k / (n + 1)), (int) (k % (n + 1))});
    }
    return new SwissEngine.Graph(rules, players, false, list, level, packing);
  }

  /**
   * Checks every legal pair left out of {@code g} against the optimal duals of {@code solver}. Returns null when
   * none has negative slack (the matching is optimal for the complete graph), else the graph with those pairs added.
   */
  static SwissEngine.Graph price(PairingRules rules, List<Entrant> players, SwissEngine.Graph g,
      MatchingSolver solver) {
    int n = players.size();
    int d = g.packing.longs;
    Layout layout = new Layout(players);
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
    long[][][] maxP = new long[layout.groupScore.length][3][];
    for (int h = 0; h < layout.groupScore.length; h++) {
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
      Entrant a = players.get(u);
      for (int h = 0; h < layout.groupScore.length; h++) {
        for (int c = 0; c < 3; c++) {
          Row row = layout.rows[h][c];
          if (row.index.length == 0) {
            continue;
          }
          g.packing.packNegated(lowerBound(a, layout.groupScore[h], c), bound, 0);
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
            from = lowerBound(row.number, a.number - radius + 1);
            to = lowerBound(row.number, a.number + radius);
          }
          for (int k = from; k < to; k++) {
            int v = row.index[k];
            if (v == u || edges.contains(key(u, v, n))) {
              continue;
            }
            Entrant b = players.get(v);
            if (!rules.mayMeet(a, b)) {
              continue;
            }
            g.packing.packNegated(rules.cost(rules.allocate(a, b)), w, 0);
            pricing.slackOf(u, v, w, 0, slack);
            if (Lex.sign(slack) < 0) {
              long key = key(u, v, n);
              edges.add(key);
              added.add(key);
            }
          }
        }
      }
      if (n % 2 == 1 && rules.mayHaveBye(a) && !edges.contains(key(u, n, n))) {
        g.packing.packNegated(rules.byeCost(a), w, 0);
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
    return graph(rules, players, g.level, edges, g.packing);
  }

  /** What any pair of player a with a player of this score and colour row costs at least, distance excluded. */
  static PairingQuality lowerBound(Entrant a, int score, int row) {
    int floats = 0;
    if (a.score > score && a.lastFloat == Entrant.Float.DOWN) {
      floats = 1;
    } else if (a.score < score && a.lastFloat == Entrant.Float.UP) {
      floats = 1;
    }
    int myRow = Layout.row(a);
    int wishes = myRow == row && row < 2 ? 1 : 0;
    return new PairingQuality(0, 0, ScoreDifferences.of(a.score, score), 0, wishes, floats, 0);
  }

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
