package org.chuhe.model;

import java.util.List;
import java.util.Objects;

/** The pairing list (对阵表) of one round of one division, with results as far as they are known. */
public record Round(String division, int number, List<Game> games, List<String> byes) {
  public Round {
    Objects.requireNonNull(division, "division");
    if (number < 1) {
      throw new IllegalArgumentException("round numbers start at 1, not " + number);
    }
    games = games == null ? List.of() : List.copyOf(games);
    byes = byes == null ? List.of() : List.copyOf(byes);
  }

  public boolean isComplete() {
    return games.stream().allMatch(g -> g.result().isFinished());
  }
}
