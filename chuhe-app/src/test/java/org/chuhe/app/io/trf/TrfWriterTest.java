package org.chuhe.app.io.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Player;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Scoring;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

class TrfWriterTest {
  private static Tournament twoDivisions() {
    var regulations = Presets.get("xiamen-youth-2018");
    Tournament t = Simulation.run(new SimulationSpec(7, regulations, null, 12, 2, null, null, null, null, null));
    var players = new ArrayList<>(t.players());
    String other = regulations.divisions().get(1).id();
    players.add(Player.of("x1", "一个很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长的名字", other, null).withNumber(1));
    return t.withPlayers(players);
  }

  @Test
  void severalDivisionsNeedOneNamed() {
    Tournament t = twoDivisions();
    var e = assertThrows(ProblemException.class, () -> TrfWriter.write(t, null, TrfVersion.TRF26));
    assertEquals("division", e.problems().get(0).remedy());
    assertTrue(e.problems().get(0).en().contains("a TRF file holds one division"));
    String other = t.regulations().divisions().get(1).id();
    var written = TrfWriter.write(t, other, TrfVersion.TRF26);
    assertTrue(written.text().contains("062 1"), written.text());
    assertTrue(written.lost().stream().anyMatch(n -> n.en().contains("longer than TRF's 33 columns")));
  }

  @Test
  void colourWeightedScoringIsWrittenAsXxsToo() {
    Tournament t = twoDivisions();
    var r = t.regulations();
    var weighted = new org.chuhe.regulations.Regulations(r.id(), r.name(), r.laws(),
        new Scoring(3, 1, 0, 3, 2, 0, null, null, null), r.rounds(), r.timeControl(), r.roundOne(), r.colours(),
        r.unitAvoidance(), r.notUnits(), r.byes(), r.provisionalPairing(), r.forfeits(), r.fouls(), r.gameRecords(),
        r.tieBreaks(), r.teamScoring(), r.entryLimits(), r.divisions(), r.extraPrizeLists(), r.luckyPrizes(),
        r.prizesCumulative(), r.withdrawnPrizes(), r.titles(), r.manualAwards(), r.schedule());
    Tournament w = new Tournament(t.id(), t.name(), weighted, t.units(), t.players(), t.rounds(), t.withdrawals(),
        t.penalties(), t.awards(), t.lots());
    String text = TrfWriter.write(w, r.divisions().get(0).id(), TrfVersion.TRF26).text();
    assertTrue(text.contains("162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0"), text);
    assertTrue(text.contains("XXS WW=3.0 BW=3.0 WD=1.0 BD=2.0 WL=0.0 BL=0.0 ZPB=0.0 PAB=3.0 FW=3.0 FL=0.0"), text);
    Tournament back = TrfReader.read("w.trf", text).tournament();
    assertEquals(weighted.scoring(), back.regulations().scoring());
  }
}
