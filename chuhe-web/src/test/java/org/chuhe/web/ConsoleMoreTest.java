package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Results;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's actions that the command line had and the console lacked (issue 14, "every action the CLI can do"):
 * game records on a board, editing and removing a registration, hand-picked awards, the pairing check of every
 * round, and the downloads of {@code export} and {@code report --format csv}. Over real HTTP, each with a success,
 * a refusal said next to its field with nothing changed, and the role it needs.
 */
class ConsoleMoreTest {
  @TempDir Path dir;

  /** An event of chongqing-2018's regulations (top 10 boards recorded from round 1, a missing one costs a foul). */
  private Served recorded() {
    return Served.of(dir, Simulation.run(new SimulationSpec(7, Presets.get("chongqing-2018"), "adult", 24, null,
        null, null, null, null, null), 1));
  }

  static Map<String, String> board(int round, int board, long version, String name, String value) {
    return Map.of("division", "adult", "round", Integer.toString(round), "board", Integer.toString(board),
        "version", Long.toString(version), name, value);
  }

  @Test
  void aMissingGameRecordCostsItsWinnerAndAStaleFormIsRefused() {
    try (Served web = recorded()) {
      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      String csrf = li.loginAs("li");
      HttpResponse<String> page = li.get(Paths.deskBoard("adult", 1, 1));
      assertThat(page.body()).contains("棋谱（录谱）", "本台棋谱：", "第 1 轮起前 10 台须录谱", "记犯规 1 次、对手分扣 1");
      long shown = ConsoleDeskTest.version(page);
      Game g = web.game("adult", 1, 1);
      String winner = g.result() == Result.BLACK_WIN ? g.black() : g.red();
      HttpResponse<String> missing = li.post(Paths.DESK_RECORD, board(1, 1, shown, "record", "missing"), csrf, false);
      assertThat(missing.statusCode()).as(missing.body()).isEqualTo(200);
      assertThat(missing.body()).contains("缺棋谱，由 ", "承担：记犯规 1 次、对手分扣 1", "status ok");
      assertThat(web.load().player(winner).orElseThrow().name()).satisfies(n -> assertThat(missing.body()).contains(n));
      assertThat(web.game("adult", 1, 1).recordKept()).isFalse();
      // The form of the page before: the board changed since, refused with what it holds; nothing saved.
      HttpResponse<String> stale = li.post(Paths.DESK_RECORD, board(1, 1, shown, "record", "kept"), csrf, false);
      assertThat(stale.statusCode()).isEqualTo(409);
      assertThat(stale.body()).contains("你的修改未保存", "status refused");
      assertThat(web.game("adult", 1, 1).recordKept()).isFalse();
      HttpResponse<String> kept = li.post(Paths.DESK_RECORD, board(1, 1, ConsoleDeskTest.version(missing), "record",
          "kept"), csrf, false);
      assertThat(kept.body()).contains("棋谱已交", "id=\"record-state\">已交");
      assertThat(web.game("adult", 1, 1).recordKept()).isTrue();
      // A board the regulations ask no record of: no form, and a post is refused.
      assertThat(li.get(Paths.deskBoard("adult", 1, 11)).body()).doesNotContain("/console/board/record");
      Boolean before = web.game("adult", 1, 11).recordKept();
      HttpResponse<String> eleven = li.post(Paths.DESK_RECORD, board(1, 11, web.version("adult", 1, 11), "record",
          "missing"), csrf, false);
      assertThat(eleven.statusCode()).isEqualTo(400);
      assertThat(eleven.body()).contains("不须录谱");
      assertThat(web.game("adult", 1, 11).recordKept()).isEqualTo(before);
    }
  }
}
