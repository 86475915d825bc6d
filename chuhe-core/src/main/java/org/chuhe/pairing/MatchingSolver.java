package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinTask;
import java.util.stream.IntStream;

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
  private static final boolean DEBUG = Boolean.getBoolean("chuhe.pairing.debug");
  private static final int FREE = 0;
  private static final int S = 1;
  private static final int T = 2;
  private static final int MARK = 4;
  /** A blossom that grows keeps its largest child's vertices in place when that child has at least this many. */
  private static final int KEEP_CHILD_AT = 8;
  /** Kinds of dual event: an S–free edge becomes tight, an S–S edge becomes tight, a T-blossom's dual reaches 0. */
  private static final int EDGE_TO_FREE = 2;
  private static final int EDGE_S_S = 3;
  private static final int T_BLOSSOM = 4;

  private final int n;
  private final int m;
  private final int d;
  /** Weights are multiplied by this inside (4, or a larger power of 2 when warm-started from another solve). */
  private final long scale;
  private final int[] endpoint;
  private final int[] adjStart;
  private final int[] adj;
  private final long[] weight;
  /**
   * Stored duals. For a vertex or blossom inside a labelled top-level blossom B the actual dual also depends on how
   * far the global {@link #time} has moved since B was labelled ({@link #since}): S-vertices lose that much, T-vertices
   * gain it, S-blossoms gain twice that, T-blossoms lose twice that. So a dual update is one addition to
   * {@link #time}, not a pass over the forest.
   */
  private final long[] dual;
  private final long[] since;
  private final long[] time;
  private final int[] mate;
  private final int[] label;
  private final int[] labelEnd;
  private final int[] inBlossom;
  private final int[] blossomParent;
  private final int[][] blossomChilds;
  private final int[][] blossomEnds;
  private final int[] blossomBase;
  /** How many vertices each blossom holds (1 for a vertex). */
  private final int[] leafCount;
  private final int[] unusedBlossoms;
  private int unusedCount;
  private final boolean[] allowEdge;
  private final IntList allowed = new IntList();
  private int[] queue;
  private int queueHead;
  private int queueTail;
  private final long[] tmpA;
  private final long[] tmpB;
  private final long[] keyScratch;
  private final long[] scanScratch;
  private final long[] nowScratch;
  private final long[] refreshBest;
  private final long[] refreshScratch;
  /** Edges (v, endpoint) to look at again after a tree was taken apart: v is an S-vertex, the other end was freed. */
  private final IntList pending = new IntList();
  private boolean perfect;
  private int stages;
  private int dualUpdates;
  private final IntList exposed = new IntList();
  /** The root (an exposed vertex) of the alternating tree a labelled top-level blossom belongs to. */
  private final int[] treeRoot;
  private final IntList[] members;
  private final boolean[] alive;
  private int aliveCount;
  private final IntList labelledTops = new IntList();
  private final int[] bStamp;
  private final int[] resetStamp;
  /** For a free vertex, the edge to an S-vertex with the earliest event (so that only improvements are queued). */
  private final int[] bestFree;
  private int stamp;
  /**
   * Event heap: entries never change while queued; stale ones are recognised and dropped (or re-keyed) when they
   * surface. The slot of a popped entry is used again (a large solve queues hundreds of thousands of events, and
   * fresh memory is slow to come by on the machines this runs on, see docs/benchmarks.md).
   */
  private long[] entryKey;
  private int[] entryType;
  private int[] entryItem;
  private boolean[] entryLive;
  /** The latest S–S event of each edge, -1 for none. */
  private final int[] ssEntry;
  /** Slots in use or ever used; the free ones are {@link #freeSlots}[0 .. freeSlotCount). */
  private int slots;
  private int[] freeSlots;
  private int freeSlotCount;
  /** Events queued so far (for measurements). */
  private int entries;
  private int[] heap;
  private int heapSize;

  /**
   * @param n vertices 0..n-1
   * @param u first endpoints of the edges
   * @param v second endpoints of the edges
   * @param w weights to maximise, {@code d} longs per edge (edge k at {@code w[k*d .. k*d+d)}), most significant
   *     first; each component must stay within ±2^59
   * @param d the number of longs in one weight
   */
  MatchingSolver(int n, int[] u, int[] v, long[] w, int d) {
    this(n, u, v, w, d, 4);
  }

  /**
   * As above, with weights multiplied by {@code scale} inside (a power of 2, at least 4): a warm start from another
   * solve ({@link #solveFrom}) needs twice that solve's scale, so that its duals carry over exactly.
   */
  MatchingSolver(int n, int[] u, int[] v, long[] w, int d, long scale) {
    this.n = n;
    this.scale = scale;
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
      if (Math.abs(w[i]) > (1L << 61) / scale) {
        throw new IllegalArgumentException("weight component out of range: " + w[i]);
      }
      weight[i] = w[i] * scale;
    }
    dual = new long[2 * n * d];
    since = new long[2 * n * d];
    time = new long[d];
    mate = new int[n];
    label = new int[2 * n];
    labelEnd = new int[2 * n];
    inBlossom = new int[n];
    blossomParent = new int[2 * n];
    blossomChilds = new int[2 * n][];
    blossomEnds = new int[2 * n][];
    blossomBase = new int[2 * n];
    leafCount = new int[2 * n];
    unusedBlossoms = new int[n];
    allowEdge = new boolean[m];
    queue = new int[Math.max(16, 2 * n)];
    tmpA = new long[d];
    tmpB = new long[d];
    keyScratch = new long[d];
    scanScratch = new long[d];
    nowScratch = new long[d];
    refreshBest = new long[d];
    refreshScratch = new long[d];
    repairScratch = new long[d];
    treeRoot = new int[2 * n];
    members = new IntList[n];
    alive = new boolean[n];
    bStamp = new int[2 * n];
    resetStamp = new int[2 * n];
    bestFree = new int[n];
    Arrays.fill(bestFree, -1);
    entryKey = new long[64 * d];
    entryType = new int[64];
    entryItem = new int[64];
    entryLive = new boolean[64];
    freeSlots = new int[64];
    expandScratch = new long[d];
    ssEntry = new int[m];
    Arrays.fill(ssEntry, -1);
    heap = new int[64];
    Arrays.fill(mate, -1);
    Arrays.fill(labelEnd, -1);
    Arrays.fill(blossomParent, -1);
    for (int i = 0; i < n; i++) {
      inBlossom[i] = i;
      blossomBase[i] = i;
      leafCount[i] = 1;
    }
    Arrays.fill(blossomBase, n, 2 * n, -1);
    for (int b = 2 * n - 1; b >= n; b--) {
      unusedBlossoms[unusedCount++] = b;
    }
  }

  /** Runs the algorithm; returns this. */
  MatchingSolver solve() {
    warmStart();
    lowerExposed();
    shortAugmentations();
    run();
    return this;
  }

  /**
   * Runs the algorithm starting from another solve of the same vertices (typically on fewer edges, before pricing
   * added some): its matching and the duals from {@link #transferableDuals()}, for a solver built with twice its
   * {@link #scale()}. Edges the duals do not cover (new ones) get one end's dual raised, which can only free matched
   * vertices; pairs no longer tight or no longer edges are unmatched. The result is exact whatever the start: the
   * start only decides how much work is left.
   */
  MatchingSolver solveFrom(int[] startMates, long[] startDuals) {
    System.arraycopy(startDuals, 0, dual, 0, n * d);
    long[] s = new long[d];
    // Raising a matched vertex's dual frees it and its partner, so raise, where possible, a vertex that is free
    // already (exposed at the start, or freed by an earlier raise): the fewer freed, the less work is left.
    boolean[] free = new boolean[n];
    for (int v = 0; v < n; v++) {
      free[v] = startMates[v] < 0;
    }
    for (int k = 0; k < m; k++) {
      slack(k, s);
      if (sign(s) < 0) {
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
          slack(p >> 1, s);
          if (sign(s) == 0) {
            mate[v] = p;
            mate[x] = p ^ 1;
            break;
          }
        }
      }
    }
    lowerExposed();
    shortAugmentations();
    run();
    return this;
  }

  /**
   * Runs the algorithm from the end of another solve of the same vertices whose edges are the first edges of this
   * one, in the same order (pricing appends the pairs it adds), for a solver built with twice its {@link #scale()}:
   * its matching, duals and blossoms carry over as they are (doubled). Each new edge with negative slack gets one
   * end's dual raised; the blossoms around that end are taken apart first, top down, each one's dual spread over its
   * vertices (which keeps every edge inside it exactly as tight and frees at most the pair leaving it), so only the
   * blossoms the new pairs touch are lost, not all of them as with {@link #solveFrom}. The result is exact whatever
   * the start. Null when taking those blossoms apart would cost more than starting afresh ({@link #spreadWork}):
   * the caller then uses {@link #solveFrom} on a new solver.
   */
  MatchingSolver solveKeepingBlossoms(MatchingSolver previous) {
    if (previous.n != n || previous.d != d || previous.m > m || scale != 2 * previous.scale) {
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
    System.arraycopy(previous.mate, 0, mate, 0, n);
    System.arraycopy(previous.inBlossom, 0, inBlossom, 0, n);
    System.arraycopy(previous.blossomParent, 0, blossomParent, 0, 2 * n);
    System.arraycopy(previous.blossomBase, 0, blossomBase, 0, 2 * n);
    System.arraycopy(previous.leafCount, 0, leafCount, 0, 2 * n);
    System.arraycopy(previous.unusedBlossoms, 0, unusedBlossoms, 0, n);
    unusedCount = previous.unusedCount;
    for (int b = n; b < 2 * n; b++) {
      if (previous.blossomBase[b] >= 0) {
        blossomChilds[b] = previous.blossomChilds[b].clone();
        blossomEnds[b] = previous.blossomEnds[b].clone();
      }
    }
    if (spreadBudget > 0 && spreadWork(previous.m) > spreadBudget * (long) n) {
      return null;
    }
    for (int k = previous.m; k < m; k++) {
      repairEdge(k);
    }
    checkStart("after the new edges");
    lowerExposed();
    shortAugmentations();
    checkStart("after the greedy start");
    run();
    return this;
  }

  /**
   * How many vertices the repairs of the new edges (from {@code firstNew}) would walk taking blossoms apart, at most:
   * every blossom from the end each repair raises up to the top, each counted once. A blossom nested thousands deep
   * is taken apart one level at a time, each level walking all its vertices: measured at 100,000 players, a round
   * spent minutes there; beyond {@link #spreadBudget} × n the caller starts afresh instead ({@link #solveFrom}).
   */
  private long spreadWork(int firstNew) {
    long[] s = repairScratch;
    long work = 0;
    boolean[] counted = new boolean[2 * n];
    for (int k = firstNew; k < m; k++) {
      fullSlack(k, s);
      if (sign(s) >= 0) {
        continue;
      }
      int raise = freeingCost(endpoint[2 * k]) <= freeingCost(endpoint[2 * k + 1]) ? endpoint[2 * k]
          : endpoint[2 * k + 1];
      for (int x = blossomParent[raise]; x >= 0 && !counted[x]; x = blossomParent[x]) {
        counted[x] = true;
        work += leafCount[x];
      }
    }
    return work;
  }

  /**
   * Vertices per vertex the warm start may walk taking blossoms apart before it starts afresh instead; 0: no limit
   * (tests set that to exercise the start that keeps blossoms on every graph). Measured: 4 started afresh in rounds
   * of 10,000 players where keeping the blossoms was faster (rounds 7–10 up to 0.7 s slower); 50 leaves those alone.
   */
  static volatile long spreadBudget = 50;

  /**
   * Makes edge k feasible if it is not (a new edge): one end's dual is raised, the end whose blossoms with a dual and
   * own match free the fewest pairs; the blossoms around that end are taken apart first, top down, each one's dual
   * spread over its vertices (edges inside stay exactly as tight, only the pair leaving it is freed).
   */
  private void repairEdge(int k) {
    long[] s = repairScratch;
    int a = endpoint[2 * k];
    int b = endpoint[2 * k + 1];
    fullSlack(k, s);
    if (sign(s) >= 0) {
      return;
    }
    int raise = freeingCost(a) <= freeingCost(b) ? a : b;
    while (blossomParent[raise] >= 0) {
      int top = raise;
      while (blossomParent[top] >= 0) {
        top = blossomParent[top];
      }
      spreadTopBlossom(top);
    }
    // No blossom holds both ends any more; taking apart the blossoms that held only this end may have been enough.
    slack(k, s);
    if (sign(s) >= 0) {
      return;
    }
    for (int c = 0; c < d; c++) {
      dual[raise * d + c] -= s[c];
    }
    if (mate[raise] >= 0) {
      mate[endpoint[mate[raise]]] = -1;
      mate[raise] = -1;
    }
  }

  private final long[] repairScratch;

  private void checkStart(String when) {
    String why = checkStarts ? startFault() : null;
    if (why != null) {
      throw new IllegalStateException("start that keeps blossoms, " + when + ": " + why);
    }
  }

  /** Tests set this to have {@link #solveKeepingBlossoms} check that its start is a valid one before it runs. */
  static volatile boolean checkStarts;

  /** What is wrong with the start (an edge with negative slack, a matched edge not tight), or null. */
  private String startFault() {
    long[] s = new long[d];
    for (int k = 0; k < m; k++) {
      fullSlack(k, s);
      if (sign(s) < 0) {
        return "edge " + endpoint[2 * k] + "-" + endpoint[2 * k + 1] + " has negative slack";
      }
      int a = endpoint[2 * k];
      if (mate[a] >= 0 && (mate[a] >> 1) == k && sign(s) != 0) {
        return "matched edge " + a + "-" + endpoint[2 * k + 1] + " is not tight";
      }
    }
    return null;
  }

  /** Slack of edge k counting the duals of the blossoms holding both ends (for a start with blossoms in place). */
  private void fullSlack(int k, long[] out) {
    slack(k, out);
    int a = endpoint[2 * k];
    int b = endpoint[2 * k + 1];
    if (blossomParent[a] < 0 || blossomParent[b] < 0) {
      return;
    }
    // The blossoms around a, marked; the first marked one around b is the smallest holding both.
    stamp++;
    for (int x = blossomParent[a]; x >= 0; x = blossomParent[x]) {
      bStamp[x] = stamp;
    }
    for (int x = blossomParent[b]; x >= 0; x = blossomParent[x]) {
      if (bStamp[x] == stamp) {
        for (int y = x; y >= 0; y = blossomParent[y]) {
          for (int c = 0; c < d; c++) {
            out[c] += dual[y * d + c];
          }
        }
        return;
      }
    }
  }

  /** How many matched pairs raising v's dual would free: its blossoms with a non-zero dual, and its own. */
  private int freeingCost(int v) {
    int cost = mate[v] >= 0 ? 1 : 0;
    for (int x = blossomParent[v]; x >= 0; x = blossomParent[x]) {
      if (!isZero(dual, x)) {
        cost++;
      }
    }
    return cost;
  }

  /**
   * Takes apart a top-level blossom outside any tree, its dual spread over its vertices (half to each: edges inside
   * stay as tight, edges leaving it get looser); the pair leaving it, no longer tight, is unmatched.
   */
  private void spreadTopBlossom(int b) {
    IntList ls = new IntList();
    leaves(b, ls);
    boolean nonZero = !isZero(dual, b);
    for (int i = 0; i < ls.size(); i++) {
      int v = ls.get(i);
      for (int c = 0; c < d; c++) {
        dual[v * d + c] += dual[b * d + c] / 2;
      }
    }
    for (int child : blossomChilds[b]) {
      blossomParent[child] = -1;
      IntList cl = new IntList();
      leaves(child, cl);
      for (int i = 0; i < cl.size(); i++) {
        inBlossom[cl.get(i)] = child;
      }
    }
    int base = blossomBase[b];
    if (nonZero && mate[base] >= 0) {
      mate[endpoint[mate[base]]] = -1;
      mate[base] = -1;
    }
    freeBlossom(b);
  }

  /** Returns a blossom's id to the unused ones, its structure, dual and labels cleared. */
  private void freeBlossom(int b) {
    label[b] = FREE;
    labelEnd[b] = -1;
    treeRoot[b] = -1;
    blossomParent[b] = -1;
    blossomChilds[b] = null;
    blossomEnds[b] = null;
    blossomBase[b] = -1;
    Arrays.fill(dual, b * d, b * d + d, 0);
    unusedBlossoms[unusedCount++] = b;
  }

  /**
   * Runs the algorithm from a guessed matching ({@code guess[v]} = v's partner or -1), typically one that follows
   * the structure of the problem. The duals are set in the given order (then the remaining vertices by number):
   * each vertex as low as its edges to the vertices set before it allow, and its guessed partner, set at the same
   * time, to what makes their pair tight. So every edge is feasible and every kept pair tight; a guessed pair that
   * cannot be tight, or is not an edge, is dropped and its players start exposed. The result is exact whatever the
   * guess: a good guess only leaves less work.
   */
  MatchingSolver solveFromGuess(int[] guess, int[] order) {
    boolean[] set = new boolean[n];
    long[] lowV = new long[d];
    long[] lowX = new long[d];
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
      boolean boundV = lowestFeasible(v, set, lowV);
      if (pair < 0) {
        if (!boundV) {
          halfBestWeight(v, lowV);
        }
        System.arraycopy(lowV, 0, dual, v * d, d);
        set[v] = true;
        continue;
      }
      int k = pair >> 1;
      boolean boundX = lowestFeasible(x, set, lowX);
      if (!boundV && !boundX) {
        for (int c = 0; c < d; c++) {
          lowV[c] = weight[k * d + c] / 2;
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
      if (!restBound || compare(tmpA, rest) >= 0) {
        System.arraycopy(tmpA, 0, rest, 0, d);
        mate[v] = pair;
        mate[x] = pair ^ 1;
        guessKept++;
      }
      System.arraycopy(lowV, 0, dual, v * d, d);
      System.arraycopy(lowX, 0, dual, x * d, d);
      set[v] = true;
      set[x] = true;
    }
    lowerExposed();
    shortAugmentations();
    run();
    return this;
  }

  private int guessKept;

  /** Guessed pairs kept by {@link #solveFromGuess} (for measurements). */
  int guessKept() {
    return guessKept;
  }

  /** The lowest dual of v that keeps its edges to vertices already set feasible; false when there are none. */
  private boolean lowestFeasible(int v, boolean[] set, long[] out) {
    boolean any = false;
    for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
      int p = adj[a];
      int x = endpoint[p];
      if (!set[x]) {
        continue;
      }
      int k = p >> 1;
      for (int c = 0; c < d; c++) {
        tmpB[c] = weight[k * d + c] - dual[x * d + c];
      }
      if (!any || compare(tmpB, out) > 0) {
        System.arraycopy(tmpB, 0, out, 0, d);
        any = true;
      }
    }
    return any;
  }

  /** Half the largest weight at v (0 without edges): the dual {@link #warmStart} starts v with. */
  private void halfBestWeight(int v, long[] out) {
    boolean any = false;
    for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
      int k = adj[a] >> 1;
      if (!any || lexGreater(weight, k * d, out, 0)) {
        System.arraycopy(weight, k * d, out, 0, d);
        any = true;
      }
    }
    for (int c = 0; c < d; c++) {
      out[c] = any ? out[c] / 2 : 0;
    }
  }

  /**
   * Ranges at most this long are solved directly by {@link #solveAlongLine} (measured on simulated events of 1,000
   * and 10,000 players: 600 did better than 96 and 256; below a few hundred players, the work of combining halves
   * outweighs what it saves).
   */
  private static final int LINE_LEAF = 600;

  /**
   * Solves a graph whose first {@code lineVertices} vertices lie on a line (pairing numbers in order) and whose
   * edges are mostly short, by halves: each half is solved (recursively) on its own edges, and the whole starts from
   * the two halves' matchings and duals, so only the few vertices near the cut are left to match. The answer is the
   * same as {@link #solve()}'s (exact whatever the start); only the work differs. Vertices after the line (e.g. a
   * bye's virtual opponent) join at the top.
   */
  static MatchingSolver solveAlongLine(int n, int lineVertices, int[] u, int[] v, long[] w, int d) {
    return solveAlongLine(n, lineVertices, lineVertices / 2, u, v, w, d);
  }

  /** As above, with the first cut at {@code firstCut} (e.g. between two score groups) instead of the middle. */
  static MatchingSolver solveAlongLine(int n, int lineVertices, int firstCut, int[] u, int[] v, long[] w, int d) {
    if (lineVertices <= LINE_LEAF) {
      return new MatchingSolver(n, u, v, w, d).solve();
    }
    long top = halvesScale(lineVertices);
    if (!fits(w, top)) {
      return new MatchingSolver(n, u, v, w, d).solve();
    }
    int[] mates = new int[n];
    long[] duals = new long[n * d];
    Arrays.fill(mates, -1);
    int mid = firstCut > 0 && firstCut < lineVertices ? firstCut : lineVertices / 2;
    top = Math.max(halvesScale(mid), halvesScale(lineVertices - mid)) * 2;
    if (!fits(w, top)) {
      return new MatchingSolver(n, u, v, w, d).solve();
    }
    long t0 = System.nanoTime();
    long[] halfEnds = new long[2];
    long scale = top / 2;
    ForkJoinTask.invokeAll(
        ForkJoinTask.adapt(() -> {
          solveRange(0, mid, u, v, w, d, scale, mates, duals);
          halfEnds[0] = System.nanoTime();
        }),
        ForkJoinTask.adapt(() -> {
          solveRange(mid, lineVertices, u, v, w, d, scale, mates, duals);
          halfEnds[1] = System.nanoTime();
        }));
    long t1 = halfEnds[0];
    long t2 = System.nanoTime();
    MatchingSolver whole = new MatchingSolver(n, u, v, w, d, top).solveFrom(mates, duals);
    if (DEBUG) {
      System.err.printf("        halves %d+%d side by side: %.1f and %.1f ms, whole %.1f ms (%d exposed, %d updates, %d events)%n",
          mid, lineVertices - mid, (t1 - t0) / 1e6, (halfEnds[1] - t0) / 1e6, (System.nanoTime() - t2) / 1e6,
          whole.exposedAfterWarmStart(), whole.dualUpdates(), whole.events());
    }
    return whole;
  }

  /**
   * Solves a graph whose vertices fall into consecutive parts (score groups) by parts: each part on its own edges from
   * the guess ({@link #solveFromGuess}, the guess and order restricted to the part; an odd part gets a virtual
   * vertex), side by side, then the whole from the parts' matchings and duals. Vertices after the last part join at
   * the top. Exact whatever the guess, like every start.
   *
   * @param bounds part i is the vertices [bounds[i], bounds[i+1])
   */
  static MatchingSolver solveByParts(int n, int[] bounds, int[] u, int[] v, long[] w, int d, int[] guess,
      int[] order) {
    return solveByParts(n, bounds, u, v, w, d, guess, order, null);
  }

  /** As above; an odd part's virtual vertex is joined to the players {@code mayStayOver} marks (null: none). */
  static MatchingSolver solveByParts(int n, int[] bounds, int[] u, int[] v, long[] w, int d, int[] guess,
      int[] order, boolean[] mayStayOver) {
    if (!fits(w, 8)) {
      return new MatchingSolver(n, u, v, w, d).solveFromGuess(guess, order);
    }
    int[] mates = new int[n];
    long[] duals = new long[n * d];
    Arrays.fill(mates, -1);
    List<ForkJoinTask<?>> parts = new ArrayList<>();
    for (int i = 0; i + 1 < bounds.length; i++) {
      int lo = bounds[i];
      int hi = bounds[i + 1];
      parts.add(ForkJoinTask.adapt(() -> {
        int size = hi - lo;
        // In an odd part the virtual vertex takes one of the players the guess leaves over or the caller marks as
        // candidates (the group's larger colour row). Measured: joined to everyone, a group of 2,625 players took
        // 1.1 million events to decide who stays over, 5 times as many as the same group without its last player.
        int[] unguessed = IntStream.range(lo, hi).filter(x -> guess[x] < lo || guess[x] >= hi
            || mayStayOver != null && x < mayStayOver.length && mayStayOver[x]).map(x -> x - lo).toArray();
        Part part = new Part(lo, hi, u, v, w, d, unguessed.length > 0 ? unguessed : null);
        int[] partGuess = new int[part.vertices];
        Arrays.fill(partGuess, -1);
        for (int x = lo; x < hi; x++) {
          int g = guess[x];
          partGuess[x - lo] = g >= lo && g < hi ? g - lo : -1;
        }
        int[] partOrder = Arrays.stream(order).filter(x -> x >= lo && x < hi).map(x -> x - lo).toArray();
        long tp = System.nanoTime();
        MatchingSolver solver = new MatchingSolver(part.vertices, part.u, part.v, part.w, d).solveFromGuess(partGuess,
            partOrder);
        if (DEBUG) {
          System.err.printf("          part of %d: %.1f ms (%d exposed, %d updates, %d events)%n", size,
              (System.nanoTime() - tp) / 1e6, solver.exposed.size(), solver.dualUpdates, solver.entries);
        }
        part.carryUp(solver, 8, mates, duals);
      }));
    }
    long t0 = System.nanoTime();
    ForkJoinTask.invokeAll(parts);
    long t1 = System.nanoTime();
    // (Carrying the parts' blossoms over instead of spreading them, as after pricing, was measured: the whole then
    // starts with a handful of unmatched players instead of ~200, but takes as long, 0.2 s for 6,878 players: the
    // floaters' trees run through the groups either way.)
    MatchingSolver whole = new MatchingSolver(n, u, v, w, d, 8).solveFrom(mates, duals);
    if (DEBUG) {
      System.err.printf("        by parts: %d parts %.1f ms, whole %.1f ms (%d updates)%n", bounds.length - 1,
          (t1 - t0) / 1e6, (System.nanoTime() - t1) / 1e6, whole.dualUpdates);
    }
    return whole;
  }

  /** The vertices [lo, hi) of a graph with the edges inside them, plus a virtual vertex joined to all when odd. */
  private static final class Part {
    final int lo;
    final int size;
    final int vertices;
    final int[] u;
    final int[] v;
    final long[] w;
    final int d;

    Part(int lo, int hi, int[] gu, int[] gv, long[] gw, int d) {
      this(lo, hi, gu, gv, gw, d, null);
    }

    /**
     * {@code joined}: the vertices (of the part, 0-based) the virtual vertex of an odd part is joined to; null for
     * all of them.
     */
    Part(int lo, int hi, int[] gu, int[] gv, long[] gw, int d, int[] joined) {
      this.lo = lo;
      this.size = hi - lo;
      this.d = d;
      // An odd range gets a virtual player joined to everyone in it (or to the given ones): without one, the solver
      // would search the whole range to prove that one player must stay unmatched. Whoever it takes is simply left
      // unmatched above.
      int extra = size % 2;
      int virtualEdges = extra == 0 ? 0 : joined == null ? size : joined.length;
      int count = virtualEdges;
      for (int k = 0; k < gu.length; k++) {
        if (gu[k] >= lo && gu[k] < hi && gv[k] >= lo && gv[k] < hi) {
          count++;
        }
      }
      u = new int[count];
      v = new int[count];
      w = new long[count * d];
      int j = 0;
      for (int k = 0; k < gu.length; k++) {
        if (gu[k] >= lo && gu[k] < hi && gv[k] >= lo && gv[k] < hi) {
          u[j] = gu[k] - lo;
          v[j] = gv[k] - lo;
          System.arraycopy(gw, k * d, w, j * d, d);
          j++;
        }
      }
      for (int x = 0; x < virtualEdges; x++) {
        u[j] = joined == null ? x : joined[x];
        v[j] = size;
        j++; // weight 0
      }
      vertices = size + extra;
    }

    /** Writes the part's matching and its duals, brought to {@code scale}, into the whole's start. */
    void carryUp(MatchingSolver solver, long scale, int[] mates, long[] duals) {
      int[] m = solver.mates();
      long[] y = solver.transferableDuals();
      long factor = scale / (2 * solver.scale());
      for (int x = 0; x < size; x++) {
        mates[lo + x] = m[x] < 0 || m[x] >= size ? -1 : m[x] + lo;
        for (int c = 0; c < d; c++) {
          duals[(lo + x) * d + c] = y[x * d + c] * factor;
        }
      }
    }
  }

  /** The scale of the top solve of {@link #solveAlongLine} for a line of this length (doubling per level). */
  private static long halvesScale(int length) {
    long scale = 4;
    while (length > LINE_LEAF) {
      length = (length + 1) / 2;
      scale *= 2;
    }
    return scale;
  }

  /**
   * Solves the vertices [lo, hi) on the edges inside them, at scale {@code scale} (the caller's scale over 2), and
   * writes the matching and the duals to carry up (at twice that scale) into {@code mates} and {@code duals}.
   */
  private static void solveRange(int lo, int hi, int[] u, int[] v, long[] w, int d, long scale, int[] mates,
      long[] duals) {
    Part part = new Part(lo, hi, u, v, w, d);
    int size = hi - lo;
    MatchingSolver solver;
    if (scale <= 4 || size <= LINE_LEAF) {
      solver = new MatchingSolver(part.vertices, part.u, part.v, part.w, d).solve();
    } else {
      int[] subMates = new int[part.vertices];
      long[] subDuals = new long[part.vertices * d];
      Arrays.fill(subMates, -1);
      int mid = size / 2;
      // The halves share nothing but disjoint parts of the output arrays: solved side by side, same result.
      ForkJoinTask.invokeAll(
          ForkJoinTask.adapt(() -> solveRange(0, mid, part.u, part.v, part.w, d, scale / 2, subMates, subDuals)),
          ForkJoinTask.adapt(() -> solveRange(mid, size, part.u, part.v, part.w, d, scale / 2, subMates, subDuals)));
      solver = new MatchingSolver(part.vertices, part.u, part.v, part.w, d, scale).solveFrom(subMates, subDuals);
    }
    // Bring the duals to the caller's scale (twice {@code scale}) if this range was solved at a smaller one.
    part.carryUp(solver, 2 * scale, mates, duals);
  }

  /** Whether weights {@code w} can be solved with this scale (every component times the scale stays in range). */
  static boolean fits(long[] w, long scale) {
    long limit = (1L << 61) / scale;
    for (long x : w) {
      if (Math.abs(x) > limit) {
        return false;
      }
    }
    return true;
  }

  /** The factor weights are multiplied by inside. */
  long scale() {
    return scale;
  }

  /**
   * Duals for a warm start of a solver with twice this scale: each vertex gets twice its dual plus the duals of the
   * blossoms around it (a blossom's dual then sits on its vertices, which keeps every edge inside it exactly as
   * tight as before and every edge leaving it at least as slack).
   */
  long[] transferableDuals() {
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

  boolean isPerfect() {
    return perfect;
  }

  /** Augmenting stages after the warm start (for measurements). */
  int stages() {
    return stages;
  }

  /** Dual updates (for measurements). */
  int dualUpdates() {
    return dualUpdates;
  }

  /** Vertices left exposed by the warm start (for measurements). */
  int exposedAfterWarmStart() {
    return exposed.size();
  }

  /** Events queued (for measurements). */
  int events() {
    return entries;
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
      out[i] = dual[a * d + i] + dual[b * d + i] - scale * w[wOffset + i];
    }
    // Blossoms containing both: in the tree of the blossoms with a non-zero dual, walk up from the innermost ones
    // around a and b to where they meet; the duals from there outward add up to what the pair shares. Built once
    // (the solve is over when pricing asks); pairs of near players meet after a few steps.
    if (nzUp == null) {
      buildNonZeroTree();
    }
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

  /** Builds what {@link #slackOf} needs up front, so that it can then be called from several threads at once. */
  void prepareSlackOf() {
    if (nzUp == null) {
      buildNonZeroTree();
    }
  }

  /**
   * For every vertex and blossom: the nearest blossom around it (not itself) with a non-zero dual, -1 for none; for
   * such a blossom its depth among them (1 = outermost) and the sum of its dual and of those around it.
   */
  private int[] nzUp;
  private int[] nzDepth;
  private long[] nzSum;

  private void buildNonZeroTree() {
    nzUp = new int[2 * n];
    nzDepth = new int[2 * n];
    nzSum = new long[2 * n * d];
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
        nzUp[x] = parent < 0 ? -1 : !isZero(dual, parent) ? parent : nzUp[parent];
        if (x >= n && !isZero(dual, x)) {
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
   * Checks the optimality certificate (for tests): every edge has non-negative slack, matched edges are tight, every
   * blossom has a non-negative dual and, if it is non-zero, exactly (size-1)/2 matched edges inside. Returns null
   * when all hold, else what failed.
   */
  String verifyOptimum() {
    long[] out = new long[d];
    long[] w = new long[d];
    for (int k = 0; k < m; k++) {
      for (int i = 0; i < d; i++) {
        w[i] = weight[k * d + i] / scale;
      }
      int a = endpoint[2 * k];
      int b = endpoint[2 * k + 1];
      slackOf(a, b, w, 0, out);
      int sg = sign(out);
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
      if (sign(z) < 0) {
        return "blossom " + b + " has a negative dual";
      }
      if (sign(z) > 0) {
        List<Integer> ls = new ArrayList<>();
        leaves(b, ls);
        java.util.Set<Integer> in = new java.util.HashSet<>(ls);
        int inside = 0;
        for (int v : ls) {
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

  /**
   * For pricing: {@code r[v]} = the dual of v plus half the dual of its outermost blossom, and {@code top[v]} = that
   * blossom (v itself when it is in none). For two vertices of the same outermost blossom, r_a + r_b − scale·w is a
   * lower bound of their slack (the blossoms inside add non-negative amounts); for two vertices of different
   * outermost blossoms the slack is exactly y_a + y_b − scale·w.
   */
  void pricingDuals(long[] r, int[] top) {
    for (int v = 0; v < n; v++) {
      int t = v;
      while (blossomParent[t] >= 0) {
        t = blossomParent[t];
      }
      top[v] = t;
      for (int c = 0; c < d; c++) {
        r[v * d + c] = dual[v * d + c] + (t == v ? 0 : dual[t * d + c] / 2);
      }
    }
  }

  /**
   * As {@link #pricingDuals}, but the blossom used for each vertex is the largest one around it whose vertices all
   * have its {@code part} (its score group), and r adds half the duals of that blossom and of every blossom around
   * it. For two vertices with the same such blossom, r_a + r_b − scale·w is a lower bound of their slack. This keeps
   * pricing inside a group tight when the group's blossom (the price of its floater) sits inside a larger one.
   */
  void partPricingDuals(int[] part, long[] r, int[] top) {
    // label[b]: the part all vertices of blossom b share, -1 when they differ.
    int[] label = new int[2 * n];
    Arrays.fill(label, Integer.MIN_VALUE);
    for (int v = 0; v < n; v++) {
      for (int b = blossomParent[v]; b >= 0; b = blossomParent[b]) {
        label[b] = label[b] == Integer.MIN_VALUE || label[b] == part[v] ? part[v] : -1;
      }
    }
    for (int v = 0; v < n; v++) {
      int t = v;
      while (blossomParent[t] >= 0 && label[blossomParent[t]] == part[v]) {
        t = blossomParent[t];
      }
      top[v] = t;
      System.arraycopy(dual, v * d, r, v * d, d);
      // With no blossom of its part around v, pairs of v need not share any blossom: no bonus.
      for (int b = t == v ? -1 : t; b >= 0; b = blossomParent[b]) {
        for (int c = 0; c < d; c++) {
          r[v * d + c] += dual[b * d + c] / 2;
        }
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
  SharedBelowTop sharedBelowTop(int[] part, int parts) {
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
  record SharedBelowTop(int[] from, long[] e, int parts, int d) {
    /** Adds to {@code out} the duals shared, below the outermost blossom, by v and any vertex of part q there. */
    void add(int v, int q, long[] out) {
      if (from[v] < 0) {
        return;
      }
      int at = (from[v] * parts + q) * d;
      for (int c = 0; c < d; c++) {
        out[c] += e[at + c];
      }
    }
  }

  /** Whether some blossom ended with a non-zero dual (then vertex duals alone do not certify the result). */
  boolean anyBlossomDual() {
    for (int b = n; b < 2 * n; b++) {
      if (blossomBase[b] >= 0 && !isZero(dual, b)) {
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

  // ---------------------------------------------------------------- duals

  /** The actual dual of vertex v. */
  private void actualY(int v, long[] out) {
    int b = inBlossom[v];
    int l = label[b] & 3;
    for (int c = 0; c < d; c++) {
      long y = dual[v * d + c];
      if (l == S) {
        y -= time[c] - since[b * d + c];
      } else if (l == T) {
        y += time[c] - since[b * d + c];
      }
      out[c] = y;
    }
  }

  /** The actual dual of a top-level blossom. */
  private void actualZ(int b, long[] out) {
    int l = label[b] & 3;
    for (int c = 0; c < d; c++) {
      long z = dual[b * d + c];
      if (l == S) {
        z += 2 * (time[c] - since[b * d + c]);
      } else if (l == T) {
        z -= 2 * (time[c] - since[b * d + c]);
      }
      out[c] = z;
    }
  }

  /** Writes the actual duals of a labelled top-level blossom into storage, so that its offset is zero again. */
  private void materialize(int b) {
    int l = label[b] & 3;
    if (l != S && l != T) {
      return;
    }
    boolean moved = false;
    for (int c = 0; c < d; c++) {
      moved |= time[c] != since[b * d + c];
    }
    if (!moved) {
      return;
    }
    long sign = l == S ? -1 : 1;
    IntList ls = scratch;
    ls.clear();
    leaves(b, ls);
    for (int i = 0; i < ls.size(); i++) {
      int v = ls.get(i);
      for (int c = 0; c < d; c++) {
        dual[v * d + c] += sign * (time[c] - since[b * d + c]);
      }
    }
    if (b >= n) {
      for (int c = 0; c < d; c++) {
        dual[b * d + c] -= 2 * sign * (time[c] - since[b * d + c]);
      }
    }
    System.arraycopy(time, 0, since, b * d, d);
  }

  private void slack(int k, long[] out) {
    actualY(endpoint[2 * k], tmpB);
    actualY(endpoint[2 * k + 1], out);
    int c0 = k * d;
    for (int c = 0; c < d; c++) {
      out[c] += tmpB[c] - weight[c0 + c];
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

  private boolean isZero(long[] a, int index) {
    for (int i = 0; i < d; i++) {
      if (a[index * d + i] != 0) {
        return false;
      }
    }
    return true;
  }

  private static boolean lexGreater(long[] a, int ai, long[] b, int bi) {
    for (int i = 0; i < b.length; i++) {
      if (a[ai + i] != b[bi + i]) {
        return a[ai + i] > b[bi + i];
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- warm start

  /**
   * Feasible duals y_v = max incident weight / 2 (then {@link #lowerExposed} makes a greedy matching on tight
   * edges). Every dual stays a multiple of 2 in every component (weights are multiples of 4), which keeps all later
   * slacks exact.
   */
  private void warmStart() {
    long[] half = new long[d];
    for (int v = 0; v < n; v++) {
      halfBestWeight(v, half);
      System.arraycopy(half, 0, dual, v * d, d);
    }
  }

  /**
   * Each exposed vertex lowers its dual until one edge becomes tight, and takes it if the other end is exposed too.
   */
  private void lowerExposed() {
    long[] best = new long[d];
    for (int v = 0; v < n; v++) {
      if (mate[v] >= 0 || blossomParent[v] >= 0) {
        continue; // (lowering a vertex inside a blossom would loosen the blossom's own pairs)
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


  /**
   * After the greedy start: an exposed vertex v with a tight edge to a matched x whose partner x' has a tight edge
   * to another exposed w can take x while x' takes w (an augmenting path of three tight edges).
   */
  private void shortAugmentations() {
    long[] s1 = new long[d];
    for (int v = 0; v < n; v++) {
      if (mate[v] >= 0) {
        continue;
      }
      search:
      for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
        int p = adj[a];
        int x = endpoint[p];
        if (mate[x] < 0 || blossomParent[x] >= 0) {
          continue; // a pair inside a blossom stays as it is
        }
        slack(p >> 1, s1);
        if (sign(s1) != 0) {
          continue;
        }
        int xp = endpoint[mate[x]];
        if (blossomParent[xp] >= 0) {
          continue;
        }
        for (int b = adjStart[xp]; b < adjStart[xp + 1]; b++) {
          int q = adj[b];
          int w = endpoint[q];
          if (w == v || w == x || mate[w] >= 0) {
            continue;
          }
          slack(q >> 1, s1);
          if (sign(s1) == 0) {
            mate[v] = p;
            mate[x] = p ^ 1;
            mate[xp] = q;
            mate[w] = q ^ 1;
            break search;
          }
        }
      }
    }
  }

  // ---------------------------------------------------------------- event heap

  /** Queues an event; returns its slot. */
  private int addEvent(int type, int item, long[] key) {
    int e;
    if (freeSlotCount > 0) {
      e = freeSlots[--freeSlotCount];
    } else {
      if (slots == entryType.length) {
        int cap = slots * 2;
        entryType = Arrays.copyOf(entryType, cap);
        entryItem = Arrays.copyOf(entryItem, cap);
        entryKey = Arrays.copyOf(entryKey, cap * d);
        entryLive = Arrays.copyOf(entryLive, cap);
        freeSlots = Arrays.copyOf(freeSlots, cap);
      }
      e = slots++;
    }
    entries++;
    entryLive[e] = true;
    entryType[e] = type;
    entryItem[e] = item;
    System.arraycopy(key, 0, entryKey, e * d, d);
    if (heapSize == heap.length) {
      heap = Arrays.copyOf(heap, heapSize * 2);
    }
    int i = heapSize++;
    heap[i] = e;
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!entryLess(heap[i], heap[parent])) {
        break;
      }
      int x = heap[i];
      heap[i] = heap[parent];
      heap[parent] = x;
      i = parent;
    }
    return e;
  }

  private boolean entryLess(int a, int b) {
    for (int c = 0; c < d; c++) {
      long x = entryKey[a * d + c];
      long y = entryKey[b * d + c];
      if (x != y) {
        return x < y;
      }
    }
    return false;
  }

  private void popEvent() {
    entryLive[heap[0]] = false;
    freeSlots[freeSlotCount++] = heap[0];
    heap[0] = heap[--heapSize];
    int i = 0;
    while (true) {
      int l = 2 * i + 1;
      if (l >= heapSize) {
        break;
      }
      int r = l + 1;
      int c = r < heapSize && entryLess(heap[r], heap[l]) ? r : l;
      if (!entryLess(heap[c], heap[i])) {
        break;
      }
      int x = heap[i];
      heap[i] = heap[c];
      heap[c] = x;
      i = c;
    }
  }

  /** Queues the event for an S–free edge (its slack falls at rate 1) or an S–S edge (rate 2). */
  private void addEdgeEvent(int k, long[] slackNow, boolean bothS) {
    long[] key = keyScratch;
    for (int c = 0; c < d; c++) {
      key[c] = time[c] + (bothS ? slackNow[c] / 2 : slackNow[c]);
    }
    if (bothS) {
      // Both ends scan an S–S edge, often several times: one live event with the same moment is enough.
      int prev = ssEntry[k];
      // (The slot may since hold another event: it must still be this edge's.)
      if (prev >= 0 && entryLive[prev] && entryType[prev] == EDGE_S_S && entryItem[prev] == k
          && compareKey(prev, key) == 0) {
        return;
      }
      ssEntry[k] = addEvent(EDGE_S_S, k, key);
      return;
    }
    addEvent(EDGE_TO_FREE, k, key);
  }

  /** Queues the S–free edge k (slack now {@code slackNow}) for free vertex x, unless x has an earlier one queued. */
  private void offerFree(int x, int k, long[] slackNow) {
    int cur = bestFree[x];
    if (cur >= 0 && cur != k && holdsFree(cur)) {
      slack(cur, tmpA);
      if (compare(tmpA, slackNow) <= 0) {
        return;
      }
    }
    bestFree[x] = k;
    addEdgeEvent(k, slackNow, false);
  }

  private boolean holdsFree(int k) {
    int lu = label[inBlossom[endpoint[2 * k]]] & 3;
    int lv = label[inBlossom[endpoint[2 * k + 1]]] & 3;
    return (lu == S && lv == FREE) || (lu == FREE && lv == S);
  }

  /** A free vertex lost its queued edge (the S end left its tree): queue its best remaining one. */
  private void refreshFree(int x) {
    int best = -1;
    long[] bestSlack = refreshBest;
    long[] ks = refreshScratch;
    for (int a = adjStart[x]; a < adjStart[x + 1]; a++) {
      int q = adj[a];
      if ((label[inBlossom[endpoint[q]]] & 3) == S && inBlossom[endpoint[q]] != inBlossom[x]) {
        slack(q >> 1, ks);
        if (best < 0 || compare(ks, bestSlack) < 0) {
          best = q >> 1;
          System.arraycopy(ks, 0, bestSlack, 0, d);
        }
      }
    }
    bestFree[x] = best;
    if (best >= 0) {
      addEdgeEvent(best, bestSlack, false);
    }
  }

  private void addBlossomEvent(int b) {
    actualZ(b, tmpA);
    long[] key = keyScratch;
    for (int c = 0; c < d; c++) {
      key[c] = time[c] + tmpA[c] / 2;
    }
    addEvent(T_BLOSSOM, b, key);
  }

  /**
   * The next valid event, or -1. An entry is valid while its situation still holds (an S–free edge is still S–free,
   * …) and its key is still the moment it happens; otherwise it is dropped, and queued again with the right key
   * when the situation still holds.
   */
  private int nextEvent() {
    long[] now = nowScratch;
    while (heapSize > 0) {
      int e = heap[0];
      int type = entryType[e];
      int item = entryItem[e];
      boolean holds;
      if (type == T_BLOSSOM) {
        holds = item >= n && blossomBase[item] >= 0 && blossomParent[item] == -1 && (label[item] & 3) == T;
        if (holds) {
          actualZ(item, now);
          for (int c = 0; c < d; c++) {
            now[c] = time[c] + now[c] / 2;
          }
        }
      } else {
        int lu = label[inBlossom[endpoint[2 * item]]] & 3;
        int lv = label[inBlossom[endpoint[2 * item + 1]]] & 3;
        boolean sameBlossom = inBlossom[endpoint[2 * item]] == inBlossom[endpoint[2 * item + 1]];
        holds = !sameBlossom && (type == EDGE_S_S ? lu == S && lv == S
            : (lu == S && lv == FREE) || (lu == FREE && lv == S));
        if (holds) {
          slack(item, now);
          for (int c = 0; c < d; c++) {
            now[c] = time[c] + (type == EDGE_S_S ? now[c] / 2 : now[c]);
          }
        }
      }
      if (holds && compareKey(e, now) == 0) {
        return e;
      }
      popEvent();
      if (type == EDGE_TO_FREE) {
        // The free end's queued edge is out of date: another edge of it may now come first. Look again.
        refreshFreeIfQueued(endpoint[2 * item], item);
        refreshFreeIfQueued(endpoint[2 * item + 1], item);
      } else if (holds) {
        addEvent(type, item, now);
      }
    }
    return -1;
  }

  private void refreshFreeIfQueued(int x, int k) {
    if ((label[inBlossom[x]] & 3) == FREE && bestFree[x] == k) {
      refreshFree(x);
    }
  }

  private int compareKey(int e, long[] key) {
    for (int c = 0; c < d; c++) {
      long x = entryKey[e * d + c];
      if (x != key[c]) {
        return x < key[c] ? -1 : 1;
      }
    }
    return 0;
  }

  // ---------------------------------------------------------------- main loop

  private void run() {
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0) {
        exposed.add(v);
      }
    }
    perfect = exposed.size() == 0 || grow();
    stages = 1;
  }

  /**
   * Grows alternating trees from every exposed vertex at once. Each augmentation takes apart only the two trees it
   * joins; the others keep their labels and their progress. Returns whether every vertex got matched.
   */
  private boolean grow() {
    aliveCount = 0;
    for (int i = 0; i < exposed.size(); i++) {
      int v = exposed.get(i);
      alive[v] = true;
      aliveCount++;
      assignLabel(v, S, -1);
    }
    while (true) {
      while (queueHead < queueTail || pending.size() > 0) {
        if (pending.size() > 0) {
          int p = pending.pop();
          int v = pending.pop();
          if ((label[inBlossom[v]] & 3) == S && scanEdge(v, p) && aliveCount == 0) {
            return true;
          }
          continue;
        }
        int v = queue[queueHead++];
        for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
          if ((label[inBlossom[v]] & 3) != S) {
            break; // its tree was taken apart after an augmentation
          }
          if (scanEdge(v, adj[a]) && aliveCount == 0) {
            return true;
          }
        }
      }
      int e = nextEvent();
      if (e < 0) {
        // No tree can grow: the matching has maximum cardinality and is not perfect.
        for (int i = 0; i < labelledTops.size(); i++) {
          int b = labelledTops.get(i);
          if (blossomParent[b] == -1 && (b < n || blossomBase[b] >= 0)) {
            materialize(b);
          }
        }
        return false;
      }
      dualUpdates++;
      System.arraycopy(entryKey, e * d, time, 0, d);
      int type = entryType[e];
      int item = entryItem[e];
      popEvent();
      if (type == T_BLOSSOM) {
        expandBlossom(item, false);
      } else {
        allow(item);
        int x = endpoint[2 * item];
        push((label[inBlossom[x]] & 3) == S ? x : endpoint[2 * item + 1]);
      }
    }
  }

  /**
   * Looks at the edge from S-vertex v to the endpoint p: grows the tree, forms a blossom, augments, or queues the
   * moment the edge will become tight. Returns true when it augmented.
   */
  private boolean scanEdge(int v, int p) {
    long[] ks = scanScratch;
    int k = p >> 1;
    int w = endpoint[p];
    int bv = inBlossom[v];
    int bw = inBlossom[w];
    if (bv == bw) {
      return false;
    }
    boolean tight = allowEdge[k];
    if (!tight) {
      slack(k, ks);
      if (sign(ks) <= 0) {
        allow(k);
        tight = true;
      }
    }
    int lw = label[bw] & 3;
    if (tight) {
      if (lw == FREE) {
        assignLabel(w, T, p ^ 1);
      } else if (lw == S) {
        int base = scanBlossom(v, w);
        if (base >= 0) {
          addBlossom(base, k);
        } else {
          int r1 = treeRoot[bv];
          int r2 = treeRoot[bw];
          augmentMatching(k);
          dissolve(r1);
          dissolve(r2);
          return true;
        }
      } else if (label[w] == FREE) {
        // w lies inside a T-blossom and was not reached yet: remember the edge in case the blossom expands.
        label[w] = T;
        labelEnd[w] = p ^ 1;
      }
    } else if (lw == S) {
      addEdgeEvent(k, ks, true);
    } else if (lw == FREE) {
      offerFree(w, k, ks);
    }
    return false;
  }

  private void push(int v) {
    if (queueTail == queue.length) {
      if (queueHead > queue.length / 2) {
        System.arraycopy(queue, queueHead, queue, 0, queueTail - queueHead);
        queueTail -= queueHead;
        queueHead = 0;
      } else {
        queue = Arrays.copyOf(queue, queue.length * 2);
      }
    }
    queue[queueTail++] = v;
  }

  private void allow(int k) {
    if (!allowEdge[k]) {
      allowEdge[k] = true;
      allowed.add(k);
    }
  }

  // ---------------------------------------------------------------- trees

  private void joinTree(int b, int root) {
    treeRoot[b] = root;
    if (members[root] == null) {
      members[root] = new IntList();
    }
    members[root].add(b);
    labelledTops.add(b);
  }

  /**
   * After an augmentation the two trees it joined are taken apart: their duals are written back, their zero-dual
   * S-blossoms expanded, their labels and tight-edge marks dropped; the S-vertices of the other trees next to them
   * are scanned again, so that edges to the freed vertices are seen before the next dual update.
   */
  private void dissolve(int root) {
    alive[root] = false;
    aliveCount--;
    IntList list = members[root];
    members[root] = null;
    if (list == null) {
      return;
    }
    stamp++;
    List<Integer> tops = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      int b = list.get(i);
      if (blossomParent[b] == -1 && (b < n || blossomBase[b] >= 0) && (label[b] & 3) != FREE
          && treeRoot[b] == root && bStamp[b] != stamp) {
        bStamp[b] = stamp;
        tops.add(b);
      }
    }
    IntList leafList = new IntList();
    for (int b : tops) {
      materialize(b);
      leaves(b, leafList);
    }
    for (int b : tops) {
      if (b >= n && blossomBase[b] >= 0 && blossomParent[b] == -1 && (label[b] & 3) == S && isZero(dual, b)) {
        expandBlossom(b, true);
      }
    }
    for (int i = 0; i < leafList.size(); i++) {
      int x = leafList.get(i);
      // Up to the first blossom already reset in this pass: everything above it was reset with it (blossoms nest
      // hundreds deep; walking every vertex's whole chain was quadratic).
      for (int y = x; y >= 0 && resetStamp[y] != stamp; y = blossomParent[y]) {
        resetStamp[y] = stamp;
        label[y] = FREE;
        labelEnd[y] = -1;
        treeRoot[y] = -1;
      }
    }
    for (int i = 0; i < leafList.size(); i++) {
      int x = leafList.get(i);
      for (int a = adjStart[x]; a < adjStart[x + 1]; a++) {
        int p = adj[a];
        allowEdge[p >> 1] = false;
        int w = endpoint[p];
        int bw = inBlossom[w];
        int lw = label[bw] & 3;
        if (lw == S) {
          pending.add(w);
          pending.add(p ^ 1); // the endpoint at w, so that endpoint[p ^ 1 ^ 1] is x
        } else if (lw == FREE && bestFree[w] == (p >> 1)) {
          // w's earliest edge led to x, which has left the forest: w must look for its next one.
          refreshFree(w);
        } else if (lw == T && label[w] == T && labelEnd[w] >= 0 && endpoint[labelEnd[w]] == x
            && labelEnd[w] != labelEnd[bw]) {
          // A mark "reached from x" inside a T-blossom of another tree: x is no longer an S-vertex.
          label[w] = FREE;
          labelEnd[w] = -1;
        }
      }
    }
  }

  // ---------------------------------------------------------------- labels and blossoms

  private void leaves(int b, List<Integer> out) {
    IntList tmp = new IntList();
    leaves(b, tmp);
    for (int i = 0; i < tmp.size(); i++) {
      out.add(tmp.get(i));
    }
  }

  private final IntList leafStack = new IntList();
  private final IntList scratch = new IntList();
  /** For {@link #forgetFree} and {@link #pushLeaves}, which run while {@link #scratch} may be in use. */
  private final IntList walkScratch = new IntList();

  /** Appends the vertices of blossom b to {@code out} (iteratively: blossoms can nest deeply). */
  private void leaves(int b, IntList out) {
    if (b < n) {
      out.add(b);
      return;
    }
    int base = leafStack.size();
    leafStack.add(b);
    while (leafStack.size() > base) {
      int x = leafStack.pop();
      if (x < n) {
        out.add(x);
      } else {
        int[] cs = blossomChilds[x];
        for (int i = cs.length - 1; i >= 0; i--) {
          leafStack.add(cs[i]);
        }
      }
    }
  }

  /** The vertices of b are no longer free: their queued free-edge events must not stand in for others later. */
  private void forgetFree(int b) {
    IntList ls = walkScratch;
    ls.clear();
    leaves(b, ls);
    for (int i = 0; i < ls.size(); i++) {
      bestFree[ls.get(i)] = -1;
    }
  }

  private void pushLeaves(int b) {
    IntList ls = walkScratch;
    ls.clear();
    leaves(b, ls);
    for (int i = 0; i < ls.size(); i++) {
      push(ls.get(i));
    }
  }

  /** Labels the free top-level blossom containing w; p is the endpoint on the parent's side (-1 for a root). */
  private void assignLabel(int w, int t, int p) {
    int b = inBlossom[w];
    label[w] = t;
    label[b] = t;
    labelEnd[w] = p;
    labelEnd[b] = p;
    System.arraycopy(time, 0, since, b * d, d);
    joinTree(b, p == -1 ? w : treeRoot[inBlossom[endpoint[p]]]);
    forgetFree(b);
    if (t == S) {
      pushLeaves(b);
    } else {
      if (b >= n) {
        addBlossomEvent(b);
      }
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
    List<Integer> path = new ArrayList<>();
    List<Integer> ends = new ArrayList<>();
    while (bv != bb) {
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
      path.add(bw);
      ends.add(labelEnd[bw] ^ 1);
      w = endpoint[labelEnd[bw]];
      bw = inBlossom[w];
    }
    int baseLabelEnd = labelEnd[bb];
    int root = treeRoot[bb];
    // The largest S-blossom among the children keeps its vertices as they are: the new blossom takes over its id
    // (so their inBlossom stays right) and its start time (so their lazily kept duals stay right), and the child
    // moves to a fresh id. Only the other children's vertices are walked. Blossoms grow by a few vertices at a time
    // and nest hundreds deep in a large score group; walking every vertex each time was a fifth of the solver's time.
    int keep = -1;
    for (int c : path) {
      if (c >= n && (label[c] & 3) == S && (keep < 0 || leafCount[c] > leafCount[keep])) {
        keep = c;
      }
    }
    if (keep < 0 || leafCount[keep] < KEEP_CHILD_AT) {
      keep = -1;
    }
    // The other children stop being top-level: their duals must be written back first.
    int total = 0;
    for (int c : path) {
      total += leafCount[c];
      if (c != keep) {
        materialize(c);
      }
    }
    int b;
    int moved = -1;
    long[] elapsed = new long[d];
    if (keep < 0) {
      b = unusedBlossoms[--unusedCount];
      Arrays.fill(dual, b * d, b * d + d, 0);
      System.arraycopy(time, 0, since, b * d, d);
    } else {
      int f = unusedBlossoms[--unusedCount];
      b = keep;
      for (int c = 0; c < d; c++) {
        elapsed[c] = time[c] - since[keep * d + c];
      }
      blossomChilds[f] = blossomChilds[keep];
      blossomEnds[f] = blossomEnds[keep];
      blossomBase[f] = blossomBase[keep];
      leafCount[f] = leafCount[keep];
      for (int c : blossomChilds[f]) {
        blossomParent[c] = f;
      }
      for (int c = 0; c < d; c++) {
        dual[f * d + c] = dual[keep * d + c] + 2 * elapsed[c]; // the child's actual dual, written back
        dual[b * d + c] = -2 * elapsed[c]; // the new blossom's dual is 0 now, kept relative to the child's start
      }
      System.arraycopy(time, 0, since, f * d, d);
      label[f] = label[keep];
      labelEnd[f] = labelEnd[keep];
      treeRoot[f] = treeRoot[keep];
      path.set(path.indexOf(keep), f);
      moved = f;
    }
    blossomBase[b] = base;
    blossomParent[b] = -1;
    leafCount[b] = total;
    for (int c : path) {
      blossomParent[c] = b;
    }
    blossomChilds[b] = path.stream().mapToInt(Integer::intValue).toArray();
    blossomEnds[b] = ends.stream().mapToInt(Integer::intValue).toArray();
    label[b] = S;
    labelEnd[b] = baseLabelEnd;
    if (keep < 0) {
      joinTree(b, root);
    }
    IntList leaves = new IntList();
    for (int c : path) {
      if (c == moved) {
        continue;
      }
      leaves.clear();
      leaves(c, leaves);
      boolean wasT = (label[c] & 3) == T;
      for (int i = 0; i < leaves.size(); i++) {
        int x = leaves.get(i);
        for (int cc = 0; cc < d; cc++) {
          dual[x * d + cc] += elapsed[cc]; // written back above; now relative to the new blossom's start
        }
        if (wasT) {
          // T-vertices become S-vertices inside the new blossom and must be scanned.
          push(x);
        }
        inBlossom[x] = b;
      }
    }
  }

  private void expandBlossom(int b, boolean endStage) {
    if (!endStage) {
      expandOne(b, false, null);
      return;
    }
    // At the end of a tree, the zero-dual blossoms inside go too: a work list, not a recursion (blossoms nest
    // deeper than a thread's stack at 100,000 players, see augmentBlossom).
    IntList work = new IntList();
    endStageWork = work;
    work.add(b);
    while (work.size() > 0) {
      expandOne(work.pop(), true, work);
    }
  }

  private void expandOne(int b, boolean endStage, IntList work) {
    if (!endStage) {
      materialize(b); // a T-blossom reaching zero mid-stage; at the end of a tree everything is written back already
    }
    if (endStage && promoteLargestChild(b)) {
      return;
    }
    int[] childs = blossomChilds[b];
    int[] ends = blossomEnds[b];
    for (int s : childs) {
      makeTopLevel(s, endStage, work);
    }
    if (!endStage && (label[b] & 3) == T) {
      int root = treeRoot[b];
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
      System.arraycopy(time, 0, since, bv * d, d);
      joinTree(bv, root);
      forgetFree(bv);
      if (bv >= n) {
        addBlossomEvent(bv);
      }
      j = Math.floorMod(step, len);
      while (childs[j] != entryChild) {
        bv = childs[j];
        if ((label[bv] & 3) == S) {
          j = Math.floorMod(j + step, len);
          continue;
        }
        IntList ls = childLeaves;
        ls.clear();
        leaves(bv, ls);
        int reached = -1;
        for (int i = 0; i < ls.size(); i++) {
          if (label[ls.get(i)] != FREE) {
            reached = ls.get(i);
            break;
          }
        }
        if (reached >= 0) {
          label[reached] = FREE;
          label[endpoint[mate[blossomBase[bv]]]] = FREE;
          label[bv] = FREE;
          assignLabel(reached, T, labelEnd[reached]);
        } else {
          // A free blossom now: its edges to S-vertices start to tighten.
          long[] ks = expandScratch;
          for (int i = 0; i < ls.size(); i++) {
            int x = ls.get(i);
            for (int a = adjStart[x]; a < adjStart[x + 1]; a++) {
              int q = adj[a];
              if ((label[inBlossom[endpoint[q]]] & 3) == S) {
                slack(q >> 1, ks);
                offerFree(x, q >> 1, ks);
              }
            }
          }
        }
        j = Math.floorMod(j + step, len);
      }
    }
    freeBlossom(b);
  }

  /**
   * At the end of a tree (duals written back, labels about to be dropped), a zero-dual blossom goes: when its largest
   * child with a non-zero dual is large, that child takes over the blossom's id instead of having all its vertices
   * relabelled (they already name that id as their top-level blossom); only the other children are taken apart as
   * usual. Returns false when there is no such child (then the blossom is expanded as usual).
   */
  private boolean promoteLargestChild(int b) {
    if (inBlossom[blossomBase[b]] != b) {
      return false; // a blossom inside one being taken apart: its vertices name that one, not b
    }
    int[] childs = blossomChilds[b];
    int keep = -1;
    for (int s : childs) {
      if (s >= n && !isZero(dual, s) && (keep < 0 || leafCount[s] > leafCount[keep])) {
        keep = s;
      }
    }
    if (keep < 0 || leafCount[keep] < KEEP_CHILD_AT) {
      return false;
    }
    for (int s : childs) {
      if (s != keep) {
        makeTopLevel(s, true, endStageWork);
      }
    }
    // b becomes the child: its structure and dual move over, its children now hang under b; the child's id is freed.
    blossomChilds[b] = blossomChilds[keep];
    blossomEnds[b] = blossomEnds[keep];
    blossomBase[b] = blossomBase[keep];
    leafCount[b] = leafCount[keep];
    System.arraycopy(dual, keep * d, dual, b * d, d);
    System.arraycopy(since, keep * d, since, b * d, d);
    label[b] = label[keep];
    labelEnd[b] = labelEnd[keep];
    treeRoot[b] = treeRoot[keep];
    for (int c : blossomChilds[b]) {
      blossomParent[c] = b;
    }
    blossomParent[b] = -1;
    freeBlossom(keep);
    return true;
  }

  /**
   * A child of a blossom being taken apart becomes top-level: its vertices name it as their blossom; at the end of a
   * tree a child with a zero dual goes on the work list instead (it is taken apart too).
   */
  private void makeTopLevel(int s, boolean endStage, IntList work) {
    blossomParent[s] = -1;
    if (s < n) {
      inBlossom[s] = s;
    } else if (endStage && isZero(dual, s)) {
      work.add(s);
    } else {
      IntList ls = walkScratch;
      ls.clear();
      leaves(s, ls);
      for (int i = 0; i < ls.size(); i++) {
        inBlossom[ls.get(i)] = s;
      }
    }
  }

  /** For {@link #expandOne}: the vertices of one child, and a slack. */
  private final IntList childLeaves = new IntList();
  private long[] expandScratch;

  /** The work list of the end-of-tree expansion in progress (see {@link #expandBlossom}). */
  private IntList endStageWork;

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
    // A work list, not a recursion: at 100,000 players blossoms nest deeper than a thread's stack (measured). The
    // blossoms re-based inside matchEnds are disjoint from each other and from the chain being re-based, so they can
    // wait their turn.
    IntList work = augmentWork;
    int bottom = work.size();
    work.add(b);
    work.add(v);
    while (work.size() > bottom) {
      int vertex = work.pop();
      int blossom = work.pop();
      rebaseChain(blossom, vertex);
    }
  }

  /** Pending (blossom, vertex) pairs of {@link #augmentBlossom}. */
  private final IntList augmentWork = new IntList();

  private void rebaseChain(int b, int v) {
    // Every blossom between v and b is re-based on v, the innermost first (each one before the blossom around it).
    int child = v;
    for (int x = blossomParent[v]; ; x = blossomParent[x]) {
      rebase(x, child, v);
      if (x == b) {
        return;
      }
      child = x;
    }
  }

  /** Re-bases blossom b on v, whose child t (a vertex or a blossom already re-based on v) contains it. */
  private void rebase(int b, int t, int v) {
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
      augmentWork.add(a);
      augmentWork.add(x);
    }
    if (c >= n) {
      augmentWork.add(c);
      augmentWork.add(y);
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

  /** A growable list of ints. */
  private static final class IntList {
    private int[] a = new int[16];
    private int size;

    void add(int x) {
      if (size == a.length) {
        a = Arrays.copyOf(a, size * 2);
      }
      a[size++] = x;
    }

    int get(int i) {
      return a[i];
    }

    void set(int i, int x) {
      a[i] = x;
    }

    int size() {
      return size;
    }

    void clear() {
      size = 0;
    }

    void truncate(int newSize) {
      size = newSize;
    }

    int pop() {
      return a[--size];
    }
  }
}
