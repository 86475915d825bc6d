package org.chuhe.engine.matching;

import org.chuhe.testing.TestSeeds;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;
import org.junit.jupiter.api.Test;

/** The solver against JGraphT's Blossom V on larger random graphs, where deep blossom nesting happens. */
class MatchingSolverJGraphTTest {

  @Test
  void sameOptimumAsBlossomV() {
    long[] cases = TestSeeds.of(77L, 400);
    for (int trial = 0; trial < cases.length; trial++) {
      long seed = cases[trial];
      SplittableRandom r = new SplittableRandom(seed);
      int n = 2 * (5 + r.nextInt(trial % 4 == 0 ? 200 : 60));
      double density = 0.02 + r.nextDouble() * 0.3;
      int range = 1 + r.nextInt(r.nextBoolean() ? 5 : 100000);
      Graph<Integer, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
      for (int i = 0; i < n; i++) {
        g.addVertex(i);
      }
      java.util.List<int[]> es = new java.util.ArrayList<>();
      java.util.List<Long> ws = new java.util.ArrayList<>();
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (r.nextDouble() < density || j == i + 1) {
            long w = r.nextInt(2 * range + 1) - range;
            g.setEdgeWeight(g.addEdge(i, j), w);
            es.add(new int[] {i, j});
            ws.add(w);
          }
        }
      }
      int m = es.size();
      int[] u = new int[m];
      int[] v = new int[m];
      long[] w = new long[m];
      for (int k = 0; k < m; k++) {
        u[k] = es.get(k)[0];
        v[k] = es.get(k)[1];
        w[k] = ws.get(k);
      }
      MatchingSolver solver = new MatchingSolver(n, u, v, w, 1).solve();
      assertThat(solver.isPerfect()).as("seed %d", seed).isTrue();
      assertThat(solver.verifyOptimum()).as("seed %d", seed).isNull();
      int[] mates = solver.mates();
      long total = 0;
      for (int k = 0; k < m; k++) {
        if (mates[u[k]] == v[k]) {
          total += w[k];
        }
      }
      double expected = new KolmogorovWeightedPerfectMatching<>(g, ObjectiveSense.MAXIMIZE).getMatching().getWeight();
      assertThat((double) total).as("seed %d n=%d m=%d", seed, n, m).isEqualTo(expected);
    }
  }

  @Test
  void maximumCardinalityWhenNotPerfect() {
    long[] cases = TestSeeds.of(78L, 300);
    for (int trial = 0; trial < cases.length; trial++) {
      long seed = cases[trial];
      SplittableRandom r = new SplittableRandom(seed);
      int n = 4 + r.nextInt(80);
      double density = 0.01 + r.nextDouble() * 0.08;
      Graph<Integer, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
      for (int i = 0; i < n; i++) {
        g.addVertex(i);
      }
      java.util.List<int[]> es = new java.util.ArrayList<>();
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (r.nextDouble() < density) {
            g.addEdge(i, j);
            es.add(new int[] {i, j});
          }
        }
      }
      int m = es.size();
      int[] u = new int[m];
      int[] v = new int[m];
      long[] w = new long[m];
      for (int k = 0; k < m; k++) {
        u[k] = es.get(k)[0];
        v[k] = es.get(k)[1];
        w[k] = -r.nextInt(50);
      }
      MatchingSolver solver = new MatchingSolver(n, u, v, w, 1).solve();
      int size = 0;
      for (int x : solver.mates()) {
        if (x >= 0) {
          size++;
        }
      }
      int expected = 2 * new SparseEdmondsMaximumCardinalityMatching<>(g).getMatching().getEdges().size();
      assertThat(size).as("seed %d", seed).isEqualTo(expected);
      assertThat(solver.isPerfect()).isEqualTo(expected == n);
    }
  }
}
