package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import org.chuhe.app.report.Lang;
import org.chuhe.app.workflow.Reports;
import org.chuhe.standings.DivisionStandings;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The static copy of the public pages ({@link StaticSite}) opened as a person opens it: {@code index.html} by
 * double-click ({@code file://}, no server), in Chromium on a phone-sized window (as {@link BrowserTest}), a link
 * followed to the standings, a player's name read there; the find box of a pairing list works without a server.
 */
@Tag("slow") // Chromium, a demo and its copy: 10 to 25 s on a busy machine
class StaticSiteBrowserTest {
  @TempDir Path dir;

  @Test
  void theCopyOpensFromTheDiskAndItsLinksLeadToTheStandings() throws IOException {
    Served[] web = new Served[1];
    WebDriver browser = BrowserTest.chromium(() -> web[0] = Served.demo(dir));
    try {
      StaticSite.Written site = StaticSite.write(web[0].workspace, null, Lang.zh, dir.resolve("site"));
      DivisionStandings adult = Reports.standings(web[0].load().withRoundsUpTo("adult", 2), "adult").get(0);
      String first = adult.rows().get(0).player().name();
      web[0].close(); // nothing serves from here on
      web[0] = null;
      browser.get(site.folder().resolve("index.html").toUri().toString());
      WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(10));
      wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("main h1")));
      BrowserTest.screenshot(browser, "static-site-home");
      browser.findElement(By.cssSelector("a.button[href='divisions_adult_standings.html']")).click();
      wait.until(ExpectedConditions.urlContains("divisions_adult_standings.html"));
      assertThat(browser.getCurrentUrl()).startsWith("file:");
      assertThat(browser.findElement(By.cssSelector("table.standings")).getText()).contains(first);
      // The style sheet is there: the bar is laid out by it (a header is a block without it).
      assertThat(browser.findElement(By.cssSelector("header.bar")).getCssValue("display")).isEqualTo("flex");
      BrowserTest.fitsThePhone(browser, "the copy's standings");
      BrowserTest.screenshot(browser, "static-site-standings");
      // A pairing list's find box: the page's own script, from the copy's assets.
      browser.get(site.folder().resolve("divisions_adult_rounds_1.html").toUri().toString());
      browser.findElement(By.id("find")).sendKeys(first);
      wait.until(d -> d.findElements(By.cssSelector("#boards tbody tr")).stream().filter(r -> r.isDisplayed())
          .count() == 1);
    } finally {
      BrowserTest.stop(web[0], browser);
    }
  }
}
