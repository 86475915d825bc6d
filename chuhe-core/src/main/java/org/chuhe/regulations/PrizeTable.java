package org.chuhe.regulations;

import java.util.List;
import java.util.Optional;

/** A prize table (奖励办法, R16): rank bands in order. */
public record PrizeTable(List<PrizeBand> bands) {
  public static final PrizeTable NONE = new PrizeTable(List.of());

  public PrizeTable {
    bands = bands == null ? List.of() : List.copyOf(bands);
  }

  public Optional<PrizeBand> forRank(int rank) {
    return bands.stream().filter(b -> b.covers(rank)).findFirst();
  }

  /** What the table pays out when every place is taken. */
  public int total() {
    return bands.stream().mapToInt(b -> b.money() * b.places()).sum();
  }

  public int places() {
    return bands.stream().mapToInt(PrizeBand::toRank).max().orElse(0);
  }
}
