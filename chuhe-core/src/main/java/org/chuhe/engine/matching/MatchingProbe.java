package org.chuhe.engine.matching;

/**
 * What a solve tells whoever watches it: trace lines for a person measuring, counts of the rare steps tests want to
 * see taken, and the checks only a test asks for (each costs a scan of the graph). Passed to the solver by its
 * caller; {@link #NONE} does nothing and checks nothing. Called from several threads when pieces are solved side by
 * side.
 */
public interface MatchingProbe {
  /** Does nothing, checks nothing. */
  MatchingProbe NONE = new MatchingProbe() {};

  /** Whether {@link #trace} lines are wanted (the caller builds them only then). */
  default boolean traces() {
    return false;
  }

  /** One line of detail: what a step did and how long it took. */
  default void trace(String line) {}

  /**
   * Whether, before each dual update, every vertex's kept edge of least slack to an S-vertex is compared with a scan
   * of all its edges (an {@link IllegalStateException} if they differ): for tests.
   */
  default boolean checksKeptEdges() {
    return false;
  }

  /** The check of {@link #checksKeptEdges} looked at a vertex inside a T-blossom. */
  default void keptEdgeCheckedInT() {}

  /** An expanding T-blossom left its largest child in place under its id. */
  default void childKeptInPlace() {}

  /**
   * Whether every warm start that keeps blossoms checks that its start is a valid one (every edge feasible, every
   * matched pair tight) before it runs, an {@link IllegalStateException} if not: for tests.
   */
  default boolean checksStarts() {
    return false;
  }
}
