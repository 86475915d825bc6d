package org.chuhe.app.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Colour;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "foul", description = {"记一次犯规；达到规程的次数即判负", "record a foul; the regulations' Nth foul loses the game"})
final class FoulCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Parameters(index = "0", paramLabel = "ROUND") int round;

  @Parameters(index = "1", paramLabel = "BOARD") int board;

  @Parameters(index = "2", paramLabel = "red|black", description = {"红方或黑方（red/black、红/黑）", "red or black"})
  String side;

  @Option(names = "--division", description = {"组别（多个组别时）", "division (when there are several)"})
  String division;

  @Option(names = "--remove", description = {"撤销一次误记的犯规", "take back a foul recorded by mistake"})
  boolean remove;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    Colour colour = switch (side.strip().toLowerCase(Locale.ROOT)) {
      case "red", "r", "红", "红方" -> Colour.RED;
      case "black", "b", "黑", "黑方" -> Colour.BLACK;
      default -> throw ProblemException.of("red|black", "应为 red（红）或 black（黑），现为 \"" + side + "\"",
          "must be red or black, found \"" + side + "\"");
    };
    try (Session s = store.session()) {
      var ref = new Results.GameRef(Results.division(s, division, round), round, board);
      Results.Change c = Results.foul(s, ref, colour, remove, new Expect.Anything());
      var out = spec.commandLine().getOut();
      out.println(ResultCommand.describe(s, c));
      DbOptions.print(out, c.notices());
    }
    return 0;
  }
}
