package org.chuhe.engine.matching;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The primal–dual core of the solver: Edmonds' blossom algorithm in the version with one labelling pass per
 * augmentation (Galil, "Efficient algorithms for finding maximum matching in graphs", 1986), on weights of {@code d}
 * longs compared lexicographically ({@link Lex}). It holds the graph (adjacency by endpoints), the matching, the duals
 * of vertices and blossoms, the blossom tree and the alternating forest, and runs the search: trees grow from all
 * exposed vertices at once, dual updates come from the {@link EventQueue}, and an augmentation takes apart only the
 * two trees it joins.
 *
 * <p>Every weight component is multiplied by {@link #scale} (4 or a larger power of 2) and the starting duals are
 * even, so every slack between two S-vertices stays even and halving never rounds.
 *
 * <p>The starting state (duals, matching, blossoms) is set by {@link #solve} (half the best weight at each vertex) or
 * by {@link WarmStarts}; both then run {@link #lowerExposed}, {@link #shortAugmentations} and {@link #run}. After a
 * solve every stored dual is the actual one (nothing is left relative to {@link #time}), which is what
 * {@link Pricing} and {@link WarmStarts} read.
 */
final class PrimalDual {
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

  final int n;
  final int m;
  final int d;
  /** Weights are multiplied by this inside (4, or a larger power of 2 when warm-started from another solve). */
  final long scale;
  /** Edge k joins {@code endpoint[2k]} and {@code endpoint[2k+1]}; endpoint p's edge is p >> 1, its other end p ^ 1. */
  final int[] endpoint;
  /** The endpoints at the far side of vertex v's edges are {@code adj[adjStart[v] .. adjStart[v+1])}. */
  final int[] adjStart;
  final int[] adj;
  /** Edge k's weight, times {@link #scale}, at {@code weight[k*d .. k*d+d)}. */
  final long[] weight;
  /**
   * Stored duals, {@code d} longs each: vertices 0..n-1, blossoms n..2n-1. For a vertex or blossom inside a labelled
   * top-level blossom B the actual dual also depends on how far the global {@link #time} has moved since B was
   * labelled ({@link #since}): S-vertices lose that much, T-vertices gain it, S-blossoms gain twice that, T-blossoms
   * lose twice that. So a dual update is one addition to {@link #time}, not a pass over the forest.
   */
  final long[] dual;
  private final long[] since;
  private final long[] time;
  /** Each vertex's matched edge, as its endpoint at the partner (endpoint[mate[v]] is the partner); -1: exposed. */
  final int[] mate;
  private final int[] label;
  private final int[] labelEnd;
  /** The top-level blossom (or the vertex itself) holding each vertex. */
  final int[] inBlossom;
  /** The blossom directly around each vertex or blossom, -1 for a top-level one. */
  final int[] blossomParent;
  final int[][] blossomChilds;
  final int[][] blossomEnds;
  /** Each blossom's base vertex; -1 for an id not in use. */
  final int[] blossomBase;
  /** How many vertices each blossom holds (1 for a vertex). */
  final int[] leafCount;
  final int[] unusedBlossoms;
  int unusedCount;
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
  private final long[] keptSlack;
  private final long[] shiftScratch;
  /** Edges (v, endpoint) to look at again after a tree was taken apart: v is an S-vertex, the other end was freed. */
  private final IntList pending = new IntList();
  private boolean perfect;
  int stages;
  int dualUpdates;
  final IntList exposed = new IntList();
  /** The root (an exposed vertex) of the alternating tree a labelled top-level blossom belongs to. */
  private final int[] treeRoot;
  private final IntList[] members;
  private final boolean[] alive;
  private int aliveCount;
  private final IntList labelledTops = new IntList();
  /** Marks of a walk over blossoms: a blossom is marked in the current walk when its stamp is {@link #stamp}. */
  final int[] bStamp;
  private final int[] resetStamp;
  /**
   * For a vertex outside the S-blossoms, its edge of least slack to an S-vertex, -1 for none: for a free vertex the
   * edge whose event is queued (so that only improvements are queued); for a vertex inside a T-blossom the edge to
   * queue when that blossom expands and the vertex's child becomes free. Inside a T-blossom the order of a vertex's
   * edges to S-vertices does not change (the S ends lose what the vertex gains), so the edge kept stays the best until
   * its S end leaves the forest ({@link #dissolve} looks again then).
   */
  private final int[] bestFree;
  /**
   * For a free top-level blossom whose child of an expanded T-blossom it was, the vertex whose kept edge was queued for
   * all of them ({@link #queueBestOf}): only the least slack of the blossom matters, and a blossom nested hundreds
   * deep frees the same vertices at every level. -1: none (each vertex's own edge is queued).
   */
  private final int[] freeRepresentative;
  /** Who watches this solve: traces, counts, and the checks a test asks for ({@link MatchingProbe}). */
  final MatchingProbe probe;
  /** Tests ({@link MatchingProbe#checksKeptEdges}): before each dual update, compare every kept edge with a scan. */
  private final boolean checkKeptEdges;
  int stamp;
  /** The dual events queued and not yet popped. */
  private final EventQueue events;
  /** The latest S–S event of each edge, -1 for none. */
  private final int[] ssEntry;
  /** Guessed pairs kept by {@link WarmStarts#fromGuess} (for measurements). */
  int guessKept;
  /**
   * Which pairs this solve may have made less slack, for pricing after a warm start (repairs and spreading blossoms
   * only add to slacks; a dual update takes from a pair only at an S-vertex whose top-level blossom does not hold
   * the other end; {@link #lowerExposed} takes from every pair of the vertex it lowers). Per vertex: the serial of
   * its top-level blossom when it first became an S-vertex ({@link #NEVER_S}: never; {@link #ANY}: it was an S-vertex
   * in tops that do not nest, or was lowered); while later S-tops hold that first one, only its pairs leaving that
   * blossom can have lost slack. Serials: a vertex's is its number; a blossom's is given when it is made, and
   * {@link #serialAt} maps it to the blossom's current id (-1 once taken apart).
   */
  final int[] firstSTop;
  static final int NEVER_S = -2;
  static final int ANY = -1;
  private final int[] serial;
  private int[] serialAt;
  private int serials;

  /** See {@link MatchingSolver#MatchingSolver(int, int[], int[], long[], int, long)}. */
  PrimalDual(int n, int[] u, int[] v, long[] w, int d, long scale, MatchingProbe probe) {
    this.probe = probe;
    this.checkKeptEdges = probe.checksKeptEdges();
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
    firstSTop = new int[n];
    Arrays.fill(firstSTop, NEVER_S);
    serial = new int[2 * n];
    serialAt = new int[2 * n];
    for (int i = 0; i < n; i++) {
      serial[i] = i;
      serialAt[i] = i;
    }
    serials = n;
    tmpA = new long[d];
    tmpB = new long[d];
    keyScratch = new long[d];
    scanScratch = new long[d];
    nowScratch = new long[d];
    refreshBest = new long[d];
    refreshScratch = new long[d];
    keptSlack = new long[d];
    shiftScratch = new long[d];
    treeRoot = new int[2 * n];
    members = new IntList[n];
    alive = new boolean[n];
    bStamp = new int[2 * n];
    resetStamp = new int[2 * n];
    freeRepresentative = new int[2 * n];
    Arrays.fill(freeRepresentative, -1);
    bestFree = new int[n];
    Arrays.fill(bestFree, -1);
    events = new EventQueue(d);
    ssEntry = new int[m];
    Arrays.fill(ssEntry, -1);
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

  /** Runs the algorithm from half the best weight at each vertex and a greedy matching on tight edges. */
  void solve() {
    warmStart();
    lowerExposed();
    shortAugmentations();
    run();
  }

  boolean isPerfect() {
    return perfect;
  }

  /** Events queued (for measurements). */
  int eventsQueued() {
    return events.added();
  }

  /** Returns a blossom's id to the unused ones, its structure, dual and labels cleared. */
  void freeBlossom(int b) {
    if (serialAt[serial[b]] == b) {
      serialAt[serial[b]] = -1;
    }
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

  /** Half the largest weight at v (0 without edges): the dual {@link #warmStart} starts v with. */
  void halfBestWeight(int v, long[] out) {
    boolean any = false;
    for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
      int k = adj[a] >> 1;
      if (!any || Lex.greater(weight, k * d, out, 0)) {
        System.arraycopy(weight, k * d, out, 0, d);
        any = true;
      }
    }
    for (int c = 0; c < d; c++) {
      out[c] = any ? out[c] / 2 : 0;
    }
  }

  /** The partner of each vertex, -1 when exposed (only possible when no perfect matching exists). */
  int[] mates() {
    int[] result = new int[n];
    for (int i = 0; i < n; i++) {
      result[i] = mate[i] < 0 ? -1 : endpoint[mate[i]];
    }
    return result;
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

  /**
   * What each vertex of top-level blossom b has gained since b was labelled (lost, for an S-blossom; nothing for a
   * free one), into {@code out}; whether that is not zero. Its own dual has changed by −2 times as much.
   */
  private boolean shiftSinceLabelled(int b, long[] out) {
    int l = label[b] & 3;
    long sign = l == S ? -1 : l == T ? 1 : 0;
    boolean moved = false;
    for (int c = 0; c < d; c++) {
      out[c] = sign * (time[c] - since[b * d + c]);
      moved |= out[c] != 0;
    }
    return moved;
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
    long[] shift = shiftScratch;
    if (!shiftSinceLabelled(b, shift)) {
      return;
    }
    IntList ls = scratch;
    ls.clear();
    leaves(b, ls);
    for (int i = 0; i < ls.size(); i++) {
      int v = ls.get(i);
      for (int c = 0; c < d; c++) {
        dual[v * d + c] += shift[c];
      }
    }
    if (b >= n) {
      for (int c = 0; c < d; c++) {
        dual[b * d + c] -= 2 * shift[c];
      }
    }
    System.arraycopy(time, 0, since, b * d, d);
  }

  /**
   * The slack of edge k with the actual vertex duals, y_a + y_b − w, into {@code out} (uses {@link #tmpB}). The duals
   * of blossoms holding both ends are not counted: this is the edge's slack while its ends are in different
   * top-level blossoms, which is all the search asks.
   */
  void slack(int k, long[] out) {
    actualY(endpoint[2 * k], tmpB);
    actualY(endpoint[2 * k + 1], out);
    int c0 = k * d;
    for (int c = 0; c < d; c++) {
      out[c] += tmpB[c] - weight[c0 + c];
    }
  }

  // ---------------------------------------------------------------- the greedy start

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
  void lowerExposed() {
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
        if (limit < 0 || Lex.compare(tmpA, best) > 0 || (Lex.compare(tmpA, best) == 0 && mate[x] < 0
            && mate[endpoint[limit]] >= 0)) {
          System.arraycopy(tmpA, 0, best, 0, d);
          limit = p;
        }
      }
      if (limit < 0) {
        continue;
      }
      System.arraycopy(best, 0, dual, v * d, d);
      firstSTop[v] = ANY;
      // Take any tight edge to an exposed vertex (the limiting one is tight).
      for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
        int p = adj[a];
        int x = endpoint[p];
        if (mate[x] >= 0) {
          continue;
        }
        slack(p >> 1, tmpA);
        if (Lex.sign(tmpA) == 0) {
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
  void shortAugmentations() {
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
        if (Lex.sign(s1) != 0) {
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
          if (Lex.sign(s1) == 0) {
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

  // ---------------------------------------------------------------- dual events

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
      if (prev >= 0 && events.isLive(prev) && events.type(prev) == EDGE_S_S && events.item(prev) == k
          && events.compareKey(prev, key) == 0) {
        return;
      }
      ssEntry[k] = events.add(EDGE_S_S, k, key);
      return;
    }
    events.add(EDGE_TO_FREE, k, key);
  }

  /** Queues the S–free edge k (slack now {@code slackNow}) for free vertex x, unless x has an earlier one queued. */
  private void offerFree(int x, int k, long[] slackNow) {
    int cur = bestFree[x];
    if (cur >= 0 && cur != k && holdsFree(cur)) {
      slack(cur, tmpA);
      if (Lex.compare(tmpA, slackNow) <= 0) {
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

  /** Keeps edge k (slack now {@code slackNow}) as the best of x, a vertex inside a T-blossom, if it is better. */
  private void keepForExpansion(int x, int k, long[] slackNow) {
    int cur = bestFree[x];
    if (cur >= 0 && cur != k && reachesS(cur, x)) {
      slack(cur, tmpA);
      if (Lex.compare(tmpA, slackNow) <= 0) {
        return;
      }
    }
    bestFree[x] = k;
  }

  /** Whether edge k's end other than x is in an S-blossom. */
  private boolean reachesS(int k, int x) {
    int other = endpoint[2 * k] == x ? endpoint[2 * k + 1] : endpoint[2 * k];
    return (label[inBlossom[other]] & 3) == S;
  }

  /**
   * Tests ({@link #checkKeptEdges}): with every S-vertex scanned, each vertex outside the S-blossoms keeps an edge of
   * least slack to an S-vertex, or none when it has no such edge.
   */
  private void checkKept() {
    long[] a = new long[d];
    long[] b = new long[d];
    boolean[] hasLeast = new boolean[2 * n];
    long[] least = new long[2 * n * d];
    for (int x = 0; x < n; x++) {
      int lx = label[inBlossom[x]] & 3;
      if (lx == S || lx == T && inBlossom[x] == x) {
        continue;
      }
      if (lx == T) {
        probe.keptEdgeCheckedInT();
      }
      int best = -1;
      for (int i = adjStart[x]; i < adjStart[x + 1]; i++) {
        int q = adj[i];
        if ((label[inBlossom[endpoint[q]]] & 3) == S) {
          slack(q >> 1, a);
          if (best < 0 || Lex.compare(a, b) < 0) {
            best = q >> 1;
            System.arraycopy(a, 0, b, 0, d);
          }
        }
      }
      if (lx == FREE && best >= 0) {
        int top = inBlossom[x];
        if (!hasLeast[top] || Lex.greater(least, top * d, b, 0)) {
          hasLeast[top] = true;
          System.arraycopy(b, 0, least, top * d, d);
        }
      }
      int kept = bestFree[x] >= 0 && reachesS(bestFree[x], x) ? bestFree[x] : -1;
      if (kept >= 0) {
        slack(kept, a);
      }
      if ((kept < 0) != (best < 0) || kept >= 0 && Lex.compare(a, b) != 0) {
        throw new IllegalStateException("vertex " + x + " (" + (lx == FREE ? "free" : "in a T-blossom")
            + ") keeps edge " + kept + ", its best edge to an S-vertex is " + best);
      }
    }
    // Every free top-level blossom's least slack to an S-vertex has its event queued at the right moment.
    boolean[] queued = new boolean[2 * n];
    for (int e = 0; e < events.slotCount(); e++) {
      if (!events.isLive(e) || events.type(e) != EDGE_TO_FREE) {
        continue;
      }
      int k = events.item(e);
      int x = endpoint[2 * k];
      if ((label[inBlossom[x]] & 3) != FREE) {
        x = endpoint[2 * k + 1];
      }
      int top = inBlossom[x];
      if ((label[top] & 3) != FREE || !reachesS(k, x) || !hasLeast[top]) {
        continue;
      }
      slack(k, a);
      long[] leastHere = Arrays.copyOfRange(least, top * d, top * d + d);
      if (Lex.compare(a, leastHere) != 0) {
        continue;
      }
      for (int c = 0; c < d; c++) {
        a[c] += time[c];
      }
      queued[top] |= events.compareKey(e, a) == 0;
    }
    for (int top = 0; top < 2 * n; top++) {
      if (hasLeast[top] && !queued[top]) {
        throw new IllegalStateException("free " + (top < n ? "vertex " : "blossom ") + top
            + " has no event queued for its edge of least slack to an S-vertex");
      }
    }
  }

  /**
   * Blossom (or vertex) b, a child of an expanded T-blossom, is free now (its vertices {@code leaves}): queue the least
   * slack of their kept edges, for all of them (see {@link #freeRepresentative}).
   */
  private void queueBestOf(int b, IntList leaves) {
    queueBestOf(b, leaves, 0, leaves.size());
  }

  /** As {@link #queueBestOf(int, IntList)}, for the vertices {@code leaves[from .. to)}. */
  private void queueBestOf(int b, IntList leaves, int from, int to) {
    int best = -1;
    long[] bestSlack = refreshBest;
    for (int i = from; i < to; i++) {
      int x = leaves.get(i);
      int k = bestFree[x];
      if (k < 0 || !reachesS(k, x)) {
        continue; // (an edge into a tree being taken apart is looked at again there)
      }
      slack(k, keptSlack);
      if (best < 0 || Lex.compare(keptSlack, bestSlack) < 0) {
        best = x;
        System.arraycopy(keptSlack, 0, bestSlack, 0, d);
      }
    }
    freeRepresentative[b] = best;
    if (best >= 0) {
      addEdgeEvent(bestFree[best], bestSlack, false);
    }
  }

  /**
   * Free vertex x's queued edge is gone (its S end left the forest): x queues its next best, or, when x stood for its
   * whole free blossom, the blossom queues its best again.
   */
  private void refreshFreeOrItsBlossom(int x) {
    int b = inBlossom[x];
    if (b >= n && freeRepresentative[b] == x) {
      rescanFree(x);
      IntList ls = walkScratch;
      ls.clear();
      leaves(b, ls);
      queueBestOf(b, ls);
    } else {
      refreshFree(x);
    }
  }

  /** A free vertex lost its queued edge (the S end left its tree): queue its best remaining one. */
  private void refreshFree(int x) {
    rescanFree(x);
    if (bestFree[x] >= 0 && (label[inBlossom[x]] & 3) == FREE) {
      slack(bestFree[x], keptSlack);
      addEdgeEvent(bestFree[x], keptSlack, false);
    }
  }

  /** Finds x's edge of least slack to an S-vertex ({@link #bestFree}) by a scan of all its edges; queues nothing. */
  private void rescanFree(int x) {
    int best = -1;
    long[] bestSlack = refreshBest;
    long[] ks = refreshScratch;
    for (int a = adjStart[x]; a < adjStart[x + 1]; a++) {
      int q = adj[a];
      if ((label[inBlossom[endpoint[q]]] & 3) == S && inBlossom[endpoint[q]] != inBlossom[x]) {
        slack(q >> 1, ks);
        if (best < 0 || Lex.compare(ks, bestSlack) < 0) {
          best = q >> 1;
          System.arraycopy(ks, 0, bestSlack, 0, d);
        }
      }
    }
    bestFree[x] = best;
  }

  private void addBlossomEvent(int b) {
    actualZ(b, tmpA);
    long[] key = keyScratch;
    for (int c = 0; c < d; c++) {
      key[c] = time[c] + tmpA[c] / 2;
    }
    events.add(T_BLOSSOM, b, key);
  }

  /**
   * The next valid event, or -1. An entry is valid while its situation still holds (an S–free edge is still S–free,
   * …) and its key is still the moment it happens; otherwise it is dropped, and queued again with the right key
   * when the situation still holds.
   */
  private int nextEvent() {
    long[] now = nowScratch;
    while (!events.isEmpty()) {
      int e = events.top();
      int type = events.type(e);
      int item = events.item(e);
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
      if (holds && events.compareKey(e, now) == 0) {
        return e;
      }
      if (holds && (type != EDGE_TO_FREE || bestFree[endpoint[2 * item]] == item
          || bestFree[endpoint[2 * item + 1]] == item)) {
        // Keeps its slot: an S–S edge's ssEntry stays right. An S–free edge still its free end's best (the vertex was
        // in a T-blossom meanwhile) only needs its new moment.
        events.requeueTop(now);
        continue;
      }
      events.pop();
      if (type == EDGE_TO_FREE) {
        // The free end's queued edge is out of date: another edge of it may now come first. Look again.
        refreshFreeIfQueued(endpoint[2 * item], item);
        refreshFreeIfQueued(endpoint[2 * item + 1], item);
      }
    }
    return -1;
  }

  private void refreshFreeIfQueued(int x, int k) {
    if ((label[inBlossom[x]] & 3) == FREE && bestFree[x] == k) {
      refreshFreeOrItsBlossom(x);
    }
  }

  // ---------------------------------------------------------------- main loop

  void run() {
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
      if (checkKeptEdges) {
        checkKept();
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
      events.copyKey(e, time);
      int type = events.type(e);
      int item = events.item(e);
      events.pop();
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
      if (Lex.sign(ks) <= 0) {
        allow(k);
        tight = true;
      }
    }
    int lw = label[bw] & 3;
    if (tight) {
      if (lw == FREE) {
        assignLabel(w, T, p ^ 1);
        if (bw >= n) {
          slack(k, ks);
          keepForExpansion(w, k, ks); // the edge it was entered by
        }
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
      } else {
        if (label[w] == FREE) {
          // w lies inside a T-blossom and was not reached yet: remember the edge in case the blossom expands.
          label[w] = T;
          labelEnd[w] = p ^ 1;
        }
        if (bw >= n) {
          slack(k, ks);
          keepForExpansion(w, k, ks);
        }
      }
    } else if (lw == S) {
      addEdgeEvent(k, ks, true);
    } else if (lw == FREE) {
      offerFree(w, k, ks);
    } else if (bw >= n) {
      keepForExpansion(w, k, ks);
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
    noteS(v);
  }

  /** Records that v is an S-vertex now, in its current top-level blossom (see {@link #firstSTop}). */
  private void noteS(int v) {
    int top = inBlossom[v];
    int first = firstSTop[v];
    if (first == NEVER_S) {
      firstSTop[v] = top < n ? ANY : serial[top];
      return;
    }
    if (first == ANY || serialAt[first] == top) {
      return;
    }
    // Still fine if the first S-top is inside this one (blossoms grow around it); looked for a few levels up only.
    int x = serialAt[first];
    for (int level = 0; x >= 0 && level < 64; level++) {
      x = blossomParent[x];
      if (x == top) {
        return;
      }
    }
    firstSTop[v] = ANY;
  }

  /** Gives blossom id b a new serial (a blossom made, or carried over from another solve). */
  void newSerial(int b) {
    if (serials == serialAt.length) {
      serialAt = Arrays.copyOf(serialAt, 2 * serials);
    }
    serial[b] = serials;
    serialAt[serials++] = b;
  }

  /**
   * The blossom with this serial now, -1 when it was taken apart ({@link #firstSTop}); a vertex's serial is itself.
   */
  int blossomWithSerial(int s) {
    int b = serialAt[s];
    return b >= 0 && (b < n || blossomBase[b] >= 0) && serial[b] == s ? b : -1;
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
      if (b >= n && blossomBase[b] >= 0 && blossomParent[b] == -1 && (label[b] & 3) == S && Lex.isZero(dual, b, d)) {
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
          refreshFreeOrItsBlossom(w);
        } else if (lw == T && bw >= n && bestFree[w] == (p >> 1)) {
          rescanFree(w); // inside a T-blossom: kept for an expansion
        }
        if (lw == T && label[w] == T && labelEnd[w] >= 0 && endpoint[labelEnd[w]] == x
            && labelEnd[w] != labelEnd[bw]) {
          // A mark "reached from x" inside a T-blossom of another tree: x is no longer an S-vertex.
          label[w] = FREE;
          labelEnd[w] = -1;
        }
      }
    }
  }

  // ---------------------------------------------------------------- labels and blossoms

  private final IntList leafStack = new IntList();
  private final IntList scratch = new IntList();
  /** For {@link #forgetFree} and {@link #pushLeaves}, which run while {@link #scratch} may be in use. */
  private final IntList walkScratch = new IntList();

  /** Appends the vertices of blossom b to {@code out} (iteratively: blossoms can nest deeply). */
  void leaves(int b, IntList out) {
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
    if (t == S) {
      forgetFree(b);
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
      serial[f] = serial[keep]; // the child moves to f under its serial; keep's id is the new blossom's
      serialAt[serial[f]] = f;
      label[f] = label[keep];
      labelEnd[f] = labelEnd[keep];
      treeRoot[f] = treeRoot[keep];
      path.set(path.indexOf(keep), f);
      moved = f;
    }
    blossomBase[b] = base;
    blossomParent[b] = -1;
    leafCount[b] = total;
    newSerial(b);
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
    if (endStage && promoteLargestChild(b)) {
      return;
    }
    int[] childs = blossomChilds[b];
    int[] ends = blossomEnds[b];
    int[] childStart = null;
    IntList all = expandLeaves;
    int kept = -1;
    long[] keptSince = null;
    int root = treeRoot[b];
    int entry = -1;
    int labelEndOfB = labelEnd[b];
    boolean midStageT = !endStage && (label[b] & 3) == T;
    if (endStage) {
      for (int s : childs) {
        makeTopLevel(s, true, work);
      }
    } else {
      if (midStageT) {
        entry = childIndexOf(b, endpoint[labelEndOfB ^ 1]);
        kept = largestTChild(childs, entry);
      }
      // A T-blossom reaching zero mid-stage: one walk over its vertices writes their duals back (as materialize
      // would), makes each child top-level, and keeps each child's vertices for the free ones below (three walks
      // were a third of the solver's time in a cascade whose blossoms nest hundreds deep). The largest child that
      // will be a T-blossom again is not walked at all: it takes over b's id, which its vertices already name, and
      // b's moment of labelling, by which their duals are kept (a blossom nested hundreds deep expands level by
      // level, and walking all of it at every level was a fifth of the solver's time).
      childStart = writeBackAndSplit(b, childs, all, kept);
      if (kept >= 0) {
        probe.childKeptInPlace();
        keptSince = Arrays.copyOfRange(since, b * d, b * d + d);
        childs = childs.clone();
        takeOverId(b, childs[kept]);
        label[b] = FREE; // labelled T again below
        labelEnd[b] = -1;
        childs[kept] = b;
      }
    }
    if (midStageT) {
      int len = childs.length;
      int entryChild = childs[entry];
      int j = entry;
      int step = (j % 2 == 0) ? -1 : 1;
      int p = labelEndOfB;
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
        if (j == kept) {
          keepLabelledSince(b, keptSince);
        }
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
      if (bv >= n) {
        addBlossomEvent(bv);
      }
      if (kept == 0) {
        keepLabelledSince(b, keptSince);
      }
      j = Math.floorMod(step, len);
      while (childs[j] != entryChild) {
        bv = childs[j];
        if ((label[bv] & 3) == S) {
          j = Math.floorMod(j + step, len);
          continue;
        }
        int from = childStart[j];
        int to = childStart[j + 1];
        int reached = -1;
        for (int i = from; i < to; i++) {
          if (label[all.get(i)] != FREE) {
            reached = all.get(i);
            break;
          }
        }
        if (reached >= 0) {
          label[reached] = FREE;
          label[endpoint[mate[blossomBase[bv]]]] = FREE;
          label[bv] = FREE;
          assignLabel(reached, T, labelEnd[reached]);
        } else {
          // A free blossom now: its edges to S-vertices start to tighten. Each vertex queues only its best one
          // (offering every edge queued each improvement: a blossom nested hundreds deep, expanded level by
          // level, queued a million events for 3,336 dual updates, nearly all of them dropped unused).
          queueBestOf(bv, all, from, to);
        }
        j = Math.floorMod(j + step, len);
      }
    }
    if (kept < 0) {
      freeBlossom(b);
    }
  }

  /** The index among b's children of the one holding vertex x. */
  private int childIndexOf(int b, int x) {
    int c = x;
    while (blossomParent[c] != b) {
      c = blossomParent[c];
    }
    return indexOf(blossomChilds[b], c);
  }

  /**
   * Of the children of an expanding T-blossom (entered at child {@code entry}), the largest blossom that will be a
   * T-blossom again (the entry child, every second one from it to the base, and the base), if large enough to be
   * worth keeping in place; -1 for none.
   */
  private int largestTChild(int[] childs, int entry) {
    int len = childs.length;
    int step = entry % 2 == 0 ? -1 : 1;
    int best = -1;
    for (int j = entry; ; j = Math.floorMod(j + 2 * step, len)) {
      int c = childs[j];
      if (c >= n && leafCount[c] >= KEEP_CHILD_AT && (best < 0 || leafCount[c] > leafCount[childs[best]])) {
        best = j;
      }
      if (j == 0) {
        return best;
      }
    }
  }

  /**
   * Child c of blossom b, which is being taken apart, takes over b's id ({@link #expandOne},
   * {@link #promoteLargestChild}): its structure, dual and serial move to b, its children hang under b, and its own
   * id is freed. Its vertices already name b. Labels are the caller's.
   */
  private void takeOverId(int b, int c) {
    blossomChilds[b] = blossomChilds[c];
    blossomEnds[b] = blossomEnds[c];
    blossomBase[b] = blossomBase[c];
    leafCount[b] = leafCount[c];
    System.arraycopy(dual, c * d, dual, b * d, d); // c's actual dual: it was not top-level
    for (int x : blossomChilds[b]) {
      blossomParent[x] = b;
    }
    blossomParent[b] = -1;
    if (serialAt[serial[b]] == b) {
      serialAt[serial[b]] = -1; // b's own blossom is gone; the child lives on under b's id with its serial
    }
    serial[b] = serial[c];
    serialAt[serial[b]] = b;
    freeBlossom(c);
  }

  /**
   * The child that took over b's id was just labelled T now: its vertices' duals are still kept relative to b's
   * old moment of labelling {@code at}, so b goes back to that moment, its own dual restated to stay the same.
   */
  private void keepLabelledSince(int b, long[] at) {
    for (int c = 0; c < d; c++) {
      dual[b * d + c] += 2 * (time[c] - at[c]);
    }
    System.arraycopy(at, 0, since, b * d, d);
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
      if (s >= n && !Lex.isZero(dual, s, d) && (keep < 0 || leafCount[s] > leafCount[keep])) {
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
    // b becomes the child, with its labels as they are (about to be dropped).
    System.arraycopy(since, keep * d, since, b * d, d);
    label[b] = label[keep];
    labelEnd[b] = labelEnd[keep];
    treeRoot[b] = treeRoot[keep];
    takeOverId(b, keep);
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
    } else if (endStage && Lex.isZero(dual, s, d)) {
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

  /** For {@link #expandOne}: the vertices of the blossom being expanded, child by child. */
  private final IntList expandLeaves = new IntList();

  /**
   * For the mid-stage expansion of labelled top-level blossom b: writes the actual duals of its vertices and its own
   * into storage (see {@link #materialize}), makes each child top-level, and lists the vertices child by child in
   * {@code all}; returns where each child's vertices start (and, last, the end).
   */
  private int[] writeBackAndSplit(int b, int[] childs, IntList all, int skip) {
    long[] elapsed = shiftScratch;
    boolean moved = shiftSinceLabelled(b, elapsed);
    if (moved) {
      for (int c = 0; c < d; c++) {
        dual[b * d + c] -= 2 * elapsed[c];
      }
    }
    all.clear();
    int[] start = new int[childs.length + 1];
    for (int i = 0; i < childs.length; i++) {
      int s = childs[i];
      blossomParent[s] = -1;
      start[i] = all.size();
      if (i == skip) {
        continue; // keeps b's id and moment: not walked (see expandOne)
      }
      leaves(s, all);
      for (int j = start[i]; j < all.size(); j++) {
        int v = all.get(j);
        if (moved) {
          for (int c = 0; c < d; c++) {
            dual[v * d + c] += elapsed[c];
          }
        }
        inBlossom[v] = s;
      }
    }
    start[childs.length] = all.size();
    return start;
  }

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
}
