package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Discipline;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's rough edges the venue tryout found (issue 23), each as a new arbiter met it: a table with two
 * columns of one title, a form's hint as a column title, a refusal that says its last sentence twice, the English
 * lost on the way from {@code /console?lang=en} to the login, a menu that offers an arbiter a page he is refused,
 * and an English menu in two capitalisations.
 */
class ConsoleEdgesTest {
  private static final Pattern HEAD = Pattern.compile("<thead>(.*?)</thead>", Pattern.DOTALL);
  private static final Pattern TH = Pattern.compile("<th[^>]*>(.*?)</th>", Pattern.DOTALL);
  /** The header's menu: the links and the log-out button between {@code <nav>} and {@code </nav>}. */
  private static final Pattern NAV = Pattern.compile("<header class=\"bar\">.*?<nav>(.*?)</nav>", Pattern.DOTALL);
  private static final Pattern LINK = Pattern.compile("<a[^>]*href=\"([^\"]+)\"[^>]*>([^<]*)</a>");
  private static final Pattern BUTTON = Pattern.compile("<button[^>]*>([^<]*)</button>");

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

  /** Each header row of the page's tables, as its column titles. */
  private static List<List<String>> headers(String page) {
    return HEAD.matcher(page).results().map(m -> Served.shown(TH, m.group(1))).toList();
  }

  @Test
  void thePrizeTablesNameEachColumnOnce() {
    web.login("裁判长");
    for (String lang : List.of("zh", "en")) {
      List<List<String>> headers = headers(web.get(Paths.DESK_PRIZES + "?lang=" + lang).body());
      assertThat(headers).as(lang).isNotEmpty()
          .allSatisfy(h -> assertThat(h).as(lang + " " + h).doesNotHaveDuplicates());
      assertThat(headers).as(lang).anySatisfy(h -> assertThat(h).containsSubsequence(
          lang.equals("zh") ? List.of("名次", "总名次") : List.of("Place", "Rank")));
    }
  }

  @Test
  void theWithdrawalsListHasColumnTitlesNotTheFormsHints() {
    try (Session s = web.session("test")) {
      String player = s.load().playersIn("adult").get(0).id();
      Discipline.withdraw(s, player, 2, "伤病");
    }
    web.login("裁判长");
    for (String lang : List.of("zh", "en")) {
      String page = web.get(Paths.DESK_DISCIPLINE + "?lang=" + lang).body();
      List<String> withdrawals = headers(page).get(0);
      assertThat(withdrawals).as(lang).containsExactly(lang.equals("zh") ? new String[] {"姓名", "第几轮后退赛", "理由"}
          : new String[] {"Name", "After round", "Reason"});
      assertThat(headers(page)).allSatisfy(h -> assertThat(String.join(" ", h)).doesNotContain("空：", "blank:"));
    }
  }

  @Test
  void aConflictingEntrySaysOnceHowToCorrectIt() {
    Results.Board b = web.openBoard("adult", 3);
    String first = web.login("裁判甲");
    web.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "0", b.version()), first, true);
    Served.Browser other = web.browser();
    String csrf = other.login("裁判乙");
    HttpResponse<String> refused = other.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "1",
        b.version()), csrf, true);
    assertThat(refused.statusCode()).isEqualTo(409);
    String status = refused.body().substring(refused.body().indexOf("class=\"status refused\""));
    status = status.substring(0, status.indexOf("</"));
    assertThat(status).contains("你的修改未保存", "核对后重新录入即为更正。").doesNotContain("如要更正");
    assertThat(status.split("更正", -1)).as(status).hasSize(2);
  }

  @Test
  void theLanguageAskedForAtTheConsolesAddressFollowsItsRedirect() {
    HttpResponse<String> asked = web.get(Paths.CONSOLE + "?lang=en");
    assertThat(asked.statusCode()).isEqualTo(303);
    String login = asked.headers().firstValue("Location").orElseThrow();
    assertThat(web.get(login).body()).contains("<html lang=\"en\">");
    web.login("裁判长");
    HttpResponse<String> back = web.get(Paths.CONSOLE + "?lang=zh");
    assertThat(web.get(back.headers().firstValue("Location").orElseThrow()).body()).contains("<html lang=\"zh-CN\">");
    HttpResponse<String> again = web.get(Paths.CONSOLE + "?lang=en");
    assertThat(web.get(again.headers().firstValue("Location").orElseThrow()).body()).contains("<html lang=\"en\">",
        "Results desk");
  }

  @Test
  void theMenuOffersEachArbiterOnlyThePagesHeMayOpen() {
    web.account("裁判员乙", Accounts.Role.ARBITER);
    Served.Browser arbiter = web.browser();
    arbiter.loginAs("裁判员乙");
    List<String> offered = links(arbiter.get(Paths.RESULTS).body());
    assertThat(offered).doesNotContain(Paths.ROUNDS).contains(Paths.RESULTS, Paths.PLAYERS, Paths.DESK_DISCIPLINE);
    for (String page : offered) {
      assertThat(arbiter.get(page).statusCode()).as(page).isEqualTo(200);
    }
    web.login("裁判长");
    assertThat(links(web.get(Paths.RESULTS).body())).contains(Paths.ROUNDS, Paths.ACCOUNTS);
  }

  /** The console pages the menu links to (not the language switch). */
  private static List<String> links(String page) {
    Matcher nav = NAV.matcher(page);
    assertThat(nav.find()).isTrue();
    return LINK.matcher(nav.group(1)).results().map(m -> m.group(1)).filter(h -> h.startsWith("/console"))
        .toList();
  }

  @Test
  void theEnglishMenuIsWrittenOneWay() {
    web.login("裁判长");
    String page = web.get(Paths.RESULTS + "?lang=en").body();
    Matcher nav = NAV.matcher(page);
    assertThat(nav.find()).isTrue();
    List<String> words = new ArrayList<>(LINK.matcher(nav.group(1)).results().map(m -> m.group(2).strip())
        .filter(w -> !w.equals("中文")).toList());
    words.addAll(Served.shown(BUTTON, nav.group(1)));
    assertThat(words).hasSizeGreaterThan(8).allSatisfy(w -> assertThat(Character.isUpperCase(w.charAt(0)))
        .as(w).isTrue());
    assertThat(web.browser().get("/?lang=en").body()).contains(">Arbiter's console</a>");
  }
}
