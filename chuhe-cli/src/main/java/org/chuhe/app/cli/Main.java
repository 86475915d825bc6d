package org.chuhe.app.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.workflow.NeedsReason;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.problem.InvalidValue;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code chuhe} command line. Every command is a thin call into the core; what goes wrong is printed as one
 * line per problem (place, Chinese, English) with a non-zero exit, never as a stack trace.
 */
@Command(name = Main.NAME, version = Main.VERSION, description = {Main.ABOUT_ZH, Main.ABOUT_EN},
    subcommands = {PresetsCommand.class, PresetCommand.class, NewCommand.class, TournamentsCommand.class,
        RegulationsCommand.class, PlayersCommand.class, CheckinCommand.class, DrawCommand.class, PairCommand.class,
        UnpairCommand.class, PublishCommand.class, LineUpCommand.class, ResultCommand.class, FoulCommand.class, GameRecordCommand.class,
        ReportsCommand.class, CodesCommand.class,
        PenaltyCommand.class, WithdrawCommand.class, StandingsCommand.class, PrizesCommand.class, AwardCommand.class, ReportCommand.class,
        ExplainRankCommand.class, LotsCommand.class, CheckCommand.class, SimulateCommand.class, LogCommand.class,
        ExportCommand.class, ImportCommand.class, BenchCommand.class, ServeCommand.class, UsersCommand.class,
        WarmUpCommand.class, PerftCommand.class})
public final class Main {
  static final String NAME = "chuhe";
  static final String VERSION = "chuhe 0.1";
  static final String ABOUT_ZH = "楚河：象棋赛事编排与成绩系统";
  static final String ABOUT_EN = "chuhe: Xiangqi tournament pairing and results";
  static final String HELP_ZH = "显示本命令的用法";
  static final String HELP_EN = "show how to use this command";
  /** {@code --help} on every command and subcommand (picocli copies an inherited option into each of them). */
  @Option(names = {"-h", "--help"}, usageHelp = true, scope = ScopeType.INHERIT, description = {HELP_ZH, HELP_EN})
  boolean help;

  @Option(names = {"-V", "--version"}, versionHelp = true, description = {"显示版本", "show the version"})
  boolean version;

  /** Exit code for input the user must fix (bad file, unknown id …). */
  public static final int EXIT_BAD_INPUT = 2;
  /** Exit code for a fault in chuhe itself. */
  public static final int EXIT_INTERNAL = 70;
  /** The options of commands that give the reason for an override or a confirmed change. */
  private static final List<String> REASON_OPTIONS = List.of("--override", "--confirm");

  /**
   * How to take, on the command line, the action a problem names as its remedy ({@link Problem#remedy}): the
   * workflow and the core speak of actions, each front end of its own controls.
   */
  static final java.util.Map<String, String> HINTS = java.util.Map.of(
      "override", "命令行：加 --override \"理由\"（理由记入日志） / on the command line: add --override \"reason\" (logged)",
      "correct", "命令行：核对后加 --correct / on the command line: check, then add --correct",
      "replace", "命令行：核对后加 --replace / on the command line: check, then add --replace",
      "redraw", "命令行：加 --redraw \"原因\" / on the command line: add --redraw \"reason\"",
      "reason", "命令行：加 --reason \"理由\" / on the command line: add --reason \"reason\"",
      "division", "命令行：用 --division 指明组别 / on the command line: name it with --division",
      "tournament", "命令行：加 --tournament ID，或设置环境变量 " + DbOptions.TOURNAMENT_VARIABLE + "=ID（此后的命令都用它；"
          + "chuhe tournaments 列出全部） / on the command line: add --tournament ID, or set "
          + DbOptions.TOURNAMENT_VARIABLE + "=ID for every later command (chuhe tournaments lists them)",
      "port", "命令行：用 --port 指明另一个端口 / on the command line: name another with --port",
      "database", "命令行：用 chuhe new 创建赛事，chuhe import json 导入，或用 --db 指明数据库文件 / on the command line: "
          + "chuhe new creates a tournament, chuhe import json imports one, --db names the database file");

  /**
   * The request fields that the workflow and the core name as a problem's place, and the option that gives each on
   * the command line: the line then points at what the arbiter typed.
   */
  static final java.util.Map<String, String> OPTIONS = java.util.Map.ofEntries(
      java.util.Map.entry("tournament", "--tournament"), java.util.Map.entry("division", "--division"),
      java.util.Map.entry("round", "--round"), java.util.Map.entry("afterRound", "--after-round"),
      java.util.Map.entry("override", "--override"), java.util.Map.entry("redraw", "--redraw"),
      java.util.Map.entry("database", "--db"), java.util.Map.entry("id", "--id"),
      java.util.Map.entry("players", "--players"), java.util.Map.entry("rounds", "--rounds"),
      java.util.Map.entry("units", "--units"), java.util.Map.entry("port", "--port"),
      java.util.Map.entry("role", "--role"), java.util.Map.entry("displayName", "--display"),
      java.util.Map.entry("forfeits", "--forfeits"), java.util.Map.entry("withdrawals", "--withdrawals"));

  /** The problem placed at the option of {@code command} that gives its field, when the command has that option. */
  static Problem withOption(Problem p, CommandSpec command) {
    String option = p.where() == null ? null : OPTIONS.get(p.where());
    return option == null || command.findOption(option) == null ? p
        : new Problem(p.kind(), option, p.zh(), p.en(), p.remedy());
  }

  /**
   * The exit code for a kind of problem: everything a person can act on (bad input, not found, a conflict, a refusal
   * by the regulations, storage that cannot be used) is 2, as scripts have always seen it; a fault of chuhe's is 70.
   */
  static int exitCode(Problem.Kind kind) {
    return kind == Problem.Kind.INTERNAL ? EXIT_INTERNAL : EXIT_BAD_INPUT;
  }

  public static void main(String[] args) {
    Charset encoding;
    try {
      encoding = StandardStreams.ofThisProcess();
    } catch (IllegalArgumentException e) {
      new PrintWriter(System.err, true, StandardCharsets.UTF_8).println(e.getMessage());
      System.exit(EXIT_BAD_INPUT);
      return;
    }
    // System.out and System.err themselves too, for whatever prints there directly (the web app's internal errors).
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, encoding);
    PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, encoding);
    System.setOut(out);
    System.setErr(err);
    System.exit(run(args, System.in, encoding, new PrintWriter(out, true, encoding),
        new PrintWriter(err, true, encoding)));
  }

  /** Runs one command line with the given output streams; returns the exit code. */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    return run(args, System.in, out, err);
  }

  /** The same, with what a command reads from standard input ({@code result ROUND -}), in UTF-8. */
  public static int run(String[] args, InputStream in, PrintWriter rawOut, PrintWriter rawErr) {
    return run(args, in, StandardCharsets.UTF_8, rawOut, rawErr);
  }

  /** The same, standard input being in {@code inEncoding} ({@link StandardStreams}). */
  static int run(String[] args, InputStream in, Charset inEncoding, PrintWriter rawOut, PrintWriter rawErr) {
    // One engine for the process: a thread a core for the commands that pair, shut down when the command ends.
    try (PairingEngine engine = PairingEngine.perCore(EngineProbe.NONE)) {
      return run(args, in, inEncoding, rawOut, rawErr, engine);
    }
  }

  private static int run(String[] args, InputStream in, Charset inEncoding, PrintWriter rawOut, PrintWriter rawErr,
      PairingEngine engine) {
    PrintWriter out = SafeWriter.of(rawOut);
    PrintWriter err = SafeWriter.of(rawErr);
    CommandLine cli = commandLine(args, new Factory(in, inEncoding, engine));
    cli.setOut(out);
    cli.setErr(err);
    bilingualHeadings(cli);
    cli.setParameterExceptionHandler((e, badArgs) -> {
      err.println(usageProblem(e));
      if (e instanceof UnmatchedArgumentException u) {
        u.getSuggestions().stream().findFirst().ifPresent(s -> err.println("是否想用 / did you mean: " + s));
      }
      CommandLine c = e.getCommandLine();
      if (c.getSubcommands().isEmpty()) {
        err.print(c.getHelp().synopsisHeading() + c.getHelp().synopsis(c.getHelp().synopsisHeadingLength()));
        err.println("详见 / see: " + c.getCommandSpec().qualifiedName() + " --help");
      } else {
        err.print(c.getUsageMessage()); // a command of commands: which ones there are
      }
      return EXIT_BAD_INPUT;
    });
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> report(e, commandLine, err));
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

  /** The option by which the command gives the reason a {@link NeedsReason} refusal asks for. */
  private static Optional<String> reasonOption(CommandLine command) {
    return REASON_OPTIONS.stream().filter(o -> command.getCommandSpec().findOption(o) != null).findFirst();
  }

  /**
   * What a failed command prints and its exit code: each problem in one line (with the command line's hint for its
   * remedy), a value a model record refused as bad input, and anything else as chuhe's own fault.
   */
  static int report(Exception e, CommandLine commandLine, PrintWriter err) {
    if (e instanceof ProblemException pe) {
      for (Problem p : pe.problems()) {
        err.println(withOption(p, commandLine.getCommandSpec()).line());
        String hint = p.remedy() == null ? null : HINTS.get(p.remedy());
        if (hint != null) {
          err.println("  " + hint);
        }
      }
      if (pe.problems().stream().anyMatch(p -> NeedsReason.REMEDY.equals(p.remedy()))) {
        reasonOption(commandLine).ifPresent(o -> err.println(o + ": 确认无误后加 " + o + " \"理由\" 再执行一次（理由记入日志）"
            + " / if it is right, run the command again with " + o + " \"reason\" (the reason is logged)"));
      }
      return exitCode(pe.kind());
    }
    if (e instanceof InvalidValue) {
      // A value a record of the model refused (e.g. swapping a player with himself): the user's input, in one
      // line. Any other IllegalArgumentException is chuhe's own fault and is reported as such below.
      err.println("输入无效 / invalid input: " + e.getMessage());
      return EXIT_BAD_INPUT;
    }
    err.println("内部错误 / internal error: " + e);
    return EXIT_INTERNAL;
  }

  /**
   * The command line for {@code args}. When they start with the name of a command, only that command is made: picocli
   * reads every option of every command it is given, and all of chuhe's cost a quarter of a second of CPU at every
   * start (docs/benchmarks.md, issue 27). Anything else (no command, {@code --help}, a mistyped one) gets them all,
   * for the list of commands and the suggestions.
   */
  static CommandLine commandLine(String[] args, CommandLine.IFactory factory) {
    Class<?> named = args.length == 0 ? null : command(args[0]);
    if (named == null) {
      return new CommandLine(new Main(), factory);
    }
    CommandLine cli = new CommandLine(new Root(), factory);
    try {
      CommandLine command = new CommandLine(factory.create(named), factory);
      // picocli applies a command's model transformer when it makes the command as a parent's subcommand only
      factory.create(named.getAnnotation(Command.class).modelTransformer()).transform(command.getCommandSpec());
      cli.addSubcommand(command);
    } catch (Exception e) {
      return new CommandLine(new Main(), factory); // made the usual way, which reports why it cannot be made
    }
    return cli;
  }

  /** The command of {@link Main}'s list called {@code name} (or by one of its aliases); null when none is. */
  private static Class<?> command(String name) {
    for (Class<?> c : Main.class.getAnnotation(Command.class).subcommands()) {
      Command command = c.getAnnotation(Command.class);
      if (command.name().equals(name) || List.of(command.aliases()).contains(name)) {
        return c;
      }
    }
    return null;
  }

  /**
   * {@link Main} without its list of commands, for a command line that names one ({@link #commandLine}): what a
   * command inherits from it (its name in the usage, {@code --help}) is the same.
   */
  @Command(name = NAME, version = VERSION, description = {ABOUT_ZH, ABOUT_EN})
  static final class Root {
    @Option(names = {"-h", "--help"}, usageHelp = true, scope = ScopeType.INHERIT, description = {HELP_ZH, HELP_EN})
    boolean help;
  }

  /**
   * Makes the commands; the one that reads standard input is handed the stream this run reads, those that pair the
   * run's engine.
   */
  record Factory(InputStream in, Charset inEncoding, PairingEngine engine) implements CommandLine.IFactory {
    @Override
    public <K> K create(Class<K> cls) throws Exception {
      K made = cls == ResultCommand.class ? cls.cast(new ResultCommand(in, inEncoding))
          : CommandLine.defaultFactory().create(cls);
      if (made instanceof EngineUser user) {
        user.useEngine(engine);
      }
      return made;
    }
  }

  /** The headings of every usage message in both languages, Chinese first, as the descriptions are. */
  static void bilingualHeadings(CommandLine cli) {
    UsageMessageSpec usage = cli.getCommandSpec().usageMessage();
    usage.synopsisHeading("用法 Usage: ").parameterListHeading("%n参数 Parameters:%n")
        .optionListHeading("%n选项 Options:%n").commandListHeading("%n命令 Commands:%n");
    cli.getSubcommands().values().forEach(Main::bilingualHeadings);
  }

  /** A command line picocli could not read, said in both languages (picocli's own words in English). */
  /**
   * A mistake on the command line in one Chinese and one English line: what is missing, unknown or invalid, named as
   * the person typed it (picocli's own English text for anything else).
   */
  static String usageProblem(ParameterException e) {
    String zh;
    if (e.getMessage().startsWith("Missing required subcommand")) {
      zh = "缺少子命令";
    } else if (e instanceof MissingParameterException m) {
      zh = "缺少必需的参数或选项：" + String.join("、", m.getMissing().stream().map(Main::label).toList());
    } else if (e instanceof UnmatchedArgumentException u) {
      zh = "无法识别的参数或选项：" + String.join(" ", u.getUnmatched());
    } else if (e.getArgSpec() != null && e.getValue() != null) {
      zh = label(e.getArgSpec()) + " 的值无效：" + e.getValue() + choices(e.getArgSpec());
    } else {
      zh = "参数或选项的值无效";
    }
    return zh + "\n" + e.getMessage();
  }

  private static String label(picocli.CommandLine.Model.ArgSpec arg) {
    return arg instanceof picocli.CommandLine.Model.OptionSpec o ? o.longestName() : arg.paramLabel();
  }

  /** The values an enumerated option takes, for the Chinese line (picocli's English already lists them). */
  private static String choices(picocli.CommandLine.Model.ArgSpec arg) {
    Class<?> type = arg.type();
    if (type != null && type.isEnum()) {
      return "（可选：" + String.join("、", java.util.Arrays.stream(type.getEnumConstants()).map(String::valueOf)
          .toList()) + "）";
    }
    return "";
  }
}
