package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Results;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The results desk over real HTTP: the login, the guard of every change, and the optimistic lock. */
class ConsoleTest {
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

  /** The first board of the adult division's current round (3) without a result, with its version. */
  Results.Board open() {
    return web.openBoard("adult", 3);
  }

  Game game(int board) {
    return web.game("adult", 3, board);
  }


  @Test
  void thePagesNeedALoginWithAnAccountAndItsPassword() {
    HttpResponse<String> page = web.get(Paths.RESULTS);
    assertThat(page.statusCode()).isEqualTo(303);
    assertThat(page.headers().firstValue("Location")).hasValue(Paths.LOGIN);
    assertThat(web.get(Paths.LOGIN).body()).contains("裁判控制台登录", "登录名", "type=\"password\"");
    web.account("裁判甲", Accounts.Role.CHIEF);
    HttpResponse<String> wrong = web.post(Paths.LOGIN, Map.of("login", "裁判甲", "password", "guess"), null, false);
    assertThat(wrong.statusCode()).isEqualTo(401);
    assertThat(wrong.body()).contains("登录名或密码不对");
    HttpResponse<String> unknown = web.post(Paths.LOGIN, Map.of("login", "甲", "password", Served.PASSWORD), null,
        false);
    assertThat(unknown.statusCode()).as("an unknown login: the same answer").isEqualTo(401);
    assertThat(unknown.body()).contains("登录名或密码不对");
    HttpResponse<String> ok = web.post(Paths.LOGIN, Map.of("login", "裁判甲", "password", Served.PASSWORD), null,
        false);
    assertThat(ok.statusCode()).isEqualTo(303);
    assertThat(ok.headers().firstValue("Location")).hasValue(Paths.RESULTS);
    String cookie = ok.headers().firstValue("Set-Cookie").orElseThrow();
    assertThat(cookie).contains(Guard.SESSION_COOKIE + "=").containsIgnoringCase("HttpOnly")
        .containsIgnoringCase("SameSite=Strict");
    HttpResponse<String> desk = web.get(Paths.RESULTS);
    assertThat(desk.statusCode()).isEqualTo(200);
    assertThat(desk.body()).contains("登分台", "女子成年组 · 第 3 轮", "尚无结果的台次", "退出（裁判甲）");
  }

  @Test
  void theSheetFollowsLiveForALoggedInArbiterOnly() {
    HttpResponse<String> none = web.get(Paths.sheet("youth"));
    assertThat(none.statusCode()).as("a page asks for the login").isEqualTo(303);
    web.login("裁判甲");
    HttpResponse<String> sheet = web.get(Paths.sheet("youth"));
    assertThat(sheet.statusCode()).isEqualTo(200);
    assertThat(sheet.body().strip()).startsWith("<section id=\"sheet\"").contains("data-live-key=\"youth/3\"",
        "data-version=\"0\"", "女子少儿组 · 第 3 轮").doesNotContain("<html", "hx-swap-oob");
  }

  @Test
  void failedLoginsFromOneAddressAreLimited() {
    for (int i = 0; i < ConsoleAccess.FAILURES; i++) {
      assertThat(web.post(Paths.LOGIN, Map.of("login", "x", "password", "no" + i), null, false).statusCode())
          .isIn(401, 429);
    }
    web.account("x", Accounts.Role.ARBITER);
    HttpResponse<String> blocked = web.post(Paths.LOGIN, Map.of("login", "x", "password", Served.PASSWORD), null,
        false);
    assertThat(blocked.statusCode()).as("even the right password, for now").isEqualTo(429);
    assertThat(blocked.body()).contains("失败次数过多");
  }

  @Test
  void aChangeWithoutASessionOrWithoutItsTokenIsRefusedAndChangesNothing() {
    Results.Board b = open();
    var form = Served.entry("adult", 3, b.ref().board(), "1", b.version());
    HttpResponse<String> none = web.post(Paths.RESULTS, form, null, true);
    assertThat(none.statusCode()).isEqualTo(401);
    assertThat(none.body()).contains("请先登录");
    String csrf = web.login("裁判甲");
    HttpResponse<String> noToken = web.post(Paths.RESULTS, form, null, true);
    assertThat(noToken.statusCode()).isEqualTo(403);
    HttpResponse<String> otherToken = web.post(Paths.RESULTS, form, csrf + "x", true);
    assertThat(otherToken.statusCode()).isEqualTo(403);
    assertThat(game(b.ref().board()).result()).isEqualTo(Result.NOT_PLAYED);
    assertThat(web.post(Paths.LOGOUT, Map.of("csrf", csrf), null, false).statusCode()).isEqualTo(303);
    assertThat(web.post(Paths.RESULTS, form, csrf, true).statusCode()).as("after logout").isEqualTo(401);
    assertThat(game(b.ref().board()).result()).isEqualTo(Result.NOT_PLAYED);
  }

  @Test
  void aResultIsRecordedWithTheVersionTheFormShowedAndTheNextBoardIsOffered() {
    String csrf = web.login("裁判甲");
    Results.Board b = open();
    HttpResponse<String> r = web.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "1", b.version()),
        csrf, true);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(r.body()).contains("第 " + b.ref().board() + " 台：红胜 已录入", "id=\"sheet\"", "hx-swap-oob=\"true\"")
        .contains("data-next-board=\"" + open().ref().board() + "\"");
    assertThat(game(b.ref().board()).result()).isEqualTo(Result.RED_WIN);
    // A plain form (no htmx, the token in a field) gets the whole page back.
    Results.Board next = open();
    var form = new java.util.LinkedHashMap<>(Served.entry("adult", 3, next.ref().board(), "5", next.version()));
    form.put(Guard.CSRF_FIELD, csrf);
    HttpResponse<String> plain = web.post(Paths.RESULTS, form, null, false);
    assertThat(plain.statusCode()).isEqualTo(200);
    assertThat(plain.body()).contains("<html", "和 已录入");
    assertThat(game(next.ref().board()).result()).isEqualTo(Result.DRAW);
  }

  @Test
  void aConflictingEditIsRefusedWithTheCurrentValueAndWhoEnteredIt() {
    Results.Board b = open();
    String first = web.login("裁判甲");
    assertThat(web.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "0", b.version()), first, true)
        .statusCode()).isEqualTo(200);
    // A second arbiter's form still shows the board as it was before the first one's entry.
    Served.Browser other = web.browser();
    String csrf = other.login("裁判乙");
    HttpResponse<String> refused = other.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "1",
        b.version()), csrf, true);
    assertThat(refused.statusCode()).isEqualTo(409);
    assertThat(refused.body()).contains("现为 黑胜", "裁判甲", "你的修改未保存", "class=\"status refused\"",
        "id=\"sheet\"");
    assertThat(game(b.ref().board()).result()).as("the first entry stands").isEqualTo(Result.BLACK_WIN);
  }

  @Test
  void badInputIsSaidNextToTheEntryAndChangesNothing() {
    String csrf = web.login("裁判甲");
    Results.Board b = open();
    HttpResponse<String> key = web.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "x", b.version()),
        csrf, true);
    assertThat(key.statusCode()).isEqualTo(400);
    assertThat(key.body()).contains("未知的结果键：x", "id=\"status\"");
    HttpResponse<String> board = web.post(Paths.RESULTS, Served.entry("adult", 3, 999, "1", 0L), csrf, true);
    assertThat(board.statusCode()).isEqualTo(400);
    assertThat(board.body()).contains("第 3 轮第 999 台不存在");
    HttpResponse<String> nan = web.post(Paths.RESULTS, Map.of("division", "adult", "round", "3", "board", "a",
        "key", "1"), csrf, true);
    assertThat(nan.statusCode()).isEqualTo(400);
    assertThat(game(b.ref().board()).result()).isEqualTo(Result.NOT_PLAYED);
  }

  @Test
  void theNextBoardIsTheFirstOneAfterWithoutAResultElseTheFirstOne() {
    List<Results.Board> boards = List.of(board(1, Result.NOT_PLAYED), board(2, Result.RED_WIN),
        board(3, Result.NOT_PLAYED), board(4, Result.DRAW));
    assertThat(Console.nextBoard(boards, 1)).isEqualTo("3");
    assertThat(Console.nextBoard(boards, 3)).isEqualTo("1");
    assertThat(Console.nextBoard(List.of(board(1, Result.DRAW)), 1)).isEmpty();
  }

  private static Results.Board board(int n, Result r) {
    return new Results.Board(new Results.GameRef("d", 1, n), Game.of(n, "a" + n, "b" + n, r), 0);
  }
}
