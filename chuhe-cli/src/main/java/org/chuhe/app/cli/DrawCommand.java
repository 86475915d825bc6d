package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.chuhe.app.report.Lang;
import org.chuhe.app.workflow.DrawNumbers;
import org.chuhe.app.workflow.Session;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "draw", description = {"电脑抽签确定序号（可由种子复现；不给种子时随机选一个并记录）；写入数据库或赛事文件",
    "draw pairing numbers by lot (reproducible from the seed; without one a random seed is chosen and recorded), "
        + "in the database or a document"})
final class DrawCommand implements Callable<Integer> {
  @Mixin SourceOptions doc;

  @Option(names = "--seed", description = {"抽签种子（记录下来，任何人可复现；默认随机）",
      "seed of the draw (recorded: anyone can re-run the draw; default: random)"})
  Long seed;

  @Option(names = "--division", description = {"只抽这个组别", "only this division"})
  String division;

  @Option(names = "--out", description = {"写入另一个文件（默认写回原文件）", "write to this file (default: the document)"})
  Path out;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter printer = spec.commandLine().getOut();
    DrawNumbers.Request request = new DrawNumbers.Request(division, seed);
    DrawNumbers.Outcome outcome;
    if (doc.document == null) {
      try (Session s = doc.store.session()) {
        outcome = DrawNumbers.inDatabase(s, request);
      }
    } else {
      org.chuhe.tournament.Tournament read = doc.read();
      outcome = doc.naming(() -> DrawNumbers.inDocument(read, request));
    }
    print(printer, outcome, doc.lang);
    if (doc.document != null) {
      DocumentOutput.write(outcome.tournament(), doc.document, out, printer);
    }
    return 0;
  }

  private static void print(PrintWriter printer, DrawNumbers.Outcome outcome, Lang lang) {
    outcome.notYet().forEach(d -> printer.println(lang.pick(d.name(), d.nameEn())
        + lang.pick("：还没有棋手报到，暂不抽签", ": nobody is checked in yet, not drawn")));
    for (DrawNumbers.Drawn drawn : outcome.drawn()) {
      printer.println(lang.pick(drawn.division().name(), drawn.division().nameEn())
          + lang.pick("：抽签完成，种子 ", ": drawn with seed ") + outcome.seed()
          + (outcome.seedChosen() ? lang.pick("（随机选定，已记录）", " (chosen at random, recorded)") : ""));
      drawn.numbered().forEach(p -> printer.println("  " + p.number() + "  " + p.name()));
      if (!drawn.waiting().isEmpty()) {
        printer.println(lang.pick("  未编号（未报到、未缴费或已退赛；到场后取下一个空闲编号）：",
            "  not numbered (not checked in, fee unpaid or withdrawn; the next free number once in): ")
            + String.join(lang.pick("、", ", "), drawn.waiting().stream().map(p -> lang == Lang.zh
                ? outcome.tournament().nameZh(p.id()) : outcome.tournament().nameEn(p.id())).toList()));
      }
    }
  }
}
