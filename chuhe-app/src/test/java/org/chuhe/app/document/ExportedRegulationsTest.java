package org.chuhe.app.document;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.presets.Presets;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.Regulations;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.standings.StandingsEngine;
import org.junit.jupiter.api.Test;

/**
 * An export carries the full regulations, a preset's too: a backup read by a later chuhe ranks the event by the
 * rules it was played under, whatever the preset of the same id says by then.
 */
class ExportedRegulationsTest {
  private static Tournament event() {
    // 23 players: a bye every round, so the bye's points show in the standings.
    return Simulation.run(new SimulationSpec(2019, Presets.get("xiaoyi-2019"), null, 23, 5, null, null, null, null,
        null), 5);
  }

  @Test
  void aPresetEventIsWrittenWithItsWholeRegulations() throws Exception {
    Tournament t = event();
    JsonNode written = Mappers.json().readTree(TournamentDocuments.write(t, false));
    JsonNode regulations = written.get("regulations");
    assertThat(regulations.isObject()).as("the regulations themselves, not a preset id").isTrue();
    assertThat(regulations.get("id").asText()).isEqualTo("xiaoyi-2019");
    assertThat(regulations.has("scoring")).isTrue();
    assertThat(regulations.has("tieBreaks")).isTrue();
    Regulations read = TournamentDocuments.read("backup.json", written.toString()).regulations();
    assertThat(read).isEqualTo(t.regulations());
  }

  @Test
  void theBackupKeepsItsOwnRulesWhenThePresetOfThatIdDiffers() throws Exception {
    Tournament t = event();
    ObjectNode written = (ObjectNode) Mappers.json().readTree(TournamentDocuments.write(t, false));
    // As if this backup had been made by a chuhe whose xiaoyi-2019 scored a bye 1 point, not 2.
    ObjectNode scoring = (ObjectNode) written.get("regulations").get("scoring");
    assertThat(scoring.get("bye").asInt()).isEqualTo(2);
    scoring.put("bye", 1);
    Tournament read = TournamentDocuments.read("backup.json", written.toString());
    assertThat(read.regulations().id()).isEqualTo("xiaoyi-2019");
    assertThat(read.regulations()).isNotEqualTo(Presets.get("xiaoyi-2019"));
    // Ranked by its own rules: every bye is one point less than under today's preset.
    int byes = t.rounds().stream().mapToInt(r -> r.byes().size()).sum();
    assertThat(byes).isPositive();
    assertThat(totalPoints(read)).isEqualTo(totalPoints(t) - byes);
  }

  private static int totalPoints(Tournament t) {
    String division = t.regulations().divisions().get(0).id();
    var standings = StandingsEngine.rank(t, division);
    return standings.rows().stream().mapToInt(r -> r.points()).sum()
        + standings.didNotPlay().stream().mapToInt(d -> d.points()).sum();
  }
}
