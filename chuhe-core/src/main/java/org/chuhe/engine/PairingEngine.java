package org.chuhe.engine;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.function.Supplier;
import org.chuhe.engine.matching.MatchingSolver;

/**
 * The engine that solves rounds: {@link #solve} finds the exact optimum of a {@link RoundProblem} (a perfect
 * matching of its players, and a bye for an odd number, of the greatest total weight) or says that none exists.
 *
 * <p>Small rounds (up to {@link #DENSE_LIMIT} players) are solved on every legal pair. Larger ones are split along
 * their groups when the split can be proved to lose nothing ({@link DecomposedEngine}); otherwise they are solved
 * whole on sparse candidate pairs, adding the missing ones that the optimal duals price as profitable until none is
 * left ({@link SparseCandidates}). See {@code docs/pairing.md}, "Why the result is exact".
 *
 * <p>Made by its owner with the threads it works in and the probe it reports to. Whoever
 * creates one owns it: the command line and the web app make one for the process ({@link #withThreads}, one thread a
 * core) and close it at exit; a test makes one with the probe it reads. {@link #inCallingThread} works in the
 * caller's thread only, with no pool at all (never the JVM's common pool). The answer is the same whatever the pool:
 * the pieces solved side by side are joined in a fixed order.
 */
public final class PairingEngine implements AutoCloseable {
  /** Rounds up to this many players are solved on the complete graph of legal pairs. */
  static final int DENSE_LIMIT = 120;

  /**
   * A solve's answer: each player's partner ({@code size()} for the bye). When no perfect pairing exists
   * ({@code perfect} false), a pairing of as many players as possible, -1 for a player left out: what a rule book
   * needs to say who cannot be paired.
   */
  public record Mates(int[] partner, boolean perfect) {}

  private final ForkJoinPool pool;
  private final boolean ownsPool;
  private final EngineProbe probe;

  private PairingEngine(ForkJoinPool pool, boolean ownsPool, EngineProbe probe) {
    this.pool = pool;
    this.ownsPool = ownsPool;
    this.probe = probe;
  }

  /** Works in the calling thread, one piece after the other. Nothing to close. */
  public static PairingEngine inCallingThread(EngineProbe probe) {
    return new PairingEngine(null, false, probe);
  }

  /** With a pool of its own of this many threads, shut down by {@link #close}. */
  public static PairingEngine withThreads(int threads, EngineProbe probe) {
    return new PairingEngine(new ForkJoinPool(threads), true, probe);
  }

  /** With one thread a core of the machine, shut down by {@link #close}. */
  public static PairingEngine perCore(EngineProbe probe) {
    return withThreads(Runtime.getRuntime().availableProcessors(), probe);
  }

  /** In the caller's pool, which stays the caller's: {@link #close} leaves it running. */
  public static PairingEngine inPool(ForkJoinPool pool, EngineProbe probe) {
    return new PairingEngine(pool, false, probe);
  }

  /** The probe every solve reports to. */
  public EngineProbe probe() {
    return probe;
  }

  /**
   * Runs {@code work} in the engine's pool (the steps inside it that work side by side then use the pool's threads),
   * or here when the engine has none, has been closed (a result's notes read after it), or this thread is already one
   * of its workers. A runtime exception of the work
   * is thrown as it was thrown (not the copy a pool makes of it for the waiting thread).
   */
  public <T> T run(Supplier<T> work) {
    if (pool == null || pool.isShutdown()
        || Thread.currentThread() instanceof ForkJoinWorkerThread w && w.getPool() == pool) {
      return work.get();
    }
    Object[] out = new Object[1];
    pool.invoke(ForkJoinTask.adapt(() -> {
      try {
        out[0] = work.get();
      } catch (RuntimeException e) {
        out[0] = e;
      }
    }));
    if (out[0] instanceof RuntimeException e) {
      throw e;
    }
    @SuppressWarnings("unchecked")
    T result = (T) out[0];
    return result;
  }

  /** The optimal pairing of the round, or the answer that it has none (in the engine's pool, see {@link #run}). */
  public Mates solve(RoundProblem problem) {
    return run(() -> solveHere(problem));
  }

  /**
   * The round solved as one component, without trying the split by groups first (the path the engine takes when
   * the split cannot be proved): for tests that compare the engine's paths. Null when it has no perfect pairing.
   */
  public int[] solveWhole(RoundProblem problem) {
    return run(() -> DecomposedEngine.wholeRound(problem, probe));
  }

  private Mates solveHere(RoundProblem problem) {
    int n = problem.size();
    if (n == 0) {
      return new Mates(new int[0], true);
    }
    if (n > DENSE_LIMIT) {
      long t0 = System.nanoTime();
      int[] fast = DecomposedEngine.tryPair(problem, probe);
      probe.decomposition(fast != null, System.nanoTime() - t0);
      if (fast != null) {
        return new Mates(fast, true);
      }
    }
    CandidateGraph g = n <= DENSE_LIMIT ? CandidateGraph.dense(problem) : SparseCandidates.initial(problem);
    MatchingSolver previous = null;
    while (true) {
      long t0 = System.nanoTime();
      MatchingSolver solver = g.solve(previous, probe);
      if (probe.traces()) {
        probe.trace(String.format("  solve: n=%d m=%d d=%d level=%d stages=%d perfect=%s %.1f ms", g.vertices(),
            g.u.length, g.weights.longs(), g.level, solver.statistics().stages(), solver.isPerfect(),
            (System.nanoTime() - t0) / 1e6));
      }
      if (!solver.isPerfect()) {
        if (!g.complete) {
          CandidateGraph wider = SparseCandidates.wider(problem, g);
          if (wider != null) {
            g = wider;
            continue;
          }
          if (!Feasibility.pairable(n, problem::mayMeet, problem::mayHaveBye)) {
            return new Mates(Arrays.copyOf(solver.mates(), n), false);
          }
          // A legal pairing exists but needs pairs no sparse guess contained: use them all (slow, exact).
          g = CandidateGraph.dense(problem);
          continue;
        }
        return new Mates(Arrays.copyOf(solver.mates(), n), false);
      }
      if (!g.complete) {
        long t1 = System.nanoTime();
        CandidateGraph more = SparseCandidates.price(problem, g, solver);
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
      return new Mates(Arrays.copyOf(solver.mates(), n), true);
    }
  }

  /** Shuts the engine's own pool down (a pool given by the caller stays running). */
  @Override
  public void close() {
    if (ownsPool) {
      pool.shutdown();
    }
  }
}
