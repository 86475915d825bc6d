package org.chuhe.app.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import org.chuhe.app.io.EnumNames;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "foul", description = {"记一次犯规（违反行棋规定或其他犯规）；达到规程该类或合计的次数即判负",
    "record a foul (an illegal move or another foul); reaching the regulations' limit of its kind, or of both "
        + "kinds together, loses the game"})
final class FoulCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Parameters(index = "0", paramLabel = "ROUND", description = {"轮次", "round"}) int round;

  @Parameters(index = "1", paramLabel = "BOARD", description = {"台次", "board"}) int board;

  @Parameters(index = "2", paramLabel = "red|black", description = {"红方或黑方（red/black、红/黑）", "red or black"})
  String side;

  @Option(names = "--division", description = {"组别（多个组别时）", "division (when there are several)"})
  String division;

  @Option(names = "--kind", paramLabel = "illegal-move|other", defaultValue = "other", description = {
      "犯规类型：illegal-move 违反行棋规定（马走田等），other 其他犯规（默认：按钟、提和次数、手机等）",
      "the kind: illegal-move (违反行棋规定: a horse moving like an elephant …), other (default: the clock, too many "
          + "draw offers, a phone …)"})
  String kind;

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
    FoulKind foulKind = kind(kind);
    try (Session s = store.session()) {
      var ref = new Results.GameRef(Results.division(s, division, round), round, board);
      Results.Change c = Results.foul(s, ref, colour, foulKind, remove, new Expect.Anything());
      var out = spec.commandLine().getOut();
      out.println(ResultCommand.describe(s, c));
      DbOptions.print(out, c.notices());
    }
    return 0;
  }

  /** {@code illegal-move} or {@code other}, in any spelling {@link EnumNames} reads, or the kind's Chinese name. */
  static FoulKind kind(String text) {
    for (FoulKind k : FoulKind.values()) {
      if (k.zh().equals(text.strip())) {
        return k;
      }
    }
    return EnumNames.parse(FoulKind.class, text).orElseThrow(() -> ProblemException.of("--kind",
        "应为 illegal-move（违反行棋规定）或 other（其他犯规），现为 \"" + text + "\"",
        "must be illegal-move or other, found \"" + text + "\""));
  }
}
