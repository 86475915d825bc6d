package org.chuhe.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ManualChangeTest {
  private static final Instant AT = Instant.parse("2019-10-04T01:00:00Z");

  @Test
  void aChangeIsRebuiltFromItsParts() {
    List<ManualChange> changes = List.of(new ManualChange.Swap("a", "b", "r", "甲", AT),
        new ManualChange.ForcePair("a", "b", Colour.BLACK, "r"), new ManualChange.ForceBye("c", "r", null, AT));
    for (ManualChange c : changes) {
      assertThat(ManualChange.of(c.kind(), c.players(), c.colour(), c.reason(), c.by(), c.at())).isEqualTo(c);
    }
  }

  @Test
  void theNumberOfPlayersFitsTheKindAndOnlyAForcedPairHasAColour() {
    assertThatThrownBy(() -> ManualChange.of(ManualChange.Kind.SWAP, List.of("a"), null, "r", null, null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ManualChange.of(ManualChange.Kind.FORCE_BYE, List.of("a"), Colour.RED, "r", null,
        null)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ManualChange.ForceBye("a", " ")).hasMessageContaining("reason");
  }

  @Test
  void recordingFillsInOnlyWhatIsMissing() {
    ManualChange made = new ManualChange.Swap("a", "b", "r", "甲", null);
    assertThat(made.recorded("乙", AT)).isEqualTo(new ManualChange.Swap("a", "b", "r", "甲", AT));
    Round round = new Round("open", 1, List.of(Game.of(1, "a", "b", null)), List.of(), List.of(made));
    assertThat(round.withChangesRecorded("乙", AT).changes()).extracting(ManualChange::by).containsExactly("甲");
  }
}
