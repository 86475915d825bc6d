/**
 * Team events (团体赛, Laws §13): the teams of a division and their line-ups, the score of a match from its boards
 * (局分 and 场分), the team standings and the board prizes, and the two ways of pairing team matches: the Berger
 * tables of {@code org.chuhe.roundrobin} with teams as entrants (team round robin) and a second rule book on the
 * pairing engine (team Swiss). Plain Java, no I/O.
 */
package org.chuhe.teams;
