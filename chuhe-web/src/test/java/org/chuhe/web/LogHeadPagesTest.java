package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The head of the audit log in small print at the foot of every public page: the head the page was read with, in
 * both languages, on a page served from the page cache as on one rendered anew; after a result is entered, the new
 * head (every change is a new revision, so no page kept from before is served); fetched again by a page's live
 * update from {@link Paths#LOG_HEAD}. The console's pages have none. ({@code LogHeadWitnessTest} in chuhe-cli
 * verifies a head read off a page with {@code log --verify --head}.)
 */
class LogHeadPagesTest {
  private static final Pattern FOOT = Pattern.compile(
      "<footer class=\"foot\"><small class=\"log-head\" data-head-src=\"/log-head\">(日志 log #\\d+ · [0-9a-f]{16})</small>"
          + "\\s*</footer>");
  private static final List<String> PAGES = List.of("/", "/divisions/adult/standings", "/divisions/adult/rounds/3",
      "/divisions/youth/crosstable", "/divisions/adult/players/1", "/divisions/adult/hall", "/hall", "/qr",
      "/divisions/adult/players", "/?lang=en");

  @TempDir Path dir;
  Served web;

  @BeforeEach
  void serve() {
    web = Served.demo(dir);
  }

  @AfterEach
  void stop() {
    web.close();
  }

  private String head() {
    try (Session s = web.session("test")) {
      return AuditTrail.head(s).orElseThrow().text();
    }
  }

  private static String foot(HttpResponse<String> page) {
    Matcher m = FOOT.matcher(page.body());
    assertThat(m.find()).as(page.uri() + ": the head at the foot: "
        + page.body().substring(Math.max(0, page.body().length() - 400))).isTrue();
    return m.group(1);
  }

  @Test
  void everyPublicPageShowsTheHeadItWasReadWithAndTheNewOneAfterAChange() {
    String before = head();
    for (String page : PAGES) {
      HttpResponse<String> r = web.get(page);
      assertThat(r.statusCode()).as(page).isEqualTo(200);
      assertThat(foot(r)).as(page).isEqualTo(before);
      assertThat(foot(web.get(page))).as(page + " from the page cache").isEqualTo(before);
    }
    String csrf = web.login("zhang");
    assertThat(web.get(Paths.RESULTS).body()).as("a console page").doesNotContain("class=\"log-head\"");
    Results.Board b = web.openBoard("adult", 3);
    assertThat(web.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "1", b.version()), csrf, true)
        .statusCode()).isEqualTo(200);
    String after = head();
    assertThat(after).isNotEqualTo(before);
    for (String page : PAGES) {
      assertThat(foot(web.get(page))).as(page + " after a result").isEqualTo(after);
    }
    HttpResponse<String> live = web.get(Paths.LOG_HEAD);
    assertThat(live.body()).as("what a live update fetches").contains("data-head-src=\"/log-head\">" + after);
  }
}
