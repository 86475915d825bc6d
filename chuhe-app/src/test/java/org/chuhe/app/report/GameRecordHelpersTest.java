package org.chuhe.app.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.regulations.MoveLimitRules;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.notation.Notation;
import org.junit.jupiter.api.Test;

/** The arbiter's lines for a recorded game, worked by hand. */
class GameRecordHelpersTest {
  private static GameLine line(String fen, String... moves) {
    Position p = fen == null ? Position.start() : Position.fromFen(fen);
    List<Move> list = new ArrayList<>();
    for (String m : moves) {
      Move move = Notation.readAny(p, m);
      list.add(move);
      p = p.play(move);
    }
    return GameLine.of(fen == null ? Position.start() : Position.fromFen(fen), list);
  }

  private static final MoveLimitRules FORTY = new MoveLimitRules(40, false);

  /** Red's rook checks from the right edge, black's king steps up and down the d-file: 长将 by red. */
  @Test
  void perpetualCheckIsNamedWithTheMovesInChinese() {
    GameLine g = line("3k5/9/9/9/9/9/9/9/9/4K3R w", "i0i9", "d9d8", "i9i8", "d8d9", "i8i9", "d9d8");
    GameRecordHelpers h = GameRecordHelpers.of(g, FORTY, null, null);
    assertThat(h.repetitions()).hasSize(2);
    assertThat(h.repetitions().get(0).zh()).isEqualTo("重复局面：第 1 回合红方 车一进九后的局面，又在第 3 回合红方 车一进一后"
        + "出现（共 2 次）；其间 黑 将４进１，红 车一退一（将），黑 将４退１，红 车一进一（将）；红方每着皆将军（长将）");
    assertThat(h.repetitions().get(0).en()).contains("(2 times)").contains("every red move checks (perpetual check)");
    assertThat(h.moveLimit().zh()).isEqualTo("自然限着（40 回合）：自开局起已走 6 着，合 3 回合；红方将军 3 着、黑方将军 0 着；"
        + "无人提出限着（提出后按提出方的着数计，其将军不计）");
  }

  @Test
  void theClaimantsCountLeavesItsChecksOut() {
    GameLine g = line("3k5/9/9/9/9/9/9/9/9/4K3R w", "i0i9", "d9d8", "i9i8", "d8d9", "i8i9", "d9d8");
    GameRecordHelpers red = GameRecordHelpers.of(g, FORTY, Colour.RED, 0);
    assertThat(red.count().counted()).isZero();
    assertThat(red.moveLimit().zh()).endsWith("红方着数计 0 回合（将军不计），还差 40 回合");
    GameRecordHelpers black = GameRecordHelpers.of(g, FORTY, Colour.BLACK, 2);
    assertThat(black.moveLimit().zh()).contains("黑方提出，自第 1 回合黑方 将４进１（提出限着）后已走 4 着")
        .endsWith("黑方着数计 2 回合（将军不计），还差 38 回合");
  }

  @Test
  void theCountStartsAfterTheLastCapture() {
    GameLine g = line(null, "炮二进七", "车９平８", "马八进七", "马２进３");
    GameRecordHelpers h = GameRecordHelpers.of(g, FORTY, null, null);
    assertThat(h.moveLimit().zh()).startsWith("自然限着（40 回合）：自第 1 回合黑方 车９平８（吃子）后已走 2 着，合 1 回合");
    assertThat(h.repetitions()).isEmpty();
  }
}
