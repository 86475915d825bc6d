package org.chuhe.engine.matching;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinTask;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

/**
 * Independent pieces of work (the components of a round, the parts of a component) on the machine's cores, largest
 * first, as plain fork/join tasks.
 *
 * <p>Why not a parallel stream: a worker waiting for a stream's result only helps with that stream's own tasks. The
 * parts a large component forks are not among them, so the second core sat idle while the first solved every part of
 * a 10,000-player cascade one after the other (measured: five parts, 0.59–0.62 s, all on one worker). A worker
 * joining a plain task takes work from the worker that stole it, parts included.
 *
 * <p>Why this order: {@link ForkJoinTask#invokeAll(java.util.Collection)} runs the first task itself and then the
 * others from the front, while an idle worker takes them from the back; so the largest goes first, the second largest
 * last, and so on alternately, and both cores start with a large piece.
 *
 * <p>Whose cores: the pool the caller runs in (the one its owner gave the engine). Called outside any pool, the work
 * is done here, one piece after the other, never in the JVM's common pool: the results are the same either way.
 */
public final class SideBySide {
  private SideBySide() {}

  /** Runs {@code work} for 0 .. count-1 ({@code size}: how large each is); the results in that order. */
  public static <T> List<T> run(int count, IntFunction<Integer> size, IntFunction<T> work) {
    Object[] results = new Object[count];
    if (!inPool()) {
      for (int i = 0; i < count; i++) {
        results[i] = work.apply(i);
      }
      @SuppressWarnings("unchecked")
      List<T> list = (List<T>) Arrays.asList(results);
      return list;
    }
    Integer[] bySize = new Integer[count];
    for (int i = 0; i < count; i++) {
      bySize[i] = i;
    }
    Arrays.sort(bySize, (a, b) -> Integer.compare(size.apply(b), size.apply(a)));
    ForkJoinTask<?>[] ordered = new ForkJoinTask<?>[count];
    int front = 0;
    int back = count - 1;
    for (int i = 0; i < count; i++) {
      int index = bySize[i];
      ForkJoinTask<?> task = ForkJoinTask.adapt(() -> {
        results[index] = work.apply(index);
      });
      if (i % 2 == 0) {
        ordered[front++] = task;
      } else {
        ordered[back--] = task;
      }
    }
    ForkJoinTask.invokeAll(ordered);
    @SuppressWarnings("unchecked")
    List<T> list = (List<T>) Arrays.asList(results);
    return list;
  }

  /** Runs both, side by side in the caller's pool, else one after the other here. */
  public static void both(Runnable first, Runnable second) {
    if (inPool()) {
      ForkJoinTask.invokeAll(ForkJoinTask.adapt(first), ForkJoinTask.adapt(second));
    } else {
      first.run();
      second.run();
    }
  }

  /** The stream, parallel in the caller's pool, else sequential here (never in the common pool). */
  public static IntStream stream(IntStream s) {
    return inPool() ? s.parallel() : s.sequential();
  }

  /** How many threads work side by side: the caller's pool's parallelism, 1 outside a pool. */
  public static int parallelism() {
    return inPool() ? ForkJoinTask.getPool().getParallelism() : 1;
  }

  /** Whether the caller runs in a fork/join pool (its owner's), whose threads may take up work side by side. */
  private static boolean inPool() {
    return ForkJoinTask.inForkJoinPool();
  }
}
