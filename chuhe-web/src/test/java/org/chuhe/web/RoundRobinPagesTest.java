package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.web.Served.form;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A round robin (the preset city-final-round-robin) over real HTTP on a real SQLite file: the public crosstable
 * (交叉表: players by rank, opponents by number, the tie-breaks after the points) and the console's pair and result
 * flow, each round the Berger table's.
 */
class RoundRobinPagesTest {
  @TempDir Path dir;

  private static Tournament sixRoundsOfTen() {
    SimulationSpec spec = new SimulationSpec(5, Presets.get("city-final-round-robin"), null, 10, null, null, 0.0,
        0.0, null, null);
    return Simulation.run(spec, 6);
  }

  @Test
  void theCrosstableHasAColumnPerOpponentAndTheTieBreaks() {
    Tournament t = sixRoundsOfTen();
    try (Served web = Served.of(dir, t)) {
      assertThat(web.get("/divisions/final/standings").body()).contains("href=\"/divisions/final/crosstable\"");
      assertThat(web.get("/").body()).contains("href=\"/divisions/final/crosstable\"", "第 9 轮");
      String page = web.get("/divisions/final/crosstable?lang=zh").body();
      assertThat(page).contains("table class=\"crosstable roundrobin\"", "<th class=\"cross\">10</th>",
          "<th class=\"tb\">小分</th>", "<th class=\"tb\">对局时后走</th>", "循环赛交叉表", "<td class=\"cross\">×</td>");
      // Round 1, board 1 is 1–10 (the table): number 1's row has its result against 10 in column 10, red.
      Game g = t.roundsOf("final").get(0).games().get(0);
      Player red = t.player(g.red()).orElseThrow();
      Player black = t.player(g.black()).orElseThrow();
      assertThat(List.of(red.number(), black.number())).containsExactly(1, 10);
      String redCell = switch (g.result()) {
        case RED_WIN -> "红胜";
        case DRAW -> "红和";
        default -> "红负";
      };
      String row = PublicPagesTest.crossLine(page, 1).toString();
      assertThat(row).as("row of number 1").contains(redCell);
      assertThat(page).doesNotContain(red.id() + "<", "S0000");
      String en = web.get("/divisions/final/crosstable?lang=en").body();
      assertThat(en).contains("Round-robin crosstable", "<th class=\"tb\">Black in their game</th>");
    }
  }

  @Test
  void theConsolePairsTheNextRoundFromTheTableAndTakesItsResults() {
    Tournament t = sixRoundsOfTen();
    try (Served web = Served.of(dir, t)) {
      String csrf = web.login("裁判长");
      HttpResponse<String> paired = web.post(Paths.PAIR, form("division", "final"), csrf, true);
      assertThat(paired.statusCode()).as(paired.body()).isEqualTo(200);
      assertThat(paired.body()).contains("贝格尔表第 7 轮", "与贝格尔表一致");
      HttpResponse<String> published = web.post(Paths.PUBLISH, form("division", "final"), csrf, true);
      assertThat(published.statusCode()).as(published.body()).isEqualTo(200);
      Tournament now = web.load();
      Round seventh = now.roundsOf("final").get(6);
      // FIDE C.05 Annex 1, 10 players, round 7: 4-10 5-3 6-2 7-1 8-9.
      assertThat(seventh.games().stream().map(x -> now.player(x.red()).orElseThrow().number() + "-"
          + now.player(x.black()).orElseThrow().number()).toList())
          .containsExactly("4-10", "5-3", "6-2", "7-1", "8-9");
      HttpResponse<String> entered = web.post(Paths.RESULTS, Served.entry("final", 7, 1, "1", 0L), csrf, true);
      assertThat(entered.statusCode()).as(entered.body()).isEqualTo(200);
      assertThat(web.game("final", 7, 1).result()).isEqualTo(Result.RED_WIN);
      assertThat(org.chuhe.app.workflow.Reports.check(web.load()))
          .allSatisfy(c -> assertThat(c.check().passes()).isTrue());
    }
  }
}
