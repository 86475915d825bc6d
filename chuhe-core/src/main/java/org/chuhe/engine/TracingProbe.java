package org.chuhe.engine;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.function.Consumer;
import org.chuhe.engine.matching.MatchingSolver;

/**
 * Prints what the engine does, one line an event or step, to the stream it is given (the command line's
 * {@code bench pairing --trace} gives it standard error): where a round's time goes, which proofs fail, how often
 * pricing adds pairs. Checks nothing.
 */
public final class TracingProbe implements EngineProbe {
  private final Consumer<String> out;

  public TracingProbe(PrintStream out) {
    this.out = out::println;
  }

  /** The same, to a writer (a command line's standard error as the command sees it). */
  public TracingProbe(PrintWriter out) {
    this.out = line -> {
      out.println(line);
      out.flush();
    };
  }

  @Override
  public boolean traces() {
    return true;
  }

  @Override
  public void trace(String line) {
    out.accept(line);
  }

  @Override
  public void decomposition(boolean solved, long nanos) {
    out.accept(String.format("  decomposed: %s %.1f ms", solved ? "certified" : "fell back", nanos / 1e6));
  }

  @Override
  public void certified(int components, boolean withSingles, boolean withCuts) {
    out.accept(String.format("    decomposed: proved, %d components%s%s", components,
        withSingles ? ", lowest group apart" : "", withCuts ? ", with cuts" : ""));
  }

  @Override
  public void noProof(String why) {
    out.accept("    decomposed: no proof (" + why + ")");
  }

  @Override
  public void componentSolved(int players, int groups, int pairs, MatchingSolver.Statistics st, long solveNanos,
      long priceNanos, int added) {
    out.accept(String.format(
        "      component n=%d groups=%d m=%d solve %.1f ms (%d exposed, %d updates, %d events) price %.1f ms +%d",
        players, groups, pairs, solveNanos / 1e6, st.exposedAfterWarmStart(), st.dualUpdates(), st.events(),
        priceNanos / 1e6, added));
  }
}
