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
    byte[] slips = Printouts.pdf(EVENT, Printouts.Kind.SLIPS, null, 1, false, null, Lang.zh, Optional.empty());
    try (PDDocument d = Loader.loadPDF(slips)) {
      assertThat(d.getNumberOfPages()).as("6 boards, 4 slips to a page").isEqualTo(2);
    }
  }

  @Test
  void asAWorkbookALinePerBoardAndTheBookletsEntriesByUnitAndItsDraw() {
    Round first = Printouts.rounds(EVENT, null, 1).get(0);
    var slips = Printouts.tables(EVENT, Printouts.Kind.SLIPS, null, 1, false, Lang.zh).get(0);
    assertThat(slips.headings()).containsExactly("台次", "编号", "红方", "红方单位", "红胜", "和", "黑胜", "黑方", "黑方单位",
        "编号", "红方签字", "黑方签字");
    assertThat(slips.title()).endsWith("第 1 轮登分单");
    assertThat(slips.rows()).hasSize(first.games().size());
    var board1 = first.games().get(0);
    String red = EVENT.players().stream().filter(p -> p.id().equals(board1.red())).findFirst().orElseThrow().name();
    assertThat(slips.rows().get(0).get(0)).isEqualTo(board1.board());
    assertThat(slips.rows().get(0).get(2)).isEqualTo(red);
    assertThat(slips.rows().get(0).subList(4, 7)).containsOnly(""); // ticked by hand
    var cards = Printouts.tables(EVENT, Printouts.Kind.CARDS, null, 1, true, Lang.en).get(0);
    assertThat(cards.headings()).containsExactly("Board", "Division", "Round", "Red", "Black");
    assertThat(cards.rows().get(0).get(3)).isEqualTo(red);
    var booklet = Printouts.tables(EVENT, Printouts.Kind.BOOKLET, null, null, false, Lang.zh);
    assertThat(booklet.get(0).headings()).containsExactly("单位", "编号", "姓名", "性别");
    assertThat(booklet.get(0).rows()).hasSize(12);
    var units = booklet.get(0).rows().stream().map(r -> (String) r.get(0)).toList();
    assertThat(units).isSortedAccordingTo(String::compareTo);
    assertThat(booklet.get(booklet.size() - 1).title()).contains("第 1 轮对阵表");
  }
}
