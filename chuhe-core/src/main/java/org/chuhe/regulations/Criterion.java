package org.chuhe.regulations;

/**
 * The tie-break criteria (破同分) a regulation may chain after points (R14; rules digest §6.2). Each has a stable
 * key used in regulations files and in the standings' JSON, and its Chinese name for printouts. The definitions
 * live in {@code org.chuhe.standings.TieBreaks}, one method per criterion.
 */
public enum Criterion {
  /** 受处分者列同分棋手之后: penalised players rank behind all equal-scored players (seed 000). */
  PENALISED_LAST("penalisedLast", "处分"),
  /** 对手分: sum of the final points of every opponent, a bye counted per {@link TieBreakRules#byeOpponentScore}. */
  OPPONENT_SCORE("opponentScore", "对手分"),
  /** 累进分: sum of the running totals after each round. */
  PROGRESSIVE_SCORE("progressiveScore", "累进分"),
  /** 胜局: games won. */
  WINS("wins", "胜局"),
  /** 犯规: fouls recorded against the player; fewer ranks ahead. */
  FOULS("fouls", "犯规"),
  /** 直胜: the result of the games among the players still tied. */
  DIRECT_ENCOUNTER("directEncounter", "直胜"),
  /** 后走局数: games played with black. */
  BLACK_GAMES("blackGames", "后走局数"),
  /** 后手胜局: games won with black. */
  BLACK_WINS("blackWins", "后手胜局"),
  /** 小分: Sonneborn–Berger, for round robins. */
  SONNEBORN_BERGER("sonnebornBerger", "小分"),
  /** 比较前一轮积分 / 名次逆比: running total after round R−1, then R−2, … (Laws 14.3.1 tail; seeds 000, 002, 003). */
  REVERSE_ROUND_COMPARISON("reverseRoundComparison", "前轮积分逆比"),
  /**
   * 除去最后一轮得分进行比较 (seed 004): points without the last round, then without the last two, …. This is the
   * same sequence of numbers as {@link #REVERSE_ROUND_COMPARISON} (T − s_R = C_{R−1}); it is kept as its own
   * name because regulations word it this way.
   */
  DROP_LAST_ROUNDS("dropLastRounds", "去末轮积分"),
  /** 去除第一轮得分 (Laws 14.3.2 tail): T − s_1, then T − s_1 − s_2, …; higher ranks ahead. */
  DROP_FIRST_ROUNDS("dropFirstRounds", "去首轮积分"),
  /** 抽签: the recorded draw of lots, the very last step. */
  LOTS("lots", "抽签"),
  /**
   * 对局时后走 (Laws §14.1, the last criterion of a single round robin): of two players still tied, the one who had
   * black in their game ranks ahead. Applies to exactly two players who met in one game with a result.
   */
  BLACK_IN_MUTUAL_GAME("blackInMutualGame", "对局时后走"),
  /**
   * 场分 (Laws §14.2, double round robin): the match points of each pair's games: more points than the opponent in
   * their games 2, as many 1, fewer 0 (as §13.2 scores a team match). A chain that begins with it ranks by it
   * before the points, which then come as {@link #GAME_POINTS}.
   */
  MATCH_POINTS("matchPoints", "场分"),
  /** 局分总和 (Laws §14.2): the points of every game, what the standings call points. */
  GAME_POINTS("gamePoints", "局分");

  private final String key;
  private final String chinese;

  Criterion(String key, String chinese) {
    this.key = key;
    this.chinese = chinese;
  }

  public String key() {
    return key;
  }

  public String chinese() {
    return chinese;
  }
}
