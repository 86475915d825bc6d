package org.chuhe.engine.matching;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Pricing support: what an optimum's duals say about pairs that were left out of the graph. Pricing checks such a pair
 * against the duals; if no pair has negative slack ({@link #slackOf}), the matching is optimal for the graph with all
 * of them (LP duality), else the pairs found are added and the graph solved again from this optimum
 * ({@link MatchingSolver#solveKeepingBlossoms}). The duals are in the solver's units (weights times
 * {@link MatchingSolver#scale()}); a vertex dual is y, a blossom's z, and an edge's slack is y_a + y_b + (the z of the
 * blossoms holding both) − scale·w.
 *
 * <p>Made by {@link MatchingSolver#pricing()} after a solve; it only reads the solver, so one instance may be used
 * from several threads at once.
 */
public final class Pricing {
  private final PrimalDual core;
  private final int n;
  private final int d;
  private final long scale;
  private final long[] dual;
  private final int[] blossomParent;
  private final int[] blossomBase;
  private final int[][] blossomChilds;
  /**
   * For every vertex and blossom: the nearest blossom around it (not itself) with a non-zero dual, -1 for none; for
   * such a blossom its depth among them (1 = outermost) and the sum of its dual and of those around it.
   */
  private final int[] nzUp;
  private final int[] nzDepth;
  private final long[] nzSum;

  Pricing(PrimalDual core) {
    this.core = core;
    n = core.n;
    d = core.d;
    scale = core.scale;
    dual = core.dual;
    blossomParent = core.blossomParent;
    blossomBase = core.blossomBase;
    blossomChilds = core.blossomChilds;
    nzUp = new int[2 * n];
    nzDepth = new int[2 * n];
    nzSum = new long[2 * n * d];
    buildNonZeroTree();
  }

  /** The dual of vertex v (in the solver's units: weights times {@link MatchingSolver#scale()}), into {@code out}. */
  public void dualOf(int v, long[] out) {
    System.arraycopy(dual, v * d, out, 0, d);
  }

  /**
   * The slack of a pair that may not be an edge of the graph, for pricing: y_a + y_b + (duals of the blossoms that
   * contain both) − scale·w, as {@code d} longs in {@code out}, where {@code w} is the pair's weight at
   * {@code w[wOffset ..]} as the caller would give it to the solver. Non-negative (lexicographically) for every pair
   * means the matching is optimal also with that pair added.
   */
  public void slackOf(int a, int b, long[] w, int wOffset, long[] out) {
    for (int i = 0; i < d; i++) {
      out[i] = dual[a * d + i] + dual[b * d + i] - scale * w[wOffset + i];
    }
    // Blossoms containing both: in the tree of the blossoms with a non-zero dual, walk up from the innermost ones
    // around a and b to where they meet; the duals from there outward add up to what the pair shares. Built once,
    // when pricing starts (the solve is over); pairs of near players meet after a few steps.
    int x = nzUp[a];
    int y = nzUp[b];
    while (x != y && x >= 0 && y >= 0) {
      int dx = nzDepth[x];
      int dy = nzDepth[y];
      if (dx >= dy) {
        x = nzUp[x];
      }
      if (dy >= dx) {
        y = nzUp[y];
      }
    }
    if (x == y && x >= 0) {
      for (int i = 0; i < d; i++) {
        out[i] += nzSum[x * d + i];
      }
    }
  }

  private void buildNonZeroTree() {
    boolean[] done = new boolean[2 * n];
    IntList path = new IntList();
    for (int start = 0; start < 2 * n; start++) {
      if (start >= n && blossomBase[start] < 0) {
        continue; // not a blossom in use
      }
      path.clear();
      for (int x = start; x >= 0 && !done[x]; x = blossomParent[x]) {
        path.add(x);
      }
      for (int i = path.size() - 1; i >= 0; i--) {
        int x = path.get(i);
        int parent = blossomParent[x];
        nzUp[x] = parent < 0 ? -1 : !Lex.isZero(dual, parent, d) ? parent : nzUp[parent];
        if (x >= n && !Lex.isZero(dual, x, d)) {
          int up = nzUp[x];
          nzDepth[x] = up < 0 ? 1 : nzDepth[up] + 1;
          for (int c = 0; c < d; c++) {
            nzSum[x * d + c] = dual[x * d + c] + (up < 0 ? 0 : nzSum[up * d + c]);
          }
        }
        done[x] = true;
      }
    }
  }

  /**
   * For pricing: {@code r[v]} = the dual of v plus half the dual of its outermost blossom, and {@code top[v]} = that
   * blossom (v itself when it is in none). For two vertices of the same outermost blossom, r_a + r_b − scale·w is a
   * lower bound of their slack (the blossoms inside add non-negative amounts); for two vertices of different
   * outermost blossoms the slack is exactly y_a + y_b − scale·w.
   */
  public void pricingDuals(long[] r, int[] top) {
    // Parents before children, each node's outermost blossom from its parent's (blossoms nest hundreds deep: a
    // walk up from every vertex took a tenth of a second at 8,000 players).
    int[] outer = new int[2 * n];
    int[] order = topDown();
    for (int x : order) {
      int parent = blossomParent[x];
      outer[x] = parent < 0 ? x : outer[parent];
    }
    for (int v = 0; v < n; v++) {
      int t = outer[v];
      top[v] = t;
      for (int c = 0; c < d; c++) {
        r[v * d + c] = dual[v * d + c] + (t == v ? 0 : dual[t * d + c] / 2);
      }
    }
  }

  /**
   * Every vertex and blossom in use, each after the blossom around it and each blossom's vertices and blossoms in
   * one run right after it (a walk of the blossom forest, made once).
   */
  int[] topDown() {
    if (topDown == null) {
      IntList order = new IntList();
      IntList stack = new IntList();
      for (int t = 0; t < 2 * n; t++) {
        if (blossomParent[t] >= 0 || t >= n && blossomBase[t] < 0) {
          continue;
        }
        stack.add(t);
        while (stack.size() > 0) {
          int b = stack.pop();
          order.add(b);
          if (b >= n) {
            for (int c : blossomChilds[b]) {
              stack.add(c);
            }
          }
        }
      }
      topDown = new int[order.size()];
      for (int i = 0; i < topDown.length; i++) {
        topDown[i] = order.get(i);
      }
    }
    return topDown;
  }

  private int[] topDown;

  /**
   * As {@link #pricingDuals}, but the blossom used for each vertex is the largest one around it whose vertices all
   * have its {@code part} (its score group), and r adds half the duals of that blossom and of every blossom around
   * it. For two vertices with the same such blossom, r_a + r_b − scale·w is a lower bound of their slack. This keeps
   * pricing inside a group tight when the group's blossom (the price of its floater) sits inside a larger one.
   */
  public void partPricingDuals(int[] part, long[] r, int[] top) {
    int[] order = topDown();
    // label[x]: the part all vertices of x share, -1 when they differ (children first: the order backwards).
    int[] label = new int[2 * n];
    Arrays.fill(label, Integer.MIN_VALUE);
    for (int i = order.length - 1; i >= 0; i--) {
      int x = order[i];
      if (x < n) {
        label[x] = part[x];
      }
      int parent = blossomParent[x];
      if (parent >= 0) {
        label[parent] = label[parent] == Integer.MIN_VALUE || label[parent] == label[x] ? label[x] : -1;
      }
    }
    // Parents first: for a blossom of one part, the largest blossom of that part around it (the labels of the
    // blossoms around a vertex that are its own part come first on the way up); half the duals from each blossom
    // outward.
    int[] highest = new int[2 * n];
    long[] half = new long[2 * n * d];
    for (int x : order) {
      int parent = blossomParent[x];
      highest[x] = parent >= 0 && label[parent] == label[x] && label[x] >= 0 ? highest[parent] : x;
      if (x >= n) {
        for (int c = 0; c < d; c++) {
          half[x * d + c] = dual[x * d + c] / 2 + (parent < 0 ? 0 : half[parent * d + c]);
        }
      }
    }
    for (int v = 0; v < n; v++) {
      int t = highest[v];
      top[v] = t;
      for (int c = 0; c < d; c++) {
        // With no blossom of its part around v, pairs of v need not share any blossom: no bonus.
        r[v * d + c] = dual[v * d + c] + (t == v ? 0 : half[t * d + c]);
      }
    }
  }

  /**
   * For pricing pairs of different parts inside one outermost blossom T, where bounding by T's dual alone is loose
   * when the two players share smaller blossoms too (a blossom of several score groups with a tiny dual in a high
   * component of the quality vector makes every pair between those groups look possibly profitable, whatever the
   * distance). For a vertex v and a part q, let X be the smallest blossom around v that holds every vertex of part q
   * in T: any vertex b of part q in T shares X and everything around it with v, so its slack with v is at least
   * y_v + y_b + (duals of X up to T) − w. The returned table gives the duals of X up to T, T excluded (T's own is in
   * {@link #pricingDuals}): {@link SharedBelowTop#add}.
   */
  public SharedBelowTop sharedBelowTop(int[] part, int parts) {
    // Vertices of each part in each blossom, children before parents (an explicit post-order: blossoms nest deeply).
    int[] count = new int[n * parts];
    IntList order = new IntList();
    IntList stack = new IntList();
    for (int t = n; t < 2 * n; t++) {
      if (blossomBase[t] < 0 || blossomParent[t] >= 0) {
        continue;
      }
      stack.add(t);
      while (stack.size() > 0) {
        int b = stack.pop();
        order.add(b);
        for (int c : blossomChilds[b]) {
          if (c >= n) {
            stack.add(c);
          }
        }
      }
    }
    // order lists parents before children: fold children into parents walking it backwards.
    for (int i = order.size() - 1; i >= 0; i--) {
      int b = order.get(i);
      for (int c : blossomChilds[b]) {
        if (c < n) {
          count[(b - n) * parts + part[c]]++;
        } else {
          for (int q = 0; q < parts; q++) {
            count[(b - n) * parts + q] += count[(c - n) * parts + q];
          }
        }
      }
    }
    // Parents before children: E(b, q) = z_b + S(parent) when b holds all of q's vertices in T, else E(parent, q);
    // S(b) = the duals from b up to T, T excluded. E and S of T itself are 0.
    long[] e = new long[n * parts * d];
    long[] sum = new long[n * d];
    int[] outer = new int[2 * n];
    for (int i = 0; i < order.size(); i++) {
      int b = order.get(i);
      int parent = blossomParent[b];
      if (parent < 0) {
        outer[b] = b;
        continue;
      }
      int t = outer[parent];
      outer[b] = t;
      for (int c = 0; c < d; c++) {
        sum[(b - n) * d + c] = dual[b * d + c] + (parent == t ? 0 : sum[(parent - n) * d + c]);
      }
      for (int q = 0; q < parts; q++) {
        int at = ((b - n) * parts + q) * d;
        if (count[(b - n) * parts + q] == count[(t - n) * parts + q]) {
          for (int c = 0; c < d; c++) {
            e[at + c] = sum[(b - n) * d + c];
          }
        } else if (parent != t) {
          System.arraycopy(e, ((parent - n) * parts + q) * d, e, at, d);
        }
      }
    }
    int[] from = new int[n];
    for (int v = 0; v < n; v++) {
      from[v] = blossomParent[v] < 0 ? -1 : blossomParent[v] - n;
    }
    return new SharedBelowTop(from, e, parts, d);
  }

  /** See {@link #sharedBelowTop}. */
  public static final class SharedBelowTop {
    private final int[] from;
    private final long[] e;
    private final int parts;
    private final int d;

    private SharedBelowTop(int[] from, long[] e, int parts, int d) {
      this.from = from;
      this.e = e;
      this.parts = parts;
      this.d = d;
    }

    /** Adds to {@code out} the duals shared, below the outermost blossom, by v and any vertex of part q there. */
    public void add(int v, int q, long[] out) {
      if (from[v] < 0) {
        return;
      }
      int at = (from[v] * parts + q) * d;
      for (int c = 0; c < d; c++) {
        out[c] += e[at + c];
      }
    }
  }

  /**
   * Checks the optimality certificate (for tests): every edge has non-negative slack, matched edges are tight, every
   * blossom has a non-negative dual and, if it is non-zero, exactly (size-1)/2 matched edges inside. Returns null
   * when all hold, else what failed.
   */
  String verifyOptimum() {
    int m = core.m;
    long[] weight = core.weight;
    int[] endpoint = core.endpoint;
    int[] mate = core.mate;
    long[] out = new long[d];
    long[] w = new long[d];
    for (int k = 0; k < m; k++) {
      for (int i = 0; i < d; i++) {
        w[i] = weight[k * d + i] / scale;
      }
      int a = endpoint[2 * k];
      int b = endpoint[2 * k + 1];
      slackOf(a, b, w, 0, out);
      int sg = Lex.sign(out);
      if (sg < 0) {
        return "edge " + a + "-" + b + " has negative slack";
      }
      if (mate[a] >= 0 && endpoint[mate[a]] == b && sg != 0) {
        return "matched edge " + a + "-" + b + " is not tight";
      }
    }
    for (int b = n; b < 2 * n; b++) {
      if (blossomBase[b] < 0) {
        continue;
      }
      long[] z = Arrays.copyOfRange(dual, b * d, b * d + d);
      if (Lex.sign(z) < 0) {
        return "blossom " + b + " has a negative dual";
      }
      if (Lex.sign(z) > 0) {
        IntList ls = new IntList();
        core.leaves(b, ls);
        Set<Integer> in = new HashSet<>();
        for (int i = 0; i < ls.size(); i++) {
          in.add(ls.get(i));
        }
        int inside = 0;
        for (int i = 0; i < ls.size(); i++) {
          int v = ls.get(i);
          if (mate[v] >= 0 && in.contains(endpoint[mate[v]])) {
            inside++;
          }
        }
        if (inside / 2 != (ls.size() - 1) / 2) {
          return "blossom " + b + " with a non-zero dual is not full";
        }
      }
    }
    return null;
  }
}
