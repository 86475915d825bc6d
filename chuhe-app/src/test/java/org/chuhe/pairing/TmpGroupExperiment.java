package org.chuhe.pairing;

import java.nio.file.Path;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.model.Histories;
import org.chuhe.model.Tournament;
import org.junit.jupiter.api.Test;

class TmpGroupExperiment {
  @Test
  void run() {
    Tournament full = TournamentDocuments.read(Path.of(System.getProperty("doc", "/tmp/e10k.json")));
    int round = Integer.getInteger("round", 6);
    Tournament t = full.withRounds(full.rounds().stream().filter(r -> r.number() < round).toList());
    for (int rep = 0; rep < 60; rep++) {
      long t0 = System.nanoTime();
      var h = Histories.of(t, "open", round - 1);
      long t1 = System.nanoTime();
      var w = Eligibility.withdrawalsByPlayer(t);
      long t2 = System.nanoTime();
      Field f = Field.of(t, "open", round, PairingOptions.DEFAULT, false);
      long t3 = System.nanoTime();
      PairingRules rules = new PairingRules(f);
      Explainer ex = new Explainer(f, rules);
      long t4 = System.nanoTime();
      System.out.printf("histories %.1f withdrawals %.1f field %.1f%n", (t1 - t0) / 1e6, (t2 - t1) / 1e6,
          (t3 - t2) / 1e6);
    }
  }
}
