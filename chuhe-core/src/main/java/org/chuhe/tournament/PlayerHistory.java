package org.chuhe.tournament;

import org.chuhe.model.Fouls;
import org.chuhe.model.Outcome;
import org.chuhe.model.Player;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A player's event so far, one {@link RoundEntry} per round 1..R (absent rounds included), as both the standings
 * and the pairing read it. Built by {@link Histories}.
 */
public record PlayerHistory(Player player, List<RoundEntry> entries, int extraFouls, boolean withdrawn) {
  public PlayerHistory {
    entries = List.copyOf(entries);
  }

  public String id() {
    return player.id();
  }

  /** 积分: total points. */
  public int points() {
    return pointsAfter(Integer.MAX_VALUE);
  }

  /**
   * Running total C_k after round k (C_0 = 0). A loop, not a stream (nor an iterator): the standings ask it of every
   * player for every round comparison (a 10,000-player division of 9 rounds: some 100,000 times).
   */
  public int pointsAfter(int round) {
    int sum = 0;
    for (int i = 0, n = entries.size(); i < n; i++) {
      RoundEntry e = entries.get(i);
      if (e.round() <= round) {
        sum += e.points();
      }
    }
    return sum;
  }

  public int rounds() {
    return entries.size();
  }

  public RoundEntry entry(int round) {
    return entries.get(round - 1);
  }

  /** Fouls over the event: in games, and recorded outside games (penalties, missing records). */
  public int fouls() {
    int sum = extraFouls;
    for (int i = 0, n = entries.size(); i < n; i++) {
      sum += entries.get(i).fouls();
    }
    return sum;
  }

  /** Everyone this player has met, by game or forfeit. */
  public Set<String> opponents() {
    return entries.stream().filter(RoundEntry::met).map(RoundEntry::opponent).collect(Collectors.toSet());
  }

  /** The rounds whose result a penalty cancelled (取消当轮比赛成绩), in order. */
  public List<Integer> cancelledRounds() {
    List<Integer> rounds = null;
    for (int i = 0, n = entries.size(); i < n; i++) {
      RoundEntry e = entries.get(i);
      if (e.resultCancelled()) {
        if (rounds == null) {
          rounds = new ArrayList<>();
        }
        rounds.add(e.round());
      }
    }
    return rounds == null ? List.of() : List.copyOf(rounds);
  }

  public long byes() {
    return entries.stream().filter(e -> e.outcome() == Outcome.BYE).count();
  }
}
