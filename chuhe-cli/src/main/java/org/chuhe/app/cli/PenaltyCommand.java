package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.io.EnumNames;
import org.chuhe.app.workflow.Discipline;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "penalty", description = {
    "处罚：rank-behind-equal 列同分之后、opponent-score-deduction 扣对手分、foul 记犯规、"
        + "cancel-round-result 取消当轮比赛成绩（须 --round）",
    "penalty: rank-behind-equal, opponent-score-deduction, foul, cancel-round-result (needs --round)"})
final class PenaltyCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Mixin PlayerArg player;

  @Parameters(index = "1", paramLabel = "KIND", description = {
      "处罚类型：rank-behind-equal 列同分之后、opponent-score-deduction 扣对手分、foul 记犯规、cancel-round-result 取消当轮成绩",
      "the kind: rank-behind-equal, opponent-score-deduction, foul, cancel-round-result"})
  String kind;


  @Option(names = "--round", paramLabel = "R", description = {"发生在第几轮（取消当轮比赛成绩时必填：取消该轮成绩）",
      "the round it happened in (required by cancel-round-result: the round whose result is cancelled)"})
  Integer round;

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
    if (k.needsRound() && round == null) {
      throw ProblemException.of("--round", "取消当轮比赛成绩须写明轮次：--round R",
          "cancel-round-result needs the round whose result it cancels: --round R");
    }
    if (k == PenaltyKind.CANCEL_ROUND_RESULT && amount != 1) {
      throw ProblemException.of("--amount", "取消当轮比赛成绩没有数量，请去掉 --amount",
          "cancel-round-result has no amount: leave --amount out");
    }
    try (Session s = store.session()) {
      Tournament t = s.load();
      Player p = player.in(t);
      var r = Discipline.penalty(s, new Penalty(p.id(), k, round, amount, reason));
      var out = spec.commandLine().getOut();
      out.println("已处罚 " + t.nameZh(p.id()) + " / penalty recorded for " + t.nameEn(p.id()));
      DbOptions.print(out, r.notices());
    }
    return 0;
  }
}
