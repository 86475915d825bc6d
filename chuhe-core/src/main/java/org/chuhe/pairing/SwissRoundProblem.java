package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.engine.RoundProblem;
import org.chuhe.model.Colour;

/**
 * A round of the Chinese Swiss method as the engine's {@link RoundProblem}: the players (sorted by pairing number)
 * with their score groups (the highest score first) and colour rows (due red, due black, neither), who may meet and
 * who may have the bye under the {@link PairingRules}, and the {@link PairingQuality} of each pair and bye packed into
 * the engine's weights by {@link QualityPacking}. The engine's answer (each player's partner) becomes the pairs with
 * their colours here, and "no perfect pairing" the rule book's diagnosis ({@link NoLegalPairing}).
 */
final class SwissRoundProblem implements RoundProblem {
  final PairingRules rules;
  final List<Entrant> players;
  private final int[] group;
  private final int[] groupScore;
  private final int[] row;
  private final int[][] neverAgain;
  private final Weights weights;

  SwissRoundProblem(PairingRules rules, List<Entrant> players) {
    this.rules = rules;
    this.players = players;
    int n = players.size();
    TreeMap<Integer, Integer> groups = new TreeMap<>(Comparator.reverseOrder());
    for (Entrant e : players) {
      groups.putIfAbsent(e.score, 0);
    }
    groupScore = new int[groups.size()];
    int g = 0;
    for (Integer score : groups.keySet()) {
      groupScore[g] = score;
      groups.put(score, g++);
    }
    group = new int[n];
    row = new int[n];
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < n; i++) {
      Entrant e = players.get(i);
      group[i] = groups.get(e.score);
      row[i] = row(e);
      index.put(e.id, i);
    }
    neverAgain = new int[n][];
    for (int i = 0; i < n; i++) {
      List<Integer> met = new ArrayList<>();
      for (String opponent : players.get(i).met) {
        Integer j = index.get(opponent);
        if (j != null) {
          met.add(j);
        }
      }
      neverAgain[i] = met.stream().mapToInt(Integer::intValue).toArray();
    }
    weights = new Packed(QualityPacking.of(rules, players));
  }

  /**
   * The optimal pairing of {@code players} (sorted by pairing number) by {@code engine}; throws the rule book's
   * diagnosis ({@link NoLegalPairing}) when no legal pairing exists.
   */
  static RoundSolution solve(PairingEngine engine, PairingRules rules, List<Entrant> players) {
    SwissRoundProblem problem = new SwissRoundProblem(rules, players);
    PairingEngine.Mates mates = engine.solve(problem);
    if (!mates.perfect()) {
      throw NoLegalPairing.diagnose(rules, players, mates.partner());
    }
    return problem.solution(mates.partner());
  }

  /** {@link #solve(PairingEngine, PairingRules, List)} in the calling thread, reporting to no one. */
  static RoundSolution solve(PairingRules rules, List<Entrant> players) {
    return solve(PairingEngine.inCallingThread(EngineProbe.NONE), rules, players);
  }

  /** The pairs (with colours), the bye and the quality of the engine's answer: each player's partner, n for the bye. */
  RoundSolution solution(int[] partner) {
    int n = players.size();
    List<PairingRules.Allocation> pairs = new ArrayList<>();
    Entrant bye = null;
    PairingQuality total = PairingQuality.ZERO;
    for (int i = 0; i < n; i++) {
      int j = partner[i];
      if (j == n) {
        bye = players.get(i);
        total = total.plus(rules.byeCost(bye));
      } else if (i < j) {
        PairingRules.Allocation al = rules.allocate(players.get(i), players.get(j));
        pairs.add(al);
        total = total.plus(rules.cost(al));
      }
    }
    return new RoundSolution(pairs, bye, total, false);
  }

  /** The colour row of a player: 0 due red, 1 due black, 2 neither. */
  static int row(Entrant e) {
    return e.due == Colour.RED ? 0 : e.due == Colour.BLACK ? 1 : 2;
  }

  /** What any pair of player a with a player of this score and colour row costs at least, distance excluded. */
  static PairingQuality lowerBound(Entrant a, int score, int row) {
    int floats = 0;
    if (a.score > score && a.lastFloat == Entrant.Float.DOWN) {
      floats = 1;
    } else if (a.score < score && a.lastFloat == Entrant.Float.UP) {
      floats = 1;
    }
    int wishes = row(a) == row && row < 2 ? 1 : 0;
    return new PairingQuality(0, 0, ScoreDifferences.of(a.score, score), 0, wishes, floats, 0);
  }

  @Override
  public int size() {
    return players.size();
  }

  @Override
  public int number(int player) {
    return players.get(player).number;
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
    return row[player];
  }

  @Override
  public boolean mayMeet(int a, int b) {
    return rules.mayMeet(players.get(a), players.get(b));
  }

  @Override
  public int[] neverAgain(int player) {
    return neverAgain[player];
  }

  @Override
  public boolean mayMeetOtherwise(int a, int b) {
    return rules.mayMeetAgain(players.get(a), players.get(b));
  }

  @Override
  public boolean mayHaveBye(int player) {
    return rules.mayHaveBye(players.get(player));
  }

  /** The bye's second criterion: the fewest byes so far. */
  @Override
  public int byeRank(int player) {
    return players.get(player).byes;
  }

  /** The lower bound of a player's pairs depends, beside his group and row, on his last float. */
  @Override
  public int boundClass(int player) {
    return players.get(player).lastFloat.ordinal();
  }

  @Override
  public int boundClasses() {
    return Entrant.Float.values().length;
  }

  @Override
  public Weights weights() {
    return weights;
  }

  /** A group is named by its score (in points × the scoring's unit, as {@link Entrant#score}). */
  @Override
  public String groupName(int g) {
    return String.valueOf(groupScore[g]);
  }

  /** The quality vector of pairs and byes packed by a {@link QualityPacking} (the whole vector or a part of it). */
  private final class Packed implements Weights {
    private final QualityPacking packing;

    Packed(QualityPacking packing) {
      this.packing = packing;
    }

    @Override
    public int longs() {
      return packing.longs;
    }

    @Override
    public void pair(int a, int b, long[] out) {
      PairingRules.Allocation al = rules.allocate(players.get(a), players.get(b));
      rules.cost(al.red(), al.black(), packing, out);
    }

    @Override
    public void bye(int player, long[] out) {
      packing.packNegated(rules.byeCost(players.get(player)), out, 0);
    }

    @Override
    public void between(int g, int h, long[] out) {
      packing.packNegated(PairingQuality.difference(groupScore[g], groupScore[h]), out, 0);
    }

    @Override
    public void rowUnit(long[] out) {
      packing.packNegated(PairingQuality.ONE_WISH, out, 0);
    }

    @Override
    public void rowBound(int player, int g, int row, long[] out) {
      packing.packNegated(lowerBound(players.get(player), groupScore[g], row), out, 0);
    }

    @Override
    public Weights groupPart() {
      return new Packed(packing.part(QualityPacking.Part.DIFFERENCES));
    }

    @Override
    public Weights lowerPart() {
      return new Packed(packing.part(QualityPacking.Part.LOWER));
    }

    @Override
    public Weights withReach(int reach) {
      return new Packed(packing.withReach(reach));
    }

    @Override
    public boolean exactFor(int g, int h) {
      return packing.exactFor(g, h);
    }
  }
}
