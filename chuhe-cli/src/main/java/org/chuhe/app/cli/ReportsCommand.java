package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.ResultReports;
import org.chuhe.app.workflow.ResultReports.BoardReport;
import org.chuhe.app.workflow.ResultReports.Claim;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Roster;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code reports}: the players' reports of a round's results (issue 26) as the arbiters' desk sees them: each board's
 * state and claims and the count per state; {@code --accept BOARD} accepts a board confirmed by both,
 * {@code --accept-confirmed} every one, {@code --auto on|off} the round's auto-accept.
 */
@Command(name = "reports", description = {
    "棋手报告的结果：列出本轮各台的状态（未报告、已报告、双方确认、有争议、已登记）与双方所报；--accept BOARD 登记双方确认的一台，"
        + "--accept-confirmed 登记全部双方确认的台次，--auto on|off 开关本轮自动登记",
    "results reported by the players: lists each board of the round with its state (not reported, reported, "
        + "confirmed by both, disputed, accepted) and both sides' claims; --accept BOARD accepts a board confirmed by "
        + "both, --accept-confirmed every such board, --auto on|off switches the round's auto-accept"})
final class ReportsCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Parameters(index = "0", paramLabel = "ROUND", description = {"轮次", "round"}) int round;

  @Option(names = "--division", description = {"组别（多个组别时）", "division (when there are several)"})
  String division;

  @Option(names = "--accept", paramLabel = "BOARD", description = {"登记此台双方确认的结果", "accept this board's "
      + "result confirmed by both"})
  Integer accept;

  @Option(names = "--accept-confirmed", description = {"登记本轮全部双方确认的结果", "accept every result of the "
      + "round confirmed by both"})
  boolean acceptConfirmed;

  @Option(names = "--auto", paramLabel = "on|off", description = {"本轮双方确认即自动登记：on 开、off 关（裁判长）",
      "accept results confirmed by both at once in this round: on or off (the chief arbiter's)"})
  String auto;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    if ((accept != null ? 1 : 0) + (acceptConfirmed ? 1 : 0) + (auto != null ? 1 : 0) > 1) {
      throw ProblemException.of("reports", "--accept、--accept-confirmed、--auto 只能选一个",
          "give one of --accept, --accept-confirmed and --auto");
    }
    PrintWriter out = spec.commandLine().getOut();
    try (Session s = store.session()) {
      String d = Results.division(s, division, round);
      if (auto != null) {
        boolean on = on();
        ResultReports.autoAccept(s, d, round, on);
        out.println("第 " + round + " 轮自动登记：" + (on ? "开" : "关") + " / round " + round + " auto-accept: "
            + (on ? "on" : "off"));
      } else if (accept != null) {
        Results.GameRef ref = new Results.GameRef(d, round, accept);
        Results.Change c = ResultReports.accept(s, ref, ResultReports.board(s, ref).gameVersion());
        out.println(ResultCommand.describe(s, c));
        DbOptions.print(out, c.notices());
      } else if (acceptConfirmed) {
        List<Results.Change> changes = ResultReports.acceptConfirmed(s, d, round);
        if (changes.isEmpty()) {
          out.println("第 " + round + " 轮没有双方确认待登记的台次 / round " + round + ": no board confirmed by both "
              + "waits to be accepted");
        }
        for (Results.Change c : changes) {
          out.println(ResultCommand.describe(s, c));
          DbOptions.print(out, c.notices());
        }
      } else {
        list(s, d, out);
      }
    }
    return 0;
  }

  private boolean on() {
    return switch (auto.strip().toLowerCase(Locale.ROOT)) {
      case "on", "开" -> true;
      case "off", "关" -> false;
      default -> throw ProblemException.of("--auto", "应为 on（开）或 off（关），现为 \"" + auto + "\"",
          "must be on or off, found \"" + auto + "\"");
    };
  }

  private void list(Session s, String d, PrintWriter out) {
    List<BoardReport> boards = ResultReports.round(s, d, round);
    if (boards.isEmpty()) {
      out.println("第 " + round + " 轮尚未发布，没有可报告的台次 / round " + round + " is not published: no board to report");
      return;
    }
    var t = Roster.few(s, boards.stream().flatMap(b -> java.util.stream.Stream.of(b.game().red(),
        b.game().black())).toList());
    boolean auto = ResultReports.autoAccept(s, d, round);
    out.println("第 " + round + " 轮 / round " + round + "  自动登记 / auto-accept: " + (auto ? "开 / on" : "关 / off"));
    for (BoardReport b : boards) {
      Game g = b.game();
      String state = b.state() == ResultReports.State.ACCEPTED
          ? b.state().zh() + " " + g.result().zh() + " / " + b.state().en() + " " + g.result().en()
          : b.state().zh() + " / " + b.state().en();
      out.println("第 " + b.ref().board() + " 台 / board " + b.ref().board() + ": " + t.nameZh(g.red()) + " 对 "
          + t.nameZh(g.black()) + "  " + state + claims(b));
    }
    ResultReports.Counts c = ResultReports.counts(boards);
    out.println("未报告 " + c.none() + " · 已报告 " + c.reported() + " · 双方确认 " + c.confirmed() + " · 有争议 "
        + c.disputed() + " · 已登记 " + c.accepted() + " / not reported " + c.none() + " · reported " + c.reported()
        + " · confirmed " + c.confirmed() + " · disputed " + c.disputed() + " · accepted " + c.accepted());
  }

  /** Both sides' claims: "  红方报 红胜 · 黑方报 和", nothing when neither claimed. */
  private static String claims(BoardReport b) {
    if (b.red().isEmpty() && b.black().isEmpty()) {
      return "";
    }
    return "  红方报 / red: " + claim(b.red()) + " · 黑方报 / black: " + claim(b.black());
  }

  private static String claim(Optional<Claim> c) {
    return c.map(x -> x.result().zh() + " " + x.result().en()).orElse("—");
  }
}
