package org.chuhe.xiangqi;

import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.regulations.MoveLimitRules;

/**
 * The count towards the natural move limit (自然限着) of a recorded game, for the arbiter's ruling.
 *
 * <p>The count starts after {@code fromPly} (0: the start of the line): the claim the arbiter accepted (seed 003: the
 * count starts when a player claims and the arbiter agrees) or, without one, the last capture. A capture after that
 * starts it again: the limit counts moves without a capture. With a claimant, the 回合 counted are the claimant's
 * moves, less its checks when the regulations do not count them ({@link MoveLimitRules#claimantChecksCount}); without
 * one, every two plies make a 回合 and the checks of each side are only reported.
 *
 * <p>Worked example: 40 回合 with the claimant's checks not counted; red claims after ply 30 and plays 45 moves, 6
 * of them checks, with no capture: 39 counted, one short of the limit.
 *
 * @param fromPly the ply after which the count starts (0: the start of the line)
 * @param restartedByCapture whether a capture after the claim moved the start to it
 * @param plies the plies since then
 * @param claimant the side that claimed the limit, or null for the plain count
 * @param redChecks red's checks since then
 * @param blackChecks black's checks since then
 * @param counted the 回合 that count towards the limit
 * @param limit the limit of the regulations, in 回合
 */
public record MoveLimitCount(int fromPly, boolean restartedByCapture, int plies, Colour claimant, int redChecks,
    int blackChecks, int counted, int limit) {

  public boolean reached() {
    return counted >= limit;
  }

  /** The 回合 still to play before the limit is reached (0 when it is). */
  public int remaining() {
    return Math.max(0, limit - counted);
  }

  /**
   * The count of {@code line} under {@code rules}: from {@code claimPly} (the ply after which the arbiter accepted
   * {@code claimant}'s claim) or, when {@code claimPly} is null, from the last capture.
   */
  public static MoveLimitCount of(GameLine line, MoveLimitRules rules, Colour claimant, Integer claimPly) {
    List<Move> moves = line.moves();
    List<Position> positions = line.positions();
    int lastCapture = 0;
    for (int i = 0; i < moves.size(); i++) {
      if (positions.get(i).captured(moves.get(i)) != null) {
        lastCapture = i + 1;
      }
    }
    int claim = claimPly == null ? 0 : Math.max(0, Math.min(claimPly, moves.size()));
    int from = Math.max(claim, lastCapture);
    boolean restarted = claimPly != null && lastCapture > claim;
    int red = 0;
    int black = 0;
    int claimantMoves = 0;
    int claimantChecks = 0;
    for (int i = from; i < moves.size(); i++) {
      Colour mover = positions.get(i).sideToMove();
      boolean check = positions.get(i + 1).inCheck();
      if (check) {
        if (mover == Colour.RED) {
          red++;
        } else {
          black++;
        }
      }
      if (mover == claimant) {
        claimantMoves++;
        claimantChecks += check ? 1 : 0;
      }
    }
    int plies = moves.size() - from;
    int counted = claimant == null ? plies / 2
        : claimantMoves - (rules.claimantChecksCount() ? 0 : claimantChecks);
    return new MoveLimitCount(from, restarted, plies, claimant, red, black, counted, rules.moves());
  }
}
