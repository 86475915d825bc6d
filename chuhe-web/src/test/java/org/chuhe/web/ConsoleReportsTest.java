package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.PlayerCodes;
import org.chuhe.app.workflow.ResultReports;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reports desk and the players' codes over real HTTP, on the small demo (its adults' round 3 published, about
 * half of its results entered), the players' claims made through {@link ResultReports} as the board pages make
 * them: the states and counts, the desk's order, an acceptance, one refused for a disputed board and for a board
 * changed since the desk showed it, every confirmed board at once, auto-accept (the chief arbiter's), the live
 * stream, the codes page and a lost card's new code.
 */
class ConsoleReportsTest {
  @TempDir Path dir;
  Served web;
  /** The chief arbiter's browser and token. */
  String csrf;
  /** The boards of the adults' round 3 still without a result, by board number. */
  List<Integer> open;

  @BeforeEach
  void serve() {
    web = Served.demo(dir);
    csrf = web.login("裁判长");
    web.account("li", Accounts.Role.ARBITER);
    try (Session s = web.session("test")) {
      open = Results.boards(s, "adult", 3).stream().filter(b -> !b.game().result().isFinished())
          .map(b -> b.ref().board()).toList();
    }
    assertThat(open).as("the demo's round 3 has open boards").hasSizeGreaterThanOrEqualTo(5);
  }

  @AfterEach
  void stop() {
    web.close();
  }

  private static Results.GameRef ref(int board) {
    return new Results.GameRef("adult", 3, board);
  }

  /** A player's claim of his board, as his board page makes it (red: the red player's, else the black one's). */
  private ResultReports.BoardReport claim(int board, boolean red, Result result) {
    Game g = web.game("adult", 3, board);
    String player = red ? g.red() : g.black();
    String actor;
    try (Session s = web.session("test")) {
      actor = ResultReports.actor(s, player);
    }
    try (Session s = web.session(actor)) {
      return ResultReports.claim(s, ref(board), player, result);
    }
  }

  private long version(int board) {
    return web.version("adult", 3, board);
  }

  private Map<String, String> accept(int board, long version) {
    return Served.form("division", "adult", "round", "3", "board", Integer.toString(board), "version",
        Long.toString(version));
  }

  /** The boards of the desk's table in its order, each as "board:STATE". */
  private static List<String> rows(String page) {
    List<String> rows = new ArrayList<>();
    Matcher m = Pattern.compile("<tr data-board=\"(\\d+)\" data-state=\"(\\w+)\"").matcher(page);
    while (m.find()) {
      rows.add(m.group(1) + ":" + m.group(2));
    }
    return rows;
  }

  /** The count of a state at the desk's top. */
  private static int count(String page, String state) {
    Matcher m = Pattern.compile("data-state=\"" + state + "\"><span class=\"n\">(\\d+)</span>").matcher(page);
    assertThat(m.find()).as(state + " in\n" + page).isTrue();
    return Integer.parseInt(m.group(1));
  }

  @Test
  void theDeskShowsEachBoardsStateAndTheCountsConfirmedFirstThenForTheArbiterThenMissingThenAccepted() {
    int confirmed = open.get(0);
    int disputed = open.get(1);
    int reported = open.get(2);
    claim(confirmed, true, Result.RED_WIN);
    assertThat(claim(confirmed, false, Result.RED_WIN).state()).isEqualTo(ResultReports.State.CONFIRMED);
    claim(disputed, true, Result.RED_WIN);
    assertThat(claim(disputed, false, Result.DRAW).state()).isEqualTo(ResultReports.State.DISPUTED);
    assertThat(claim(reported, false, Result.BLACK_WIN).state()).isEqualTo(ResultReports.State.REPORTED);

    HttpResponse<String> page = web.get(Paths.REPORTS + "?division=adult");
    assertThat(page.statusCode()).isEqualTo(200);
    String body = page.body();
    assertThat(body).contains("棋手报告", "第 3 轮", "data-live-key=\"reports/adult/3\"",
        "data-live-src=\"/console/reports/part?division=adult&amp;round=3\"", "/assets/reportsdesk.js");
    int boards = web.load().roundsOf("adult").get(2).games().size();
    assertThat(count(body, "CONFIRMED")).isEqualTo(1);
    assertThat(count(body, "DISPUTED")).isEqualTo(1);
    assertThat(count(body, "REPORTED")).isEqualTo(1);
    assertThat(count(body, "NONE")).isEqualTo(open.size() - 3);
    assertThat(count(body, "ACCEPTED")).isEqualTo(boards - open.size());
    List<String> rows = rows(body);
    assertThat(rows).hasSize(boards);
    assertThat(rows.subList(0, 3)).containsExactly(confirmed + ":CONFIRMED", disputed + ":DISPUTED",
        reported + ":REPORTED");
    assertThat(rows.subList(3, open.size())).allMatch(r -> r.endsWith(":NONE"));
    assertThat(rows.subList(open.size(), boards)).allMatch(r -> r.endsWith(":ACCEPTED"));
    // The words of each state, the claims with their time, the board Enter accepts, the boards still missing.
    assertThat(body).contains("双方确认", "有争议", "已报告", "未报告", "已登记", "红方报告", "黑方报告");
    assertThat(body).containsPattern("<td class=\"claim red-claim\">红胜 · \\d\\d:\\d\\d</td>");
    assertThat(body).containsPattern("<td class=\"claim black-claim\">和 · \\d\\d:\\d\\d</td>");
    assertThat(body).contains("data-selected=\"" + confirmed + "\"");
    assertThat(body).containsPattern("class=\"state-CONFIRMED selected\"");
    assertThat(body).contains("尚未报告的台次（" + (open.size() - 3) + "）");
    // The boards for the arbiter link to the results desk's board page, where he rules.
    assertThat(body).contains("class=\"rule\" href=\"" + Paths.deskBoard("adult", 3, disputed).replace("&", "&amp;"),
        "class=\"rule\" href=\"" + Paths.deskBoard("adult", 3, reported).replace("&", "&amp;"));
    // The board page the mark links to shows both claims, and where the ruling is entered.
    String ruling = web.get(Paths.deskBoard("adult", 3, disputed)).body();
    assertThat(ruling).containsPattern("棋手报告（有争议）：红方 红胜 · \\d\\d:\\d\\d；黑方 和 · \\d\\d:\\d\\d")
        .contains("在登分台录入裁定");
    assertThat(web.get(Paths.deskBoard("adult", 3, open.get(3))).body()).contains("棋手报告（未报告）：红方 无；黑方 无")
        .doesNotContain("在登分台录入裁定");
    // An arbiter sees the auto-accept switch's state, not the switch.
    HttpResponse<String> arbiters = arbiter().get(Paths.REPORTS + "?division=adult&round=3");
    assertThat(arbiters.statusCode()).isEqualTo(200);
    assertThat(arbiters.body()).contains("本轮双方确认的结果由裁判登记", "只有裁判长可以开关自动登记")
        .doesNotContain("id=\"auto-switch\"");
    assertThat(body).contains("id=\"auto-switch\"", "开启自动登记");
    // The part alone, as a live update fetches it; the console's navigation and the results desk link the desk.
    assertThat(web.get(Paths.reportsPart("adult", 3)).body().strip()).startsWith("<section id=\"reports\"")
        .contains("data-board=\"" + confirmed + "\" data-state=\"CONFIRMED\"");
    assertThat(web.get(Paths.RESULTS + "?division=adult").body()).contains("href=\"/console/reports\"",
        "id=\"reports-desk\" href=\"/console/reports?division=adult&amp;round=3\"");
    assertThat(web.get(Paths.REPORTS + "?division=adult&round=9").statusCode()).as("not published").isEqualTo(404);
    assertThat(web.get(Paths.REPORTS + "?division=adult&lang=en").body()).contains("confirmed by both", "disputed",
        "Accept");
  }

  private Served.Browser arbiter;
  private String arbiterCsrf;

  private Served.Browser arbiter() {
    if (arbiter == null) {
      arbiter = web.browser();
      arbiterCsrf = arbiter.loginAs("li");
    }
    return arbiter;
  }

  @Test
  void anArbiterAcceptsAConfirmedBoardButNotADisputedOneNorOneChangedSinceTheDeskShowedIt() {
    int confirmed = open.get(0);
    int disputed = open.get(1);
    int corrected = open.get(2);
    claim(confirmed, true, Result.BLACK_WIN);
    claim(confirmed, false, Result.BLACK_WIN);
    claim(disputed, true, Result.RED_WIN);
    claim(disputed, false, Result.BLACK_WIN);
    claim(corrected, true, Result.DRAW);
    claim(corrected, false, Result.DRAW);
    arbiter();

    HttpResponse<String> done = arbiter.post(Paths.REPORTS_ACCEPT, accept(confirmed, version(confirmed)),
        arbiterCsrf, true);
    assertThat(done.statusCode()).isEqualTo(200);
    assertThat(done.body()).contains("第 " + confirmed + " 台：黑胜 已登记", "hx-swap-oob=\"true\"");
    assertThat(web.game("adult", 3, confirmed).result()).isEqualTo(Result.BLACK_WIN);
    // The desk that comes back selects the next confirmed board.
    assertThat(done.body()).contains("data-selected=\"" + corrected + "\"");
    assertThat(rows(done.body())).contains(confirmed + ":ACCEPTED");

    HttpResponse<String> refused = arbiter.post(Paths.REPORTS_ACCEPT, accept(disputed, version(disputed)),
        arbiterCsrf, true);
    assertThat(refused.statusCode()).isEqualTo(409);
    assertThat(web.game("adult", 3, disputed).result().isFinished()).isFalse();

    // Another arbiter rules 和 at the results desk after this desk showed the board: its acceptance names that.
    long shown = version(corrected);
    try (Session s = web.session("王裁判")) {
      Results.record(s, ref(corrected), Result.RED_WIN, new Results.Expect.NoResult());
    }
    HttpResponse<String> stale = arbiter.post(Paths.REPORTS_ACCEPT, accept(corrected, shown), arbiterCsrf, true);
    assertThat(stale.statusCode()).isEqualTo(409);
    assertThat(stale.body()).contains("第 " + corrected + " 台在本页显示之后已有变动：结果现为 红胜");
    assertThat(web.game("adult", 3, corrected).result()).isEqualTo(Result.RED_WIN);
    // A claim after the acceptance is refused by the app: the result stands.
    assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> claim(confirmed, true, Result.DRAW)))
        .isInstanceOf(org.chuhe.problem.ProblemException.class);
    // Without htmx: the whole desk, the status on it.
    HttpResponse<String> plain = arbiter.post(Paths.REPORTS_ACCEPT, accept(disputed, version(disputed)),
        arbiterCsrf, false);
    assertThat(plain.statusCode()).isEqualTo(409);
    assertThat(plain.body()).contains("<h1>棋手报告</h1>", "class=\"status refused\"");
  }

  @Test
  void everyConfirmedBoardIsAcceptedAtOnce() {
    int first = open.get(0);
    int second = open.get(3);
    int one = open.get(1);
    for (int board : List.of(first, second)) {
      claim(board, true, Result.DRAW);
      claim(board, false, Result.DRAW);
    }
    claim(one, true, Result.RED_WIN);
    HttpResponse<String> page = web.get(Paths.REPORTS + "?division=adult");
    assertThat(page.body()).contains("登记全部双方确认（2 台）");
    HttpResponse<String> all = arbiter().post(Paths.REPORTS_ACCEPT_ALL, Served.form("division", "adult", "round",
        "3"), arbiterCsrf, true);
    assertThat(all.statusCode()).isEqualTo(200);
    assertThat(all.body()).contains("已登记 2 台：" + first + " 和、" + second + " 和");
    assertThat(web.game("adult", 3, first).result()).isEqualTo(Result.DRAW);
    assertThat(web.game("adult", 3, second).result()).isEqualTo(Result.DRAW);
    assertThat(web.game("adult", 3, one).result().isFinished()).as("reported by one side only").isFalse();
    assertThat(count(all.body(), "CONFIRMED")).isZero();
    HttpResponse<String> again = arbiter.post(Paths.REPORTS_ACCEPT_ALL, Served.form("division", "adult", "round",
        "3"), arbiterCsrf, true);
    assertThat(again.body()).contains("没有待登记的双方确认");
  }

  @Test
  void autoAcceptIsTheChiefArbitersAndThenAConfirmationIsRecordedByItself() {
    Map<String, String> on = Served.form("division", "adult", "round", "3", "on", "true");
    HttpResponse<String> refused = arbiter().post(Paths.REPORTS_AUTO, on, arbiterCsrf, true);
    assertThat(refused.statusCode()).isEqualTo(403);
    try (Session s = web.session("test")) {
      assertThat(ResultReports.autoAccept(s, "adult", 3)).isFalse();
    }
    HttpResponse<String> turned = web.post(Paths.REPORTS_AUTO, on, csrf, true);
    assertThat(turned.statusCode()).isEqualTo(200);
    assertThat(turned.body()).contains("第 3 轮自动登记已开启", "本轮双方确认的结果自动登记", "关闭自动登记");
    try (Session s = web.session("test")) {
      assertThat(ResultReports.autoAccept(s, "adult", 3)).isTrue();
      assertThat(ResultReports.autoAccept(s, "youth", 3)).as("that round only").isFalse();
    }
    int board = open.get(0);
    claim(board, false, Result.RED_WIN);
    assertThat(web.game("adult", 3, board).result().isFinished()).as("one claim").isFalse();
    assertThat(claim(board, true, Result.RED_WIN).state()).isEqualTo(ResultReports.State.ACCEPTED);
    assertThat(web.game("adult", 3, board).result()).isEqualTo(Result.RED_WIN);
    assertThat(arbiter.get(Paths.REPORTS + "?division=adult").body()).contains("本轮双方确认的结果自动登记");
    // Off again: the next confirmation waits for an arbiter.
    web.post(Paths.REPORTS_AUTO, Served.form("division", "adult", "round", "3", "on", "false"), csrf, true);
    int next = open.get(1);
    claim(next, false, Result.DRAW);
    assertThat(claim(next, true, Result.DRAW).state()).isEqualTo(ResultReports.State.CONFIRMED);
    assertThat(web.game("adult", 3, next).result().isFinished()).isFalse();
  }

  @Test
  @Timeout(60)
  void aClaimReachesTheOpenDesksAsItsRoundsReportsKeyAndAnAcceptanceAsBothKeys() throws Exception {
    BlockingQueue<String> lines = web.liveStream();
    int board = open.get(0);
    claim(board, true, Result.RED_WIN);
    assertThat(Served.nextEvent(lines)).isEqualTo("reports/adult/3");
    assertThat(events(lines, 1_500)).as("a claim changes no public page").isEmpty();
    claim(board, false, Result.RED_WIN);
    assertThat(Served.nextEvent(lines)).isEqualTo("reports/adult/3");
    assertThat(events(lines, 1_500)).isEmpty();
    HttpResponse<String> done = web.post(Paths.REPORTS_ACCEPT, accept(board, version(board)), csrf, true);
    assertThat(done.statusCode()).isEqualTo(200);
    List<String> keys = events(lines, 1_500);
    assertThat(keys).contains("adult/3", "reports/adult/3");
    assertThat(keys).allMatch(k -> k.equals("adult/3") || k.equals("reports/adult/3"));
  }

  /** The data of the live events that come within {@code millis} of quiet. */
  private static List<String> events(BlockingQueue<String> lines, long millis) throws InterruptedException {
    List<String> keys = new ArrayList<>();
    for (String line = lines.poll(millis, TimeUnit.MILLISECONDS); line != null;
        line = lines.poll(millis, TimeUnit.MILLISECONDS)) {
      if (line.equals("event: " + Live.EVENT)) {
        keys.add(lines.poll(5, TimeUnit.SECONDS).substring("data: ".length()));
      }
    }
    return keys;
  }

  @Test
  void theCodesPageShowsEveryPlayersCodeToArbitersOnlyAndALostCardGetsANewOne() {
    Map<String, String> codes;
    try (Session s = web.session("test")) {
      codes = PlayerCodes.all(s, "adult");
    }
    HttpResponse<String> page = arbiter().get(Paths.codes("adult"));
    assertThat(page.statusCode()).isEqualTo(200);
    assertThat(page.headers().firstValue("Cache-Control")).hasValue("no-store");
    String body = page.body();
    assertThat(body).contains("棋手确认码", "data-find=\"#codes-list\"", "换新码");
    var adults = web.load().playersIn("adult");
    assertThat(codes.keySet()).hasSize(adults.size());
    for (var p : adults) {
      String code = codes.get(p.id());
      assertThat(body).as(p.name()).contains(web.load().nameZh(p.id()), "<code>" + code.substring(0, 4) + " "
          + code.substring(4) + "</code>");
    }
    // Never on a public page.
    String someone = adults.get(0).id();
    String code = codes.get(someone);
    for (String path : List.of("/", Paths.round("adult", 3), Paths.standings("adult"),
        Paths.player("adult", adults.get(0).number()))) {
      assertThat(web.browser().get(path).body()).as(path).doesNotContain(code, code.substring(0, 4) + " "
          + code.substring(4));
    }
    HttpResponse<String> stranger = web.browser().get(Paths.codes("adult"));
    assertThat(stranger.statusCode()).as("no session: to the login").isEqualTo(303);
    assertThat(stranger.headers().firstValue("Location").orElse("")).contains(Paths.LOGIN);

    // A lost card: a new code, shown once; the old one no longer works.
    HttpResponse<String> reset = arbiter.post(Paths.CODES_RESET, Served.form("division", "adult", "player", someone),
        arbiterCsrf, true);
    assertThat(reset.statusCode()).isEqualTo(200);
    String fresh;
    try (Session s = web.session("test")) {
      fresh = PlayerCodes.of(s, someone);
      assertThat(fresh).isNotEqualTo(code);
      assertThat(PlayerCodes.matches(s, someone, code)).isFalse();
      assertThat(PlayerCodes.matches(s, someone, fresh)).isTrue();
    }
    assertThat(reset.body()).contains(web.load().nameZh(someone) + " 的新确认码：" + fresh.substring(0, 4) + " "
        + fresh.substring(4), "hx-swap-oob=\"true\"");
    assertThat(arbiter.post(Paths.CODES_RESET, Served.form("division", "adult", "player", "nobody"), arbiterCsrf,
        true).statusCode()).isEqualTo(404);
  }
}
