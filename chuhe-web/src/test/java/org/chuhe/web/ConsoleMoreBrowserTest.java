package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Player;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The console's pages for the command line's game-record, players edit/remove, award, check and export, in
 * Chromium on a phone-sized window (set up as {@link BrowserTest}), each fitting the phone, with a screenshot in
 * {@code target/screenshots/}.
 */
class ConsoleMoreBrowserTest {
  @TempDir static Path dir;
  static WebDriver browser;

  @BeforeAll
  static void start() throws IOException {
    browser = BrowserTest.chromium();
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
  }

  WebDriverWait waiting() {
    return new WebDriverWait(browser, Duration.ofSeconds(10));
  }

  void statusSays(String text) {
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), text));
  }

  @Test
  void theChiefArbiterEditsARegistrationGivesAnAwardAndReadsTheCheckAndTheDownloads() throws IOException {
    try (Served web = Served.demo(dir)) {
      BrowserTest.login(browser, web, "裁判长");
      Player p = web.load().playersIn("adult").get(0);
      browser.get(web.url(Paths.consolePlayers("adult")));
      browser.findElement(By.linkText(p.name())).click();
      waiting().until(ExpectedConditions.urlContains(Paths.PLAYER_EDIT));
      assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("修改报名：" + p.name());
      BrowserTest.fitsThePhone(browser, "edit a registration");
      BrowserTest.screenshot(browser, "console-player-edit");
      WebElement grade = browser.findElement(By.cssSelector("#edit input[name=grade]"));
      grade.clear();
      grade.sendKeys("一级棋士");
      browser.findElement(By.cssSelector("#edit button[type=submit]")).click();
      statusSays("已修改：" + p.name());
      assertThat(web.load().player(p.id()).orElseThrow().grade()).isEqualTo("一级棋士");

      browser.get(web.url(Paths.DESK_PRIZES));
      browser.findElement(By.cssSelector("#award input[name=player]")).sendKeys(p.id());
      browser.findElement(By.cssSelector("#award button[type=submit]")).click();
      waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("awards"), "已颁发“体育道德风尚奖”"));
      assertThat(web.load().awards()).hasSize(1);
      BrowserTest.fitsThePhone(browser, "prizes with the awards");
      BrowserTest.screenshot(browser, "console-awards");

      browser.findElement(By.linkText("编排检查")).click();
      waiting().until(ExpectedConditions.urlContains(Paths.CHECK));
      assertThat(browser.findElements(By.cssSelector("section.check"))).hasSize(web.load().rounds().size());
      BrowserTest.fitsThePhone(browser, "check");
      BrowserTest.screenshot(browser, "console-check");

      browser.findElement(By.linkText("导出")).click();
      waiting().until(ExpectedConditions.urlContains(Paths.EXPORT));
      assertThat(browser.findElement(By.id("export-public")).getAttribute("href")).endsWith(Paths.EXPORT_JSON);
      assertThat(browser.findElement(By.cssSelector("#export-full input[name=confirm]")).getAttribute("required"))
          .isNotNull();
      BrowserTest.fitsThePhone(browser, "export");
      BrowserTest.screenshot(browser, "console-export");
    }
  }

  @Test
  void anArbiterMarksAGameRecordMissingOnTheBoardPage() throws IOException {
    java.nio.file.Files.createDirectories(dir.resolve("record"));
    try (Served web = Served.of(dir.resolve("record"), Simulation.run(new SimulationSpec(7,
        Presets.get("chongqing-2018"), "adult", 24, null, null, null, null, null, null), 1))) {
      web.account("li", org.chuhe.app.workflow.Accounts.Role.ARBITER);
      browser.get(web.url(Paths.LOGIN));
      browser.findElement(By.name("login")).sendKeys("li");
      browser.findElement(By.name("password")).sendKeys(Served.PASSWORD, org.openqa.selenium.Keys.ENTER);
      waiting().until(ExpectedConditions.urlContains(Paths.RESULTS));
      browser.get(web.url(Paths.deskBoard("adult", 1, 2)));
      browser.findElement(By.cssSelector("#record button[value=missing]")).click();
      statusSays("缺棋谱，由 ");
      assertThat(browser.findElement(By.id("record-state")).getText()).isEqualTo("缺");
      assertThat(web.game("adult", 1, 2).recordKept()).isFalse();
      BrowserTest.fitsThePhone(browser, "board with its game record");
      BrowserTest.screenshot(browser, "console-board-record");
    }
  }
}
