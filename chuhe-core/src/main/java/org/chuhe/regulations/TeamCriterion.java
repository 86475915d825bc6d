package org.chuhe.regulations;

/**
 * One criterion of a team event's ranking (团体名次, rules digest §7), in the order the regulations list them. Every
 * one ranks the greater value ahead.
 */
public enum TeamCriterion {
  /** 场分: the sum of the match points of the team's matches (and its byes in a team Swiss). */
  MATCH_POINTS("match-points", "场分", "match points"),
  /** 局分: the sum of the game points of the team's boards. */
  GAME_POINTS("game-points", "局分", "game points"),
  /**
   * 直胜: when exactly two teams are still level, the match points they scored against each other (in every match
   * they played, both cycles of a double round robin); never used for three or more ("直胜仅限两队之间").
   */
  DIRECT_ENCOUNTER("direct-encounter", "直胜", "direct encounter"),
  /** 台次成绩: the game points scored on board 1, then on board 2, and so on down to the last board. */
  BOARDS("boards", "台次成绩", "board results"),
  /** 抽签: the recorded draw of lots (the lower number ahead), else the team's number. */
  LOTS("lots", "抽签", "lots");

  private final String key;
  private final String chinese;
  private final String english;

  TeamCriterion(String key, String chinese, String english) {
    this.key = key;
    this.chinese = chinese;
    this.english = english;
  }

  /** The value in regulations files: {@code match-points}, {@code direct-encounter} …. */
  public String key() {
    return key;
  }

  public String chinese() {
    return chinese;
  }

  public String english() {
    return english;
  }
}
