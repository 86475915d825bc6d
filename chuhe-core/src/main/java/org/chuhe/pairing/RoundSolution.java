package org.chuhe.pairing;

import java.util.List;

/**
 * A complete pairing of a round's players: pairs with colours, and the bye (null for an even field), with the quality
 * of the whole. {@code ordered}: the pairs are already in board order (round 1); otherwise boards are ordered by score.
 */
record RoundSolution(List<PairingRules.Allocation> pairs, Entrant bye, PairingQuality quality, boolean ordered) {}
