package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.report.Times;
import org.chuhe.app.workflow.Reports;
import org.chuhe.model.ManualChange;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.pairing.Violation;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "check", description = {"按编排硬性规则检查每一轮，给出每轮的分差（从最高分组起）和编排质量向量，并指出本可分差更小的轮次",
    "check every round against the hard pairing rules, print each round's score differences (from the top group "
        + "down) and quality vector, and flag rounds for which nearer scores were possible"})
final class CheckCommand implements Callable<Integer> {
  /** Exit code when a hard rule is broken. */
  static final int EXIT_RULE_BROKEN = 1;

  @Mixin SourceOptions doc;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    org.chuhe.app.workflow.AuditTrail.Stamped stamped = doc.stamped();
    org.chuhe.tournament.Tournament t = stamped.tournament();
    List<Reports.CheckedRound> checks = doc.naming(() -> Reports.check(t));
    var out = spec.commandLine().getOut();
    boolean broken = false;
    for (Reports.CheckedRound checked : checks) {
      RoundCheck c = checked.check();
      String where = c.division() + " " + doc.lang.pick("第 " + c.round() + " 轮", "round " + c.round());
      if (t.regulations().format().roundRobin()) {
        // A round robin's round is the Berger table's or it is not: no score groups, no quality vector.
        out.println(where + (c.passes() ? doc.lang.pick("：与贝格尔表一致", ": as the Berger table gives it")
            : doc.lang.pick("：与贝格尔表不符", ": differs from the Berger table")));
      } else {
        out.println(where + (!c.isLegal() ? doc.lang.pick("：违反硬性规则", ": hard rules broken")
            : c.passes() ? doc.lang.pick("：符合硬性规则", ": legal")
            : doc.lang.pick("：符合硬性规则，但分差不是最小", ": legal, but nearer scores were possible")));
        if (t.regulations().format().teams()) {
          // A team Swiss round: checked by the team rules (TeamRoundChecker), the teams' score groups not printed.
          out.println("  " + doc.lang.pick("团体积分编排：按团体赛规则核对（每场台数与先后手、出场顺序、不重复对阵、轮空、分差）",
              "team Swiss round: checked by the team rules (boards and colours of each match, line-up order, no "
                  + "rematch, byes, score differences)"));
        } else if (org.chuhe.knockout.Bracket.knockoutRound(t.regulations(), c.division(), c.round())) {
          // A knock-out round is checked against the bracket: score groups and the Swiss quality do not apply.
          out.println("  " + doc.lang.pick("淘汰赛轮次：按对阵图核对", "knock-out round: checked against the bracket"));
        } else {
          out.println("  " + doc.lang.pick("分差：" + c.quality().differences().describeZh(),
              "score differences: " + c.quality().differences().describeEn()));
          out.println("  " + doc.lang.pick("质量向量：", "quality: ") + doc.lang.pick(c.quality().lineZh(),
              c.quality().lineEn()));
        }
      }
      for (Reports.ChangeAccepted m : checked.changes()) {
        out.println("  " + describe(t, m.change()));
        m.violations().forEach(v -> print(out, "    ", v));
      }
      checked.unexplained().forEach(v -> print(out, "  ", v));
      broken |= !c.passes();
    }
    if (checks.isEmpty()) {
      out.println(doc.lang.pick("文件中还没有编排的轮次", "the document has no paired rounds yet"));
    }
    LogHeadLine.print(out, stamped.head());
    return broken ? EXIT_RULE_BROKEN : 0;
  }

  /** The change with its reason, and who made it and when where recorded. */
  private String describe(Tournament t, ManualChange m) {
    String made = (m.by() == null ? "" : " " + m.by()) + (m.at() == null ? "" : " " + Times.local(m.at()));
    return doc.lang.pick("人工调整：" + m.describeZh(t::nameZh), "manual change: " + m.describeEn(t::nameEn))
        + (made.isEmpty() ? "" : " —" + made);
  }

  private static void print(PrintWriter out, String indent, Violation v) {
    out.println(indent + (v.rule().failsCheck() ? "✗ " : "· ") + v.line());
  }
}
