package org.chuhe.pairing;

import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Format;
import org.chuhe.tournament.Tournament;

/**
 * Pairs the next round of a division by the event's format (赛制, {@link Format}): the one place the workflow, the
 * simulation and the front ends ask, whatever the format. A Swiss round comes from {@link SwissPairing}; each other
 * format's rounds from its own rule book.
 */
public final class NextRound {
  private NextRound() {}

  /** The number of the round {@link #pair} would pair next in this division. */
  public static int number(Tournament t, String division) {
    return SwissPairing.nextRound(t, division);
  }

  /**
   * The number of rounds the division plays: the regulations' for a Swiss; for a round robin the Berger table's,
   * (n − 1, or n for odd n) × cycles, from its players (round 1's, or before it those who would be paired in it),
   * whatever the regulations' {@code rounds} says.
   */
  public static int rounds(Tournament t, String division) {
    if (t.regulations().format() == Format.ROUND_ROBIN) {
      return RoundRobinPairing.schedule(t, division).rounds();
    }
    if (t.regulations().format() == Format.TEAM_ROUND_ROBIN) {
      return org.chuhe.teams.TeamRoundRobin.schedule(t, division).rounds();
    }
    return t.regulations().roundsOf(division);
  }

  /** Pairs the next round of the division in the calling thread; the tournament is not changed. */
  public static PairingResult pair(Tournament t, String division, PairingOptions options) {
    return pair(t, division, options, PairingEngine.inCallingThread(EngineProbe.NONE));
  }

  /** As {@link #pair(Tournament, String, PairingOptions)}, with the engine's threads and probe. */
  public static PairingResult pair(Tournament t, String division, PairingOptions options, PairingEngine engine) {
    Format format = t.regulations().format();
    return switch (format) {
      case SWISS -> SwissPairing.pair(t, division, options, engine);
      case ROUND_ROBIN -> RoundRobinPairing.pair(t, division, options);
      case TEAM_SWISS -> org.chuhe.teams.TeamSwiss.pair(t, division, options, engine);
      case TEAM_ROUND_ROBIN -> org.chuhe.teams.TeamRoundRobin.pair(t, division, options);
      case SWISS_KNOCKOUT -> throw notYet(format);
    };
  }

  private static ProblemException notYet(Format format) {
    return ProblemException.of("format", "chuhe 尚不能编排赛制为" + format.chinese() + "（" + format.key() + "）的比赛",
        "chuhe cannot pair an event of format " + format.key() + " (" + format.english() + ") yet");
  }
}
