package org.chuhe.standings;

import java.util.List;
import org.chuhe.regulations.Criterion;

/**
 * Why {@code higher} ranks above {@code lower}: the criterion that separated them ({@code null} = points, a shared
 * place, or a player who did not take part) with both values (for a round comparison, the one total that
 * differed), the criteria before it on which they were equal, and the criteria before it that did not apply to
 * their tied group ({@code notApplied}: direct encounter with two players who did not meet or an incomplete
 * mini-table). {@code zh} and {@code en} say it in a sentence an arbiter can read to the player.
 */
public record RankExplanation(String higher, String lower, Criterion criterion, String higherValue,
    String lowerValue, List<Criterion> equalOn, List<Criterion> notApplied, String zh, String en) {

  public RankExplanation {
    equalOn = List.copyOf(equalOn);
    notApplied = List.copyOf(notApplied);
  }
}
