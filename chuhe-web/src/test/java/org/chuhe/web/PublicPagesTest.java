package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.Reports;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.TeamScoring;
import org.chuhe.standings.StandingsRow;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The public pages over real HTTP, on the small demo event in a real SQLite file. */
class PublicPagesTest {
  @TempDir static Path dir;
  static Served web;
  static Tournament event;

  @BeforeAll
  static void serve() {
    web = Served.demo(dir);
    event = web.load();
  }

  @AfterAll
  static void stop() {
    web.close();
  }

  @Test
  void theHomeListsEachDivisionWithItsRoundsInChineseFirst() {
    HttpResponse<String> r = web.get("/");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.headers().firstValue("Content-Type").orElse("")).contains("text/html").containsIgnoringCase("utf-8");
    assertThat(r.body()).contains("<html lang=\"zh-CN\">", "女子成年组", "女子少儿组", "第 3 轮", "进行中", "已完成",
        "尚未编排", "href=\"/divisions/adult/rounds/3\"", "href=\"/divisions/youth/standings\"");
    var browser = web.browser();
    HttpResponse<String> en = browser.get("/?lang=en");
    assertThat(en.body()).contains("<html lang=\"en\">", "Women, adult", "round 3", "under way")
        .doesNotContain("进行中");
    // The choice is remembered: the next page without ?lang is English too, until switched back.
    assertThat(browser.get("/divisions/adult/rounds/1").body()).contains("round 1 pairings");
    assertThat(browser.get("/?lang=zh").body()).contains("进行中");
    assertThat(browser.get("/").body()).contains("进行中");
  }

  @Test
  void everyResponseForbidsInlineScriptAndFraming() {
    for (String path : List.of("/", "/divisions/adult/rounds/1", "/divisions/adult/standings", "/console/login",
        "/divisions/nowhere/standings")) {
      HttpResponse<String> r = web.get(path);
      String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
      assertThat(csp).as(path).contains("script-src 'self'", "frame-ancestors 'none'").doesNotContain("unsafe");
      assertThat(r.headers().firstValue("X-Content-Type-Options")).as(path).hasValue("nosniff");
      assertThat(r.body()).as(path).doesNotContainPattern("<script>|<script [^>]*>[^<]");
    }
  }

  @Test
  void theAssetsComeFromTheAppItself() {
    String home = web.get("/").body();
    // No asset from elsewhere (the home links to its own public address, for the QR code, and to nothing else).
    assertThat(home).contains("src=\"" + Frame.HTMX + "\"").doesNotContain("https://")
        .doesNotContainPattern("<(script|link|img)[^>]+(src|href)=\"https?://");
    for (String asset : List.of(Frame.HTMX, "/assets/chuhe.js", "/assets/chuhe.css")) {
      HttpResponse<String> r = web.get(asset);
      assertThat(r.statusCode()).as(asset).isEqualTo(200);
      assertThat(r.body().length()).as(asset).isGreaterThan(1000);
    }
    // UTF-8, said in the header (the style sheet's "●"), as every text the app sends.
    HttpResponse<String> css = web.get("/assets/chuhe.css");
    assertThat(css.headers().firstValue("Content-Type")).contains("text/css; charset=utf-8");
    assertThat(css.body()).contains("content: \"● \"");
  }

  @Test
  void thePairingListShowsEveryBoardWithTheColumnsArbitersPrint() {
    Round round = event.roundsOf("adult").get(2);
    String page = web.get("/divisions/adult/rounds/3").body();
    assertThat(page).contains("女子成年组 · 第 3 轮对阵表", "<th class=\"board\">台次</th>", ">红方<", ">积分<", ">结果<",
        ">黑方<", "查找我的台次");
    for (Game g : round.games()) {
      Player red = event.player(g.red()).orElseThrow();
      assertThat(page).contains(red.name(), event.unit(red.unit()).orElseThrow().name());
    }
    long finished = round.games().stream().filter(g -> g.result().isFinished()).count();
    assertThat(finished).isPositive().isLessThan(round.games().size());
    assertThat(page).contains("已出结果 " + finished + " / " + round.games().size() + " 台");
    // Points are the ones before the round: in round 1 everybody has 0.
    assertThat(web.get("/divisions/adult/rounds/1").body()).contains("<td class=\"pts\">0</td>")
        .doesNotContain("<td class=\"pts\">2</td>");
  }

  @Test
  void aRoundNotPairedOrADivisionUnknownIsNotFoundSaidInTheLanguageOfThePage() {
    HttpResponse<String> r = web.get("/divisions/adult/rounds/6?lang=zh");
    assertThat(r.statusCode()).isEqualTo(404);
    assertThat(r.body()).contains("第 6 轮尚未编排");
    assertThat(web.browser().get("/divisions/adult/rounds/6?lang=en").body())
        .contains("round 6 has not been paired");
    assertThat(web.get("/divisions/nowhere/standings?lang=zh").statusCode()).isEqualTo(404);
    HttpResponse<String> bad = web.get("/divisions/adult/rounds/x");
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(bad.body()).contains("应为正整数");
  }

  @Test
  void theStandingsHaveEveryTieBreakUnderItsChineseNameAndALegend() {
    List<Criterion> chain = event.regulations().tieBreaks().chain();
    assertThat(chain).isNotEmpty();
    String page = web.get("/divisions/adult/standings?lang=zh").body();
    assertThat(page).contains("女子成年组 · 名次表", ">名次<", ">积分<", "说明", "第 3 轮进行中");
    // (the link to the live standings says so)
    for (Criterion c : chain) {
      assertThat(page).as(c.key()).contains("data-criterion=\"" + c.key() + "\"", ">" + c.chinese() + "</th>",
          "<dt>" + c.chinese() + "</dt>");
    }
    String en = web.browser().get("/divisions/adult/standings?lang=en").body();
    assertThat(en).contains("Opp. score", "（对手分）", "Legend");
  }

  /**
   * Round 3 is under way: by default the public standings are those after round 2, the last complete round (a figure
   * players argue from does not move with half a round); the live ones, counting only the games with a result, are
   * one click away and say so (issue 23).
   */
  @Test
  void duringARoundTheStandingsAreThoseAfterTheLastCompleteRoundAndTheLiveOnesAreOneClickAway() {
    Round third = event.roundsOf("adult").get(2);
    long in = third.games().stream().filter(g -> g.result().isFinished()).count();
    String counted = "第 3 轮进行中，已录入 " + in + " / " + third.games().size() + " 台";
    String page = web.get("/divisions/adult/standings?lang=zh").body();
    assertThat(page).contains("<title>女子成年组 名次表（第 2 轮后）", "<p class=\"meta\">第 2 轮后",
        "href=\"/divisions/adult/standings?live=1\">实时名次（" + counted + "）</a>",
        "data-live-src=\"/divisions/adult/standings/table\"").doesNotContain("class=\"tag live-view\"");
    // The default table is the one of the standings after round 2, row by row.
    Tournament after2 = event.withRoundsUpTo("adult", 2);
    List<StandingsRow> rows = Reports.standings(after2, "adult").get(0).rows();
    assertThat(standingsPoints(page)).isEqualTo(rows.stream().map(r -> Integer.toString(r.points())).toList());

    String live = web.get("/divisions/adult/standings?live=1&lang=zh").body();
    assertThat(live).contains("<title>女子成年组 名次表（" + counted + "）", "class=\"tag live-view\">实时</span> "
            + counted, "只计已出结果的对局", "href=\"/divisions/adult/standings\">返回第 2 轮后名次</a>",
        "data-live-src=\"/divisions/adult/standings/table?live=1\"");
    assertThat(standingsPoints(live)).isEqualTo(Reports.standings(event, "adult").get(0).rows().stream()
        .map(r -> Integer.toString(r.points())).toList());
    assertThat(web.get("/divisions/adult/standings/table?live=1").body()).contains(counted);
    assertThat(web.browser().get("/divisions/adult/standings?lang=en").body()).contains("after round 2",
        "live standings (round 3 in progress, " + in + " of " + third.games().size() + " results in)");
    // The crosstable and the hall display follow the same rule.
    assertThat(web.get("/divisions/adult/crosstable?lang=zh").body()).contains("交叉表（第 2 轮后）",
        "href=\"/divisions/adult/crosstable?live=1\"").doesNotContain(">第3轮<");
    assertThat(web.get("/divisions/adult/hall/part?lang=zh").body()).contains("第 2 轮后");
  }

  /** The points column of a standings page, top to bottom. */
  private static List<String> standingsPoints(String page) {
    List<String> points = new ArrayList<>();
    Matcher m = Pattern.compile("<table class=\"standings\">.*?</table>", Pattern.DOTALL).matcher(page);
    assertThat(m.find()).isTrue();
    Matcher pts = Pattern.compile("<td class=\"pts\">(\\d+)</td>").matcher(m.group());
    while (pts.find()) {
      points.add(pts.group(1));
    }
    return points;
  }

  @Test
  void thePartsThatUpdateLiveAreServedAloneAndSayWhichRoundTheyFollow() {
    String boards = web.get("/divisions/youth/rounds/3/boards").body();
    assertThat(boards).startsWith("<div id=\"boards\"").contains("data-live-key=\"youth/3\"",
        "data-live-src=\"/divisions/youth/rounds/3/boards\"").doesNotContain("<html");
    String table = web.get("/divisions/youth/standings/table").body();
    assertThat(table).startsWith("<div id=\"standings\"").contains("data-live-key=\"youth\"");
  }

  /** The cells of each round of a card: round, opponent, colour, result, points, rank (tags stripped). */
  static List<List<String>> cardRows(String page) {
    Matcher m = Pattern.compile("<tr>\\s*<td class=\"round\">(.*?)</td>\\s*<td class=\"player\">(.*?)</td>\\s*"
        + "<td class=\"colour\">(.*?)</td>\\s*<td class=\"res\">(.*?)</td>\\s*<td class=\"pts\">(.*?)</td>\\s*"
        + "<td class=\"rank\">(.*?)</td>", Pattern.DOTALL).matcher(page);
    List<List<String>> rows = new ArrayList<>();
    while (m.find()) {
      List<String> row = new ArrayList<>();
      for (int i = 1; i <= 6; i++) {
        row.add(m.group(i).replaceAll("<[^>]+>", "").replaceAll("\\s+", " ").trim());
      }
      rows.add(row);
    }
    return rows;
  }

  @Test
  void aPlayersCardShowsEachRoundWithOpponentColourResultRunningScoreAndRank() {
    Game won = event.roundsOf("adult").get(0).games().stream().filter(g -> g.result() == Result.RED_WIN)
        .findFirst().orElseThrow();
    Player red = event.player(won.red()).orElseThrow();
    Player black = event.player(won.black()).orElseThrow();
    // Names on the pairing list and the standings link to the cards.
    String card = Paths.player("adult", red.number());
    assertThat(web.get("/divisions/adult/rounds/1").body()).contains("href=\"" + card + "\"");
    assertThat(web.get("/divisions/adult/standings").body()).contains("href=\"" + card + "\"");
    HttpResponse<String> r = web.get(card + "?lang=zh");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body()).contains(red.name() + " · 逐轮成绩", ">轮次<", ">对手<", ">先后<", ">结果<", ">积分<", ">名次<",
        "href=\"" + Paths.player("adult", black.number()) + "\"");
    List<List<String>> rows = cardRows(r.body());
    assertThat(rows).hasSize(3);
    // Round 1 by hand: he won with red, so 2 points (2011 Laws), and he ranks among those who won round 1.
    long winners = Histories.of(event, "adult", 1).values().stream().filter(h -> h.points() > 0).count();
    List<String> first = rows.get(0);
    assertThat(first.subList(0, 5)).containsExactly("1", black.number() + " " + black.name()
        + event.unit(black.unit()).orElseThrow().name(), "红", "胜", "2");
    assertThat(Integer.parseInt(first.get(5).replace("=", ""))).isBetween(1, (int) winners);
    List<String> lost = cardRows(web.get(Paths.player("adult", black.number())).body()).get(0);
    assertThat(lost.subList(2, 5)).containsExactly("黑", "负", "0");
    assertThat(Integer.parseInt(lost.get(5).replace("=", ""))).isGreaterThan((int) winners);
    // After the last round, his rank is the one of the standings.
    StandingsRow now = Reports.standings(event, "adult").get(0).rows().stream()
        .filter(s -> s.playerId().equals(red.id())).findFirst().orElseThrow();
    assertThat(rows.get(2).get(5)).isEqualTo((now.sharedRank() ? "=" : "") + now.rank());
    String en = web.browser().get(card + "?lang=en").body();
    assertThat(cardRows(en).get(0).subList(2, 4)).containsExactly("R", "1");
    assertThat(web.get(card + "/rounds").body()).startsWith("<div id=\"card\"").contains("data-live-key=\"adult\"");
    assertThat(web.get("/divisions/adult/players/999").statusCode()).isEqualTo(404);
  }

  /** The round cells of line {@code line} of a crosstable, and its points last. */
  static List<String> crossLine(String page, int line) {
    Matcher row = Pattern.compile("<tr>\\s*<td class=\"no\">" + line + "</td>(.*?)</tr>", Pattern.DOTALL)
        .matcher(page);
    assertThat(row.find()).as("line " + line).isTrue();
    Matcher cell = Pattern.compile("<td class=\"(?:cross|pts)\">(.*?)</td>").matcher(row.group(1));
    List<String> cells = new ArrayList<>();
    while (cell.find()) {
      cells.add(cell.group(1));
    }
    return cells;
  }

  @Test
  void theCrosstableNamesEachOpponentByHisLineWithColourAndResult() {
    Game won = event.roundsOf("adult").get(0).games().stream().filter(g -> g.result() == Result.RED_WIN)
        .findFirst().orElseThrow();
    List<String> order = Reports.standings(event, "adult").get(0).rows().stream().map(StandingsRow::playerId)
        .toList();
    int red = order.indexOf(won.red()) + 1;
    int black = order.indexOf(won.black()) + 1;
    assertThat(web.get("/divisions/adult/standings").body()).contains("href=\"/divisions/adult/crosstable\"");
    // The live crosstable (round 3 under way): every round so far, in the order of the live standings.
    String page = web.get("/divisions/adult/crosstable?lang=zh&live=1").body();
    assertThat(page).contains("女子成年组 · 交叉表", ">序<", ">名次<", ">第1轮<", ">第3轮<", "class=\"scroll\"");
    // By hand: red beat black in round 1, so red's line says black's line, 红, 胜, and black's the converse.
    assertThat(crossLine(page, red).get(0)).isEqualTo(black + "红胜");
    assertThat(crossLine(page, black).get(0)).isEqualTo(red + "黑负");
    List<String> first = crossLine(page, 1);
    assertThat(first).hasSize(4);
    assertThat(first.get(3)).isEqualTo(Integer.toString(
        Reports.standings(event, "adult").get(0).rows().get(0).points()));
    String en = web.browser().get("/divisions/adult/crosstable?lang=en&live=1").body();
    assertThat(crossLine(en, red).get(0)).isEqualTo(black + " R 1");
    assertThat(web.get("/divisions/adult/crosstable/table?live=1").body()).startsWith("<div id=\"crosstable\"")
        .contains("data-live-key=\"adult\"");
  }

  /** The tournament with team standings: each unit's best 2 players of the adults, by points. */
  static Tournament withTeams(Tournament t) {
    return new Tournament(t.id(), t.name(), t.regulations().withTeamScoring(
        new TeamScoring(TeamScoring.Method.BEST_N_POINTS, 2, "adult", null)), t.units(), t.players(), t.rounds(),
        t.withdrawals(), t.penalties(), t.awards(), t.lots());
  }

  @TempDir Path teams;

  @Test
  void theTeamStandingsSumEachUnitsBestPlayersWhereTheEventScoresTeams() {
    assertThat(web.get("/").body()).doesNotContain("团体名次");
    HttpResponse<String> none = web.get("/teams?lang=zh");
    assertThat(none.statusCode()).isEqualTo(404);
    assertThat(none.body()).contains("本赛事不计团体名次");
    Tournament t = withTeams(event);
    // By hand: each unit's two best adults (the standings are in rank order), the best such pair first.
    Map<String, List<Integer>> byUnit = new HashMap<>();
    for (StandingsRow r : Reports.standings(t, "adult").get(0).rows()) {
      byUnit.computeIfAbsent(r.player().unit(), u -> new ArrayList<>()).add(r.points());
    }
    int best = byUnit.values().stream().filter(p -> p.size() >= 2).mapToInt(p -> p.get(0) + p.get(1)).max()
        .orElseThrow();
    try (Served served = Served.of(teams, t)) {
      assertThat(served.get("/").body()).contains("href=\"/teams\"", ">团体名次<");
      String page = served.get("/teams?live=1").body();
      assertThat(page).contains("<h1>团体名次</h1>", ">名次<", ">单位<", ">团体成绩<", ">计分棋手（积分）<",
          "各单位取成绩最好的 2 名棋手", "href=\"/divisions/adult/players/");
      Matcher first = Pattern.compile("<td class=\"rank\">1</td>\\s*<td class=\"unit\">[^<]*</td>\\s*"
          + "<td class=\"pts\">(\\d+)</td>").matcher(page);
      assertThat(first.find()).isTrue();
      assertThat(Integer.parseInt(first.group(1))).isEqualTo(best);
      assertThat(served.browser().get("/teams?lang=en").body()).contains("Team standings", "best 2 players");
      assertThat(served.get("/teams/table").body()).startsWith("<div id=\"teams\"")
          .contains("data-live-key=\"adult\"");
    }
  }

  @TempDir Path own;

  /**
   * No public page shows an ID or phone number, whatever the players' records hold, and a name typed as markup is
   * shown as text.
   */
  @Test
  void noPublicPageShowsIdOrPhoneNumbersAndNamesAreShownAsText() {
    Tournament demo = Demo.tournament(Served.SMALL);
    List<Player> players = new ArrayList<>();
    List<String> secrets = new ArrayList<>();
    int i = 0;
    for (Player p : demo.players()) {
      String phone = String.format("139%08d", 10_000_000 + i);
      String id = String.format("35010219900101%04d", i++);
      secrets.add(phone);
      secrets.add(id);
      players.add(new Player(p.id(), i == 1 ? "<script>alert(1)</script>" : p.name(), p.division(), p.unit(),
          p.gender(), p.birthDate(), p.residence(), p.grade(), p.rating(), p.number(), p.feePaid(), p.checkedIn(),
          phone, id));
    }
    try (Served sensitive = Served.of(own, withTeams(demo.withPlayers(players)))) {
      assertThat(sensitive.load().players().get(0).phone()).as("the database holds them").isNotNull();
      List<String> pages = new ArrayList<>(List.of("/", "/?lang=en"));
      for (String d : List.of("adult", "youth")) {
        pages.add("/divisions/" + d + "/standings");
        pages.add("/divisions/" + d + "/standings/table");
        pages.add(Paths.crosstable(d));
        for (int n = 1; n <= 4; n++) {
          pages.add(Paths.player(d, n));
        }
        for (int n = 1; n <= 3; n++) {
          pages.add("/divisions/" + d + "/rounds/" + n);
          pages.add("/divisions/" + d + "/rounds/" + n + "/boards");
        }
      }
      pages.add(Paths.TEAMS);
      pages.addAll(List.of(Paths.QR, Paths.LATEST, Paths.HALL, Paths.players("adult"), Paths.hall("youth"),
          Paths.hall("adult") + "/part"));
      String csrf = sensitive.login("裁判甲");
      pages.add(Paths.results("adult"));
      pages.add(Paths.sheet("youth"));
      boolean scriptShown = false;
      for (String page : pages) {
        HttpResponse<String> r = sensitive.get(page);
        assertThat(r.statusCode()).as(page).isEqualTo(200);
        for (String secret : secrets) {
          assertThat(r.body()).as(page).doesNotContain(secret);
        }
        assertThat(r.body()).as(page).doesNotContain("<script>alert(1)");
        scriptShown |= r.body().contains("&lt;script&gt;alert(1)&lt;/script&gt;");
      }
      assertThat(scriptShown).as("the name is shown, as text").isTrue();
      assertThat(csrf).isNotBlank();
    }
  }
}
