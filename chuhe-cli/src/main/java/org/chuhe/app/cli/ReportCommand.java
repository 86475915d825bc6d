package org.chuhe.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.report.PrizesReport;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.app.report.TableCsv;
import org.chuhe.app.report.TeamReport;
import org.chuhe.app.workflow.Reports;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.awards.ResultsBook;
import org.chuhe.tournament.Tournament;
import org.chuhe.standings.DivisionStandings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "report", description = {"成绩册：各组名次、团体名次与奖励名单",
    "results book: standings of every division, team standings and the prize list"})
final class ReportCommand implements Callable<Integer> {
  enum Format { text, json, csv }

  @Mixin SourceOptions doc;

  @Option(names = "--format", defaultValue = "text", description = {
      "text|json|csv（csv：各组名次表）", "text|json|csv (csv: the standings of every division)"})
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
    List<DivisionStandings> standings = new ArrayList<>(book.standings().values());
    switch (format) {
      case json -> {
        ObjectNode root = Mappers.json().createObjectNode();
        root.put("name", t.name());
        // The head of the log this book was made from: checked later with log --verify --head.
        stamped.head().ifPresent(h -> root.putObject("log").put("entries", h.entries()).put("head", h.fingerprint()));
        ArrayNode rows = root.putArray("standings");
        standings.forEach(s -> rows.addAll(StandingsReport.json(t, s)));
        root.set("prizes", PrizesReport.json(t, book));
        out.println(Mappers.json().writeValueAsString(root));
      }
      case csv -> StandingsCommand.printCsv(out, t, standings, doc.lang, stamped.head());
      case text -> {
        out.println(t.name());
        stamped.head().ifPresent(h -> out.println(h.text()));
        out.println();
        standings.forEach(s -> out.println(StandingsReport.text(t, s, doc.lang)));
        out.print(PrizesReport.text(t, book, doc.lang));
      }
    }
    return 0;
  }

  /** A team event's results book: each division's team standings, team prizes and board prizes. */
  private int teams(Tournament t, AuditTrail.Stamped stamped) throws Exception {
    List<String> divisions = doc.naming(() -> Reports.teamDivisions(t, null));
    var out = spec.commandLine().getOut();
    switch (format) {
      case json -> {
        ObjectNode root = Mappers.json().createObjectNode();
        root.put("name", t.name());
        stamped.head().ifPresent(h -> root.putObject("log").put("entries", h.entries()).put("head", h.fingerprint()));
        ArrayNode rows = root.putArray("teamStandings");
        divisions.forEach(d -> rows.addAll(TeamReport.standingsJson(t, d)));
        ArrayNode prizes = root.putArray("prizes");
        divisions.forEach(d -> prizes.add(TeamReport.prizesJson(t, d)));
        out.println(Mappers.json().writeValueAsString(root));
      }
      case csv -> out.print(TableCsv.write(divisions.stream().map(d -> TeamReport.standings(t, d, doc.lang))
          .toList(), stamped.head().map(AuditTrail.Head::text)));
      case text -> {
        out.println(t.name());
        stamped.head().ifPresent(h -> out.println(h.text()));
        out.println();
        for (String d : divisions) {
          out.println(TeamReport.standingsText(t, d, doc.lang));
          out.print(TeamReport.prizesText(t, d, doc.lang));
        }
      }
    }
    return 0;
  }
}
