package org.chuhe.regulations;

/**
 * An award the organisers choose by hand (R20), {@code perDivision} of them in each division (seed 000:
 * 体育道德风尚奖, two per division). The winners are entered as {@code ManualAward}s in the tournament.
 */
public record ManualAwardRule(String name, Integer perDivision) {
  public ManualAwardRule {
    perDivision = perDivision == null ? 1 : perDivision;
  }
}
