package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.chuhe.app.report.Pinyin;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Pairings;
import org.chuhe.app.workflow.Registration;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The door of seed 003's open (xiaoyi-2019, where a player who has not paid is not paired): 120 players in eight
 * units and a few individual entrants, ten without their fee paid, nobody in. The chief arbiter at a laptop (1280 px)
 * checks players in by typing (characters, full pinyin, initials) and Enter, takes one back with Ctrl+Z, and checks
 * in whole units once confirmed; a second arbiter's phone (360 px) beside him follows the counts live and checks
 * players in with one tap each; after the draw, players taken back by mistake come back by their numbers. The
 * database and the page's counts are compared at every step. Screenshots: {@code target/screenshots/checkin-*.png}.
 *
 * <p>The names are drawn from a seeded random (the seed is printed; {@code -Dchuhe.seed=N} repeats a run).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConsoleCheckInBrowserTest {
  static final String[] UNITS = {"太原俱乐部", "孝义棋协", "石家庄队", "大同队", "晋中棋院", "临汾队", "长治队", "运城队"};
  static final String INDIVIDUAL = "个人";
  static final String SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余";
  static final String GIVEN = "伟芳娜敏静强磊军洋勇艳杰涛明超秀霞平刚桂建国华文斌宇浩鹏飞龙海波辉东亮晨凯峰俊志";

  @TempDir static Path dir;
  static Served web;
  static WebDriver laptop;
  static WebDriver phone;
  static final List<Player> field = new ArrayList<>();
  /** A player checked in by his name, which no other player's contains. */
  static Player byName;

  @BeforeAll
  static void start() throws IOException {
    laptop = BrowserTest.chromium(() -> web = Served.fresh(dir, "xiaoyi-2019"));
    laptop.manage().window().setSize(new Dimension(1280, 900));
    phone = BrowserTest.chromium();
    long seed = Long.getLong("chuhe.seed", 20261023L);
    System.out.println("ConsoleCheckInBrowserTest seed " + seed);
    Random random = new Random(seed);
    Set<String> names = new LinkedHashSet<>();
    while (names.size() < 120) {
      StringBuilder name = new StringBuilder().append(SURNAMES.charAt(random.nextInt(SURNAMES.length())));
      for (int i = random.nextInt(3) == 0 ? 1 : 2; i > 0; i--) {
        name.append(GIVEN.charAt(random.nextInt(GIVEN.length())));
      }
      names.add(name.toString());
    }
    int n = 0;
    for (String name : names) {
      String unit = n < 112 ? UNITS[n % UNITS.length] : INDIVIDUAL;
      String city = unit.equals("孝义棋协") ? "孝义" : "太原";
      field.add(new Player("", name, "open", unit, n % 7 == 0 ? Gender.FEMALE : Gender.MALE, null,
          new Residence("山西", city), null, null, null, n % 12 != 5, false, "1390000" + (1000 + n), null));
      n++;
    }
    try (Session s = web.session("test")) {
      Registration.registerAll(s, field, field.stream().map(Player::name).toList(), "test", null);
    }
    web.account("li", Accounts.Role.ARBITER);
  }

  @AfterAll
  static void stop() {
    BrowserTest.stop(web, laptop, phone);
  }

  private static WebDriverWait waiting(WebDriver d) {
    return BrowserTest.swapping(d, Duration.ofSeconds(20), Duration.ofMillis(40));
  }

  private static void statusSays(WebDriver d, String text) {
    waiting(d).until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), text));
  }

  /** The counts the page shows for a group (a division, "*", a unit): 报到/未到/未缴费. */
  private static String counts(WebDriver d, String group) {
    return waiting(d).until(x -> {
      List<WebElement> cells = x.findElements(By.cssSelector("[data-count='" + group + "'] td.n"));
      return cells.size() < 3 ? null : cells.get(0).getText() + "/" + cells.get(1).getText() + "/"
          + cells.get(2).getText();
    });
  }

  private static void countsAre(WebDriver d, String group, String expected) {
    waiting(d).until(x -> expected.equals(counts(x, group)));
  }

  private static String inDatabase() {
    List<Player> players = web.load().players();
    long in = players.stream().filter(Player::checkedIn).count();
    long unpaid = players.stream().filter(p -> !p.feePaid()).count();
    return in + "/" + (players.size() - in) + "/" + unpaid;
  }

  /** Each player's pinyin keys as the page writes them (data-pinyin), by id. */
  private static final Map<String, List<String>> KEYS = new java.util.HashMap<>();

  /** What the find box matches a row by (the same data the page writes, the same rule as chuhe.js). */
  private static boolean matches(Player p, String query) {
    List<String> keys = KEYS.computeIfAbsent(p.id(),
        id -> List.of(new Views.PlayerCell("", p.name(), p.unit(), "").pinyin().split(" ")));
    return (p.name() + " " + p.unit()).toLowerCase().contains(query) || keys.stream().anyMatch(k -> k.contains(query));
  }

  private static WebElement find(WebDriver d) {
    return d.findElement(By.id("find"));
  }

  /** The players of the rows the find box shows now (read in one go: the list has 120 rows). */
  @SuppressWarnings("unchecked")
  private static List<String> shown(WebDriver d) {
    return (List<String>) ((JavascriptExecutor) d).executeScript("return Array.from(document.querySelectorAll("
        + "'#door-list tr[data-player]')).filter(tr => !tr.hidden).map(tr => tr.dataset.player)");
  }


  /**
   * Types a query and waits for the list to show the player among its rows ({@code alone}: as its only row); the
   * arrows bring the highlight to him if another match is highlighted (a name inside another one: 王芳 and 王芳明);
   * Enter checks him in: the status names him as arbiters write him ({@link Tournament#nameZh} of {@code t}), and
   * the box is empty and has the focus for the next name. (The callers read the database once for all of them.)
   */
  private static void typeAndEnter(String query, Player p, Tournament t, boolean alone) {
    WebElement box = find(laptop);
    box.sendKeys(query);
    waiting(laptop).until(x -> alone ? shown(x).equals(List.of(p.id())) : shown(x).contains(p.id()));
    for (int i = 0; i < 10 && !p.id().equals(highlighted(laptop)); i++) {
      box.sendKeys(Keys.ARROW_DOWN);
    }
    assertThat(highlighted(laptop)).as(query).isEqualTo(p.id());
    box.sendKeys(Keys.ENTER);
    statusSays(laptop, "已报到：" + t.nameZh(p.id()));
    assertThat(find(laptop).getAttribute("value")).isEmpty();
    assertThat(laptop.switchTo().activeElement().getAttribute("id")).isEqualTo("find");
  }

  /** The player of the highlighted row, the one Enter takes (null: none). */
  /**
   * The highlighted row's player, once a row is highlighted: a live update swaps the list in (the desk hears its own
   * check-ins, and the other desks') and the highlight is put back a moment later; read in between, "none" would be
   * wrong and an arrow pressed on it would move from the wrong row.
   */
  private static String highlighted(WebDriver d) {
    return waiting(d).until(x -> {
      List<WebElement> next = x.findElements(By.cssSelector("#door-list tr.next"));
      return next.isEmpty() ? null : next.get(0).getAttribute("data-player");
    });
  }



  /** Clicks what {@code css} finds, again if a live update swapped it out under the finger. */
  /**
   * Taps until the status line says {@code text}: on a loaded machine the live refresh of the previous unit's
   * check-in can replace the row between the tap and its answer, and the tap is lost with the old row (asking the
   * question again is harmless: nothing is checked in before the answer).
   */
  private static void tapUntilStatusSays(WebDriver d, String css, String text) {
    for (int attempt = 1; ; attempt++) {
      tap(d, css);
      try {
        BrowserTest.swapping(d, Duration.ofSeconds(7), Duration.ofMillis(40))
            .until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), text));
        return;
      } catch (org.openqa.selenium.TimeoutException e) {
        if (attempt == 3) {
          throw e;
        }
      }
    }
  }

  private static void tap(WebDriver d, String css) {
    waiting(d).until(x -> {
      WebElement e = x.findElement(By.cssSelector(css));
      ((JavascriptExecutor) x).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
      e.click();
      return true;
    });
  }

  /** Players still out whose query of this kind matches no other player: their own name, pinyin or initials. */
  private static List<String[]> uniqueQueries(java.util.function.Function<Player, String> query, int count,
      Set<String> taken) {
    List<Player> all = web.load().players();
    List<String[]> found = new ArrayList<>();
    for (Player p : all) {
      String q = query.apply(p);
      if (!taken.contains(p.id()) && !p.checkedIn() && all.stream().filter(o -> matches(o, q)).count() == 1) {
        found.add(new String[] {q, p.id()});
        taken.add(p.id());
        if (found.size() == count) {
          break;
        }
      }
    }
    assertThat(found).hasSize(count);
    return found;
  }

  @Test
  @Order(1)
  void theDeskOpensWithTheCountsAndAPhoneFollowsIt() throws IOException {
    BrowserTest.login(laptop, web, "chief");
    laptop.get(web.url(Paths.CHECKIN_DESK + "?lang=zh"));
    assertThat(counts(laptop, "公开组")).isEqualTo("0/120/10").isEqualTo(inDatabase());
    assertThat(laptop.switchTo().activeElement().getAttribute("id")).as("the find box has the focus").isEqualTo("find");
    assertThat(laptop.findElements(By.cssSelector("#door-list tr.unit-head"))).hasSize(UNITS.length + 1);
    assertThat(laptop.getPageSource()).doesNotContain("13900001000");
    BrowserTest.screenshot(laptop, "checkin-laptop-empty");

    BrowserTest.login(phone, web, "li");
    phone.get(web.url(Paths.CHECKIN_DESK + "?lang=zh"));
    assertThat(counts(phone, "公开组")).isEqualTo("0/120/10");
    assertThat(phone.findElements(By.cssSelector(".door-all"))).as("everybody: the chief arbiter's").isEmpty();
    BrowserTest.fitsThePhone(phone, "the check-in desk");
    waiting(phone).until(x -> x.findElement(By.tagName("body")).getAttribute("class").contains("live-on"));
  }

  @Test
  @Order(2)
  void theChiefArbiterChecksInByCharactersPinyinAndInitialsAndThePhoneSeesIt() throws IOException {
    Set<String> taken = new java.util.HashSet<>();
    List<String[]> queries = new ArrayList<>();
    queries.addAll(uniqueQueries(Player::name, 5, taken));
    queries.addAll(uniqueQueries(p -> Pinyin.searchKeys(p.name()).split(" ")[0], 5, taken));
    // initials: the second key of the first reading ("wf" of 王芳)
    queries.addAll(uniqueQueries(p -> Pinyin.searchKeys(p.name()).split(" ")[1], 5, taken));
    Tournament t = web.load();
    for (String[] q : queries) { // the one player the query names is the list's only row
      typeAndEnter(q[0], t.player(q[1]).orElseThrow(), t, true);
    }
    byName = t.player(queries.get(0)[1]).orElseThrow();
    assertThat(web.load().players().stream().filter(Player::checkedIn).map(Player::id))
        .containsExactlyInAnyOrderElementsOf(queries.stream().map(q -> q[1]).toList());
    int in = queries.size();
    assertThat(in).isEqualTo(15);
    countsAre(laptop, "公开组", in + "/" + (120 - in) + "/10");
    assertThat(inDatabase()).isEqualTo(in + "/" + (120 - in) + "/10");
    countsAre(phone, "公开组", in + "/" + (120 - in) + "/10"); // live, without a reload
    BrowserTest.screenshot(laptop, "checkin-laptop-typed");
  }

  @Test
  @Order(3)
  void enterTakesTheFirstMatchNotInArrowsChooseAnotherAndCtrlZTakesItBack() {
    // A surname several players share: Enter takes the highlighted row, the first of them not in yet.
    Map<Character, List<Player>> bySurname = new LinkedHashMap<>();
    web.load().players().stream().filter(p -> !p.checkedIn())
        .forEach(p -> bySurname.computeIfAbsent(p.name().charAt(0), c -> new ArrayList<>()).add(p));
    String surname = bySurname.entrySet().stream().filter(e -> e.getValue().size() >= 3).findFirst().orElseThrow()
        .getKey().toString();
    WebElement box = find(laptop);
    box.sendKeys(surname);
    waiting(laptop).until(x -> shown(x).size() >= 3);
    String firstId = highlighted(laptop);
    Player first = web.load().player(firstId).orElseThrow();
    assertThat(first.checkedIn()).isFalse();
    assertThat(first.name()).startsWith(surname);
    box.sendKeys(Keys.ENTER);
    statusSays(laptop, "已报到：" + first.name());
    assertThat(web.load().player(firstId).orElseThrow().checkedIn()).isTrue();

    // The arrows: another match down the list, one not in yet.
    box.sendKeys(surname);
    waiting(laptop).until(x -> shown(x).size() >= 3);
    String top = highlighted(laptop);
    String chosen = top;
    for (int i = 0; i < 20 && (chosen.equals(top) || web.load().player(chosen).orElseThrow().checkedIn()); i++) {
      box.sendKeys(Keys.ARROW_DOWN);
      chosen = highlighted(laptop);
    }
    assertThat(chosen).isNotEqualTo(top);
    box.sendKeys(Keys.ENTER);
    Player p = web.load().player(chosen).orElseThrow();
    statusSays(laptop, "已报到：" + p.name());
    assertThat(p.checkedIn()).isTrue();

    // Checked in by mistake: Ctrl+Z, and he is out again; the find box brings him back.
    box.sendKeys(Keys.chord(Keys.CONTROL, "z"));
    statusSays(laptop, "已取消报到：" + web.load().nameZh(p.id()));
    assertThat(web.load().player(chosen).orElseThrow().checkedIn()).isFalse();
    typeAndEnter(p.name(), p, web.load(), false);
    assertThat(web.load().player(chosen).orElseThrow().checkedIn()).isTrue();

    // A player in already: nothing changes, and the status says who checked him in and when.
    box.sendKeys(byName.name(), Keys.ENTER);
    statusSays(laptop, web.load().nameZh(byName.id()) + " 已报到（chief 于 ");
    assertThat(laptop.findElement(By.id("status")).getText()).contains("未作改动");
    assertThat(laptop.findElements(By.id("undo"))).isEmpty();
    assertThat(counts(laptop, "公开组")).isEqualTo(inDatabase());
  }

  @Test
  @Order(4)
  void thePhoneChecksInWithOneTapEachAndTheLaptopSeesIt() throws IOException {
    phone.navigate().refresh();
    assertThat(waiting(phone).until(x -> x.findElement(By.cssSelector("#door-list tr[data-player] .unit-under")))
        .isDisplayed()).as("on a phone the unit stands under the name").isTrue();
    List<String> tapped = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      String id = waiting(phone).until(x -> x.findElements(By.cssSelector("#door-list tr.out[data-player]")).stream()
          .map(r -> r.getAttribute("data-player")).filter(x2 -> !tapped.contains(x2)).findFirst().orElse(null));
      int height = waiting(phone).until(x -> x.findElement(By.cssSelector("tr[data-player='" + id + "'] button.tap"))
          .getSize().getHeight());
      assertThat(height).as("a tap target").isGreaterThanOrEqualTo(44);
      tap(phone, "tr[data-player='" + id + "'] button.tap");
      statusSays(phone, "已报到：" + web.load().player(id).orElseThrow().name());
      tapped.add(id);
    }
    assertThat(tapped).allMatch(id -> web.load().player(id).orElseThrow().checkedIn());
    BrowserTest.fitsThePhone(phone, "the check-in desk after taps");
    BrowserTest.screenshot(phone, "checkin-phone-tapped");
    countsAre(laptop, "公开组", inDatabase()); // the laptop follows, live
  }

  @Test
  @Order(5)
  void theRestComeInByWholeUnitsOnceConfirmedAndTheIndividualsByName() throws IOException {
    for (String unit : UNITS) {
      List<Player> out = web.load().players().stream().filter(p -> p.unit().equals(unit) && !p.checkedIn()).toList();
      if (out.isEmpty()) {
        continue;
      }
      String button = "tr.unit-head[data-count='" + unit + "'] button.unit-all";
      waiting(laptop).until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(button),
          "全单位报到（" + out.size() + " 人）"));
      tapUntilStatusSays(laptop, button, unit + "：以下 " + out.size() + " 人尚未报到，确认全部报到？");
      waiting(laptop).until(x -> "confirm-yes".equals(x.switchTo().activeElement().getAttribute("class")));
      if (unit.equals(UNITS[0])) {
        BrowserTest.screenshot(laptop, "checkin-laptop-confirm");
      }
      laptop.switchTo().activeElement().sendKeys(Keys.ENTER); // the confirmation has the focus: Enter confirms
      statusSays(laptop, unit + "：已报到 " + out.size() + " 人");
      assertThat(web.load().players().stream().filter(p -> p.unit().equals(unit))).allMatch(Player::checkedIn);
    }
    assertThat(laptop.findElements(By.cssSelector("tr.unit-head[data-count='个人'] button"))).as("no unit").isEmpty();
    Tournament t = web.load();
    for (Player p : t.players().stream().filter(p -> !p.checkedIn()).toList()) {
      typeAndEnter(p.name(), p, t, false);
    }
    countsAre(laptop, "公开组", "120/0/10");
    countsAre(phone, "公开组", "120/0/10");
    assertThat(inDatabase()).isEqualTo("120/0/10");
    try (Session s = web.session("test")) {
      List<AuditTrail.Entry> entries = AuditTrail.entries(s, new AuditTrail.Filter(null, false)).stream()
          .filter(e -> e.action().equals("player.checkin")).toList();
      assertThat(entries).as("one entry per check-in, and one for the check-in taken back").hasSize(122);
      assertThat(entries).extracting(AuditTrail.Entry::actor).containsOnly("chief", "li");
    }
    laptop.get(web.url(Paths.checkInDesk("open", Paths.SORT_NAME)));
    List<String> names = laptop.findElements(By.cssSelector("#door-list tr[data-player] td.name")).stream()
        .map(WebElement::getText).toList();
    assertThat(names).hasSize(120).isSortedAccordingTo(Pinyin.ORDER);
    BrowserTest.screenshot(laptop, "checkin-laptop-all-in");
  }

  @Test
  @Order(6)
  void afterTheDrawPlayersTakenBackByMistakeComeBackByTheirNumbers() throws IOException {
    try (Session s = web.session("test")) {
      Map<String, Integer> numbers = new LinkedHashMap<>();
      s.load().playersIn("open").stream().filter(Player::feePaid).forEach(p -> numbers.put(p.id(), numbers.size() + 1));
      Pairings.saveDraw(s, "open", numbers, numbers, "7", null);
    }
    // On the phone, three players taken back by mistake (their numbers are kept).
    phone.get(web.url(Paths.checkInDesk("open", Paths.SORT_NAME)));
    List<Player> back = web.load().players().stream().filter(p -> p.number() != null && p.number() % 37 == 5)
        .toList();
    assertThat(back).hasSize(3);
    for (Player p : back) {
      tap(phone, "tr[data-player='" + p.id() + "'] button.take-back");
      statusSays(phone, "已取消报到：" + p.number() + "号 " + p.name());
    }
    laptop.get(web.url(Paths.CHECKIN_DESK));
    countsAre(laptop, "公开组", "117/3/10");
    for (Player p : back) {
      WebElement box = find(laptop);
      box.sendKeys(p.number().toString());
      waiting(laptop).until(x -> shown(x).equals(List.of(p.id())));
      box.sendKeys(Keys.ENTER);
      statusSays(laptop, "已报到：" + web.load().nameZh(p.id()));
      assertThat(web.load().nameZh(p.id())).startsWith(p.number() + "号 " + p.name());
    }
    countsAre(laptop, "公开组", "120/0/10");
    countsAre(phone, "公开组", "120/0/10");
    assertThat(web.load().players()).allMatch(Player::checkedIn);
    BrowserTest.fitsThePhone(phone, "the check-in desk by name");
    BrowserTest.screenshot(phone, "checkin-phone-numbers");
    BrowserTest.screenshot(laptop, "checkin-laptop-numbers");
  }
}
