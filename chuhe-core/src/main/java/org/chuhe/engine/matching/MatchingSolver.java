package org.chuhe.engine.matching;

/**
 * Maximum-weight perfect matching on a sparse graph, exact on integer weights: Edmonds' blossom algorithm in its
 * primal–dual form, written for chuhe. One solver is one graph and one solve: build it with the graph, call one of
 * the {@code solve…} methods once, then read the result.
 *
 * <p><b>Weights.</b> Each edge's weight is a vector of {@code d} longs, the most significant first, compared
 * lexicographically ({@link Lex}); the solver maximises the sum of the matched edges' weights. (A cost to minimise is
 * passed negated.) Every component must stay within ±2^61 / scale, where the scale is 4 for a solve from scratch
 * and doubles with every warm start ({@link #fits}).
 *
 * <p><b>Exactness.</b> Integers only, no rounding: the algorithm only adds, subtracts, compares and halves weights and
 * duals, component by component, and every weight is multiplied by the scale inside, so halving never rounds. A
 * quality vector of any width is optimised exactly.
 *
 * <p><b>The result.</b> {@link #isPerfect()}: whether a perfect matching exists (every vertex matched); if so,
 * {@link #mates()} is one of maximum weight among the perfect matchings. If not, {@link #mates()} is still a matching
 * of maximum cardinality (used to name who cannot be paired), its weight unspecified.
 *
 * <p><b>Warm starts.</b> A solve can start from another one instead of from scratch; the result is the same
 * optimum whatever the start, only the work differs. {@link #solveFrom}: from another solve's matching and
 * {@link #transferableDuals()} (its blossoms spread over their vertices), for a solver built with twice its
 * {@link #scale()}; {@link #solveKeepingBlossoms}: from a solve on the first edges of this graph, blossoms and all
 * (after pricing appended pairs); {@link #solveFromGuess}: from a guessed matching. {@link #solveAlongLine} and
 * {@link #solveByParts} solve pieces of the graph first and the whole from them.
 *
 * <p><b>Pricing.</b> The final duals certify optimality. {@link #pricing()} gives them to the caller, who checks
 * pairs that were left out of the graph ({@link Pricing#slackOf}): if none has negative slack, the matching is
 * optimal for the graph with all of them too.
 */
public final class MatchingSolver {
  private final PrimalDual core;
  private Pricing pricing;

  /**
   * @param n vertices 0..n-1
   * @param u first endpoints of the edges
   * @param v second endpoints of the edges
   * @param w weights to maximise, {@code d} longs per edge (edge k at {@code w[k*d .. k*d+d)}), most significant
   *     first; each component must stay within ±2^59
   * @param d the number of longs in one weight
   */
  public MatchingSolver(int n, int[] u, int[] v, long[] w, int d) {
    this(n, u, v, w, d, 4);
  }

  /**
   * As above, with weights multiplied by {@code scale} inside (a power of 2, at least 4): a warm start from another
   * solve ({@link #solveFrom}, {@link #solveKeepingBlossoms}) needs twice that solve's scale, so that its duals carry
   * over exactly.
   */
  public MatchingSolver(int n, int[] u, int[] v, long[] w, int d, long scale) {
    this(n, u, v, w, d, scale, MatchingProbe.NONE);
  }

  /** As above, reporting to {@code probe} (traces, counts, and the checks a test asks for). */
  public MatchingSolver(int n, int[] u, int[] v, long[] w, int d, long scale, MatchingProbe probe) {
    core = new PrimalDual(n, u, v, w, d, scale, probe);
  }

  /** Runs the algorithm from scratch; returns this. */
  public MatchingSolver solve() {
    core.solve();
    return this;
  }

  /**
   * Runs the algorithm starting from another solve of the same vertices (typically on fewer edges, before pricing
   * added some, or with other weights): its matching and the duals from {@link #transferableDuals()}, for a solver
   * built with twice its {@link #scale()}. Edges the duals do not cover (new ones) get one end's dual raised, which
   * can only free matched vertices; pairs no longer tight or no longer edges are unmatched. Returns this.
   */
  public MatchingSolver solveFrom(int[] startMates, long[] startDuals) {
    WarmStarts.fromDuals(core, startMates, startDuals);
    return this;
  }

  /**
   * Runs the algorithm from the end of {@code previous}, a solve of the same vertices whose edges are the first edges
   * of this one, in the same order (pricing appends the pairs it adds), for a solver built with twice its
   * {@link #scale()}: its matching, duals and blossoms carry over, and only the blossoms the new edges touch are taken
   * apart (in one pass each, however deeply they nest). Returns this.
   */
  public MatchingSolver solveKeepingBlossoms(MatchingSolver previous) {
    WarmStarts.keepingBlossoms(core, previous.core);
    return this;
  }

  /** For the decompositions of this package: the solve's state. */
  PrimalDual core() {
    return core;
  }

  /**
   * Runs the algorithm from solves of parts of this graph, blossoms and all ({@link WarmStarts#fromParts}), for a
   * solver built with twice their scale; the parts' solves are changed on the way (use them no more). Returns this.
   */
  MatchingSolver solveFromParts(MatchingSolver[] parts, int[] lo, int[] real, int[][] wholeEdge) {
    PrimalDual[] cores = new PrimalDual[parts.length];
    for (int i = 0; i < parts.length; i++) {
      cores[i] = parts[i].core;
    }
    WarmStarts.fromParts(core, cores, lo, real, wholeEdge);
    return this;
  }

  /**
   * Runs the algorithm from a guessed matching ({@code guess[v]} = v's partner or -1), typically one that follows
   * the structure of the problem. The duals are set in the given order of vertices (then the remaining ones by
   * number), each pair as tight as its edges to the vertices set before allow; a guessed pair that cannot be tight,
   * or is not an edge, is dropped and its vertices start exposed. Returns this.
   */
  public MatchingSolver solveFromGuess(int[] guess, int[] order) {
    return solveFromGuess(guess, order, null);
  }

  /**
   * As above, with an aim for the duals ({@code aim}: per vertex, twice the dual it should rather have, in the
   * weights' units, d longs of which the first d−1 count; null for none): where the edges to the vertices set before
   * allow it, a vertex's dual takes the aim's upper part instead of the lowest feasible one ({@link
   * WarmStarts#fromGuess}). Exact whatever the aim.
   */
  public MatchingSolver solveFromGuess(int[] guess, int[] order, long[] aim) {
    WarmStarts.fromGuess(core, guess, order, aim);
    return this;
  }

  /**
   * Solves a graph whose first {@code lineVertices} vertices lie on a line (pairing numbers in order) and whose
   * edges are mostly short, by halves: each half is solved (recursively) on its own edges, and the whole starts from
   * the two halves' matchings and duals, so only the few vertices near the cut are left to match. The answer is the
   * same as {@link #solve()}'s; only the work differs. Vertices after the line (e.g. a bye's virtual opponent) join
   * at the top. The first cut is at {@code firstCut} (e.g. between two score groups), or in the middle when that is
   * not inside the line.
   */
  public static MatchingSolver solveAlongLine(int n, int lineVertices, int firstCut, int[] u, int[] v, long[] w,
      int d, MatchingProbe probe) {
    return Decompositions.alongLine(n, lineVertices, firstCut, u, v, w, d, probe);
  }

  /** As above, the first cut in the middle. */
  static MatchingSolver solveAlongLine(int n, int lineVertices, int[] u, int[] v, long[] w, int d,
      MatchingProbe probe) {
    return solveAlongLine(n, lineVertices, lineVertices / 2, u, v, w, d, probe);
  }

  /**
   * Solves a graph whose vertices fall into consecutive parts (score groups) by parts: each part on its own edges from
   * the guess ({@link #solveFromGuess}, the guess and order restricted to the part; an odd part gets a virtual
   * vertex, joined to the vertices the guess leaves over in the part), side by side, then the whole from the parts'
   * matchings and duals. Vertices after the last part join at the top. Exact whatever the guess, like every start.
   *
   * @param bounds part i is the vertices [bounds[i], bounds[i+1])
   */
  public static MatchingSolver solveByParts(int n, int[] bounds, int[] u, int[] v, long[] w, int d, int[] guess,
      int[] order, MatchingProbe probe) {
    return solveByParts(n, bounds, u, v, w, d, guess, order, null, probe);
  }

  /** As above, each part from the guess with the aim for its duals ({@link #solveFromGuess(int[], int[], long[])}). */
  public static MatchingSolver solveByParts(int n, int[] bounds, int[] u, int[] v, long[] w, int d, int[] guess,
      int[] order, long[] aim, MatchingProbe probe) {
    return Decompositions.byParts(n, bounds, u, v, w, d, guess, order, aim, probe);
  }

  /** Whether a perfect matching exists (after a solve). */
  public boolean isPerfect() {
    return core.isPerfect();
  }

  /** The partner of each vertex, -1 when exposed (only possible when no perfect matching exists). */
  public int[] mates() {
    return core.mates();
  }

  /** The factor weights are multiplied by inside. */
  public long scale() {
    return core.scale;
  }

  /** Whether weights {@code w} can be solved with this scale (every component times the scale stays in range). */
  public static boolean fits(long[] w, long scale) {
    long limit = (1L << 61) / scale;
    for (long x : w) {
      if (Math.abs(x) > limit) {
        return false;
      }
    }
    return true;
  }

  /**
   * Duals for a warm start ({@link #solveFrom}) of a solver with twice this scale: each vertex gets twice its dual
   * plus the duals of the blossoms around it (a blossom's dual then sits on its vertices, which keeps every edge
   * inside it exactly as tight as before and every edge leaving it at least as slack).
   */
  public long[] transferableDuals() {
    return WarmStarts.transferableDuals(core);
  }

  /** The final duals, for pricing pairs left out of the graph (after a solve; made on the first call). */
  public Pricing pricing() {
    if (pricing == null) {
      pricing = new Pricing(core);
    }
    return pricing;
  }

  /**
   * After a warm start from another solve's matching and duals ({@link #solveFrom}, {@link #solveKeepingBlossoms}):
   * which pairs this solve may have made less slack than they were under that solve's duals (doubled, as the scale
   * doubled). A pair not among them is at least as slack as then, so if pricing found it non-negative then, it still
   * is: the next pricing need only look at the pairs this names.
   */
  public Lowered loweredSinceStart() {
    return new Lowered(core, pricing().topDown());
  }

  /** See {@link #loweredSinceStart()}. */
  public static final class Lowered {
    private final int[] from;
    /**
     * Each vertex and blossom's place in the pricing's walk of the blossom forest, where a blossom's vertices follow
     * it in one run: a blossom holds the places [position, end).
     */
    private final int[] position;
    private final int[] end;

    private Lowered(PrimalDual core, int[] topDown) {
      int n = core.n;
      from = new int[n];
      for (int v = 0; v < n; v++) {
        int s = core.firstSTop[v];
        from[v] = s == PrimalDual.NEVER_S ? -2 : s == PrimalDual.ANY ? -1 : core.blossomWithSerial(s);
      }
      position = new int[2 * n];
      end = new int[2 * n];
      for (int i = 0; i < topDown.length; i++) {
        position[topDown[i]] = i;
        end[topDown[i]] = i + 1;
      }
      // Children before parents: each blossom's run ends where its last descendant's does.
      for (int i = topDown.length - 1; i >= 0; i--) {
        int x = topDown[i];
        int parent = core.blossomParent[x];
        if (parent >= 0) {
          end[parent] = Math.max(end[parent], end[x]);
        }
      }
    }

    /** Whether this solve may have taken slack from some pair at v. */
    public boolean touched(int v) {
      return from[v] != -2;
    }

    /** Whether this solve may have taken slack from the pair of v and w, as far as v's dual goes. */
    public boolean mayHaveLowered(int v, int w) {
      int b = from[v];
      return b == -1 || b >= 0 && !inside(b, w);
    }

    /** The blossom holding every partner whose pair with v kept its slack as far as v goes: -1 for none. */
    public int keptInside(int v) {
      return from[v] >= 0 ? from[v] : -1;
    }

    /** Whether w is inside blossom b. */
    public boolean inside(int b, int w) {
      return position[w] >= position[b] && position[w] < end[b];
    }

    /** The first and last place of these vertices (for {@link #holdsAll}). */
    public int[] span(int[] vertices) {
      int lo = Integer.MAX_VALUE;
      int hi = Integer.MIN_VALUE;
      for (int w : vertices) {
        lo = Math.min(lo, position[w]);
        hi = Math.max(hi, position[w]);
      }
      return new int[] {lo, hi};
    }

    /** Whether blossom b holds every vertex of a {@link #span} (a blossom's vertices are one run of places). */
    public boolean holdsAll(int b, int[] span) {
      return span[0] >= position[b] && span[1] < end[b];
    }
  }

  /** What a solve did, for measurements. */
  public Statistics statistics() {
    return new Statistics(core.stages, core.dualUpdates, core.exposed.size(), core.eventsQueued(), core.guessKept);
  }

  /**
   * What a solve did: augmenting stages after the start, dual updates, vertices the start left exposed, events
   * queued, and guessed pairs kept by {@link #solveFromGuess}.
   */
  public record Statistics(int stages, int dualUpdates, int exposedAfterWarmStart, int events, int guessKept) {}

  /** The optimality certificate checked (for tests): null when it holds, else what failed. */
  String verifyOptimum() {
    return pricing().verifyOptimum();
  }
}
