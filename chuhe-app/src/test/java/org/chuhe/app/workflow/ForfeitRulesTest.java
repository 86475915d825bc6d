package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.model.Outcome.ABSENT;
import static org.chuhe.model.Outcome.BYE;
import static org.chuhe.model.Outcome.DRAW;
import static org.chuhe.model.Outcome.FORFEIT_LOSS;
import static org.chuhe.model.Outcome.FORFEIT_WIN;
import static org.chuhe.model.Outcome.WIN;

import java.util.TreeMap;
import org.chuhe.model.Outcome;
import org.chuhe.regulations.ForfeitPolicy;
import org.junit.jupiter.api.Test;

class ForfeitRulesTest {
  private static TreeMap<Integer, Outcome> rounds(Outcome... outcomes) {
    TreeMap<Integer, Outcome> map = new TreeMap<>();
    for (int i = 0; i < outcomes.length; i++) {
      map.put(i + 1, outcomes[i]);
    }
    return map;
  }

  @Test
  void theNthForfeitInTotalWithdraws() {
    ForfeitPolicy three = new ForfeitPolicy(15, 3, 0);
    assertThat(ForfeitRules.of(three, rounds(FORFEIT_LOSS, WIN, FORFEIT_LOSS, DRAW))).isEmpty();
    var c = ForfeitRules.of(three, rounds(FORFEIT_LOSS, WIN, FORFEIT_LOSS, DRAW, FORFEIT_LOSS, WIN)).orElseThrow();
    assertThat(c).isEqualTo(new ForfeitRules.Consequence(ForfeitRules.Consequence.Kind.WITHDRAWN, 5, 3));
  }

  @Test
  void forfeitsInARowMeansInConsecutiveRounds() {
    ForfeitPolicy two = new ForfeitPolicy(15, 0, 2);
    assertThat(ForfeitRules.of(two, rounds(FORFEIT_LOSS, BYE, FORFEIT_LOSS))).as("a bye breaks the run").isEmpty();
    assertThat(ForfeitRules.of(two, rounds(FORFEIT_LOSS, FORFEIT_WIN, FORFEIT_LOSS))).isEmpty();
    assertThat(ForfeitRules.of(two, rounds(WIN, FORFEIT_LOSS, ABSENT, FORFEIT_LOSS)))
        .as("a round without a pairing breaks the run too").isEmpty();
    var c = ForfeitRules.of(two, rounds(WIN, ABSENT, FORFEIT_LOSS, FORFEIT_LOSS)).orElseThrow();
    assertThat(c).isEqualTo(new ForfeitRules.Consequence(ForfeitRules.Consequence.Kind.NOT_PAIRED, 4, 2));
  }

  @Test
  void zeroSwitchesTheRulesOff() {
    assertThat(ForfeitRules.of(ForfeitPolicy.DEFAULT, rounds(FORFEIT_LOSS, FORFEIT_LOSS, FORFEIT_LOSS))).isEmpty();
  }
}
