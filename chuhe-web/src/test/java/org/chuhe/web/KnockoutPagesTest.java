package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Swiss then knock-out (preset world-open-knockout) over real HTTP on SQLite: its 9 Swiss rounds simulated, the
 * knock-out paired and published in the console, its results entered at the results desk, the next game refused
 * while a result is missing, and the public bracket (对阵图) with both players named as arbiters name them, the results
 * as they write them and the winner marked, linked from the home page.
 */
class KnockoutPagesTest {
  @TempDir Path dir;
  Served web;
  String csrf;

  @BeforeEach
  void serve() {
    Tournament swiss = Simulation.run(new SimulationSpec(28, Presets.get("world-open-knockout"), "open", 20, null,
        null, 0.0, 0.0, null, null)).withRoundsUpTo("open", 9);
    web = Served.of(dir, swiss);
    csrf = web.login("裁判长");
  }

  @AfterEach
  void stop() {
    web.close();
  }

  private static Map<String, String> form(String... pairs) {
    return Served.form(pairs);
  }

  /** Pairs the next round in the console and publishes it; returns the pairing's page. */
  private String pairAndPublish(int round) {
    HttpResponse<String> paired = web.post(Paths.PAIR, form("division", "open"), csrf, true);
    assertThat(paired.statusCode()).as(paired.body()).isEqualTo(200);
    assertThat(paired.body()).contains("第 " + round + " 轮已编排为草稿");
    HttpResponse<String> published = web.post(Paths.PUBLISH, form("division", "open"), csrf, true);
    assertThat(published.statusCode()).as(published.body()).isEqualTo(200);
    return paired.body();
  }

  private void enter(int round, String key) {
    Round r = web.load().roundsOf("open").stream().filter(x -> x.number() == round).findFirst().orElseThrow();
    for (Game g : r.games()) {
      HttpResponse<String> entered = web.post(Paths.RESULTS, Served.entry("open", round, g.board(), key, 0L), csrf,
          true);
      assertThat(entered.statusCode()).as(entered.body()).isEqualTo(200);
    }
  }

  @Test
  void theKnockoutIsPairedAndScoredInTheConsoleAndShownOnTheBracket() {
    assertThat(web.get(Paths.ROUNDS).body()).contains("第 10 轮");
    String first = pairAndPublish(10);
    assertThat(first).contains("1/4决赛 第1局：第1种子 对 第8种子（种子序号在前者执红）");
    // The review of a knock-out round shows its matches, not the Swiss's score groups and quality vector.
    assertThat(first).contains("与淘汰赛对阵图一致", "本轮", "本局前比分", "正式对局 0:0")
        .doesNotContain("质量向量", "分组", "加赛</dt>");
    Round r10 = web.load().roundsOf("open").get(9);
    assertThat(r10.games()).hasSize(4);

    // The next game waits for every result of this one.
    HttpResponse<String> early = web.post(Paths.PAIR, form("division", "open"), csrf, true);
    assertThat(early.statusCode()).isEqualTo(422);
    assertThat(early.body()).contains("第 10 轮（淘汰赛）还有 4 盘没有结果");

    enter(10, "5");
    pairAndPublish(11);
    enter(11, "1");
    // Game 2: colours reversed, red (the lower seed) won: the lower seeds go through 1½:½.
    Tournament t = web.load();
    Round r11 = t.roundsOf("open").get(10);
    for (int i = 0; i < 4; i++) {
      assertThat(r11.games().get(i).red()).isEqualTo(r10.games().get(i).black());
    }
    String semi = pairAndPublish(12);
    assertThat(semi).contains("半决赛 第1局", "正式对局 0:0").doesNotContain("质量向量");
    assertThat(semi).contains("半决赛 第1局");

    HttpResponse<String> bracket = web.browser().get("/divisions/open/bracket");
    assertThat(bracket.statusCode()).isEqualTo(200);
    String loser = r11.games().get(0).black();
    String winner = r11.games().get(0).red();
    assertThat(bracket.body()).contains("淘汰赛对阵图", "1/4决赛", "半决赛", "第1种子", "第8种子", "晋级", "和", "红胜",
        t.nameZh(winner), t.nameZh(loser), "正式对局 1½:½", "第12轮 第1局");
    for (Player p : t.players()) {
      if (p.idNumber() != null) {
        assertThat(bracket.body()).doesNotContain(p.idNumber());
      }
    }
    assertThat(web.browser().get("/divisions/open/bracket?lang=en").body()).contains("quarter-final", "seed 1",
        "through");
    assertThat(web.browser().get(Paths.HOME).body()).contains("/divisions/open/bracket", "淘汰赛对阵图");
    // A Swiss has no bracket.
    java.nio.file.Path other = dir.resolve("swiss");
    assertThat(other.toFile().mkdirs()).isTrue();
    try (Served swiss = Served.of(other, Simulation.run(new SimulationSpec(3,
        Presets.get("xiaoyi-2019"), null, 20, null, null, null, null, null, null), 2))) {
      HttpResponse<String> none = swiss.browser().get("/divisions/" + swiss.load().regulations().divisions().get(0)
          .id() + "/bracket");
      assertThat(none.statusCode()).isEqualTo(404);
      assertThat(none.body()).contains("本赛事没有淘汰赛（赛制：swiss）");
    }
    // The public standings are the places (the knock-out under way: the players still in it first).
    assertThat(web.browser().get(Paths.standings("open")).statusCode()).isEqualTo(200);
  }
}
