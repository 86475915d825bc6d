package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import org.chuhe.model.Player;
import org.chuhe.model.Range;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.ProblemException;

/**
 * The draw of lots for pairing numbers (抽签, R4). Reproducible from the recorded seed: the players are sorted by id
 * (so registration order does not matter), shuffled by Fisher–Yates with {@link SplittableRandom} seeded with the
 * seed (for i from the last position down to 1, swap position i with a position drawn uniformly from 0..i), and
 * numbered 1..N in the shuffled order. Anyone with the same players and the same seed gets the same numbers, on any
 * Java version ({@code SplittableRandom}'s algorithm is specified).
 *
 * <p>Who is numbered: the players who are in at the draw ({@link #inAtTheDraw}: those {@link Eligibility} would pair
 * in round 1 — checked in, fee paid, not withdrawn), so the numbers run 1..N without holes. Whoever comes in later
 * (registered, checked in or paid after the draw, before or after round 1) gets the next free number, N+1, N+2 …, in
 * registration order ({@link #lateNumbers}). Numbers once given are kept: a player numbered at the draw who is
 * withdrawn or whose check-in is taken back before round 1 keeps his number and is simply not paired, as an arbiter
 * keeps a printed number list (round 1 pairs the players present in number order, so the list stays the same).
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
    if (players.size() > Range.PAIRING_NUMBER.max()) {
      throw ProblemException.refused("players", players.size() + " 名棋手多于可抽的序号（" + Range.PAIRING_NUMBER.zh()
          + "）", players.size() + " players are more than there are pairing numbers (" + Range.PAIRING_NUMBER.en()
          + ")");
    }
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

  /** The players of a division who are in at the draw: those who would be paired in round 1, in registration order. */
  public static List<Player> inAtTheDraw(Tournament t, String division) {
    Map<String, Eligibility.NotPaired> out = Eligibility.notPaired(t, division, 1, Set.of());
    return t.playersIn(division).stream().filter(p -> !out.containsKey(p.id())).toList();
  }

  /**
   * The draw of a division: numbers 1..N for the players in at the draw. Refuses when the division has already been
   * paired (renumbering would change a published pairing) or when nobody is in yet.
   */
  public static Result of(Tournament t, String division, long seed) {
    if (!t.roundsOf(division).isEmpty()) {
      throw ProblemException.of("players[" + division + "]", "组别 " + division + " 已经编排，不能重新抽签",
          "division " + division + " has already been paired; the draw cannot be repeated");
    }
    List<Player> in = inAtTheDraw(t, division);
    if (in.isEmpty()) {
      throw ProblemException.of("players[" + division + "]",
          "组别 " + division + " 还没有已报到并缴费的棋手，无法抽签（抽签只给到场的棋手编号）",
          "no player of division " + division + " is checked in with the fee paid yet: nothing to draw (the draw "
              + "numbers only the players who are in)");
    }
    return draw(in, seed);
  }

  /**
   * Draws a division ({@link #of}) and returns the tournament with those numbers set; the division's other players
   * (not in at the draw) have no number, even if an earlier draw gave them one.
   */
  public static Tournament apply(Tournament t, String division, long seed) {
    Map<String, Integer> numbers = of(t, division, seed).numbers();
    List<Player> players = new ArrayList<>();
    for (Player p : t.players()) {
      players.add(p.division().equals(division) ? p.withNumber(numbers.get(p.id())) : p);
    }
    return t.withPlayers(players);
  }

  /**
   * The next free numbers for the division's late entries: after the draw (some player has a number), every player
   * who may be paired in the next round and has no number yet gets one, from the highest number + 1 on, in
   * registration order. Empty before the draw and when there is nobody new.
   */
  public static Map<String, Integer> lateNumbers(Tournament t, String division) {
    List<Player> players = t.playersIn(division);
    int highest = players.stream().map(Player::number).filter(Objects::nonNull).mapToInt(Integer::intValue).max()
        .orElse(0);
    Map<String, Integer> numbers = new LinkedHashMap<>();
    if (highest == 0 || players.stream().allMatch(p -> p.number() != null)) {
      return numbers;
    }
    Map<String, Eligibility.NotPaired> out = Eligibility.notPaired(t, division, NextRound.number(t, division),
        Set.of());
    for (Player p : players) {
      if (p.number() == null && !out.containsKey(p.id())) {
        if (highest >= Range.PAIRING_NUMBER.max()) {
          throw ProblemException.refused("players[" + division + "]", "组别 " + division + " 的序号已用到 " + highest
              + "，" + p.id() + " 没有空闲序号可给（" + Range.PAIRING_NUMBER.zh() + "）", "division " + division
              + " has used pairing numbers up to " + highest + ": no free number for " + p.id() + " ("
              + Range.PAIRING_NUMBER.en() + ")");
        }
        numbers.put(p.id(), ++highest);
      }
    }
    return numbers;
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
