package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.apache.poi.ss.usermodel.CellType;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.ss.usermodel.WorkbookFactory;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Results;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Histories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's actions that the command line had and the console lacked (issue 14, "every action the CLI can do"):
 * game records on a board, editing and removing a registration, hand-picked awards, the pairing check of every
 * round, and the downloads of {@code export} and {@code report --format csv}. Over real HTTP, each with a success,
 * a refusal said next to its field with nothing changed, and the role it needs.
 */
class ConsoleMoreTest {
  @TempDir Path dir;

  /** An event of chongqing-2018's regulations (top 10 boards recorded from round 1, a missing one costs a foul). */
  private Served recorded() {
    return Served.of(dir, Simulation.run(new SimulationSpec(7, Presets.get("chongqing-2018"), "adult", 24, null,
        null, null, null, null, null), 1));
  }

  static Map<String, String> board(int round, int board, long version, String name, String value) {
    return Map.of("division", "adult", "round", Integer.toString(round), "board", Integer.toString(board),
        "version", Long.toString(version), name, value);
  }

  @Test
  void aMissingGameRecordCostsItsWinnerAndAStaleFormIsRefused() {
    try (Served web = recorded()) {
      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      String csrf = li.loginAs("li");
      HttpResponse<String> page = li.get(Paths.deskBoard("adult", 1, 1));
      assertThat(page.body()).contains("棋谱（录谱）", "本台棋谱：", "第 1 轮起前 10 台须录谱", "记犯规 1 次、对手分扣 1");
      long shown = ConsoleDeskTest.version(page);
      Game g = web.game("adult", 1, 1);
      String winner = g.result() == Result.BLACK_WIN ? g.black() : g.red();
      HttpResponse<String> missing = li.post(Paths.DESK_RECORD, board(1, 1, shown, "record", "missing"), csrf, false);
      assertThat(missing.statusCode()).as(missing.body()).isEqualTo(200);
      assertThat(missing.body()).contains("缺棋谱，由 ", "承担：记犯规 1 次、对手分扣 1", "status ok");
      assertThat(web.load().player(winner).orElseThrow().name()).satisfies(n -> assertThat(missing.body()).contains(n));
      assertThat(web.game("adult", 1, 1).recordKept()).isFalse();
      // The board shows the recorder's fouls as the standings count them: the record's foul included (one source).
      int counted = Histories.of(web.load(), "adult").get(winner).entry(1).fouls();
      assertThat(counted).isEqualTo(g.foulsOf(winner.equals(g.red()) ? Colour.RED : Colour.BLACK).total() + 1);
      assertThat(missing.body()).contains("data-kind=\"counted\">" + counted + "</span>（含缺谱犯规 1 次）");
      // The form of the page before: the board changed since, refused with what it holds; nothing saved.
      HttpResponse<String> stale = li.post(Paths.DESK_RECORD, board(1, 1, shown, "record", "kept"), csrf, false);
      assertThat(stale.statusCode()).isEqualTo(409);
      assertThat(stale.body()).contains("你的修改未保存", "status refused");
      assertThat(web.game("adult", 1, 1).recordKept()).isFalse();
      HttpResponse<String> kept = li.post(Paths.DESK_RECORD, board(1, 1, ConsoleDeskTest.version(missing), "record",
          "kept"), csrf, false);
      assertThat(kept.body()).contains("棋谱已交", "id=\"record-state\">已交");
      assertThat(web.game("adult", 1, 1).recordKept()).isTrue();
      // A board the regulations ask no record of: no form, and a post is refused.
      assertThat(li.get(Paths.deskBoard("adult", 1, 11)).body()).doesNotContain("/console/board/record");
      Boolean before = web.game("adult", 1, 11).recordKept();
      HttpResponse<String> eleven = li.post(Paths.DESK_RECORD, board(1, 11, web.version("adult", 1, 11), "record",
          "missing"), csrf, false);
      assertThat(eleven.statusCode()).isEqualTo(400);
      assertThat(eleven.body()).contains("不须录谱");
      assertThat(web.game("adult", 1, 11).recordKept()).isEqualTo(before);
    }
  }

  /** The problem shown under a field of the players' forms ({@code consolePlayersField}), blank when none. */
  static String under(String html, String label) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?s)class=\"field wrong\">" + label
        + ".{0,300}?<span class=\"field-problem\">([^<]*)</span>").matcher(html);
    return m.find() ? m.group(1) : "";
  }

  private static String blank(String s) {
    return s == null ? "" : s;
  }

  @Test
  void aRegistrationIsEditedAndRemovedAsPlayersEditAndRemoveDoAndNotOncePaired() {
    try (Served web = Served.demo(dir)) {
      String csrf = web.login("裁判长");
      Player paired = web.load().playersIn("adult").get(0);
      HttpResponse<String> list = web.get(Paths.consolePlayers("adult"));
      assertThat(list.body()).contains("href=\"" + Paths.playerEdit(paired.id()).replace("&", "&amp;") + "\"");
      HttpResponse<String> page = web.get(Paths.playerEdit(paired.id()));
      assertThat(page.statusCode()).isEqualTo(200);
      assertThat(page.body()).contains("修改报名：" + paired.name(), "value=\"" + paired.name() + "\"",
          "删除报名");
      Map<String, String> form = new java.util.LinkedHashMap<>(Map.of("player", paired.id(), "name", paired.name(),
          "division", "adult", "gender", "女", "born", "1990-13-01", "rating", "x", "unit", blank(paired.unit()),
          "province", blank(paired.residence().province()), "city", blank(paired.residence().city())));
      HttpResponse<String> bad = web.post(Paths.PLAYER_EDIT, form, csrf, true);
      assertThat(bad.statusCode()).isEqualTo(400);
      assertThat(under(bad.body(), "出生日期")).isNotBlank();
      assertThat(under(bad.body(), "等级分")).isNotBlank();
      assertThat(web.load().player(paired.id()).orElseThrow()).isEqualTo(paired);
      form.put("born", paired.birthDate() == null ? "" : paired.birthDate().toString());
      form.put("rating", paired.rating() == null ? "" : paired.rating().toString());
      form.put("division", "youth");
      HttpResponse<String> moved = web.post(Paths.PLAYER_EDIT, form, csrf, true);
      assertThat(moved.statusCode()).isEqualTo(400);
      assertThat(under(moved.body(), "组别")).contains("不能换组别");
      assertThat(web.load().player(paired.id()).orElseThrow()).isEqualTo(paired);
      form.put("division", "adult");
      form.put("grade", "一级棋士");
      HttpResponse<String> edited = web.post(Paths.PLAYER_EDIT, form, csrf, true);
      assertThat(edited.statusCode()).as(edited.body()).isEqualTo(200);
      assertThat(edited.body()).contains("已修改：" + paired.name());
      assertThat(web.load().player(paired.id()).orElseThrow().grade()).isEqualTo("一级棋士");

      HttpResponse<String> notOnce = web.post(Paths.PLAYER_REMOVE, Map.of("player", paired.id(), "reason", "误报"),
          csrf, true);
      assertThat(notOnce.statusCode()).isEqualTo(400);
      assertThat(under(notOnce.body(), "理由")).contains("已出场", "请办理退赛");
      assertThat(web.load().player(paired.id())).isPresent();
      HttpResponse<String> registered = web.post(Paths.PLAYERS, Map.of("division", "adult", "name", "误报测试",
          "gender", "女", "born", "1990-01-01", "override", "测试"), csrf, true);
      assertThat(registered.statusCode()).as(registered.body()).isEqualTo(200);
      Player late = web.load().playersIn("adult").stream().filter(p -> p.name().equals("误报测试")).findFirst()
          .orElseThrow();
      HttpResponse<String> noReason = web.post(Paths.PLAYER_REMOVE, Map.of("player", late.id(), "reason", " "),
          csrf, true);
      assertThat(under(noReason.body(), "理由")).contains("请写明理由");
      assertThat(web.load().player(late.id())).isPresent();
      HttpResponse<String> removed = web.post(Paths.PLAYER_REMOVE, Map.of("player", late.id(), "reason", "重复报名"),
          csrf, true);
      assertThat(removed.statusCode()).as(removed.body()).isEqualTo(200);
      assertThat(removed.body()).contains("已删除报名");
      assertThat(web.load().player(late.id())).isEmpty();
      // An arbiter neither sees the page nor changes anything.
      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      li.loginAs("li");
      assertThat(li.get(Paths.playerEdit(paired.id())).statusCode()).isEqualTo(403);
      assertThat(li.get(Paths.consolePlayers("adult")).body()).doesNotContain(Paths.PLAYER_EDIT);
    }
  }

  @Test
  void aHandPickedAwardIsGivenWithinTheRegulationsOrWithAReasonAndTakenBack() {
    try (Served web = Served.demo(dir)) {
      String csrf = web.login("裁判长");
      java.util.List<Player> adults = web.load().playersIn("adult");
      assertThat(web.get(Paths.DESK_PRIZES).body()).contains("还没有颁发评选奖项", "action=\"/console/prizes/award\"",
          "规程设有：体育道德风尚奖");
      for (int i = 0; i < 2; i++) {
        HttpResponse<String> given = web.post(Paths.AWARD, Map.of("player", adults.get(i).id(), "division", "adult"),
            csrf, false);
        assertThat(given.statusCode()).as(given.body()).isEqualTo(200);
        assertThat(given.body()).contains("已颁发“体育道德风尚奖”：" + adults.get(i).name());
      }
      // A third one in the division: the regulations give two; refused with the reason asked next to its field.
      HttpResponse<String> third = web.post(Paths.AWARD, Map.of("player", adults.get(2).id(), "division", "adult"),
          csrf, false);
      assertThat(third.statusCode()).isEqualTo(422);
      assertThat(ConsoleDeskTest.field(third.body(), "award")).contains("规程每组设 2 人");
      assertThat(ConsoleDeskTest.field(third.body(), "reason")).contains("请确认并写明理由");
      assertThat(web.load().awards()).hasSize(2);
      HttpResponse<String> nobody = web.post(Paths.AWARD, Map.of("player", "没有这个人"), csrf, false);
      assertThat(ConsoleDeskTest.field(nobody.body(), "player")).isNotBlank();
      HttpResponse<String> twice = web.post(Paths.AWARD, Map.of("player", adults.get(0).id(), "division", "adult"),
          csrf, false);
      assertThat(ConsoleDeskTest.field(twice.body(), "player")).contains("已获");
      HttpResponse<String> confirmed = web.post(Paths.AWARD, Map.of("player", adults.get(2).id(), "division",
          "adult", "reason", "组委会决定"), csrf, false);
      assertThat(confirmed.statusCode()).as(confirmed.body()).isEqualTo(200);
      assertThat(confirmed.body()).contains("已确认");
      assertThat(web.load().awards()).hasSize(3);
      // Taken back: the reason is asked for, then logged.
      HttpResponse<String> noReason = web.post(Paths.REVOKE, Map.of("player", adults.get(2).id(), "award",
          "体育道德风尚奖", "reason", ""), csrf, false);
      assertThat(noReason.statusCode()).isEqualTo(400);
      assertThat(noReason.body()).contains("请写明理由");
      assertThat(web.load().awards()).hasSize(3);
      HttpResponse<String> revoked = web.post(Paths.REVOKE, Map.of("player", adults.get(2).id(), "award",
          "体育道德风尚奖", "reason", "评选有误"), csrf, false);
      assertThat(revoked.statusCode()).as(revoked.body()).isEqualTo(200);
      assertThat(revoked.body()).contains("已撤销“体育道德风尚奖”");
      assertThat(web.load().awards()).extracting(a -> a.player()).containsExactly(adults.get(0).id(),
          adults.get(1).id());
      assertThat(web.get(Paths.DESK_LOG + "?kind=award.remove").body()).contains("评选有误");
      // An arbiter reads the awards, without the forms.
      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      li.loginAs("li");
      assertThat(li.get(Paths.DESK_PRIZES).body()).contains(adults.get(0).name())
          .doesNotContain("action=\"/console/prizes/award\"", "action=\"/console/prizes/revoke\"");
    }
  }

  /**
   * A withdrawn player's prizes (the demo is seed 000, which leaves them to the chief arbiter): the leader of the
   * adults withdraws; his lines are marked and warned, and the chief arbiter refuses them with a reason, which the
   * log keeps. An arbiter sees the status, not the form.
   */
  @Test
  void theChiefArbiterDecidesAWithdrawnPlayersPrizes() {
    try (Served web = Served.demo(dir)) {
      String csrf = web.login("裁判长");
      String leader = org.chuhe.standings.StandingsEngine.rank(web.load(), "adult").rows().get(0).playerId();
      HttpResponse<String> w = web.post(Paths.DESK_WITHDRAW, Map.of("player", leader, "division", "adult",
          "afterRound", "4", "reason", "病退"), csrf, false);
      assertThat(w.statusCode()).as(w.body()).isEqualTo(200);
      assertThat(web.get(Paths.DESK_PRIZES).body()).contains("退赛棋手的奖项", "退赛·待裁判长确认",
          "第 4 轮后退赛，待裁判长确认后方可授予", "action=\"/console/prizes/withdrawn\"");
      HttpResponse<String> noReason = web.post(Paths.WITHDRAWN_PRIZES, Map.of("player", leader, "decision",
          "refuse", "reason", ""), csrf, false);
      assertThat(noReason.statusCode()).isEqualTo(400);
      assertThat(noReason.body()).contains("请写明理由");
      HttpResponse<String> refused = web.post(Paths.WITHDRAWN_PRIZES, Map.of("player", leader, "decision", "refuse",
          "reason", "无故离赛"), csrf, false);
      assertThat(refused.statusCode()).as(refused.body()).isEqualTo(200);
      assertThat(refused.body()).contains("裁判长决定不予授予（无故离赛）", "不授予，空缺");
      assertThat(web.load().prizeDecisions()).singleElement().satisfies(d -> {
        assertThat(d.player()).isEqualTo(leader);
        assertThat(d.keep()).isFalse();
      });
      assertThat(web.get(Paths.DESK_LOG + "?kind=prizes.decide").body()).contains("无故离赛");
      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      String liCsrf = li.loginAs("li");
      assertThat(li.get(Paths.DESK_PRIZES).body()).contains("裁判长决定不予授予（无故离赛）")
          .doesNotContain("action=\"/console/prizes/withdrawn\"");
      assertThat(li.post(Paths.WITHDRAWN_PRIZES, Map.of("player", leader, "decision", "keep", "reason", "x"),
          liCsrf, false).statusCode()).isEqualTo(403);
    }
  }

  @Test
  void everyPairedRoundIsCheckedForAnArbiterAsCheckPrintsIt() {
    try (Served web = Served.demo(dir)) {
      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      li.loginAs("li");
      HttpResponse<String> page = li.get(Paths.CHECK);
      assertThat(page.statusCode()).isEqualTo(200);
      int rounds = web.load().rounds().size();
      assertThat(page.body().split("<section class=\"card check ", -1)).hasSize(rounds + 1);
      assertThat(page.body()).contains("女子成年组 · 第 1 轮", "符合硬性规则", "分差", "质量向量", "href=\"/console/check\"")
          .doesNotContain("href=\"/console/export\"");
      assertThat(li.get(Paths.CHECK + "?lang=en").body()).contains("Round 3", "legal");
    }
    try (Served fresh = Served.fresh(dir, "qingyuan-2016")) {
      fresh.login("裁判长");
      assertThat(fresh.get(Paths.CHECK).body()).contains("还没有编排的轮次");
    }
  }

  @Test
  void theChiefArbiterDownloadsThePublicDocumentUnlessHeChoosesTheFullBackupAndTheStandingsAsCsv() {
    try (Served web = Served.demo(dir)) {
      String csrf = web.login("裁判长");
      assertThat(web.post(Paths.PLAYERS, Map.of("division", "adult", "name", "导出测试", "gender", "女", "born",
          "1990-01-01", "phone", "13912345678", "idNumber", "350102199001010022", "override", "测试"), csrf, true)
          .statusCode()).isEqualTo(200);
      HttpResponse<String> page = web.get(Paths.EXPORT);
      assertThat(page.body()).contains("下载公开版", "下载完整备份", "href=\"/console/export\"");
      HttpResponse<String> open = web.get(Paths.EXPORT_JSON);
      assertThat(open.statusCode()).isEqualTo(200);
      assertThat(open.headers().firstValue("Content-Type")).get().asString().startsWith("application/json");
      assertThat(open.headers().firstValue("Content-Disposition")).get().asString()
          .startsWith("attachment; filename=\"demo-public.json\"; filename*=UTF-8''")
          .contains(Paths.encode("-公开版.json"));
      assertThat(open.body()).contains("导出测试", "\"log\"").doesNotContain("13912345678", "350102199001010022");
      HttpResponse<String> full = web.get(Paths.EXPORT_JSON + "?copy=full");
      assertThat(full.body()).contains("13912345678", "350102199001010022");
      assertThat(full.headers().firstValue("Content-Disposition")).get().asString()
          .contains("demo-full.json", Paths.encode("完整备份"));
      HttpResponse<String> csv = web.get(Paths.EXPORT_CSV);
      assertThat(csv.statusCode()).isEqualTo(200);
      assertThat(csv.headers().firstValue("Content-Type")).get().asString().startsWith("text/csv");
      assertThat(csv.headers().firstValue("Content-Disposition")).get().asString().contains("demo-standings.csv",
          Paths.encode("名次表.csv"));
      assertThat(csv.body().lines().findFirst()).get().asString() // the byte order mark first, for Excel
          .startsWith("\uFEFF组别,名次,棋手代码,姓名,单位,积分");
      assertThat(csv.body()).contains("adult,", "youth,").doesNotContain("13912345678");
      // An arbiter gets none of them.
      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      li.loginAs("li");
      for (String path : java.util.List.of(Paths.EXPORT, Paths.EXPORT_JSON, Paths.EXPORT_JSON + "?copy=full",
          Paths.EXPORT_CSV)) {
        HttpResponse<String> refused = li.get(path);
        assertThat(refused.statusCode()).as(path).isEqualTo(403);
        assertThat(refused.body()).doesNotContain("13912345678");
      }
    }
  }

  /**
   * The lists of {@code export KIND} (issue 24) as downloads: an Excel workbook with one sheet per division, Chinese
   * headings, numbers as numbers, the log head last and no phone number; the same as CSV with a byte order mark; an
   * arbiter gets neither, an unknown kind is not found.
   */
  @Test
  void theChiefArbiterDownloadsEveryListAsAWorkbookOrCsv() throws Exception {
    try (Served web = Served.demo(dir)) {
      String csrf = web.login("裁判长");
      assertThat(web.post(Paths.PLAYERS, Map.of("division", "adult", "name", "导出测试", "gender", "女", "born",
          "1990-01-01", "phone", "13912345678", "idNumber", "350102199001010022", "override", "测试"), csrf, true)
          .statusCode()).isEqualTo(200);
      String page = web.get(Paths.EXPORT).body();
      for (ExportKind kind : ExportKind.values()) {
        assertThat(page).contains("id=\"export-" + kind.word() + "-xlsx\"");
        HttpResponse<byte[]> xlsx = web.bytes(Paths.exportTable(kind, "xlsx"));
        assertThat(xlsx.statusCode()).as(kind.word()).isEqualTo(200);
        assertThat(xlsx.headers().firstValue("Content-Disposition")).get().asString()
            .contains("demo-" + kind.word() + ".xlsx", Paths.encode(kind.zh() + ".xlsx"));
        try (Workbook book = WorkbookFactory.create(
            new ByteArrayInputStream(xlsx.body()))) {
          assertThat(book.getNumberOfSheets()).as(kind.word()).isPositive();
          DataFormatter f = new DataFormatter();
          StringBuilder all = new StringBuilder();
          book.forEach(sheet -> sheet.forEach(row -> row.forEach(c -> all.append(f.formatCellValue(c)).append('|'))));
          assertThat(all.toString()).as(kind.word()).doesNotContain("13912345678", "350102199001010022")
              .contains("日志 log #");
        }
        HttpResponse<String> csv = web.get(Paths.exportTable(kind, "csv"));
        assertThat(csv.headers().firstValue("Content-Type")).get().asString().startsWith("text/csv");
        assertThat(csv.body()).as(kind.word()).startsWith("\uFEFF").doesNotContain("13912345678");
      }
      HttpResponse<byte[]> standings = web.bytes(Paths.exportTable(ExportKind.STANDINGS,
          "xlsx"));
      try (Workbook book = WorkbookFactory.create(
          new ByteArrayInputStream(standings.body()))) {
        Sheet first = book.getSheetAt(0);
        assertThat(first.getRow(1).getCell(0).getStringCellValue()).isEqualTo("名次");
        assertThat(first.getRow(2).getCell(4).getCellType()).as("points, a number")
            .isEqualTo(CellType.NUMERIC);
      }
      assertThat(web.get(Paths.EXPORT_TABLES.replace("{kind}", "nothing")).statusCode()).isEqualTo(404);
      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      li.loginAs("li");
      assertThat(li.get(Paths.exportTable(ExportKind.PAYOUT, "xlsx")).statusCode())
          .isEqualTo(403);
      // Everyone downloads the public lists from the home page's links, never the payout sheet.
      Served.Browser anyone = web.browser();
      String home = anyone.get(Paths.HOME).body();
      assertThat(home).contains("id=\"download-standings-xlsx\"", "id=\"download-crosstable-xlsx\"")
          .doesNotContain("download-payout");
      HttpResponse<byte[]> open = anyone.bytes(Paths.download(ExportKind.CROSSTABLE, "xlsx"));
      assertThat(open.statusCode()).isEqualTo(200);
      try (Workbook book = WorkbookFactory.create(new ByteArrayInputStream(open.body()))) {
        assertThat(book.getSheetAt(0).getRow(1).getCell(0).getStringCellValue()).isEqualTo("序");
      }
      assertThat(anyone.get(Paths.download(ExportKind.GRADES, "csv")).body()).startsWith("\uFEFF");
      assertThat(anyone.get(Paths.download(ExportKind.PAYOUT, "xlsx")).statusCode()).isEqualTo(404);
      // A division or round that is not there: the page of a problem, in words
      assertThat(anyone.get(Paths.download(ExportKind.STANDINGS, "xlsx") + "&round=x").statusCode()).isEqualTo(400);
      HttpResponse<String> nowhere = anyone.get(Paths.download(ExportKind.STANDINGS, "xlsx") + "&division=nope");
      assertThat(nowhere.statusCode()).isBetween(400, 404);
      assertThat(nowhere.body()).contains("nope");
      assertThat(anyone.bytes(Paths.download(ExportKind.PAIRINGS, "xlsx") + "&division=adult&round=2").statusCode())
          .isEqualTo(200);
    }
  }
}
