package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.app.workflow.Session;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "export", description = {"导出赛事或其名单（Excel 工作簿、CSV、TRF）", "export the tournament, or its lists "
    + "(Excel workbook, CSV, TRF)"}, subcommands = {ExportCommand.Json.class, ExportTrfCommand.class,
    ExportCommand.Pairings.class, ExportCommand.Standings.class, ExportCommand.Crosstable.class,
    ExportCommand.Teams.class, ExportCommand.Prizes.class, ExportCommand.Payout.class, ExportCommand.Grades.class,
    ExportCommand.Slips.class, ExportCommand.Cards.class, ExportCommand.BookletPdf.class, CodeCardsCommand.class,
    CertificateCommands.Export.class, CertificateCommands.Template.class, ExportSiteCommand.class,
    ExportGamesCommand.class})
final class ExportCommand {

  @Command(name = "pairings", description = {"对阵表（台次、红方、结果、黑方）", "pairing lists (board, red, result, black)"})
  static final class Pairings extends TableExport {
    Pairings() {
      super(ExportKind.PAIRINGS);
    }
  }

  @Command(name = "standings", description = {"名次表与全部破同分项目", "standings with every tie-break column"})
  static final class Standings extends TableExport {
    Standings() {
      super(ExportKind.STANDINGS);
    }
  }

  @Command(name = "crosstable", description = {"交叉表", "crosstable"})
  static final class Crosstable extends TableExport {
    Crosstable() {
      super(ExportKind.CROSSTABLE);
    }
  }

  @Command(name = "teams", description = {"团体名次", "team standings"})
  static final class Teams extends TableExport {
    Teams() {
      super(ExportKind.TEAMS);
    }
  }

  @Command(name = "prizes", description = {"奖励名单与奖金合计", "prize lists with totals"})
  static final class Prizes extends TableExport {
    Prizes() {
      super(ExportKind.PRIZES);
    }
  }

  @Command(name = "payout", description = {"领奖签收表（每人奖金合计、签字栏；不公开）",
      "payout sheet (each player's total, a signature column; not public)"})
  static final class Payout extends TableExport {
    Payout() {
      super(ExportKind.PAYOUT);
    }
  }

  @Command(name = "grades", description = {"等级称号", "grade titles"})
  static final class Grades extends TableExport {
    Grades() {
      super(ExportKind.GRADES);
    }
  }

  @Command(name = "json", description = {"导出为赛事文件（JSON，docs/tournament-format.md）",
      "export as a tournament document (JSON, docs/tournament-format.md)"})
  static final class Json implements Callable<Integer> {
    @Mixin DbOptions store;

    @Option(names = "--out", paramLabel = "FILE", description = {"写入文件（默认：标准输出）", "write to a file (default: stdout)"})
    Path out;

    @Option(names = "--public", description = {"公开版：不含身份证号和电话", "public copy: without ID and phone numbers"})
    boolean publicCopy;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      try (Session s = store.session()) {
        if (out == null) {
          spec.commandLine().getOut().println(Tournaments.export(s, !publicCopy));
        } else {
          var head = Tournaments.export(s, out, !publicCopy);
          spec.commandLine().getOut().println("已导出 " + s.tournament() + " 到 " + out + " / exported "
              + s.tournament() + " to " + out);
          head.ifPresent(h -> spec.commandLine().getOut().println(h.text()));
        }
      }
      return 0;
    }
  }

  @Command(name = "slips", description = {"登分单（每台一张，勾选结果、双方与裁判签字；A4 每页 4 张）",
      "result slips (one per board: the result to tick, both players' and the arbiter's signatures; 4 per A4 page)"})
  static final class Slips extends PrintExport {
    @Option(names = "--round", paramLabel = "N", description = {"第 N 轮（默认每组最后编排的一轮）",
        "round N (default: each division's last paired round)"})
    Integer round;

    @Mixin BaseUrlOption address;

    Slips() {
      super(org.chuhe.app.workflow.Printouts.Kind.SLIPS);
    }

    @Override
    Integer round() {
      return round;
    }

    @Override
    BaseUrlOption address() {
      return address;
    }
  }

  @Command(name = "cards", description = {"台签（每台一张 A4 横向对折台卡，台号特大）",
      "table cards (a folded A4 landscape tent card per board, the board number very large)"})
  static final class Cards extends PrintExport {
    @Option(names = "--round", paramLabel = "N", description = {"第 N 轮（默认每组最后编排的一轮）",
        "round N (default: each division's last paired round)"})
    Integer round;

    @Option(names = "--names", description = {"印上该台双方棋手", "with the board's two players"})
    boolean names;

    @Mixin BaseUrlOption address;

    Cards() {
      super(org.chuhe.app.workflow.Printouts.Kind.CARDS);
    }

    @Override
    Integer round() {
      return round;
    }

    @Override
    boolean names() {
      return names;
    }

    @Override
    BaseUrlOption address() {
      return address;
    }
  }

  @Command(name = "booklet", description = {"秩序册（封面、日程、规程摘要、按单位的参赛名单、抽签与第一轮对阵）",
      "the event booklet (cover, schedule, regulations in brief, entries by unit, the draw and round 1)"})
  static final class BookletPdf extends PrintExport {
    BookletPdf() {
      super(org.chuhe.app.workflow.Printouts.Kind.BOOKLET);
    }
  }
}
