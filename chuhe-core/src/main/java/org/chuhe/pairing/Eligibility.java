package org.chuhe.pairing;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.chuhe.tournament.Histories;
import org.chuhe.model.Outcome;
import org.chuhe.model.Player;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.RoundEntry;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Withdrawal;
import org.chuhe.regulations.ForfeitPolicy;

/**
 * Who may be paired in a round (rules digest §5, R3, R11): the one rule the engine, the checker and the workflow
 * share. A player of the division is paired in round r unless, in this order: withdrawn ({@code afterRound < r});
 * stopped by forfeits (the regulations' Nth forfeit loss in total withdraws him, N in consecutive rounds stop his
 * pairing; computed from the results, so a corrected result lifts the consequence); not checked in; entry fee not
 * paid; absent by notice this round.
 */
public final class Eligibility {
  private Eligibility() {}

  /** The reasons, in the order they are tried. */
  public enum Reason { WITHDRAWN, TOTAL_FORFEITS, CONSECUTIVE_FORFEITS, NOT_CHECKED_IN, UNPAID, ABSENT }

  /**
   * Why a player is not paired. {@code afterRound}: the round after which a withdrawal or a forfeit consequence
   * took effect; {@code forfeits}: how many forfeits led to it (both 0 for the other reasons).
   */
  public record NotPaired(Reason reason, int afterRound, int forfeits) {
    static NotPaired of(Reason reason) {
      return new NotPaired(reason, 0, 0);
    }

    /** A consequence of forfeits (R11), which follows the results. */
    public boolean byForfeits() {
      return reason == Reason.TOTAL_FORFEITS || reason == Reason.CONSECUTIVE_FORFEITS;
    }

    public String zh() {
      return switch (reason) {
        case WITHDRAWN -> "第 " + afterRound + " 轮后退赛";
        case TOTAL_FORFEITS -> "第 " + forfeits + " 次弃权：按规程退出比赛，第 " + (afterRound + 1) + " 轮起不再编排";
        case CONSECUTIVE_FORFEITS -> "连续 " + forfeits + " 轮弃权：按规程第 " + (afterRound + 1) + " 轮起不再编排";
        case NOT_CHECKED_IN -> "未报到";
        case UNPAID -> "未缴费";
        case ABSENT -> "本轮请假";
      };
    }

    public String en() {
      return switch (reason) {
        case WITHDRAWN -> "withdrawn after round " + afterRound;
        case TOTAL_FORFEITS -> "forfeit number " + forfeits + ": withdrawn under the regulations, not paired from "
            + "round " + (afterRound + 1);
        case CONSECUTIVE_FORFEITS -> forfeits + " forfeits in a row: no longer paired from round " + (afterRound + 1);
        case NOT_CHECKED_IN -> "not checked in";
        case UNPAID -> "entry fee not paid";
        case ABSENT -> "absent by notice this round";
      };
    }
  }

  /** The players of the division who may be paired in {@code round}, by pairing number (unnumbered last). */
  public static List<Player> field(Tournament t, String division, int round, Set<String> absent) {
    Map<String, NotPaired> out = notPaired(t, division, round, absent);
    return t.playersIn(division).stream()
        .filter(p -> !out.containsKey(p.id()))
        .sorted(Comparator.comparing((Player p) -> p.number() == null ? Integer.MAX_VALUE : p.number()))
        .toList();
  }

  /** Why, for every player of the division who is not paired in {@code round}, in registration order. */
  public static Map<String, NotPaired> notPaired(Tournament t, String division, int round, Set<String> absent) {
    Map<String, NotPaired> out = new LinkedHashMap<>();
    Map<String, List<Withdrawal>> withdrawals = withdrawalsByPlayer(t);
    for (PlayerHistory h : Histories.of(t, division, round - 1).values()) {
      of(t, withdrawals, h, round, absent).ifPresent(why -> out.put(h.id(), why));
    }
    return out;
  }

  /** The tournament's withdrawals by player, each player's in the tournament's order (for {@link #of}). */
  static Map<String, List<Withdrawal>> withdrawalsByPlayer(Tournament t) {
    Map<String, List<Withdrawal>> out = new java.util.HashMap<>();
    for (Withdrawal w : t.withdrawals()) {
      out.computeIfAbsent(w.player(), k -> new java.util.ArrayList<>()).add(w);
    }
    return out;
  }

  /**
   * Why the player of history {@code h} (over rounds 1..round−1) is not paired in {@code round}, if he is not.
   * {@code withdrawals}: {@link #withdrawalsByPlayer} of the tournament.
   */
  static Optional<NotPaired> of(Tournament t, Map<String, List<Withdrawal>> withdrawals, PlayerHistory h, int round,
      Set<String> absent) {
    Player p = h.player();
    for (Withdrawal w : withdrawals.getOrDefault(p.id(), List.of())) {
      if (w.afterRound() < round) {
        return Optional.of(new NotPaired(Reason.WITHDRAWN, w.afterRound(), 0));
      }
    }
    Optional<NotPaired> forfeits = forfeits(t.regulations().forfeits(), outcomes(h, round));
    if (forfeits.isPresent()) {
      return forfeits;
    }
    if (!p.checkedIn()) {
      return Optional.of(NotPaired.of(Reason.NOT_CHECKED_IN));
    }
    if (!p.feePaid()) {
      return Optional.of(NotPaired.of(Reason.UNPAID));
    }
    if (absent.contains(p.id())) {
      return Optional.of(NotPaired.of(Reason.ABSENT));
    }
    return Optional.empty();
  }

  /** The player's outcome in each round before {@code round}, by round (an absence included). */
  private static TreeMap<Integer, Outcome> outcomes(PlayerHistory h, int round) {
    TreeMap<Integer, Outcome> outcomes = new TreeMap<>();
    for (RoundEntry e : h.entries()) {
      if (e.round() < round) {
        outcomes.put(e.round(), e.outcome());
      }
    }
    return outcomes;
  }

  /**
   * The forfeit consequence (R11) that {@code player}'s results so far lead to, over every round of his division
   * paired so far, read from the same history as the pairing ({@link Histories}): what a result's notices report
   * ({@code Results} in the workflow), so that a notice cannot say other than the next round's field.
   */
  public static Optional<NotPaired> forfeitConsequence(Tournament t, String player) {
    Player p = t.player(player).orElseThrow(() -> new IllegalArgumentException("no player " + player));
    PlayerHistory h = Histories.of(t, p.division()).get(player);
    return forfeits(t.regulations().forfeits(), outcomes(h, Integer.MAX_VALUE));
  }

  /**
   * {@link #forfeitConsequence} of every player of the division who has one, over every round paired so far, in
   * registration order: read from one history of the division.
   */
  public static Map<String, NotPaired> forfeitConsequences(Tournament t, String division) {
    Map<String, NotPaired> out = new LinkedHashMap<>();
    for (PlayerHistory h : Histories.of(t, division).values()) {
      forfeits(t.regulations().forfeits(), outcomes(h, Integer.MAX_VALUE)).ifPresent(c -> out.put(h.id(), c));
    }
    return out;
  }

  /**
   * The first consequence (R11) that a player's outcomes (round → outcome) lead to, if any: the Nth forfeit loss in
   * total withdraws him (seed 000 补充 四(九) 累计三次弃权按退出比赛处理, seed 001 十、3: 3; seed 004 补充 四 无故弃权一轮作退赛处理:
   * 1), N in a row stop his pairing (seed 002 十三、1 连续两轮弃权者不再继续编排: 2). "In a row"
   * means in consecutive rounds: any round that is not a forfeit loss breaks the run, a round without a pairing
   * (absent) included. A double forfeit is a forfeit loss for both. A game lost by lateness is a forfeit loss here
   * only where the regulations make lateness a forfeit ({@link ForfeitPolicy.Lateness}; {@link Histories} reads it
   * so): under seed 004 (迟到10分钟判负, 补充 三) it is a game lost, and 无故弃权 (补充 四) does not count it.
   */
  public static Optional<NotPaired> forfeits(ForfeitPolicy policy, SortedMap<Integer, Outcome> outcomes) {
    int total = 0;
    int inARow = 0;
    for (Map.Entry<Integer, Outcome> e : outcomes.entrySet()) {
      if (e.getValue() == Outcome.FORFEIT_LOSS) {
        total++;
        inARow++;
      } else {
        inARow = 0;
      }
      if (policy.withdrawAfterForfeits() > 0 && total >= policy.withdrawAfterForfeits()) {
        return Optional.of(new NotPaired(Reason.TOTAL_FORFEITS, e.getKey(), total));
      }
      if (policy.stopPairingAfterConsecutiveForfeits() > 0
          && inARow >= policy.stopPairingAfterConsecutiveForfeits()) {
        return Optional.of(new NotPaired(Reason.CONSECUTIVE_FORFEITS, e.getKey(), inARow));
      }
    }
    return Optional.empty();
  }
}
