/**
 * The round robin's rule book (循环赛): the Berger tables of the Laws for any number of players
 * ({@link org.chuhe.roundrobin.BergerTable}), an event's schedule of who meets whom in which round with which colours
 * ({@link org.chuhe.roundrobin.RoundRobinSchedule}, single and double round robin) and the Laws' rule for a player
 * who withdraws (§20.3, {@link org.chuhe.roundrobin.RoundRobinWithdrawals}).
 *
 * <p>Plain values over the model and the regulations only, so that the history ({@code tournament.Histories}), the
 * pairing ({@code pairing.NextRound}), the checker and the standings all read the one table. A team round robin pairs
 * teams by the same table (the team drawn to the first-listed position plays red on odd boards).
 */
package org.chuhe.roundrobin;
