package org.chuhe.roundrobin;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundRobinRules;

/**
 * What a withdrawal during a round robin (中途退出) does to the player's results, under the regulations'
 * {@link RoundRobinRules.Withdrawals} (the Laws' rule by default, §20.3 of the older edition, rules digest §5): fewer
 * than half of his games played, all his results are cancelled (注销: they count for nobody, in points and
 * tie-breaks); half or more, they stand, and every game of his left in the table is a forfeit won by the opponent
 * (其余未赛对局均作弃权，对方获胜). Games played means games played over the board (a forfeit is not a game played)
 * in the rounds up to the withdrawal, out of the {@link RoundRobinSchedule#gamesPerPlayer} he was to play.
 *
 * <p>Example: 10 players, single round robin, 9 games each. A player who withdraws after round 4 having played 4
 * games: 2 × 4 = 8 &lt; 9, cancelled; after round 5 with 5 games: 10 ≥ 9, kept, his games of rounds 6–9 are won by
 * forfeit by their opponents. {@code tournament.Histories} applies the ruling, the one place results become points.
 */
public final class RoundRobinWithdrawals {
  private RoundRobinWithdrawals() {}

  /** Whether the withdrawn player's results are cancelled or kept (the rest of his games forfeited). */
  public enum Treatment { CANCELLED, KEPT }

  /**
   * The ruling on one withdrawn player: after which round he withdrew, the games he had played over the board and
   * the games the table gave him, what becomes of his results, and under which rule.
   */
  public record Ruling(String player, int afterRound, int gamesPlayed, int gamesScheduled, Treatment treatment,
      RoundRobinRules.Withdrawals rule) {

    /** The games of his left in the table after the withdrawal. */
    public int gamesLeft(RoundRobinSchedule schedule) {
      int left = 0;
      for (int r = afterRound + 1; r <= schedule.rounds(); r++) {
        if (!schedule.meetingOf(player, r).bye()) {
          left++;
        }
      }
      return left;
    }

    /**
     * The note the standings print, the player named by {@code name} (12号 王芳（厦门）): "第 3 轮后退赛，已赛 2 局，
     * 不足应赛 9 局的一半：全部成绩取消，不计入任何棋手的积分和破同分（规则 §20.3）".
     */
    public String zh(String name) {
      String played = name + " 第 " + afterRound + " 轮后退赛，已赛 " + gamesPlayed + " 局";
      String why = switch (rule) {
        case BY_HALF -> treatment == Treatment.CANCELLED ? "，不足应赛 " + gamesScheduled + " 局的一半"
            : "，达到应赛 " + gamesScheduled + " 局的一半";
        case KEEP_RESULTS -> "（规程：退赛者成绩有效）";
        case CANCEL_RESULTS -> "（规程：退赛者成绩取消）";
      };
      return played + why + (treatment == Treatment.CANCELLED
          ? "：全部成绩取消，不计入任何棋手的积分和破同分（规则 §20.3）"
          : "：已赛成绩有效，其余对局均判对手弃权胜（规则 §20.3）");
    }

    public String en(String name) {
      String played = name + " withdrew after round " + afterRound + " having played " + gamesPlayed
          + (gamesPlayed == 1 ? " game" : " games");
      String why = switch (rule) {
        case BY_HALF -> treatment == Treatment.CANCELLED ? ", fewer than half of his " + gamesScheduled
            : ", at least half of his " + gamesScheduled;
        case KEEP_RESULTS -> " (the regulations keep a withdrawn player's results)";
        case CANCEL_RESULTS -> " (the regulations cancel a withdrawn player's results)";
      };
      return played + why + (treatment == Treatment.CANCELLED
          ? ": all his results are cancelled and count for nobody, in points or tie-breaks (Laws §20.3)"
          : ": his results stand and each of his remaining games is a forfeit won by the opponent (Laws §20.3)");
    }
  }

  /**
   * The ruling on every player of the schedule who withdrew before its last round, by player, in the order of the
   * withdrawals. {@code rounds}: the division's rounds (any order); a player's first withdrawal counts.
   */
  public static Map<String, Ruling> rulings(RoundRobinRules rules, RoundRobinSchedule schedule, List<Round> rounds,
      List<Withdrawal> withdrawals) {
    Map<String, Ruling> out = new LinkedHashMap<>();
    for (Withdrawal w : withdrawals) {
      if (!schedule.contains(w.player()) || out.containsKey(w.player()) || w.afterRound() >= schedule.rounds()
          || w.afterRound() < 1) {
        continue;
      }
      int played = 0;
      for (Round r : rounds) {
        if (r.number() > w.afterRound()) {
          continue;
        }
        for (Game g : r.games()) {
          if (g.involves(w.player()) && g.result().played()) {
            played++;
          }
        }
      }
      out.put(w.player(), new Ruling(w.player(), w.afterRound(), played, schedule.gamesPerPlayer(),
          treatment(rules.withdrawals(), played, schedule.gamesPerPlayer()), rules.withdrawals()));
    }
    return out;
  }

  /**
   * The rulings of a round robin's division (its rounds, its players' pairing numbers, the tournament's withdrawals
   * and the regulations' rules): none before round 1 is paired, nor when it is not a Berger table's (numbers with a
   * gap, which the checker reports).
   */
  public static Map<String, Ruling> of(Regulations regulations, List<Round> rounds,
      Function<String, Integer> numberOf, List<Withdrawal> withdrawals) {
    if (!regulations.format().roundRobin()) {
      return Map.of();
    }
    try {
      return schedule(regulations.roundRobin(), rounds, numberOf)
          .map(s -> rulings(regulations.roundRobin(), s, rounds, withdrawals)).orElse(Map.of());
    } catch (ProblemException notATable) {
      return Map.of();
    }
  }

  /** The rule: cancelled when fewer than half the games were played ({@code 2 × played < scheduled}) under the Laws. */
  static Treatment treatment(RoundRobinRules.Withdrawals rule, int played, int scheduled) {
    return switch (rule) {
      case BY_HALF -> 2 * played < scheduled ? Treatment.CANCELLED : Treatment.KEPT;
      case KEEP_RESULTS -> Treatment.KEPT;
      case CANCEL_RESULTS -> Treatment.CANCELLED;
    };
  }

  /** The schedule of a division whose round 1 is paired, or none before it (the numbers of its players). */
  public static java.util.Optional<RoundRobinSchedule> schedule(RoundRobinRules rules, List<Round> rounds,
      Function<String, Integer> numberOf) {
    return rounds.stream().filter(r -> r.number() == 1).findFirst()
        .map(first -> RoundRobinSchedule.ofFirstRound(first, numberOf, rules.cycles()));
  }
}
