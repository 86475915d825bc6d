/**
 * What the arbiter writes down: players and their units, rounds of games and byes, results and fouls, withdrawals,
 * penalties, awards and manual changes. Plain immutable values; nothing here knows the regulations, and nothing here
 * computes a ranking or a pairing. The regulations ({@code org.chuhe.regulations}) are rules about these values; the
 * tournament that holds both, and its histories, are in {@code org.chuhe.tournament}.
 */
package org.chuhe.model;
