package org.chuhe.app.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.report.PrizesReport;
import org.chuhe.app.report.TeamReport;
import org.chuhe.app.workflow.AuditTrail;
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
  enum Format { text, json, csv }

  @Mixin SourceOptions doc;

  @Option(names = "--format", defaultValue = "text", description = {"text|json|csv（csv：各组奖励名单与合计，同 export prizes）",
      "text|json|csv (csv: each division's prize list and the totals, as export prizes)"})
  Format format;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    AuditTrail.Stamped stamped = doc.stamped();
    Tournament t = stamped.tournament();
    var out = spec.commandLine().getOut();
    if (t.regulations().format().teams()) {
      return teams(t, stamped);
    }
    ResultsBook book = doc.naming(() -> Reports.resultsBook(t));
    if (format == Format.json) {
      com.fasterxml.jackson.databind.node.ObjectNode json = PrizesReport.json(t, book);
      // The head of the log this list was made from, as a results book has it: checked with log --verify --head.
      stamped.head().ifPresent(h -> json.putObject("log").put("entries", h.entries()).put("head", h.fingerprint()));
      out.println(Mappers.json().writeValueAsString(json));
    } else if (format == Format.csv) {
      out.print(org.chuhe.app.report.TableCsv.write(doc.naming(() -> Reports.exportTables(t,
          org.chuhe.app.report.ExportKind.PRIZES, null, null, doc.lang)), stamped.head().map(AuditTrail.Head::text)));
    } else {
      out.print(PrizesReport.text(t, book, doc.lang));
      LogHeadLine.print(out, stamped.head());
    }
    return 0;
  }

  /**
   * A team event's prizes: the team prizes by team rank and the board prizes (台次奖), division by division
   * ({@link TeamReport}).
   */
  private int teams(Tournament t, AuditTrail.Stamped stamped) throws Exception {
    List<String> divisions = doc.naming(() -> Reports.teamDivisions(t, null));
    var out = spec.commandLine().getOut();
    switch (format) {
      case json -> {
        com.fasterxml.jackson.databind.node.ObjectNode json = Mappers.json().createObjectNode();
        divisions.forEach(d -> json.withArray("divisions").add(TeamReport.prizesJson(t, d)));
        stamped.head().ifPresent(h -> json.putObject("log").put("entries", h.entries()).put("head", h.fingerprint()));
        out.println(Mappers.json().writeValueAsString(json));
      }
      case csv -> out.print(org.chuhe.app.report.TableCsv.write(divisions.stream()
          .flatMap(d -> TeamReport.prizes(t, d, doc.lang).stream()).toList(),
          stamped.head().map(AuditTrail.Head::text)));
      case text -> {
        divisions.forEach(d -> out.print(TeamReport.prizesText(t, d, doc.lang)));
        LogHeadLine.print(out, stamped.head());
      }
    }
    return 0;
  }
}
