/**
 * The tournament as the arbiter writes it down: players and their units, rounds of games and byes,
 * withdrawals and penalties. Plain immutable values; nothing here computes a ranking or a pairing.
 */
package org.chuhe.model;
