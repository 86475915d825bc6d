package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.chuhe.app.report.Csv;
import org.chuhe.app.workflow.PlayerCodes;
import org.chuhe.app.workflow.PlayerRefs;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code codes}: every player's code (确认码, issue 26) for the arbiters' desk, made where missing; {@code --reset
 * PLAYER} gives a player a new one (a lost card) and prints it. The codes are secrets: this list is the arbiters'.
 */
@Command(name = "codes", description = {
    "棋手确认码（扫码报告结果用，仅供裁判）：列出每位棋手的确认码（缺的当即生成）；--reset PLAYER 为该棋手更换确认码（卡片遗失时）",
    "players' codes (for reporting results from the board; for the arbiters only): lists every player's code "
        + "(making the missing ones); --reset PLAYER gives the player a new code (a lost card)"})
final class CodesCommand implements Callable<Integer> {
  enum Format { text, csv }

  @Mixin DbOptions store;

  @Option(names = "--division", description = {"只列此组别（--reset 时：棋手所在组别）",
      "only this division (with --reset: the player's division)"})
  String division;

  @Option(names = "--reset", paramLabel = "PLAYER", description = {"为此棋手更换确认码：编号（p12）、序号（12、12号）或姓名",
      "give this player a new code: id (p12), pairing number (12, 12号) or name"})
  String reset;

  @Option(names = "--format", defaultValue = "text", description = {"text|csv"}) Format format;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    try (Session s = store.session()) {
      if (reset != null) {
        String id = PlayerRefs.id(s, reset, division);
        String code = PlayerCodes.reset(s, id);
        Tournament t = s.load();
        out.println(t.nameZh(id) + "  新确认码 / new code: " + code);
        out.println("旧确认码已失效 / the old code no longer works");
        return 0;
      }
      Map<String, String> codes = PlayerCodes.all(s, division);
      Tournament t = s.load();
      List<Player> players = new ArrayList<>(t.players().stream().filter(p -> codes.containsKey(p.id())).toList());
      players.sort(Comparator.comparing(Player::division).thenComparing(Player::number,
          Comparator.nullsLast(Comparator.naturalOrder())).thenComparing(Player::id));
      if (format == Format.csv) {
        out.print(Csv.row(List.of("id", "number", "name", "unit", "division", "code")));
        for (Player p : players) {
          out.print(Csv.row(List.of(p.id(), p.number() == null ? "" : p.number().toString(), p.name(),
              t.unitName(p), p.division(), codes.get(p.id()))));
        }
        return 0;
      }
      for (Player p : players) {
        out.println(t.nameZh(p.id()) + "  " + codes.get(p.id()));
      }
      out.println(players.size() + " 名棋手 / players");
    }
    return 0;
  }
}
