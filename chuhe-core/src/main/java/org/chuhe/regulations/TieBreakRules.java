package org.chuhe.regulations;

import java.util.List;

/**
 * The tie-break chain after points and the choices the Laws leave open (rules digest §10). After any criterion
 * splits a group of tied players, the chain restarts on each part that is still tied.
 *
 * <ul>
 *   <li>{@code chain}: null when the regulations name none; {@link Regulations} then puts the Laws' chain of the
 *       event's format ({@link #lawsChain}), so a chain read from {@code Regulations#tieBreaks()} is never null.
 *   <li>{@code byeOpponentScore}: what a bye adds to 对手分; the Laws (§14.4) say the lowest final score in the
 *       division; some programs use 0.
 *   <li>{@code winsCountBye}, {@code winsCountForfeits}: whether 胜局 counts a bye and a forfeit win (default yes).
 *   <li>{@code blackGamesCountForfeits}: whether 后走局数 counts forfeited games (default no: played games only).
 * </ul>
 */
public record TieBreakRules(List<Criterion> chain, ByeOpponentScore byeOpponentScore, Boolean winsCountBye,
    Boolean winsCountForfeits, Boolean blackGamesCountForfeits) {

  public enum ByeOpponentScore { LOWEST_FINAL_SCORE, ZERO }

  /** Laws 2011 §14.3.1: 对手分, 胜局, 犯规, 后走局数, previous rounds backwards; lots last. */
  public static final List<Criterion> LAWS_14_3_1 = List.of(Criterion.OPPONENT_SCORE, Criterion.WINS,
      Criterion.FOULS, Criterion.BLACK_GAMES, Criterion.REVERSE_ROUND_COMPARISON, Criterion.LOTS);

  /** Laws 2011 §14.3.2: 累进分, 胜局, 犯规, 后走局数, drop round 1, 2 …; lots last. */
  public static final List<Criterion> LAWS_14_3_2 = List.of(Criterion.PROGRESSIVE_SCORE, Criterion.WINS,
      Criterion.FOULS, Criterion.BLACK_GAMES, Criterion.DROP_FIRST_ROUNDS, Criterion.LOTS);

  /**
   * Laws 2011 §14.1, a single round robin: 小分 (Sonneborn–Berger), 胜局, 直胜, 犯规, 后走局数, 对局时后走; lots last.
   */
  public static final List<Criterion> LAWS_14_1 = List.of(Criterion.SONNEBORN_BERGER, Criterion.WINS,
      Criterion.DIRECT_ENCOUNTER, Criterion.FOULS, Criterion.BLACK_GAMES, Criterion.BLACK_IN_MUTUAL_GAME,
      Criterion.LOTS);

  /**
   * Laws 2011 §14.2, a double round robin: 场分 (ranked by before the points), 局分总和, 胜局, 直胜, 犯规, 后走胜局; lots
   * last.
   */
  public static final List<Criterion> LAWS_14_2 = List.of(Criterion.MATCH_POINTS, Criterion.GAME_POINTS,
      Criterion.WINS, Criterion.DIRECT_ENCOUNTER, Criterion.FOULS, Criterion.BLACK_WINS, Criterion.LOTS);

  public static final TieBreakRules DEFAULT = new TieBreakRules(null, null, null, null, null);

  public TieBreakRules {
    chain = chain == null ? null : List.copyOf(chain);
    byeOpponentScore = byeOpponentScore == null ? ByeOpponentScore.LOWEST_FINAL_SCORE : byeOpponentScore;
    winsCountBye = winsCountBye == null ? Boolean.TRUE : winsCountBye;
    winsCountForfeits = winsCountForfeits == null ? Boolean.TRUE : winsCountForfeits;
    blackGamesCountForfeits = blackGamesCountForfeits == null ? Boolean.FALSE : blackGamesCountForfeits;
  }

  /**
   * The Laws' chain for an event of this format when its regulations name none (the one place this default lives):
   * a round robin's §14.1 (one cycle) or §14.2 (two), a Swiss's §14.3.1.
   */
  public static List<Criterion> lawsChain(Format format, int cycles) {
    if (format.roundRobin()) {
      return cycles >= 2 ? LAWS_14_2 : LAWS_14_1;
    }
    return LAWS_14_3_1;
  }

  /** These rules with another chain (null: none given). */
  public TieBreakRules withChain(List<Criterion> newChain) {
    return new TieBreakRules(newChain, byeOpponentScore, winsCountBye, winsCountForfeits, blackGamesCountForfeits);
  }
}
