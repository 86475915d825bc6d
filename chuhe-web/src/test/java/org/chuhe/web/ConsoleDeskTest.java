package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's desk pages over real HTTP (ConsoleDesk): fouls and lateness on a board with the optimistic lock,
 * withdrawals and penalties, the audit log's search, the standings' "why is A above B" and the prize list. The demo
 * plays by seed 000's regulations: two fouls of a side lose its game.
 */
class ConsoleDeskTest {
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


  static Map<String, String> board(int board, long version, String name, String value) {
    Map<String, String> form = new LinkedHashMap<>();
    form.put("division", "adult");
    form.put("round", "3");
    form.put("board", Integer.toString(board));
    form.put("version", Long.toString(version));
    form.put(name, value);
    return form;
  }

  /** The version the board page shows (what its forms send back). */
  static long version(HttpResponse<String> page) {
    Matcher m = Pattern.compile("name=\"version\" value=\"(\\d+)\"").matcher(page.body());
    assertThat(m.find()).as("a version in the page").isTrue();
    return Long.parseLong(m.group(1));
  }

  @Test
  void theSecondFoulOfASideLosesItsGameAndThePageSaysSoAndWhoEnteredIt() {
    String csrf = web.login("裁判甲");
    Results.Board b = open();
    int n = b.ref().board();
    HttpResponse<String> page = web.get(Paths.deskBoard("adult", 3, n));
    assertThat(page.statusCode()).isEqualTo(200);
    assertThat(page.body()).contains("第 3 轮第 " + n + " 台", "尚无结果", "违反行棋规定", "data-key=\"q\"");
    HttpResponse<String> first = web.post(Paths.DESK_FOUL, board(n, version(page), "foul", "red other"), csrf,
        false);
    assertThat(first.statusCode()).as(first.body()).isEqualTo(200);
    assertThat(first.body()).contains("红方记一次其他犯规", "由 裁判甲");
    assertThat(game(n).redFouls().otherFouls()).isEqualTo(1);
    assertThat(game(n).result()).isEqualTo(Result.NOT_PLAYED);
    HttpResponse<String> second = web.post(Paths.DESK_FOUL, board(n, version(first), "foul", "red illegal-move"),
        csrf, false);
    assertThat(second.statusCode()).isEqualTo(200);
    assertThat(second.body()).contains("红方判负", "结果记为 黑胜", "由 裁判甲");
    assertThat(game(n).result()).isEqualTo(Result.BLACK_WIN);
    // Taken back: the count goes down, the result stays for the arbiter to judge.
    HttpResponse<String> back = web.post(Paths.DESK_FOUL, board(n, version(second), "remove", "red other"), csrf,
        false);
    assertThat(back.statusCode()).isEqualTo(200);
    assertThat(game(n).redFouls().otherFouls()).isZero();
  }

  @Test
  void aStaleFoulIsRefusedWithTheValueTheBoardHoldsAndWhoEnteredIt() {
    Results.Board b = open();
    int n = b.ref().board();
    Served.Browser other = web.browser();
    String second = other.login("裁判乙");
    long seen = version(other.get(Paths.deskBoard("adult", 3, n)));
    String csrf = web.login("裁判甲");
    assertThat(web.post(Paths.RESULTS, Served.entry("adult", 3, n, "1", b.version()), csrf, true).statusCode())
        .isEqualTo(200);
    HttpResponse<String> refused = other.post(Paths.DESK_FOUL, board(n, seen, "foul", "black other"), second, false);
    assertThat(refused.statusCode()).isEqualTo(409);
    assertThat(refused.body()).contains("现为 红胜", "裁判甲", "你的修改未保存", "status refused", "由 裁判甲");
    assertThat(game(n).blackFouls().total()).as("nothing saved").isZero();
    // The corrected result shows who corrected it.
    HttpResponse<String> page = other.get(Paths.deskBoard("adult", 3, n));
    assertThat(page.body()).contains("由 裁判甲", "录入结果");
    assertThat(other.post(Paths.RESULTS, Served.entry("adult", 3, n, "0", version(page)), second, true).statusCode())
        .isEqualTo(200);
    assertThat(other.get(Paths.deskBoard("adult", 3, n)).body()).contains("由 裁判乙", "更正结果");
  }

  /**
   * The demo is seed 000 (补充 四(五): 超过15分钟尚未入席就座者作弃权论): the late side loses the game by lateness, written
   * down apart from a no-show, and the page says it counts as a forfeit.
   */
  @Test
  void aLateSideLosesItsGameByLateness() {
    String csrf = web.login("裁判甲");
    Results.Board b = open();
    assertThat(web.get(Paths.deskBoard("adult", 3, b.ref().board())).body())
        .contains("规程：迟到超过 15 分钟判负。 迟到判负作弃权论，计入弃权次数。");
    HttpResponse<String> late = web.post(Paths.DESK_LATE, board(b.ref().board(), b.version(), "key", "-"), csrf,
        false);
    assertThat(late.statusCode()).as(late.body()).isEqualTo(200);
    assertThat(late.body()).contains("迟到判负", "红方迟到", "红方迟到超过 15 分钟：按规程作弃权论，计入弃权次数");
    assertThat(game(b.ref().board()).result()).isEqualTo(Result.BLACK_WIN_BY_LATENESS);
    Results.Board next = open();
    HttpResponse<String> notLate = web.post(Paths.DESK_LATE, board(next.ref().board(), next.version(), "key", "1"),
        csrf, false);
    assertThat(notLate.statusCode()).isEqualTo(400);
    assertThat(game(next.ref().board()).result()).isEqualTo(Result.NOT_PLAYED);
  }

  @Test
  void aWithdrawalAndAPenaltyAreRecordedWithTheirReasons() {
    String csrf = web.login("裁判长");
    Player p = web.load().playersIn("adult").get(0);
    HttpResponse<String> w = web.post(Paths.DESK_WITHDRAW, Map.of("player", p.name(), "division", "adult",
        "afterRound", "3", "reason", "生病退赛"), csrf, false);
    assertThat(w.statusCode()).as(w.body()).isEqualTo(200);
    assertThat(w.body()).contains("已登记退赛：" + p.name(), "第 4 轮起不再编排", "生病退赛");
    assertThat(web.load().withdrawals()).singleElement().satisfies(x -> {
      assertThat(x.player()).isEqualTo(p.id());
      assertThat(x.afterRound()).isEqualTo(3);
      assertThat(x.reason()).isEqualTo("生病退赛");
    });
    Player q = web.load().playersIn("adult").get(1);
    HttpResponse<String> pen = web.post(Paths.DESK_PENALTY, Map.of("player", q.name(), "division", "adult",
        "kind", "opponent-score-deduction", "amount", "2", "reason", "拒绝签字"), csrf, false);
    assertThat(pen.statusCode()).as(pen.body()).isEqualTo(200);
    assertThat(pen.body()).contains("已处罚 " + q.name(), "对手分扣除 2", "拒绝签字");
    assertThat(web.load().penalties()).singleElement().satisfies(x -> {
      assertThat(x.player()).isEqualTo(q.id());
      assertThat(x.kind()).isEqualTo(PenaltyKind.OPPONENT_SCORE_DEDUCTION);
      assertThat(x.amount()).isEqualTo(2);
    });
    assertThat(web.get(Paths.DESK_LOG + "?kind=withdrawal.add").body()).contains("生病退赛", "裁判长");
  }

  @Test
  void badInputIsSaidNextToItsFieldAndChangesNothing() {
    String csrf = web.login("裁判长");
    HttpResponse<String> nobody = web.post(Paths.DESK_WITHDRAW, Map.of("player", "没有这个人", "reason", "x"), csrf,
        false);
    assertThat(nobody.statusCode()).isIn(400, 404);
    assertThat(field(nobody.body(), "player")).isNotBlank();
    assertThat(nobody.body()).contains("value=\"没有这个人\"");
    Player p = web.load().playersIn("adult").get(0);
    HttpResponse<String> noReason = web.post(Paths.DESK_WITHDRAW, Map.of("player", p.name(), "reason", " "), csrf,
        false);
    assertThat(noReason.statusCode()).isEqualTo(400);
    assertThat(field(noReason.body(), "reason")).contains("请写明理由");
    HttpResponse<String> noRound = web.post(Paths.DESK_PENALTY, Map.of("player", p.name(), "division", "adult",
        "kind", "cancel-round-result", "reason", "作弊"), csrf, false);
    assertThat(noRound.statusCode()).isEqualTo(400);
    assertThat(field(noRound.body(), "round")).contains("须写明轮次");
    HttpResponse<String> amount = web.post(Paths.DESK_PENALTY, Map.of("player", p.name(), "division", "adult",
        "kind", "foul", "amount", "x", "reason", "作弊"), csrf, false);
    assertThat(field(amount.body(), "amount")).contains("整数");
    // Numbers beyond their range (model.Range) are said at their field too, never an internal error.
    HttpResponse<String> tooMuch = web.post(Paths.DESK_PENALTY, Map.of("player", p.name(), "division", "adult",
        "kind", "opponent-score-deduction", "amount", "1000", "reason", "作弊"), csrf, false);
    assertThat(tooMuch.statusCode()).isEqualTo(400);
    assertThat(field(tooMuch.body(), "amount")).contains("处罚数量须为 1 至 99 的整数，现为 1000");
    HttpResponse<String> farRound = web.post(Paths.DESK_PENALTY, Map.of("player", p.name(), "division", "adult",
        "kind", "foul", "round", "51", "reason", "作弊"), csrf, false);
    assertThat(field(farRound.body(), "round")).contains("轮次须为 1 至 50 的整数，现为 51");
    HttpResponse<String> late = web.post(Paths.DESK_WITHDRAW, Map.of("player", p.name(), "afterRound", "51",
        "reason", "x"), csrf, false);
    assertThat(field(late.body(), "afterRound")).contains("轮数须为 0 至 50 的整数，现为 51");
    HttpResponse<String> kind = web.post(Paths.DESK_PENALTY, Map.of("player", p.name(), "kind", "", "reason", "y"),
        csrf, false);
    assertThat(field(kind.body(), "kind")).contains("请选择处罚类型");
    assertThat(web.load().withdrawals()).isEmpty();
    assertThat(web.load().penalties()).isEmpty();
    // Without the token nothing is recorded either.
    assertThat(web.post(Paths.DESK_WITHDRAW, Map.of("player", p.name(), "reason", "x"), null, false).statusCode())
        .isEqualTo(403);
    assertThat(web.load().withdrawals()).isEmpty();
  }

  /** The problem shown next to a field of the page ({@code span.problem[data-field=…]}), blank when none. */
  static String field(String html, String name) {
    Matcher m = Pattern.compile("<span class=\"problem\" data-field=\"" + name + "\">([^<]*)</span>").matcher(html);
    return m.find() ? m.group(1) : "";
  }

  @Test
  void theLogIsFoundByPlayerNameAndByArbiterNewestFirstWithItsHead() {
    Results.Board b = open();
    Player red = web.load().player(b.game().red()).orElseThrow();
    String csrf = web.login("裁判甲");
    assertThat(web.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "=", b.version()), csrf, true)
        .statusCode()).isEqualTo(200);
    HttpResponse<String> all = web.get(Paths.DESK_LOG);
    assertThat(all.statusCode()).isEqualTo(200);
    AuditTrail.Head head;
    try (Session s = web.session("test")) {
      head = AuditTrail.head(s).orElseThrow();
    }
    assertThat(all.body()).contains(head.text(), "data-seq=\"" + head.entries() + "\"", "第 1 / ");
    HttpResponse<String> byName = web.get(Paths.DESK_LOG + "?player=" + Paths.encode(red.name()));
    assertThat(byName.body()).contains("adult/3/" + b.ref().board(), "录入结果", "裁判甲");
    HttpResponse<String> byArbiter = web.get(Paths.DESK_LOG + "?arbiter=" + Paths.encode("裁判甲"));
    assertThat(byArbiter.body()).contains("共 1 条", "adult/3/" + b.ref().board());
    HttpResponse<String> unknown = web.get(Paths.DESK_LOG + "?player=" + Paths.encode("没有这个人"));
    assertThat(field(unknown.body(), "player")).isNotBlank();
    HttpResponse<String> badRound = web.get(Paths.DESK_LOG + "?round=x");
    assertThat(badRound.statusCode()).isEqualTo(400);
    assertThat(field(badRound.body(), "round")).contains("整数");
  }

  @Test
  void theStandingsAnswerWhyOnePlayerIsAboveAnother() {
    web.login("裁判甲");
    HttpResponse<String> page = web.get(Paths.DESK_STANDINGS + "?division=adult&a=1&b=2");
    assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
    assertThat(page.body()).contains("id=\"answer\"", "data-criterion=\"opponentScore\"", "为何 A 名次在 B 之前");
    HttpResponse<String> bad = web.get(Paths.DESK_STANDINGS + "?division=adult&a=999&b=2");
    assertThat(bad.statusCode()).isGreaterThanOrEqualTo(400);
    assertThat(field(bad.body(), "a")).isNotBlank();
    assertThat(bad.body()).doesNotContain("id=\"answer\"");
  }

  @Test
  void thePrizeListShowsItsTotals() {
    web.login("裁判甲");
    HttpResponse<String> page = web.get(Paths.DESK_PRIZES);
    assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
    assertThat(page.body()).contains("奖励名单", "奖金合计", "id=\"grand-total\"");
  }

  @Test
  void theDeskPagesNeedALogin() {
    for (String path : new String[] {Paths.deskBoard("adult", 3, 1), Paths.DESK_DISCIPLINE, Paths.DESK_LOG,
        Paths.DESK_STANDINGS, Paths.DESK_PRIZES}) {
      assertThat(web.get(path).statusCode()).as(path).isEqualTo(303);
    }
    assertThat(web.post(Paths.DESK_FOUL, board(1, 0, "foul", "red other"), null, false).statusCode()).isEqualTo(401);
  }
}
