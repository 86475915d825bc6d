package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.pairing.matching.MatchingSolver;

/**
 * The Chinese Swiss method for rounds after the first: one exact minimum-cost perfect matching over the players
 * (plus a virtual bye opponent for an odd field) whose edge weights are the packed {@link PairingQuality} of each
 * legal pair. Illegal pairs are simply not edges, so the hard rules hold whenever any legal pairing exists.
 *
 * <p>Small fields use every legal pair. Large fields start from sparse candidate edges and add the missing ones that
 * the optimal dual solution prices as profitable, until none is left: see {@link SparseCandidates} and
 * {@code docs/pairing.md}.
 */
final class SwissEngine {
  /** Fields up to this size are solved on the complete graph of legal pairs. */
  static final int DENSE_LIMIT = 120;

  /**
   * A complete pairing: pairs with colours, and the bye (null for an even field). {@code ordered}: the pairs are
   * already in board order (round 1); otherwise boards are ordered by score.
   */
  record Solution(List<PairingRules.Allocation> pairs, Entrant bye, PairingQuality quality, boolean ordered) {}

  private SwissEngine() {}

  /** Pairs {@code players} (sorted by pairing number) optimally in the calling thread, reporting to no one. */
  static Solution pair(PairingRules rules, List<Entrant> players) {
    return pair(PairingEngine.inCallingThread(EngineProbe.NONE), rules, players);
  }

  /**
   * Pairs {@code players} (sorted by pairing number) optimally with the engine's threads and probe; throws a
   * ProblemException when it is impossible.
   */
  static Solution pair(PairingEngine engine, PairingRules rules, List<Entrant> players) {
    return engine.run(() -> pairHere(rules, players, engine.probe()));
  }

  private static Solution pairHere(PairingRules rules, List<Entrant> players, EngineProbe probe) {
    if (players.isEmpty()) {
      return new Solution(List.of(), null, PairingQuality.ZERO, false);
    }
    if (players.size() > DENSE_LIMIT) {
      long t0 = System.nanoTime();
      Solution fast = DecomposedEngine.tryPair(rules, players, probe);
      probe.decomposition(fast != null, System.nanoTime() - t0);
      if (fast != null) {
        return fast;
      }
    }
    Graph g = players.size() <= DENSE_LIMIT ? Graph.dense(rules, players)
        : SparseCandidates.initial(rules, players);
    MatchingSolver previous = null;
    while (true) {
      long t0 = System.nanoTime();
      MatchingSolver solver = g.solve(previous, probe);
      if (probe.traces()) {
        probe.trace(String.format("  solve: n=%d m=%d d=%d level=%d stages=%d perfect=%s %.1f ms", g.vertices(),
            g.u.length, g.packing.longs, g.level, solver.statistics().stages(), solver.isPerfect(),
            (System.nanoTime() - t0) / 1e6));
      }
      if (!solver.isPerfect()) {
        if (!g.complete) {
          Graph wider = SparseCandidates.wider(rules, players, g);
          if (wider != null) {
            g = wider;
            continue;
          }
          if (!Feasibility.pairable(rules, players, rules::mayHaveBye)) {
            throw NoLegalPairing.diagnose(rules, players, solver.mates());
          }
          // A legal pairing exists but needs pairs no sparse guess contained: use them all (slow, exact).
          g = Graph.dense(rules, players);
          continue;
        }
        throw NoLegalPairing.diagnose(rules, players, solver.mates());
      }
      if (!g.complete) {
        long t1 = System.nanoTime();
        Graph more = SparseCandidates.price(rules, players, g, solver);
        if (probe.traces()) {
          probe.trace(String.format("  price: %s %.1f ms", more == null ? "optimal"
              : "added " + (more.u.length - g.u.length), (System.nanoTime() - t1) / 1e6));
        }
        if (more != null) {
          g = more;
          previous = solver;
          continue;
        }
      }
      return g.solution(solver.mates());
    }
  }

  /** A graph of candidate pairs with their costs, ready for the solver. */
  static final class Graph {
    final PairingRules rules;
    final List<Entrant> players;
    final boolean bye;
    final boolean complete;
    final int[] u;
    final int[] v;
    final PairingQuality[] cost;
    final PairingRules.Allocation[] allocation;
    final QualityPacking packing;
    /** How wide the sparse guess was (see {@link SparseCandidates}); unused for complete graphs. */
    final int level;

    Graph(PairingRules rules, List<Entrant> players, boolean complete, List<int[]> edges, int level) {
      this(rules, players, complete, edges, level, null);
    }

    Graph(PairingRules rules, List<Entrant> players, boolean complete, List<int[]> edges, int level,
        QualityPacking packing) {
      this.rules = rules;
      this.level = level;
      this.players = players;
      this.bye = players.size() % 2 == 1;
      this.complete = complete;
      int m = edges.size();
      u = new int[m];
      v = new int[m];
      cost = new PairingQuality[m];
      allocation = new PairingRules.Allocation[m];
      int dummy = players.size();
      for (int k = 0; k < m; k++) {
        int[] e = edges.get(k);
        u[k] = e[0];
        v[k] = e[1];
        if (e[1] == dummy) {
          cost[k] = rules.byeCost(players.get(e[0]));
        } else {
          allocation[k] = rules.allocate(players.get(e[0]), players.get(e[1]));
          cost[k] = rules.cost(allocation[k]);
        }
      }
      this.packing = packing != null ? packing : QualityPacking.of(rules, players);
    }

    static Graph dense(PairingRules rules, List<Entrant> players) {
      return dense(rules, players, null);
    }

    static Graph dense(PairingRules rules, List<Entrant> players, QualityPacking packing) {
      int n = players.size();
      List<int[]> edges = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        Entrant a = players.get(i);
        for (int j = i + 1; j < n; j++) {
          if (rules.mayMeet(a, players.get(j))) {
            edges.add(new int[] {i, j});
          }
        }
        if (n % 2 == 1 && rules.mayHaveBye(a)) {
          edges.add(new int[] {i, n});
        }
      }
      return new Graph(rules, players, true, edges, 0, packing);
    }

    int vertices() {
      return players.size() + (bye ? 1 : 0);
    }

    /** Solves the graph, starting from {@code previous} (a solve of the same players on fewer pairs) if given. */
    MatchingSolver solve(MatchingSolver previous, EngineProbe probe) {
      int d = packing.longs;
      long[] w = new long[u.length * d];
      for (int k = 0; k < u.length; k++) {
        packing.packNegated(cost[k], w, k * d);
      }
      if (previous != null && MatchingSolver.fits(w, 2 * previous.scale())) {
        return new MatchingSolver(vertices(), u, v, w, d, 2 * previous.scale(), probe)
            .solveFrom(previous.mates(), previous.transferableDuals());
      }
      return new MatchingSolver(vertices(), u, v, w, d, 4, probe).solve();
    }

    Solution solution(int[] mates) {
      int n = players.size();
      List<PairingRules.Allocation> pairs = new ArrayList<>();
      Entrant byePlayer = null;
      PairingQuality total = PairingQuality.ZERO;
      for (int k = 0; k < u.length; k++) {
        if (mates[u[k]] == v[k]) {
          total = total.plus(cost[k]);
          if (v[k] == n) {
            byePlayer = players.get(u[k]);
          } else {
            pairs.add(allocation[k]);
          }
        }
      }
      return new Solution(pairs, byePlayer, total, false);
    }
  }
}
