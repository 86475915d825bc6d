package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.workflow.Discipline;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "withdraw", description = {"退赛：此后不再编排，已赛成绩有效",
    "withdraw a player: no longer paired, results so far stand"})
final class WithdrawCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Mixin PlayerArg player;

  @Option(names = "--after-round", paramLabel = "N", description = {"第 N 轮后退赛（默认：已编排的最后一轮）",
      "withdrawn after round N (default: the last round paired)"})
  Integer afterRound;

  @Option(names = "--reason", description = {"理由", "reason"}) String reason;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    try (Session s = store.session()) {
      Tournament t = s.load();
      Player p = player.in(t);
      var r = Discipline.withdraw(s, p.id(), afterRound, reason);
      var out = spec.commandLine().getOut();
      out.println("已退赛 " + t.nameZh(p.id()) + " / withdrawn " + t.nameEn(p.id()));
      DbOptions.print(out, r.notices());
    }
    return 0;
  }
}
