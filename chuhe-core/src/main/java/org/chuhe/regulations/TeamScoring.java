package org.chuhe.regulations;

/**
 * Team standings inside an individual event (团体, R15). {@code BEST_N_POINTS}: sum of the points of each unit's
 * best {@code bestN} players (seed 002: 4 of 5); {@code BEST_N_PLACES}: sum of their places, lower is better (WXF).
 * Ties go to the team whose best player ranks higher.
 */
public record TeamScoring(Method method, Integer bestN, String division, PrizeTable prizes) {
  public enum Method { NONE, BEST_N_POINTS, BEST_N_PLACES }

  public static final TeamScoring NONE = new TeamScoring(Method.NONE, null, null, null);

  public TeamScoring {
    method = method == null ? Method.NONE : method;
    bestN = bestN == null ? 4 : bestN;
    prizes = prizes == null ? PrizeTable.NONE : prizes;
  }
}
