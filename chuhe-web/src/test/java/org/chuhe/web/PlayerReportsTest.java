package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.PlayerCodes;
import org.chuhe.app.workflow.ResultReports;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Results from the board (issue 26), the players' side over HTTP on a real SQLite file: a player logs in on his
 * board's page with his code, claims the result, his opponent confirms it, the arbiter accepts it; what each reader
 * sees of it (the state in words, a claimed result only to the board's players), and the refusals: a wrong code
 * (401), a blocked player (429), another board's player (403), a claim after acceptance (409).
 */
class PlayerReportsTest {
  private static final Pattern CSRF = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"");
  private static final Pattern REPORT = Pattern.compile("(<section id=\"report\".*?</section>)", Pattern.DOTALL);

  @TempDir Path dir;
  Served web;
  Results.Board board;
  String page;

  @BeforeEach
  void serve() {
    web = Served.demo(dir);
    board = web.openBoard("adult", 3);
    page = Paths.board("adult", 3, board.ref().board());
  }

  @AfterEach
  void stop() {
    web.close();
  }

  private String code(String player) {
    try (Session s = web.session("test")) {
      return PlayerCodes.of(s, player);
    }
  }

  private long revision() {
    try (Session s = web.session("test")) {
      return s.revision();
    }
  }

  /** A browser of the board's player on {@code side} (red, black), logged in with his code: his CSRF token. */
  private String login(Served.Browser b, String side, String player) {
    HttpResponse<String> in = b.post(page + "/code", Served.form("side", side, "code", code(player)), null, false);
    assertThat(in.statusCode()).as(in.body()).isEqualTo(303);
    assertThat(in.headers().firstValue("Location")).hasValue(page);
    return token(b.get(page).body());
  }

  private static String token(String html) {
    Matcher m = CSRF.matcher(html);
    assertThat(m.find()).as(html).isTrue();
    return m.group(1);
  }

  private static String report(String html) {
    Matcher m = REPORT.matcher(html);
    assertThat(m.find()).as(html).isTrue();
    return m.group(1);
  }

  @Test
  void bothPlayersReportAndConfirmAndTheArbiterAccepts() {
    Game g = board.game();
    Tournament t = web.load();
    HttpResponse<String> anonymous = web.get(page);
    assertThat(anonymous.statusCode()).isEqualTo(200);
    assertThat(anonymous.body()).contains("id=\"code-form\"", "inputmode=\"numeric\"",
        "autocomplete=\"one-time-code\"", "id=\"report-state\"", "未报告", t.nameZh(g.red()), t.nameZh(g.black()),
        "data-live-key=\"reports/adult/3\"").doesNotContain("id=\"claim-");

    Served.Browser red = web.browser();
    HttpResponse<String> in = red.post(page + "/code", Served.form("side", "red", "code", code(g.red())), null,
        false);
    assertThat(in.statusCode()).isEqualTo(303);
    assertThat(in.headers().allValues("Set-Cookie")).anySatisfy(c -> assertThat(c)
        .startsWith(BoardPages.COOKIE + "=").contains("HttpOnly").containsIgnoringCase("SameSite=Strict"));
    HttpResponse<String> mine = red.get(page);
    assertThat(mine.body()).contains("id=\"claim-RED_WIN\"", "id=\"claim-DRAW\"", "id=\"claim-BLACK_WIN\"",
        "你是红方 " + t.nameZh(g.red())).doesNotContain("id=\"code-form\"");
    String redCsrf = token(mine.body());

    HttpResponse<String> claimed = red.post(page + "/claim", Served.form("result", "RED_WIN", "csrf", redCsrf),
        null, false);
    assertThat(claimed.statusCode()).as(claimed.body()).isEqualTo(303);
    assertThat(claimed.headers().firstValue("Location")).hasValue(page);
    assertThat(report(red.get(page).body())).contains("红方已报告，待黑方确认", "你的报告：红胜");
    String seen = report(web.get(page).body());
    assertThat(seen).as("a claim is not shown to anyone but the board's players").contains("红方已报告，待黑方确认")
        .doesNotContain("红胜").doesNotContain("claim-");
    assertThat(web.get(page + "/part").body()).contains("红方已报告，待黑方确认").doesNotContain("红胜");
    assertThat(web.browser().get(page + "?lang=en").body()).contains("Red reported, waiting for Black to confirm")
        .doesNotContain("1-0");

    Served.Browser black = web.browser();
    String blackCsrf = login(black, "black", g.black());
    String theirs = report(black.get(page).body());
    assertThat(theirs).contains("对方报告：红胜", "id=\"claim-RED_WIN\">确认<", "不同意：", "id=\"claim-DRAW\"",
        "id=\"claim-BLACK_WIN\"");
    HttpResponse<String> confirmed = black.post(page + "/claim", Served.form("result", "RED_WIN"), blackCsrf, true);
    assertThat(confirmed.statusCode()).isEqualTo(200);
    assertThat(confirmed.body()).as("htmx: the part").startsWith("<section id=\"report\"")
        .contains("双方确认，待裁判登记");
    assertThat(web.get(page + "/part").body()).contains("双方确认，待裁判登记");
    assertThat(game().result()).as("nothing counts before the arbiter accepts").isEqualTo(g.result());

    try (Session s = web.session("裁判甲")) {
      ResultReports.BoardReport r = ResultReports.board(s, board.ref());
      assertThat(r.state()).isEqualTo(ResultReports.State.CONFIRMED);
      ResultReports.accept(s, board.ref(), r.gameVersion());
    }
    assertThat(report(web.get(page).body())).contains("已登记：红胜");
    assertThat(web.browser().get(page + "?lang=en").body()).contains("Recorded: 1-0");
    String after = report(red.get(page).body());
    assertThat(after).contains("已登记，如有异议请找裁判").doesNotContain("claim-");
    long before = revision();
    HttpResponse<String> again = black.post(page + "/claim", Served.form("result", "DRAW"), blackCsrf, true);
    assertThat(again.statusCode()).as("a claim after acceptance").isEqualTo(409);
    HttpResponse<String> plain = black.post(page + "/claim", Served.form("result", "DRAW", "csrf", blackCsrf), null,
        false);
    assertThat(plain.statusCode()).isEqualTo(409);
    assertThat(plain.body()).contains("<html");
    assertThat(revision()).isEqualTo(before);
  }

  private Game game() {
    return web.game("adult", 3, board.ref().board());
  }

  @Test
  void aWrongCodeIsRefused401AndTheSixthTryOfAPlayer429EvenWithTheRightCode() {
    String red = board.game().red();
    String right = code(red);
    String wrong = right.equals("12345678") ? "87654321" : "12345678";
    HttpResponse<String> first = web.post(page + "/code", Served.form("side", "red", "code", wrong), null, false);
    assertThat(first.statusCode()).isEqualTo(401);
    assertThat(first.body()).contains("确认码不对", "id=\"code-form\"");
    assertThat(first.headers().allValues("Set-Cookie")).noneMatch(c -> c.startsWith(BoardPages.COOKIE));
    for (int i = 1; i < 5; i++) {
      assertThat(web.browser().post(page + "/code", Served.form("side", "red", "code", wrong), null, false)
          .statusCode()).isEqualTo(401);
    }
    HttpResponse<String> blocked = web.browser().post(page + "/code", Served.form("side", "red", "code", right), null,
        false);
    assertThat(blocked.statusCode()).as("five wrong codes for him: even the right one waits").isEqualTo(429);
    assertThat(blocked.body()).contains("15 分钟");
    assertThat(web.post(page + "/code", Served.form("side", "black", "code", code(board.game().black())), null,
        false).statusCode()).as("his opponent is not blocked").isEqualTo(303);
    assertThat(web.post(page + "/code", Served.form("side", "nobody", "code", right), null, false).statusCode())
        .isEqualTo(400);
  }

  @Test
  void aPlayerOfAnotherBoardIsRefused403WithALinkToHisOwnBoard() {
    Results.Board other = web.openBoard("youth", 3);
    Served.Browser stranger = web.browser();
    String csrf;
    String his = Paths.board("youth", 3, other.ref().board());
    HttpResponse<String> in = stranger.post(his + "/code", Served.form("side", "black", "code",
        code(other.game().black())), null, false);
    assertThat(in.statusCode()).isEqualTo(303);
    csrf = token(stranger.get(his).body());
    HttpResponse<String> refused = stranger.get(page);
    assertThat(refused.statusCode()).isEqualTo(403);
    assertThat(refused.body()).contains("这不是你的台次", "第 3 轮第 " + other.ref().board() + " 台",
        "href=\"" + his + "\"");
    assertThat(stranger.get(page + "/part").statusCode()).isEqualTo(403);
    long before = revision();
    assertThat(stranger.post(page + "/claim", Served.form("result", "DRAW"), csrf, true).statusCode()).isEqualTo(403);
    assertThat(stranger.post(page + "/claim", Served.form("result", "DRAW", "csrf", csrf), null, false).statusCode())
        .isEqualTo(403);
    assertThat(revision()).isEqualTo(before);
    HttpResponse<String> gone = stranger.post(Paths.ME_LEAVE, Served.form("back", page), csrf, false);
    assertThat(gone.statusCode()).isEqualTo(303);
    assertThat(gone.headers().firstValue("Location")).hasValue(page);
    assertThat(stranger.get(page).statusCode()).as("not him any more: the page as to anyone").isEqualTo(200);
  }

  @Test
  void aDraftRoundOrABoardThatIsNotThereIsNotFound() {
    assertThat(web.get(Paths.board("adult", 3, 999)).statusCode()).isEqualTo(404);
    assertThat(web.get(Paths.board("adult", 9, 1)).statusCode()).isEqualTo(404);
    assertThat(web.get(Paths.board("nowhere", 3, 1)).statusCode()).isEqualTo(404);
    assertThat(web.post(Paths.board("adult", 9, 1) + "/code", Served.form("side", "red", "code", "12345678"), null,
        false).statusCode()).isEqualTo(404);
  }

  @Test
  void thePairingListLinksEachBoardToItsPageAndTheCardShowsThePlayersBoardWithItsQrCode() {
    assertThat(web.get(Paths.round("adult", 3)).body()).contains("href=\"" + page + "\"");
    Tournament t = web.load();
    Game g = board.game();
    int number = t.player(g.red()).orElseThrow().number();
    String card = Paths.player("adult", number);
    HttpResponse<String> r = web.get(card);
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body()).contains("id=\"player-box\"", "data-live-key=\"adult\"", "data-live-src=\"" + card + "/seat\"",
        "第 3 轮 第 " + board.ref().board() + " 台 执红 对 " + t.nameZh(g.black()), "href=\"" + page + "\"", "<svg",
        "第 3 轮对阵已公布");
    assertThat(r.body().indexOf("id=\"player-box\"")).as("at the top").isLessThan(r.body().indexOf("id=\"card\""));
    assertThat(web.get(card + "/seat").body()).startsWith("<section id=\"player-box\"");
    assertThat(web.browser().get(card + "?lang=en").body()).contains("Round 3, board " + board.ref().board() + ": Red against "
        + t.nameEn(g.black()));
    Served.Browser phone = web.browser();
    login(phone, "red", g.red());
    assertThat(phone.get(card).body()).as("the card does not depend on the cookie (it stays kept)")
        .isEqualTo(web.get(card).body());
  }
}
