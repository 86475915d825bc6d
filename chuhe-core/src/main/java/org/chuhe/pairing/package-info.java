/**
 * Pairing (编排), the rule book of the Chinese Swiss method: the draw of lots ({@link org.chuhe.pairing.Draw}), round 1
 * and the later rounds ({@link org.chuhe.pairing.SwissPairing}), the checker ({@link org.chuhe.pairing.PairingChecker})
 * and the one quality vector all three share ({@link org.chuhe.pairing.PairingQuality}). See {@code docs/pairing.md}.
 *
 * <p>What lives here, and why: everything that knows the Chinese rules. {@code Field} reads the history into the
 * entrants of a round (scores, colours due, floats, who met whom, byes: history, hence rules); {@code PairingRules}
 * says who may meet, who may have the bye, the colours of a pair and the cost of a pair and of the bye;
 * {@code PairingQuality}, {@code ScoreDifferences}, {@code ScoreLevels} and {@code QualityPacking} are the quality
 * vector and its packing into longs; {@code SwissRoundProblem} is the round as the engine's
 * {@link org.chuhe.engine.RoundProblem} (groups, rows, legal pairs, packed weights, bounds) and turns the engine's
 * mates into pairs with colours and a quality; {@code NoLegalPairing} says why a round cannot be paired;
 * {@code FirstRound}, {@code Explainer}, {@code Counterfactual}, {@code Eligibility}, {@code ProvisionalPairing} the
 * rest of the rule book. The solve itself (candidates, the split by groups, components, pricing, the matching) is the
 * engine's, {@link org.chuhe.engine}, which this package uses through its face ({@link org.chuhe.engine.PairingEngine},
 * {@link org.chuhe.engine.RoundProblem}, {@link org.chuhe.engine.EngineProbe}, and its {@code Feasibility}).
 */
package org.chuhe.pairing;
