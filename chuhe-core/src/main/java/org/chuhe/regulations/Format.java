package org.chuhe.regulations;

/**
 * 赛制: how an event's rounds are made. The Laws know the individual Swiss (积分编排制, §14.3), the round robin
 * (循环赛, §14.1, §14.2) and team events played either way (§13, §14.5); continental and world championships add
 * knock-out rounds after a Swiss. Each format has a stable key, the English value regulations files and the
 * {@code presets} list use ({@code round-robin}), and its Chinese name for printouts.
 */
public enum Format {
  /** 积分编排制: pairing by score groups each round (Laws §14.3; the five seeds). */
  SWISS("swiss", "积分编排", "Swiss"),
  /** 循环赛: everyone meets everyone once or twice, in the order of the Berger tables (Laws §14.1, §14.2). */
  ROUND_ROBIN("round-robin", "循环赛", "round robin"),
  /** 积分编排＋淘汰赛: a Swiss, then knock-out matches for the top places of its standings. */
  SWISS_KNOCKOUT("swiss-knockout", "积分编排＋淘汰赛", "Swiss then knock-out"),
  /** 团体积分编排: teams of several boards paired by a team Swiss (Laws §13). */
  TEAM_SWISS("team-swiss", "团体积分编排", "team Swiss"),
  /** 团体循环赛: teams of several boards in a round robin (Laws §13, §14.5). */
  TEAM_ROUND_ROBIN("team-round-robin", "团体循环赛", "team round robin");

  private final String key;
  private final String chinese;
  private final String english;

  Format(String key, String chinese, String english) {
    this.key = key;
    this.chinese = chinese;
    this.english = english;
  }

  /** The value in regulations files and in the {@code presets} list: {@code swiss}, {@code round-robin} …. */
  public String key() {
    return key;
  }

  public String chinese() {
    return chinese;
  }

  public String english() {
    return english;
  }

  /** Whether teams, not players, are paired (a match of several boards each round). */
  public boolean teams() {
    return this == TEAM_SWISS || this == TEAM_ROUND_ROBIN;
  }

  /** Whether the rounds come from the Berger tables rather than from the standings. */
  public boolean roundRobin() {
    return this == ROUND_ROBIN || this == TEAM_ROUND_ROBIN;
  }
}
