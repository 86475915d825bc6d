package org.chuhe.teams;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.chuhe.engine.PairingEngine;
import org.chuhe.engine.RoundProblem;

/**
 * A team Swiss round (团体积分编排) as the engine's {@link RoundProblem}: the rule book of the team Swiss on the same
 * engine as the individual Swiss. The teams are the engine's players, in the order of their {@link
 * TeamEntrant#number}; their score groups are by the primary score (场分 unless the regulations rank by 局分
 * first), the highest first; their rows are the side they are due (0 first, 1 second, 2 neither). Two teams that
 * met may not meet again; the bye goes to a team with the fewest byes (a second bye only when every team had one).
 * Each pair and the bye weigh minus their {@link TeamSwissQuality}.
 *
 * <p>Who moves first in a pair ({@link #allocate}), as a player's colour: each team its due side when they differ;
 * when both are due the same side, it goes to the team that would otherwise have the other side a third time in a
 * row, then to the one with the greater surplus, then the longer streak, then the higher rank; a team with no side
 * due yet takes the other's leftover, and two such teams are settled by table (the higher team first on the odd
 * tables, second on the even ones).
 */
final class TeamSwissRoundProblem implements RoundProblem {
  final List<TeamEntrant> teams;
  private final int[] group;
  private final long[] groupScore;
  private final int[][] neverAgain;
  private final int minByes;
  private final Packed weights;

  /** A pair with its sides: {@code first} moves first; {@code quality} what it costs. */
  record Allocation(TeamEntrant first, TeamEntrant second, boolean undecided, TeamSwissQuality quality) {}

  TeamSwissRoundProblem(List<TeamEntrant> teams) {
    this.teams = List.copyOf(teams);
    int n = teams.size();
    TreeSet<Integer> scores = new TreeSet<>(java.util.Comparator.reverseOrder());
    teams.forEach(e -> scores.add(e.primary()));
    Map<Integer, Integer> groupOf = new HashMap<>();
    groupScore = new long[scores.size()];
    int g = 0;
    for (int s : scores) {
      groupScore[g] = s;
      groupOf.put(s, g++);
    }
    group = new int[n];
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < n; i++) {
      group[i] = groupOf.get(teams.get(i).primary());
      index.put(teams.get(i).team(), i);
      if (i > 0 && teams.get(i).number() <= teams.get(i - 1).number()) {
        throw new IllegalArgumentException("teams must be in the order of their numbers");
      }
    }
    neverAgain = new int[n][];
    for (int i = 0; i < n; i++) {
      neverAgain[i] = teams.get(i).met().stream().map(index::get).filter(java.util.Objects::nonNull)
          .mapToInt(Integer::intValue).toArray();
    }
    minByes = teams.stream().mapToInt(TeamEntrant::byes).min().orElse(0);
    weights = new Packed(0, TeamSwissQuality.LONGS);
  }

  /** The engine's answer as pairs with sides (not yet in table order) and the bye, or null when none is perfect. */
  record Solution(List<Allocation> pairs, TeamEntrant bye, TeamSwissQuality quality) {}

  Solution solve(PairingEngine engine) {
    PairingEngine.Mates mates = engine.solve(this);
    if (!mates.perfect()) {
      return null;
    }
    return solution(mates.partner());
  }

  /** The pairs and bye of a partner array (n for the bye), with the total quality. */
  Solution solution(int[] partner) {
    int n = teams.size();
    List<Allocation> pairs = new ArrayList<>();
    TeamEntrant bye = null;
    TeamSwissQuality total = TeamSwissQuality.ZERO;
    for (int i = 0; i < n; i++) {
      if (partner[i] == n) {
        bye = teams.get(i);
        total = total.plus(byeCost(bye));
      } else if (i < partner[i]) {
        Allocation a = allocate(teams.get(i), teams.get(partner[i]));
        pairs.add(a);
        total = total.plus(a.quality());
      }
    }
    return new Solution(pairs, bye, total);
  }

  /** What the bye to this team costs: its score and its height above the last team. */
  TeamSwissQuality byeCost(TeamEntrant e) {
    return new TeamSwissQuality(e.primary(), teams.size() - e.rank(), 0, 0, 0, 0);
  }

  /** The pair's sides and cost. */
  static Allocation allocate(TeamEntrant a, TeamEntrant b) {
    long diff = (long) (a.primary() - b.primary()) * (a.primary() - b.primary());
    long distance = (long) (a.number() - b.number()) * (a.number() - b.number());
    if (a.due() == null && b.due() == null) {
      TeamEntrant higher = a.rank() < b.rank() ? a : b;
      return new Allocation(higher, higher == a ? b : a, true, new TeamSwissQuality(0, 0, diff, 0, 0, distance));
    }
    if (a.due() == null || b.due() == null || !a.due().equals(b.due())) {
      boolean aFirst = a.due() != null ? a.due() : !b.due();
      return new Allocation(aFirst ? a : b, aFirst ? b : a, false, new TeamSwissQuality(0, 0, diff, 0, 0, distance));
    }
    boolean side = a.due();
    // Both are due the same side: one yields. Which one keeps it, in the order the class comment gives (c > 0: a).
    int c = Boolean.compare(thirdInARow(a, !side), thirdInARow(b, !side));
    c = c != 0 ? c : Integer.compare(Math.abs(a.surplus()), Math.abs(b.surplus()));
    c = c != 0 ? c : Integer.compare(a.streak(), b.streak());
    c = c != 0 ? c : Integer.compare(b.rank(), a.rank());
    TeamEntrant keeps = c > 0 ? a : b;
    TeamEntrant yields = keeps == a ? b : a;
    long streak = thirdInARow(yields, !side) ? 1 : 0;
    TeamEntrant first = side ? keeps : yields;
    return new Allocation(first, first == keeps ? yields : keeps, false,
        new TeamSwissQuality(0, 0, diff, streak, 1, distance));
  }

  /** Whether giving the team this side ({@code true}: first) would be its third in a row. */
  static boolean thirdInARow(TeamEntrant e, boolean side) {
    return e.last() != null && e.last() == side && e.streak() >= 2;
  }

  static int row(TeamEntrant e) {
    return e.due() == null ? 2 : e.due() ? 0 : 1;
  }

  @Override
  public int size() {
    return teams.size();
  }

  @Override
  public int number(int player) {
    return teams.get(player).number();
  }

  @Override
  public int groups() {
    return groupScore.length;
  }

  @Override
  public int group(int player) {
    return group[player];
  }

  @Override
  public int row(int player) {
    return row(teams.get(player));
  }

  @Override
  public boolean mayMeet(int a, int b) {
    return !teams.get(a).met().contains(teams.get(b).team());
  }

  @Override
  public int[] neverAgain(int player) {
    return neverAgain[player];
  }

  @Override
  public boolean mayMeetOtherwise(int a, int b) {
    return true;
  }

  @Override
  public boolean mayHaveBye(int player) {
    return teams.get(player).byes() == minByes;
  }

  @Override
  public int byeRank(int player) {
    return teams.get(player).byes();
  }

  @Override
  public int boundClass(int player) {
    return 0;
  }

  @Override
  public int boundClasses() {
    return 1;
  }

  @Override
  public Weights weights() {
    return weights;
  }

  @Override
  public String groupName(int g) {
    return String.valueOf(groupScore[g]);
  }

  /**
   * The quality vectors packed in longs; a part keeps the components {@code from} … {@code to} − 1 and zeroes the
   * rest: the group part is the bye and the score differences, the lower part the sides and the distance.
   */
  private final class Packed implements Weights {
    private final int from;
    private final int to;

    Packed(int from, int to) {
      this.from = from;
      this.to = to;
    }

    private void keep(long[] out) {
      for (int i = 0; i < TeamSwissQuality.LONGS; i++) {
        if (i < from || i >= to) {
          out[i] = 0;
        }
      }
    }

    @Override
    public int longs() {
      return TeamSwissQuality.LONGS;
    }

    @Override
    public void pair(int a, int b, long[] out) {
      allocate(teams.get(a), teams.get(b)).quality().packNegated(out);
      keep(out);
    }

    @Override
    public void bye(int player, long[] out) {
      byeCost(teams.get(player)).packNegated(out);
      keep(out);
    }

    @Override
    public void between(int g, int h, long[] out) {
      long d = groupScore[g] - groupScore[h];
      new TeamSwissQuality(0, 0, d * d, 0, 0, 0).packNegated(out);
      keep(out);
    }

    @Override
    public void rowUnit(long[] out) {
      new TeamSwissQuality(0, 0, 0, 0, 1, 0).packNegated(out);
      keep(out);
    }

    @Override
    public void rowBound(int player, int g, int row, long[] out) {
      TeamEntrant e = teams.get(player);
      long d = e.primary() - groupScore[g];
      long wish = row(e) == row && row < 2 ? 1 : 0;
      new TeamSwissQuality(0, 0, d * d, 0, wish, 0).packNegated(out);
      keep(out);
    }

    @Override
    public Weights groupPart() {
      return new Packed(0, 3);
    }

    @Override
    public Weights lowerPart() {
      return new Packed(3, TeamSwissQuality.LONGS);
    }

    @Override
    public Weights withReach(int reach) {
      return this;
    }

    @Override
    public boolean exactFor(int g, int h) {
      return true;
    }
  }
}
