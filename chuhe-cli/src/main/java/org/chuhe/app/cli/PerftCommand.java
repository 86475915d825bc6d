package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.chuhe.problem.ProblemException;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "perft", description = {
    "走法生成检验（perft）：从局面（默认开局）起 DEPTH 层的合法着法树的叶数；开局 1–5 层应为 44、1920、79666、3290240、"
        + "133312995",
    "perft, the test of the move generator: the number of leaves of the legal move tree DEPTH plies deep from the "
        + "position (the start by default); from the start, depths 1–5 give 44, 1920, 79666, 3290240, 133312995"})
final class PerftCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "DEPTH", description = {"层数（1–8）", "depth in plies (1–8)"})
  int depth;

  @Parameters(index = "1", arity = "0..1", paramLabel = "FEN", description = {"局面（FEN，可加引号）；默认开局",
      "the position in FEN (quote it); the start position by default"})
  String fen;

  @Option(names = "--divide", description = {"另列每个着法下的叶数（ICCS）", "also list the leaves under each move (ICCS)"})
  boolean divide;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    if (depth < 1 || depth > 8) {
      throw ProblemException.of("DEPTH", "层数应为 1–8，现为 " + depth, "the depth should be 1–8, found " + depth);
    }
    Position position = fen == null ? Position.start() : Position.fromFen(fen);
    PrintWriter out = spec.commandLine().getOut();
    if (divide) {
      for (Move m : position.legalMoves()) {
        out.println(m.iccs() + " " + position.play(m).perft(depth - 1));
      }
    }
    out.println(position.perft(depth));
    return 0;
  }
}
