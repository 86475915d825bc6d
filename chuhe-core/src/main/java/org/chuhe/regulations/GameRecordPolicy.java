package org.chuhe.regulations;

/**
 * Game records (录谱, R23): the top {@code topBoards} boards must be recorded from round {@code fromRound} on. A
 * missing record costs a foul (seed 003) and/or {@code opponentScoreDeduction} points of opponent score (seed 004).
 */
public record GameRecordPolicy(Integer topBoards, Integer fromRound, Boolean missingIsFoul,
    Integer opponentScoreDeduction) {

  public static final GameRecordPolicy NONE = new GameRecordPolicy(0, 1, false, 0);

  public GameRecordPolicy {
    topBoards = topBoards == null ? 0 : topBoards;
    fromRound = fromRound == null ? 1 : fromRound;
    missingIsFoul = missingIsFoul == null ? Boolean.FALSE : missingIsFoul;
    opponentScoreDeduction = opponentScoreDeduction == null ? 0 : opponentScoreDeduction;
  }

  /** Whether these regulations ask a record of board {@code board} of round {@code round}: a top board, from the round. */
  public boolean requires(int round, int board) {
    return topBoards > 0 && round >= fromRound && board <= topBoards;
  }
}
