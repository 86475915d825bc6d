package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.chuhe.model.Player;
import org.chuhe.model.Tournament;
import org.chuhe.problem.ProblemException;

/**
 * The draw of lots for pairing numbers (抽签, R4). Reproducible from the recorded seed: the players are sorted by id
 * (so registration order does not matter), shuffled by Fisher–Yates with {@link SplittableRandom} seeded with the
 * seed (for i from the last position down to 1, swap position i with a position drawn uniformly from 0..i), and
 * numbered 1..N in the shuffled order. Anyone with the same players and the same seed gets the same numbers, on any
 * Java version ({@code SplittableRandom}'s algorithm is specified).
 */
public final class Draw {
  private Draw() {}

  /** The outcome of a draw: the seed it used and the number of each player id. */
  public record Result(long seed, Map<String, Integer> numbers) {
    public Result {
      numbers = Map.copyOf(numbers);
    }
  }

  /** Draws numbers 1..N for these players. */
  public static Result draw(List<Player> players, long seed) {
    List<Player> order = new ArrayList<>(players);
    order.sort(Comparator.comparing(Player::id));
    for (int i = 1; i < order.size(); i++) {
      if (order.get(i).id().equals(order.get(i - 1).id())) {
        throw ProblemException.of("players", "棋手编号重复：" + order.get(i).id(),
            "duplicate player id " + order.get(i).id());
      }
    }
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = order.size() - 1; i >= 1; i--) {
      int j = random.nextInt(i + 1);
      Player x = order.get(i);
      order.set(i, order.get(j));
      order.set(j, x);
    }
    Map<String, Integer> numbers = new LinkedHashMap<>();
    for (int i = 0; i < order.size(); i++) {
      numbers.put(order.get(i).id(), i + 1);
    }
    return new Result(seed, numbers);
  }

  /**
   * Draws numbers for every player of a division and returns the tournament with those numbers set. Refuses when the
   * division has already been paired, since renumbering then would change a published pairing.
   */
  public static Tournament apply(Tournament t, String division, long seed) {
    if (!t.roundsOf(division).isEmpty()) {
      throw ProblemException.of("players[" + division + "]", "组别 " + division + " 已经编排，不能重新抽签",
          "division " + division + " has already been paired; the draw cannot be repeated");
    }
    Result r = draw(t.playersIn(division), seed);
    return withNumbers(t, r.numbers());
  }

  /** The tournament with these pairing numbers set (players not in the map keep theirs). */
  public static Tournament withNumbers(Tournament t, Map<String, Integer> numbers) {
    List<Player> players = new ArrayList<>();
    for (Player p : t.players()) {
      Integer n = numbers.get(p.id());
      players.add(n == null ? p : p.withNumber(n));
    }
    return t.withPlayers(players);
  }
}
