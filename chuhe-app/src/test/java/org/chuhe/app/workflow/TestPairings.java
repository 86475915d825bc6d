package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Histories;
import org.chuhe.model.PlayerHistory;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.Tournament;

/**
 * A stand-in for the pairing engine in tests, until the real one arrives: legal pairings (no rematch, no unit
 * mates where the regulations forbid it, at most one bye per player), by score with a small backtracking search.
 * It makes no claim to the Chinese method's quality rules; tests only need lists that the workflow accepts.
 */
public final class TestPairings {
  private TestPairings() {}

  public static Round pair(Tournament t, String division, int round) {
    List<String> field = Pairings.field(t, division, round);
    Map<String, PlayerHistory> histories = Histories.of(t, division, round - 1);
    List<String> order = new ArrayList<>(field);
    order.sort(Comparator.comparingInt((String id) -> -histories.get(id).points())
        .thenComparingInt(id -> Objects.requireNonNullElse(histories.get(id).player().number(), 0)));
    boolean avoidUnits = t.regulations().unitAvoidance().appliesIn(round);
    List<String> bye = new ArrayList<>();
    if (order.size() % 2 == 1) {
      for (int i = order.size() - 1; i >= 0; i--) {
        if (histories.get(order.get(i)).byes() == 0) {
          bye.add(order.remove(i));
          break;
        }
      }
    }
    List<String[]> pairs = new ArrayList<>();
    if (!match(order, new HashSet<>(), histories, avoidUnits, pairs, new int[] {0})) {
      throw new IllegalStateException("the test pairer found no legal pairing for round " + round + " of "
          + division);
    }
    List<Game> games = new ArrayList<>();
    int board = 1;
    for (String[] pair : pairs) {
      boolean firstRed = reds(histories.get(pair[0])) <= reds(histories.get(pair[1]));
      games.add(Game.of(board++, firstRed ? pair[0] : pair[1], firstRed ? pair[1] : pair[0], Result.NOT_PLAYED));
    }
    return new Round(division, round, games, bye);
  }

  private static boolean match(List<String> order, Set<String> used, Map<String, PlayerHistory> h,
      boolean avoidUnits, List<String[]> pairs, int[] budget) {
    String first = order.stream().filter(id -> !used.contains(id)).findFirst().orElse(null);
    if (first == null) {
      return true;
    }
    if (++budget[0] > 200_000) {
      return false;
    }
    used.add(first);
    for (String other : order) {
      if (used.contains(other) || h.get(first).opponents().contains(other)
          || (avoidUnits && sameUnit(h.get(first), h.get(other)))) {
        continue;
      }
      used.add(other);
      pairs.add(new String[] {first, other});
      if (match(order, used, h, avoidUnits, pairs, budget)) {
        return true;
      }
      pairs.remove(pairs.size() - 1);
      used.remove(other);
    }
    used.remove(first);
    return false;
  }

  private static boolean sameUnit(PlayerHistory a, PlayerHistory b) {
    return a.player().unit() != null && a.player().unit().equals(b.player().unit());
  }

  private static long reds(PlayerHistory h) {
    return h.entries().stream().filter(e -> e.colour() == Colour.RED).count();
  }

  /** The draw, as tests make it: numbers 1..n in registration order, lots the same. */
  public static Map<String, Integer> numbersInOrder(Tournament t, String division) {
    Map<String, Integer> numbers = new LinkedHashMap<>();
    t.playersIn(division).forEach(p -> numbers.put(p.id(), numbers.size() + 1));
    return numbers;
  }

  /** Whether a round's list pairs anyone twice across the event (for assertions). */
  public static boolean hasRematch(Tournament t, String division) {
    Set<String> met = new HashSet<>();
    for (Round r : t.roundsOf(division)) {
      for (Game g : r.games()) {
        String key = g.red().compareTo(g.black()) < 0 ? g.red() + "|" + g.black() : g.black() + "|" + g.red();
        if (!met.add(key)) {
          return true;
        }
      }
    }
    return false;
  }
}
