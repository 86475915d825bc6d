package org.chuhe.app.workflow;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.SwissPairing;

/**
 * Pairing for workflow tests: the real engine ({@link SwissPairing}), so that the lists the tests save are the
 * lists an arbiter would get. {@link #numbersInOrder} gives a predictable draw (registration order) where a test
 * needs to know the numbers; {@link #hasRematch} is an independent check of the saved rounds.
 */
public final class TestPairings {
  private TestPairings() {}

  /**
   * The engine's pairing of {@code round}, which must be the division's next round, after the workflow's own
   * checks, as the {@code pair} command does.
   */
  public static Round pair(Tournament t, String division, int round) {
    if (round != SwissPairing.nextRound(t, division)) {
      throw new IllegalArgumentException("round " + round + " is not the next round of " + division);
    }
    Pairings.checkCanPair(t, division, round);
    return SwissPairing.pair(t, division, PairingOptions.DEFAULT).round();
  }

  public static Map<String, Integer> numbersInOrder(Tournament t, String division) {
    Map<String, Integer> numbers = new LinkedHashMap<>();
    t.playersIn(division).forEach(p -> numbers.put(p.id(), numbers.size() + 1));
    return numbers;
  }

  /** Whether a round's list pairs anyone twice across the event (for assertions). */
  public static boolean hasRematch(Tournament t, String division) {
    Set<String> met = new HashSet<>();
    for (Round r : t.roundsOf(division)) {
      for (Game g : r.games()) {
        String key = g.red().compareTo(g.black()) < 0 ? g.red() + "|" + g.black() : g.black() + "|" + g.red();
        if (!met.add(key)) {
          return true;
        }
      }
    }
    return false;
  }
}
