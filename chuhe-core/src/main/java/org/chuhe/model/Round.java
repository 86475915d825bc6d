package org.chuhe.model;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The pairing list (对阵表) of one round of one division, with results as far as they are known, and the chief
 * arbiter's manual changes to it (R8), each with its reason, in the order they were made (empty for a round paired
 * as the engine or the arbiter's list gave it).
 */
public record Round(String division, int number, List<Game> games, List<String> byes, List<ManualChange> changes) {
  public Round {
    Objects.requireNonNull(division, "division");
    if (number < 1) {
      throw new IllegalArgumentException("round numbers start at 1, not " + number);
    }
    games = games == null ? List.of() : List.copyOf(games);
    byes = byes == null ? List.of() : List.copyOf(byes);
    changes = changes == null ? List.of() : List.copyOf(changes);
  }

  public boolean isComplete() {
    return games.stream().allMatch(g -> g.result().isFinished());
  }

  /** The same round with who made its manual changes and when, where they are not recorded yet. */
  public Round withChangesRecorded(String by, Instant at) {
    return withChanges(changes.stream().map(c -> c.recorded(by, at)).toList());
  }

  /** The same round with these manual changes. */
  public Round withChanges(List<ManualChange> newChanges) {
    return new Round(division, number, games, byes, newChanges);
  }
}
