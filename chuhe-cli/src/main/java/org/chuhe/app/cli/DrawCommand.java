package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.chuhe.app.workflow.Pairings;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import java.util.concurrent.Callable;
import org.chuhe.model.Tournament;
import org.chuhe.pairing.Draw;
import org.chuhe.regulations.DivisionRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "draw", description = {"电脑抽签确定序号（可由种子复现）；写入数据库或赛事文件",
    "draw pairing numbers by lot (reproducible from the seed), in the database or a document"})
final class DrawCommand implements Callable<Integer> {
  @Mixin SourceOptions doc;

  @Option(names = "--seed", required = true, description = {"抽签种子（记录下来，任何人可复现）",
      "seed of the draw (record it: anyone can re-run the draw)"})
  long seed;

  @Option(names = "--division", description = {"只抽这个组别", "only this division"})
  String division;

  @Option(names = "--out", description = {"写入另一个文件（默认写回原文件）", "write to this file (default: the document)"})
  Path out;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    var printer = spec.commandLine().getOut();
    if (doc.document == null) {
      try (Session s = doc.store.session()) {
        Tournament t = s.load();
        for (DivisionRules d : divisions(t, printer)) {
          Draw.Result drawn = Draw.of(t, d.id(), seed);
          Pairings.saveDraw(s, d.id(), drawn.numbers(), Map.of(), Long.toString(seed),
              Map.of("algorithm", "Fisher-Yates over the players in (checked in, fee paid) sorted by id, "
                  + "SplittableRandom(seed)"));
          print(printer, s.load(), d);
        }
      }
      return 0;
    }
    Tournament t = doc.read();
    for (DivisionRules d : divisions(t, printer)) {
      t = Draw.apply(t, d.id(), seed);
      print(printer, t, d);
    }
    DocumentOutput.write(t, doc.document, out, printer);
    return 0;
  }

  /**
   * The divisions to draw: the one asked for, else every division with a player who is in (a division whose
   * players are all still to check in is left for later, and said so; if that is every division, the draw's own
   * refusal says why).
   */
  private List<DivisionRules> divisions(Tournament t, PrintWriter printer) {
    List<DivisionRules> withPlayers = t.regulations().divisions().stream()
        .filter(d -> (division == null || division.equals(d.id())) && !t.playersIn(d.id()).isEmpty())
        .toList();
    if (division != null) {
      return withPlayers;
    }
    List<DivisionRules> drawable = withPlayers.stream().filter(d -> !Draw.inAtTheDraw(t, d.id()).isEmpty())
        .toList();
    if (drawable.isEmpty() && !withPlayers.isEmpty()) {
      Draw.of(t, withPlayers.get(0).id(), seed); // refuses, saying why
    }
    withPlayers.stream().filter(d -> !drawable.contains(d)).forEach(d -> printer.println(doc.lang.pick(d.name(),
        d.nameEn()) + doc.lang.pick("：还没有棋手报到，暂不抽签", ": nobody is checked in yet, not drawn")));
    return drawable;
  }

  private void print(PrintWriter printer, Tournament t, DivisionRules d) {
    printer.println(doc.lang.pick(d.name(), d.nameEn()) + doc.lang.pick("：抽签完成，种子 ", ": drawn with seed ")
        + seed);
    List<Player> players = t.playersIn(d.id());
    players.stream().filter(p -> p.number() != null)
        .sorted(Comparator.comparing(Player::number))
        .forEach(p -> printer.println("  " + p.number() + "  " + p.name()));
    List<String> waiting = players.stream().filter(p -> p.number() == null).map(p -> p.id() + " " + p.name())
        .toList();
    if (!waiting.isEmpty()) {
      printer.println(doc.lang.pick("  未编号（未报到、未缴费或已退赛；到场后取下一个空闲编号）：",
          "  not numbered (not checked in, fee unpaid or withdrawn; the next free number once in): ")
          + String.join(doc.lang.pick("、", ", "), waiting));
    }
  }
}
