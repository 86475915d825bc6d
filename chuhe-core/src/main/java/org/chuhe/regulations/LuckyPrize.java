package org.chuhe.regulations;

/** 幸运奖 (R17): every rank of {@code division} whose last digit is {@code rankLastDigit} wins {@code money}. */
public record LuckyPrize(String id, String name, String division, int rankLastDigit, int money) {
  public LuckyPrize {
    if (rankLastDigit < 0 || rankLastDigit > 9) {
      throw new IllegalArgumentException("rankLastDigit must be a digit 0-9, not " + rankLastDigit);
    }
  }

  public boolean covers(int rank) {
    return rank % 10 == rankLastDigit;
  }
}
