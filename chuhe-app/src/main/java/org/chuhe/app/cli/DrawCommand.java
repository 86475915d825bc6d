package org.chuhe.app.cli;

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
        for (DivisionRules d : divisions(t)) {
          Draw.Result drawn = Draw.draw(t.playersIn(d.id()), seed);
          Pairings.saveDraw(s, d.id(), drawn.numbers(), Map.of(), Long.toString(seed),
              Map.of("algorithm", "Fisher-Yates over players sorted by id, SplittableRandom(seed)"));
          print(printer, Draw.withNumbers(t, drawn.numbers()), d);
        }
      }
      return 0;
    }
    Tournament t = doc.read();
    for (DivisionRules d : divisions(t)) {
      t = Draw.apply(t, d.id(), seed);
      print(printer, t, d);
    }
    DocumentOutput.write(t, doc.document, out, printer);
    return 0;
  }

  private List<DivisionRules> divisions(Tournament t) {
    return t.regulations().divisions().stream()
        .filter(d -> (division == null || division.equals(d.id())) && !t.playersIn(d.id()).isEmpty())
        .toList();
  }

  private void print(java.io.PrintWriter printer, Tournament t, DivisionRules d) {
    printer.println(doc.lang.pick(d.name(), d.nameEn()) + doc.lang.pick("：抽签完成，种子 ", ": drawn with seed ")
        + seed);
    t.playersIn(d.id()).stream()
        .sorted(Comparator.comparing(Player::number))
        .forEach(p -> printer.println("  " + p.number() + "  " + p.name()));
  }
}
