package org.chuhe.regulations;

import org.chuhe.model.Range;
import org.chuhe.problem.ProblemException;

/** Ranks {@code fromRank}…{@code toRank} (inclusive) each receive {@code money} yuan, and a trophy/certificate. */
public record PrizeBand(int fromRank, Integer toRank, Integer money, Boolean trophy, Boolean certificate) {
  public PrizeBand {
    toRank = toRank == null ? fromRank : toRank;
    money = money == null ? 0 : money;
    trophy = trophy == null ? Boolean.FALSE : trophy;
    certificate = certificate == null ? Boolean.FALSE : certificate;
    Range.RANK.check("fromRank", fromRank);
    if (fromRank < 1 || toRank < fromRank) {
      throw ProblemException.of("toRank", "奖励名次 " + fromRank + "-" + toRank + " 不是有效的区间（名次从 1 起，且末名次不小于首名次）",
          "prize band ranks " + fromRank + "-" + toRank
              + " are not a range (ranks start at 1 and toRank is not below fromRank)");
    }
    if (money < 0) {
      throw ProblemException.of("money", "奖金不能为负数", "prize money cannot be negative");
    }
  }

  public boolean covers(int rank) {
    return rank >= fromRank && rank <= toRank;
  }

  public int places() {
    return toRank - fromRank + 1;
  }
}
