package org.chuhe.awards;

/** The grade title (等级称号, R19) a player may apply for with his place {@code rank} in {@code division}. */
public record GradeAward(String division, String playerId, int rank, String grade) {
  /** The grade title as a notice names it: "等级称号 六级棋士（第 101 名）". */
  public String zh() {
    return "等级称号 " + grade + "（第 " + rank + " 名）";
  }

  public String en() {
    return "grade title " + grade + " (rank " + rank + ")";
  }
}
