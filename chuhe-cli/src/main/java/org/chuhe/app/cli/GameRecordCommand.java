package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.chuhe.app.io.InputFiles;
import org.chuhe.app.workflow.GameRecords;
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
 * {@code game-record}: a board's record marked kept or missing (R23), its moves saved from a file ({@code --moves}),
 * or the boards of a round still missing their record listed and, with {@code --confirm}, marked missing at the
 * regulations' cost. Exactly one of the three forms.
 */
@Command(name = "game-record", description = {
    "录谱：ROUND BOARD kept|missing 记棋谱已交或缺（R23，缺谱由胜方、和棋时红方承担）；ROUND BOARD --moves FILE 保存该台"
        + "棋谱（PGN、DhtmlXQ 或着法列表）；ROUND --missing [--confirm] 列出本轮仍缺谱的台次，加 --confirm 按规程处理",
    "game records: ROUND BOARD kept|missing marks a board's record (R23; a missing one costs its recorder, the "
        + "winner, red after a draw); ROUND BOARD --moves FILE saves the board's moves (PGN, DhtmlXQ or a list of "
        + "moves); ROUND --missing [--confirm] lists the boards of the round still missing their record and, with "
        + "--confirm, applies the regulations' cost"})
final class GameRecordCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Parameters(index = "0", paramLabel = "ROUND", description = {"轮次", "round"}) int round;

  @Parameters(index = "1", arity = "0..1", paramLabel = "BOARD", description = {"台次", "board"}) Integer board;

  @Parameters(index = "2", arity = "0..1", paramLabel = "kept|missing", description = {"kept 已交（交）、missing 缺（缺）",
      "kept or missing"})
  String state;

  @Option(names = "--moves", paramLabel = "FILE", description = {"从文件保存该台棋谱（PGN、DhtmlXQ 或着法列表，须恰好 1 盘）",
      "save the board's moves from a file (PGN, DhtmlXQ or a list of moves; exactly one game)"})
  Path moves;

  @Option(names = "--replace", description = {"替换该台已有的棋谱（核对后再用）", "replace the board's record if it "
      + "has one (check it first)"})
  boolean replace;

  @Option(names = "--missing", description = {"列出本轮规程要求录谱、已下完而仍缺谱的台次",
      "list the boards of the round the regulations ask a record of, played and still without one"})
  boolean missing;

  @Option(names = "--confirm", description = {"与 --missing 同用：把这些台次记为缺谱，按规程处罚",
      "with --missing: mark those boards' records missing, at the regulations' cost"})
  boolean confirm;

  @Option(names = "--division", description = {"组别（多个组别时）", "division (when there are several)"})
  String division;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    boolean oneForm = missing ? board == null && moves == null && !replace
        : moves != null ? board != null && state == null && !confirm
        : board != null && state != null && !confirm && !replace;
    if (!oneForm) {
      throw ProblemException.of("game-record", "用法：game-record ROUND BOARD kept|missing，game-record ROUND BOARD "
          + "--moves FILE [--replace]，或 game-record ROUND --missing [--confirm]（三者选一）",
          "usage: game-record ROUND BOARD kept|missing, game-record ROUND BOARD --moves FILE [--replace], or "
              + "game-record ROUND --missing [--confirm] (one of the three)");
    }
    var out = spec.commandLine().getOut();
    try (Session s = store.session()) {
      String d = Results.division(s, division, round);
      if (missing) {
        missing(s, d, out);
      } else if (moves != null) {
        moves(s, new Results.GameRef(d, round, board), out);
      } else {
        print(s, Results.gameRecord(s, new Results.GameRef(d, round, board), kept()), out);
      }
    }
    return 0;
  }

  private boolean kept() {
    return switch (state.strip().toLowerCase(Locale.ROOT)) {
      case "kept", "交", "已交" -> true;
      case "missing", "缺", "未交" -> false;
      default -> throw ProblemException.of("kept|missing", "应为 kept（已交）或 missing（缺），现为 \"" + state + "\"",
          "must be kept or missing, found \"" + state + "\"");
    };
  }

  private void moves(Session s, Results.GameRef ref, PrintWriter out) {
    String name = moves.getFileName().toString();
    byte[] bytes = InputFiles.bytes(moves, name, InputFiles.Kind.GAME_RECORDS);
    long expected = replace ? GameRecords.get(s, ref).map(GameRecords.Stored::version).orElse(0L) : 0;
    GameRecords.Saved saved = GameRecords.enterFile(s, ref, name, bytes, expected);
    Game g = game(s, ref);
    var t = Roster.few(s, List.of(g.red(), g.black()));
    int plies = saved.stored().line().plies();
    out.println(boardLine(ref) + ": " + t.nameZh(g.red()) + " 对 " + t.nameZh(g.black()) + "  棋谱 " + plies
        + " 步 / record of " + plies + " plies  " + (saved.changed() ? "已保存 / saved" : "未改动 / unchanged")
        + "  (v" + saved.stored().version() + ")");
    DbOptions.print(out, saved.notices());
  }

  private void missing(Session s, String d, PrintWriter out) {
    if (confirm) {
      List<Results.Change> changes = GameRecords.confirmMissing(s, d, round);
      if (changes.isEmpty()) {
        out.println(none());
      }
      changes.forEach(c -> print(s, c, out));
      return;
    }
    List<Results.GameRef> refs = GameRecords.missing(s, d, round);
    if (refs.isEmpty()) {
      out.println(none());
      return;
    }
    out.println("第 " + round + " 轮仍缺谱 " + refs.size() + " 台 / round " + round + ": " + refs.size()
        + " board(s) still missing their record");
    for (Results.GameRef ref : refs) {
      Game g = game(s, ref);
      var t = Roster.few(s, List.of(g.red(), g.black()));
      out.println("  " + boardLine(ref) + ": " + t.nameZh(g.red()) + " 对 " + t.nameZh(g.black()) + "：" + g.result().zh()
          + " / " + g.result().en());
    }
    out.println("确认后加 --confirm，按规程记为缺谱 / add --confirm to mark them missing at the regulations' cost");
  }

  /** A board's record marked: the board as arbiters name it, its result, the mark and the notices. */
  private static void print(Session s, Results.Change c, PrintWriter out) {
    Game g = c.after();
    var t = Roster.few(s, List.of(g.red(), g.black()));
    String mark = !c.changed() ? "未改动 / unchanged" : Boolean.TRUE.equals(g.recordKept()) ? "棋谱已交 / record kept"
        : "缺棋谱 / record missing";
    out.println(boardLine(c.ref()) + ": " + t.nameZh(g.red()) + " 对 " + t.nameZh(g.black()) + "："
        + (g.result().isFinished() ? g.result().zh() + " / " + g.result().en() : "—") + "  " + mark + "  (v"
        + c.version() + ")");
    DbOptions.print(out, c.notices());
  }

  private String none() {
    return "第 " + round + " 轮没有仍缺谱的台次 / round " + round + ": no board is missing its record";
  }

  private static String boardLine(Results.GameRef ref) {
    return "第 " + ref.round() + " 轮第 " + ref.board() + " 台 / round " + ref.round() + " board " + ref.board();
  }

  private static Game game(Session s, Results.GameRef ref) {
    return Results.boards(s, ref.division(), ref.round()).stream().filter(b -> b.ref().board() == ref.board())
        .findFirst().orElseThrow().game();
  }
}
