/**
 * The knock-out after a Swiss (积分编排＋淘汰赛, format {@code swiss-knockout}): the bracket seeded from the Swiss
 * standings ({@link org.chuhe.knockout.Seeding}), the game slots and how a round number maps to one
 * ({@link org.chuhe.knockout.Slot}), the state of every match computed from the games recorded after the Swiss
 * rounds, never stored ({@link org.chuhe.knockout.Bracket}), the next knock-out round
 * ({@link org.chuhe.knockout.KnockoutPairing}), what does not fit in a recorded knock-out round
 * ({@link org.chuhe.knockout.Bracket#mismatches}, which {@code pairing.PairingChecker} reports) and the final places
 * ({@link org.chuhe.knockout.FinalPlaces}).
 */
package org.chuhe.knockout;
