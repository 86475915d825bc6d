package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No page a person reads names a player by id (issue 23): the small demo with ids that cannot occur in any text
 * ({@code id-Ⅹ…}), worked through the console (a withdrawal, a cancelled result twice, a refused entry, a draft
 * changed by a swap, why one player is above another, lots), and every public and console page read in both
 * languages: what the reader sees (the page without its tags) holds no id; links and forms may carry them. (The
 * audit log's page shows each change's stored values as they are, ids and all: it is the record of the data.)
 */
class PlayersByNamePagesTest {
  private static final String ID = "id-Ⅹ";

  @TempDir Path dir;
  Served web;

  @AfterEach
  void stop() {
    if (web != null) {
      web.close();
    }
  }

  /** What a reader sees of a page: its text, without tags (and so without their addresses and fields). */
  private static String seen(HttpResponse<String> page) {
    return page.body().replaceAll("(?s)<script.*?</script>", "").replaceAll("<[^>]*>", " ");
  }

  private static Map<String, String> form(String... pairs) {
    Map<String, String> form = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      form.put(pairs[i], pairs[i + 1]);
    }
    return form;
  }

  @Test
  void noPageShowsAPlayersId() {
    Tournament t = Demo.renamed(Demo.tournament(Served.SMALL), id -> ID + id);
    web = Served.of(dir, t);
    List<Player> adults = web.load().playersIn("adult");
    String csrf = web.login("裁判长");
    List<String> seen = new ArrayList<>();
    seen.add(seen(web.post(Paths.DESK_WITHDRAW, form("player", "#" + adults.get(0).number(), "division", "adult",
        "reason", "伤病"), csrf, false)));
    for (int twice = 0; twice < 2; twice++) {
      seen.add(seen(web.post(Paths.DESK_PENALTY, form("player", "#" + adults.get(1).number(), "division", "adult",
          "kind", "CANCEL_ROUND_RESULT", "round", "1", "reason", "测试"), csrf, false)));
    }
    Results.Board open = web.openBoard("adult", 3);
    web.post(Paths.RESULTS, Served.entry("adult", 3, open.ref().board(), "0", open.version()), csrf, true);
    seen.add(seen(web.post(Paths.RESULTS, Served.entry("adult", 3, open.ref().board(), "1", open.version()), csrf,
        true)));
    // The rest of round 3, then round 4 as a draft changed by hand.
    try (Session s = web.session("test")) {
      Results.boards(s, "adult", 3).stream().filter(b -> !b.game().result().isFinished())
          .forEach(b -> Results.record(s, b.ref(), Result.DRAW, new Results.Expect.NoResult()));
    }
    seen.add(seen(web.post(Paths.PAIR, form("division", "adult"), csrf, false)));
    var draft = web.load().roundsOf("adult").get(3).games();
    Tournament now = web.load();
    String a = "#" + now.player(draft.get(0).red()).orElseThrow().number();
    String b = "#" + now.player(draft.get(draft.size() - 1).black()).orElseThrow().number();
    seen.add(seen(web.post(Paths.CHANGE, form("division", "adult", "kind", "swap", "a", a, "b", b, "reason",
        "测试"), csrf, false)));
    for (String lang : List.of("zh", "en")) {
      web.get("/?lang=" + lang);
      for (String page : List.of(Paths.consoleRounds("adult"), Paths.CHECK, Paths.DESK_DISCIPLINE,
          Paths.DESK_STANDINGS + "?division=adult&a=1&b=2", Paths.DESK_STANDINGS + "?division=adult&a=3&b=4",
          Paths.DESK_PRIZES, Paths.sheet("adult"), Paths.consolePlayers("adult"), "/",
          Paths.round("adult", 3), Paths.standings("adult"), Paths.crosstable("adult"), Paths.players("adult"),
          Paths.player("adult", 2), Paths.LATEST, Paths.HALL)) {
        HttpResponse<String> r = web.get(page);
        assertThat(r.statusCode()).as(page).isEqualTo(200);
        seen.add(page + "\n" + seen(r));
      }
    }
    assertThat(String.join("\n", seen)).contains("人工调整", "对调", "已退赛", "成绩取消", "现为");
    assertThat(seen).allSatisfy(text -> assertThat(text).doesNotContain(ID));
  }
}
