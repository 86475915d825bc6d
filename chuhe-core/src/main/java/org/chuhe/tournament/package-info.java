/**
 * The tournament: its regulations with what was written down under them ({@link org.chuhe.tournament.Tournament}),
 * and {@link org.chuhe.tournament.Histories}, the one place where games, byes, forfeits, fouls, missing game records
 * and cancelled results become each player's per-round points and counts under the regulations' scoring.
 *
 * <p>Its own package so that the dependencies run one way: {@code model} knows nothing else, {@code regulations}
 * speaks of the model's values, and this package brings the two together.
 */
package org.chuhe.tournament;
