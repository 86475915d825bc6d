package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.workflow.Discipline;
import org.chuhe.app.workflow.Session;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "withdraw", description = {"退赛：此后不再编排，已赛成绩有效",
    "withdraw a player: no longer paired, results so far stand"})
final class WithdrawCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Parameters(paramLabel = "PLAYER") String player;

  @Option(names = "--after-round", paramLabel = "N", description = {"第 N 轮后退赛（默认：已编排的最后一轮）",
      "withdrawn after round N (default: the last round paired)"})
  Integer afterRound;

  @Option(names = "--reason", description = {"理由", "reason"}) String reason;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    try (Session s = store.session()) {
      var r = Discipline.withdraw(s, player, afterRound, reason);
      DbOptions.print(spec.commandLine().getOut(), r.notices());
    }
    return 0;
  }
}
