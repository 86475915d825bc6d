package org.chuhe.regulations;

import java.util.List;

/**
 * The tie-break chain after points and the choices the Laws leave open (rules digest §10). After any criterion
 * splits a group of tied players, the chain restarts on each part that is still tied.
 *
 * <ul>
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

  public static final TieBreakRules DEFAULT = new TieBreakRules(null, null, null, null, null);

  public TieBreakRules {
    chain = chain == null ? LAWS_14_3_1 : List.copyOf(chain);
    byeOpponentScore = byeOpponentScore == null ? ByeOpponentScore.LOWEST_FINAL_SCORE : byeOpponentScore;
    winsCountBye = winsCountBye == null ? Boolean.TRUE : winsCountBye;
    winsCountForfeits = winsCountForfeits == null ? Boolean.TRUE : winsCountForfeits;
    blackGamesCountForfeits = blackGamesCountForfeits == null ? Boolean.FALSE : blackGamesCountForfeits;
  }
}
