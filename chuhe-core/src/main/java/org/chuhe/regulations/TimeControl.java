package org.chuhe.regulations;

import org.chuhe.problem.ProblemException;

/** 比赛用时: base minutes per side plus an increment per move (0 = sudden death, 包干制). */
public record TimeControl(int baseMinutes, int incrementSeconds) {
  public TimeControl {
    if (baseMinutes <= 0) {
      throw ProblemException.of("baseMinutes", "基本用时（分钟）必须大于 0", "base time (minutes) must be positive");
    }
    if (incrementSeconds < 0) {
      throw ProblemException.of("incrementSeconds", "每步加秒不能为负数", "increment (seconds) cannot be negative");
    }
  }

  @Override
  public String toString() {
    return baseMinutes + "+" + incrementSeconds;
  }
}
