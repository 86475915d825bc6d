package org.chuhe.engine;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.function.Supplier;

/**
 * The engine that solves rounds, as its owner made it: the threads it works in and the probe it reports to. Whoever
 * creates one owns it: the command line and the web app make one for the process ({@link #withThreads}, one thread a
 * core) and close it at exit; a test makes one with the probe it reads. {@link #inCallingThread} works in the
 * caller's thread only, with no pool at all (never the JVM's common pool). The answer is the same whatever the pool:
 * the pieces solved side by side are joined in a fixed order.
 */
public final class PairingEngine implements AutoCloseable {
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
   * or here when the engine has none or this thread is already one of its workers. A runtime exception of the work
   * is thrown as it was thrown (not the copy a pool makes of it for the waiting thread).
   */
  public <T> T run(Supplier<T> work) {
    if (pool == null || Thread.currentThread() instanceof ForkJoinWorkerThread w && w.getPool() == pool) {
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

  /** Shuts the engine's own pool down (a pool given by the caller stays running). */
  @Override
  public void close() {
    if (ownsPool) {
      pool.shutdown();
    }
  }
}
