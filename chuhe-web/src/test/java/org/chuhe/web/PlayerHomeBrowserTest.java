package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.chuhe.app.workflow.PlayerCodes;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;

/**
 * The players' side on a phone (360 × 740, Chromium): the board page's code form and its three buttons, and the
 * player's home, whose box shows the next round's board and the notice "第 4 轮对阵已公布" as soon as the chief
 * arbiter publishes it, without a reload. (The three-browser test of report, confirm and accept is the desk's.)
 */
@Tag("slow")
class PlayerHomeBrowserTest {
  @TempDir Path dir;
  Served web;
  WebDriver phone;

  @BeforeEach
  void start() throws IOException {
    phone = BrowserTest.chromium(() -> web = Served.demo(dir));
  }

  @AfterEach
  void stop() {
    BrowserTest.stop(web, phone);
  }

  private void shot(String name) throws IOException {
    Files.write(BrowserTest.SCREENSHOTS.resolve(name + ".png"), ((TakesScreenshot) phone)
        .getScreenshotAs(OutputType.BYTES));
  }

  @Test
  void aPlayerLogsInWithHisCodeAndHisCardShowsTheNextRoundLive() throws Exception {
    Results.Board board = web.openBoard("adult", 3);
    Game g = board.game();
    String code;
    try (Session s = web.session("test")) {
      code = PlayerCodes.of(s, g.red());
    }
    phone.get(web.url(Paths.board("adult", 3, board.ref().board())));
    assertThat(phone.findElement(By.id("report-state")).getText()).isEqualTo("未报告");
    phone.findElement(By.cssSelector("#code-form input[value=red]")).click();
    phone.findElement(By.id("code")).sendKeys(code);
    shot("board-code");
    phone.findElement(By.cssSelector("#code-form button")).click();
    BrowserTest.swapping(phone, Duration.ofSeconds(5), Duration.ofMillis(50))
        .until(d -> !d.findElements(By.id("claim-DRAW")).isEmpty());
    shot("board-buttons");
    phone.findElement(By.id("claim-DRAW")).click();
    BrowserTest.swapping(phone, Duration.ofSeconds(5), Duration.ofMillis(50))
        .until(d -> d.findElement(By.id("report-state")).getText().equals("红方已报告，待黑方确认"));
    assertThat(phone.findElement(By.id("report")).getText()).contains("你的报告：和");
    assertThat(phone.getCurrentUrl()).as("htmx: in place").endsWith(Paths.board("adult", 3, board.ref().board()));

    Tournament t = web.load();
    String card = Paths.player("adult", t.player(g.red()).orElseThrow().number());
    phone.get(web.url(card));
    assertThat(phone.findElement(By.id("player-box")).getText()).contains("第 3 轮 第 " + board.ref().board()
        + " 台 执红 对 " + t.nameZh(g.black()));
    assertThat(phone.findElement(By.cssSelector("#player-box .seat-notice")).isDisplayed()).isFalse();
    shot("player-box");

    // The chief arbiter finishes round 3, pairs round 4 and publishes it while the card is open.
    String csrf = web.login("zhang");
    try (Session s = web.session("test")) {
      for (Results.Board b : Results.boards(s, "adult", 3)) {
        if (!b.game().result().isFinished()) {
          web.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "=", b.version()), csrf, true);
        }
      }
    }
    assertThat(web.post(Paths.PAIR, Served.form("division", "adult"), csrf, true).statusCode()).isEqualTo(200);
    assertThat(web.post(Paths.PUBLISH, Served.form("division", "adult"), csrf, true).statusCode()).isEqualTo(200);
    BrowserTest.swapping(phone, Duration.ofSeconds(10), Duration.ofMillis(100))
        .until(d -> d.findElement(By.cssSelector("#player-box .seat-notice")).isDisplayed());
    assertThat(phone.findElement(By.id("player-box")).getText()).contains("第 4 轮对阵已公布", "第 4 轮");
    shot("player-box-next");
  }
}
