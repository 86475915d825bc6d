package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Creating the event in a real browser on a phone-sized window (set up as {@link BrowserTest}): a server on an empty
 * database, the chief arbiter chooses a preset and creates the event, a bad value in the regulations is shown at
 * its line, a division renamed is saved and the public home shows it. Screenshots: {@code target/screenshots/event-*}.
 */
class ConsoleEventsBrowserTest {
  @TempDir static Path dir;
  static Served web;
  static WebDriver browser;

  @BeforeAll
  static void start() throws IOException {
    browser = BrowserTest.chromium(() -> web = Served.empty(dir));
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

  private static void click(WebElement e) {
    ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
    e.click();
  }

  /** Replaces the textarea's text as typing would (sendKeys of 5 KB is slow), then fires its input event. */
  private static void setText(WebElement area, String text) {
    ((JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1];"
        + "arguments[0].dispatchEvent(new Event('input'))", area, text);
  }

  @Test
  void theChiefArbiterCreatesAnEventFromAPresetAndChangesOneRegulation() throws IOException {
    browser.get(web.url("/"));
    assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("还没有赛事");
    BrowserTest.screenshot(browser, "event-none");

    web.account("chief", org.chuhe.app.workflow.Accounts.Role.CHIEF);
    browser.get(web.url(Paths.LOGIN));
    browser.findElement(By.name("login")).sendKeys("chief");
    browser.findElement(By.name("password")).sendKeys(Served.PASSWORD, Keys.ENTER);
    waiting().until(ExpectedConditions.urlContains(Paths.EVENT));
    BrowserTest.screenshot(browser, "event-new");
    BrowserTest.fitsThePhone(browser, "create an event");

    click(browser.findElement(By.cssSelector("input[name=preset][value=chongqing-2018]")));
    browser.findElement(By.name("name")).sendKeys("重庆迎国庆象棋赛");
    click(browser.findElement(By.cssSelector("#new-event button[type=submit]")));
    waiting().until(ExpectedConditions.urlContains(Paths.REGULATIONS));
    assertThat(browser.findElement(By.id("status")).getText()).contains("chongqing-2018");
    assertThat(web.app.tournament()).contains("chongqing-2018");

    WebElement area = browser.findElement(By.id("yaml"));
    String text = area.getAttribute("value");
    assertThat(text).contains("rounds: 11");
    setText(area, text.replace("rounds: 11", "rounds: eleven"));
    click(browser.findElement(By.cssSelector("#regulations button[value=check]")));
    waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#yaml-problems li")));
    WebElement problem = browser.findElement(By.cssSelector("#yaml-problems li"));
    assertThat(problem.getText()).contains("第", "rounds", "应为整数");
    // The line of the problem is selected in the text.
    String selected = (String) ((JavascriptExecutor) browser).executeScript(
        "var a = document.getElementById('yaml'); return a.value.substring(a.selectionStart, a.selectionEnd)");
    assertThat(selected).isEqualTo("rounds: eleven");
    BrowserTest.screenshot(browser, "event-regulations-problem");
    BrowserTest.fitsThePhone(browser, "regulations with a problem");

    area = browser.findElement(By.id("yaml"));
    String youth = web.load().regulations().divisions().get(1).name();
    setText(area, text.replace("name: " + youth, "name: 少年组（14岁以下）"));
    click(browser.findElement(By.cssSelector("#regulations button[value=save]")));
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "规程已修改"));
    BrowserTest.screenshot(browser, "event-regulations-saved");

    browser.get(web.url("/"));
    assertThat(browser.findElement(By.tagName("main")).getText()).contains("重庆迎国庆象棋赛", "少年组（14岁以下）");
    BrowserTest.screenshot(browser, "event-home");
  }
}
