package org.chuhe.app.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.model.Tournament;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.pairing.Violation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "check", description = {"按编排硬性规则检查每一轮，并给出每轮的编排质量向量",
    "check every round against the hard pairing rules and print each round's quality vector"})
final class CheckCommand implements Callable<Integer> {
  /** Exit code when a hard rule is broken. */
  static final int EXIT_RULE_BROKEN = 1;

  @Mixin SourceOptions doc;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    Tournament t = doc.read();
    List<RoundCheck> checks = PairingChecker.checkAll(t);
    var out = spec.commandLine().getOut();
    boolean broken = false;
    for (RoundCheck c : checks) {
      String where = c.division() + " " + doc.lang.pick("第 " + c.round() + " 轮", "round " + c.round());
      out.println(where + (c.isLegal() ? doc.lang.pick("：符合硬性规则", ": legal") : doc.lang.pick("：违反硬性规则",
          ": hard rules broken")));
      out.println("  " + doc.lang.pick("质量向量：", "quality: ") + doc.lang.pick(c.quality().lineZh(),
          c.quality().lineEn()));
      for (Violation v : c.violations()) {
        out.println("  " + (v.rule().hard() ? "✗ " : "· ") + v.line());
      }
      broken |= !c.isLegal();
    }
    if (checks.isEmpty()) {
      out.println(doc.lang.pick("文件中还没有编排的轮次", "the document has no paired rounds yet"));
    }
    return broken ? EXIT_RULE_BROKEN : 0;
  }
}
