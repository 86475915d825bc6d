package org.chuhe.engine.matching;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The measurement behind writing chuhe's own matching solver: the same pairing-like graph — players on a line by
 * pairing number, each joined to its k nearest, a pair costing one "wish" unit (10^6) when both are due the same
 * colour plus its squared number distance — solved by JGraphT's {@code KolmogorovWeightedPerfectMatching} (graph
 * construction included, as a caller pays it) and by {@link MatchingSolver}. Weights stay below 2^53, so JGraphT's
 * doubles are exact here.
 *
 * <pre>
 * java -jar chuhe-bench/target/benchmarks.jar SolverBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xmx4g"})
public class SolverBenchmark {
  @Param({"1000", "10000"})
  public int vertices;

  @Param({"10"})
  public int nearest;

  private int[] u;
  private int[] v;
  private long[] w;

  @Setup(Level.Trial)
  public void graph() {
    SplittableRandom r = new SplittableRandom(1);
    int[] wish = new int[vertices];
    for (int i = 0; i < vertices; i++) {
      wish[i] = r.nextInt(3);
    }
    java.util.List<long[]> edges = new java.util.ArrayList<>();
    for (int i = 0; i < vertices; i++) {
      for (int j = i + 1; j <= i + nearest && j < vertices; j++) {
        long same = wish[i] == wish[j] && wish[i] < 2 ? 1 : 0;
        edges.add(new long[] {i, j, same * 1_000_000L + (long) (j - i) * (j - i)});
      }
    }
    u = new int[edges.size()];
    v = new int[edges.size()];
    w = new long[edges.size()];
    for (int k = 0; k < u.length; k++) {
      u[k] = (int) edges.get(k)[0];
      v[k] = (int) edges.get(k)[1];
      w[k] = edges.get(k)[2];
    }
  }

  @Benchmark
  public double jgraphtKolmogorov() {
    Graph<Integer, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
    for (int i = 0; i < vertices; i++) {
      g.addVertex(i);
    }
    for (int k = 0; k < u.length; k++) {
      g.setEdgeWeight(g.addEdge(u[k], v[k]), w[k]);
    }
    return new KolmogorovWeightedPerfectMatching<>(g, ObjectiveSense.MINIMIZE).getMatching().getWeight();
  }

  @Benchmark
  public int[] chuheSolver() {
    long[] neg = new long[w.length];
    for (int k = 0; k < w.length; k++) {
      neg[k] = -w[k];
    }
    return new MatchingSolver(vertices, u, v, neg, 1).solve().mates();
  }
}
