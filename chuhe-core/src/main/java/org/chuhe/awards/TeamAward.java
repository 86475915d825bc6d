package org.chuhe.awards;

import org.chuhe.problem.InvalidValue;

/** A team prize (seed 002: 团体前五名, money and a trophy each) paid to a unit for its place in the team standings. */
public record TeamAward(String unit, String unitName, int place, int money, boolean trophy, boolean certificate) {
  public TeamAward {
    if (money < 0) {
      throw new InvalidValue("奖金不能为负数", "prize money cannot be negative");
    }
  }
}
