package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.chuhe.app.workflow.PlayerCodes;
import org.chuhe.app.workflow.ResultReports;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The proof of issue 26 with three browsers (Chromium, set up as {@link BrowserTest}) on one served event (the small
 * demo: its adults' round 3 published, half of its boards without a result): the red and the black player's phones
 * at 360 × 740 and the arbiter's desk at 1280 wide. Red types a wrong code (the page says so), then his own, and
 * reports 红胜; black's page shows it without a reload, black confirms with his code; the reports desk shows the
 * board 双方确认 without a reload and the arbiter accepts it with Enter; both phones show 已登记 and the public
 * pairing list 红胜. Then a dispute on another board reaches the desk as 有争议, red's phone is refused that other
 * board's page, and a second report of the accepted board is refused. Screenshots: {@code reports-*.png}.
 */
@Tag("slow")
class BoardReportsBrowserTest {
  @TempDir static Path dir;
  static Served web;
  static WebDriver red;
  static WebDriver black;
  static WebDriver desk;

  @BeforeAll
  static void start() throws IOException {
    red = BrowserTest.chromium(() -> web = Served.demo(dir));
    black = BrowserTest.chromium();
    desk = BrowserTest.chromium();
    desk.manage().window().setSize(new Dimension(1280, 900));
  }

  @AfterAll
  static void stop() {
    BrowserTest.stop(web, red, black, desk);
  }

  static WebDriverWait waiting(WebDriver d) {
    return BrowserTest.swapping(d, Duration.ofSeconds(10), Duration.ofMillis(50));
  }

  /** Marks the page open in {@code d}: a reload or another page would lose the mark. */
  static void mark(WebDriver d) {
    ((JavascriptExecutor) d).executeScript("window.chuheNotReloaded = true;");
  }

  static boolean stillMarked(WebDriver d) {
    return Boolean.TRUE.equals(((JavascriptExecutor) d).executeScript("return window.chuheNotReloaded === true;"));
  }

  /** The state of a board at the desk ("CONFIRMED" …). */
  static String deskState(int board) {
    return desk.findElement(By.cssSelector("#reports tr[data-board='" + board + "']")).getAttribute("data-state");
  }

  static String text(WebDriver d, String css) {
    return d.findElement(By.cssSelector(css)).getText();
  }

  /** Logs the phone in on the board's page as {@code side} with {@code code}; the page it leads to. */
  static void enterCode(WebDriver phone, String side, String code) {
    phone.findElement(By.cssSelector("#code-form input[name=side][value=" + side + "]")).click();
    WebElement box = phone.findElement(By.id("code"));
    box.clear();
    box.sendKeys(code);
    phone.findElement(By.cssSelector("#code-form button[type=submit]")).click();
  }

  @Test
  void twoPlayersReportAndConfirmOnTheirPhonesAndTheArbiterAcceptsWithEnter() throws IOException {
    List<Results.Board> open;
    try (Session s = web.session("test")) {
      open = Results.boards(s, "adult", 3).stream().filter(b -> !b.game().result().isFinished()).toList();
    }
    int board = open.get(0).ref().board();
    int other = open.get(1).ref().board();
    Game game = open.get(0).game();
    String redCode;
    String blackCode;
    try (Session s = web.session("test")) {
      redCode = PlayerCodes.of(s, game.red());
      blackCode = PlayerCodes.of(s, game.black());
    }
    String page = web.url(Paths.board("adult", 3, board));

    // The arbiter's desk, open before anything is reported.
    BrowserTest.login(desk, web, "裁判长");
    desk.get(web.url(Paths.reports("adult", 3)));
    waiting(desk).until(d -> d.findElement(By.cssSelector("body.live-on")) != null);
    assertThat(deskState(board)).isEqualTo("NONE");
    assertThat(text(desk, "#reports-missing")).contains(Integer.toString(board));
    mark(desk);
    BrowserTest.screenshot(desk, "reports-desk-start");

    // Red: a wrong code first, then his own.
    red.get(page);
    String wrong = redCode.equals("12345678") ? "87654321" : "12345678";
    enterCode(red, "red", wrong);
    waiting(red).until(d -> d.getPageSource().contains("确认码不对"));
    BrowserTest.screenshot(red, "reports-wrong-code");
    enterCode(red, "red", redCode.substring(0, 4) + " " + redCode.substring(4));
    waiting(red).until(d -> !d.findElements(By.id("claim-RED_WIN")).isEmpty());
    BrowserTest.fitsThePhone(red, "the board page");

    // Black's phone is open on the board, logged in, before red reports.
    black.get(page);
    enterCode(black, "black", blackCode);
    waiting(black).until(d -> !d.findElements(By.cssSelector("form.leave")).isEmpty());
    waiting(black).until(d -> d.findElement(By.cssSelector("body.live-on")) != null);
    mark(black);

    red.findElement(By.id("claim-RED_WIN")).click();
    waiting(red).until(d -> text(d, "#report-state").contains("红方已报告"));
    BrowserTest.screenshot(red, "reports-red-reported");

    // Black's page shows red's report by itself, and he confirms it.
    waiting(black).until(d -> !d.findElements(By.cssSelector("#report .claim.theirs")).isEmpty()
        && text(d, "#report .claim.theirs").contains("红胜"));
    assertThat(stillMarked(black)).as("black's page was not reloaded").isTrue();
    BrowserTest.screenshot(black, "reports-black-live");
    waiting(desk).until(d -> deskState(board).equals("REPORTED"));
    black.findElement(By.cssSelector("#report button.agree")).click();
    waiting(black).until(d -> text(d, "#report-state").contains("双方确认"));

    // The desk shows it confirmed by both, first and selected, without a reload; Enter accepts it.
    waiting(desk).until(d -> deskState(board).equals("CONFIRMED"));
    assertThat(stillMarked(desk)).as("the desk was not reloaded").isTrue();
    WebElement row = desk.findElement(By.cssSelector("#reports tr[data-board='" + board + "']"));
    assertThat(row.getAttribute("class")).contains("selected");
    assertThat(row.getText()).contains("双方确认", "红胜");
    assertThat(desk.findElement(By.cssSelector("#reports tbody tr")).getAttribute("data-board"))
        .as("confirmed first").isEqualTo(Integer.toString(board));
    BrowserTest.screenshot(desk, "reports-desk-confirmed");
    new Actions(desk).sendKeys(Keys.ENTER).perform();
    waiting(desk).until(d -> deskState(board).equals("ACCEPTED"));
    assertThat(text(desk, "#status")).contains("第 " + board + " 台：红胜 已登记");
    assertThat(web.game("adult", 3, board).result()).isEqualTo(Result.RED_WIN);
    BrowserTest.screenshot(desk, "reports-desk-accepted");

    // Both phones show it accepted, by themselves; the public pairing list shows 红胜.
    for (WebDriver phone : List.of(red, black)) {
      waiting(phone).until(d -> text(d, "#report-state").contains("已登记"));
      assertThat(phone.findElements(By.id("claim-RED_WIN"))).as("no more reports").isEmpty();
    }
    assertThat(stillMarked(black)).isTrue();
    BrowserTest.screenshot(red, "reports-red-accepted");
    BrowserTest.screenshot(black, "reports-black-accepted");

    // A second report after the acceptance is refused (as a page kept open from before would send it).
    String csrf = red.findElement(By.cssSelector("form.leave input[name=csrf]")).getAttribute("value");
    Object status = ((JavascriptExecutor) red).executeAsyncScript("var done = arguments[arguments.length - 1];"
        + "fetch(arguments[0], {method: 'POST', headers: {'Content-Type': 'application/x-www-form-urlencoded',"
        + " 'X-CSRF-Token': arguments[1], 'HX-Request': 'true'}, body: 'result=DRAW&csrf=' + arguments[1]})"
        + ".then(function (r) { done(r.status); });", page + "/claim", csrf);
    assertThat(((Number) status).intValue()).isEqualTo(409);
    assertThat(web.game("adult", 3, board).result()).isEqualTo(Result.RED_WIN);

    black.get(web.url(Paths.round("adult", 3)));
    WebElement line = black.findElement(By.xpath("//div[@id='boards']//tr[td[@class='board' and normalize-space(text())='"
        + board + "']]/td[@class='res']"));
    assertThat(line.getText()).contains("红胜");
    BrowserTest.screenshot(black, "reports-pairings");

    // A dispute on another board (its players' phones, here their claims straight through the app).
    Game disputed = open.get(1).game();
    claim(other, disputed.red(), Result.DRAW);
    claim(other, disputed.black(), Result.BLACK_WIN);
    waiting(desk).until(d -> deskState(other).equals("DISPUTED"));
    WebElement marked = desk.findElement(By.cssSelector("#reports tr[data-board='" + other + "']"));
    assertThat(marked.getText()).contains("有争议", "和", "黑胜");
    assertThat(marked.getAttribute("class")).contains("marked");
    assertThat(marked.findElement(By.cssSelector("a.rule")).getAttribute("href"))
        .endsWith(Paths.deskBoard("adult", 3, other));
    assertThat(stillMarked(desk)).isTrue();
    BrowserTest.screenshot(desk, "reports-desk-dispute");
    desk.get(web.url(Paths.codes("adult")));
    assertThat(text(desk, "#codes-list")).contains(redCode.substring(0, 4) + " " + redCode.substring(4));
    BrowserTest.screenshot(desk, "reports-codes");

    // Red's phone on the other board's page: not his board.
    red.get(web.url(Paths.board("adult", 3, other)));
    assertThat(text(red, "#other-board")).contains("这不是你的台次", "第 3 轮第 " + board + " 台");
    assertThat(red.findElements(By.id("claim-RED_WIN"))).isEmpty();
    BrowserTest.screenshot(red, "reports-other-board");
  }

  /** A player's claim as his phone makes it, through the app. */
  static void claim(int board, String player, Result result) {
    String actor;
    try (Session s = web.session("test")) {
      actor = ResultReports.actor(s, player);
    }
    try (Session s = web.session(actor)) {
      ResultReports.claim(s, new Results.GameRef("adult", 3, board), player, result);
    }
  }
}
