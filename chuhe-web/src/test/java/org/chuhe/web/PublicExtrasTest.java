package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.report.Pinyin;
import org.chuhe.app.workflow.Reports;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.awards.Award;
import org.chuhe.awards.PrizeList;
import org.chuhe.awards.TitleAward;
import org.chuhe.model.Player;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The public pages' extras over real HTTP: the QR code of the public address, pinyin in the find boxes and the
 * players list, "this is me", the latest results, the prize list and titles once the event has ended, the hall
 * display.
 */
class PublicExtrasTest {
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

  /** Decodes an SVG of {@link Qr}: its squares drawn as pixels, read back by ZXing's decoder. */
  static String decode(String svg) throws Exception {
    Matcher box = Pattern.compile("viewBox=\"0 0 (\\d+) (\\d+)\"").matcher(svg);
    assertThat(box.find()).isTrue();
    int size = Integer.parseInt(box.group(1));
    int scale = 4;
    int[] pixels = new int[size * scale * size * scale];
    Arrays.fill(pixels, 0xFFFFFFFF);
    Matcher module = Pattern.compile("M(\\d+),(\\d+)h1v1h-1z").matcher(svg);
    int dark = 0;
    while (module.find()) {
      int x = Integer.parseInt(module.group(1));
      int y = Integer.parseInt(module.group(2));
      for (int dy = 0; dy < scale; dy++) {
        for (int dx = 0; dx < scale; dx++) {
          pixels[(y * scale + dy) * size * scale + x * scale + dx] = 0xFF000000;
        }
      }
      dark++;
    }
    assertThat(dark).isGreaterThan(100);
    var source = new RGBLuminanceSource(size * scale, size * scale, pixels);
    // A perfect rendering: read as a pure code first (the default reader's finder-pattern search missed it now and
    // then, for some addresses, i.e. some ports), then searching harder.
    try {
      return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)),
          java.util.Map.of(com.google.zxing.DecodeHintType.PURE_BARCODE, Boolean.TRUE)).getText();
    } catch (com.google.zxing.NotFoundException e) {
      return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)),
          java.util.Map.of(com.google.zxing.DecodeHintType.TRY_HARDER, Boolean.TRUE)).getText();
    }
  }

  @Test
  void theHomeShowsTheQrCodeOfThePublicAddressAndItDecodesToIt() throws Exception {
    String address = web.app.publicAddress();
    assertThat(address).isEqualTo("http://127.0.0.1:" + web.app.port() + "/");
    String home = web.get("/").body();
    assertThat(home).contains("<img src=\"/qr.svg\"", ">" + address + "</a>", "href=\"/qr\"", "href=\"/hall\"");
    HttpResponse<String> image = web.get("/qr.svg");
    assertThat(image.statusCode()).isEqualTo(200);
    assertThat(image.headers().firstValue("Content-Type").orElse("")).startsWith("image/svg+xml");
    assertThat(decode(image.body())).isEqualTo(address);
    assertThat(web.get("/qr").body()).contains("<img src=\"/qr.svg\"", address, "扫码");
  }

  /** With --lan, the code and the address are the ones phones reach (a documentation address: nothing is sent). */
  @Test
  void onTheNetworkTheQrCodeIsTheAddressPhonesReach() throws Exception {
    try (WebApp lan = WebApp.start(web.workspace, null, "127.0.0.1", 0, ConsoleAccess.of(web.workspace),
        "192.0.2.7")) {
      String address = "http://192.0.2.7:" + lan.port() + "/";
      assertThat(lan.publicAddress()).isEqualTo(address);
      var client = java.net.http.HttpClient.newHttpClient();
      String svg = client.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:"
          + lan.port() + "/qr.svg")).build(), HttpResponse.BodyHandlers.ofString()).body();
      assertThat(decode(svg)).isEqualTo(address);
    }
  }

  /** The value of attribute {@code name} of every row of a page's tables, in order. */
  static List<String> attributes(String page, String name) {
    Matcher m = Pattern.compile("<tr [^>]*" + name + "=\"([^\"]*)\"").matcher(page);
    List<String> values = new ArrayList<>();
    while (m.find()) {
      values.add(m.group(1));
    }
    return values;
  }

  @Test
  void eachRowOfThePairingListCarriesThePinyinOfItsPlayersForTheFindBox() {
    var round = event.roundsOf("adult").get(2);
    String page = web.get("/divisions/adult/rounds/3").body();
    List<String> pinyin = attributes(page, "data-pinyin");
    assertThat(pinyin).hasSize(round.games().size() + round.byes().size());
    var game = round.games().get(0);
    Player red = event.player(game.red()).orElseThrow();
    Player black = event.player(game.black()).orElseThrow();
    // By hand for 张三; for the board's players, what Pinyin makes of their names.
    assertThat(Pinyin.searchKeys("张三")).isEqualTo("zhangsan zs");
    assertThat(pinyin.get(0)).contains(Pinyin.searchKeys(red.name()), Pinyin.searchKeys(black.name()));
    assertThat(pinyin.get(0).split(" ")).contains(Pinyin.sortKey(red.name()).replace(" ", ""));
    assertThat(web.get("/assets/chuhe.js").body()).contains("dataset.pinyin");
  }

  @Test
  void thePlayersListIsInTheOrderOfTheirNamesPinyinWithAFindBox() {
    String page = web.get("/divisions/adult/players").body();
    assertThat(page).contains("女子成年组 · 棋手名单", "data-find=\"#players\"", "拼音");
    Matcher m = Pattern.compile("<td class=\"name\"><a href=\"[^\"]+\">([^<]+)</a>").matcher(page);
    List<String> names = new ArrayList<>();
    while (m.find()) {
      names.add(m.group(1));
    }
    assertThat(names).hasSize(event.playersIn("adult").size());
    List<String> keys = names.stream().map(Pinyin::sortKey).toList();
    assertThat(keys).isSorted();
    assertThat(attributes(page, "data-pinyin")).hasSize(names.size());
    assertThat(web.browser().get("/divisions/adult/players?lang=en").body()).contains("Women, adult · players");
  }

  @Test
  void aCardOffersThisIsMeAndThePairingListHasTheBoxForMyBoard() {
    Player p = event.playersIn("youth").get(0);
    String card = web.get(Paths.player("youth", p.number())).body();
    assertThat(card).contains("class=\"me-card\" data-me-division=\"youth\" data-me-number=\"" + p.number() + "\"",
        "data-me-name=\"" + p.name() + "\"", ">这是我</button>");
    assertThat(web.get("/divisions/youth/rounds/1").body()).contains("id=\"me\"", "data-me-division=\"youth\"",
        "我的台次");
    assertThat(web.get("/").body()).contains("class=\"me-link\" data-me-division=\"adult\"");
  }

  @Test
  void theLatestResultsListTheBoardsEnteredLastNewestFirst() {
    List<Results.Board> open;
    try (Session s = web.session("test")) {
      open = Results.boards(s, "youth", 3).stream().filter(b -> !b.game().result().isFinished()).toList();
    }
    assertThat(open).hasSizeGreaterThanOrEqualTo(2);
    Served.Browser desk = web.browser();
    String csrf = desk.login("裁判戊");
    for (Results.Board b : open.subList(0, 2)) {
      assertThat(desk.post(Paths.RESULTS, Served.entry("youth", 3, b.ref().board(), "1", b.version()), csrf, true)
          .statusCode()).isEqualTo(200);
    }
    String latest = web.get("/latest").body();
    assertThat(latest).startsWith("<section id=\"latest\"").contains("data-live-key=\"*\"", "最新结果");
    Matcher where = Pattern.compile("第 3 轮第 (\\d+) 台").matcher(latest);
    List<Integer> boards = new ArrayList<>();
    while (where.find()) {
      boards.add(Integer.parseInt(where.group(1)));
    }
    assertThat(boards).startsWith(open.get(1).ref().board(), open.get(0).ref().board());
    assertThat(web.get("/").body()).contains("女子少儿组 第 3 轮第 " + open.get(1).ref().board() + " 台");
  }

  @Test
  void theHallDisplayShowsEachDivisionsCurrentRoundAndStandingsLive() {
    String hall = web.get("/hall").body();
    assertThat(hall).contains("class=\"hall\"", "data-hall-seconds=\"10\"", "女子成年组 · 第 3 轮对阵表",
        "女子少儿组 · 名次表", "data-live-key=\"adult\"", "data-live-src=\"/divisions/youth/hall/part\"");
    assertThat(hall.split("class=\"hall-screen\"", -1)).hasSize(5);
    String one = web.get("/divisions/youth/hall?rows=8&seconds=5").body();
    assertThat(one).contains("data-hall-rows=\"8\"", "data-hall-seconds=\"5\"").doesNotContain("女子成年组 ·");
    assertThat(web.get("/divisions/youth/hall/part").body()).startsWith("<section class=\"hall-division live\"")
        .doesNotContain("<html");
    assertThat(web.get("/divisions/youth/hall?rows=x").statusCode()).isEqualTo(400);
  }

  @Test
  void prizesAndTitlesAreNotPublicWhileRoundsRemain() {
    assertThat(web.get("/").body()).doesNotContain("href=\"/prizes\"");
    HttpResponse<String> r = web.get("/prizes?lang=zh");
    assertThat(r.statusCode()).isEqualTo(404);
    // Under the page's own title, not "could not be done", and no field name (issue 23).
    assertThat(r.body()).contains("（演示 / demo） · 奖励名单</h1>", "比赛结束后公布奖励名单与称号")
        .doesNotContain("无法完成", "class=\"where\"", ">prizes<");
    HttpResponse<String> titles = web.browser().get("/titles?lang=en");
    assertThat(titles.statusCode()).isEqualTo(404);
    assertThat(titles.body()).contains("The prize list and the titles are published when the event has ended.")
        .doesNotContain("Could not be done", "class=\"where\"");
  }

  @TempDir Path ended;

  /**
   * An event played to its end (seed 001's regulations: prize tables, extra lists, lucky prizes, titles), its
   * players with ID and phone numbers: the prize list and titles are linked from the home and show every award as
   * the regulations give it, and no ID or phone number.
   */
  @Test
  void onceTheEventHasEndedThePrizeListAndTitlesAreShownWithTheirAmountsAndTotals() {
    Tournament played = Simulation.run(new SimulationSpec(2019, Presets.get("xiaoyi-2019"), null, 30, null, null,
        null, null, null, null));
    List<String> secrets = new ArrayList<>();
    List<Player> players = new ArrayList<>();
    int i = 0;
    for (Player p : played.players()) {
      String phone = String.format("138%08d", 20_000_000 + i);
      String id = String.format("14118119800101%04d", i++);
      secrets.add(phone);
      secrets.add(id);
      players.add(new Player(p.id(), p.name(), p.division(), p.unit(), p.gender(), p.birthDate(), p.residence(),
          p.grade(), p.rating(), p.number(), p.feePaid(), p.checkedIn(), phone, id));
    }
    Tournament t = played.withPlayers(players);
    PrizeList prizes = Reports.resultsBook(t).prizes();
    assertThat(prizes.awards()).isNotEmpty();
    assertThat(prizes.titles()).isNotEmpty();
    try (Served served = Served.of(ended, t)) {
      assertThat(served.get("/").body()).contains("href=\"/prizes\"", "href=\"/titles\"", "比赛已结束");
      HttpResponse<String> r = served.get("/prizes");
      assertThat(r.statusCode()).isEqualTo(200);
      String page = r.body();
      assertThat(page).contains("<h1>奖励名单</h1>", ">奖金（元）<", "总计",
          "<dd>" + prizes.grandTotal() + " 元</dd>");
      for (Award a : prizes.awards()) {
        assertThat(page).contains(a.listName(), t.player(a.playerId()).orElseThrow().name());
      }
      // The first prize of the open division's table, by hand from seed 001's regulations' first band.
      Award first = prizes.list("open").get(0);
      Matcher row = Pattern.compile("<td class=\"rank\">1</td>\\s*<td class=\"rank\">1</td>\\s*<td class=\"name\">"
          + "<a href=\"[^\"]+\">([^<]+)</a>.*?<td class=\"pts\">(\\d+)</td>", Pattern.DOTALL).matcher(page);
      assertThat(row.find()).isTrue();
      assertThat(row.group(1)).isEqualTo(t.player(first.playerId()).orElseThrow().name());
      assertThat(Integer.parseInt(row.group(2))).isEqualTo(first.money());
      String titles = served.get("/titles").body();
      assertThat(titles).contains("<h1>称号与等级</h1>");
      for (TitleAward a : prizes.titles()) {
        assertThat(titles).contains(a.name(), t.player(a.playerId()).orElseThrow().name());
      }
      assertThat(served.browser().get("/prizes?lang=en").body()).contains("Prize list", "Total");
      for (String path : List.of("/", "/prizes", "/titles", "/prizes?lang=en", "/latest", "/qr", "/hall",
          "/divisions/open/players", "/divisions/open/hall/part")) {
        String body = served.get(path).body();
        for (String secret : secrets) {
          assertThat(body).as(path).doesNotContain(secret);
        }
      }
    }
  }

  @TempDir Path withdrawnDir;

  /**
   * A withdrawn player's lines are marked on the public pages (issue 23: a player withdrawn after round 3 received a
   * lucky prize and a grade title without a word): seed 003's lucky prize of rank 8 and its grade title, awaiting the
   * chief arbiter's confirmation (the regulations say nothing of it).
   */
  @Test
  void aWithdrawnPlayersLinesAreMarked() {
    Tournament played = Simulation.run(new SimulationSpec(2019, Presets.get("xiaoyi-2019"), null, 30, null, null,
        null, null, null, null));
    String eighth = Reports.resultsBook(played).standings().get("open").rows().get(7).playerId();
    Tournament t = new Tournament(played.id(), played.name(), played.regulations(), played.units(),
        played.players(), played.rounds(), List.of(new org.chuhe.model.Withdrawal(eighth, 11, "离会")),
        played.penalties(), played.awards(), played.lots());
    PrizeList prizes = Reports.resultsBook(t).prizes();
    assertThat(prizes.awardsOf(eighth)).extracting(Award::kind).contains(Award.Kind.LUCKY);
    try (Served served = Served.of(withdrawnDir, t)) {
      String name = t.player(eighth).orElseThrow().name();
      Matcher lucky = Pattern.compile(Pattern.quote(name) + "</a>.{0,200}?<span class=\"withdrawn\">退赛·待裁判长确认</span>",
          Pattern.DOTALL).matcher(served.get("/prizes").body());
      assertThat(lucky.find()).isTrue();
      assertThat(served.get("/titles").body()).contains("<span class=\"withdrawn\">退赛·待裁判长确认</span>");
      assertThat(served.get("/prizes?lang=en").body()).contains("withdrawn, awaiting the chief arbiter's confirmation");
    }
  }
}
