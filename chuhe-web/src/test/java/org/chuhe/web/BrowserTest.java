package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Result;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The pages in a real browser: Debian's Chromium, headless, driven by its chromedriver (both installed by
 * {@code .ci/run}), on a phone-sized window. Screenshots of each page go to {@code target/screenshots/}. Without
 * Chromium the tests are skipped on a developer's machine, and fail on CI ({@code CI} set), where it must be.
 */
class BrowserTest {
  static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  static final Path SCREENSHOTS = Path.of("target", "screenshots");

  @TempDir static Path dir;
  static Served web;
  static WebDriver browser;

  @BeforeAll
  static void start() throws IOException {
    browser = chromium(() -> web = Served.demo(dir));
  }

  /**
   * Chromium headless in a phone-sized window, once {@code serve} has started the app (skipped without Chromium,
   * failed on CI); screenshots go to {@link #SCREENSHOTS}.
   */
  static WebDriver chromium() throws IOException {
    return chromium(() -> { });
  }

  /** As {@link #chromium()}, after {@code serve} (run once Chromium is known to be there). */
  static WebDriver chromium(Runnable serve) throws IOException {
    return chromium(serve, null);
  }

  /**
   * As {@link #chromium(Runnable)}, saving what a link downloads into {@code downloads} (null: Chromium's default)
   * without asking.
   */
  static WebDriver chromium(Runnable serve, Path downloads) throws IOException {
    boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
    if (!present && System.getenv("CI") != null) {
      throw new IllegalStateException("CI needs " + CHROMIUM + " and " + CHROMEDRIVER + " (.ci/run installs them)");
    }
    assumeTrue(present, "no Chromium here: apt-get install chromium chromium-driver fonts-wqy-microhei");
    Files.createDirectories(SCREENSHOTS);
    serve.run();
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toString());
    if (downloads != null) {
      options.setExperimentalOption("prefs", java.util.Map.of("download.default_directory",
          downloads.toAbsolutePath().toString(), "download.prompt_for_download", false,
          "safebrowsing.enabled", false));
    }
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
        "--disable-background-timer-throttling", "--disable-renderer-backgrounding", "--window-size=360,740");
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
        .usingAnyFreePort().build();
    WebDriver chromium = new ChromeDriver(service, options);
    chromium.manage().window().setSize(new Dimension(360, 740));
    return chromium;
  }

  /** Quits the browsers and stops the server, those of them that were started. */
  static void stop(Served web, WebDriver... browsers) {
    for (WebDriver d : browsers) {
      if (d != null) {
        d.quit();
      }
    }
    if (web != null) {
      web.close();
    }
  }

  /**
   * A wait on a page whose parts htmx swaps in (a list, a status): an element read as it is swapped out is read
   * again; {@code poll} how often the condition is tried.
   */
  static WebDriverWait swapping(WebDriver d, Duration timeout, Duration poll) {
    return (WebDriverWait) new WebDriverWait(d, timeout).pollingEvery(poll)
        .ignoring(org.openqa.selenium.StaleElementReferenceException.class);
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

  static void screenshot(String name) throws IOException {
    screenshot(browser, name);
  }

  static void screenshot(WebDriver browser, String name) throws IOException {
    Files.write(SCREENSHOTS.resolve(name + ".png"), ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
  }

  /** Nothing of the page is wider than the phone: tables that cannot fit scroll inside their box. */
  void fitsThePhone(String page) {
    fitsThePhone(browser, page);
  }

  static void fitsThePhone(WebDriver browser, String page) {
    JavascriptExecutor js = (JavascriptExecutor) browser;
    Number wide = (Number) js.executeScript("return document.documentElement.scrollWidth");
    Number window = (Number) js.executeScript("return window.innerWidth");
    assertThat(wide.intValue()).as(page + " on a 360 px phone").isLessThanOrEqualTo(window.intValue());
  }

  /**
   * On paper: the standings printed as a browser prints them (print media, A4), without the bar, the links between
   * pages and the find box, every row there (a filtered list prints whole), and Chromium makes an A4 PDF of it.
   */
  @Test
  void theStandingsPrintOnA4WithoutTheNavigation() throws IOException {
    browser.get(web.url("/divisions/adult/standings?lang=zh"));
    org.openqa.selenium.chromium.ChromiumDriver chromium = (org.openqa.selenium.chromium.ChromiumDriver) browser;
    int rows = browser.findElements(By.cssSelector("table.standings tbody tr")).size();
    chromium.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("media", "print"));
    try {
      assertThat(browser.findElement(By.cssSelector("header.bar")).isDisplayed()).as("the bar on paper").isFalse();
      assertThat(browser.findElements(By.cssSelector(".pager")).stream().filter(WebElement::isDisplayed))
          .as("links between pages on paper").isEmpty();
      assertThat(browser.findElements(By.cssSelector("table.standings tbody tr")).stream()
          .filter(WebElement::isDisplayed).count()).as("every row on paper").isEqualTo(rows).isPositive();
      org.openqa.selenium.print.PrintOptions a4 = new org.openqa.selenium.print.PrintOptions();
      a4.setPageSize(new org.openqa.selenium.print.PageSize(29.7, 21.0));
      byte[] pdf = java.util.Base64.getDecoder().decode(((org.openqa.selenium.PrintsPage) browser).print(a4)
          .getContent());
      assertThat(new String(pdf, 0, 5, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
      Files.write(SCREENSHOTS.resolve("standings-a4.pdf"), pdf);
    } finally {
      chromium.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("media", ""));
    }
  }

  @Test
  void theStandingsShowChineseAndEveryTieBreakColumnOnAPhone() throws IOException {
    browser.get(web.url("/divisions/adult/standings?lang=zh"));
    assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("女子成年组 · 名次表");
    WebElement opponents = browser.findElement(By.cssSelector("th[data-criterion=opponentScore]"));
    assertThat(opponents.getText()).isEqualTo("对手分");
    List<WebElement> rows = browser.findElements(By.cssSelector("#standings tbody tr"));
    assertThat(rows).hasSize(web.load().playersIn("adult").size());
    assertThat(rows.get(0).findElement(By.cssSelector("td.rank")).getText()).matches("=?1");
    fitsThePhone("standings");
    screenshot("standings");
    browser.get(web.url("/?lang=zh"));
    fitsThePhone("home");
    screenshot("home");
  }

  @Test
  void aPlayerFindsHisBoardByNameOrNumberOnAPhone() throws IOException {
    browser.get(web.url("/divisions/youth/rounds/3?lang=zh"));
    List<WebElement> rows = browser.findElements(By.cssSelector("#boards tbody tr"));
    assertThat(rows.size()).isGreaterThan(4);
    fitsThePhone("pairings");
    screenshot("pairings");
    String name = rows.get(3).findElement(By.cssSelector("td.player.black .name")).getText();
    WebElement find = browser.findElement(By.id("find"));
    find.sendKeys(name);
    List<WebElement> shown = browser.findElements(By.cssSelector("#boards tbody tr")).stream()
        .filter(WebElement::isDisplayed).toList();
    assertThat(shown).isNotEmpty().allSatisfy(tr -> assertThat(tr.getText()).contains(name));
    assertThat(shown.size()).isLessThan(rows.size());
    find.clear();
    find.sendKeys("4");
    shown = browser.findElements(By.cssSelector("#boards tbody tr")).stream().filter(WebElement::isDisplayed)
        .toList();
    // Board 4, and whoever has pairing number 4: not board 14 or number 40.
    assertThat(shown).isNotEmpty().allSatisfy(tr -> assertThat(((JavascriptExecutor) browser).executeScript(
        "return (' ' + arguments[0].dataset.numbers + ' ').indexOf(' 4 ') >= 0", tr)).isEqualTo(true));
    screenshot("pairings-find");
  }

  @Test
  void anArbiterEntersResultsFromTheKeyboardAndCorrectsOne() throws IOException {
    login("裁判丙");
    browser.get(web.url(Paths.results("adult")));
    WebElement board = browser.findElement(By.id("board"));
    String first = board.getAttribute("value");
    assertThat(first).as("the first board without a result is offered").isNotBlank();
    assertThat(browser.switchTo().activeElement()).isEqualTo(board);
    screenshot("console-results");
    // The board offered, Enter, then the key: 1 = red wins.
    board.sendKeys(Keys.ENTER);
    assertThat(browser.switchTo().activeElement().getAttribute("id")).isEqualTo("key");
    browser.switchTo().activeElement().sendKeys("1");
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"),
        "第 " + first + " 台：红胜 已录入"));
    assertThat(result(Integer.parseInt(first))).isEqualTo(Result.RED_WIN);
    // The next board without a result is selected, ready for the next number or Enter.
    String next = browser.findElement(By.id("board")).getAttribute("value");
    assertThat(next).isNotEqualTo(first).isNotBlank();
    assertThat(browser.switchTo().activeElement().getAttribute("id")).isEqualTo("board");
    assertThat(browser.findElement(By.cssSelector("#sheet tr[data-board='" + first + "']"))
        .getAttribute("data-code")).isEqualTo("1-0");
    // Typing over the offered board: the first one again, corrected to a black win; the same key twice confirms.
    WebElement typed = browser.findElement(By.id("board"));
    typed.sendKeys(first, Keys.ENTER);
    browser.switchTo().activeElement().sendKeys("0");
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("preview"), "再按一次"));
    assertThat(result(Integer.parseInt(first))).as("not yet").isEqualTo(Result.RED_WIN);
    browser.switchTo().activeElement().sendKeys("0");
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"),
        "第 " + first + " 台：已更正为 黑胜（原为 红胜）"));
    assertThat(result(Integer.parseInt(first))).isEqualTo(Result.BLACK_WIN);
    screenshot("console-entered");
  }

  @Test
  void thePublicPairingListShowsAResultWithoutAReload() {
    Results.Board open;
    try (Session s = web.session("test")) {
      open = Results.boards(s, "youth", 3).stream().filter(b -> !b.game().result().isFinished()).reduce((a, b) -> b)
          .orElseThrow();
    }
    browser.get(web.url("/divisions/youth/rounds/3?lang=zh"));
    JavascriptExecutor js = (JavascriptExecutor) browser;
    waiting().until(d -> js.executeScript("return document.body.classList.contains('live-on')").equals(true));
    js.executeScript("window.notReloaded = true");
    By cell = By.xpath("//div[@id='boards']//tr[td[@class='board' and text()='" + open.ref().board() + "']]"
        + "/td[@class='res']");
    assertThat(browser.findElement(cell).getText()).isEmpty();
    // Another arbiter enters the result at the console.
    Served.Browser desk = web.browser();
    String csrf = desk.login("裁判丁");
    assertThat(desk.post(Paths.RESULTS, Served.entry("youth", 3, open.ref().board(), "=", open.version()), csrf,
        true).statusCode()).isEqualTo(200);
    waiting().until(ExpectedConditions.textToBe(cell, "和"));
    assertThat(js.executeScript("return window.notReloaded")).as("the page was not reloaded").isEqualTo(true);
  }

  @Test
  void aNewChiefArbiterSetsHisOwnPasswordAfterTheOneTimeOneAndSeesTheAccountsOnAPhone() throws IOException {
    String oneTime;
    try (org.chuhe.app.workflow.Accounts a = web.workspace.accounts("test")) {
      oneTime = a.add("wang", "王裁判长", org.chuhe.app.workflow.Accounts.Role.CHIEF).oneTimePassword();
    }
    browser.manage().deleteAllCookies();
    browser.get(web.url(Paths.LOGIN + "?lang=zh"));
    screenshot("console-login");
    browser.findElement(By.name("login")).sendKeys("wang");
    browser.findElement(By.name("password")).sendKeys(oneTime, Keys.ENTER);
    waiting().until(ExpectedConditions.urlContains(Paths.PASSWORD));
    assertThat(browser.findElements(By.name("current"))).as("no current password after a one-time one").isEmpty();
    fitsThePhone("password");
    screenshot("console-password");
    browser.findElement(By.name("password")).sendKeys("王的密码-2026");
    browser.findElement(By.name("repeat")).sendKeys("王的密码-2026", Keys.ENTER);
    waiting().until(ExpectedConditions.urlContains(Paths.RESULTS));
    browser.get(web.url(Paths.ACCOUNTS));
    assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("裁判账号");
    assertThat(browser.findElement(By.cssSelector("table.accounts")).getText()).contains("wang", "王裁判长", "裁判长");
    fitsThePhone("accounts");
    screenshot("console-accounts");
    browser.manage().deleteAllCookies();
  }

  /** The rows of the pairing list the find box leaves shown. */
  private List<WebElement> shownBoards() {
    return browser.findElements(By.cssSelector("#boards tbody tr")).stream().filter(WebElement::isDisplayed).toList();
  }

  @Test
  void aPlayerFindsHisBoardByPinyinAndHisPhoneRemembersHim() throws IOException {
    browser.get(web.url("/divisions/adult/rounds/2?lang=zh"));
    ((JavascriptExecutor) browser).executeScript("localStorage.clear()");
    List<WebElement> rows = browser.findElements(By.cssSelector("#boards tbody tr"));
    WebElement red = rows.get(2).findElement(By.cssSelector("td.player.red"));
    String name = red.findElement(By.cssSelector(".name")).getText();
    String number = red.findElement(By.cssSelector(".no")).getText();
    String[] keys = org.chuhe.app.report.Pinyin.searchKeys(name).split(" ");
    WebElement find = browser.findElement(By.id("find"));
    // Full pinyin with a space between the syllables ("zhang san"), then the initials ("zs").
    for (String typed : List.of(org.chuhe.app.report.Pinyin.sortKey(name), keys[1])) {
      find.clear();
      find.sendKeys(typed);
      List<WebElement> shown = shownBoards();
      assertThat(shown).as(typed).anySatisfy(tr -> assertThat(tr.getText()).contains(name));
      assertThat(shown.size()).as(typed).isLessThan(rows.size());
      screenshot("pairings-pinyin-" + (typed.contains(" ") ? "full" : "initials"));
    }
    fitsThePhone("pairings found by pinyin");
    assertThat(browser.findElement(By.id("me")).isDisplayed()).as("nobody remembered yet").isFalse();
    // His card: "this is me", then the pairing list shows his board first, and the home links to his card.
    browser.get(web.url(Paths.player("adult", Integer.parseInt(number)) + "?lang=zh"));
    browser.findElement(By.cssSelector(".me-set")).click();
    waiting().until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".me-is")));
    assertThat(browser.findElement(By.cssSelector(".me-set")).isDisplayed()).isFalse();
    screenshot("card-this-is-me");
    browser.get(web.url("/divisions/adult/rounds/2?lang=zh"));
    WebElement mine = waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("me")));
    assertThat(mine.findElement(By.cssSelector("tbody tr")).getText()).contains(name);
    assertThat(mine.getLocation().getY()).as("above the list").isLessThan(
        browser.findElement(By.id("boards")).getLocation().getY());
    fitsThePhone("pairings with my board");
    screenshot("pairings-my-board");
    browser.get(web.url("/?lang=zh"));
    WebElement link = browser.findElement(By.cssSelector(".me-link[data-me-division=adult]"));
    assertThat(link.isDisplayed()).isTrue();
    assertThat(link.getText()).contains(number + " " + name);
    assertThat(browser.findElement(By.cssSelector(".me-link[data-me-division=youth]")).isDisplayed()).isFalse();
    screenshot("home-my-card");
    // "Not me" forgets him.
    browser.get(web.url("/divisions/adult/rounds/2?lang=zh"));
    browser.findElement(By.cssSelector("#me .me-forget")).click();
    assertThat(browser.findElement(By.id("me")).isDisplayed()).isFalse();
  }

  @Test
  void theHallDisplayCyclesThePairingListAndTheStandingsPageByPage() throws IOException {
    browser.manage().window().setSize(new Dimension(1280, 720));
    try {
      browser.get(web.url("/divisions/adult/hall?rows=6&seconds=1&lang=zh"));
      JavascriptExecutor js = (JavascriptExecutor) browser;
      List<WebElement> screens = browser.findElements(By.cssSelector(".hall-screen"));
      assertThat(screens).hasSize(2);
      assertThat(screens.get(0).isDisplayed()).isTrue();
      assertThat(screens.get(1).isDisplayed()).isFalse();
      long shown = browser.findElements(By.cssSelector(".hall-screen tbody tr")).stream()
          .filter(WebElement::isDisplayed).count();
      assertThat(shown).isEqualTo(6);
      assertThat(browser.findElement(By.cssSelector(".hall-page")).getText()).matches("[12] / 2");
      screenshot("hall-pairings");
      // 12 boards, then 24 players: pages 2 of the pairings, then the standings, one a second.
      waiting().until(d -> screens.get(1).isDisplayed());
      assertThat(js.executeScript("return document.querySelector('.bar').offsetParent")).as("no bar").isNull();
      screenshot("hall-standings");
    } finally {
      browser.manage().window().setSize(new Dimension(360, 740));
    }
  }

  private void login(String name) {
    login(browser, web, name);
  }

  static void login(WebDriver browser, Served web, String name) {
    web.account(name, org.chuhe.app.workflow.Accounts.Role.CHIEF);
    browser.get(web.url(Paths.LOGIN));
    browser.findElement(By.name("login")).sendKeys(name);
    browser.findElement(By.name("password")).sendKeys(Served.PASSWORD, Keys.ENTER);
    new WebDriverWait(browser, Duration.ofSeconds(10)).until(ExpectedConditions.urlContains(Paths.RESULTS));
  }

  private Result result(int board) {
    return web.load().roundsOf("adult").get(2).games().stream().filter(g -> g.board() == board).findFirst()
        .orElseThrow().result();
  }
}
