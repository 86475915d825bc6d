package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.report.PrizesReport;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.awards.ResultsBook;
import org.chuhe.model.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "report", description = {"成绩册：各组名次、团体名次与奖励名单",
    "results book: standings of every division, team standings and the prize list"})
final class ReportCommand implements Callable<Integer> {
  @Mixin SourceOptions doc;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    Tournament t = doc.read();
    ResultsBook book = ResultsBook.of(t);
    var out = spec.commandLine().getOut();
    out.println(t.name());
    out.println();
    book.standings().values().forEach(s -> out.println(StandingsReport.text(t, s, doc.lang)));
    out.print(PrizesReport.text(t, book, doc.lang));
    return 0;
  }
}
