package org.chuhe.engine.matching;

import java.util.Arrays;

/**
 * The starts of {@link PrimalDual} other than from scratch: each sets feasible duals and a matching of tight pairs
 * (and, after pricing, the blossoms of the last solve), then runs the core. A start only decides how much work is
 * left; the result is exact whatever the start.
 *
 * <ul>
 *   <li>{@link #fromDuals}: another solve's matching and duals ({@link #transferableDuals}), its blossoms spread over
 *       their vertices (after a solve with other weights, or to combine the parts of a decomposition);
 *   <li>{@link #keepingBlossoms}: the end of a solve on the first edges of this one, blossoms and all (after pricing,
 *       which only appends pairs);
 *   <li>{@link #fromGuess}: a guessed matching, duals set pair by pair along it.
 * </ul>
 */
final class WarmStarts {
  private WarmStarts() {}

  /**
   * Duals for a warm start of a solver with twice this scale: each vertex gets twice its dual plus the duals of the
   * blossoms around it (a blossom's dual then sits on its vertices, which keeps every edge inside it exactly as
   * tight as before and every edge leaving it at least as slack).
   */
  static long[] transferableDuals(PrimalDual core) {
    int n = core.n;
    int d = core.d;
    long[] dual = core.dual;
    int[] blossomParent = core.blossomParent;
    long[] out = new long[n * d];
    for (int v = 0; v < n; v++) {
      for (int c = 0; c < d; c++) {
        out[v * d + c] = 2 * dual[v * d + c];
      }
      for (int b = blossomParent[v]; b >= 0; b = blossomParent[b]) {
        for (int c = 0; c < d; c++) {
          out[v * d + c] += dual[b * d + c];
        }
      }
    }
    return out;
  }

  /**
   * Runs the algorithm starting from another solve of the same vertices (typically on fewer edges, before pricing
   * added some): its matching and the duals from {@link #transferableDuals}, for a solver built with twice its
   * scale. Edges the duals do not cover (new ones) get one end's dual raised, which can only free matched vertices;
   * pairs no longer tight or no longer edges are unmatched.
   */
  static void fromDuals(PrimalDual core, int[] startMates, long[] startDuals) {
    int n = core.n;
    int m = core.m;
    int d = core.d;
    long[] dual = core.dual;
    int[] mate = core.mate;
    int[] endpoint = core.endpoint;
    int[] adjStart = core.adjStart;
    int[] adj = core.adj;
    System.arraycopy(startDuals, 0, dual, 0, n * d);
    long[] s = new long[d];
    // Raising a matched vertex's dual frees it and its partner, so raise, where possible, a vertex that is free
    // already (exposed at the start, or freed by an earlier raise): the fewer freed, the less work is left.
    boolean[] free = new boolean[n];
    for (int v = 0; v < n; v++) {
      free[v] = startMates[v] < 0;
    }
    for (int k = 0; k < m; k++) {
      core.slack(k, s);
      if (Lex.sign(s) < 0) {
        int a = endpoint[2 * k];
        int b = endpoint[2 * k + 1];
        int raise = free[a] ? a : free[b] ? b : a;
        for (int c = 0; c < d; c++) {
          dual[raise * d + c] -= s[c];
        }
        free[raise] = true;
        if (startMates[raise] >= 0) {
          free[startMates[raise]] = true;
        }
      }
    }
    for (int v = 0; v < n; v++) {
      int x = startMates[v];
      if (x <= v) {
        continue;
      }
      for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
        int p = adj[a];
        if (endpoint[p] == x && mate[x] < 0) {
          core.slack(p >> 1, s);
          if (Lex.sign(s) == 0) {
            mate[v] = p;
            mate[x] = p ^ 1;
            break;
          }
        }
      }
    }
    // How many pairs the start loses and finds again (docs/benchmarks.md, seventh session): the pairs between a
    // start's sub-blossoms are no longer tight once its blossoms are spread over their vertices.
    int lost = core.probe.traces() ? countExposed(core) : 0;
    core.lowerExposed();
    core.shortAugmentations();
    if (core.probe.traces()) {
      core.probe.trace("          from duals: " + lost + " unmatched after the start's pairs, " + countExposed(core)
          + " after lowering and short augmentations");
    }
    core.run();
  }

  /** The vertices without a partner (debug output only). */
  private static int countExposed(PrimalDual core) {
    int c = 0;
    for (int v = 0; v < core.n; v++) {
      if (core.mate[v] < 0) {
        c++;
      }
    }
    return c;
  }

  /**
   * Runs the algorithm from the end of another solve of the same vertices whose edges are the first edges of this
   * one, in the same order (pricing appends the pairs it adds), for a solver built with twice its scale: its
   * matching, duals and blossoms carry over as they are (doubled). Each new edge with negative slack gets one end's
   * dual raised; the blossoms around that end are taken apart first ({@link #spreadAround}), each one's dual spread
   * over its vertices (which keeps every edge inside it exactly as tight and frees at most the pair leaving it), so
   * only the blossoms the new pairs touch are lost, not all of them as with {@link #fromDuals}.
   */
  static void keepingBlossoms(PrimalDual core, PrimalDual previous) {
    int n = core.n;
    int m = core.m;
    int d = core.d;
    long[] dual = core.dual;
    int[] endpoint = core.endpoint;
    if (previous.n != n || previous.d != d || previous.m > m || core.scale != 2 * previous.scale) {
      throw new IllegalArgumentException("not a continuation of that solve");
    }
    for (int k = 0; k < previous.m; k++) {
      if (previous.endpoint[2 * k] != endpoint[2 * k] || previous.endpoint[2 * k + 1] != endpoint[2 * k + 1]) {
        throw new IllegalArgumentException("edge " + k + " differs from that solve's");
      }
    }
    for (int i = 0; i < 2 * n * d; i++) {
      dual[i] = 2 * previous.dual[i];
    }
    System.arraycopy(previous.mate, 0, core.mate, 0, n);
    System.arraycopy(previous.inBlossom, 0, core.inBlossom, 0, n);
    System.arraycopy(previous.blossomParent, 0, core.blossomParent, 0, 2 * n);
    System.arraycopy(previous.blossomBase, 0, core.blossomBase, 0, 2 * n);
    System.arraycopy(previous.leafCount, 0, core.leafCount, 0, 2 * n);
    System.arraycopy(previous.unusedBlossoms, 0, core.unusedBlossoms, 0, n);
    core.unusedCount = previous.unusedCount;
    for (int b = n; b < 2 * n; b++) {
      if (previous.blossomBase[b] >= 0) {
        core.blossomChilds[b] = previous.blossomChilds[b].clone();
        core.blossomEnds[b] = previous.blossomEnds[b].clone();
        core.newSerial(b);
      }
    }
    long[] s = new long[d];
    long t0 = System.nanoTime();
    for (int k = previous.m; k < m; k++) {
      repairEdge(core, k, s);
    }
    long t1 = System.nanoTime();
    checkStart(core, "after the new edges");
    core.lowerExposed();
    core.shortAugmentations();
    checkStart(core, "after the greedy start");
    long t2 = System.nanoTime();
    core.run();
    if (core.probe.traces()) {
      core.probe.trace(String.format("          keeping blossoms: repairs %.1f ms, greedy %.1f ms, run %.1f ms",
          (t1 - t0) / 1e6, (t2 - t1) / 1e6, (System.nanoTime() - t2) / 1e6));
    }
  }

  /**
   * Runs the algorithm on the whole graph from solves of its parts: part i's first {@code real[i]} vertices are the
   * whole's {@code lo[i] ..} (an odd part has one virtual vertex after them, which the whole does not have), and part
   * i's edge j is the whole's edge {@code wholeEdge[i][j]} with the same ends in the same order (-1 for the virtual
   * vertex's edges), for a whole built with twice the parts' scale. Each part's matching, duals and blossoms carry
   * over (doubled): the blossoms around a virtual vertex are taken apart first ({@link #spreadAround}) and the player
   * it took is left exposed; the edges between parts are repaired as after pricing ({@link #repairEdge}). So the
   * whole starts with the parts' optimum but for the players each odd part left over and the few pairs the repairs
   * free, instead of losing every pair between sub-blossoms, as from the parts' duals alone ({@link #fromDuals}).
   */
  static void fromParts(PrimalDual core, PrimalDual[] parts, int[] lo, int[] real, int[][] wholeEdge) {
    int n = core.n;
    int d = core.d;
    boolean[] used = new boolean[2 * n];
    int nextFree = n; // the whole's blossom ids, handed out in order
    boolean[] inPart = new boolean[core.m];
    for (int i = 0; i < parts.length; i++) {
      PrimalDual part = parts[i];
      if (core.scale != 2 * part.scale) {
        throw new IllegalArgumentException("not a part at half this scale");
      }
      int size = part.n;
      int[] edges = wholeEdge[i];
      int players = real[i];
      if (players < size) { // an odd part's virtual vertex, the last one
        spreadAround(part, players);
        if (part.mate[players] >= 0) {
          part.mate[part.endpoint[part.mate[players]]] = -1;
          part.mate[players] = -1;
        }
      }
      // The part's blossoms get ids of the whole.
      int[] id = new int[2 * size];
      Arrays.fill(id, -1);
      for (int x = 0; x < players; x++) {
        id[x] = lo[i] + x;
      }
      for (int b = size; b < 2 * size; b++) {
        if (part.blossomBase[b] >= 0) {
          used[nextFree] = true;
          id[b] = nextFree++;
        }
      }
      for (int x = 0; x < 2 * size; x++) {
        if (id[x] < 0) {
          continue;
        }
        int g = id[x];
        for (int c = 0; c < d; c++) {
          core.dual[g * d + c] = 2 * part.dual[x * d + c];
        }
        core.blossomParent[g] = part.blossomParent[x] < 0 ? -1 : id[part.blossomParent[x]];
        core.leafCount[g] = part.leafCount[x];
        if (x < players) {
          core.inBlossom[g] = id[part.inBlossom[x]];
          int p = part.mate[x];
          core.mate[g] = p < 0 ? -1 : 2 * edges[p >> 1] + (p & 1);
        } else if (x >= size) {
          core.blossomBase[g] = id[part.blossomBase[x]];
          int[] childs = part.blossomChilds[x];
          int[] ends = part.blossomEnds[x];
          core.blossomChilds[g] = new int[childs.length];
          core.blossomEnds[g] = new int[ends.length];
          for (int k = 0; k < childs.length; k++) {
            core.blossomChilds[g][k] = id[childs[k]];
            core.blossomEnds[g][k] = 2 * edges[ends[k] >> 1] + (ends[k] & 1);
          }
          core.newSerial(g);
        }
      }
      for (int k : edges) {
        if (k >= 0) {
          inPart[k] = true;
        }
      }
    }
    core.unusedCount = 0;
    for (int b = 2 * n - 1; b >= n; b--) {
      if (!used[b]) {
        core.unusedBlossoms[core.unusedCount++] = b;
      }
    }
    long[] s = new long[d];
    for (int k = 0; k < core.m; k++) {
      if (!inPart[k]) {
        repairEdge(core, k, s);
      }
    }
    int lost = core.probe.traces() ? countExposed(core) : 0;
    checkStart(core, "from parts");
    core.lowerExposed();
    core.shortAugmentations();
    if (core.probe.traces()) {
      core.probe.trace("          from parts: " + lost + " unmatched after the parts and the repairs, "
          + countExposed(core) + " after lowering and short augmentations");
    }
    core.run();
  }

  /**
   * Makes edge k feasible if it is not (a new edge): one end's dual is raised, the end whose blossoms with a dual and
   * own match free the fewest pairs; the blossoms around that end are taken apart first, top down, each one's dual
   * spread over its vertices (edges inside stay exactly as tight, only the pair leaving it is freed).
   */
  private static void repairEdge(PrimalDual core, int k, long[] s) {
    int d = core.d;
    int[] endpoint = core.endpoint;
    int[] blossomParent = core.blossomParent;
    int[] mate = core.mate;
    fullSlack(core, k, s);
    if (Lex.sign(s) >= 0) {
      return;
    }
    int raise = endToRaise(core, k);
    spreadAround(core, raise);
    // No blossom holds both ends any more; taking apart the blossoms that held only this end may have been enough.
    core.slack(k, s);
    if (Lex.sign(s) >= 0) {
      return;
    }
    for (int c = 0; c < d; c++) {
      core.dual[raise * d + c] -= s[c];
    }
    if (mate[raise] >= 0) {
      mate[endpoint[mate[raise]]] = -1;
      mate[raise] = -1;
    }
  }

  /** The end of edge k whose dual a repair raises: the one whose raise frees fewer pairs (the first on a tie). */
  private static int endToRaise(PrimalDual core, int k) {
    int a = core.endpoint[2 * k];
    int b = core.endpoint[2 * k + 1];
    return freeingCost(core, a) <= freeingCost(core, b) ? a : b;
  }

  private static void checkStart(PrimalDual core, String when) {
    String why = core.probe.checksStarts() ? startFault(core) : null;
    if (why != null) {
      throw new IllegalStateException("start that keeps blossoms, " + when + ": " + why);
    }
  }

  /** What is wrong with the start (an edge with negative slack, a matched edge not tight), or null. */
  private static String startFault(PrimalDual core) {
    int[] endpoint = core.endpoint;
    int[] mate = core.mate;
    long[] s = new long[core.d];
    for (int k = 0; k < core.m; k++) {
      fullSlack(core, k, s);
      if (Lex.sign(s) < 0) {
        return "edge " + endpoint[2 * k] + "-" + endpoint[2 * k + 1] + " has negative slack";
      }
      int a = endpoint[2 * k];
      if (mate[a] >= 0 && (mate[a] >> 1) == k && Lex.sign(s) != 0) {
        return "matched edge " + a + "-" + endpoint[2 * k + 1] + " is not tight";
      }
    }
    return null;
  }

  /** Slack of edge k counting the duals of the blossoms holding both ends (for a start with blossoms in place). */
  private static void fullSlack(PrimalDual core, int k, long[] out) {
    int d = core.d;
    int[] blossomParent = core.blossomParent;
    int[] bStamp = core.bStamp;
    core.slack(k, out);
    int a = core.endpoint[2 * k];
    int b = core.endpoint[2 * k + 1];
    if (blossomParent[a] < 0 || blossomParent[b] < 0) {
      return;
    }
    // The blossoms around a, marked; the first marked one around b is the smallest holding both.
    int stamp = ++core.stamp;
    for (int x = blossomParent[a]; x >= 0; x = blossomParent[x]) {
      bStamp[x] = stamp;
    }
    for (int x = blossomParent[b]; x >= 0; x = blossomParent[x]) {
      if (bStamp[x] == stamp) {
        for (int y = x; y >= 0; y = blossomParent[y]) {
          for (int c = 0; c < d; c++) {
            out[c] += core.dual[y * d + c];
          }
        }
        return;
      }
    }
  }

  /** How many matched pairs raising v's dual would free: its blossoms with a non-zero dual, and its own. */
  private static int freeingCost(PrimalDual core, int v) {
    int cost = core.mate[v] >= 0 ? 1 : 0;
    for (int x = core.blossomParent[v]; x >= 0; x = core.blossomParent[x]) {
      if (!Lex.isZero(core.dual, x, core.d)) {
        cost++;
      }
    }
    return cost;
  }

  /**
   * Takes apart every blossom around vertex v (outside any tree), each one's dual spread over its vertices, half to
   * each (edges inside stay exactly as tight, edges leaving it get looser), in one pass: each vertex of the outermost
   * one gains half the duals of those around it, each child that is not around v becomes top-level, and the pair
   * leaving each blossom with a dual, no longer tight, is unmatched. Taken apart one level at a time, each level
   * walked all its vertices: with blossoms nested hundreds deep that took 0.26 s for one new pair of a 7,000-player
   * component.
   */
  private static void spreadAround(PrimalDual core, int v) {
    int d = core.d;
    long[] dual = core.dual;
    int[] mate = core.mate;
    int[] blossomParent = core.blossomParent;
    IntList chain = new IntList(); // innermost first
    for (int x = blossomParent[v]; x >= 0; x = blossomParent[x]) {
      chain.add(x);
    }
    int depth = chain.size();
    if (depth == 0) {
      return;
    }
    // The pairs that leave blossoms with a dual, outermost first (an inner one may share the base).
    for (int j = depth - 1; j >= 0; j--) {
      int b = chain.get(j);
      int base = core.blossomBase[b];
      if (!Lex.isZero(dual, b, d) && mate[base] >= 0) {
        mate[core.endpoint[mate[base]]] = -1;
        mate[base] = -1;
      }
    }
    long[] gain = new long[d]; // half the duals of the blossoms from the outermost down to the current one
    IntList ls = new IntList();
    for (int j = depth - 1; j >= 0; j--) {
      int b = chain.get(j);
      for (int c = 0; c < d; c++) {
        gain[c] += dual[b * d + c] / 2;
      }
      int inner = j > 0 ? chain.get(j - 1) : -1;
      for (int child : core.blossomChilds[b]) {
        if (child == inner) {
          continue;
        }
        core.blossomParent[child] = -1;
        ls.clear();
        core.leaves(child, ls);
        for (int i = 0; i < ls.size(); i++) {
          int x = ls.get(i);
          core.inBlossom[x] = child;
          for (int c = 0; c < d; c++) {
            dual[x * d + c] += gain[c];
          }
        }
      }
    }
    for (int j = 0; j < depth; j++) {
      core.freeBlossom(chain.get(j));
    }
  }

  /**
   * Runs the algorithm from a guessed matching ({@code guess[v]} = v's partner or -1), typically one that follows
   * the structure of the problem. The duals are set in the given order (then the remaining vertices by number):
   * each vertex as low as its edges to the vertices set before it allow, and its guessed partner, set at the same
   * time, to what makes their pair tight. So every edge is feasible and every kept pair tight; a guessed pair that
   * cannot be tight, or is not an edge, is dropped and its players start exposed.
   *
   * <p>{@code aim} (null for none): per vertex, twice the dual it should rather have, in the weights' units, of which
   * only the first d−1 components count (the part above the last, the number distance in chuhe). Where the edges set
   * before allow it, a vertex's dual takes that part from its aim instead of the lowest feasible value: the lowest is
   * set by whichever dear edge happens to reach a vertex set before, and can be far below the optimum's duals. Seen on
   * a 2,672-player score group (round 4 of 10,000 players): a player whose only edge to a vertex set before was a
   * pair of the dear colour row got the dual of that pair, a whole rule-break unit below the row's, his partner as
   * much above, and every later pair near them could no longer be tight: 303 of the guess's 1,336 pairs dropped
   * (1,286 of them optimal for the group), 526 players exposed and 12,552 dual updates to find them again.
   */
  static void fromGuess(PrimalDual core, int[] guess, int[] order, long[] aim) {
    int n = core.n;
    int d = core.d;
    long[] dual = core.dual;
    long[] weight = core.weight;
    int[] mate = core.mate;
    int[] endpoint = core.endpoint;
    int[] adjStart = core.adjStart;
    int[] adj = core.adj;
    boolean[] set = new boolean[n];
    long[] lowV = new long[d];
    long[] lowX = new long[d];
    long[] high = new long[d];
    long[] tmpA = new long[d];
    long[] tmpB = new long[d];
    int[] sequence = Arrays.copyOf(order, order.length + n);
    for (int v = 0; v < n; v++) {
      sequence[order.length + v] = v;
    }
    for (int v : sequence) {
      if (set[v]) {
        continue;
      }
      int x = guess[v];
      int pair = -1;
      if (x >= 0 && !set[x]) {
        for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
          if (endpoint[adj[a]] == x) {
            pair = adj[a];
            break;
          }
        }
      }
      boolean boundV = lowestFeasible(core, v, set, lowV, tmpB);
      if (pair < 0) {
        if (!boundV) {
          core.halfBestWeight(v, lowV);
        }
        System.arraycopy(lowV, 0, dual, v * d, d);
        set[v] = true;
        continue;
      }
      int k = pair >> 1;
      boolean boundX = lowestFeasible(core, x, set, lowX, tmpB);
      if (aim != null && (boundV || boundX)) {
        // v's dual anywhere in [lowV, weight − lowX] keeps both ends feasible and the pair tight: the aim's upper part,
        // brought into that range (the last component then as the rule below would set it).
        for (int c = 0; c < d; c++) {
          high[c] = weight[k * d + c] - lowX[c];
        }
        if (!boundV || !boundX || Lex.compare(lowV, high) <= 0) {
          aimInto(core, aim, v, boundV ? lowV : null, boundX ? high : null, boundV ? lowV : high, tmpA);
          System.arraycopy(tmpA, 0, lowV, 0, d);
          for (int c = 0; c < d; c++) {
            lowX[c] = weight[k * d + c] - lowV[c];
          }
          mate[v] = pair;
          mate[x] = pair ^ 1;
          core.guessKept++;
        }
        System.arraycopy(lowV, 0, dual, v * d, d);
        System.arraycopy(lowX, 0, dual, x * d, d);
        set[v] = true;
        set[x] = true;
        continue;
      }
      if (!boundV && !boundX) {
        for (int c = 0; c < d; c++) {
          lowV[c] = aim != null && c < d - 1 ? aim[v * d + c] * core.scale / 2 : weight[k * d + c] / 2;
        }
        boundV = true;
      }
      // With one end bounded, the other gets the rest of the pair's weight; the pair is kept if that is feasible.
      long[] fixed = boundV ? lowV : lowX;
      long[] rest = boundV ? lowX : lowV;
      boolean restBound = boundV && boundX;
      for (int c = 0; c < d; c++) {
        tmpA[c] = weight[k * d + c] - fixed[c];
      }
      if (!restBound || Lex.compare(tmpA, rest) >= 0) {
        System.arraycopy(tmpA, 0, rest, 0, d);
        mate[v] = pair;
        mate[x] = pair ^ 1;
        core.guessKept++;
      }
      System.arraycopy(lowV, 0, dual, v * d, d);
      System.arraycopy(lowX, 0, dual, x * d, d);
      set[v] = true;
      set[x] = true;
    }
    core.lowerExposed();
    core.shortAugmentations();
    core.run();
  }

  /**
   * Into {@code out}: v's aimed dual (its aim's first d−1 components, halved and at the solver's scale, the last one
   * {@code fallback}'s), brought into [{@code lo}, {@code hi}] (null: unbounded on that side).
   */
  private static void aimInto(PrimalDual core, long[] aim, int v, long[] lo, long[] hi, long[] fallback,
      long[] out) {
    int d = core.d;
    for (int c = 0; c < d - 1; c++) {
      out[c] = aim[v * d + c] * core.scale / 2;
    }
    out[d - 1] = fallback[d - 1];
    if (lo != null && Lex.compare(out, lo) < 0) {
      System.arraycopy(lo, 0, out, 0, d);
    } else if (hi != null && Lex.compare(out, hi) > 0) {
      System.arraycopy(hi, 0, out, 0, d);
    }
  }

  /**
   * The lowest dual of v that keeps its edges to vertices already set feasible, into {@code out}; false when there
   * are none. {@code tmp}: scratch of d longs.
   */
  private static boolean lowestFeasible(PrimalDual core, int v, boolean[] set, long[] out, long[] tmp) {
    int d = core.d;
    boolean any = false;
    for (int a = core.adjStart[v]; a < core.adjStart[v + 1]; a++) {
      int p = core.adj[a];
      int x = core.endpoint[p];
      if (!set[x]) {
        continue;
      }
      int k = p >> 1;
      for (int c = 0; c < d; c++) {
        tmp[c] = core.weight[k * d + c] - core.dual[x * d + c];
      }
      if (!any || Lex.compare(tmp, out) > 0) {
        System.arraycopy(tmp, 0, out, 0, d);
        any = true;
      }
    }
    return any;
  }
}
