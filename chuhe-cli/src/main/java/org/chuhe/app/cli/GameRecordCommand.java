package org.chuhe.app.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "game-record", description = {
    "录谱（R23）：规程要求录谱的台次，记棋谱已交（kept）或缺（missing）；缺谱按规程由胜方（和棋时红方）承担",
    "game records (R23): mark the record of a board the regulations ask one of as kept or missing; a missing "
        + "record costs its recorder (the winner, red after a draw) what the regulations say"})
final class GameRecordCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Parameters(index = "0", paramLabel = "ROUND", description = {"轮次", "round"}) int round;

  @Parameters(index = "1", paramLabel = "BOARD", description = {"台次", "board"}) int board;

  @Parameters(index = "2", paramLabel = "kept|missing", description = {"kept 已交（交）、missing 缺（缺）",
      "kept or missing"})
  String state;

  @Option(names = "--division", description = {"组别（多个组别时）", "division (when there are several)"})
  String division;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    boolean kept = switch (state.strip().toLowerCase(Locale.ROOT)) {
      case "kept", "交", "已交" -> true;
      case "missing", "缺", "未交" -> false;
      default -> throw ProblemException.of("kept|missing", "应为 kept（已交）或 missing（缺），现为 \"" + state + "\"",
          "must be kept or missing, found \"" + state + "\"");
    };
    try (Session s = store.session()) {
      var ref = new Results.GameRef(Results.division(s, division, round), round, board);
      Results.Change c = Results.gameRecord(s, ref, kept);
      var out = spec.commandLine().getOut();
      out.println(ResultCommand.describe(s, c));
      DbOptions.print(out, c.notices());
    }
    return 0;
  }
}
