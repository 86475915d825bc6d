package org.chuhe.regulations;

import org.chuhe.problem.ProblemException;

/** 幸运奖 (R17): every rank of {@code division} whose last digit is {@code rankLastDigit} wins {@code money}. */
public record LuckyPrize(String id, String name, String division, int rankLastDigit, int money) {
  public LuckyPrize {
    if (rankLastDigit < 0 || rankLastDigit > 9) {
      throw ProblemException.of("rankLastDigit", "名次尾数必须是 0–9 中的一个数字，现为 " + rankLastDigit,
          "must be a digit 0-9, is " + rankLastDigit);
    }
  }

  public boolean covers(int rank) {
    return rank % 10 == rankLastDigit;
  }
}
