package org.chuhe.awards;

/**
 * The prize money paid from one division: its own table, the extra lists drawn from its standings and its lucky
 * prizes. Seed 004 states these totals in the regulations (成年组奖金合计30500元), so the prize list states them too
 * and an arbiter can compare.
 */
public record DivisionTotal(String division, int tableMoney, int extraListMoney, int luckyMoney) {
  public int total() {
    return tableMoney + extraListMoney + luckyMoney;
  }
}
