package org.chuhe.app.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.Pairings;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Round;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "publish", description = {"发布尚未发布的编排（pair --draft）：此后棋手可见，可录入结果",
    "publish a draft pairing (pair --draft): players see it from now on, and results are entered on it"})
final class PublishCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Option(names = "--division", description = {"只发布这个组别（默认各组别）", "only this division (default: every one)"})
  String division;

  @Option(names = "--round", description = {"只发布这一轮", "only this round"})
  Integer round;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    List<Round> published;
    try (Session s = store.session()) {
      published = Pairings.publish(s, division, round);
    }
    for (Round r : published) {
      spec.commandLine().getOut().println(r.division() + " 第 " + r.number() + " 轮编排已发布 / " + r.division()
          + " round " + r.number() + " published (" + r.games().size() + " boards)");
    }
    return 0;
  }
}
