package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.chuhe.model.Tournament;
import org.chuhe.pairing.Draw;
import org.chuhe.regulations.DivisionRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "draw", description = {"电脑抽签确定序号（可由种子复现）", "draw pairing numbers by lot (reproducible from the seed)"})
final class DrawCommand implements Callable<Integer> {
  @Mixin DocumentOptions doc;

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
    Tournament t = doc.read();
    var printer = spec.commandLine().getOut();
    for (DivisionRules d : t.regulations().divisions()) {
      if ((division == null || division.equals(d.id())) && !t.playersIn(d.id()).isEmpty()) {
        t = Draw.apply(t, d.id(), seed);
        printer.println(d.name() + doc.lang.pick("：抽签完成，种子 ", ": drawn with seed ") + seed);
        t.playersIn(d.id()).stream()
            .sorted(java.util.Comparator.comparing(p -> p.number()))
            .forEach(p -> printer.println("  " + p.number() + "  " + p.name()));
      }
    }
    DocumentOutput.write(t, doc.document, out, printer);
    return 0;
  }
}
