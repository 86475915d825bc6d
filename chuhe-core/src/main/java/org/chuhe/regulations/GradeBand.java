package org.chuhe.regulations;

/**
 * A grade title (等级称号, R19) for ranks {@code fromRank}…{@code toRank}; an open {@code toRank} (null) means "and
 * every rank after" (seed 003: 101名以后六级; seed 001: 第73名及以后 八级).
 */
public record GradeBand(int fromRank, Integer toRank, String grade) {
  public GradeBand {
    if (fromRank < 1 || (toRank != null && toRank < fromRank)) {
      throw new IllegalArgumentException("grade band ranks " + fromRank + "-" + toRank + " are not a range");
    }
  }

  public boolean covers(int rank) {
    return rank >= fromRank && (toRank == null || rank <= toRank);
  }
}
