package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;
import org.chuhe.engine.EngineProbe;
import org.chuhe.pairing.matching.Lex;
import org.chuhe.pairing.matching.SideBySide;

/**
 * The fast exact path for large fields. It splits the round along its score groups and proves that the split loses
 * nothing; when the proof does not go through (a {@code fail}), the round is solved whole instead.
 *
 * <p>Step 0, the bye (the first criteria): it goes to the lowest score group with a player who may have it, to one of
 * those with the fewest byes. Step 1, the score-group level ({@link GroupLevel}): the score differences depend only on
 * which groups the pairs join. A small matching over the odd groups (every odd group must send or receive one
 * player; the bye's group counts with the bye) gives the cheapest structure — judged from the top group down, a
 * set of cascades through neighbouring groups — and a dual solution proves it for every pair of players: duals of
 * the cuts between groups (a cascade's hops), or else group potentials π. The pairings that are optimal for the score
 * differences are then exactly those that use only "tight" group pairs and cross every cut with a dual and every
 * group with π &gt; 0 exactly once (complementary slackness).
 *
 * <p>Step 2, the rest of the vector, inside that set. Groups connected by tight pairs form independent components
 * (usually: one even group alone; a cascade from one odd group to the next). Each component is solved exactly by
 * {@link ComponentSolver} for the lower part of the vector, with Lagrange penalties μ on the crossings of those cuts
 * and groups. If the result crosses each of them exactly once, it is optimal among the pairings of step 1 (for any
 * μ ≥ 0: every pairing of that set pays the same penalties), so the union of the components is the lexicographic
 * optimum. Otherwise the penalties grow and the component is solved again.
 */
final class DecomposedEngine {
  private static final int MAX_PENALTY_ROUNDS = 24;
  /**
   * A cut's penalty starts at one colour-wish unit doubled this many times less one (two wish units: measured
   * against one, four and eight on the rounds of a 10,000-player event, the fewest solves again overall).
   */
  private static final int CUT_PENALTY_RAISES = 2;
  /** Components of at most this many players are solved before the others (see {@link #tryPair}). */
  private static final int SMALL_COMPONENT = 64;

  private DecomposedEngine() {}

  /** The optimal pairing, or null when the split cannot be proved (the caller then solves it whole). */
  static SwissEngine.Solution tryPair(PairingRules rules, List<Entrant> players, EngineProbe probe) {
    int n = players.size();
    long tt0 = System.nanoTime();
    QualityPacking whole = QualityPacking.of(rules, players);
    QualityPacking packing = whole.part(QualityPacking.Part.DIFFERENCES);
    QualityPacking lower = whole.part(QualityPacking.Part.LOWER);
    int d = packing.longs;
    ScoreGroups byScore = ScoreGroups.of(players);
    int groups = byScore.groupScore.length;
    List<List<Integer>> members = byScore.members;
    boolean bye = n % 2 == 1;

    // Step 0, the bye: the first criteria (the bye's score, then its recipient's byes) come before anything else, so
    // it goes to the lowest group with a player who may have it, to one of those with the fewest byes. The proof
    // below then holds for the bye too: a bye anywhere else costs at least one unit of those criteria more, and the
    // group potentials are all below such a unit. (If that group cannot be completed, the round is solved whole.)
    int byeGroup = -1;
    boolean[] byeTight = new boolean[n];
    if (bye) {
      int fewest = Integer.MAX_VALUE;
      for (int g = groups - 1; g >= 0 && byeGroup < 0; g--) {
        for (int i : members.get(g)) {
          if (rules.mayHaveBye(players.get(i))) {
            byeGroup = g;
            fewest = Math.min(fewest, players.get(i).byes);
          }
        }
      }
      if (byeGroup < 0) {
        return fail(probe, "nobody may have the bye");
      }
      for (int i : members.get(byeGroup)) {
        byeTight[i] = rules.mayHaveBye(players.get(i)) && players.get(i).byes == fewest;
      }
    }
    // Step 0b: a lowest group none of whose players may meet each other (the last two of the field, who have met)
    // counts as one group per player, each with the group's score: every one of them must leave it, which the
    // group level then knows (as one group of two it would pair them inside, that component would have no pairing,
    // and the whole round would be solved in one piece: round 10 of a 1,000-player event, 0.14–0.26 s).
    ScoreGroups sg = byScore.lowestSplitIfUnpairable(rules, players, byeGroup);
    int splitFrom = sg == byScore ? groups : groups - 1;
    groups = sg.groupScore.length;
    int[] groupScore = sg.groupScore;
    int[] groupOf = sg.groupOf;
    members = sg.members;

    // Step 1: the score-group structure (which groups exchange players) and its potentials.
    long tt1 = System.nanoTime();
    GroupLevel top = GroupLevel.solve(rules, players, members, groupScore, byeGroup, packing, splitFrom, probe);
    if (probe.traces()) {
      probe.trace(String.format("    time: bounds %.1f ms, group level %.1f ms",
          (tt1 - tt0) / 1e6, (System.nanoTime() - tt1) / 1e6));
    }
    if (top == null) {
      return fail(probe, "group level");
    }
    if (top.pi == null) {
      return wholeRound(rules, players, byScore, unsplit(top.crossed, byScore, splitFrom), whole, probe);
    }
    long[][] pi = top.pi;
    boolean[] constrained = top.constrained;
    boolean[][] tight = new boolean[groups][groups];
    long[] cost = new long[d];
    long[] slack = new long[d];
    for (int g = 0; g < groups; g++) {
      for (int h = g + 1; h < groups; h++) {
        packing.packNegated(PairingQuality.difference(groupScore[g], groupScore[h]), cost, 0);
        for (int c = 0; c < d; c++) {
          slack[c] = -4 * cost[c] - pi[g][c] - pi[h][c];
          for (int k = g; k < h; k++) {
            slack[c] -= top.cut[k][c];
          }
        }
        int sign = Lex.sign(slack);
        if (sign <= 0 && anyLegal(rules, players, members.get(g), members.get(h))) {
          if (sign < 0) {
            if (probe.traces()) {
              StringBuilder sb = new StringBuilder();
              for (int x = 0; x < groups; x++) {
                sb.append(groupScore[x]).append(':').append(members.get(x).size()).append(' ')
                    .append(Arrays.toString(pi[x])).append("; ");
              }
              probe.trace("    groups " + sb + " bye in " + byeGroup);
            }
            return fail(probe, "group pair " + groupScore[g] + "/" + groupScore[h] + " below its potentials");
          }
          tight[g][h] = true;
          tight[h][g] = true;
        }
      }
    }
    if (probe.traces()) {
      StringBuilder sb = new StringBuilder("    group level:");
      for (int g = 0; g < groups; g++) {
        sb.append(' ').append(groupScore[g]).append(':').append(members.get(g).size())
            .append(constrained[g] ? "*" : "");
        for (int h = g + 1; h < groups; h++) {
          if (tight[g][h]) {
            sb.append(" ~").append(groupScore[h]).append(top.crossed[g][h] ? "!" : "");
          }
        }
        sb.append(';');
      }
      probe.trace(sb.toString());
    }
    // Step 2: components of groups joined by tight pairs, each solved exactly.
    int[] root = new int[groups];
    for (int g = 0; g < groups; g++) {
      root[g] = g;
    }
    boolean[] cutWithDual = new boolean[Math.max(0, groups - 1)];
    for (int k = 0; k + 1 < groups; k++) {
      cutWithDual[k] = Lex.sign(top.cut[k]) != 0;
    }
    int[] firstAcross = new int[Math.max(0, groups - 1)];
    Arrays.fill(firstAcross, -1);
    for (int g = 0; g < groups; g++) {
      for (int h = g + 1; h < groups; h++) {
        if (tight[g][h]) {
          union(root, g, h);
          // A cut with a dual must be crossed exactly once in all: every tight pair across it in one component.
          for (int k = g; k < h; k++) {
            if (cutWithDual[k]) {
              if (firstAcross[k] >= 0) {
                union(root, g, firstAcross[k]);
              }
              firstAcross[k] = g;
            }
          }
        }
      }
    }
    List<Component> components = new ArrayList<>();
    boolean[] doneGroup = new boolean[groups];
    for (int g0 = 0; g0 < groups; g0++) {
      if (doneGroup[g0]) {
        continue;
      }
      int r = find(root, g0);
      List<Integer> comp = new ArrayList<>();
      for (int g = 0; g < groups; g++) {
        if (find(root, g) == r) {
          comp.add(g);
          doneGroup[g] = true;
        }
      }
      boolean withBye = bye && find(root, byeGroup) == r;
      int[] local = new int[groups];
      Arrays.fill(local, -1);
      for (int k = 0; k < comp.size(); k++) {
        local[comp.get(k)] = k;
      }
      List<Integer> idx = new ArrayList<>();
      for (int g : comp) {
        idx.addAll(members.get(g));
      }
      // Group by group, each by number: the order the component is solved in (by halves, see ComponentSolver).
      idx.sort(Comparator.comparingInt((Integer i) -> groupOf[i]).thenComparingInt(i -> players.get(i).number));
      List<Entrant> cp = new ArrayList<>();
      int[] cg = new int[idx.size()];
      boolean[] cb = new boolean[idx.size()];
      for (int k = 0; k < idx.size(); k++) {
        cp.add(players.get(idx.get(k)));
        cg[k] = local[groupOf[idx.get(k)]];
        cb[k] = withBye && byeTight[idx.get(k)];
      }
      int[] cs = new int[comp.size()];
      boolean[][] ca = new boolean[comp.size()][comp.size()];
      boolean[] cc = new boolean[comp.size()];
      for (int a = 0; a < comp.size(); a++) {
        cs[a] = groupScore[comp.get(a)];
        cc[a] = constrained[comp.get(a)];
        for (int b = 0; b < comp.size(); b++) {
          ca[a][b] = tight[comp.get(a)][comp.get(b)];
        }
      }
      int[] global = comp.stream().mapToInt(Integer::intValue).toArray();
      components.add(new Component(cp, cg, cs, ca, cb, cc, global));
    }
    // The components are independent: solve them side by side (the machine's cores), each exactly. The small ones
    // first: when one has no complete pairing the round is solved whole, and the large ones' work would be lost
    // (round 10 of a 1,000-player event: a component of 2 players who had met, found after 80 ms on the others).
    long tt2 = System.nanoTime();
    int[][] early = new int[components.size()][];
    for (int c = 0; c < components.size(); c++) {
      if (components.get(c).players.size() <= SMALL_COMPONENT) {
        early[c] = solve(rules, components.get(c), lower, cutWithDual, probe);
        if (early[c] == null) {
          fail(probe, "component without a proved optimum");
          return wholeRound(rules, players, byScore, unsplit(top.crossed, byScore, splitFrom), whole, probe);
        }
      }
    }
    List<int[]> solved = SideBySide.run(components.size(), c -> early[c] != null ? 0 : components.get(c).players.size(),
        c -> early[c] != null ? early[c] : solve(rules, components.get(c), lower, cutWithDual, probe));
    if (probe.traces()) {
      probe.trace(String.format("    time: components built %.1f ms, solved %.1f ms",
          (tt2 - tt1) / 1e6, (System.nanoTime() - tt2) / 1e6));
    }
    List<PairingRules.Allocation> pairs = new ArrayList<>();
    Entrant byePlayer = null;
    for (int c = 0; c < components.size(); c++) {
      int[] mates = solved.get(c);
      if (mates == null) {
        // The groups' structure cannot be realised by these players (a component has no complete pairing, e.g.
        // a leader who met most of the group he should float to): the round is solved whole, exactly, with the
        // structure's group pairs among the first candidates.
        fail(probe, "component without a proved optimum");
        return wholeRound(rules, players, byScore, unsplit(top.crossed, byScore, splitFrom), whole, probe);
      }
      Entrant byeHere = addPairs(rules, components.get(c).players, mates, pairs);
      byePlayer = byeHere != null ? byeHere : byePlayer;
    }
    if (2 * pairs.size() + (byePlayer == null ? 0 : 1) != n) {
      return fail(probe, "incomplete");
    }
    // A cut with a dual is an odd set too: the proof needs it crossed exactly once. Its crossings are tight pairs of
    // one component, which crosses its constrained groups once, so this holds in the rounds seen; checked anyway.
    int[] cutCrossings = new int[Math.max(0, groups - 1)];
    java.util.Map<Entrant, Integer> indexOf = new java.util.IdentityHashMap<>();
    for (int i = 0; i < n; i++) {
      indexOf.put(players.get(i), i);
    }
    for (PairingRules.Allocation al : pairs) {
      int g = groupOf[indexOf.get(al.red())];
      int h = groupOf[indexOf.get(al.black())];
      for (int k = Math.min(g, h); k < Math.max(g, h); k++) {
        cutCrossings[k]++;
      }
    }
    for (int k = 0; k + 1 < groups; k++) {
      if (Lex.sign(top.cut[k]) != 0 && cutCrossings[k] != 1) {
        return fail(probe, "cut " + groupScore[k] + "/" + groupScore[k + 1] + " crossed " + cutCrossings[k] + " times");
      }
    }
    probe.certified(components.size(), splitFrom < groups, Arrays.stream(top.cut).anyMatch(z -> Lex.sign(z) != 0));
    return solution(rules, pairs, byePlayer);
  }

  /** Adds the pairs of {@code mates} over {@code players} (with colours) to {@code pairs}; returns the bye or null. */
  private static Entrant addPairs(PairingRules rules, List<Entrant> players, int[] mates,
      List<PairingRules.Allocation> pairs) {
    Entrant bye = null;
    for (int k = 0; k < players.size(); k++) {
      int j = mates[k];
      if (j >= players.size() || j < 0) {
        bye = players.get(k);
      } else if (k < j) {
        pairs.add(rules.allocate(players.get(k), players.get(j)));
      }
    }
    return bye;
  }

  private static SwissEngine.Solution solution(PairingRules rules, List<PairingRules.Allocation> pairs,
      Entrant bye) {
    PairingQuality total = bye == null ? PairingQuality.ZERO : rules.byeCost(bye);
    for (PairingRules.Allocation al : pairs) {
      total = total.plus(rules.cost(al));
    }
    return new SwissEngine.Solution(pairs, bye, total, false);
  }

  /** The score groups of a round, highest score first: each group's score, each player's group, each group's players. */
  private record ScoreGroups(int[] groupScore, int[] groupOf, List<List<Integer>> members) {
    static ScoreGroups of(List<Entrant> players) {
      TreeMap<Integer, List<Integer>> byScore = new TreeMap<>(Comparator.reverseOrder());
      for (int i = 0; i < players.size(); i++) {
        byScore.computeIfAbsent(players.get(i).score, k -> new ArrayList<>()).add(i);
      }
      int[] groupScore = new int[byScore.size()];
      int[] groupOf = new int[players.size()];
      List<List<Integer>> members = new ArrayList<>();
      int g = 0;
      for (var e : byScore.entrySet()) {
        groupScore[g] = e.getKey();
        for (int i : e.getValue()) {
          groupOf[i] = g;
        }
        members.add(e.getValue());
        g++;
      }
      return new ScoreGroups(groupScore, groupOf, members);
    }

    /**
     * The same, but when the lowest group (not the bye's) has 2 to {@link #SPLIT_AT_MOST} players none of whom may meet
     * another, one group per player, each with that score. Any partition of the players into groups of equal scores
     * gives the group level a valid bound; this one is exact for that group. Only the lowest: its players' potentials
     * then fit the cuts' difference system ({@link GroupLevel}).
     */
    ScoreGroups lowestSplitIfUnpairable(PairingRules rules, List<Entrant> players, int byeGroup) {
      int last = groupScore.length - 1;
      List<Integer> lowest = members.get(last);
      if (last == byeGroup || lowest.size() < 2 || lowest.size() > SPLIT_AT_MOST) {
        return this;
      }
      for (int a = 0; a < lowest.size(); a++) {
        for (int b = a + 1; b < lowest.size(); b++) {
          if (rules.mayMeet(players.get(lowest.get(a)), players.get(lowest.get(b)))) {
            return this;
          }
        }
      }
      List<List<Integer>> split = new ArrayList<>(members.subList(0, last));
      int[] scores = Arrays.copyOf(groupScore, last + lowest.size());
      int[] of = groupOf.clone();
      for (int i : lowest) {
        of[i] = split.size();
        scores[split.size()] = groupScore[last];
        split.add(List.of(i));
      }
      return new ScoreGroups(scores, of, split);
    }
  }

  /** A lowest group of at most this many players is split into its players when none of them may meet another. */
  private static final int SPLIT_AT_MOST = 16;

  /**
   * One component: its players (group by group, each by number), their local groups and the groups' data, and each
   * local group's index among the round's groups (for the cuts a pair crosses).
   */
  private record Component(List<Entrant> players, int[] group, int[] groupScore, boolean[][] crossAllowed,
      boolean[] byeAllowed, boolean[] constrained, int[] globalGroup) {}

  /**
   * Solves one component with Lagrange penalties on crossings, raised until every constrained group and every cut
   * with a dual is crossed exactly once. Returns each player's partner (the component's size for the bye), or null
   * when there is no complete pairing or the penalties do not settle.
   */
  private static int[] solve(PairingRules rules, Component c, QualityPacking packing, boolean[] cutWithDual,
      EngineProbe probe) {
    int groups = c.groupScore.length;
    int size = c.players.size();
    int d = packing.longs;
    long[][] mu = new long[groups][d];
    for (int a = 0; a < groups; a++) {
      if (c.constrained[a]) {
        // A pair of extra crossings usually pays for itself in colour wishes, so start at one wish unit (measured:
        // starting without a penalty needs a second solve in most rounds of simulated events).
        raise(mu[a], packing);
      }
    }
    // The cuts with a dual that this component's pairs can cross (all of that cut's crossings are in here).
    long[][] muCut = new long[cutWithDual.length][d];
    boolean[] ownCut = new boolean[cutWithDual.length];
    for (int a = 0; a < groups; a++) {
      for (int b = 0; b < groups; b++) {
        if (c.crossAllowed[a][b]) {
          for (int k = c.globalGroup[a]; k < c.globalGroup[b]; k++) {
            if (cutWithDual[k] && !ownCut[k]) {
              ownCut[k] = true;
              for (int r = 0; r < CUT_PENALTY_RAISES; r++) {
                raise(muCut[k], packing);
              }
            }
          }
        }
      }
    }
    ComponentSolver earlier = null;
    for (int attempt = 0; attempt < MAX_PENALTY_ROUNDS; attempt++) {
      ComponentSolver solver = new ComponentSolver(rules, c.players, c.group, c.groupScore, c.crossAllowed,
          c.byeAllowed, packing, penalties(c, mu, muCut, ownCut, d), probe);
      int[] mates = solver.solve(earlier);
      earlier = solver;
      if (mates == null) {
        return fail(probe, "component without a complete pairing");
      }
      int[] crossings = new int[groups];
      int[] cutCrossings = new int[cutWithDual.length];
      for (int k = 0; k < size; k++) {
        int j = mates[k];
        if (j >= 0 && j < size && c.group[j] != c.group[k]) {
          crossings[c.group[k]]++;
          if (k < j) {
            int lo = Math.min(c.globalGroup[c.group[k]], c.globalGroup[c.group[j]]);
            int hi = Math.max(c.globalGroup[c.group[k]], c.globalGroup[c.group[j]]);
            for (int x = lo; x < hi; x++) {
              cutCrossings[x]++;
            }
          }
        }
      }
      boolean ok = true;
      for (int a = 0; a < groups; a++) {
        if (c.constrained[a] && crossings[a] != 1) {
          ok = false;
          raise(mu[a], packing);
        }
      }
      for (int k = 0; k < cutWithDual.length; k++) {
        if (ownCut[k] && cutCrossings[k] != 1) {
          ok = false;
          raise(muCut[k], packing);
        }
      }
      if (ok) {
        return mates;
      }
      if (outOfRange(mu) || outOfRange(muCut)) {
        return fail(probe, "penalty out of range");
      }
      if (probe.traces()) {
        probe.trace("    component of " + size + " players: more than one crossing, penalty raised");
      }
    }
    return fail(probe, "penalty did not settle");
  }

  /**
   * The penalty of a pair between two local groups: the penalties of the constrained groups it leaves and of the
   * cuts with a dual it crosses.
   */
  private static long[][][] penalties(Component c, long[][] mu, long[][] muCut, boolean[] ownCut, int d) {
    int groups = c.groupScore.length;
    long[][][] penalty = new long[groups][groups][d];
    for (int a = 0; a < groups; a++) {
      for (int b = 0; b < groups; b++) {
        if (a == b) {
          continue;
        }
        long[] p = penalty[a][b];
        for (int x = 0; x < d; x++) {
          p[x] = mu[a][x] + mu[b][x];
        }
        for (int k = Math.min(c.globalGroup[a], c.globalGroup[b]); k < Math.max(c.globalGroup[a], c.globalGroup[b]);
            k++) {
          if (ownCut[k]) {
            for (int x = 0; x < d; x++) {
              p[x] += muCut[k][x];
            }
          }
        }
      }
    }
    return penalty;
  }

  private static boolean outOfRange(long[][] mu) {
    for (long[] m : mu) {
      for (long x : m) {
        if (Math.abs(x) > (1L << 54)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * When the score-group level cannot be proved on its own: the whole round as one component, with the whole quality
   * vector (still by halves along the numbers and with pricing, so exact), or null when it has no complete pairing.
   */
  /** The whole round as one component, without trying the group level first (for tests), or null. */
  static SwissEngine.Solution wholeRound(PairingRules rules, List<Entrant> players, EngineProbe probe) {
    ScoreGroups sg = ScoreGroups.of(players);
    int groups = sg.groupScore.length;
    return wholeRound(rules, players, sg.groupOf, sg.groupScore, new boolean[groups][groups],
        QualityPacking.of(rules, players), probe);
  }

  /** The whole round by score groups, the lowest whole again (see {@link ScoreGroups#lowestSplitIfUnpairable}). */
  private static SwissEngine.Solution wholeRound(PairingRules rules, List<Entrant> players, ScoreGroups byScore,
      boolean[][] crossed, QualityPacking packing, EngineProbe probe) {
    return wholeRound(rules, players, byScore.groupOf, byScore.groupScore, crossed, packing, probe);
  }

  /** The group pairs crossed, by score group: the single players from {@code splitFrom} on count as one group. */
  private static boolean[][] unsplit(boolean[][] crossed, ScoreGroups byScore, int splitFrom) {
    int groups = byScore.groupScore.length;
    boolean[][] out = new boolean[groups][groups];
    for (int g = 0; g < crossed.length; g++) {
      for (int h = 0; h < crossed.length; h++) {
        out[Math.min(g, splitFrom)][Math.min(h, splitFrom)] |= crossed[g][h];
      }
    }
    return out;
  }

  private static SwissEngine.Solution wholeRound(PairingRules rules, List<Entrant> players, int[] groupOf,
      int[] groupScore, boolean[][] crossed, QualityPacking packing, EngineProbe probe) {
    int n = players.size();
    // Group by group, each by number: the order the component is solved in.
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    Arrays.sort(order, Comparator.comparingInt((Integer i) -> groupOf[i])
        .thenComparingInt(i -> players.get(i).number));
    List<Entrant> ordered = new ArrayList<>();
    int[] group = new int[n];
    boolean[] byeAllowed = new boolean[n];
    for (int k = 0; k < n; k++) {
      Entrant e = players.get(order[k]);
      ordered.add(e);
      group[k] = groupOf[order[k]];
      byeAllowed[k] = n % 2 == 1 && rules.mayHaveBye(e);
    }
    // First with the pairs of far-apart groups counted together (fewer longs: measured, a 1,000-player round with
    // 17 groups needed 12 longs exactly, 4 this way); exact if the optimum uses no such pair, else solved again.
    int reach = 2;
    for (int g = 0; g < crossed.length; g++) {
      for (int h = g + 1; h < crossed.length; h++) {
        if (crossed[g][h]) {
          reach = Math.max(reach, h - g + 1);
        }
      }
    }
    QualityPacking near = packing.withReach(reach);
    int[] mates = ComponentSolver.wholeRound(rules, ordered, group, groupScore, crossed, byeAllowed,
        near.longs < packing.longs ? near : packing, probe).solve();
    if (mates != null && near.longs < packing.longs && !withinReach(mates, group, near)) {
      if (probe.traces()) {
        probe.trace("    decomposed: a pair beyond " + reach + " groups, solved again exactly");
      }
      mates = ComponentSolver.wholeRound(rules, ordered, group, groupScore, crossed, byeAllowed, packing, probe)
          .solve();
    }
    if (mates == null) {
      return fail(probe, "whole round without a complete pairing");
    }
    List<PairingRules.Allocation> pairs = new ArrayList<>();
    Entrant byePlayer = addPairs(rules, ordered, mates, pairs);
    if (probe.traces()) {
      probe.trace("    decomposed: group level not proved, solved whole");
    }
    return solution(rules, pairs, byePlayer);
  }

  /** Whether every pair of the matching is counted at its own level by this packing. */
  private static boolean withinReach(int[] mates, int[] group, QualityPacking packing) {
    for (int k = 0; k < mates.length; k++) {
      int j = mates[k];
      if (j > k && j < mates.length && !packing.exactFor(group[k], group[j])) {
        return false;
      }
    }
    return true;
  }

  /**
   * Raises a penalty: first to one colour-wish unit (an extra pair of crossings usually saves colour wishes, rarely
   * more), then doubling.
   */
  private static void raise(long[] mu, QualityPacking packing) {
    if (Lex.sign(mu) == 0) {
      packing.packNegated(PairingQuality.ONE_WISH, mu, 0);
      for (int c = 0; c < mu.length; c++) {
        mu[c] = -4 * mu[c];
      }
      return;
    }
    for (int c = 0; c < mu.length; c++) {
      mu[c] *= 2;
    }
  }

  private static boolean anyLegal(PairingRules rules, List<Entrant> players, List<Integer> a, List<Integer> b) {
    return GroupLevel.anyLegal(rules, players, a, b);
  }

  private static int find(int[] root, int x) {
    while (root[x] != x) {
      root[x] = root[root[x]];
      x = root[x];
    }
    return x;
  }

  private static void union(int[] root, int a, int b) {
    root[find(root, a)] = find(root, b);
  }

  private static <T> T fail(EngineProbe probe, String why) {
    probe.noProof(why);
    return null;
  }
}
