package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.chuhe.app.workflow.Fields;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The cycle before results in a real browser on a phone-sized window (set up as {@link BrowserTest}): the chief
 * arbiter imports the registration list, checks a late player in, draws, pairs round 1 as a draft, reviews it,
 * changes it by hand and publishes it; the players' page shows it then. Screenshots go to
 * {@code target/screenshots/console-*.png}.
 */
class ConsoleRoundsBrowserTest {
  @TempDir static Path dir;
  static Served web;
  static WebDriver browser;

  @BeforeAll
  static void start() throws IOException {
    browser = BrowserTest.chromium(() -> web = Served.fresh(dir, "fujian-women-2018"));
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

  private static WebDriverWait waiting() {
    return new WebDriverWait(browser, Duration.ofSeconds(20));
  }

  private static void screenshot(String name) throws IOException {
    Files.write(BrowserTest.SCREENSHOTS.resolve(name + ".png"),
        ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
  }

  private static void statusSays(String text) {
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), text));
  }

  private static void fitsThePhone(String page) {
    JavascriptExecutor js = (JavascriptExecutor) browser;
    Number wide = (Number) js.executeScript("return document.documentElement.scrollWidth");
    Number window = (Number) js.executeScript("return window.innerWidth");
    assertThat(wide.intValue()).as(page + " on a 360 px phone").isLessThanOrEqualTo(window.intValue());
  }

  private static void click(String css) {
    WebElement e = browser.findElement(By.cssSelector(css));
    ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
    e.click();
  }

  @Test
  void theChiefArbiterImportsChecksInDrawsPairsReviewsAndPublishes() throws IOException {
    BrowserTest.login(browser, web, "chief");

    // the list: every player checked in on it but the first, who comes late
    String[] lines = Fields.csv("fujian-women-2018").strip().split("\n");
    StringBuilder list = new StringBuilder(lines[0] + ",报到\n");
    for (int i = 1; i < lines.length; i++) {
      list.append(lines[i]).append(i == 1 ? ",否" : ",是").append('\n');
    }
    Path csv = dir.resolve("报名表.csv");
    Files.writeString(csv, list);
    browser.get(web.url(Paths.consolePlayers("adult")));
    click("#importing summary");
    browser.findElement(By.cssSelector("#import input[type=file]")).sendKeys(csv.toAbsolutePath().toString());
    click("#import button[type=submit]");
    waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#accept button[type=submit]")));
    click("#accept button[type=submit]");
    statusSays("已导入 " + (lines.length - 1) + " 名棋手");
    fitsThePhone("players");
    screenshot("console-players");

    click("table.players tr.out button");
    statusSays("已报到");
    assertThat(web.load().players()).allMatch(p -> p.checkedIn());

    browser.get(web.url(Paths.consoleRounds("adult")));
    click("#draw button[type=submit]");
    statusSays("已抽签");
    screenshot("console-draw");

    click("#pair button[type=submit]");
    statusSays("第 1 轮已编排为草稿");
    assertThat(browser.findElement(By.id("verdict")).getText()).isEqualTo("符合硬性规则");
    assertThat(browser.findElements(By.cssSelector("table.review td.note"))).isNotEmpty()
        .allMatch(td -> !td.getText().isBlank());
    fitsThePhone("review");
    screenshot("console-review");
    browser.get(web.url(Paths.round("adult", 1)));
    assertThat(browser.getPageSource()).contains("class=\"problems\"").doesNotContain("id=\"boards\"");

    browser.get(web.url(Paths.consoleRounds("adult")));
    Tournament t = web.load();
    Round draft = t.roundsOf("adult").get(0);
    browser.findElement(By.name("a")).sendKeys(t.player(draft.games().get(0).red()).orElseThrow().number().toString());
    browser.findElement(By.name("b")).sendKeys(t.player(draft.games().get(1).red()).orElseThrow().number().toString());
    browser.findElement(By.name("reason")).sendKeys("同单位回避");
    click("#change button[type=submit]");
    statusSays("已调整");
    screenshot("console-changed");

    click("#publish button[type=submit]");
    statusSays("第 1 轮已发布");
    screenshot("console-published");
    browser.get(web.url(Paths.round("adult", 1)));
    waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("boards")));
    screenshot("console-public-round");
    assertThat(web.load().roundsOf("adult").get(0).draft()).isFalse();
  }
}
