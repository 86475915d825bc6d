package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Maximum-weight perfect matching on a sparse graph: Edmonds' blossom algorithm in its primal–dual form (the
 * version with one labelling pass per augmentation, as described by Galil, "Efficient algorithms for finding maximum
 * matching in graphs", 1986), written for chuhe.
 *
 * <p>Weights are exact integers. Each weight is a vector of {@code d} longs compared lexicographically, so a quality
 * vector can be optimised exactly however wide its parts are: the algorithm only adds, subtracts, compares and halves
 * weights and dual values, and all of that works component by component. Every component is multiplied by 4 inside,
 * and the starting duals are even, so every slack between two S-vertices stays even and halving never rounds.
 *
 * <p>Why not JGraphT's {@code KolmogorovWeightedPerfectMatching}: it takes {@code double} weights (a quality vector
 * needs more than 53 exact bits at 10,000 players) and was several times too slow on pairing graphs of that size; see
 * {@code docs/pairing.md} and {@code docs/benchmarks.md}.
 *
 * <p>The solver starts from a greedy matching on tight edges with feasible duals (a warm start), then grows
 * alternating trees from all exposed vertices at once. When it stops, {@link #isPerfect()} says whether a perfect
 * matching exists; if not, the matching is still of maximum cardinality (used to name who cannot be paired). The
 * final duals certify optimality, and {@link #slackOf} lets the caller check edges that were left out of the graph
 * (pricing): if none has negative slack, the matching is optimal for the complete graph too.
 */
final class MatchingSolver {
  private static final int FREE = 0;
  private static final int S = 1;
  private static final int T = 2;
  private static final int MARK = 4;

  private final int n;
  private final int m;
  private final int d;
  private final int[] endpoint;
  private final int[] adjStart;
  private final int[] adj;
  private final long[] weight;
  private final long[] dual;
  private final int[] mate;
  private final int[] label;
  private final int[] labelEnd;
  private final int[] inBlossom;
  private final int[] blossomParent;
  private final int[][] blossomChilds;
  private final int[][] blossomEnds;
  private final int[] blossomBase;
  private final int[] bestEdge;
  private final int[][] blossomBestEdges;
  private final int[] unusedBlossoms;
  private int unusedCount;
  private final boolean[] allowEdge;
  private final int[] allowed;
  private int allowedCount;
  private int[] queue;
  private int queueHead;
  private int queueTail;
  private final long[] tmpA;
  private final long[] tmpB;
  private final long[] delta;
  private boolean perfect;
  private int stages;

  /**
   * @param n vertices 0..n-1
   * @param u first endpoints of the edges
   * @param v second endpoints of the edges
   * @param w weights to maximise, {@code d} longs per edge (edge k at {@code w[k*d .. k*d+d)}), most significant
   *     first; each component must stay within ±2^59
   * @param d the number of longs in one weight
   */
  MatchingSolver(int n, int[] u, int[] v, long[] w, int d) {
    this.n = n;
    this.m = u.length;
    this.d = d;
    endpoint = new int[2 * m];
    int[] degree = new int[n + 1];
    for (int k = 0; k < m; k++) {
      if (u[k] == v[k]) {
        throw new IllegalArgumentException("loop edge at vertex " + u[k]);
      }
      endpoint[2 * k] = u[k];
      endpoint[2 * k + 1] = v[k];
      degree[u[k]]++;
      degree[v[k]]++;
    }
    adjStart = new int[n + 1];
    for (int i = 0; i < n; i++) {
      adjStart[i + 1] = adjStart[i] + degree[i];
    }
    adj = new int[2 * m];
    int[] fill = Arrays.copyOf(adjStart, n);
    for (int k = 0; k < m; k++) {
      // adj holds remote endpoints: for vertex u[k] the endpoint 2k+1 (which is v[k]) and vice versa.
      adj[fill[u[k]]++] = 2 * k + 1;
      adj[fill[v[k]]++] = 2 * k;
    }
    weight = new long[m * d];
    for (int i = 0; i < m * d; i++) {
      if (Math.abs(w[i]) > (1L << 59)) {
        throw new IllegalArgumentException("weight component out of range: " + w[i]);
      }
      weight[i] = w[i] * 4;
    }
    dual = new long[2 * n * d];
    mate = new int[n];
    label = new int[2 * n];
    labelEnd = new int[2 * n];
    inBlossom = new int[n];
    blossomParent = new int[2 * n];
    blossomChilds = new int[2 * n][];
    blossomEnds = new int[2 * n][];
    blossomBase = new int[2 * n];
    bestEdge = new int[2 * n];
    blossomBestEdges = new int[2 * n][];
    unusedBlossoms = new int[n];
    allowEdge = new boolean[m];
    allowed = new int[m];
    queue = new int[Math.max(16, 2 * n)];
    tmpA = new long[d];
    tmpB = new long[d];
    delta = new long[d];
    Arrays.fill(mate, -1);
    Arrays.fill(labelEnd, -1);
    Arrays.fill(blossomParent, -1);
    Arrays.fill(blossomBase, 0, n, 0);
    for (int i = 0; i < n; i++) {
      inBlossom[i] = i;
      blossomBase[i] = i;
    }
    Arrays.fill(blossomBase, n, 2 * n, -1);
    Arrays.fill(bestEdge, -1);
    for (int b = 2 * n - 1; b >= n; b--) {
      unusedBlossoms[unusedCount++] = b;
    }
  }

  /** Runs the algorithm; returns this. */
  MatchingSolver solve() {
    warmStart();
    run();
    return this;
  }

  boolean isPerfect() {
    return perfect;
  }

  /** Augmentations done after the warm start (for measurements). */
  int stages() {
    return stages;
  }

  /** The partner of each vertex, -1 when exposed (only possible when no perfect matching exists). */
  int[] mates() {
    int[] result = new int[n];
    for (int i = 0; i < n; i++) {
      result[i] = mate[i] < 0 ? -1 : endpoint[mate[i]];
    }
    return result;
  }

  /**
   * The slack of a pair that may not be an edge of the graph, for pricing: y_a + y_b + (duals of the blossoms that
   * contain both) - 4·w, as {@code d} longs in {@code out}. Non-negative (lexicographically) for every pair means the
   * matching is optimal also with that pair added.
   */
  void slackOf(int a, int b, long[] w, int wOffset, long[] out) {
    for (int i = 0; i < d; i++) {
      out[i] = dual[a * d + i] + dual[b * d + i] - 4 * w[wOffset + i];
    }
    // Blossoms containing both: walk up from a, mark; walk up from b.
    int x = blossomParent[a];
    while (x >= 0) {
      if (containsVertex(x, b)) {
        for (int y = x; y >= 0; y = blossomParent[y]) {
          for (int i = 0; i < d; i++) {
            out[i] += dual[y * d + i];
          }
        }
        break;
      }
      x = blossomParent[x];
    }
  }

  private boolean containsVertex(int blossom, int vertex) {
    for (int y = blossomParent[vertex]; y >= 0; y = blossomParent[y]) {
      if (y == blossom) {
        return true;
      }
    }
    return false;
  }

  /** The dual value of vertex v (in the solver's units: weights times 4), written into {@code out}. */
  void dualOf(int v, long[] out) {
    System.arraycopy(dual, v * d, out, 0, d);
  }

  /** Lexicographic sign of a vector. */
  static int sign(long[] a) {
    for (long x : a) {
      if (x != 0) {
        return x > 0 ? 1 : -1;
      }
    }
    return 0;
  }

  // ---------------------------------------------------------------- vector helpers

  private void slack(int k, long[] out) {
    int a = endpoint[2 * k] * d;
    int b = endpoint[2 * k + 1] * d;
    int c = k * d;
    for (int i = 0; i < d; i++) {
      out[i] = dual[a + i] + dual[b + i] - weight[c + i];
    }
  }

  private static int compare(long[] a, long[] b) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] != b[i]) {
        return a[i] < b[i] ? -1 : 1;
      }
    }
    return 0;
  }

  private boolean slackLess(int k1, int k2) {
    slack(k1, tmpA);
    slack(k2, tmpB);
    return compare(tmpA, tmpB) < 0;
  }

  // ---------------------------------------------------------------- warm start

  /**
   * Feasible duals y_v = max incident weight / 2, then a greedy matching on tight edges; each vertex left exposed
   * lowers its dual until one edge becomes tight, and takes it if the other end is exposed too. Every dual stays a
   * multiple of 2 in every component (weights are multiples of 4), which keeps all later slacks exact.
   */
  private void warmStart() {
    long[] best = new long[d];
    for (int v = 0; v < n; v++) {
      boolean any = false;
      for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
        int k = adj[a] >> 1;
        if (!any || lexGreater(weight, k * d, best, 0)) {
          System.arraycopy(weight, k * d, best, 0, d);
          any = true;
        }
      }
      for (int i = 0; i < d; i++) {
        dual[v * d + i] = any ? best[i] / 2 : 0;
      }
    }
    for (int v = 0; v < n; v++) {
      if (mate[v] >= 0) {
        continue;
      }
      // Lower y_v as far as feasibility allows; the edge that limits it becomes tight.
      int limit = -1;
      for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
        int p = adj[a];
        int k = p >> 1;
        int x = endpoint[p];
        // needed y_v = w - y_x
        for (int i = 0; i < d; i++) {
          tmpA[i] = weight[k * d + i] - dual[x * d + i];
        }
        if (limit < 0 || compare(tmpA, best) > 0 || (compare(tmpA, best) == 0 && mate[x] < 0
            && mate[endpoint[limit]] >= 0)) {
          System.arraycopy(tmpA, 0, best, 0, d);
          limit = p;
        }
      }
      if (limit < 0) {
        continue;
      }
      System.arraycopy(best, 0, dual, v * d, d);
      // Take any tight edge to an exposed vertex (the limiting one is tight).
      for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
        int p = adj[a];
        int x = endpoint[p];
        if (mate[x] >= 0) {
          continue;
        }
        slack(p >> 1, tmpA);
        if (sign(tmpA) == 0) {
          mate[v] = p;
          mate[x] = p ^ 1;
          break;
        }
      }
    }
  }

  private static boolean lexGreater(long[] a, int ai, long[] b, int bi) {
    for (int i = 0; i < b.length; i++) {
      if (a[ai + i] != b[bi + i]) {
        return a[ai + i] > b[bi + i];
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- main loop

  private void run() {
    int exposed = 0;
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0) {
        exposed++;
      }
    }
    perfect = exposed == 0;
    while (exposed > 0) {
      if (!stage()) {
        perfect = false;
        return;
      }
      stages++;
      exposed -= 2;
    }
    perfect = true;
  }

  /** One stage: label, grow, and augment once. Returns false when no augmenting path exists. */
  private boolean stage() {
    for (int b = 0; b < 2 * n; b++) {
      label[b] = FREE;
      bestEdge[b] = -1;
      if (b >= n) {
        blossomBestEdges[b] = null;
      }
    }
    for (int i = 0; i < allowedCount; i++) {
      allowEdge[allowed[i]] = false;
    }
    allowedCount = 0;
    queueHead = 0;
    queueTail = 0;
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0 && label[inBlossom[v]] == FREE) {
        assignLabel(v, S, -1);
      }
    }
    long[] ks = new long[d];
    while (true) {
      while (queueHead < queueTail) {
        int v = queue[queueHead++];
        for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
          int p = adj[a];
          int k = p >> 1;
          int w = endpoint[p];
          if (inBlossom[v] == inBlossom[w]) {
            continue;
          }
          boolean tight = allowEdge[k];
          if (!tight) {
            slack(k, ks);
            if (sign(ks) <= 0) {
              allow(k);
              tight = true;
            }
          }
          if (tight) {
            int bw = inBlossom[w];
            if (label[bw] == FREE) {
              assignLabel(w, T, p ^ 1);
            } else if (label[bw] == S) {
              int base = scanBlossom(v, w);
              if (base >= 0) {
                addBlossom(base, k);
              } else {
                augmentMatching(k);
                endStage();
                return true;
              }
            } else if (label[w] == FREE) {
              // w lies inside a T-blossom and was not reached yet: remember the edge in case the blossom expands.
              label[w] = T;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] == S) {
            int b = inBlossom[v];
            if (bestEdge[b] == -1 || compareSlack(ks, bestEdge[b]) < 0) {
              bestEdge[b] = k;
            }
          } else if (label[w] == FREE) {
            if (bestEdge[w] == -1 || compareSlack(ks, bestEdge[w]) < 0) {
              bestEdge[w] = k;
            }
          }
        }
      }
      // Dual update.
      int deltaType = -1;
      int deltaEdge = -1;
      int deltaBlossom = -1;
      for (int v = 0; v < n; v++) {
        if (label[inBlossom[v]] == FREE && bestEdge[v] != -1) {
          slack(bestEdge[v], tmpA);
          if (deltaType == -1 || compare(tmpA, delta) < 0) {
            System.arraycopy(tmpA, 0, delta, 0, d);
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (int b = 0; b < 2 * n; b++) {
        if (blossomParent[b] == -1 && (b < n || blossomBase[b] >= 0) && label[b] == S && bestEdge[b] != -1) {
          slack(bestEdge[b], tmpA);
          halve(tmpA);
          if (deltaType == -1 || compare(tmpA, delta) < 0) {
            System.arraycopy(tmpA, 0, delta, 0, d);
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (int b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] == -1 && label[b] == T) {
          System.arraycopy(dual, b * d, tmpA, 0, d);
          halve(tmpA);
          if (deltaType == -1 || compare(tmpA, delta) < 0) {
            System.arraycopy(tmpA, 0, delta, 0, d);
            deltaType = 4;
            deltaBlossom = b;
          }
        }
      }
      if (deltaType == -1) {
        // No way to grow any tree: the matching has maximum cardinality and is not perfect.
        endStage();
        return false;
      }
      for (int v = 0; v < n; v++) {
        int l = label[inBlossom[v]];
        if (l == S) {
          for (int i = 0; i < d; i++) {
            dual[v * d + i] -= delta[i];
          }
        } else if (l == T) {
          for (int i = 0; i < d; i++) {
            dual[v * d + i] += delta[i];
          }
        }
      }
      for (int b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] == -1) {
          if (label[b] == S) {
            for (int i = 0; i < d; i++) {
              dual[b * d + i] += 2 * delta[i];
            }
          } else if (label[b] == T) {
            for (int i = 0; i < d; i++) {
              dual[b * d + i] -= 2 * delta[i];
            }
          }
        }
      }
      if (deltaType == 2) {
        allow(deltaEdge);
        int i = endpoint[2 * deltaEdge];
        if (label[inBlossom[i]] == FREE) {
          i = endpoint[2 * deltaEdge + 1];
        }
        push(i);
      } else if (deltaType == 3) {
        allow(deltaEdge);
        push(endpoint[2 * deltaEdge]);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
  }

  private int compareSlack(long[] s, int k) {
    slack(k, tmpB);
    return compare(s, tmpB);
  }

  private static void halve(long[] a) {
    for (int i = 0; i < a.length; i++) {
      a[i] /= 2;
    }
  }

  private void push(int v) {
    if (queueTail == queue.length) {
      queue = Arrays.copyOf(queue, queue.length * 2);
    }
    queue[queueTail++] = v;
  }

  private void allow(int k) {
    if (!allowEdge[k]) {
      allowEdge[k] = true;
      allowed[allowedCount++] = k;
    }
  }

  private void endStage() {
    // S-blossoms whose dual reached zero are no longer needed.
    for (int b = n; b < 2 * n; b++) {
      if (blossomParent[b] == -1 && blossomBase[b] >= 0 && label[b] == S && isZero(dual, b)) {
        expandBlossom(b, true);
      }
    }
  }

  private boolean isZero(long[] a, int index) {
    for (int i = 0; i < d; i++) {
      if (a[index * d + i] != 0) {
        return false;
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- labels and blossoms

  private void leaves(int b, List<Integer> out) {
    if (b < n) {
      out.add(b);
      return;
    }
    for (int c : blossomChilds[b]) {
      leaves(c, out);
    }
  }

  private void pushLeaves(int b) {
    if (b < n) {
      push(b);
      return;
    }
    for (int c : blossomChilds[b]) {
      pushLeaves(c);
    }
  }

  private void assignLabel(int w, int t, int p) {
    int b = inBlossom[w];
    label[w] = t;
    label[b] = t;
    labelEnd[w] = p;
    labelEnd[b] = p;
    bestEdge[w] = -1;
    bestEdge[b] = -1;
    if (t == S) {
      pushLeaves(b);
    } else {
      int base = blossomBase[b];
      assignLabel(endpoint[mate[base]], S, mate[base] ^ 1);
    }
  }

  /** Walks up from v and w; returns the base of the new blossom, or -1 if they are in different trees. */
  private int scanBlossom(int v, int w) {
    List<Integer> path = new ArrayList<>();
    int base = -1;
    while (v != -1 || w != -1) {
      if (v != -1) {
        int b = inBlossom[v];
        if ((label[b] & MARK) != 0) {
          base = blossomBase[b];
          break;
        }
        path.add(b);
        label[b] = S | MARK;
        if (labelEnd[b] == -1) {
          v = -1;
        } else {
          v = endpoint[labelEnd[b]];
          b = inBlossom[v];
          v = endpoint[labelEnd[b]];
        }
      }
      if (w != -1) {
        int x = v;
        v = w;
        w = x;
      } else {
        // keep walking v alone
      }
    }
    for (int b : path) {
      label[b] = S;
    }
    return base;
  }

  private void addBlossom(int base, int k) {
    int v = endpoint[2 * k];
    int w = endpoint[2 * k + 1];
    int bb = inBlossom[base];
    int bv = inBlossom[v];
    int bw = inBlossom[w];
    int b = unusedBlossoms[--unusedCount];
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    List<Integer> path = new ArrayList<>();
    List<Integer> ends = new ArrayList<>();
    while (bv != bb) {
      blossomParent[bv] = b;
      path.add(bv);
      ends.add(labelEnd[bv]);
      v = endpoint[labelEnd[bv]];
      bv = inBlossom[v];
    }
    path.add(bb);
    java.util.Collections.reverse(path);
    java.util.Collections.reverse(ends);
    ends.add(2 * k);
    while (bw != bb) {
      blossomParent[bw] = b;
      path.add(bw);
      ends.add(labelEnd[bw] ^ 1);
      w = endpoint[labelEnd[bw]];
      bw = inBlossom[w];
    }
    blossomChilds[b] = path.stream().mapToInt(Integer::intValue).toArray();
    blossomEnds[b] = ends.stream().mapToInt(Integer::intValue).toArray();
    label[b] = S;
    labelEnd[b] = labelEnd[bb];
    Arrays.fill(dual, b * d, b * d + d, 0);
    List<Integer> leaves = new ArrayList<>();
    leaves(b, leaves);
    for (int x : leaves) {
      if (label[inBlossom[x]] == T) {
        // T-vertices become S-vertices inside the new blossom and must be scanned.
        push(x);
      }
      inBlossom[x] = b;
    }
    // Least-slack edges from the new blossom to each neighbouring S-blossom.
    int[] bestTo = new int[2 * n];
    Arrays.fill(bestTo, -1);
    List<Integer> touched = new ArrayList<>();
    for (int child : blossomChilds[b]) {
      int[] list;
      if (blossomBestEdges[child] == null) {
        List<Integer> ls = new ArrayList<>();
        List<Integer> cl = new ArrayList<>();
        leaves(child, cl);
        for (int x : cl) {
          for (int a = adjStart[x]; a < adjStart[x + 1]; a++) {
            ls.add(adj[a] >> 1);
          }
        }
        list = ls.stream().mapToInt(Integer::intValue).toArray();
      } else {
        list = blossomBestEdges[child];
      }
      for (int e : list) {
        int i = endpoint[2 * e];
        int j = endpoint[2 * e + 1];
        if (inBlossom[j] == b) {
          int x = i;
          i = j;
          j = x;
        }
        int bj = inBlossom[j];
        if (bj != b && label[bj] == S && (bestTo[bj] == -1 || slackLess(e, bestTo[bj]))) {
          if (bestTo[bj] == -1) {
            touched.add(bj);
          }
          bestTo[bj] = e;
        }
      }
      blossomBestEdges[child] = null;
      bestEdge[child] = -1;
    }
    int[] list = new int[touched.size()];
    int best = -1;
    for (int i = 0; i < list.length; i++) {
      list[i] = bestTo[touched.get(i)];
      if (best == -1 || slackLess(list[i], best)) {
        best = list[i];
      }
    }
    blossomBestEdges[b] = list;
    bestEdge[b] = best;
  }

  private void expandBlossom(int b, boolean endStage) {
    int[] childs = blossomChilds[b];
    int[] ends = blossomEnds[b];
    for (int s : childs) {
      blossomParent[s] = -1;
      if (s < n) {
        inBlossom[s] = s;
      } else if (endStage && isZero(dual, s)) {
        expandBlossom(s, endStage);
      } else {
        List<Integer> ls = new ArrayList<>();
        leaves(s, ls);
        for (int x : ls) {
          inBlossom[x] = s;
        }
      }
    }
    if (!endStage && label[b] == T) {
      int len = childs.length;
      int entryChild = inBlossom[endpoint[labelEnd[b] ^ 1]];
      int j = indexOf(childs, entryChild);
      int step = (j % 2 == 0) ? -1 : 1;
      int p = labelEnd[b];
      while (j != 0) {
        // childs[j] is a T-child entered through endpoint p (outside side).
        int matchedEdge;
        int nextP;
        if (step == -1) {
          matchedEdge = ends[j - 1];
          nextP = ends[Math.floorMod(j - 2, len)] ^ 1;
        } else {
          matchedEdge = ends[j];
          nextP = ends[(j + 1) % len];
        }
        label[endpoint[p ^ 1]] = FREE;
        label[endpoint[matchedEdge]] = FREE;
        label[endpoint[matchedEdge ^ 1]] = FREE;
        label[inBlossom[endpoint[p ^ 1]]] = FREE;
        assignLabel(endpoint[p ^ 1], T, p);
        allow(matchedEdge >> 1);
        allow(nextP >> 1);
        p = nextP;
        j = Math.floorMod(j + 2 * step, len);
      }
      int bv = childs[0];
      int v = endpoint[p ^ 1];
      label[v] = T;
      label[bv] = T;
      labelEnd[v] = p;
      labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j = Math.floorMod(step, len);
      while (childs[j] != entryChild) {
        bv = childs[j];
        if (label[bv] == S) {
          j = Math.floorMod(j + step, len);
          continue;
        }
        List<Integer> ls = new ArrayList<>();
        leaves(bv, ls);
        int reached = -1;
        for (int x : ls) {
          if (label[x] != FREE) {
            reached = x;
            break;
          }
        }
        if (reached >= 0) {
          label[reached] = FREE;
          label[endpoint[mate[blossomBase[bv]]]] = FREE;
          label[bv] = FREE;
          assignLabel(reached, T, labelEnd[reached]);
        }
        j = Math.floorMod(j + step, len);
      }
    }
    label[b] = FREE;
    labelEnd[b] = -1;
    blossomChilds[b] = null;
    blossomEnds[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    Arrays.fill(dual, b * d, b * d + d, 0);
    unusedBlossoms[unusedCount++] = b;
  }

  private static int indexOf(int[] a, int x) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] == x) {
        return i;
      }
    }
    throw new IllegalStateException("child not found");
  }

  /** Swaps matched and unmatched edges inside blossom b so that vertex v becomes its base. */
  private void augmentBlossom(int b, int v) {
    int t = v;
    while (blossomParent[t] != b) {
      t = blossomParent[t];
    }
    if (t >= n) {
      augmentBlossom(t, v);
    }
    int[] childs = blossomChilds[b];
    int[] ends = blossomEnds[b];
    int len = childs.length;
    int i = indexOf(childs, t);
    if (i % 2 == 0) {
      // backwards from i to 0 over ends[i-1], ..., ends[0]; the ones at i-2, i-4, ..., 0 become matched
      for (int k = i - 2; k >= 0; k -= 2) {
        matchEnds(ends[k], childs[k], childs[k + 1]);
      }
    } else {
      // forwards from i over ends[i], ..., ends[len-1]; the ones at i+1, i+3, ..., len-1 become matched
      for (int k = i + 1; k < len; k += 2) {
        matchEnds(ends[k], childs[k], childs[(k + 1) % len]);
      }
    }
    int[] rc = new int[len];
    int[] re = new int[len];
    for (int k = 0; k < len; k++) {
      rc[k] = childs[(k + i) % len];
      re[k] = ends[(k + i) % len];
    }
    blossomChilds[b] = rc;
    blossomEnds[b] = re;
    blossomBase[b] = blossomBase[rc[0]];
    if (blossomBase[b] != v) {
      throw new IllegalStateException("augmentBlossom: base mismatch");
    }
  }

  /** Matches the edge of endpoint p (endpoint[p] in child a, endpoint[p^1] in child c), re-basing both children. */
  private void matchEnds(int p, int a, int c) {
    int x = endpoint[p];
    int y = endpoint[p ^ 1];
    if (a >= n) {
      augmentBlossom(a, x);
    }
    if (c >= n) {
      augmentBlossom(c, y);
    }
    mate[x] = p ^ 1;
    mate[y] = p;
  }

  private void augmentMatching(int k) {
    int[][] sides = {{endpoint[2 * k], 2 * k + 1}, {endpoint[2 * k + 1], 2 * k}};
    for (int[] side : sides) {
      int s = side[0];
      int p = side[1];
      while (true) {
        int bs = inBlossom[s];
        if (bs >= n) {
          augmentBlossom(bs, s);
        }
        mate[s] = p;
        if (labelEnd[bs] == -1) {
          break;
        }
        int t = endpoint[labelEnd[bs]];
        int bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        int j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) {
          augmentBlossom(bt, j);
        }
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  }
}
