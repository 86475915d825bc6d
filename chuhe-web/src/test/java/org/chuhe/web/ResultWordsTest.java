package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Result;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Results are written the Chinese way on every list, the desk and the hall display in zh-CN (红胜, 和, 黑胜, 黑方弃权,
 * 红方弃权, 双方弃权; a bye 轮空) and as 1-0, ½-½ in English (issue 23): the result cell of each page that shows one
 * holds nothing else.
 */
class ResultWordsTest {
  private static final Set<String> ZH = Set.of("红胜", "和", "黑胜", "黑方弃权", "红方弃权", "双方弃权", "轮空", "");
  private static final Set<String> EN = Set.of("1-0", "½-½", "0-1", "+/−", "−/+", "−/−", "bye", "");
  private static final Pattern CELL = Pattern.compile("<td class=\"res\"[^>]*>([^<]*)</td>");
  private static final Pattern BOARD_RESULT = Pattern.compile("<strong id=\"result\">([^<]*)</strong>");

  @TempDir Path dir;
  Served web;
  /** The boards of the current round given a forfeit. */
  final List<Integer> forfeited = new ArrayList<>();

  @BeforeEach
  void serve() {
    web = Served.demo(dir);
    // The current round gets a forfeit of each kind, so that every word is on the lists.
    try (Session s = web.session("test")) {
      List<Result> forfeits = List.of(Result.RED_WIN_BY_FORFEIT, Result.BLACK_WIN_BY_FORFEIT, Result.DOUBLE_FORFEIT);
      List<Results.Board> open = Results.boards(s, "adult", 3).stream()
          .filter(b -> !b.game().result().isFinished()).toList();
      for (int i = 0; i < forfeits.size(); i++) {
        Results.record(s, open.get(i).ref(), forfeits.get(i), new Results.Expect.NoResult());
        forfeited.add(open.get(i).ref().board());
      }
    }
  }

  @AfterEach
  void stop() {
    web.close();
  }

  @Test
  void everyListTheDeskAndTheHallWriteResultsTheChineseWayInChineseAndAs10InEnglish() {
    web.login("裁判长");
    List<String> pages = List.of(Paths.round("adult", 1), Paths.round("adult", 3), Paths.round("youth", 2),
        Paths.LATEST, "/divisions/adult/hall/part", Paths.sheet("adult"));
    for (String lang : List.of("zh", "en")) {
      Set<String> words = lang.equals("zh") ? ZH : EN;
      web.get("/?lang=" + lang);
      List<String> seen = new ArrayList<>();
      for (String page : pages) {
        List<String> shown = Served.shown(CELL, web.get(page).body());
        assertThat(shown).as(lang + " " + page).isNotEmpty().allMatch(words::contains);
        seen.addAll(shown);
      }
      for (int board : forfeited) {
        String page = web.get(Paths.deskBoard("adult", 3, board)).body();
        assertThat(Served.shown(BOARD_RESULT, page)).as(lang + " board " + board).singleElement()
            .matches(words::contains);
      }
      assertThat(seen).as(lang).containsAll(lang.equals("zh")
          ? List.of("红胜", "和", "黑胜", "黑方弃权", "红方弃权", "双方弃权")
          : List.of("1-0", "½-½", "0-1", "+/−", "−/+", "−/−"));
    }
  }
}
