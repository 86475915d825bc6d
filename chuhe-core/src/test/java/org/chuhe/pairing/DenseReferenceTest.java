package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.engine.CountingProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.engine.RoundProblem;
import org.chuhe.tournament.Tournament;
import org.chuhe.engine.matching.MatchingSolver;
import org.chuhe.regulations.ByeRules;
import org.chuhe.regulations.ColourRules;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.UnitAvoidance;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.junit.jupiter.api.Test;

/**
 * For fields of a few hundred players, a deliberately simple exact reference — one dense weighted matching over all
 * legal pairs — must reach the same quality vector as the fast engine (sparse candidates, pricing), and as the whole
 * round solved as one component (the path for rounds whose score-group level cannot be proved).
 */
class DenseReferenceTest {

  @Test
  void fastEngineEqualsDenseMatchingOnSimulatedEvents() {
    int compared = 0;
    CountingProbe probe = new CountingProbe();
    PairingEngine engine = PairingEngine.inCallingThread(probe);
    for (long seed = 1; seed <= 4; seed++) {
      UnitAvoidance units = seed % 2 == 0 ? UnitAvoidance.ALL_ROUNDS : UnitAvoidance.ROUND_ONE;
      ByeRules byes = new ByeRules(seed == 3 ? ByeRules.Selection.FEWEST_BYES : null);
      Regulations regs = Events.regs(9, null, new ColourRules(null, null, seed != 4, null, null, null), units, byes,
          null, null);
      int players = 151 + 50 * (int) seed;
      SimulationSpec spec = SimulationSpec.of(seed, regs, players);
      Tournament t = Simulation.field(spec);
      for (int round = 1; round <= 9; round++) {
        if (round >= 2) {
          Field f = Field.of(t, spec.division(), round, PairingOptions.DEFAULT, false);
          PairingRules rules = new PairingRules(f);
          List<Entrant> pool = f.pool;
          SwissRoundProblem problem = new SwissRoundProblem(rules, pool);
          PairingQuality reference = dense(problem);
          assertThat(reference).isNotNull();
          PairingQuality fast = SwissRoundProblem.solve(engine, rules, pool).quality();
          assertThat(fast).as("seed %d round %d, %d players", seed, round, pool.size()).isEqualTo(reference);
          // The path taken when the score-group level cannot be proved: the whole round as one component.
          PairingQuality whole = problem.solution(engine.solveWhole(problem)).quality();
          assertThat(whole).as("whole round: seed %d round %d", seed, round).isEqualTo(reference);
          compared++;
        }
        t = Simulation.playNextRound(t, spec);
      }
    }
    assertThat(compared).isEqualTo(32);
    // The fast path must really have been taken (and checked) in most rounds, not just the fallback.
    assertThat(probe.certified.get()).isGreaterThan(20);
    System.out.println("dense reference: certified " + probe.certified.get() + ", with cuts "
        + probe.certifiedWithCuts.get());
  }

  /**
   * Score groups laid out so that the groups' own odd sets cannot prove the score-group level (odd groups whose
   * floaters cross several groups): the proof then needs the cuts between groups (see {@code GroupLevel}). Real
   * histories (simulated rounds), scores replaced by random groups on a line; the fast engine must reach the dense
   * reference's vector, and the cuts must really have been used.
   */
  @Test
  void groupsThatNeedCutsBetweenThemEqualDenseMatching() {
    CountingProbe probe = new CountingProbe();
    PairingEngine engine = PairingEngine.inCallingThread(probe);
    for (long seed = 1; seed <= 24; seed++) {
      java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
      SimulationSpec spec = SimulationSpec.of(seed, Events.regs(9), 140 + r.nextInt(80));
      Tournament t = Simulation.field(spec);
      int played = 1 + r.nextInt(4);
      for (int round = 1; round <= played; round++) {
        t = Simulation.playNextRound(t, spec);
      }
      Field f = Field.of(t, spec.division(), played + 1, PairingOptions.DEFAULT, false);
      PairingRules rules = new PairingRules(f);
      // Groups of random sizes (many odd) with random score gaps, highest first, over the players in number order.
      List<Entrant> pool = new java.util.ArrayList<>();
      int score = 40;
      int left = 0;
      for (Entrant e : f.pool) {
        if (left == 0) {
          left = 1 + r.nextInt(r.nextBoolean() ? 6 : 30);
          score -= 1 + r.nextInt(3);
        }
        left--;
        pool.add(new Entrant(e.player, e.number, score, e.colourByRound, e.lastFloat, e.met, e.byes, e.ineligible,
            f.maxInARow, f.maxSurplus));
      }
      PairingQuality reference = dense(new SwissRoundProblem(rules, pool));
      if (reference == null) {
        continue;
      }
      PairingQuality fast = SwissRoundProblem.solve(engine, rules, pool).quality();
      assertThat(fast).as("seed %d, %d players", seed, pool.size()).isEqualTo(reference);
    }
    assertThat(probe.certifiedWithCuts.get()).as("proofs with cuts").isGreaterThan(3);
  }

  /**
   * A lowest group whose players have all met (found by simulation: seed 1, 150 players, round 9) is proved with its
   * players apart, each a group of one that must float: the decomposition certifies the round instead of solving it
   * whole, and the pairing is as good as the dense reference's and the whole round's.
   */
  @Test
  void aLowestGroupWhosePlayersHaveAllMetIsProvedWithItsPlayersApart() {
    SimulationSpec spec = SimulationSpec.of(1, Events.regs(11), 150);
    Tournament t = Simulation.field(spec);
    for (int round = 1; round < 9; round++) {
      t = Simulation.playNextRound(t, spec);
    }
    Field f = Field.of(t, spec.division(), 9, PairingOptions.DEFAULT, false);
    PairingRules rules = new PairingRules(f);
    List<Entrant> pool = f.pool;
    int lowest = pool.stream().mapToInt(e -> e.score).min().orElseThrow();
    List<Entrant> last = pool.stream().filter(e -> e.score == lowest).toList();
    assertThat(last).as("the lowest group").hasSizeGreaterThanOrEqualTo(2);
    for (Entrant a : last) {
      for (Entrant b : last) {
        assertThat(a == b || !rules.mayMeet(a, b)).as("%s and %s may not meet", a, b).isTrue();
      }
    }
    CountingProbe probe = new CountingProbe();
    PairingEngine engine = PairingEngine.inCallingThread(probe);
    PairingQuality fast = SwissRoundProblem.solve(engine, rules, pool).quality();
    assertThat(probe.certifiedWithSingles.get()).as("proved with the players apart").isEqualTo(1);
    SwissRoundProblem problem = new SwissRoundProblem(rules, pool);
    PairingQuality reference = dense(problem);
    assertThat(fast).isEqualTo(reference);
    assertThat(problem.solution(engine.solveWhole(problem)).quality()).isEqualTo(reference);
  }

  /**
   * The shortcuts of pricing miss nothing. The pricing after a re-solve looks only at the pairs the re-solve may have
   * made less slack (and those the last pricing left unchecked); a pricing of every pair looks at each pair once, from
   * its lower number. On simulated events large enough for pricing to add pairs, every pricing of either kind that
   * finds nothing is checked by a pricing of every pair from both of its ends, which must find nothing either.
   */
  @Test
  void pricingsWithTheirShortcutsMissNothing() {
    CountingProbe probe = new CountingProbe().checkingPricing(true);
    try (PairingEngine engine = PairingEngine.perCore(probe)) {
      for (long seed = 1; seed <= 3; seed++) {
        SimulationSpec spec = SimulationSpec.of(seed, Events.regs(9), 1_200 + 300 * (int) seed);
        Tournament t = Simulation.field(spec);
        for (int round = 1; round <= 7; round++) {
          t = Simulation.playNextRound(t, spec, engine);
        }
      }
    }
    int ofSince = probe.pricedSince.get();
    assertThat(ofSince).as("pricings of only what changed").isGreaterThan(3);
    assertThat(probe.checkedPricings.get()).as("pricings checked, of every pair and since").isGreaterThan(ofSince);
  }

  /**
   * The reference: one dense weighted matching over every legal pair (and bye) of the round, built here from the
   * problem the engine is given (its face: who may meet, the packed weights), solved by the matching alone. Null when
   * the round has no legal pairing.
   */
  private static PairingQuality dense(SwissRoundProblem problem) {
    int n = problem.size();
    RoundProblem.Weights weights = problem.weights();
    int d = weights.longs();
    List<int[]> edges = new java.util.ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (problem.mayMeet(i, j)) {
          edges.add(new int[] {i, j});
        }
      }
      if (n % 2 == 1 && problem.mayHaveBye(i)) {
        edges.add(new int[] {i, n});
      }
    }
    int[] u = new int[edges.size()];
    int[] v = new int[edges.size()];
    long[] w = new long[edges.size() * d];
    long[] one = new long[d];
    for (int k = 0; k < u.length; k++) {
      u[k] = edges.get(k)[0];
      v[k] = edges.get(k)[1];
      if (v[k] == n) {
        weights.bye(u[k], one);
      } else {
        weights.pair(u[k], v[k], one);
      }
      System.arraycopy(one, 0, w, k * d, d);
    }
    MatchingSolver solver = new MatchingSolver(n + n % 2, u, v, w, d).solve();
    return solver.isPerfect() ? problem.solution(java.util.Arrays.copyOf(solver.mates(), n)).quality() : null;
  }
}
