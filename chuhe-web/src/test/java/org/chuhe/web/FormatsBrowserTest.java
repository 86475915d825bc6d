package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
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
 * The other competition formats (issue 28) in a real browser on a phone-sized window (set up as
 * {@link BrowserTest}), each on a real SQLite database: a Swiss then knock-out whose Swiss rounds are entered, the
 * knock-out paired by the chief arbiter in the console from the Swiss standings, its results entered at the desk by
 * keyboard (a level quarter-final going on to the rapid tie-break games), and the public bracket showing the winners
 * going through; and a team Swiss whose first team round the chief arbiter pairs in the console, whose boards are
 * entered at the desk grouped by match, and whose match list and team table the public pages show. Screenshots go to
 * {@code target/screenshots/formats-*.png}.
 */
@Tag("slow") // Chromium and a simulated Swiss of 9 rounds, then six knock-out rounds entered: 20 to 40 s
class FormatsBrowserTest {
  static final String DIVISION = "open";

  @TempDir Path dir;
  Served web;
  WebDriver browser;

  @AfterEach
  void stop() {
    BrowserTest.stop(web, browser);
  }

  private WebDriverWait waiting() {
    return BrowserTest.swapping(browser, Duration.ofSeconds(30), Duration.ofMillis(300));
  }

  private void statusSays(String text) {
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), text));
  }

  private void click(String css) {
    WebElement e = browser.findElement(By.cssSelector(css));
    ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
    e.click();
  }

  private void shot(String name) throws IOException {
    BrowserTest.screenshot(browser, "formats-" + name);
  }

  /** Pairs the next round in the console, checks the review says {@code slot}, publishes it. */
  private void pairAndPublish(int round, String slot) throws IOException {
    browser.get(web.url(Paths.consoleRounds(DIVISION)));
    click("#pair button[type=submit]");
    statusSays("第 " + round + " 轮已编排为草稿");
    assertThat(browser.findElement(By.id("verdict")).getText()).isEqualTo("与淘汰赛对阵图一致");
    assertThat(browser.findElement(By.id("slot")).getText()).isEqualTo(slot);
    assertThat(browser.findElements(By.id("quality"))).as("no Swiss quality vector for a match").isEmpty();
    BrowserTest.fitsThePhone(browser, "review of round " + round);
    ((JavascriptExecutor) browser).executeScript("document.getElementById('review').scrollIntoView()");
    shot("review-" + round);
    click("#publish button[type=submit]");
    statusSays("第 " + round + " 轮已发布");
  }

  /** Types a line-up into a team's form under its match in the review and sends it. */
  private void typeLineUp(String form, String players) {
    WebElement field = waiting().until(ExpectedConditions.elementToBeClickable(
        By.cssSelector(form + " input[name=players]")));
    field.clear();
    field.sendKeys(players);
    click(form + " button[type=submit]");
  }

  private static String number(Tournament t, String player) {
    return String.valueOf(t.player(player).orElseThrow().number());
  }

  /** At the desk: each board's number, Enter, its key; waits until the sheet holds the result. */
  private void enter(int round, String... keys) {
    enter(DIVISION, round, keys);
  }

  private void enter(String division, int round, String... keys) {
    browser.get(web.url(Paths.results(division)));
    for (int board = 1; board <= keys.length; board++) {
      WebElement number = waiting().until(ExpectedConditions.elementToBeClickable(By.id("board")));
      number.clear();
      number.sendKeys(Integer.toString(board), Keys.ENTER);
      waiting().until(x -> "key".equals(x.switchTo().activeElement().getAttribute("id")));
      browser.switchTo().activeElement().sendKeys(keys[board - 1]);
      String code = ResultKeys.result(keys[board - 1]).code();
      waiting().until(ExpectedConditions.attributeToBe(By.cssSelector("#sheet tr[data-board='" + board + "']"),
          "data-code", code));
      waiting().until(x -> "board".equals(x.switchTo().activeElement().getAttribute("id")));
    }
    assertThat(web.load().roundsOf(division).get(round - 1).games()).hasSize(keys.length)
        .allMatch(g -> g.result().isFinished());
  }

  @Test
  void theKnockoutIsPairedFromTheSwissStandingsEnteredAndShownOnTheBracket() throws IOException {
    // 20 players, the Swiss's 9 rounds played and entered (simulated); the knock-out to come.
    Tournament swiss = Simulation.run(new SimulationSpec(28, Presets.get("world-open-knockout"), DIVISION, 20, null,
        null, 0.0, 0.0, null, null)).withRoundsUpTo(DIVISION, 9);
    browser = BrowserTest.chromium(() -> web = Served.of(dir, swiss));
    BrowserTest.login(browser, web, "chief");

    pairAndPublish(10, "1/4决赛 第1局");
    Tournament t = web.load();
    List<Game> first = t.roundsOf(DIVISION).get(9).games();
    assertThat(first).hasSize(4);
    enter(10, "=", "=", "=", "=");

    pairAndPublish(11, "1/4决赛 第2局");
    assertThat(browser.findElement(By.cssSelector("ol.knockout-boards")).getText()).contains("正式对局 ½:½");
    // Game 2: the lower seeds (red now) win three matches; the fourth is drawn again, 1:1 after the two games.
    enter(11, "1", "1", "1", "=");

    pairAndPublish(12, "1/4决赛 快棋加赛 第1局");
    assertThat(browser.findElement(By.id("tie-break")).getText()).isEqualTo(
        "快棋加赛 2 局，用时 10+5；得分多者晋级，仍平则进入下一阶段加赛");
    assertThat(browser.findElement(By.cssSelector("ol.knockout-boards")).getText()).contains("正式对局 1:1");
    Game level = web.load().roundsOf(DIVISION).get(11).games().get(0);
    assertThat(List.of(level.red(), level.black())).containsExactlyInAnyOrder(first.get(3).red(),
        first.get(3).black());
    enter(12, "1");

    pairAndPublish(13, "1/4决赛 快棋加赛 第2局");
    assertThat(browser.findElement(By.cssSelector("ol.knockout-boards")).getText()).contains(
        "正式对局 1:1，快棋加赛 ");
    enter(13, "=");

    // The red player of round 12 won the rapid games 1½:½: the semi-finals are paired.
    pairAndPublish(14, "半决赛 第1局");
    t = web.load();
    assertThat(t.roundsOf(DIVISION).get(13).games()).hasSize(2);

    browser.get(web.url(Paths.bracket(DIVISION) + "?lang=zh"));
    String page = browser.findElement(By.cssSelector("main")).getText();
    assertThat(page).contains("淘汰赛对阵图", "1/4决赛", "半决赛", "快棋加赛 1½:½（正式对局 1:1）", "正式对局 1½:½");
    List<WebElement> winners = browser.findElements(By.cssSelector(".stage:first-child .side.winner"));
    assertThat(winners).hasSize(4);
    List<String> through = List.of(first.get(0).black(), first.get(1).black(), first.get(2).black(), level.red());
    for (String id : through) {
      String name = t.player(id).map(Player::name).orElseThrow();
      assertThat(winners).anySatisfy(w -> assertThat(w.getText()).contains(name, "晋级"));
    }
    // The semi-finals are played by those who went through.
    List<String> semi = t.roundsOf(DIVISION).get(13).games().stream().flatMap(g -> java.util.stream.Stream.of(
        g.red(), g.black())).toList();
    assertThat(semi).containsExactlyInAnyOrderElementsOf(through);
    BrowserTest.fitsThePhone(browser, "bracket");
    shot("bracket");
    // The semi-finals' column, scrolled into view sideways.
    ((JavascriptExecutor) browser).executeScript(
        "document.querySelector('.bracket .stage:nth-child(2)').scrollIntoView({inline: 'start'})");
    shot("bracket-semi-finals");
    // The places: the four still in play for places 1–4 (none of them has a place yet), the losers have theirs.
    List<String> places = browser.findElements(By.cssSelector("table.places tbody tr td:first-child")).stream()
        .map(WebElement::getText).toList();
    assertThat(places).containsExactly("1–4", "1–4", "1–4", "1–4", "5", "6", "7", "8");
    // The whole page on a tall phone, in both languages (a result such as ½-½ is not broken over two lines).
    browser.manage().window().setSize(new org.openqa.selenium.Dimension(360, 2400));
    for (String lang : List.of("zh", "en")) {
      browser.get(web.url(Paths.bracket(DIVISION) + "?lang=" + lang));
      BrowserTest.fitsThePhone(browser, "bracket in " + lang);
      assertThat(browser.findElements(By.cssSelector(".bracket .result"))).allSatisfy(r -> assertThat(
          r.getSize().getHeight()).as(r.getText() + " on one line").isLessThan(30));
      shot("bracket-whole-" + lang);
    }
    browser.manage().window().setSize(new org.openqa.selenium.Dimension(360, 740));
    for (Player p : t.players()) {
      if (p.idNumber() != null) {
        assertThat(browser.getPageSource()).doesNotContain(p.idNumber());
      }
    }
  }

  @Test
  void aTeamRoundIsPairedInTheConsoleEnteredByMatchAndShownAsMatchesAndATeamTable() throws IOException {
    // A team Swiss of 5 teams of 3 boards (and a reserve each), nothing paired yet: 2 matches and a team bye.
    String division = "teams";
    Tournament teams = Simulation.run(new SimulationSpec(28, Presets.get("world-open-team-swiss"), division, 5, 1,
        null, 0.0, 0.0, null, null)).withRoundsUpTo(division, 0);
    browser = BrowserTest.chromium(() -> web = Served.of(dir, teams));
    BrowserTest.login(browser, web, "chief");

    browser.get(web.url(Paths.consoleRounds(division)));
    click("#pair button[type=submit]");
    statusSays("第 1 轮已编排为草稿");
    // The review shows the matches, not the players' score groups and the individual quality vector.
    assertThat(browser.findElements(By.id("quality"))).isEmpty();
    assertThat(browser.findElements(By.cssSelector("ol.team-matches > li"))).hasSize(2);
    assertThat(browser.findElement(By.cssSelector("ol.team-matches")).getText()).contains("第 1 场", "1台", "3台");
    ((JavascriptExecutor) browser).executeScript("document.getElementById('review').scrollIntoView()");
    shot("team-review");
    // Match 1's first team hands in its line-up (出场名单): its second player rests, the reserve moves up to board 3.
    // Typed out of the declared order first: refused under the field; then as declared.
    Tournament drafted = web.load();
    String lineUpTeam = drafted.roundsOf(division).get(0).matches().get(0).first();
    List<String> declared = drafted.units().stream().filter(u -> u.id().equals(lineUpTeam)).findFirst()
        .orElseThrow().lineUp();
    String form = "form.line-up[data-team='" + lineUpTeam + "']";
    assertThat(browser.findElement(By.cssSelector(form + " input[name=players]")).getAttribute("value"))
        .isEqualTo(number(drafted, declared.get(0)) + "号 " + number(drafted, declared.get(1)) + "号 "
            + number(drafted, declared.get(2)) + "号");
    typeLineUp(form, number(drafted, declared.get(2)) + " " + number(drafted, declared.get(0)));
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(form + " .field-problem"),
        "出场顺序与报名顺序不符"));
    typeLineUp(form, number(drafted, declared.get(0)) + "，" + number(drafted, declared.get(2)) + " "
        + number(drafted, declared.get(3)));
    statusSays("第 1 场 " + drafted.units().stream().filter(u -> u.id().equals(lineUpTeam)).findFirst()
        .orElseThrow().name() + " 出场名单已录入");
    Round lined = web.load().roundsOf(division).get(0);
    assertThat(lined.games().subList(0, 3)).extracting(g -> g.red() + " " + g.black()).containsExactly(
        declared.get(0) + " " + lined.games().get(0).black(), lined.games().get(1).red() + " " + declared.get(2),
        declared.get(3) + " " + lined.games().get(2).black());
    assertThat(browser.findElement(By.cssSelector("ol.team-matches > li")).getText())
        .contains(drafted.player(declared.get(3)).orElseThrow().name());
    BrowserTest.fitsThePhone(browser, "review with line-up forms");
    ((JavascriptExecutor) browser).executeScript("document.querySelector(arguments[0]).scrollIntoView()", form);
    shot("team-line-up");
    click("#publish button[type=submit]");
    statusSays("第 1 轮已发布");
    Tournament t = web.load();
    Round r = t.roundsOf(division).get(0);
    assertThat(r.matches()).hasSize(2);
    assertThat(r.teamByes()).hasSize(1);
    assertThat(r.games()).hasSize(6);

    // The desk groups the boards by match: each match's heading names both teams.
    browser.get(web.url(Paths.results(division)));
    List<WebElement> matches = browser.findElements(By.cssSelector("#sheet tbody.match"));
    assertThat(matches).hasSize(2);
    org.chuhe.teams.TeamField field = org.chuhe.teams.TeamField.of(t, division);
    assertThat(matches.get(0).findElement(By.cssSelector("tr.match-head")).getText()).contains("第 1 场",
        field.nameZh(r.matches().get(0).first()), field.nameZh(r.matches().get(0).second()));
    assertThat(matches.get(0).findElements(By.cssSelector("tr[data-board]"))).hasSize(3);
    BrowserTest.fitsThePhone(browser, "desk of a team round");
    shot("team-desk");
    // Match 1: 红胜, 和, 红胜: the first team (red on boards 1 and 3) wins 2½:½; match 2: 黑胜 on every board:
    // the first team has black on board 2 only, so 1:2.
    enter(division, 1, "1", "=", "1", "0", "0", "0");
    assertThat(browser.findElement(By.cssSelector("#sheet tbody.match tr.match-head")).getText()).contains(
        "2½:½", "场分 2:0");
    ((JavascriptExecutor) browser).executeScript("document.getElementById('sheet').scrollIntoView()");
    shot("team-desk-entered");

    browser.get(web.url(Paths.round(division, 1) + "?lang=zh"));
    List<WebElement> shown = browser.findElements(By.cssSelector("#boards section.match"));
    assertThat(shown).hasSize(2);
    assertThat(shown.get(0).findElement(By.tagName("h2")).getText()).contains("第 1 场",
        field.nameZh(r.matches().get(0).first()), "2½:½", field.nameZh(r.matches().get(0).second()));
    assertThat(shown.get(1).findElement(By.tagName("h2")).getText()).contains("1:2");
    assertThat(shown.get(0).getText()).contains("场分 2:0", "红胜", "和");
    assertThat(browser.findElement(By.cssSelector("#boards .byes")).getText()).contains(
        field.nameZh(r.teamByes().get(0)));
    BrowserTest.fitsThePhone(browser, "match list");
    shot("team-matches");
    // The find box: a player's name leaves his board, under his match.
    Game third = r.games().get(2);
    String name = t.player(third.red()).map(Player::name).orElseThrow();
    browser.findElement(By.id("find")).sendKeys(name);
    List<WebElement> rows = browser.findElements(By.cssSelector("#boards tbody tr")).stream()
        .filter(WebElement::isDisplayed).toList();
    assertThat(rows).hasSize(1).allSatisfy(tr -> assertThat(tr.getText()).contains(name));

    browser.get(web.url(Paths.teamTable(division) + "?lang=zh"));
    List<WebElement> table = browser.findElements(By.cssSelector("table.team-table tbody tr"));
    assertThat(table).hasSize(5);
    // The bye scores a won match (2 match points, 3 games, 6 game points), ahead of match 1's winner (2, 5) on
    // game points; then match 2's winner (2, 4).
    assertThat(table.get(0).getText()).contains(field.nameZh(r.teamByes().get(0)));
    assertThat(table.get(1).getText()).contains(field.nameZh(r.matches().get(0).first()), "按局分");
    assertThat(table.get(2).getText()).contains(field.nameZh(r.matches().get(1).second()));
    BrowserTest.fitsThePhone(browser, "team table");
    shot("team-table");
    browser.get(web.url(Paths.boardPrizes(division) + "?lang=zh"));
    assertThat(browser.findElements(By.cssSelector("section.board-prize"))).hasSize(3);
    BrowserTest.fitsThePhone(browser, "board prizes");
    shot("team-board-prizes");
    for (Player p : t.players()) {
      for (String path : List.of(Paths.round(division, 1), Paths.teamTable(division), Paths.boardPrizes(division))) {
        String page = web.get(path).body();
        if (p.idNumber() != null) {
          assertThat(page).doesNotContain(p.idNumber());
        }
        if (p.phone() != null) {
          assertThat(page).doesNotContain(p.phone());
        }
      }
    }
  }
}
