package org.chuhe.engine.matching;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Decompositions: a large graph solved in pieces, each piece on its own edges (side by side on the machine's cores),
 * then the whole from the pieces' matchings and duals ({@link WarmStarts#fromDuals}), so that only the vertices near
 * the cuts are left to match. {@link #alongLine} halves a line of vertices recursively ({@link #solveRange});
 * {@link #byParts} solves consecutive parts (score groups) from a guess. The answer is the same as a solve from
 * scratch: the pieces only decide where the whole starts.
 */
final class Decompositions {
  private Decompositions() {}

  /**
   * Ranges at most this long are solved directly by {@link #alongLine} (measured on simulated events of 1,000
   * and 10,000 players: 600 did better than 96 and 256; below a few hundred players, the work of combining halves
   * outweighs what it saves).
   */
  private static final int LINE_LEAF = 600;

  /** See {@link MatchingSolver#solveAlongLine(int, int, int, int[], int[], long[], int)}. */
  static MatchingSolver alongLine(int n, int lineVertices, int firstCut, int[] u, int[] v, long[] w, int d,
      MatchingProbe probe) {
    if (lineVertices <= LINE_LEAF) {
      return new MatchingSolver(n, u, v, w, d, 4, probe).solve();
    }
    long top = halvesScale(lineVertices);
    if (!MatchingSolver.fits(w, top)) {
      return new MatchingSolver(n, u, v, w, d, 4, probe).solve();
    }
    int[] mates = new int[n];
    long[] duals = new long[n * d];
    Arrays.fill(mates, -1);
    int mid = firstCut > 0 && firstCut < lineVertices ? firstCut : lineVertices / 2;
    top = Math.max(halvesScale(mid), halvesScale(lineVertices - mid)) * 2;
    if (!MatchingSolver.fits(w, top)) {
      return new MatchingSolver(n, u, v, w, d, 4, probe).solve();
    }
    long t0 = System.nanoTime();
    long[] halfEnds = new long[2];
    long scale = top / 2;
    SideBySide.both(() -> {
      solveRange(0, mid, u, v, w, d, scale, mates, duals, probe);
      halfEnds[0] = System.nanoTime();
    }, () -> {
      solveRange(mid, lineVertices, u, v, w, d, scale, mates, duals, probe);
      halfEnds[1] = System.nanoTime();
    });
    long t1 = halfEnds[0];
    long t2 = System.nanoTime();
    MatchingSolver whole = new MatchingSolver(n, u, v, w, d, top, probe).solveFrom(mates, duals);
    if (probe.traces()) {
      MatchingSolver.Statistics s = whole.statistics();
      probe.trace(String.format("        halves %d+%d side by side: %.1f and %.1f ms, whole %.1f ms (%d exposed, %d updates, %d events)",
          mid, lineVertices - mid, (t1 - t0) / 1e6, (halfEnds[1] - t0) / 1e6, (System.nanoTime() - t2) / 1e6,
          s.exposedAfterWarmStart(), s.dualUpdates(), s.events()));
    }
    return whole;
  }

  /** See {@link MatchingSolver#solveByParts}. */
  static MatchingSolver byParts(int n, int[] bounds, int[] u, int[] v, long[] w, int d, int[] guess,
      int[] order, long[] aim, MatchingProbe probe) {
    if (!MatchingSolver.fits(w, 8)) {
      return new MatchingSolver(n, u, v, w, d, 4, probe).solveFromGuess(guess, order, aim);
    }
    int count = bounds.length - 1;
    MatchingSolver[] solved = new MatchingSolver[count];
    Part[] pieces = new Part[count];
    long t0 = System.nanoTime();
    SideBySide.run(count, i -> bounds[i + 1] - bounds[i], index -> {
      int lo = bounds[index];
      int hi = bounds[index + 1];
      int size = hi - lo;
      // In an odd part the virtual vertex takes the player the guess leaves over, and only him: who floats is the
      // whole's decision, made with the pairs between parts, so the part does not search for a cheaper one to leave
      // over (each other choice shifts a chain of pairs along the group: measured on a 4,373-player group of a
      // 10,000-player round 2, 49 of the guess's 2,186 pairs were left; over every round of six 10,000-player
      // histories, 18 % fewer events in the parts and 12 % fewer in all). Joined to everyone, a group of 2,625
      // players took 1.1 million events to decide who stays over.
      int[] unguessed = IntStream.range(lo, hi).filter(x -> guess[x] < lo || guess[x] >= hi).map(x -> x - lo)
          .toArray();
      Part part = new Part(lo, hi, u, v, w, d, unguessed.length > 0 ? unguessed : null);
      int[] partGuess = new int[part.vertices];
      Arrays.fill(partGuess, -1);
      for (int x = lo; x < hi; x++) {
        int g = guess[x];
        partGuess[x - lo] = g >= lo && g < hi ? g - lo : -1;
      }
      int[] partOrder = Arrays.stream(order).filter(x -> x >= lo && x < hi).map(x -> x - lo).toArray();
      long[] partAim = null;
      if (aim != null) {
        partAim = new long[part.vertices * d]; // the virtual vertex aims at 0
        System.arraycopy(aim, lo * d, partAim, 0, size * d);
      }
      long tp = System.nanoTime();
      MatchingSolver solver = new MatchingSolver(part.vertices, part.u, part.v, part.w, d, 4, probe).solveFromGuess(partGuess,
          partOrder, partAim);
      if (probe.traces()) {
        MatchingSolver.Statistics s = solver.statistics();
        probe.trace(String.format("          part of %d: %.1f ms from %.1f ms (guess kept %d, %d exposed, %d updates, %d events) on %s",
            size, (System.nanoTime() - tp) / 1e6, (tp - t0) / 1e6, s.guessKept(), s.exposedAfterWarmStart(), s.dualUpdates(),
            s.events(), Thread.currentThread().getName()));
      }
      solved[index] = solver;
      pieces[index] = part;
      return null;
    });
    long t1 = System.nanoTime();
    // The whole from the parts, blossoms and all: it starts with the players the odd parts left over and the few
    // pairs the edges between parts free (from the parts' duals alone it lost every pair between sub-blossoms: 1,748
    // of a 7,048-player cascade, 86 left after the greedy start, 0.26 s).
    int[] lo = new int[count];
    int[] real = new int[count];
    int[][] wholeEdge = new int[count][];
    for (int i = 0; i < count; i++) {
      lo[i] = pieces[i].lo;
      real[i] = pieces[i].size;
      wholeEdge[i] = pieces[i].wholeEdge;
    }
    MatchingSolver whole = new MatchingSolver(n, u, v, w, d, 8, probe).solveFromParts(solved, lo, real, wholeEdge);
    if (probe.traces()) {
      probe.trace(String.format("        by parts: %d parts %.1f ms, whole %.1f ms (%d updates)", bounds.length - 1,
          (t1 - t0) / 1e6, (System.nanoTime() - t1) / 1e6, whole.statistics().dualUpdates()));
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
    /** Each edge's index in the whole graph (same ends, same order); -1 for the virtual vertex's. */
    final int[] wholeEdge;

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
      wholeEdge = new int[count];
      Arrays.fill(wholeEdge, -1);
      int j = 0;
      for (int k = 0; k < gu.length; k++) {
        if (gu[k] >= lo && gu[k] < hi && gv[k] >= lo && gv[k] < hi) {
          wholeEdge[j] = k;
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

  /** The scale of the top solve of {@link #alongLine} for a line of this length (doubling per level). */
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
      long[] duals, MatchingProbe probe) {
    Part part = new Part(lo, hi, u, v, w, d);
    int size = hi - lo;
    MatchingSolver solver;
    if (scale <= 4 || size <= LINE_LEAF) {
      solver = new MatchingSolver(part.vertices, part.u, part.v, part.w, d, 4, probe).solve();
    } else {
      int[] subMates = new int[part.vertices];
      long[] subDuals = new long[part.vertices * d];
      Arrays.fill(subMates, -1);
      int mid = size / 2;
      // The halves share nothing but disjoint parts of the output arrays: solved side by side, same result.
      SideBySide.both(() -> solveRange(0, mid, part.u, part.v, part.w, d, scale / 2, subMates, subDuals, probe),
          () -> solveRange(mid, size, part.u, part.v, part.w, d, scale / 2, subMates, subDuals, probe));
      solver = new MatchingSolver(part.vertices, part.u, part.v, part.w, d, scale, probe).solveFrom(subMates, subDuals);
    }
    // Bring the duals to the caller's scale (twice {@code scale}) if this range was solved at a smaller one.
    part.carryUp(solver, 2 * scale, mates, duals);
  }
}
