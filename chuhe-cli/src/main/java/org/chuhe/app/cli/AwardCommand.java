package org.chuhe.app.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.ManualAwards;
import org.chuhe.app.workflow.PlayerRefs;
import org.chuhe.app.workflow.PrizeDecisions;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.ManualAward;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "award", description = {"评选奖项（如体育道德风尚奖，R20）：颁发、撤销、列表，与奖励名单一同打印；"
    + "退赛棋手的奖项由裁判长确认或不予授予",
    "hand-picked awards (such as the sportsmanship award, R20): give, take back, list; printed with the prizes; "
        + "a withdrawn player's prizes confirmed or refused by the chief arbiter"},
    subcommands = {AwardCommand.Add.class, AwardCommand.Remove.class, AwardCommand.ListAwards.class,
        AwardCommand.Confirm.class, AwardCommand.Refuse.class})
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

  /** A decision on a withdrawn player's prizes: the chief arbiter's, with the reason, logged. */
  abstract static class Decide implements Callable<Integer> {
    @Mixin DbOptions store;
    @Mixin PlayerArg player;
    @Option(names = "--reason", required = true, description = {"理由（记入日志）", "reason (logged)"})
    String reason;
    @Spec CommandSpec spec;

    /** Whether he keeps them. */
    abstract boolean keep();

    @Override
    public Integer call() {
      try (Session s = store.session()) {
        DbOptions.print(spec.commandLine().getOut(), PrizeDecisions.decide(s, player.id(s), keep(), reason)
            .notices());
      }
      return 0;
    }
  }

  @Command(name = "confirm", description = {"裁判长确认退赛棋手保留其名次所得的奖项、称号与等级称号（规程 "
      + "withdrawnPrizes: CONFIRM 时；记入日志）", "the chief arbiter confirms that a withdrawn player keeps the prizes, "
      + "titles and grade title of his place (under withdrawnPrizes: CONFIRM; logged)"})
  static final class Confirm extends Decide {
    @Override
    boolean keep() {
      return true;
    }
  }

  @Command(name = "refuse", description = {"裁判长决定退赛棋手不获其名次所得的奖项、称号与等级称号：与名次相连的奖项空缺，"
      + "按名单评定的由后面的棋手递补（记入日志）", "the chief arbiter decides that a withdrawn player receives none of "
      + "the prizes, titles and grade title of his place: those tied to it are left vacant, lists pass him over "
      + "(logged)"})
  static final class Refuse extends Decide {
    @Override
    boolean keep() {
      return false;
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
