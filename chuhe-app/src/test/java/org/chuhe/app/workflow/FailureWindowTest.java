package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class FailureWindowTest {
  private static final Instant T0 = Instant.parse("2026-12-04T09:00:00Z");

  @Test
  void countsTriesUntilTheyAreAWindowOld() {
    FailureWindow w = new FailureWindow(Duration.ofMinutes(10));
    w.add("a", T0);
    w.add("a", T0.plusSeconds(60));
    w.add("b", T0.plusSeconds(60));
    assertThat(w.count("a", T0.plusSeconds(120))).isEqualTo(2);
    assertThat(w.count("a", T0.plus(Duration.ofMinutes(10)).minusSeconds(1))).isEqualTo(2);
    // Exactly ten minutes old: the first try has left, the second not yet.
    assertThat(w.count("a", T0.plus(Duration.ofMinutes(10)))).isEqualTo(1);
    assertThat(w.count("a", T0.plus(Duration.ofMinutes(11)))).isZero();
    assertThat(w.count("b", T0.plus(Duration.ofMinutes(10)))).isEqualTo(1);
    assertThat(w.count("nobody", T0)).isZero();
  }

  @Test
  void aTryTakenBackNoLongerCounts() {
    FailureWindow w = new FailureWindow(Duration.ofMinutes(15));
    w.add("p", T0);
    w.add("p", T0.plusSeconds(1));
    w.takeBack("p", T0.plusSeconds(1));
    assertThat(w.count("p", T0.plusSeconds(2))).isEqualTo(1);
    w.takeBack("p", T0);
    w.takeBack("p", T0); // twice, or for an unknown key: nothing happens
    w.takeBack("q", T0);
    assertThat(w.count("p", T0.plusSeconds(2))).isZero();
    assertThat(w.keys()).isZero();
  }

  @Test
  void keysWhoseTriesHaveAllLeftAreSweptWhenTheMapGrows() {
    FailureWindow w = new FailureWindow(Duration.ofMinutes(10));
    for (int i = 0; i <= FailureWindow.SWEEP_AT; i++) {
      w.add("address " + i, T0);
    }
    assertThat(w.keys()).isEqualTo(FailureWindow.SWEEP_AT + 1);
    w.add("late", T0.plus(Duration.ofMinutes(10)));
    assertThat(w.keys()).isEqualTo(1);
    assertThat(w.count("late", T0.plus(Duration.ofMinutes(10)))).isEqualTo(1);
  }
}
