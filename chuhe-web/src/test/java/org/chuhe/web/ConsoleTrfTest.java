package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.chuhe.app.io.trf.TrfReader;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Tournaments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TRF in the console (issue 24), as on the command line: an event run with another program is uploaded on the "no
 * event yet" page ({@code ./chuhe import trf}) and what chuhe cannot keep of it is listed; each division downloads as
 * TRF-2026 or TRF16 ({@code ./chuhe export trf}). The chief arbiter's.
 */
class ConsoleTrfTest {
  @TempDir Path dir;

  private static final Path HAND = Path.of("..", "chuhe-app", "src", "test", "resources", "trf", "hand-2026.trf");

  @Test
  void aTrfFileOfAnotherProgramBecomesTheEventWithWhatChuheCannotKeepListed() throws Exception {
    try (Served web = Served.empty(dir)) {
      String csrf = web.login("chief");
      assertThat(web.get(Paths.EVENT).body()).contains("JSON 或 TRF", ".trf");
      HttpResponse<String> r = web.upload(Paths.EVENT_IMPORT, Map.of(), "hand-2026.trf", Files.readAllBytes(HAND),
          csrf);
      assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
      assertThat(r.body()).contains("已创建赛事 hand-2026", "文件中 chuhe 未保留的内容", "hand-2026.trf:4");
      assertThat(web.app.tournament()).contains("hand-2026");
      assertThat(web.get("/").body()).contains("厦门市象棋公开赛（手写样例）");
      assertThat(Tournaments.list(web.workspace)).extracting(Tournaments.Listed::id).containsExactly("hand-2026");
    }
  }

  @Test
  void eachDivisionDownloadsAsTrfThatReadsBackWithEveryPlayerAndGame() {
    try (Served web = Served.demo(dir)) {
      web.login("裁判长");
      String page = web.get(Paths.EXPORT).body();
      assertThat(page).contains("id=\"export-trf\"", Paths.EXPORT_TRF + "?division=adult&amp;version=2026",
          Paths.EXPORT_TRF + "?division=youth&amp;version=16");
      HttpResponse<String> trf = web.get(Paths.EXPORT_TRF + "?division=adult&version=2026");
      assertThat(trf.statusCode()).as(trf.body()).isEqualTo(200);
      assertThat(trf.headers().firstValue("Content-Disposition")).get().asString().contains("demo-adult.trf");
      assertThat(trf.body()).startsWith("012 ").contains("\n162 ");
      var read = TrfReader.read("adult.trf", trf.body()).tournament();
      try (var s = web.session("test")) {
        var demo = s.load();
        assertThat(read.players()).hasSize(demo.playersIn("adult").size());
        assertThat(read.rounds().stream().mapToInt(r -> r.games().size()).sum())
            .isEqualTo(demo.roundsOf("adult").stream().mapToInt(r -> r.games().size()).sum());
      }
      assertThat(web.get(Paths.EXPORT_TRF + "?division=youth&version=16").body()).startsWith("012 ")
          .doesNotContain("\n162 ");
      assertThat(web.get(Paths.EXPORT_TRF + "?division=adult&version=17").statusCode()).isEqualTo(400);
      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      li.loginAs("li");
      assertThat(li.get(Paths.EXPORT_TRF + "?division=adult").statusCode()).isEqualTo(403);
    }
  }
}
