package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.report.Lang;
import org.chuhe.app.workflow.Reports;
import org.chuhe.app.workflow.Session;
import org.chuhe.tournament.Tournament;
import org.chuhe.standings.RankExplanation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "explain-rank",
    description = {"说明两名棋手为何名次先后（读赛事文件，不给则读数据库）",
        "say why one player ranks above another (from a document, or else from the database)"})
final class ExplainRankCommand implements Callable<Integer> {
  @Parameters(arity = "2..3", paramLabel = "[DOC] A B", description = {
      "赛事文件 (JSON，可不给)，两名棋手：编号（p12）、序号（12、#12、12号）或姓名",
      "a tournament document (JSON, may be left out), and two players: id (p12), pairing number (12, #12, 12号) "
          + "or name"})
  List<String> args;

  @Option(names = "--division", description = {"组别（多个组别时，序号按此组别）",
      "the division (with several divisions, for pairing numbers)"})
  String division;

  @Option(names = "--lang", defaultValue = "zh", description = {"输出语言 zh|en", "output language zh|en"})
  Lang lang;

  @Mixin DbOptions store;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    Tournament t = args.size() == 3 ? TournamentDocuments.read(Path.of(args.get(0))) : load();
    List<String> refs = args.subList(args.size() - 2, args.size());
    RankExplanation e = args.size() == 3
        ? DocumentRefusals.naming(Path.of(args.get(0)), spec, () -> Reports.explainRank(t, refs.get(0), refs.get(1), division))
        : Reports.explainRank(t, refs.get(0), refs.get(1), division);
    var out = spec.commandLine().getOut();
    out.println(lang.pick(e.zh(), e.en()));
    out.println(lang.pick(e.en(), e.zh()));
    return 0;
  }

  private Tournament load() {
    try (Session s = store.session()) {
      return s.load();
    }
  }
}
