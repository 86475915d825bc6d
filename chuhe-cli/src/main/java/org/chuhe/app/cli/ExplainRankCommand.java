package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.model.Player;
import org.chuhe.model.Tournament;
import org.chuhe.problem.ProblemException;
import org.chuhe.standings.RankExplanation;
import org.chuhe.standings.StandingsEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "explain-rank",
    description = {"说明两名棋手为何名次先后", "say why one player ranks above another"})
final class ExplainRankCommand implements Callable<Integer> {
  @Mixin DocumentOptions doc;

  @Parameters(index = "1", paramLabel = "A") String playerA;

  @Parameters(index = "2", paramLabel = "B") String playerB;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    Tournament t = doc.read();
    Player a = player(t, playerA);
    Player b = player(t, playerB);
    if (!a.division().equals(b.division())) {
      throw ProblemException.of(playerA + ", " + playerB,
          "两人不在同一组别（" + a.division() + "、" + b.division() + "），名次互不比较",
          "the two players are in different divisions (" + a.division() + ", " + b.division()
              + "); their ranks are not compared");
    }
    RankExplanation e = StandingsEngine.rank(t, a.division()).explain(a.id(), b.id());
    var out = spec.commandLine().getOut();
    out.println(doc.lang.pick(e.zh(), e.en()));
    out.println(doc.lang.pick(e.en(), e.zh()));
    return 0;
  }

  private static Player player(Tournament t, String id) {
    return t.player(id).orElseThrow(() -> ProblemException.of(id, "没有这名棋手：" + id, "no such player: " + id));
  }
}
