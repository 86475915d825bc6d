package org.chuhe.regulations;

import org.chuhe.model.Range;
import org.chuhe.problem.ProblemException;

/**
 * A grade title (等级称号, R19) for ranks {@code fromRank}…{@code toRank}; an open {@code toRank} (null) means "and
 * every rank after" (seed 003: 101名以后六级; seed 001: 第73名及以后 八级).
 */
public record GradeBand(int fromRank, Integer toRank, String grade) {
  public GradeBand {
    Range.RANK.check("fromRank", fromRank);
    if (fromRank < 1 || (toRank != null && toRank < fromRank)) {
      throw ProblemException.of("toRank", "等级名次 " + fromRank + "-" + toRank + " 不是有效的区间（名次从 1 起，且末名次不小于首名次）",
          "grade band ranks " + fromRank + "-" + toRank
              + " are not a range (ranks start at 1 and toRank is not below fromRank)");
    }
  }

  public boolean covers(int rank) {
    return rank >= fromRank && (toRank == null || rank <= toRank);
  }
}
