package org.chuhe.engine;

import org.chuhe.engine.matching.MatchingProbe;
import org.chuhe.engine.matching.MatchingSolver;

/**
 * What the engine tells whoever watches it solve a round: events with their counts and times, trace lines for a
 * person measuring ({@link #traces()}), and the checks that only a test asks for. Instrumentation is a parameter:
 * the owner of a {@link PairingEngine} gives it one; {@link #NONE} does nothing and asks for no check, and a
 * {@link TracingProbe} prints every event. Called from the engine's threads, several at once.
 */
public interface EngineProbe extends MatchingProbe {
  /** Does nothing, checks nothing. */
  EngineProbe NONE = new EngineProbe() {};

  /**
   * The fast path of a large round ended: {@code solved} when it gave the optimum (the split by score groups proved,
   * or the whole round solved by components' means), else the round is solved whole on sparse candidates.
   */
  default void decomposition(boolean solved, long nanos) {}

  /**
   * The split of the round along its score groups was proved optimal: {@code components} solved; {@code withSingles}
   * when its lowest group counted as one group per player, {@code withCuts} when the proof needed the cuts between
   * groups.
   */
  default void certified(int components, boolean withSingles, boolean withCuts) {}

  /** The proof did not go through (at this step, for this reason): the engine takes the next, slower path. */
  default void noProof(String why) {}

  /**
   * One solve of a component (or of the whole round as one): its players, score groups and candidate pairs, the
   * matching's statistics, the solve's and the pricing's time, and how many pairs pricing added (0: optimal).
   */
  default void componentSolved(int players, int groups, int pairs, MatchingSolver.Statistics statistics,
      long solveNanos, long priceNanos, int added) {}

  /**
   * One pricing of a component: {@code sinceLastSolve} when it looked only at the pairs the last solve may have made
   * less slack; the pairs it added.
   */
  default void priced(int players, boolean sinceLastSolve, int added) {}

  /**
   * Whether every pricing that finds nothing is checked by a pricing of every pair from both of its ends, which must
   * find nothing either ({@link IllegalStateException} if it does): for tests.
   */
  default boolean checksPricing() {
    return false;
  }

  /** A pricing was checked as {@link #checksPricing} asks. */
  default void pricingChecked() {}
}
