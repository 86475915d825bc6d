package org.chuhe.app.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.ManualAwards;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.ManualAward;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "award", description = {"评选奖项（如体育道德风尚奖，R20）：颁发、撤销、列表，与奖励名单一同打印",
    "hand-picked awards (such as the sportsmanship award, R20): give, take back, list; printed with the prizes"},
    subcommands = {AwardCommand.Add.class, AwardCommand.Remove.class, AwardCommand.ListAwards.class})
final class AwardCommand {
  @Command(name = "add", description = {"颁发评选奖项（规程未设此奖项或本组名额已满时须 --override 说明理由）",
      "give a hand-picked award (an award the regulations do not list, or one more than they allow in the "
          + "division, needs --override with the reason)"})
  static final class Add implements Callable<Integer> {
    @Mixin DbOptions store;
    @Mixin PlayerArg player;
    @Parameters(index = "1", arity = "0..1", paramLabel = "AWARD", description = {
        "奖项名称（默认：规程中唯一的评选奖项）", "the award (default: the regulations' only hand-picked award)"})
    String award;
    @Option(names = "--override", paramLabel = "REASON", description = {"破例颁发的理由（记入日志）",
        "the reason to give it anyway (logged)"})
    String override;
    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      try (Session s = store.session()) {
        DbOptions.print(spec.commandLine().getOut(), ManualAwards.give(s, player.id(s), award, override)
            .notices());
      }
      return 0;
    }
  }

  @Command(name = "remove", description = {"撤销评选奖项（记入日志）", "take a hand-picked award back (logged)"})
  static final class Remove implements Callable<Integer> {
    @Mixin DbOptions store;
    @Mixin PlayerArg player;
    @Parameters(index = "1", arity = "0..1", paramLabel = "AWARD", description = {
        "奖项名称（默认：规程中唯一的评选奖项）", "the award (default: the regulations' only hand-picked award)"})
    String award;
    @Option(names = "--reason", description = {"理由（记入日志）", "reason (logged)"}) String reason;
    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      try (Session s = store.session()) {
        DbOptions.print(spec.commandLine().getOut(), ManualAwards.takeBack(s, player.id(s), award, reason)
            .notices());
      }
      return 0;
    }
  }

  @Command(name = "list", description = {"列出已颁发的评选奖项", "list the hand-picked awards given"})
  static final class ListAwards implements Callable<Integer> {
    @Mixin DbOptions store;
    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      Tournament t;
      try (Session s = store.session()) {
        t = s.load();
      }
      var out = spec.commandLine().getOut();
      List<ManualAward> awards = t.awards();
      if (awards.isEmpty()) {
        out.println("还没有颁发评选奖项 / no hand-picked award given yet");
      }
      for (ManualAward a : awards) {
        out.println(a.name() + "：" + t.nameZh(a.player()) + " / " + t.nameEn(a.player()));
      }
      return 0;
    }
  }
}
