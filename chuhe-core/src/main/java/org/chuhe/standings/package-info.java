/**
 * Standings (名次): points first, then the regulations' tie-break chain. The definition of every criterion is in
 * {@link org.chuhe.standings.TieBreaks}; the ranking procedure (split, restart the chain on what is still tied) in
 * {@link org.chuhe.standings.StandingsEngine}.
 */
package org.chuhe.standings;
