package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.io.EnumNames;
import org.chuhe.app.workflow.Discipline;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "penalty", description = {
    "处罚：rank-behind-equal 列同分之后、opponent-score-deduction 扣对手分、foul 记犯规",
    "penalty: rank-behind-equal, opponent-score-deduction, foul"})
final class PenaltyCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Parameters(index = "0", paramLabel = "PLAYER") String player;

  @Parameters(index = "1", paramLabel = "KIND") String kind;

  @Option(names = "--round", description = {"发生在第几轮", "the round it happened in"}) Integer round;

  @Option(names = "--amount", defaultValue = "1", description = {"扣分或犯规次数（默认 1）", "points or fouls (default 1)"})
  int amount;

  @Option(names = "--reason", description = {"理由", "reason"}) String reason;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PenaltyKind k = EnumNames.parse(PenaltyKind.class, kind).orElseThrow(() -> ProblemException.of("KIND",
        "处罚类型应为 " + String.join("、", EnumNames.choices(PenaltyKind.class)),
        "the kind must be one of " + String.join(", ", EnumNames.choices(PenaltyKind.class))));
    if (amount < 1) {
      throw ProblemException.of("--amount", "必须至少为 1", "must be at least 1");
    }
    try (Session s = store.session()) {
      var r = Discipline.penalty(s, new Penalty(player, k, round, amount, reason));
      var out = spec.commandLine().getOut();
      out.println("已处罚 " + player + " / penalty recorded for " + player);
      DbOptions.print(out, r.notices());
    }
    return 0;
  }
}
