/**
 * The pairing engine: the exact solve of a round, knowing nothing of any rule book. A rule book (the Chinese Swiss
 * method of {@code org.chuhe.pairing}) implements {@link org.chuhe.engine.RoundProblem}: players in order of number,
 * their groups and rows, who may meet, who may have the bye, and weights packed in longs (a pair's, the bye's, the
 * weight of a pair between two groups, the bounds pricing needs). {@link org.chuhe.engine.PairingEngine}, made by its
 * owner with a thread pool (or none) and an {@link org.chuhe.engine.EngineProbe}, solves it: the mates of the
 * optimum, or that no perfect pairing exists. {@link org.chuhe.engine.TracingProbe} prints what it does.
 *
 * <p>Inside (package-private), and why each is the engine's: {@code DecomposedEngine} splits a large round along its
 * groups and proves the split optimal with the group level's duals ({@code GroupLevel}); {@code ComponentSolver}
 * solves one component exactly on candidate pairs with pricing; {@code SparseCandidates} and {@code CandidateGraph}
 * are the slower whole-round path; {@code RowPairing} guesses a group's pairing by rows; {@code PairSet} is the set of
 * pair keys; {@code Feasibility} (public: a rule book asks it too) says whether any legal pairing exists. All of them
 * read the round only through the problem: indices, groups, rows, legal pairs and packed weights, never a player,
 * a score or a colour. The matching itself is {@link org.chuhe.engine.matching}. See {@code docs/pairing.md}, "Why the
 * result is exact".
 *
 * <p>No static mutable state: instrumentation is the probe given to the engine, the threads the pool given to it.
 */
package org.chuhe.engine;
