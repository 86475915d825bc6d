package org.chuhe.roundrobin;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Range;
import org.chuhe.model.Round;
import org.chuhe.problem.ProblemException;

/**
 * A division's round robin: its players on the positions of the {@link BergerTable} by pairing number (the draw of
 * numbers, 抽签, gives the positions: number k plays as k in the table), and every round of every cycle. A double round
 * robin (双循环, {@code cycles} 2, Laws §14.2) plays the table's rounds again in the same order with colours reversed:
 * round m + r is round r with red and black exchanged (m rounds a cycle).
 *
 * <p>Example, 4 players, two cycles: round 1 1–4, 2–3; round 2 4–3, 1–2; round 3 2–4, 3–1; round 4 4–1, 3–2;
 * round 5 3–4, 2–1; round 6 4–2, 1–3.
 */
public final class RoundRobinSchedule {
  /**
   * One board of a round as the table gives it: positions and players of red and black; for the bye (轮空, the
   * dummy's pair) {@code black} is null and {@code red} the player who rests. {@code tableRound} is the round of the
   * table it comes from, {@code cycle} the cycle (colours reversed in the second).
   */
  public record Meeting(int round, int tableRound, int cycle, int redPosition, int blackPosition, String red,
      String black) {
    public boolean bye() {
      return black == null;
    }

    public boolean involves(String player) {
      return player.equals(red) || player.equals(black);
    }

    /** "3–8" as the table writes the pair (red first); the bye "3 轮空" / "3 bye" is {@link #bye()}. */
    public String positions() {
      return redPosition + "–" + blackPosition;
    }
  }

  private final BergerTable table;
  private final int cycles;
  private final List<String> byPosition;
  private final Map<String, Integer> positions;

  private RoundRobinSchedule(BergerTable table, int cycles, List<String> byPosition) {
    this.table = table;
    this.cycles = cycles;
    this.byPosition = List.copyOf(byPosition);
    this.positions = new HashMap<>();
    for (int i = 0; i < byPosition.size(); i++) {
      positions.put(byPosition.get(i), i + 1);
    }
  }

  /**
   * The schedule of these players by their pairing numbers, which must be 1 … n without a gap: the positions of
   * the table are the numbers of the draw (Laws §20.2: a player who withdraws before the start leaves a new draw).
   */
  public static RoundRobinSchedule of(Map<String, Integer> numbers, int cycles, String division) {
    TreeMap<Integer, String> byNumber = new TreeMap<>();
    List<String> unnumbered = new ArrayList<>();
    numbers.forEach((id, n) -> {
      if (n == null) {
        unnumbered.add(id);
      } else if (byNumber.put(n, id) != null) {
        throw ProblemException.of("players[" + division + "]", "序号 " + n + " 重复", "pairing number " + n
            + " is given twice");
      }
    });
    String where = "players[" + division + "]";
    if (!unnumbered.isEmpty()) {
      unnumbered.sort(Comparator.naturalOrder());
      throw ProblemException.of(where, "循环赛按抽签序号排入贝格尔表：" + unnumbered.size() + " 名棋手还没有序号，请先抽签",
          "a round robin places players in the Berger table by pairing number: " + unnumbered.size()
              + " players have none yet; draw the numbers first");
    }
    if (byNumber.size() < 2) {
      throw ProblemException.of(where, "循环赛至少需要 2 名棋手，现有 " + byNumber.size(),
          "a round robin needs at least 2 players, has " + byNumber.size());
    }
    int expected = 1;
    for (int n : byNumber.keySet()) {
      if (n != expected) {
        throw ProblemException.of(where, "循环赛的序号须为 1–" + byNumber.size() + "，不能有空号：缺 " + expected
            + " 号（赛前有人退出时应重新抽签，规则 §20.2）", "a round robin's pairing numbers must be 1–"
            + byNumber.size() + " without a gap: " + expected + " is missing (when a player withdraws before the "
            + "start, the numbers are drawn again, Laws §20.2)");
      }
      expected++;
    }
    BergerTable table = new BergerTable(byNumber.size());
    int rounds = table.roundsPerCycle() * cycles;
    if (rounds > Range.ROUND.max()) {
      throw ProblemException.of(where, byNumber.size() + " 名棋手的" + cycles + "循环共 " + rounds + " 轮，超过 chuhe 的上限 "
          + Range.ROUND.max() + " 轮", "a round robin of " + byNumber.size() + " players in " + cycles + " cycles has "
          + rounds + " rounds, more than chuhe's " + Range.ROUND.max());
    }
    return new RoundRobinSchedule(table, cycles, new ArrayList<>(byNumber.values()));
  }

  /**
   * The schedule of a round robin whose round 1 is paired: its players are round 1's (games, bye and players
   * excused from it), by pairing number ({@code numberOf}).
   */
  public static RoundRobinSchedule ofFirstRound(Round first, java.util.function.Function<String, Integer> numberOf,
      int cycles) {
    Map<String, Integer> numbers = new HashMap<>();
    for (Game g : first.games()) {
      numbers.put(g.red(), numberOf.apply(g.red()));
      numbers.put(g.black(), numberOf.apply(g.black()));
    }
    for (String id : first.byes()) {
      numbers.put(id, numberOf.apply(id));
    }
    for (String id : first.absent()) {
      numbers.put(id, numberOf.apply(id));
    }
    return of(numbers, cycles, first.division());
  }

  public BergerTable table() {
    return table;
  }

  public int cycles() {
    return cycles;
  }

  /** The players by position (pairing number 1 first). */
  public List<String> players() {
    return byPosition;
  }

  public boolean contains(String player) {
    return positions.containsKey(player);
  }

  /** The player's position in the table (his pairing number). */
  public int position(String player) {
    Integer p = positions.get(player);
    if (p == null) {
      throw new IllegalArgumentException("not in the round robin: " + player);
    }
    return p;
  }

  /** Rounds of the whole event: (n − 1, or n for odd n) × cycles. */
  public int rounds() {
    return table.roundsPerCycle() * cycles;
  }

  /** Games each player plays: (players − 1) × cycles. */
  public int gamesPerPlayer() {
    return (table.players() - 1) * cycles;
  }

  /** The boards of event round {@code round} (1 … {@link #rounds()}), in the table's order, the bye last. */
  public List<Meeting> round(int round) {
    if (round < 1 || round > rounds()) {
      throw ProblemException.of("round", "循环赛共 " + rounds() + " 轮，没有第 " + round + " 轮",
          "the round robin has " + rounds() + " rounds, not " + round);
    }
    int m = table.roundsPerCycle();
    int cycle = (round - 1) / m + 1;
    int tableRound = (round - 1) % m + 1;
    boolean reversed = cycle % 2 == 0;
    List<Meeting> games = new ArrayList<>();
    Meeting bye = null;
    for (BergerTable.Pair p : table.round(tableRound)) {
      int red = reversed ? p.black() : p.red();
      int black = reversed ? p.red() : p.black();
      int dummy = table.hasDummy() ? table.size() : -1;
      if (red == dummy || black == dummy) {
        int rests = red == dummy ? black : red;
        bye = new Meeting(round, tableRound, cycle, rests, dummy, playerAt(rests), null);
      } else {
        games.add(new Meeting(round, tableRound, cycle, red, black, playerAt(red), playerAt(black)));
      }
    }
    if (bye != null) {
      games.add(bye);
    }
    return games;
  }

  /** The player's board in round {@code round}: his game (with its colours) or his bye. */
  public Meeting meetingOf(String player, int round) {
    return round(round).stream().filter(m -> m.involves(player)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("not in the round robin: " + player));
  }

  /** The player's colour in round {@code round}; empty for his bye. */
  public Optional<Colour> colourOf(String player, int round) {
    Meeting m = meetingOf(player, round);
    return m.bye() ? Optional.empty() : Optional.of(player.equals(m.red()) ? Colour.RED : Colour.BLACK);
  }

  private String playerAt(int position) {
    return byPosition.get(position - 1);
  }
}
