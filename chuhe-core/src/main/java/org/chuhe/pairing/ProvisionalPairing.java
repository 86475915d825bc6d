package org.chuhe.pairing;

import java.util.List;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.ProblemException;

/**
 * Provisional pairing (临时编排, R7): whether round r of a division is paired now, with the games of the round just
 * played that have no result yet counted as draws, for pairing only. Seed 000 补充规定 二(二): if the pairing time
 * comes and games are unfinished, they are counted as draws and the pairing stands whatever their result; the
 * regulations say so with {@code provisionalPairing: true}, and without it a round waits for the results. The one
 * decision the workflow ({@code Pairings.checkCanPair}), the document path ({@code chuhe pair DOC}, by
 * {@link #options}) and the engine ({@link Field}, when the options leave it open) follow:
 *
 * <table>
 *   <caption>the answer, by the earlier games without a result</caption>
 *   <tr><th>earlier games without a result</th><th>{@code provisionalPairing}</th><th>request</th><th>answer</th></tr>
 *   <tr><td>none</td><td>any</td><td>any</td><td>an ordinary pairing</td></tr>
 *   <tr><td>only in round r−1</td><td>true</td><td>none, or provisional</td><td>provisional</td></tr>
 *   <tr><td>only in round r−1</td><td>true</td><td>not provisional</td><td>refused: wait for the results</td></tr>
 *   <tr><td>only in round r−1</td><td>false</td><td>any</td><td>refused: the regulations do not allow it (a
 *       request does not override them)</td></tr>
 *   <tr><td>in a round before r−1</td><td>any</td><td>any</td><td>refused: only the round just played may be
 *       open</td></tr>
 * </table>
 *
 * <p>A request ({@link PairingOptions#provisional()}: the arbiter's {@code --provisional}) cannot pair a round the
 * regulations would not pair; asking for provisional pairing where they allow it gives what they give anyway. An
 * engine call with {@code provisional} true is told, not asking: it counts every earlier game without a result as a
 * draw (what a caller does after this decision, and tests of the engine).
 */
public final class ProvisionalPairing {
  private static final int LISTED = 10;

  private ProvisionalPairing() {}

  /** Why a round cannot be paired yet. */
  public enum Refusal {
    /** A round before the one just played still has games without a result. */
    EARLIER_ROUND_OPEN,
    /** The round just played has games without a result and the regulations do not allow provisional pairing. */
    NOT_ALLOWED,
    /** The regulations allow it, but the request says not to pair provisionally. */
    NOT_REQUESTED
  }

  /**
   * The decision for one round. {@code openRound} and {@code openBoards}: the round whose games without a result
   * decide (0 and empty for an ordinary pairing); {@code refusal} null unless the round cannot be paired now.
   */
  public record Decision(boolean provisional, int openRound, List<Integer> openBoards, Refusal refusal) {
    public Decision {
      openBoards = List.copyOf(openBoards);
    }

    public boolean refused() {
      return refusal != null;
    }

    /** Whether to pair provisionally; a refusal is thrown, naming {@code where}. */
    public boolean orThrow(String where) {
      if (refused()) {
        throw ProblemException.of(where, zh(), en());
      }
      return provisional;
    }

    /** The refusal in words, e.g. "第 1 轮还有 2 盘没有结果（台次 3, 5）；本规程不允许先行编排"; null when not refused. */
    public String zh() {
      if (!refused()) {
        return null;
      }
      String open = "第 " + openRound + " 轮还有 " + openBoards.size() + " 盘没有结果（台次 " + listed(openBoards) + "）";
      return open + switch (refusal) {
        case EARLIER_ROUND_OPEN -> "";
        case NOT_ALLOWED -> "；本规程不允许先行编排";
        case NOT_REQUESTED -> "；本次编排不按临时编排，请先录入结果";
      };
    }

    public String en() {
      if (!refused()) {
        return null;
      }
      String open = "round " + openRound + " still has " + openBoards.size() + " games without a result (boards "
          + listed(openBoards) + ")";
      return open + switch (refusal) {
        case EARLIER_ROUND_OPEN -> "";
        case NOT_ALLOWED -> "; these regulations do not allow provisional pairing";
        case NOT_REQUESTED -> "; this pairing is not to be provisional: enter the results first";
      };
    }
  }

  /**
   * Whether {@code round} of {@code division} is paired provisionally now, or why it cannot be paired yet, from the
   * rounds before it, the regulations' {@code provisionalPairing} and the request ({@code requested}: true asks for
   * provisional pairing, false asks not to, null leaves it to the regulations).
   */
  public static Decision decide(Tournament t, String division, int round, Boolean requested) {
    for (Round earlier : t.roundsOf(division)) {
      if (earlier.number() >= round) {
        continue;
      }
      List<Integer> open = earlier.games().stream().filter(g -> !g.result().isFinished()).map(Game::board).toList();
      if (open.isEmpty()) {
        continue;
      }
      Refusal refusal = earlier.number() != round - 1 ? Refusal.EARLIER_ROUND_OPEN
          : !Boolean.TRUE.equals(t.regulations().provisionalPairing()) ? Refusal.NOT_ALLOWED
          : Boolean.FALSE.equals(requested) ? Refusal.NOT_REQUESTED : null;
      return new Decision(refusal == null, earlier.number(), open, refusal);
    }
    return new Decision(false, 0, List.of(), null);
  }

  /**
   * The options for pairing the next round of {@code division} with the request in {@code requested} decided
   * ({@link #decide}): provisional true or false, or the refusal thrown. What {@code chuhe pair DOC} pairs with, so
   * that a document is paired by the same answer as the database.
   */
  public static PairingOptions options(Tournament t, String division, PairingOptions requested) {
    int round = NextRound.number(t, division);
    return requested.withProvisional(decide(t, division, round, requested.provisional())
        .orThrow(division + "/" + round));
  }

  private static String listed(List<Integer> boards) {
    List<String> shown = boards.subList(0, Math.min(LISTED, boards.size())).stream().map(String::valueOf).toList();
    return String.join(", ", shown) + (boards.size() > LISTED ? " …(" + boards.size() + ")" : "");
  }
}
