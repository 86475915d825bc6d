package org.chuhe.teams;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.model.Round;
import org.chuhe.pairing.NextRound;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Format;
import org.chuhe.testing.TestSeeds;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * Brute force on small team Swiss rounds (as {@code ExhaustiveComparisonTest} for the individual Swiss): random
 * events of 3 to 10 teams after 1 to 5 rounds; every pairing of the next round that keeps the hard rules (no
 * rematch, the bye to a team with the fewest byes) is enumerated and weighed by the rule book's own order ({@link
 * TeamSwissQuality}); the engine's pairing must have the best weight, and say "none" exactly when none exists.
 */
class TeamSwissExhaustiveTest {

  /** The best quality over every legal pairing, or null when there is none. */
  static TeamSwissQuality best(TeamSwissRoundProblem p) {
    int n = p.size();
    int[] partner = new int[n];
    Arrays.fill(partner, -1);
    TeamSwissQuality[] best = {null};
    enumerate(p, partner, n % 2 == 1, best);
    return best[0];
  }

  private static void enumerate(TeamSwissRoundProblem p, int[] partner, boolean byeLeft, TeamSwissQuality[] best) {
    int n = p.size();
    int i = 0;
    while (i < n && partner[i] >= 0) {
      i++;
    }
    if (i == n) {
      TeamSwissQuality q = p.solution(partner).quality();
      if (best[0] == null || q.compareTo(best[0]) < 0) {
        best[0] = q;
      }
      return;
    }
    if (byeLeft && p.mayHaveBye(i)) {
      partner[i] = n;
      enumerate(p, partner, false, best);
      partner[i] = -1;
    }
    for (int j = i + 1; j < n; j++) {
      if (partner[j] < 0 && p.mayMeet(i, j)) {
        partner[i] = j;
        partner[j] = i;
        enumerate(p, partner, byeLeft, best);
        partner[i] = -1;
        partner[j] = -1;
      }
    }
  }

  @Test
  void theEnginesPairingIsTheBestOfAllPairings() {
    long[] seeds = TestSeeds.of(2828L, 600);
    int compared = 0;
    int impossible = 0;
    for (long seed : seeds) {
      SplittableRandom random = new SplittableRandom(seed);
      int teams = 3 + random.nextInt(8);
      int before = 1 + random.nextInt(Math.min(5, teams - 1));
      Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 1 + random.nextInt(4), 0, 12),
          teams);
      try {
        for (int r = 0; r < before; r++) {
          t = TeamEvents.playRound(t, random);
        }
      } catch (ProblemException e) {
        continue; // an earlier round already had no legal pairing: nothing to compare in this case
      }
      int round = before + 1;
      TeamSwissRoundProblem p = new TeamSwissRoundProblem(TeamSwiss.entrants(t, TeamEvents.DIVISION, round));
      TeamSwissQuality best = best(p);
      Round paired;
      try {
        paired = NextRound.pair(t, TeamEvents.DIVISION, PairingOptions.DEFAULT,
            PairingEngine.inCallingThread(EngineProbe.NONE)).round();
      } catch (ProblemException e) {
        if (best != null) {
          fail("seed " + seed + ": the engine found no pairing but " + best + " exists");
        }
        impossible++;
        continue;
      }
      assertThat(best).as("seed %d: paired although no legal pairing exists", seed).isNotNull();
      TeamSwissQuality[] q = TeamSwiss.qualities(TeamEvents.add(t, paired), paired,
          PairingEngine.inCallingThread(EngineProbe.NONE));
      assertThat(q).as("seed %d: the round is not a legal pairing of its teams", seed).isNotNull();
      assertThat(q[0]).as("seed %d", seed).isEqualTo(best);
      compared++;
    }
    System.out.printf("team Swiss exhaustive: %d compared, %d without a legal pairing%n", compared, impossible);
    if (seeds.length > 1) {
      assertThat(compared).isGreaterThan(400);
    }
  }
}
