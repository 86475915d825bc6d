package org.chuhe.regulations;

/** Ranks {@code fromRank}…{@code toRank} (inclusive) each receive {@code money} yuan, and a trophy/certificate. */
public record PrizeBand(int fromRank, Integer toRank, Integer money, Boolean trophy, Boolean certificate) {
  public PrizeBand {
    toRank = toRank == null ? fromRank : toRank;
    money = money == null ? 0 : money;
    trophy = trophy == null ? Boolean.FALSE : trophy;
    certificate = certificate == null ? Boolean.FALSE : certificate;
    if (fromRank < 1 || toRank < fromRank) {
      throw new IllegalArgumentException("prize band ranks " + fromRank + "-" + toRank + " are not a range");
    }
    if (money < 0) {
      throw new IllegalArgumentException("prize money cannot be negative");
    }
  }

  public boolean covers(int rank) {
    return rank >= fromRank && rank <= toRank;
  }

  public int places() {
    return toRank - fromRank + 1;
  }
}
