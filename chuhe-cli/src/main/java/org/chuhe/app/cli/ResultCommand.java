package org.chuhe.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Roster;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Result;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "result", description = {
    "录入结果：一盘（ROUND BOARD CODE），或一轮多盘（ROUND BOARD CODE BOARD CODE …，或 ROUND - 从标准输入逐行读"
        + "“台次 结果”）；多盘时每盘与单独录入时一样检查，全部保存或一盘也不保存。结果代码：1-0 红胜、0-1 黑胜、1/2 和、"
        + "+- 黑方弃权、-+ 红方弃权、-- 双方弃权（未到场）；late+- 黑方迟到、late-+ 红方迟到、late-- 双方迟到（迟到判负，按规程"
        + "作弃权或判负）",
    "enter results: one game (ROUND BOARD CODE), or several of a round (ROUND BOARD CODE BOARD CODE …, or ROUND - "
        + "to read lines \"BOARD CODE\" from standard input); each checked as if entered alone, all saved or none. "
        + "Codes: 1-0 red wins, 0-1 black wins, 1/2 draw, +- black forfeits, -+ red forfeits, -- both forfeit (did "
        + "not come); late+- black late, late-+ red late, late-- both late (lost by lateness: a forfeit or a loss, "
        + "as the regulations say)"},
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

  /** A line of a result sheet on standard input: the board and the code, blank lines and # comments ignored. */
  private static final Pattern LINE = Pattern.compile("(\\d+)[\\s,，]+(\\S+)");

  private final InputStream stdin;
  private final Charset stdinEncoding;

  ResultCommand(InputStream stdin, Charset stdinEncoding) {
    this.stdin = stdin;
    this.stdinEncoding = stdinEncoding;
  }

  ResultCommand() {
    this(System.in, StandardCharsets.UTF_8);
  }

  @Mixin DbOptions store;

  @Parameters(index = "0", paramLabel = "ROUND", description = {"轮次", "round"}) int round;

  @Parameters(index = "1..*", arity = "0..*", paramLabel = "BOARD CODE", description = {
      "台次与结果代码，可多对；只给 - 则从标准输入读", "board and result code, as many pairs as wanted; - alone reads them "
      + "from standard input"})
  List<String> boardsAndCodes = new ArrayList<>();

  @Option(names = "--stdin", description = {"从标准输入逐行读“台次 结果”（同 -）",
      "read lines \"BOARD CODE\" from standard input (as -)"})
  boolean fromStdin;

  @Option(names = "--division", description = {"组别（多个组别时）", "division (when there are several)"})
  String division;

  @Option(names = "--correct", description = {"更正已有的结果（记入日志）", "correct a result already entered (logged)"})
  boolean correct;

  @Option(names = "--was", paramLabel = "CODE", description = {
      "与 --correct 同用：你看到的原结果；若已被他人改动则拒绝（只录一盘时）",
      "with --correct: the result you saw; refused if someone changed it meanwhile (one game only)"})
  String was;

  @Option(names = "--if-version", paramLabel = "N", description = {"只在对局仍为此版本时修改（只录一盘时）",
      "change the game only if it is still at this version (one game only)"})
  Long version;

  @Spec CommandSpec spec;

  private record Given(String place, int board, Result result) {}

  @Override
  public Integer call() throws IOException {
    boolean dash = boardsAndCodes.equals(List.of("-"));
    if (fromStdin && !boardsAndCodes.isEmpty() && !dash) {
      throw ProblemException.of("--stdin", "从标准输入读时不能再给台次", "no boards beside --stdin: they come from standard input");
    }
    if (!fromStdin && boardsAndCodes.isEmpty()) {
      throw ProblemException.of("BOARD CODE", "请给出台次与结果，或 - 从标准输入读",
          "give BOARD CODE, or - to read them from standard input");
    }
    boolean sheet = fromStdin || dash;
    List<Given> given = sheet ? fromStdin() : fromArguments();
    if (given.size() > 1 && (was != null || version != null)) {
      throw ProblemException.of(was != null ? "--was" : "--if-version", "只能用于录入一盘结果",
          "applies to one result only");
    }
    Expect expect = version != null ? new Expect.Version(version)
        : !correct ? new Expect.NoResult()
        : was != null ? new Expect.Was(parse(was, "--was")) : new Expect.Anything();
    var out = spec.commandLine().getOut();
    try (Session s = store.session()) {
      String d = Results.division(s, division, round);
      if (given.size() == 1 && !sheet) {
        Results.Change c = Results.record(s, new Results.GameRef(d, round, given.get(0).board()),
            given.get(0).result(), expect);
        out.println(describe(s, c));
        DbOptions.print(out, c.notices());
        return 0;
      }
      List<Results.Change> changes = Results.recordAll(s, given.stream().map(g -> new Results.Line(g.place(),
          new Results.GameRef(d, round, g.board()), g.result(), expect)).toList());
      for (Results.Change c : changes) {
        out.println(describe(s, c));
        DbOptions.print(out, c.notices());
      }
      long changed = changes.stream().filter(Results.Change::changed).count();
      out.println("第 " + round + " 轮：已保存 " + changed + " 盘结果（共 " + changes.size() + " 盘） / round " + round + ": "
          + changed + " of " + changes.size() + " results saved");
    }
    return 0;
  }

  /** BOARD CODE pairs as arguments. */
  private List<Given> fromArguments() {
    if (boardsAndCodes.size() % 2 != 0) {
      throw ProblemException.of("BOARD CODE", "台次与结果须成对给出（台次 结果 台次 结果 …）",
          "give boards and results in pairs (BOARD CODE BOARD CODE …)");
    }
    List<Given> given = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < boardsAndCodes.size(); i += 2) {
      String board = boardsAndCodes.get(i);
      String code = boardsAndCodes.get(i + 1);
      read(board, code, board + " " + code, given, problems);
    }
    // Refusals by the workflow name the game (division/round/board), which is all an argument can be named by.
    return checked(given, problems).stream().map(g -> new Given("", g.board(), g.result())).toList();
  }

  /** Lines "BOARD CODE" from standard input; every bad line is named. */
  private List<Given> fromStdin() throws IOException {
    List<Given> given = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    BufferedReader reader = new BufferedReader(new InputStreamReader(stdin, stdinEncoding));
    int n = 0;
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      n++;
      String text = line.replaceFirst("#.*", "").strip();
      if (text.isEmpty()) {
        continue;
      }
      Matcher m = LINE.matcher(text);
      if (!m.matches()) {
        problems.add(Problem.at("stdin:" + n, "应为“台次 结果”，如 5 1-0；现为 \"" + line.strip() + "\"",
            "should be \"BOARD CODE\" such as 5 1-0, is \"" + line.strip() + "\""));
        continue;
      }
      read(m.group(1), m.group(2), "stdin:" + n, given, problems);
    }
    if (given.isEmpty() && problems.isEmpty()) {
      throw ProblemException.of("stdin", "标准输入中没有结果", "no results on standard input");
    }
    return checked(given, problems);
  }

  private static void read(String board, String code, String place, List<Given> given, List<Problem> problems) {
    try {
      int b = Integer.parseInt(board);
      given.add(new Given(place, b, parse(code, place)));
    } catch (NumberFormatException e) {
      problems.add(Problem.at(place, "台次应为数字，现为 \"" + board + "\"", "the board must be a number, is \""
          + board + "\""));
    } catch (ProblemException e) {
      problems.addAll(e.problems());
    }
  }

  private static List<Given> checked(List<Given> given, List<Problem> problems) {
    if (!problems.isEmpty()) {
      problems.add(Problem.at("results", "有错误，一个结果也未保存", "there are errors: no result was saved"));
      throw new ProblemException(problems);
    }
    return given;
  }

  /**
   * One entry as the arbiter reads it back: the board, its players as arbiters write them, the result the Chinese
   * way and the English (红胜 / 1-0), and what the entry did.
   */
  static String describe(Session s, Results.Change c) {
    var g = c.after();
    var t = Roster.few(s, java.util.List.of(g.red(), g.black()));
    String players = t.nameZh(g.red()) + " 对 " + t.nameZh(g.black()) + "：" + result(g.result());
    String what;
    if (!c.changed()) {
      what = "未改动 / unchanged";
    } else if (c.before().result() == g.result()) {
      what = "犯规已更新 / fouls updated";
    } else if (c.before().result().isFinished()) {
      what = "已更正 / corrected (" + c.before().result().zh() + " → " + zh(g.result()) + " / "
          + c.before().result().en() + " → " + en(g.result()) + ")";
    } else {
      what = "已录入 / recorded";
    }
    return "第 " + c.ref().round() + " 轮第 " + c.ref().board() + " 台 / round " + c.ref().round() + " board "
        + c.ref().board() + ": " + players + "  " + what + "  (v" + c.version() + ")";
  }

  /** 红胜 / 1-0; a dash for a game still on. */
  private static String result(Result r) {
    return r.isFinished() ? r.zh() + " / " + r.en() : "—";
  }

  private static String zh(Result r) {
    return r.isFinished() ? r.zh() : "无结果";
  }

  private static String en(Result r) {
    return r.isFinished() ? r.en() : "no result";
  }

  static Result parse(String text, String where) {
    return Result.parse(text).orElseThrow(() -> ProblemException.of(where,
        "无效的结果代码 \"" + text + "\"（可用：" + Result.codes("、") + "）",
        "not a result code: \"" + text + "\" (use " + Result.codes(", ") + ")"));
  }
}
