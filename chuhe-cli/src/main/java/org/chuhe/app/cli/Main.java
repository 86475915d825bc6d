package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code chuhe} command line. Every command is a thin call into the core; what goes wrong is printed as one
 * line per problem (place, Chinese, English) with a non-zero exit, never as a stack trace.
 */
@Command(name = "chuhe", mixinStandardHelpOptions = true, version = "chuhe 0.1",
    description = {"楚河：象棋赛事编排与成绩系统", "chuhe: Xiangqi tournament pairing and results"},
    subcommands = {PresetsCommand.class, PresetCommand.class, NewCommand.class, TournamentsCommand.class,
        PlayersCommand.class, CheckinCommand.class, DrawCommand.class, PairCommand.class, UnpairCommand.class,
        ResultCommand.class,
        FoulCommand.class, PenaltyCommand.class, WithdrawCommand.class, StandingsCommand.class, PrizesCommand.class,
        ReportCommand.class, ExplainRankCommand.class, LotsCommand.class, CheckCommand.class, SimulateCommand.class, LogCommand.class,
        ExportCommand.class, ImportCommand.class, BenchCommand.class})
public final class Main {
  /** Exit code for input the user must fix (bad file, unknown id …). */
  public static final int EXIT_BAD_INPUT = 2;
  /** Exit code for a fault in chuhe itself. */
  public static final int EXIT_INTERNAL = 70;

  /**
   * How to take, on the command line, the action a problem names as its remedy ({@link Problem#remedy}): the
   * workflow and the core speak of actions, each front end of its own controls.
   */
  static final java.util.Map<String, String> HINTS = java.util.Map.of(
      "override", "命令行：加 --override \"理由\"（理由记入日志） / on the command line: add --override \"reason\" (logged)",
      "correct", "命令行：核对后加 --correct / on the command line: check, then add --correct",
      "redraw", "命令行：加 --redraw \"原因\" / on the command line: add --redraw \"reason\"",
      "reason", "命令行：加 --reason \"理由\" / on the command line: add --reason \"reason\"",
      "division", "命令行：用 --division 指明组别 / on the command line: name it with --division",
      "tournament", "命令行：用 --tournament 指明赛事（chuhe tournaments 列出全部） / on the command line: name it "
          + "with --tournament (chuhe tournaments lists them)",
      "database", "命令行：用 chuhe new 创建赛事，chuhe import json 导入，或用 --db 指明数据库文件 / on the command line: "
          + "chuhe new creates a tournament, chuhe import json imports one, --db names the database file");

  /**
   * The exit code for a kind of problem: everything a person can act on (bad input, not found, a conflict, a refusal
   * by the regulations, storage that cannot be used) is 2, as scripts have always seen it; a fault of chuhe's is 70.
   */
  static int exitCode(Problem.Kind kind) {
    return kind == Problem.Kind.INTERNAL ? EXIT_INTERNAL : EXIT_BAD_INPUT;
  }

  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true, StandardCharsets.UTF_8),
        new PrintWriter(System.err, true, StandardCharsets.UTF_8)));
  }

  /** Runs one command line with the given output streams; returns the exit code. */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cli = new CommandLine(new Main());
    cli.setOut(out);
    cli.setErr(err);
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
      if (e instanceof ProblemException pe) {
        for (Problem p : pe.problems()) {
          err.println(p.line());
          String hint = p.remedy() == null ? null : HINTS.get(p.remedy());
          if (hint != null) {
            err.println("  " + hint);
          }
        }
        return exitCode(pe.kind());
      }
      if (e instanceof IllegalArgumentException) {
        // A value a record refused (e.g. swapping a player with himself): the user's input, said in one line.
        err.println("输入无效 / invalid input: " + e.getMessage());
        return EXIT_BAD_INPUT;
      }
      err.println("内部错误 / internal error: " + e);
      return EXIT_INTERNAL;
    });
    int code;
    try {
      code = cli.execute(args);
    } catch (OutOfMemoryError e) {
      // picocli's handler sees only exceptions; an error must not reach the user as a stack trace either.
      err.println("内存不足，请用更大的 -Xmx 运行 / out of memory: run with a larger -Xmx (" + e.getMessage() + ")");
      code = EXIT_INTERNAL;
    } catch (StackOverflowError | LinkageError e) {
      err.println("内部错误 / internal error: " + e);
      if (Boolean.getBoolean("chuhe.trace")) {
        e.printStackTrace(err); // for developers: -Dchuhe.trace=true
      }
      code = EXIT_INTERNAL;
    }
    out.flush();
    err.flush();
    return code;
  }
}
