package org.chuhe.engine;

import java.util.List;
import org.chuhe.engine.matching.MatchingSolver;

/**
 * A graph of candidate pairs of a round (the bye as a pair with the virtual player {@code size()}) with their weights,
 * ready for the solver: every legal pair ({@link #dense}) or the sparse guesses of {@link SparseCandidates}.
 */
final class CandidateGraph {
  final RoundProblem problem;
  final boolean bye;
  final boolean complete;
  final int[] u;
  final int[] v;
  /** The weights, {@code weights.longs()} per pair. */
  final long[] w;
  final RoundProblem.Weights weights;
  /** How wide the sparse guess was (see {@link SparseCandidates}); unused for complete graphs. */
  final int level;

  CandidateGraph(RoundProblem problem, boolean complete, List<int[]> edges, int level, RoundProblem.Weights weights) {
    this.problem = problem;
    this.level = level;
    this.bye = problem.size() % 2 == 1;
    this.complete = complete;
    this.weights = weights;
    int m = edges.size();
    int d = weights.longs();
    u = new int[m];
    v = new int[m];
    w = new long[m * d];
    long[] one = new long[d];
    int dummy = problem.size();
    for (int k = 0; k < m; k++) {
      int[] e = edges.get(k);
      u[k] = e[0];
      v[k] = e[1];
      if (e[1] == dummy) {
        weights.bye(e[0], one);
      } else {
        weights.pair(e[0], e[1], one);
      }
      System.arraycopy(one, 0, w, k * d, d);
    }
  }

  /** Every legal pair (and bye) of the round. */
  static CandidateGraph dense(RoundProblem problem) {
    int n = problem.size();
    List<int[]> edges = new java.util.ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (problem.mayMeet(i, j)) {
          edges.add(new int[] {i, j});
        }
      }
      if (n % 2 == 1 && problem.mayHaveBye(i)) {
        edges.add(new int[] {i, n});
      }
    }
    return new CandidateGraph(problem, true, edges, 0, problem.weights());
  }

  int vertices() {
    return problem.size() + (bye ? 1 : 0);
  }

  /** Solves the graph, starting from {@code previous} (a solve of the same players on fewer pairs) if given. */
  MatchingSolver solve(MatchingSolver previous, EngineProbe probe) {
    int d = weights.longs();
    if (previous != null && MatchingSolver.fits(w, 2 * previous.scale())) {
      return new MatchingSolver(vertices(), u, v, w, d, 2 * previous.scale(), probe)
          .solveFrom(previous.mates(), previous.transferableDuals());
    }
    return new MatchingSolver(vertices(), u, v, w, d, 4, probe).solve();
  }
}
