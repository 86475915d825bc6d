package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.GameRecords;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.xiangqi.GameLine;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A game record from the desk to a phone (issue 25), in Chromium at 360 px (set up as {@link BrowserTest}): the
 * arbiter enters a short game on the board page's entry by clicking pieces and points and by typing moves (Chinese,
 * WXF), a move that breaks a rule is refused with its reason, the last move is taken back, the record saved; then
 * a spectator opens it from the public pairing list and steps through it with the arrow keys and with taps on the
 * board's halves. Screenshots: {@code game-entry.png}, {@code game-viewer.png}.
 */
@Tag("slow")
class GameRecordsBrowserTest {
  @TempDir static Path dir;
  static Served web;
  static WebDriver browser;

  @BeforeAll
  static void start() throws IOException {
    browser = BrowserTest.chromium(() -> web = Served.of(dir, Simulation.run(new SimulationSpec(7,
        Presets.get("chongqing-2018"), "adult", 24, null, null, null, null, null, null), 1)));
  }

  @AfterAll
  static void stop() {
    BrowserTest.stop(web, browser);
  }

  WebDriverWait waiting() {
    return BrowserTest.swapping(browser, Duration.ofSeconds(10), Duration.ofMillis(50));
  }

  /** The entry's number of moves, once htmx has swapped the part in. */
  void pliesBecome(int plies) {
    waiting().until(d -> d.findElement(By.id("entry")).getAttribute("data-plies").equals(Integer.toString(plies)));
  }

  void click(String point) {
    browser.findElement(By.cssSelector("#entry [data-point=\"" + point + "\"]")).click();
  }

  void type(String move) {
    WebElement field = browser.findElement(By.cssSelector("#entry input[name=move]"));
    field.clear();
    field.sendKeys(move, Keys.ENTER);
  }

  String last() {
    return browser.findElement(By.id("entry")).getAttribute("data-last");
  }

  @Test
  void anArbiterEntersAGameByClickingAndTypingAndAPhoneReplaysIt() throws IOException {
    BrowserTest.login(browser, web, "裁判丙");
    browser.get(web.url(Paths.deskBoard("adult", 1, 1)));
    browser.findElement(By.cssSelector("#game-record a")).click();
    waiting().until(ExpectedConditions.urlContains(Paths.DESK_GAME));
    waiting().until(d -> !d.findElements(By.cssSelector("#entry svg.xq")).isEmpty());
    BrowserTest.fitsThePhone(browser, "the entry");
    assertThat(browser.findElements(By.cssSelector("#entry svg .piece"))).hasSize(32);

    // 1. 炮二平五 by two clicks: the cannon, then its target.
    click("h2");
    assertThat(browser.findElement(By.cssSelector("#entry .piece.selected")).getAttribute("data-square"))
        .isEqualTo("h2");
    click("e2");
    pliesBecome(1);
    assertThat(last()).isEqualTo("h2e2");
    assertThat(browser.findElement(By.id("moves")).getText()).contains("炮二平五");
    // 1. … 马8进7 typed.
    type("马8进7");
    pliesBecome(2);
    assertThat(last()).isEqualTo("h9g7");
    // A horse whose leg is blocked (b0 to d1, the elephant on c0): refused with the rule, nothing added.
    click("b0");
    click("d1");
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("entry-status"), "马八进六：蹩马腿"));
    assertThat(browser.findElement(By.id("entry")).getAttribute("data-plies")).isEqualTo("2");
    // 2. 马二进三 typed in WXF, taken back, clicked instead.
    type("H2+3");
    pliesBecome(3);
    browser.findElement(By.id("undo")).click();
    pliesBecome(2);
    click("h0");
    click("g2");
    pliesBecome(3);
    // 2. … 车9平8 typed in Chinese with a full-width digit.
    type("车９平８");
    pliesBecome(4);
    assertThat(browser.findElement(By.id("unsaved")).isDisplayed()).isTrue();
    BrowserTest.screenshot(browser, "game-entry");
    browser.findElement(By.id("save")).click();
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("entry-status"), "棋谱已保存"));
    try (Session s = web.session("test")) {
      GameLine line = GameRecords.get(s, new Results.GameRef("adult", 1, 1)).orElseThrow().line();
      assertThat(line.moves().stream().map(m -> m.iccs()).toList()).containsExactly("h2e2", "h9g7", "h0g2",
          "i9h9");
    }

    // A spectator's phone: the pairing list links the game; the viewer opens on the final position.
    browser.get(web.url(Paths.round("adult", 1) + "?lang=zh"));
    browser.findElement(By.cssSelector("#boards a.game-link[href=\"" + Paths.game("adult", 1, 1) + "\"]")).click();
    waiting().until(ExpectedConditions.urlContains("/games/1"));
    waiting().until(d -> !d.findElements(By.cssSelector(".game-viewer svg.xq")).isEmpty());
    BrowserTest.fitsThePhone(browser, "the viewer");
    assertThat(browser.findElement(By.id("game-red")).getText()).matches("红方 \\d+号 .+（.+）");
    assertThat(current()).isEqualTo(4);
    assertThat(marked()).isEqualTo("h9");
    BrowserTest.screenshot(browser, "game-viewer");
    WebElement body = browser.findElement(By.tagName("body"));
    body.sendKeys(Keys.ARROW_LEFT);
    assertThat(current()).isEqualTo(3);
    assertThat(marked()).isEqualTo("g2");
    assertThat(browser.findElement(By.cssSelector("ol.moves .m.current")).getText()).isEqualTo("马二进三");
    body.sendKeys(Keys.HOME);
    assertThat(current()).isEqualTo(0);
    assertThat(browser.findElements(By.cssSelector(".game-viewer svg .last rect"))).isEmpty();
    // Taps: the right half of the board steps on, the left half back.
    WebElement board = browser.findElement(By.cssSelector(".game-viewer .board"));
    int quarter = board.getSize().getWidth() / 4;
    new Actions(browser).moveToElement(board, quarter, 0).click().perform();
    assertThat(current()).isEqualTo(1);
    assertThat(marked()).isEqualTo("e2");
    new Actions(browser).moveToElement(board, quarter, 0).click().perform();
    assertThat(current()).isEqualTo(2);
    new Actions(browser).moveToElement(board, -quarter, 0).click().perform();
    assertThat(current()).isEqualTo(1);
    assertThat(browser.findElement(By.cssSelector(".game-viewer .ply")).getText()).isEqualTo("第 1 回合 红方：炮二平五");
    body.sendKeys(Keys.ARROW_RIGHT);
    body.sendKeys(Keys.ARROW_RIGHT);
    assertThat(current()).isEqualTo(3);
    browser.findElement(By.cssSelector("[data-step=last]")).click();
    assertThat(current()).isEqualTo(4);
    assertThat(browser.findElement(By.cssSelector("[data-step=next]")).isEnabled()).isFalse();
    List<WebElement> pieces = browser.findElements(By.cssSelector(".game-viewer svg .piece"));
    assertThat(pieces).hasSize(32);
    BrowserTest.screenshot(browser, "game-viewer-stepped");
  }

  /** The ply the viewer shows (0: the start). */
  int current() {
    return Integer.parseInt((String) ((JavascriptExecutor) browser).executeScript(
        "return document.querySelector('.game-viewer').dataset.ply"));
  }

  /** The point the last move went to, as the board marks it. */
  String marked() {
    return browser.findElement(By.cssSelector(".game-viewer svg .last rect.to")).getAttribute("data-square");
  }
}
