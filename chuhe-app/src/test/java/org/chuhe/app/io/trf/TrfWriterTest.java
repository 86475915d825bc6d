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

  /**
   * A round robin of 4 (Berger table: R1 1–4 2–3, R2 4–3 1–2, R3 2–4 3–1) in which C (3) and D (4) withdraw after
   * round 1: round 2 has only A–B (1–2), and round 3 no game at all (B's and A's opponents are gone). The players
   * not paired in a round are written as TRF16 has it, {@code 0000 -} with no result, so round 3 keeps its column
   * and comes back as a round of no game, not as absences.
   */
  @Test
  void aRoundWithoutAnyGameKeepsItsColumn() {
    var regs = org.chuhe.regulations.Regulations.defaults().withFormat(org.chuhe.regulations.Format.ROUND_ROBIN,
        new org.chuhe.regulations.RoundRobinRules(1), null);
    var players = new ArrayList<Player>();
    String[] ids = {"A", "B", "C", "D"};
    for (int i = 0; i < 4; i++) {
      players.add(Player.of(ids[i], "棋手" + ids[i], "open", null).withNumber(i + 1));
    }
    Tournament t = new Tournament("rr", "循环赛", regs, null, players, null, null, null, null, null);
    t = play(t);
    t = new Tournament(t.id(), t.name(), regs, null, players, t.rounds(), java.util.List.of(
        new org.chuhe.model.Withdrawal("C", 1, null), new org.chuhe.model.Withdrawal("D", 1, null)), null, null,
        null);
    t = play(t);
    t = play(t);
    assertEquals(java.util.List.of("A-B"), t.rounds().get(1).games().stream().map(g -> g.red() + "-" + g.black())
        .toList());
    assertTrue(t.rounds().get(2).games().isEmpty() && t.rounds().get(2).byes().isEmpty());
    for (TrfVersion version : TrfVersion.values()) {
      String text = TrfWriter.write(t, "open", version).text();
      String a = text.lines().filter(l -> l.startsWith("001    1")).findFirst().orElseThrow();
      String c = text.lines().filter(l -> l.startsWith("001    3")).findFirst().orElseThrow();
      int r2 = TrfLayout.roundStart(2);
      int r3 = TrfLayout.roundStart(3);
      // A: round 3 not paired; C: withdrawn after round 1, not paired in rounds 2 and 3.
      assertEquals("0000 -", a.substring(r3 - 1).strip(), a);
      assertEquals("0000 -    0000 -", c.substring(r2 - 1).strip(), c);
      Tournament back = TrfReader.read("rr.trf", text).tournament();
      assertEquals(3, back.rounds().size(), text);
      assertTrue(back.rounds().get(2).games().isEmpty() && back.rounds().get(2).absent().isEmpty(), text);
      assertTrue(back.rounds().get(1).absent().isEmpty(), text);
      assertEquals(text, TrfWriter.write(back, null, version).text().replace("组别 division "
          + TrfReader.DIVISION, "组别 division open"));
    }
  }

  /** Pairs the next round and gives every game to red. */
  private static Tournament play(Tournament t) {
    var r = org.chuhe.pairing.NextRound.pair(t, "open", org.chuhe.pairing.PairingOptions.DEFAULT).round();
    var rounds = new ArrayList<>(t.rounds());
    rounds.add(r.withGames(r.games().stream().map(g -> g.withResult(org.chuhe.model.Result.RED_WIN)).toList(),
        r.byes()));
    return t.withRounds(rounds);
  }
}
