package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Fields;
import org.chuhe.app.workflow.Reports;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Outcome;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The proof of issue 14: one event, from its creation to two rounds played, on one real SQLite database, driven by
 * the chief arbiter in Chromium (set up as {@link BrowserTest}, 360 × 740) with a second Chromium beside him: a
 * player's phone on the public pairing list, then a second arbiter at the board page.
 *
 * <p>The steps run in order and share the event: the import (a player named {@code <script>alert(1)</script>},
 * every player with a phone and an ID number), check-in, the draw, round 1 paired as a draft, reviewed and
 * published, its results entered by keyboard (a foul that loses the game on the board page, a forfeit, one result
 * corrected), round 2 paired, published and entered, seen live by the phone, one stale edit refused. Then the
 * public standings, a card and the crosstable are compared with the command line's standings of the same database:
 * {@code ./chuhe standings --format csv} is {@code Reports.standings} rendered by {@code StandingsReport.csv}, and the
 * test calls exactly those two (chuhe-cli depends on this module, so its {@code Main} cannot be called from here),
 * on the tournament read from the database file by a workspace of its own, as the command line reads it. Every
 * public address (found by following the links from the home, with the live parts) is fetched in both languages
 * and holds none of the ID or phone numbers typed in the import. Screenshots of every main page go to
 * {@code target/screenshots/flow-*.png}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ArbiterFlowBrowserTest {
  static final String SCRIPT = "<script>alert(1)</script>";
  /** A name whose surname reads otherwise than its character's first reading: 单 shan, not dan. */
  static final String REAL = "单霞丽";
  static final String CHIEF = "王裁判长";
  static final String SECOND = "李裁判";
  static final String DIVISION = "adult";

  @TempDir static Path dir;
  static Served web;
  static WebDriver browser;
  /** The second browser: a player's phone on the pairing list, then a second arbiter. */
  static WebDriver other;
  /** Every phone and ID number of the registration list. */
  static final List<String> secrets = new ArrayList<>();

  @BeforeAll
  static void start() throws IOException {
    // A server on a new database: the event is created in the console (the first step below).
    browser = BrowserTest.chromium(() -> web = Served.empty(dir));
    other = BrowserTest.chromium();
  }

  @AfterAll
  static void stop() {
    BrowserTest.stop(web, browser, other);
  }

  private static WebDriverWait waiting(WebDriver d) {
    // htmx swaps the sheet and the status in: an element read as it is swapped out is read again.
    return BrowserTest.swapping(d, Duration.ofSeconds(30), Duration.ofMillis(500));
  }

  private static void statusSays(WebDriver d, String text) {
    waiting(d).until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), text));
  }

  private static void click(String css) {
    WebElement e = browser.findElement(By.cssSelector(css));
    ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
    e.click();
  }

  private static void shot(WebDriver d, String name) throws IOException {
    BrowserTest.screenshot(d, "flow-" + name);
  }

  /** {@link BrowserTest#fitsThePhone}, saying which elements stick out when it fails. */
  private static void fits(WebDriver d, String page) {
    try {
      BrowserTest.fitsThePhone(d, page);
    } catch (AssertionError e) {
      Object wide = ((JavascriptExecutor) d).executeScript("return Array.from(document.querySelectorAll('body *'))"
          + ".filter(e => e.getBoundingClientRect().right > window.innerWidth && !e.closest('.scroll'))"
          + ".slice(0, 5).map(e => e.tagName + '.' + e.className + ' ' + e.textContent.trim().slice(0, 40))");
      throw new AssertionError(e.getMessage() + "\nsticking out: " + wide, e);
    }
  }

  /** A public page at the phone's size: it fits, and its screenshot. */
  private static void publicPage(WebDriver d, String path, String name) throws IOException {
    d.get(web.url(path));
    fits(d, path);
    shot(d, name);
  }

  @Test
  @Order(1)
  void theChiefArbiterCreatesTheEventFromAPreset() throws IOException {
    browser.get(web.url("/?lang=zh"));
    assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("还没有赛事");
    shot(browser, "public-no-event");
    web.account(CHIEF, org.chuhe.app.workflow.Accounts.Role.CHIEF);
    browser.get(web.url(Paths.LOGIN + "?lang=zh"));
    browser.findElement(By.name("login")).sendKeys(CHIEF);
    browser.findElement(By.name("password")).sendKeys(Served.PASSWORD, Keys.ENTER);
    waiting(browser).until(ExpectedConditions.urlContains(Paths.EVENT));
    shot(browser, "console-event-new");
    click("input[name=preset][value=fujian-women-2018]");
    click("#new-event button[type=submit]");
    waiting(browser).until(ExpectedConditions.urlContains(Paths.REGULATIONS));
    assertThat(web.app.tournament()).as("served at once, without a restart").isPresent();
    shot(browser, "console-regulations");
  }

  @Test
  @Order(2)
  void theChiefArbiterImportsTheListAndChecksEveryoneIn() throws IOException {
    browser.get(web.url(Paths.LOGIN + "?lang=zh"));
    shot(browser, "console-login");
    BrowserTest.login(browser, web, CHIEF);
    shot(browser, "console-results-empty");

    // The division's part of the preset's list, every player still to check in; one is named as markup.
    List<String> lines = Fields.csv("fujian-women-2018").lines().toList();
    StringBuilder list = new StringBuilder(lines.get(0) + ",报到\n");
    List<String> columns = Arrays.asList(lines.get(0).split(","));
    int rows = 0;
    for (String line : lines.subList(1, lines.size())) {
      String[] cells = line.split(",", -1);
      if (!cells[columns.indexOf("division")].equals(DIVISION)) {
        continue;
      }
      if (rows == 2) {
        cells[columns.indexOf("name")] = SCRIPT;
      } else if (rows == 5) {
        cells[columns.indexOf("name")] = REAL;
      }
      rows++;
      secrets.add(cells[columns.indexOf("phone")]);
      secrets.add(cells[columns.indexOf("idNumber")]);
      list.append(String.join(",", cells)).append(",否\n");
    }
    assertThat(secrets).hasSize(2 * rows).allMatch(s -> s.length() >= 11);
    Path csv = dir.resolve("报名表.csv");
    Files.writeString(csv, list);
    browser.get(web.url(Paths.consolePlayers(DIVISION)));
    click("#importing summary");
    browser.findElement(By.cssSelector("#import input[type=file]")).sendKeys(csv.toAbsolutePath().toString());
    click("#import button[type=submit]");
    waiting(browser).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#accept button[type=submit]")));
    click("#accept button[type=submit]");
    statusSays(browser, "已导入 " + rows + " 名棋手");
    assertThat(browser.findElement(By.cssSelector("table.players")).getText()).contains(SCRIPT);
    shot(browser, "console-players-imported");

    // Check-in, one click a player.
    for (int out = rows; out > 0; out--) {
      int left = out - 1;
      click("table.players tr.out button");
      waiting(browser).until(d -> d.findElements(By.cssSelector("table.players tr.out")).size() == left);
    }
    assertThat(web.load().playersIn(DIVISION)).hasSize(rows).allMatch(Player::checkedIn);
    fits(browser, "players");
    shot(browser, "console-players-checked-in");
  }

  @Test
  @Order(3)
  void theChiefArbiterDrawsPairsRoundOneAsADraftReviewsAndPublishesIt() throws IOException {
    browser.get(web.url(Paths.consoleRounds(DIVISION)));
    browser.findElement(By.cssSelector("#draw input[name=seed]")).sendKeys("2018");
    click("#draw button[type=submit]");
    statusSays(browser, "已抽签");
    shot(browser, "console-draw");
    pairReviewAndPublish(1);
  }

  private static void pairReviewAndPublish(int round) throws IOException {
    browser.get(web.url(Paths.consoleRounds(DIVISION)));
    click("#pair button[type=submit]");
    statusSays(browser, "第 " + round + " 轮已编排为草稿");
    assertThat(browser.findElement(By.id("verdict")).getText()).isEqualTo("符合硬性规则");
    shot(browser, "console-review-" + round);
    assertThat(web.get(Paths.round(DIVISION, round)).statusCode()).as("a draft is not public").isEqualTo(404);
    click("#publish button[type=submit]");
    statusSays(browser, "第 " + round + " 轮已发布");
    shot(browser, "console-published-" + round);
    assertThat(web.get(Paths.round(DIVISION, round)).statusCode()).isEqualTo(200);
  }

  /** At the desk: the board's number, Enter, the key; waits for the sheet to hold {@code code}. */
  private static void enter(WebDriver d, int board, String key, Result expected) {
    WebElement number = waiting(d).until(ExpectedConditions.elementToBeClickable(By.id("board")));
    number.clear();
    number.sendKeys(Integer.toString(board), Keys.ENTER);
    waiting(d).until(x -> "key".equals(x.switchTo().activeElement().getAttribute("id")));
    d.switchTo().activeElement().sendKeys(key);
    settled(d, board, expected);
  }

  /** The sheet holds the result, and the desk is ready for the next board number. */
  private static void settled(WebDriver d, int board, Result expected) {
    waiting(d).until(ExpectedConditions.attributeToBe(By.cssSelector("#sheet tr[data-board='" + board + "']"),
        "data-code", expected.code()));
    waiting(d).until(x -> "board".equals(x.switchTo().activeElement().getAttribute("id")));
  }

  private static void keys(CharSequence... keys) {
    new Actions(browser).sendKeys(keys).perform();
  }

  @Test
  @Order(4)
  void roundOneIsEnteredByKeyboardWithAFoulThatLosesAForfeitAndACorrection() throws IOException {
    browser.get(web.url(Paths.results(DIVISION)));
    WebElement board = browser.findElement(By.id("board"));
    assertThat(board.getAttribute("value")).as("the first board is offered").isEqualTo("1");
    fits(browser, "desk");
    shot(browser, "console-desk-1");

    // Board 1: f opens its page; two fouls of red (w other, q illegal move): the second loses the game.
    board.sendKeys(Keys.ENTER);
    browser.switchTo().activeElement().sendKeys("f");
    waiting(browser).until(ExpectedConditions.urlContains(Paths.DESK_BOARD));
    keys("w");
    statusSays(browser, "红方记一次其他犯规");
    keys("q");
    statusSays(browser, "红方判负");
    assertThat(web.game(DIVISION, 1, 1).result()).isEqualTo(Result.BLACK_WIN);
    assertThat(browser.findElement(By.id("entered")).getText()).contains(CHIEF);
    fits(browser, "board");
    shot(browser, "console-board-foul");

    // The rest at the desk: black forfeits on board 2, then won, drawn, lost, won.
    browser.get(web.url(Paths.results(DIVISION)));
    enter(browser, 2, "+", Result.RED_WIN_BY_FORFEIT);
    enter(browser, 3, "1", Result.RED_WIN);
    enter(browser, 4, "=", Result.DRAW);
    enter(browser, 5, "0", Result.BLACK_WIN);
    enter(browser, 6, "1", Result.RED_WIN);
    shot(browser, "console-desk-entered");

    // Board 4 corrected: the draw was a win of red; the same key twice confirms.
    WebElement typed = browser.findElement(By.id("board"));
    typed.clear();
    typed.sendKeys("4", Keys.ENTER);
    browser.switchTo().activeElement().sendKeys("1");
    waiting(browser).until(ExpectedConditions.textToBePresentInElementLocated(By.id("preview"), "再按一次"));
    assertThat(web.game(DIVISION, 1, 4).result()).as("not yet").isEqualTo(Result.DRAW);
    browser.switchTo().activeElement().sendKeys("1");
    statusSays(browser, "已更正为 红胜");
    settled(browser, 4, Result.RED_WIN);
    shot(browser, "console-desk-corrected");

    List<Result> results = web.load().roundsOf(DIVISION).get(0).games().stream().map(Game::result).toList();
    assertThat(results).containsExactly(Result.BLACK_WIN, Result.RED_WIN_BY_FORFEIT, Result.RED_WIN,
        Result.RED_WIN, Result.BLACK_WIN, Result.RED_WIN);
  }

  @Test
  @Order(5)
  void roundTwoIsPublishedAndAPhoneSeesAResultWithoutReloading() throws IOException {
    pairReviewAndPublish(2);

    // The phone: the pairing list of round 2, its live stream open.
    other.get(web.url(Paths.round(DIVISION, 2) + "?lang=zh"));
    JavascriptExecutor js = (JavascriptExecutor) other;
    waiting(other).until(d -> js.executeScript("return document.body.classList.contains('live-on')").equals(true));
    js.executeScript("window.notReloaded = true");
    By cell = By.xpath("//div[@id='boards']//tr[td[@class='board' and text()='1']]/td[@class='res']");
    assertThat(other.findElement(cell).getText()).isEmpty();

    browser.get(web.url(Paths.results(DIVISION)));
    enter(browser, 1, "1", Result.RED_WIN);
    waiting(other).until(ExpectedConditions.textToBe(cell, "红胜"));
    assertThat(js.executeScript("return window.notReloaded")).as("the page was not reloaded").isEqualTo(true);
    fits(other, "pairings, live");
    shot(other, "public-round-2-live");

    // The phone's find box: a player's name, then a pairing number.
    Tournament t = web.load();
    Game fourth = t.roundsOf(DIVISION).get(1).games().get(3);
    Player black = t.player(fourth.black()).orElseThrow();
    WebElement find = other.findElement(By.id("find"));
    find.sendKeys(black.name());
    List<WebElement> shown = shownRows(other, "#boards tbody tr");
    assertThat(shown).hasSize(1).allSatisfy(tr -> assertThat(tr.getText()).contains(black.name()));
    shot(other, "public-round-2-find");
    find.clear();
    find.sendKeys(black.number().toString());
    assertThat(shownRows(other, "#boards tbody tr")).anySatisfy(tr -> assertThat(tr.getText())
        .contains(black.name()));

    // The players list's search: by the initials of the name's pinyin, then by part of the name typed as markup.
    other.get(web.url(Paths.players(DIVISION) + "?lang=zh"));
    find = other.findElement(By.id("find"));
    find.sendKeys("sxl");
    assertThat(shownRows(other, "#players tbody tr")).hasSize(1)
        .allSatisfy(tr -> assertThat(tr.getText()).contains(REAL));
    find.clear();
    find.sendKeys("script");
    assertThat(shownRows(other, "#players tbody tr")).hasSize(1)
        .allSatisfy(tr -> assertThat(tr.getText()).contains(SCRIPT));
    fits(other, "players");
    shot(other, "public-players-find");
  }

  private static List<WebElement> shownRows(WebDriver d, String css) {
    return d.findElements(By.cssSelector(css)).stream().filter(WebElement::isDisplayed).toList();
  }

  @Test
  @Order(6)
  void aStaleEditIsRefusedWithTheValueTheBoardHoldsAndWhoEnteredIt() throws IOException {
    // A second arbiter opens board 3 of round 2 ...
    web.account(SECOND, Accounts.Role.ARBITER);
    BrowserTest.login(other, web, SECOND);
    other.get(web.url(Paths.deskBoard(DIVISION, 2, 3)));
    assertThat(other.findElement(By.id("result")).getText()).isEqualTo("尚无结果");
    // ... the chief arbiter enters its result at the desk ...
    enter(browser, 3, "0", Result.BLACK_WIN);
    // ... and the second arbiter, on the page as he opened it, records red late: refused.
    new Actions(other).sendKeys("-").perform();
    waiting(other).until(ExpectedConditions.attributeContains(By.id("status"), "class", "refused"));
    assertThat(other.findElement(By.id("status")).getText()).contains("现为 黑胜", CHIEF, "未保存");
    assertThat(web.game(DIVISION, 2, 3).result()).isEqualTo(Result.BLACK_WIN);
    shot(other, "console-board-stale");

    // The rest of round 2 at the desk.
    enter(browser, 2, "=", Result.DRAW);
    enter(browser, 4, "1", Result.RED_WIN);
    enter(browser, 5, "0", Result.BLACK_WIN);
    enter(browser, 6, "1", Result.RED_WIN);
    assertThat(web.load().roundsOf(DIVISION).get(1).games()).allMatch(g -> g.result().isFinished());
    shot(browser, "console-desk-round-2");
  }

  /** The tournament as {@code ./chuhe standings --db} reads it: a workspace of its own on the database file. */
  private static Tournament asTheCommandLineReadsIt() {
    try (Workspace w = Workspace.open(web.db.toString()); Session s = w.session(null, "cli")) {
      return s.load();
    }
  }

  /** The rows of {@code ./chuhe standings --division adult --format csv}, its header first. */
  private static List<List<String>> commandLineStandings(Tournament t) {
    DivisionStandings s = Reports.standings(t, DIVISION).get(0);
    String csv = StandingsReport.csv(t, s, true, Lang.zh);
    assertThat(csv).as("no quoted cell to read").doesNotContain("\"");
    // A cell the CLI starts with an apostrophe ("'=5": not a formula) is, to a spreadsheet, the text after it.
    return csv.lines().map(l -> Arrays.stream(l.split(",", -1)).map(c -> c.startsWith("'") ? c.substring(1) : c)
        .toList()).toList();
  }

  private static List<String> texts(WebElement e, String css) {
    return e.findElements(By.cssSelector(css)).stream().map(WebElement::getText).toList();
  }

  /**
   * What {@code read} reads off the page, read again if a live part of the page was swapped in meanwhile (a change seen
   * from elsewhere refreshes every live part: the elements found before it are stale).
   */
  private static <T> T stable(java.util.function.Supplier<T> read) {
    for (int attempt = 1; ; attempt++) {
      try {
        return read.get();
      } catch (StaleElementReferenceException e) {
        if (attempt == 5) {
          throw e;
        }
      }
    }
  }

  /** Each row of the table ({@code rows}): the text of each single cell ({@code cells}), then of every {@code many}. */
  private static List<List<String>> rowTexts(WebDriver d, String rows, String many, String... cells) {
    return stable(() -> d.findElements(By.cssSelector(rows)).stream().map(row -> {
      List<String> line = new java.util.ArrayList<>();
      for (String c : cells) {
        line.add(row.findElement(By.cssSelector(c)).getText());
      }
      line.addAll(texts(row, many));
      return line;
    }).toList());
  }

  @Test
  @Order(7)
  void thePublicStandingsCardAndCrosstableAreThoseOfTheCommandLine() throws IOException {
    Tournament t = asTheCommandLineReadsIt();
    List<List<String>> cli = commandLineStandings(t);
    List<String> header = cli.get(0);
    List<List<String>> ranked = cli.subList(1, cli.size()).stream().filter(r -> !r.get(1).equals("未参赛")).toList();
    assertThat(ranked).hasSize(t.playersIn(DIVISION).size());
    // the CSV's headings are Chinese in zh-CN (issue 24); the page names each column by its key
    List<org.chuhe.regulations.Criterion> criteria = Reports.standings(t, DIVISION).get(0).chain();
    assertThat(header.subList(6, header.size())).containsExactlyElementsOf(criteria.stream()
        .map(org.chuhe.regulations.Criterion::chinese).toList());
    List<String> chain = criteria.stream().map(org.chuhe.regulations.Criterion::key).toList();

    // The standings: rank, name, unit, points and every tie-break, row by row.
    publicPage(browser, Paths.standings(DIVISION) + "?lang=zh", "public-standings");
    assertThat(stable(() -> browser.findElements(By.cssSelector("#standings table.standings th.tb")).stream()
        .map(th -> th.getAttribute("data-criterion")).toList())).containsExactlyElementsOf(chain);
    List<List<String>> rows = rowTexts(browser, "#standings table.standings tbody tr", "td.tb", "td.rank",
        "td.name a", "td.name .unit", "td.pts");
    assertThat(rows).hasSameSizeAs(ranked);
    for (int i = 0; i < rows.size(); i++) {
      List<String> row = rows.get(i);
      List<String> expected = ranked.get(i);
      assertThat(row.get(0)).as("rank, row " + i).isEqualTo(expected.get(1));
      assertThat(row.get(1)).isEqualTo(expected.get(3));
      assertThat(row.get(2)).isEqualTo(expected.get(4));
      assertThat(row.get(3)).isEqualTo(expected.get(5));
      // The CLI leaves a value it does not have blank; the page shows a dash.
      assertThat(row.subList(4, row.size())).as("tie-breaks of " + expected.get(3))
          .containsExactlyElementsOf(expected.subList(6, expected.size()).stream()
              .map(v -> v.isEmpty() ? "–" : v).toList());
    }

    // The crosstable: lines in the CLI's order, each cell the opponent's line, the colour and the outcome.
    publicPage(browser, Paths.crosstable(DIVISION) + "?lang=zh", "public-crosstable");
    List<List<String>> lines = rowTexts(browser, "table.crosstable tbody tr", "td.cross", "td.no", "td.rank",
        "td.name a", "td.pts");
    assertThat(lines).hasSameSizeAs(ranked);
    List<String> names = ranked.stream().map(r -> r.get(3)).toList();
    for (int i = 0; i < lines.size(); i++) {
      List<String> line = lines.get(i);
      List<String> expected = ranked.get(i);
      assertThat(line.get(0)).isEqualTo(Integer.toString(i + 1));
      assertThat(line.get(1)).isEqualTo(expected.get(1));
      assertThat(line.get(2)).isEqualTo(expected.get(3));
      assertThat(line.get(3)).isEqualTo(expected.get(5));
      Player p = t.player(expected.get(2)).orElseThrow();
      List<String> cells = line.subList(4, line.size());
      List<Round> played = t.roundsOf(DIVISION);
      assertThat(cells).hasSameSizeAs(played);
      for (int r = 0; r < played.size(); r++) {
        Game g = game(played.get(r), p.id());
        String opponent = t.player(g.red().equals(p.id()) ? g.black() : g.red()).orElseThrow().name();
        assertThat(cells.get(r)).as(p.name() + " round " + (r + 1) + ": " + g)
            .isEqualTo((names.indexOf(opponent) + 1) + (g.red().equals(p.id()) ? "红" : "黑") + word(outcome(g, p.id())));
      }
    }

    // The card of the player named as markup: each round, her points after it, and her rank now as the CLI's.
    List<String> scripted = ranked.stream().filter(r -> r.get(3).equals(SCRIPT)).findFirst().orElseThrow();
    Player p = t.player(scripted.get(2)).orElseThrow();
    publicPage(browser, Paths.player(DIVISION, p.number()) + "?lang=zh", "public-card");
    assertThat(browser.findElement(By.tagName("body")).getText()).contains(SCRIPT);
    List<WebElement> card = browser.findElements(By.cssSelector("#card tbody tr"));
    assertThat(card).hasSize(2);
    int points = 0;
    for (int r = 0; r < 2; r++) {
      Game g = game(t.roundsOf(DIVISION).get(r), p.id());
      boolean red = g.red().equals(p.id());
      points += t.regulations().scoring().points(outcome(g, p.id()), red ? Colour.RED : Colour.BLACK);
      WebElement row = card.get(r);
      assertThat(row.findElement(By.cssSelector("td.player")).getText())
          .contains(t.player(red ? g.black() : g.red()).orElseThrow().name());
      assertThat(row.findElement(By.cssSelector("td.colour")).getText()).isEqualTo(red ? "红" : "黑");
      assertThat(row.findElement(By.cssSelector("td.res")).getText()).isEqualTo(word(outcome(g, p.id())));
      assertThat(row.findElement(By.cssSelector("td.pts")).getText()).isEqualTo(Integer.toString(points));
    }
    assertThat(Integer.toString(points)).isEqualTo(scripted.get(5));
    assertThat(card.get(1).findElement(By.cssSelector("td.rank")).getText()).isEqualTo(scripted.get(1));
    assertThat(browser.findElement(By.cssSelector("#card .meta")).getText()).contains(scripted.get(5),
        scripted.get(1));
  }

  private static Game game(Round round, String player) {
    return round.games().stream().filter(g -> player.equals(g.red()) || player.equals(g.black())).findFirst()
        .orElseThrow();
  }

  /** What the game was for {@code player}, read from its result and his colour. */
  private static Outcome outcome(Game g, String player) {
    Result r = g.result();
    if (r == Result.DRAW) {
      return Outcome.DRAW;
    }
    boolean redWon = r == Result.RED_WIN || r == Result.RED_WIN_BY_FORFEIT;
    boolean won = g.red().equals(player) == redWon && r != Result.DOUBLE_FORFEIT;
    return r.played() ? (won ? Outcome.WIN : Outcome.LOSS) : (won ? Outcome.FORFEIT_WIN : Outcome.FORFEIT_LOSS);
  }

  /** An outcome as the card and the crosstable say it in Chinese. */
  private static String word(Outcome o) {
    return switch (o) {
      case WIN -> "胜";
      case DRAW -> "和";
      case LOSS -> "负";
      case FORFEIT_WIN -> "不战胜";
      case FORFEIT_LOSS -> "弃权";
      default -> throw new IllegalArgumentException(o.name());
    };
  }

  /** Every public address of the event: the home and whatever its pages link to, the live parts among them. */
  private static Set<String> publicAddresses() {
    Served.Browser reader = web.browser();
    Set<String> seen = new LinkedHashSet<>(List.of(Paths.HOME));
    Deque<String> todo = new ArrayDeque<>(seen);
    Pattern link = Pattern.compile("(?:href|src|data-live-src)=\"(/[^\"#?]*)");
    while (!todo.isEmpty()) {
      String path = todo.poll();
      HttpResponse<String> r = reader.get(path);
      assertThat(r.statusCode()).as(path).isEqualTo(200);
      if (!r.headers().firstValue("Content-Type").orElse("").startsWith("text/html")) {
        continue;
      }
      Matcher m = link.matcher(r.body());
      while (m.find()) {
        String found = m.group(1);
        boolean ours = !found.startsWith("/console") && !found.startsWith("/assets") && !found.startsWith("/webjars")
            && !found.equals(Paths.LIVE);
        if (ours && seen.add(found)) {
          todo.add(found);
        }
      }
    }
    return seen;
  }

  @Test
  @Order(8)
  void noPublicPageHoldsAnIdOrPhoneNumberAndTheMarkupNameIsText() throws IOException {
    Set<String> addresses = publicAddresses();
    assertThat(addresses).contains(Paths.round(DIVISION, 1), Paths.round(DIVISION, 2) + "/boards",
        Paths.standings(DIVISION) + "/table", Paths.crosstable(DIVISION) + "/table", Paths.players(DIVISION),
        Paths.LATEST, Paths.QR_IMAGE, Paths.hall(DIVISION) + "/part");
    List<String> withTheName = new ArrayList<>();
    Served.Browser reader = web.browser();
    for (String address : addresses) {
      for (String lang : List.of("zh", "en")) {
        HttpResponse<String> r = reader.get(address + "?lang=" + lang);
        assertThat(r.statusCode()).as(address).isEqualTo(200);
        for (String secret : secrets) {
          assertThat(r.body()).as(address + " in " + lang).doesNotContain(secret);
        }
        assertThat(r.body()).as(address).doesNotContain("<script>alert");
        if (lang.equals("zh") && r.body().contains("&lt;script&gt;alert(1)&lt;/script&gt;")
            && r.headers().firstValue("Content-Type").orElse("").startsWith("text/html")) {
          withTheName.add(address);
        }
      }
    }
    assertThat(withTheName).contains(Paths.standings(DIVISION), Paths.crosstable(DIVISION), Paths.round(DIVISION, 1),
        Paths.round(DIVISION, 2), Paths.players(DIVISION));
    // In the browser, each of those pages shows the name as text and opens no alert.
    for (String address : withTheName) {
      browser.get(web.url(address + "?lang=zh"));
      assertThat(browser.findElement(By.tagName("body")).getText()).as(address).contains(SCRIPT);
      assertThatThrownBy(() -> browser.switchTo().alert()).as(address).isInstanceOf(NoAlertPresentException.class);
    }
  }

  @Test
  @Order(9)
  void everyMainPageHasItsScreenshot() throws IOException {
    for (String[] page : new String[][] {{Paths.HOME, "home"}, {Paths.HOME + "?lang=en", "home-en"},
        {Paths.round(DIVISION, 1), "round-1"}, {Paths.round(DIVISION, 2), "round-2"},
        {Paths.standings(DIVISION) + "?lang=en", "standings-en"}, {Paths.players(DIVISION), "players"},
        {Paths.QR, "qr"}, {Paths.hall(DIVISION), "hall"}}) {
      publicPage(browser, page[0] + (page[0].contains("?") ? "" : "?lang=zh"), "public-" + page[1]);
    }
    for (String[] page : new String[][] {{Paths.results(DIVISION), "desk"}, {Paths.consolePlayers(DIVISION),
        "players"}, {Paths.consoleRounds(DIVISION), "rounds"}, {Paths.deskBoard(DIVISION, 2, 1), "board"},
        {Paths.DESK_DISCIPLINE, "discipline"}, {Paths.DESK_STANDINGS + "?division=" + DIVISION, "standings"},
        {Paths.DESK_PRIZES, "prizes"}, {Paths.DESK_LOG, "log"}, {Paths.ACCOUNTS, "accounts"}}) {
      browser.get(web.url(page[0]));
      assertThat(browser.getCurrentUrl()).as("still logged in").doesNotContain(Paths.LOGIN);
      shot(browser, "console-" + page[1]);
    }
    // The board of the player named as markup: a long name without a space still fits the phone.
    Tournament t = web.load();
    String scripted = t.playersIn(DIVISION).stream().filter(p -> p.name().equals(SCRIPT)).findFirst().orElseThrow()
        .id();
    browser.get(web.url(Paths.deskBoard(DIVISION, 2, game(t.roundsOf(DIVISION).get(1), scripted).board())));
    fits(browser, "the board of " + SCRIPT);
    shot(browser, "console-board-long-name");
  }
}
