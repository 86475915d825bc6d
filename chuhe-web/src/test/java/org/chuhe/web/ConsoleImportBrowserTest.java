package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.chuhe.app.io.forms.FormBooks;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The import of an entry form in a real browser on a phone-sized window (set up as {@link BrowserTest}): the chief
 * arbiter uploads an Excel form, reads the preview (the refused rows with their reasons), changes what a column is
 * read as (htmx previews again), and accepts; nothing is written before. Screenshots go to
 * {@code target/screenshots/console-import-*.png}.
 */
class ConsoleImportBrowserTest {
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

  private static void click(String css) {
    WebElement e = browser.findElement(By.cssSelector(css));
    ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
    e.click();
  }

  @Test
  void theChiefArbiterPreviewsAFormChangesAColumnAndAccepts() throws IOException {
    BrowserTest.login(browser, web, "chief");
    var wb = FormBooks.create(FormBooks.Kind.XLSX);
    FormBooks.sheet(wb, "报名表", "2018年福建省女子象棋锦标赛报名表",
        new String[] {"序号", "姓名", "性别", "出生日期", "代表队", "户籍地址", "组别"},
        new Object[] {1, "林晓", "女", "1990-03-04", "福建队1", "福建省福州市", "女子成年组"},
        new Object[] {2, "陈雪", "女", "1992.5.6", "福建队2", "福建省厦门市", "女子成年组"},
        new Object[] {3, "郑丽", "女", "1991-02-30", "福建队2", null, "女子成年组"});
    Path xlsx = dir.resolve("报名表.xlsx");
    Files.write(xlsx, FormBooks.bytes(wb));

    browser.get(web.url(Paths.consolePlayers("adult")));
    click("#importing summary");
    browser.findElement(By.cssSelector("#import input[type=file]")).sendKeys(xlsx.toAbsolutePath().toString());
    click("#import button[type=submit]");
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("counts"), "将导入 2 名"));
    assertThat(browser.findElement(By.cssSelector("table.refused")).getText()).contains("D 出生日期", "1991-02-30");
    assertThat(web.load().players()).as("nothing written by the preview").isEmpty();
    screenshot("console-import-preview");

    // 户籍地址 is read as the residence: htmx previews again at once
    WebElement residence = browser.findElement(By.name("col:5:报名表"));
    ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView({block: 'center'})", residence);
    new Select(residence).selectByValue("residence");
    waiting().until(ExpectedConditions.stalenessOf(residence));
    waiting().until(d -> new Select(d.findElement(By.name("col:5:报名表"))).getFirstSelectedOption()
        .getAttribute("value").equals("residence"));
    assertThat(web.load().players()).isEmpty();
    screenshot("console-import-changed");

    click("#accept button[type=submit]");
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "已导入 2 名棋手"));
    assertThat(browser.findElement(By.id("status")).getText()).contains("有 1 行不能导入");
    assertThat(web.load().players()).extracting(Player::name, Player::residence).containsExactly(
        org.assertj.core.groups.Tuple.tuple("林晓", new Residence("福建省", "福州市")),
        org.assertj.core.groups.Tuple.tuple("陈雪", new Residence("福建省", "厦门市")));
    screenshot("console-import-done");
  }
}
