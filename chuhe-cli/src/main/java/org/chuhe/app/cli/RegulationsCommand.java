package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.io.RegulationsReader;
import org.chuhe.app.workflow.RegulationChanges;
import org.chuhe.app.workflow.Session;
import org.chuhe.regulations.Regulations;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "regulations", description = {"赛事的规程：打印（YAML），或改为预设或文件中的规程（记入日志）",
    "the tournament's regulations: print them (YAML), or change them to a preset's or a file's (logged)"},
    subcommands = {RegulationsCommand.Show.class, RegulationsCommand.Change.class})
final class RegulationsCommand {

  @Command(name = "show", description = {"打印赛事现用的规程（YAML，可修改后用 regulations set --file 读回）",
      "print the tournament's regulations (YAML: edit them and read them back with regulations set --file)"})
  static final class Show implements Callable<Integer> {
    @Mixin DbOptions store;
    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      try (Session s = store.session()) {
        spec.commandLine().getOut().print(RegulationsReader.toYaml(s.regulations()));
      }
      return 0;
    }
  }

  @Command(name = "set", description = {
      "改用预设或 YAML 文件中的规程；会改变已公布内容的修改（已编排后的计分、破同分、编排规则，已赛完组别的奖励，"
          + "已报名棋手不再符合的条件）须 --confirm 说明理由；轮数少于已编排轮次、删去有棋手的组别不允许",
      "change to a preset's or a YAML file's regulations; a change that alters what has been published (scoring, "
          + "tie-breaks or pairing rules once a round is paired, prizes of a division that has paired its last round, "
          + "rules registered players would break) needs --confirm with the reason; fewer rounds than paired and "
          + "removing a division that has players are refused"})
  static final class Change implements Callable<Integer> {
    @Mixin DbOptions store;

    @ArgGroup(exclusive = true, multiplicity = "1") RegulationsSource source;

    @Option(names = "--confirm", paramLabel = "REASON", description = {"确认会改变已公布内容的修改，并写明理由（记入日志）",
        "confirm a change that alters what has been published, with the reason (logged)"})
    String confirm;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      Regulations next = source.read();
      String from = source.describe();
      try (Session s = store.session()) {
        DbOptions.print(spec.commandLine().getOut(), RegulationChanges.change(s, next, from, confirm).notices());
      }
      return 0;
    }
  }
}
