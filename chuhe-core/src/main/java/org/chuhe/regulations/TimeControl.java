package org.chuhe.regulations;

/** 比赛用时: base minutes per side plus an increment per move (0 = sudden death, 包干制). */
public record TimeControl(int baseMinutes, int incrementSeconds) {
  public TimeControl {
    if (baseMinutes <= 0) {
      throw new IllegalArgumentException("timeControl.baseMinutes must be positive");
    }
    if (incrementSeconds < 0) {
      throw new IllegalArgumentException("timeControl.incrementSeconds cannot be negative");
    }
  }

  @Override
  public String toString() {
    return baseMinutes + "+" + incrementSeconds;
  }
}
