package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.workflow.Pairings;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Round;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "unpair", description = {"撤销最后一轮的编排（录入第一个结果之前）",
    "undo the last round's pairing (until its first result is entered)"})
final class UnpairCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Option(names = "--division", required = true, description = {"组别", "division"})
  String division;

  @Option(names = "--round", description = {"轮次（默认最后一轮）", "round (default: the last one)"})
  Integer round;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    try (Session s = store.session()) {
      Round undone = Pairings.undoPairing(s, division, round);
      spec.commandLine().getOut().println("已撤销第 " + undone.number() + " 轮编排 / round " + undone.number()
          + " unpaired (" + undone.games().size() + " boards)");
    }
    return 0;
  }
}
