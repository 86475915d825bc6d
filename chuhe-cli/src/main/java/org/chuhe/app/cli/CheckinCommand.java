package org.chuhe.app.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.io.PlayerFields;
import org.chuhe.app.workflow.CheckIns;
import org.chuhe.app.workflow.PlayerRefs;
import org.chuhe.app.workflow.Registration;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
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

  @Parameters(paramLabel = "PLAYER", arity = "0..*", description = {"棋手：编号（p12）、序号（12、#12、12号）或姓名",
      "players: id (p12), pairing number (12, #12, 12号) or name"})
  List<String> players = new ArrayList<>();

  @Option(names = "--all", description = {"全部棋手（可配合 --division）", "every player (or every one of --division)"})
  boolean all;

  @Option(names = "--division", description = {"只限此组别（--all 时），序号按此组别",
      "only this division (with --all); pairing numbers are of this division"})
  String division;

  @Option(names = "--undo", description = {"取消报到", "take the check-in back"})
  boolean undo;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    if (players.isEmpty() == !all) {
      throw ProblemException.of("checkin", "请给出棋手，或用 --all", "name the players, or give --all");
    }
    try (Session s = store.session()) {
      Tournament t = s.load();
      List<String> chosen;
      if (all) {
        String only = division == null ? null : PlayerFields.division("--division", t.regulations(), division);
        chosen = t.players().stream().filter(p -> only == null || p.division().equals(only)).map(Player::id)
            .toList();
      } else {
        chosen = PlayerRefs.ids(t, players, division);
      }
      CheckIns.Done done = CheckIns.players(s, chosen, !undo);
      List<Registration.Entry> changed = done.changed();
      var out = spec.commandLine().getOut();
      out.println((undo ? "已取消报到 " : "已报到 ") + changed.size() + " 人"
          + (undo ? " / check-in taken back for " : " / checked in ") + changed.size() + " players");
      Tournament now = s.load();
      for (Registration.Entry e : changed) {
        Player p = now.player(e.player().id()).orElse(e.player());
        if (!all) { // --all says how many; named players are listed, so that a number or name is seen to be right
          out.println("  " + now.nameZh(p.id()) + " / " + now.nameEn(p.id()));
        }
        e.notices().forEach(n -> out.println(now.nameZh(p.id()) + ": " + n.line()));
      }
      if (!all) { // a player named who already was as asked: said, so that a second arbiter's check-in is not a mystery
        for (CheckIns.Unchanged u : done.unchanged()) {
          String by = u.by().isEmpty() ? "" : "（" + u.by() + " 于 " + u.at() + "）";
          String byEn = u.by().isEmpty() ? "" : " (by " + u.by() + " at " + u.at() + ")";
          out.println("  " + now.nameZh(u.player().id()) + (undo ? " 本来就未报到" : " 已报到" + by) + "，未作改动 / "
              + now.nameEn(u.player().id()) + (undo ? " was not checked in" : " was already in" + byEn)
              + ": nothing changed");
        }
      } else if (!done.unchanged().isEmpty()) {
        out.println("  另有 " + done.unchanged().size() + " 人" + (undo ? "本来就未报到" : "早已报到") + " / "
            + done.unchanged().size() + (undo ? " were not checked in" : " were already in"));
      }
    }
    return 0;
  }
}
