/**
 * The matching algorithm of the pairing engine: maximum-weight perfect matching on a sparse graph, exact on integer
 * weights (Edmonds' blossom algorithm in its primal–dual form, written for chuhe). It knows nothing of players or
 * rules: {@code org.chuhe.engine} turns a round into vertices, edges and weights and calls this package through its
 * public face, which is all of it that is public:
 *
 * <ul>
 *   <li>{@link org.chuhe.engine.matching.MatchingSolver}: a graph, its solve (from scratch, from another solve, from
 *       a guess, by halves along a line, by parts), the result ({@code isPerfect()}, {@code mates()}) and what a warm
 *       start of the next solve needs;
 *   <li>{@link org.chuhe.engine.matching.Pricing}: the optimum's duals, to check pairs left out of the graph;
 *   <li>{@link org.chuhe.engine.matching.Lex}: the sign and order of weight vectors;
 *   <li>{@link org.chuhe.engine.matching.MatchingProbe}: what a solve reports and the checks a test asks for;
 *   <li>{@link org.chuhe.engine.matching.SideBySide}: pieces of work side by side in the caller's pool (in the calling
 *       thread outside a pool, never the common pool).
 * </ul>
 *
 * <p>Weights are vectors of {@code d} longs, the most significant first, compared lexicographically and maximised;
 * the solver only adds, subtracts, compares and halves them (every weight multiplied inside by a power of 2, so halving
 * never rounds): no floating point, no rounding. A solve ends with a perfect matching of maximum weight and an optimal
 * dual, or, when no perfect matching exists, a matching of maximum cardinality.
 *
 * <p>Inside (package-private): {@code PrimalDual}, the core (graph, matching, duals, blossoms, the search);
 * {@code EventQueue}, the heap of dual events; {@code WarmStarts}, the starts other than from scratch;
 * {@code Decompositions}, the solves in pieces. See {@code docs/pairing.md}, "Why the result is exact".
 */
package org.chuhe.engine.matching;
