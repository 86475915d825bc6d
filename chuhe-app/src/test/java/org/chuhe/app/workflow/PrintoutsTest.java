package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.report.Lang;
import org.chuhe.model.Round;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * Which rounds and divisions the venue's printouts take (issue 24): each division's last paired round by default,
 * one division by its Chinese name, a round not paired refused in words as {@code export pairings} refuses it.
 */
class PrintoutsTest {
  private static final Tournament EVENT =
      Simulation.run(SimulationSpec.of(4, Presets.get("chongqing-2018"), 12).withRounds(2));

  @Test
  void theLastPairedRoundByDefaultAndARoundNotPairedRefused() throws Exception {
    assertThat(Printouts.rounds(EVENT, "成年组", null)).extracting(Round::number).containsExactly(2);
    assertThat(Printouts.rounds(EVENT, null, 1)).extracting(Round::number).containsExactly(1);
    assertThatThrownBy(() -> Printouts.rounds(EVENT, null, 5)).hasMessageContaining("没有已编排的第 5 轮");
    byte[] slips = Printouts.pdf(EVENT, Printouts.Kind.SLIPS, null, 1, false, Lang.zh, Optional.empty());
    try (PDDocument d = Loader.loadPDF(slips)) {
      assertThat(d.getNumberOfPages()).as("6 boards, 4 slips to a page").isEqualTo(2);
    }
  }
}
