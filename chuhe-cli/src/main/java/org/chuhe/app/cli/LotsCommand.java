package org.chuhe.app.cli;

import org.chuhe.app.report.Lang;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.app.workflow.LotDrawings;
import org.chuhe.app.workflow.Notice;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.standings.Lots;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "lots", description = {
    "抽签决定破同分后仍并列的名次（可由种子复现）；写入数据库（记入日志）或赛事文件",
    "draw lots for the places still shared after every tie-break (reproducible from the seed), in the database "
        + "(logged) or a document"})
final class LotsCommand implements Callable<Integer> {
  @Mixin SourceOptions doc;

  @Option(names = "--division", description = {"只抽这个组别", "only this division"})
  String division;

  @Option(names = "--seed", description = {"抽签种子（不给则随机选取，并打印、记录）",
      "seed of the draw (without one, chuhe picks one at random and prints and logs it)"})
  Long seed;

  @Option(names = "--redraw", paramLabel = "REASON", description = {"已抽过签的并列也重新抽签，并写明原因",
      "draw again for ties whose lots were drawn before, with the reason"})
  String redraw;

  @Option(names = "--out", description = {"写入另一个文件（默认写回原文件）", "write to this file (default: the document)"})
  Path out;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter printer = spec.commandLine().getOut();
    if (doc.document == null) {
      try (Session s = doc.store.session()) {
        LotDrawings.Drawn drawn = LotDrawings.draw(s, division, seed, redraw);
        print(printer, s.load(), drawn.seed(), drawn.seedChosen(), drawn.drawings(), drawn.notices());
      }
      return 0;
    }
    org.chuhe.tournament.Tournament read = doc.read();
    LotDrawings.DrawnInDocument inDocument = doc.naming(() -> LotDrawings.drawInDocument(read, division, seed,
        redraw));
    LotDrawings.Drawn drawn = inDocument.drawn();
    print(printer, inDocument.tournament(), drawn.seed(), drawn.seedChosen(), drawn.drawings(), drawn.notices());
    DocumentOutput.write(inDocument.tournament(), doc.document, out, printer);
    return 0;
  }

  private void print(PrintWriter printer, Tournament t, long seed, boolean chosen, List<Lots.Drawing> drawings,
      List<Notice> notices) {
    Lang lang = doc.lang;
    printer.println(lang.pick("抽签种子 " + seed + (chosen ? "（未给 --seed，随机选取；凭此种子可复现）" : ""),
        "seed " + seed + (chosen ? " (no --seed given: chosen at random; the seed reproduces the draw)" : "")));
    for (Lots.Drawing d : drawings) {
      Lots.Tie tie = d.tie();
      String lots = d.order().stream()
          .map(id -> {
            Player p = t.player(id).orElseThrow();
            return lang.pick(d.lots().get(id) + " 号签 " + t.nameZh(p.id()), "lot " + d.lots().get(id) + " "
                + t.nameEn(p.id()));
          })
          .collect(Collectors.joining(lang.pick("、", ", ")));
      String division = StandingsReport.divisionName(t, tie.division(), lang);
      printer.println(lang.pick(
          "  " + division + " 第" + tie.ranks() + "名（积分 " + tie.points() + "，种子 " + d.seed() + "）：" + lots,
          "  " + division + " ranks " + tie.ranks() + " (" + tie.points() + (tie.points() == 1 ? " point" : " points")
              + ", seed " + d.seed() + "): " + lots));
    }
    notices.forEach(n -> printer.println(n.line()));
  }
}
