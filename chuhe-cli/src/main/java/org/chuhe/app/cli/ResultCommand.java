package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Roster;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Result;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "result", description = {
    "录入一盘结果：1-0 红胜、0-1 黑胜、1/2 和、+- 黑方弃权、-+ 红方弃权、-- 双方弃权",
    "enter a game's result: 1-0 red wins, 0-1 black wins, 1/2 draw, +- black forfeits, -+ red forfeits, "
        + "-- both forfeit"},
    modelTransformer = ResultCommand.CodesLookLikeOptions.class)
final class ResultCommand implements Callable<Integer> {
  /**
   * The forfeit codes -+ and -- look like options to a command-line parser ("--" even ends the options). This
   * command has no options of that shape, so anything unknown that starts with a dash is taken as a value.
   */
  static final class CodesLookLikeOptions implements picocli.CommandLine.IModelTransformer {
    @Override
    public CommandSpec transform(CommandSpec spec) {
      spec.parser().unmatchedOptionsArePositionalParams(true).endOfOptionsDelimiter("--end-of-options");
      return spec;
    }
  }

  @Mixin DbOptions store;

  @Parameters(index = "0", paramLabel = "ROUND") int round;

  @Parameters(index = "1", paramLabel = "BOARD") int board;

  @Parameters(index = "2", paramLabel = "CODE") String code;

  @Option(names = "--division", description = {"组别（多个组别时）", "division (when there are several)"})
  String division;

  @Option(names = "--correct", description = {"更正已有的结果（记入日志）", "correct a result already entered (logged)"})
  boolean correct;

  @Option(names = "--was", paramLabel = "CODE", description = {
      "与 --correct 同用：你看到的原结果；若已被他人改动则拒绝",
      "with --correct: the result you saw; refused if someone changed it meanwhile"})
  String was;

  @Option(names = "--if-version", paramLabel = "N", description = {"只在对局仍为此版本时修改",
      "change the game only if it is still at this version"})
  Long version;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    Result result = parse(code, "CODE");
    Expect expect = version != null ? new Expect.Version(version)
        : !correct ? new Expect.NoResult()
        : was != null ? new Expect.Was(parse(was, "--was")) : new Expect.Anything();
    try (Session s = store.session()) {
      var ref = new Results.GameRef(Results.division(s, division, round), round, board);
      Results.Change c = Results.record(s, ref, result, expect);
      var out = spec.commandLine().getOut();
      out.println(describe(s, c));
      DbOptions.print(out, c.notices());
    }
    return 0;
  }

  static String describe(Session s, Results.Change c) {
    var g = c.after();
    var names = Roster.names(s, java.util.List.of(g.red(), g.black()));
    String players = names.get(g.red()) + "(" + g.red() + ") " + code(g.result()) + " " + names.get(g.black())
        + "(" + g.black() + ")";
    String what;
    if (!c.changed()) {
      what = "未改动 / unchanged";
    } else if (c.before().result() == g.result()) {
      what = "犯规已更新 / fouls updated";
    } else if (c.before().result().isFinished()) {
      what = "已更正 / corrected (" + c.before().result().code() + " → " + code(g.result()) + ")";
    } else {
      what = "已录入 / recorded";
    }
    return "第 " + c.ref().round() + " 轮第 " + c.ref().board() + " 台 / round " + c.ref().round() + " board "
        + c.ref().board() + ": " + players + "  " + what + "  (v" + c.version() + ")";
  }

  private static String code(Result r) {
    return r.isFinished() ? r.code() : "—";
  }

  static Result parse(String text, String where) {
    return Result.parse(text).orElseThrow(() -> ProblemException.of(where,
        "无效的结果代码 \"" + text + "\"（可用：1-0、0-1、1/2、+-、-+、--）",
        "not a result code: \"" + text + "\" (use 1-0, 0-1, 1/2, +-, -+, --)"));
  }
}
