package org.chuhe.app.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.app.presets.Presets;
import org.chuhe.awards.ResultsBook;
import org.chuhe.awards.TitleAward;
import org.chuhe.model.Player;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

class ExportTablesTest {
  @Test
  void theGradesListCarriesTheTitlesWonBeforeTheGradeTitles() {
    // xiaoyi-2019: 山西赛区棋王 to the best player from 山西, and three qualification places (规程 十、6–7).
    var spec = new SimulationSpec(7L, Presets.get("xiaoyi-2019"), null, 60, 5, null, 0.0, 0.0, null, null);
    Tournament t = Simulation.simulate(spec, 5).tournament();
    ResultsBook book = ResultsBook.of(t);
    List<TitleAward> titles = book.prizes().titles();
    assertThat(titles).as("the simulation gives someone a title").isNotEmpty();
    Table table = ExportTables.grades(t, book, List.of("open"), Lang.zh).get(0);
    assertThat(table.title()).endsWith("称号与等级称号");
    assertThat(table.headings()).containsExactly("名次", "编号", "姓名", "单位", "称号");
    for (int i = 0; i < titles.size(); i++) {
      TitleAward a = titles.get(i);
      Player p = t.players().stream().filter(x -> x.id().equals(a.playerId())).findFirst().orElseThrow();
      assertThat(table.rows().get(i)).containsExactly(a.rank(), p.number(), p.name(), StandingsReport.unitName(t, p),
          a.name());
    }
    assertThat(table.rows()).hasSize(titles.size() + book.prizes().grades().size());
    assertThat(ExportTables.grades(t, book, List.of("open"), Lang.en).get(0).headings()).contains("Title");
  }
}
