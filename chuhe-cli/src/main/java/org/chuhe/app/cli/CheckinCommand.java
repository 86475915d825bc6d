package org.chuhe.app.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.io.PlayerFields;
import org.chuhe.app.workflow.Registration;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.model.Tournament;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "checkin", description = {"报到：未报到的棋手不编排", "check players in: players not checked in are not paired"})
final class CheckinCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Parameters(paramLabel = "ID", arity = "0..*", description = {"棋手编号", "player ids"})
  List<String> ids = new ArrayList<>();

  @Option(names = "--all", description = {"全部棋手（可配合 --division）", "every player (or every one of --division)"})
  boolean all;

  @Option(names = "--division", description = {"与 --all 同用：只限此组别", "with --all: only this division"})
  String division;

  @Option(names = "--undo", description = {"取消报到", "take the check-in back"})
  boolean undo;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    if (ids.isEmpty() == !all) {
      throw ProblemException.of("checkin", "请给出棋手编号，或用 --all", "give player ids, or --all");
    }
    try (Session s = store.session()) {
      List<String> chosen = ids;
      if (all) {
        Tournament t = s.load();
        String only = division == null ? null : PlayerFields.division("--division", t.regulations(), division);
        chosen = t.players().stream().filter(p -> only == null || p.division().equals(only)).map(Player::id)
            .toList();
      }
      List<Registration.Entry> changed = Registration.checkIn(s, chosen, !undo);
      var out = spec.commandLine().getOut();
      out.println((undo ? "已取消报到 " : "已报到 ") + changed.size() + " 人"
          + (undo ? " / check-in taken back for " : " / checked in ") + changed.size() + " players");
      changed.forEach(e -> e.notices().forEach(n -> out.println(e.player().id() + ": " + n.line())));
    }
    return 0;
  }
}
