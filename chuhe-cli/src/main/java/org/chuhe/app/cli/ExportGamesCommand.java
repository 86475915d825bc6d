package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.chuhe.app.io.AtomicWrites;
import org.chuhe.app.io.games.GameFile;
import org.chuhe.app.io.games.GameFiles;
import org.chuhe.app.workflow.GameRecords;
import org.chuhe.app.workflow.Session;
import org.chuhe.problem.ProblemException;
import org.chuhe.xiangqi.notation.Notation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code export games}: the recorded games (录谱) as one PGN or DhtmlXQ file, headers from the tournament. */
@Command(name = "games", description = {"导出已录的棋谱（PGN 或 DhtmlXQ，一个文件）", "export the recorded games (PGN or "
    + "DhtmlXQ, one file)"})
final class ExportGamesCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Option(names = "--format", required = true, paramLabel = "pgn|dhtmlxq", description = {"文件格式：pgn 或 dhtmlxq",
      "file format: pgn or dhtmlxq"})
  String format;

  @Option(names = "--notation", paramLabel = "chinese|wxf|iccs", description = {"PGN 的记谱法：chinese（默认，炮二平五）、"
      + "wxf（C2.5）或 iccs（H2-E2）", "PGN's notation: chinese (the default, 炮二平五), wxf (C2.5) or iccs (H2-E2)"})
  String notation;

  @Option(names = "--round", paramLabel = "R", description = {"只导出第 R 轮（默认：全部轮次）", "round R only "
      + "(default: every round)"})
  Integer round;

  @Option(names = "--division", paramLabel = "D", description = {"只导出该组别（默认：全部组别）", "this division only "
      + "(default: every division)"})
  String division;

  @Option(names = "--out", paramLabel = "FILE", description = {"写入文件（默认：标准输出）", "write to a file (default: stdout)"})
  Path out;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    String f = format.strip().toLowerCase(Locale.ROOT);
    if (!f.equals("pgn") && !f.equals("dhtmlxq")) {
      throw ProblemException.of("--format", "应为 pgn 或 dhtmlxq，现为 \"" + format + "\"",
          "must be pgn or dhtmlxq, found \"" + format + "\"");
    }
    if (f.equals("dhtmlxq") && notation != null) {
      throw ProblemException.of("--notation", "DhtmlXQ 有自己的着法写法，--notation 只用于 pgn",
          "DhtmlXQ writes its moves its own way: --notation is for pgn only");
    }
    Notation n = notation();
    List<GameFile> games;
    try (Session s = store.session()) {
      games = GameRecords.files(s, division, round);
    }
    if (games.isEmpty()) {
      throw ProblemException.notFound("games", "没有已录的棋谱" + (round == null ? "" : "（第 " + round + " 轮）"),
          "no recorded games" + (round == null ? "" : " (round " + round + ")"));
    }
    String text = f.equals("pgn") ? GameFiles.pgn(games, n) : GameFiles.dhtmlxq(games);
    var printer = spec.commandLine().getOut();
    if (out == null) {
      printer.print(text);
      printer.flush();
      return 0;
    }
    AtomicWrites.replace(out, text, false);
    String what = f.equals("pgn") ? "PGN，" + zh(n) + " / PGN, " + n.name().toLowerCase(Locale.ROOT) + " notation"
        : "DhtmlXQ";
    printer.println("已导出 " + games.size() + " 盘棋谱到 " + out + "（" + what + "）/ exported " + games.size()
        + " games to " + out);
    return 0;
  }

  private Notation notation() {
    if (notation == null) {
      return Notation.CHINESE;
    }
    return switch (notation.strip().toLowerCase(Locale.ROOT)) {
      case "chinese", "中文" -> Notation.CHINESE;
      case "wxf" -> Notation.WXF;
      case "iccs" -> Notation.ICCS;
      default -> throw ProblemException.of("--notation", "应为 chinese、wxf 或 iccs，现为 \"" + notation + "\"",
          "must be chinese, wxf or iccs, found \"" + notation + "\"");
    };
  }

  private static String zh(Notation n) {
    return switch (n) {
      case CHINESE -> "中文记谱";
      case WXF -> "WXF 记谱";
      case ICCS -> "ICCS 记谱";
    };
  }
}
