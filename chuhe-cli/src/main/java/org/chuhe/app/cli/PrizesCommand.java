package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.report.PrizesReport;
import org.chuhe.app.workflow.Reports;
import org.chuhe.awards.ResultsBook;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "prizes", description = {"奖励名单：奖金、奖杯、证书、称号、等级与合计",
    "prize list: money, trophies, certificates, titles, grades and totals"})
final class PrizesCommand implements Callable<Integer> {
  enum Format { text, json }

  @Mixin SourceOptions doc;

  @Option(names = "--format", defaultValue = "text", description = {"text|json"})
  Format format;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Tournament t = doc.read();
    ResultsBook book = doc.naming(() -> Reports.resultsBook(t));
    var out = spec.commandLine().getOut();
    if (format == Format.json) {
      out.println(Mappers.json().writeValueAsString(PrizesReport.json(t, book)));
    } else {
      out.print(PrizesReport.text(t, book, doc.lang));
    }
    return 0;
  }
}
