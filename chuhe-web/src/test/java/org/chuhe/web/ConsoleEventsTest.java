package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The event itself over HTTP: a server on a database without an event says so, the chief arbiter creates it from a
 * preset and it is served at once; its regulations as YAML, a bad value refused at its line, a good change saved
 * and logged; an arbiter who is not the chief is refused.
 */
class ConsoleEventsTest {
  @TempDir Path dir;
  Served web;

  @AfterEach
  void stop() {
    if (web != null) {
      web.close();
    }
  }

  private String createFujian(String csrf) {
    HttpResponse<String> r = web.post(Paths.EVENT, Map.of("preset", "fujian-women-2018", "name", "福清女子赛",
        "id", ""), csrf, false);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(303);
    return r.headers().firstValue("Location").orElseThrow();
  }

  @Test
  void onAnEmptyDatabaseTheHomeSaysNoEventAndTheChiefCreatesOneFromAPreset() {
    web = Served.empty(dir);
    assertThat(web.app.tournament()).isEmpty();
    assertThat(web.get("/").body()).contains("还没有赛事");
    assertThat(web.get("/?lang=en").body()).contains("No event yet");
    String csrf = web.login("chief");
    // The console's first page is "create an event", listing the presets as ./chuhe presets does.
    HttpResponse<String> desk = web.get(Paths.RESULTS);
    assertThat(desk.statusCode()).isEqualTo(303);
    assertThat(desk.headers().firstValue("Location")).contains(Paths.EVENT);
    String form = web.get(Paths.EVENT + "?lang=zh").body();
    assertThat(form).contains("fujian-women-2018", "xiaoyi-2019", "2018", "女子成年组", "福建省首届女子个人锦标赛");

    // A preset nobody knows: said beside the field, nothing created.
    HttpResponse<String> wrong = web.post(Paths.EVENT, Map.of("preset", "nope", "name", "", "id", ""), csrf, false);
    assertThat(wrong.statusCode()).isEqualTo(400);
    assertThat(wrong.body()).contains("field-problem", "没有名为 \"nope\" 的预设规程");
    assertThat(web.app.tournament()).isEmpty();

    assertThat(createFujian(csrf)).startsWith(Paths.REGULATIONS);
    assertThat(web.app.tournament()).contains("fujian-women-2018");
    String home = web.get("/").body();
    assertThat(home).contains("福清女子赛", "女子成年组").doesNotContain("还没有赛事");
    assertThat(web.get(Paths.players("adult")).statusCode()).isEqualTo(200);
    assertThat(web.get(Paths.consolePlayers("adult")).statusCode()).isEqualTo(200);
    // One event per server: a second one is refused.
    HttpResponse<String> again = web.post(Paths.EVENT, Map.of("preset", "xiaoyi-2019", "name", "", "id", ""), csrf,
        false);
    assertThat(again.statusCode()).isEqualTo(409);
  }

  @Test
  void anArbiterWhoIsNotTheChiefIsRefused() {
    web = Served.empty(dir);
    web.account("li", Accounts.Role.ARBITER);
    Served.Browser li = web.browser();
    String csrf = li.loginAs("li");
    assertThat(li.get(Paths.EVENT).statusCode()).isEqualTo(403);
    assertThat(li.post(Paths.EVENT, Map.of("preset", "fujian-women-2018"), csrf, false).statusCode())
        .isEqualTo(403);
    assertThat(web.app.tournament()).isEmpty();
    createFujian(web.login("chief"));
    assertThat(li.get(Paths.REGULATIONS).statusCode()).isEqualTo(403);
    assertThat(li.post(Paths.REGULATIONS, Map.of("text", "rounds: 3"), csrf, false).statusCode()).isEqualTo(403);
  }

  @Test
  void aBadValueIsShownAtItsLineBesideTheTextAndNothingChanges() {
    web = Served.fresh(dir, "fujian-women-2018");
    String csrf = web.login("chief");
    String text = textarea(web.get(Paths.REGULATIONS).body());
    assertThat(text).contains("rounds: 7", "name: 女子成年组");
    long revision = revision();
    String bad = text.replace("rounds: 7", "rounds: seven");
    for (String action : new String[] {Paths.REGULATIONS_CHECK, Paths.REGULATIONS}) {
      HttpResponse<String> r = web.post(action, Map.of("text", bad), csrf, false);
      assertThat(r.statusCode()).as(action).isEqualTo(400);
      int line = lineOf(bad, "rounds: seven");
      assertThat(r.body()).contains("data-line=\"" + line + "\"", "第 " + line + " 行", "<code class=\"yaml-field\">rounds</code>",
          "应为整数", "rounds: seven");
      assertThat(textarea(r.body())).as("the text as typed").isEqualTo(bad);
    }
    assertThat(revision()).isEqualTo(revision);
  }

  @Test
  void aGoodChangeIsCheckedSavedShownAndLogged() {
    web = Served.fresh(dir, "fujian-women-2018");
    String csrf = web.login("chief");
    String text = textarea(web.get(Paths.REGULATIONS).body());
    String renamed = text.replace("name: 女子成年组", "name: 女子公开组");
    HttpResponse<String> checked = web.post(Paths.REGULATIONS_CHECK, Map.of("text", renamed), csrf, false);
    assertThat(checked.statusCode()).isEqualTo(200);
    assertThat(checked.body()).contains("divisions[adult].name");
    assertThat(web.get("/").body()).contains("女子成年组");
    HttpResponse<String> saved = web.post(Paths.REGULATIONS, Map.of("text", renamed), csrf, false);
    assertThat(saved.statusCode()).as(saved.body()).isEqualTo(200);
    assertThat(saved.body()).contains("规程已修改");
    assertThat(web.get("/").body()).contains("女子公开组").doesNotContain("女子成年组");
    try (Session s = web.session("test")) {
      AuditTrail.Found log = AuditTrail.search(s, new AuditTrail.Search("", "", null, "", "regulations.change", 1,
          10));
      assertThat(log.total()).isEqualTo(1);
    }
    assertThat(web.get(Paths.DESK_LOG + "?kind=regulations.change").body()).contains("chief");
  }

  private long revision() {
    try (Session s = web.session("test")) {
      return s.revision();
    }
  }

  /** The textarea's text as the browser would read it (the page escapes it). */
  private static String textarea(String html) {
    Matcher m = Pattern.compile("<textarea[^>]*>(.*?)</textarea>", Pattern.DOTALL).matcher(html);
    assertThat(m.find()).as("a textarea").isTrue();
    return m.group(1).replace("&#34;", "\"").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">")
        .replace("&amp;", "&");
  }

  private static int lineOf(String text, String content) {
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].contains(content)) {
        return i + 1;
      }
    }
    throw new AssertionError(content);
  }
}
