package org.chuhe.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.matching.Lex;
import org.chuhe.engine.matching.SideBySide;

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

  /**
   * The optimal pairing (each player's partner, {@code size()} for the bye), or null when the split cannot be proved
   * (the caller then solves it whole).
   */
  static int[] tryPair(RoundProblem problem, EngineProbe probe) {
    int n = problem.size();
    long tt0 = System.nanoTime();
    RoundProblem.Weights whole = problem.weights();
    RoundProblem.Weights packing = whole.groupPart();
    ScoreGroups byScore = ScoreGroups.of(problem);
    ByeGroup bye = ByeGroup.of(problem, byScore);
    if (bye == null) {
      return fail(probe, "nobody may have the bye");
    }
    // Step 0b: a lowest group none of whose players may meet each other (the last two of the field, who have met)
    // counts as one group per player, each with the group's score: every one of them must leave it, which the
    // group level then knows (as one group of two it would pair them inside, that component would have no pairing,
    // and the whole round would be solved in one piece: round 10 of a 1,000-player event, 0.14–0.26 s).
    ScoreGroups sg = byScore.lowestSplitIfUnpairable(problem, bye.group);
    int splitFrom = sg == byScore ? byScore.problemGroup.length : byScore.problemGroup.length - 1;
    int groups = sg.problemGroup.length;

    // Step 1: the score-group structure (which groups exchange players) and its potentials.
    long tt1 = System.nanoTime();
    GroupLevel top = GroupLevel.solve(problem, sg.members, sg.problemGroup, bye.group, packing, splitFrom, probe);
    if (probe.traces()) {
      probe.trace(String.format("    time: bounds %.1f ms, group level %.1f ms",
          (tt1 - tt0) / 1e6, (System.nanoTime() - tt1) / 1e6));
    }
    if (top == null) {
      return fail(probe, "group level");
    }
    if (top.pi == null) {
      return wholeRound(problem, byScore, unsplit(top.crossed, byScore, splitFrom), whole, probe);
    }
    boolean[][] tight = tightGroupPairs(problem, sg, top, packing, bye.group, probe);
    if (tight == null) {
      return null;
    }
    traceGroupLevel(problem, sg, top, tight, probe);

    // Step 2: components of groups joined by tight pairs, each solved exactly.
    boolean[] cutWithDual = new boolean[Math.max(0, groups - 1)];
    for (int k = 0; k + 1 < groups; k++) {
      cutWithDual[k] = Lex.sign(top.cut[k]) != 0;
    }
    List<Component> components = components(problem, sg, top.constrained, tight, cutWithDual, bye);
    long tt2 = System.nanoTime();
    int[] partner = solveComponents(problem, components, whole.lowerPart(), cutWithDual, probe);
    if (probe.traces()) {
      probe.trace(String.format("    time: components built %.1f ms, solved %.1f ms",
          (tt2 - tt1) / 1e6, (System.nanoTime() - tt2) / 1e6));
    }
    if (partner == null) {
      // The groups' structure cannot be realised by these players (a component has no complete pairing, e.g. a
      // leader who met most of the group he should float to): the round is solved whole, exactly, with the
      // structure's group pairs among the first candidates.
      return wholeRound(problem, byScore, unsplit(top.crossed, byScore, splitFrom), whole, probe);
    }
    if (Arrays.stream(partner).anyMatch(j -> j < 0)) {
      return fail(probe, "incomplete");
    }
    String cutNotOnce = cutNotCrossedOnce(problem, sg, top, partner);
    if (cutNotOnce != null) {
      return fail(probe, cutNotOnce);
    }
    probe.certified(components.size(), splitFrom < groups, Arrays.stream(top.cut).anyMatch(z -> Lex.sign(z) != 0));
    return partner;
  }

  /**
   * Step 0, the bye: the first criteria (the bye's score, then its recipient's byes) come before anything else, so
   * it goes to the lowest group with a player who may have it, to one of those with the fewest byes ({@link
   * RoundProblem#byeRank}). The proof below then holds for the bye too: a bye anywhere else costs at least one unit of
   * those criteria more, and the group potentials are all below such a unit. (If that group cannot be completed, the
   * round is solved whole.) {@code group}: -1 for an even field; {@code tight}: the players who may have it there.
   */
  private record ByeGroup(int group, boolean[] tight) {
    /** The bye's group and players, or null when nobody may have the bye of an odd field. */
    static ByeGroup of(RoundProblem problem, ScoreGroups byScore) {
      int n = problem.size();
      boolean[] tight = new boolean[n];
      if (n % 2 == 0) {
        return new ByeGroup(-1, tight);
      }
      List<List<Integer>> members = byScore.members;
      int byeGroup = -1;
      int fewest = Integer.MAX_VALUE;
      for (int g = members.size() - 1; g >= 0 && byeGroup < 0; g--) {
        for (int i : members.get(g)) {
          if (problem.mayHaveBye(i)) {
            byeGroup = g;
            fewest = Math.min(fewest, problem.byeRank(i));
          }
        }
      }
      if (byeGroup < 0) {
        return null;
      }
      for (int i : members.get(byeGroup)) {
        tight[i] = problem.mayHaveBye(i) && problem.byeRank(i) == fewest;
      }
      return new ByeGroup(byeGroup, tight);
    }
  }

  /**
   * The group pairs whose reduced cost under the group level's duals is zero and that have a legal pair: the only
   * ones an optimal pairing may use. Null (the proof failed, said to the probe) when a group pair with a legal pair
   * costs less than its potentials.
   */
  private static boolean[][] tightGroupPairs(RoundProblem problem, ScoreGroups sg, GroupLevel top,
      RoundProblem.Weights packing, int byeGroup, EngineProbe probe) {
    int groups = sg.problemGroup.length;
    int d = packing.longs();
    long[][] pi = top.pi;
    boolean[][] tight = new boolean[groups][groups];
    long[] cost = new long[d];
    long[] slack = new long[d];
    for (int g = 0; g < groups; g++) {
      for (int h = g + 1; h < groups; h++) {
        packing.between(sg.problemGroup[g], sg.problemGroup[h], cost);
        for (int c = 0; c < d; c++) {
          slack[c] = -4 * cost[c] - pi[g][c] - pi[h][c];
          for (int k = g; k < h; k++) {
            slack[c] -= top.cut[k][c];
          }
        }
        int sign = Lex.sign(slack);
        if (sign <= 0 && GroupLevel.anyLegal(problem, sg.members.get(g), sg.members.get(h))) {
          if (sign < 0) {
            if (probe.traces()) {
              StringBuilder sb = new StringBuilder();
              for (int x = 0; x < groups; x++) {
                sb.append(problem.groupName(sg.problemGroup[x])).append(':').append(sg.members.get(x).size())
                    .append(' ').append(Arrays.toString(pi[x])).append("; ");
              }
              probe.trace("    groups " + sb + " bye in " + byeGroup);
            }
            return fail(probe, "group pair " + problem.groupName(sg.problemGroup[g]) + "/"
                + problem.groupName(sg.problemGroup[h]) + " below its potentials");
          }
          tight[g][h] = true;
          tight[h][g] = true;
        }
      }
    }
    return tight;
  }

  /** For a trace: each group, its size, whether constrained (*), and its tight pairs (! where the structure crosses). */
  private static void traceGroupLevel(RoundProblem problem, ScoreGroups sg, GroupLevel top, boolean[][] tight,
      EngineProbe probe) {
    if (!probe.traces()) {
      return;
    }
    int groups = sg.problemGroup.length;
    StringBuilder sb = new StringBuilder("    group level:");
    for (int g = 0; g < groups; g++) {
      sb.append(' ').append(problem.groupName(sg.problemGroup[g])).append(':').append(sg.members.get(g).size())
          .append(top.constrained[g] ? "*" : "");
      for (int h = g + 1; h < groups; h++) {
        if (tight[g][h]) {
          sb.append(" ~").append(problem.groupName(sg.problemGroup[h])).append(top.crossed[g][h] ? "!" : "");
        }
      }
      sb.append(';');
    }
    probe.trace(sb.toString());
  }

  /**
   * The components: groups joined by tight pairs, and every tight pair across a cut with a dual in one component
   * (such a cut must be crossed exactly once in all). Each with its players group by group, each by number (the
   * order the component is solved in, by halves: see {@link ComponentSolver}).
   */
  private static List<Component> components(RoundProblem problem, ScoreGroups sg, boolean[] constrained,
      boolean[][] tight, boolean[] cutWithDual, ByeGroup bye) {
    int groups = sg.problemGroup.length;
    int[] root = new int[groups];
    for (int g = 0; g < groups; g++) {
      root[g] = g;
    }
    int[] firstAcross = new int[Math.max(0, groups - 1)];
    Arrays.fill(firstAcross, -1);
    for (int g = 0; g < groups; g++) {
      for (int h = g + 1; h < groups; h++) {
        if (tight[g][h]) {
          union(root, g, h);
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
      boolean withBye = bye.group >= 0 && find(root, bye.group) == r;
      components.add(component(problem, sg, comp, constrained, tight, withBye ? bye.tight : null));
    }
    return components;
  }

  /** One component of these groups; {@code byeTight}: who may have the bye here, null when it is not here. */
  private static Component component(RoundProblem problem, ScoreGroups sg, List<Integer> comp, boolean[] constrained,
      boolean[][] tight, boolean[] byeTight) {
    int[] groupOf = sg.groupOf;
    int[] local = new int[sg.problemGroup.length];
    Arrays.fill(local, -1);
    for (int k = 0; k < comp.size(); k++) {
      local[comp.get(k)] = k;
    }
    List<Integer> idx = new ArrayList<>();
    for (int g : comp) {
      idx.addAll(sg.members.get(g));
    }
    idx.sort(Comparator.comparingInt((Integer i) -> groupOf[i]).thenComparingInt(problem::number));
    int[] cp = new int[idx.size()];
    int[] cg = new int[idx.size()];
    boolean[] cb = new boolean[idx.size()];
    for (int k = 0; k < idx.size(); k++) {
      cp[k] = idx.get(k);
      cg[k] = local[groupOf[idx.get(k)]];
      cb[k] = byeTight != null && byeTight[idx.get(k)];
    }
    int[] cs = new int[comp.size()];
    boolean[][] ca = new boolean[comp.size()][comp.size()];
    boolean[] cc = new boolean[comp.size()];
    for (int a = 0; a < comp.size(); a++) {
      cs[a] = sg.problemGroup[comp.get(a)];
      cc[a] = constrained[comp.get(a)];
      for (int b = 0; b < comp.size(); b++) {
        ca[a][b] = tight[comp.get(a)][comp.get(b)];
      }
    }
    int[] global = comp.stream().mapToInt(Integer::intValue).toArray();
    return new Component(cp, cg, cs, ca, cb, cc, global);
  }

  /**
   * The components are independent: solved side by side (the engine's threads), each exactly; each player's partner
   * in the round, or null (said to the probe) when a component has no proved optimum. The small ones first: when one
   * has no complete pairing the round is solved whole, and the large ones' work would be lost (round 10 of a
   * 1,000-player event: a component of 2 players who had met, found after 80 ms on the others).
   */
  private static int[] solveComponents(RoundProblem problem, List<Component> components, RoundProblem.Weights lower,
      boolean[] cutWithDual, EngineProbe probe) {
    int n = problem.size();
    int[][] early = new int[components.size()][];
    for (int c = 0; c < components.size(); c++) {
      if (components.get(c).players.length <= SMALL_COMPONENT) {
        early[c] = solve(problem, components.get(c), lower, cutWithDual, probe);
        if (early[c] == null) {
          return fail(probe, "component without a proved optimum");
        }
      }
    }
    List<int[]> solved = SideBySide.run(components.size(), c -> early[c] != null ? 0 : components.get(c).players.length,
        c -> early[c] != null ? early[c] : solve(problem, components.get(c), lower, cutWithDual, probe));
    int[] partner = new int[n];
    Arrays.fill(partner, -1);
    for (int c = 0; c < components.size(); c++) {
      int[] mates = solved.get(c);
      if (mates == null) {
        return fail(probe, "component without a proved optimum");
      }
      addPairs(components.get(c).players, mates, partner, n);
    }
    return partner;
  }

  /**
   * A cut with a dual is an odd set too: the proof needs it crossed exactly once. Its crossings are tight pairs of
   * one component, which crosses its constrained groups once, so this holds in the rounds seen; checked anyway. Null
   * when it holds, else the cut that does not.
   */
  private static String cutNotCrossedOnce(RoundProblem problem, ScoreGroups sg, GroupLevel top, int[] partner) {
    int n = problem.size();
    int groups = sg.problemGroup.length;
    int[] cutCrossings = new int[Math.max(0, groups - 1)];
    for (int i = 0; i < n; i++) {
      if (i < partner[i] && partner[i] < n) {
        int g = sg.groupOf[i];
        int h = sg.groupOf[partner[i]];
        for (int k = Math.min(g, h); k < Math.max(g, h); k++) {
          cutCrossings[k]++;
        }
      }
    }
    for (int k = 0; k + 1 < groups; k++) {
      if (Lex.sign(top.cut[k]) != 0 && cutCrossings[k] != 1) {
        return "cut " + problem.groupName(sg.problemGroup[k]) + "/" + problem.groupName(sg.problemGroup[k + 1])
            + " crossed " + cutCrossings[k] + " times";
      }
    }
    return null;
  }

  /**
   * Writes the pairs of {@code mates} over a component's {@code players} (indices of the round) into the round's
   * {@code partner}, {@code n} for the bye.
   */
  private static void addPairs(int[] players, int[] mates, int[] partner, int n) {
    for (int k = 0; k < players.length; k++) {
      int j = mates[k];
      partner[players[k]] = j >= players.length || j < 0 ? n : players[j];
    }
  }

  /**
   * The groups of a round as the engine splits it, the first group first: each one's group of the problem
   * ({@code problemGroup}: the problem's group, which the single players of a split lowest group share), each player's
   * group, each group's players.
   */
  private record ScoreGroups(int[] problemGroup, int[] groupOf, List<List<Integer>> members) {
    static ScoreGroups of(RoundProblem problem) {
      int groups = problem.groups();
      List<List<Integer>> members = new ArrayList<>();
      for (int g = 0; g < groups; g++) {
        members.add(new ArrayList<>());
      }
      int[] groupOf = new int[problem.size()];
      for (int i = 0; i < problem.size(); i++) {
        groupOf[i] = problem.group(i);
        members.get(groupOf[i]).add(i);
      }
      int[] problemGroup = new int[groups];
      for (int g = 0; g < groups; g++) {
        problemGroup[g] = g;
      }
      return new ScoreGroups(problemGroup, groupOf, members);
    }

    /**
     * The same, but when the lowest group (not the bye's) has 2 to {@link #SPLIT_AT_MOST} players none of whom may meet
     * another, one group per player, each with that score. Any partition of the players into groups of equal scores
     * gives the group level a valid bound; this one is exact for that group. Only the lowest: its players' potentials
     * then fit the cuts' difference system ({@link GroupLevel}).
     */
    ScoreGroups lowestSplitIfUnpairable(RoundProblem problem, int byeGroup) {
      int last = problemGroup.length - 1;
      List<Integer> lowest = members.get(last);
      if (last == byeGroup || lowest.size() < 2 || lowest.size() > SPLIT_AT_MOST) {
        return this;
      }
      for (int a = 0; a < lowest.size(); a++) {
        for (int b = a + 1; b < lowest.size(); b++) {
          if (problem.mayMeet(lowest.get(a), lowest.get(b))) {
            return this;
          }
        }
      }
      List<List<Integer>> split = new ArrayList<>(members.subList(0, last));
      int[] scores = Arrays.copyOf(problemGroup, last + lowest.size());
      int[] of = groupOf.clone();
      for (int i : lowest) {
        of[i] = split.size();
        scores[split.size()] = problemGroup[last];
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
  private record Component(int[] players, int[] group, int[] problemGroup, boolean[][] crossAllowed,
      boolean[] byeAllowed, boolean[] constrained, int[] globalGroup) {}

  /**
   * Solves one component with Lagrange penalties on crossings, raised until every constrained group and every cut
   * with a dual is crossed exactly once. Returns each player's partner (the component's size for the bye), or null
   * when there is no complete pairing or the penalties do not settle.
   */
  private static int[] solve(RoundProblem problem, Component c, RoundProblem.Weights packing, boolean[] cutWithDual,
      EngineProbe probe) {
    int groups = c.problemGroup.length;
    int size = c.players.length;
    int d = packing.longs();
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
      ComponentSolver solver = new ComponentSolver(problem, c.players, c.group, c.problemGroup, c.crossAllowed,
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
    int groups = c.problemGroup.length;
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

  /** The whole round as one component, without trying the group level first (for tests), or null. */
  static int[] wholeRound(RoundProblem problem, EngineProbe probe) {
    ScoreGroups sg = ScoreGroups.of(problem);
    int groups = sg.problemGroup.length;
    return wholeRound(problem, sg.groupOf, sg.problemGroup, new boolean[groups][groups], problem.weights(), probe);
  }

  /** The whole round by groups, the lowest whole again (see {@link ScoreGroups#lowestSplitIfUnpairable}). */
  private static int[] wholeRound(RoundProblem problem, ScoreGroups byScore, boolean[][] crossed,
      RoundProblem.Weights packing, EngineProbe probe) {
    return wholeRound(problem, byScore.groupOf, byScore.problemGroup, crossed, packing, probe);
  }

  /** The group pairs crossed, by score group: the single players from {@code splitFrom} on count as one group. */
  private static boolean[][] unsplit(boolean[][] crossed, ScoreGroups byScore, int splitFrom) {
    int groups = byScore.problemGroup.length;
    boolean[][] out = new boolean[groups][groups];
    for (int g = 0; g < crossed.length; g++) {
      for (int h = 0; h < crossed.length; h++) {
        out[Math.min(g, splitFrom)][Math.min(h, splitFrom)] |= crossed[g][h];
      }
    }
    return out;
  }

  /**
   * When the group level cannot be proved on its own: the whole round as one component, with the whole weight
   * vector (still by halves along the numbers and with pricing, so exact): each player's partner ({@code size()}
   * for the bye), or null when it has no complete pairing.
   */
  private static int[] wholeRound(RoundProblem problem, int[] groupOf, int[] problemGroup, boolean[][] crossed,
      RoundProblem.Weights packing, EngineProbe probe) {
    int n = problem.size();
    // Group by group, each by number: the order the component is solved in.
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    Arrays.sort(order, Comparator.comparingInt((Integer i) -> groupOf[i]).thenComparingInt(problem::number));
    int[] ordered = new int[n];
    int[] group = new int[n];
    boolean[] byeAllowed = new boolean[n];
    for (int k = 0; k < n; k++) {
      ordered[k] = order[k];
      group[k] = groupOf[order[k]];
      byeAllowed[k] = n % 2 == 1 && problem.mayHaveBye(order[k]);
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
    RoundProblem.Weights near = packing.withReach(reach);
    int[] mates = ComponentSolver.wholeRound(problem, ordered, group, problemGroup, crossed, byeAllowed,
        near.longs() < packing.longs() ? near : packing, probe).solve();
    if (mates != null && near.longs() < packing.longs() && !withinReach(mates, group, near)) {
      if (probe.traces()) {
        probe.trace("    decomposed: a pair beyond " + reach + " groups, solved again exactly");
      }
      mates = ComponentSolver.wholeRound(problem, ordered, group, problemGroup, crossed, byeAllowed, packing, probe)
          .solve();
    }
    if (mates == null) {
      return fail(probe, "whole round without a complete pairing");
    }
    int[] partner = new int[n];
    addPairs(ordered, mates, partner, n);
    if (probe.traces()) {
      probe.trace("    decomposed: group level not proved, solved whole");
    }
    return partner;
  }

  /** Whether every pair of the matching is counted at its own level by this packing. */
  private static boolean withinReach(int[] mates, int[] group, RoundProblem.Weights packing) {
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
  private static void raise(long[] mu, RoundProblem.Weights packing) {
    if (Lex.sign(mu) == 0) {
      packing.rowUnit(mu);
      for (int c = 0; c < mu.length; c++) {
        mu[c] = -4 * mu[c];
      }
      return;
    }
    for (int c = 0; c < mu.length; c++) {
      mu[c] *= 2;
    }
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
