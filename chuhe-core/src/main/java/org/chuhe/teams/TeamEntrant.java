package org.chuhe.teams;

import java.util.Set;

/**
 * A team as the team Swiss pairs it: {@code rank} its place in the order before the round (1 the first: by the
 * primary score, then the secondary, then the team's number), {@code number} its place on the engine's line (the rank,
 * but in round 1 the two halves interleaved so that 1 meets n/2 + 1, as a Swiss's first round splits the field),
 * its primary and secondary scores (场分 and 局分, or the other way round, {@link
 * org.chuhe.regulations.TeamMatchRules#primaryScore}), the teams it met, its side due, first-side surplus, streak
 * and last side, and its byes.
 */
record TeamEntrant(String team, int rank, int number, int primary, int secondary, Set<String> met, Boolean due,
    int surplus, int streak, Boolean last, int byes) {
  TeamEntrant {
    met = Set.copyOf(met);
  }
}
