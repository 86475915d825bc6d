package org.chuhe.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.report.KnockoutReport;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.app.report.TableCsv;
import org.chuhe.app.report.TeamReport;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Reports;
import org.chuhe.knockout.FinalPlaces;
import org.chuhe.tournament.Tournament;
import org.chuhe.standings.DivisionStandings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "standings", description = {"名次表：积分与全部破同分项目", "standings with every tie-break value"})
final class StandingsCommand implements Callable<Integer> {
  enum Format { text, json, csv }

  @Mixin SourceOptions doc;

  @Option(names = "--division", description = {"只看这个组别", "only this division"})
  String division;

  @Option(names = "--format", defaultValue = "text", description = {"text|json|csv"})
  Format format;

  @Option(names = "--round", paramLabel = "N", description = {
      "第 N 轮后的名次（不计以后各轮）；不给则计已录入的全部结果（轮次进行中只计已出结果的对局）",
      "the standings after round N (later rounds left out); without it every result entered so far (during a "
          + "round only the games with a result count)"})
  Integer round;

  @Option(names = "--swiss", description = {
      "积分编排＋淘汰赛：只看积分编排阶段的名次（淘汰赛的种子）；不给则先列淘汰赛与最终名次",
      "Swiss then knock-out: the Swiss standings alone (the knock-out's seeding); without it the knock-out and the "
          + "final places come first"})
  boolean swiss;

  @Spec CommandSpec spec;

  /**
   * The standings as one CSV text for Excel on Chinese Windows: the byte order mark first (without it Excel reads
   * GBK and garbles every name), one header, the head of the log last when read from the database.
   */
  static void printCsv(java.io.PrintWriter out, Tournament t, List<DivisionStandings> standings, Lang lang,
      java.util.Optional<AuditTrail.Head> head) {
    out.print(TableCsv.BOM);
    for (int i = 0; i < standings.size(); i++) {
      out.print(StandingsReport.csv(t, standings.get(i), i == 0, lang));
    }
    LogHeadLine.printCsv(out, head);
  }

  @Override
  public Integer call() throws Exception {
    AuditTrail.Stamped stamped = doc.stamped();
    Tournament t = stamped.tournament();
    if (t.regulations().format().teams()) {
      return teams(round == null ? t : doc.naming(() -> Reports.upTo(t, round)), stamped);
    }
    List<DivisionStandings> standings = doc.naming(() -> swiss ? Reports.swissStandings(t, division)
        : Reports.standings(t, division, round));
    var out = spec.commandLine().getOut();
    switch (format) {
      case json -> {
        ArrayNode rows = Mappers.json().createArrayNode();
        standings.forEach(s -> rows.addAll(StandingsReport.json(t, s)));
        out.println(Mappers.json().writeValueAsString(rows));
      }
      case csv -> printCsv(out, t, standings, doc.lang, stamped.head());
      case text -> {
        List<FinalPlaces.Result> knockout = swiss ? List.of() : doc.naming(() -> Reports.knockout(
            round == null ? t : Reports.upTo(t, round), division));
        if (!knockout.isEmpty()) {
          // A Swiss then knock-out: the bracket and the final places (the Swiss standings: --swiss).
          knockout.forEach(k -> out.println(KnockoutReport.text(t, k, doc.lang)));
          LogHeadLine.print(out, stamped.head());
          return 0;
        }
        standings.forEach(s -> out.println(StandingsReport.text(t, s, doc.lang)));
        if (swiss) {
          // The knock-out's seeding: a tie across the qualifying line is the arbiter's to settle.
          doc.naming(() -> Reports.knockout(t, division)).forEach(k -> out.print(KnockoutReport.warnings(k.bracket(),
              doc.lang)));
        }
        LogHeadLine.print(out, stamped.head());
      }
    }
    return 0;
  }

  /**
   * A team event's standings (团体名次): the teams by 场分, 局分 and the regulations' tie-breaks ({@link TeamReport}),
   * division by division, in every format.
   */
  private int teams(Tournament t, AuditTrail.Stamped stamped) throws Exception {
    List<String> divisions = doc.naming(() -> Reports.teamDivisions(t, division));
    var out = spec.commandLine().getOut();
    switch (format) {
      case json -> {
        ArrayNode rows = Mappers.json().createArrayNode();
        divisions.forEach(d -> rows.addAll(TeamReport.standingsJson(t, d)));
        out.println(Mappers.json().writeValueAsString(rows));
      }
      case csv -> out.print(TableCsv.write(divisions.stream().map(d -> TeamReport.standings(t, d, doc.lang))
          .toList(), stamped.head().map(AuditTrail.Head::text)));
      case text -> {
        divisions.forEach(d -> out.println(TeamReport.standingsText(t, d, doc.lang)));
        LogHeadLine.print(out, stamped.head());
      }
    }
    return 0;
  }
}
