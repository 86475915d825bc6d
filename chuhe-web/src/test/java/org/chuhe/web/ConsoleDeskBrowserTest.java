package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The console's desk pages in Chromium on a phone-sized window (set up as {@link BrowserTest}): a foul and a
 * forfeit entered from the keyboard, a result corrected, and a screenshot of each page in
 * {@code target/screenshots/}.
 */
class ConsoleDeskBrowserTest {
  @TempDir static Path dir;
  static Served web;
  static WebDriver browser;

  @BeforeAll
  static void start() throws IOException {
    browser = BrowserTest.chromium();
    web = Served.demo(dir);
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (web != null) {
      web.close();
    }
  }

  WebDriverWait waiting() {
    return new WebDriverWait(browser, Duration.ofSeconds(10));
  }

  void keys(CharSequence... keys) {
    new Actions(browser).sendKeys(keys).perform();
  }

  void statusSays(String text) {
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), text));
  }

  Game game(int board) {
    return web.game("adult", 3, board);
  }


  @Test
  void anArbiterEntersFoulsAForfeitAndACorrectionFromTheKeyboard() throws IOException {
    BrowserTest.login(browser, web, "裁判戊");
    browser.get(web.url(Paths.results("adult")));
    WebElement board = browser.findElement(By.id("board"));
    int first = Integer.parseInt(board.getAttribute("value"));
    // The board offered, Enter, then f: that board's page of fouls and lateness.
    board.sendKeys(Keys.ENTER);
    browser.switchTo().activeElement().sendKeys("f");
    waiting().until(ExpectedConditions.urlContains(Paths.DESK_BOARD));
    assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("第 3 轮第 " + first + " 台");
    BrowserTest.fitsThePhone(browser, "board");
    // w: a foul of red (other); q: an illegal move of red, the second foul: red loses (seed 000: two fouls).
    keys("w");
    statusSays("红方记一次其他犯规");
    assertThat(game(first).redFouls().otherFouls()).isEqualTo(1);
    keys("q");
    statusSays("红方判负");
    assertThat(game(first).result()).isEqualTo(Result.BLACK_WIN);
    assertThat(browser.findElement(By.id("entered")).getText()).contains("裁判戊");
    BrowserTest.screenshot(browser, "console-board");

    // Back at the desk: the next board, a forfeit of black with +.
    browser.get(web.url(Paths.results("adult")));
    board = browser.findElement(By.id("board"));
    int second = Integer.parseInt(board.getAttribute("value"));
    assertThat(second).isNotEqualTo(first);
    board.sendKeys(Keys.ENTER);
    browser.switchTo().activeElement().sendKeys("+");
    statusSays("第 " + second + " 台");
    assertThat(game(second).result()).isEqualTo(Result.RED_WIN_BY_FORFEIT);

    // The first board corrected to a red win: the same key twice confirms.
    WebElement typed = browser.findElement(By.id("board"));
    typed.sendKeys(Integer.toString(first), Keys.ENTER);
    browser.switchTo().activeElement().sendKeys("1");
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("preview"), "再按一次"));
    browser.switchTo().activeElement().sendKeys("1");
    statusSays("已更正为 红胜（原为 黑胜）");
    assertThat(game(first).result()).isEqualTo(Result.RED_WIN);
    browser.get(web.url(Paths.deskBoard("adult", 3, first)));
    assertThat(browser.findElement(By.id("entered")).getText()).contains("裁判戊", "更正结果");
    assertThat(browser.findElement(By.id("result")).getText()).isEqualTo("红胜");
  }

  @Test
  void theDeskPagesFitAPhoneAndAnswer() throws IOException {
    BrowserTest.login(browser, web, "裁判长");
    Player p = web.load().playersIn("youth").get(0);
    browser.get(web.url(Paths.DESK_DISCIPLINE));
    browser.findElement(By.cssSelector("#withdraw input[name=player]")).sendKeys(p.name());
    browser.findElement(By.cssSelector("#withdraw input[name=reason]")).sendKeys("家中有事", Keys.ENTER);
    statusSays("已登记退赛：" + p.name());
    BrowserTest.fitsThePhone(browser, "discipline");
    BrowserTest.screenshot(browser, "console-discipline");

    browser.get(web.url(Paths.DESK_LOG));
    browser.findElement(By.cssSelector("#search input[name=player]")).sendKeys(p.name(), Keys.ENTER);
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector("table.log tbody"), "家中有事"));
    assertThat(browser.findElement(By.id("head")).getText()).startsWith("日志 log #");
    BrowserTest.fitsThePhone(browser, "log");
    BrowserTest.screenshot(browser, "console-log");

    browser.get(web.url(Paths.DESK_STANDINGS + "?division=adult"));
    browser.findElement(By.cssSelector("#explain input[name=a]")).sendKeys("1");
    browser.findElement(By.cssSelector("#explain input[name=b]")).sendKeys("2", Keys.ENTER);
    assertThat(waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("answer"))).getText())
        .isNotBlank();
    BrowserTest.fitsThePhone(browser, "console standings");
    BrowserTest.screenshot(browser, "console-standings");

    browser.get(web.url(Paths.DESK_PRIZES));
    assertThat(browser.findElement(By.id("grand-total")).getText()).endsWith("元");
    BrowserTest.fitsThePhone(browser, "prizes");
    BrowserTest.screenshot(browser, "console-prizes");
  }
}
