package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.io.PlayerCsv;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Fields;
import org.chuhe.app.workflow.Registration;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check-in desk over real HTTP, on a new event of seed 000 with its test field registered (units 福建队1 … 4,
 * twelve adults and eleven youths, phone and ID numbers on file) and nobody in: the counts, one player in, the same
 * player again (said, not changed), the undo, a unit once confirmed, everybody (the chief arbiter's), the live stream.
 */
class ConsoleCheckInTest {
  @TempDir Path dir;
  Served web;
  String csrf;
  final List<String> secrets = new ArrayList<>();

  @BeforeEach
  void serve() {
    web = Served.fresh(dir, "fujian-women-2018");
    try (Session s = web.session("test")) {
      List<Player> players = new ArrayList<>();
      List<String> places = new ArrayList<>();
      for (PlayerCsv.Row row : PlayerCsv.read("field.csv", Fields.csv("fujian-women-2018"), s.regulations())) {
        Player p = row.player();
        boolean unpaid = p.name().equals("成年12");
        players.add(new Player(p.id(), p.name(), p.division(), p.unit(), p.gender(), p.birthDate(), p.residence(),
            p.grade(), p.rating(), null, !unpaid, false, p.phone(), p.idNumber()));
        places.add(row.place());
        secrets.add(p.phone());
        secrets.add(p.idNumber());
      }
      Registration.registerAll(s, players, places, "field.csv", null);
    }
    csrf = web.login("裁判长");
  }

  @AfterEach
  void stop() {
    web.close();
  }

  private static Map<String, String> form(String... pairs) {
    return Served.form(pairs);
  }

  private String id(String name) {
    return web.load().players().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().id();
  }

  private List<String> in() {
    return web.load().players().stream().filter(Player::checkedIn).map(Player::name).toList();
  }

  /** The counts line of a group in a page: its 报到, 未到 and 未缴费 cells. */
  private static String counts(String page, String group) {
    Matcher m = Pattern.compile("(?s)data-count=\"" + Pattern.quote(group) + "\">.*?<td class=\"n in\">(\\d+)</td>"
        + "<td class=\"n out\">(\\d+)</td><td class=\"n unpaid\">(\\d+)</td>").matcher(page);
    assertThat(m.find()).as(group + " in\n" + page).isTrue();
    return m.group(1) + "/" + m.group(2) + "/" + m.group(3);
  }

  @Test
  void theDeskCountsEveryDivisionAndUnitAndNeverShowsAnIdOrPhoneNumber() {
    HttpResponse<String> page = web.get(Paths.CHECKIN_DESK);
    assertThat(page.statusCode()).isEqualTo(200);
    String body = page.body();
    assertThat(body).contains("报到台", "全部组别", "按单位", "按姓名", "data-find=\"#door-list\"",
        "/assets/checkin.js", "data-live-key=\"checkin\"");
    assertThat(counts(body, "女子成年组")).isEqualTo("0/12/1");
    assertThat(counts(body, "女子少儿组")).isEqualTo("0/11/0");
    assertThat(counts(body, "*")).isEqualTo("0/23/1");
    // By unit: each unit's heading with its counts and its button, then its players.
    assertThat(body).containsPattern("(?s)data-count=\"福建队4\">.*?报到 0 · 未到 5 · 未缴费 0.*?全单位报到（5 人）");
    assertThat(body).contains("全部报到（23 人）").as("the chief arbiter's button");
    for (String secret : secrets) {
      assertThat(body).doesNotContain(secret);
    }
    String adults = web.get(Paths.checkInDesk("adult", Paths.SORT_NAME)).body();
    assertThat(counts(adults, "福建队1")).isEqualTo("0/3/1");
    assertThat(adults).contains("未缴费").doesNotContain("少儿11");
    // Sorted by name: in the order of the names' pinyin.
    List<String> names = new ArrayList<>();
    Matcher row = Pattern.compile("<td class=\"name\">([^<]+)<").matcher(adults);
    while (row.find()) {
      names.add(row.group(1));
    }
    assertThat(names).hasSize(12).isSortedAccordingTo(org.chuhe.app.report.Pinyin.ORDER);
    assertThat(web.get(Paths.consolePlayers("adult")).body())
        .contains(Paths.checkInDesk("adult", "unit").replace("&", "&amp;"));
    assertThat(web.get(Paths.RESULTS).body()).contains("href=\"/console/checkin\"");
    assertThat(web.get(Paths.CHECKIN_DESK + "?lang=en").body()).contains("Check-in desk", "Whole unit (5)",
        "Not in", "Unpaid");
  }

  @Test
  void onePlayerInThenAgainWhichChangesNothingAndSaysWhoThenTheUndo() {
    String player = id("成年12");
    HttpResponse<String> in = web.post(Paths.CHECKIN_DESK, form("division", "*", "sort", "unit", "player", player,
        "in", "true"), csrf, true);
    assertThat(in.statusCode()).isEqualTo(200);
    assertThat(in.body()).contains("已报到：成年12（福建队1）", "未缴费，缴费前不编排：成年12（福建队1）",
        "id=\"undo\"", "hx-swap-oob=\"true\"");
    assertThat(counts(in.body(), "女子成年组")).isEqualTo("1/11/1");
    assertThat(in()).containsExactly("成年12");

    HttpResponse<String> again = web.post(Paths.CHECKIN_DESK, form("division", "*", "sort", "unit", "player",
        player, "in", "true"), csrf, true);
    assertThat(again.statusCode()).isEqualTo(200);
    assertThat(again.body()).containsPattern("成年12（福建队1） 已报到（裁判长 于 \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d "
        + "办理），未作改动").contains("door-status same").doesNotContain("id=\"undo\"");

    HttpResponse<String> undo = web.post(Paths.CHECKIN_DESK, form("division", "*", "sort", "unit", "player", player,
        "in", "false"), csrf, true);
    assertThat(undo.body()).contains("已取消报到：成年12（福建队1）");
    assertThat(in()).isEmpty();
    assertThat(web.post(Paths.CHECKIN_DESK, form("division", "*", "in", "true"), csrf, true).statusCode())
        .isEqualTo(400);
    HttpResponse<String> nobody = web.post(Paths.CHECKIN_DESK, form("division", "*", "player", "p999", "in", "true"),
        csrf, true);
    assertThat(nobody.statusCode()).isEqualTo(400);
    assertThat(nobody.body()).contains("door-status refused");
  }

  @Test
  void aUnitIsCheckedInOnceTheArbiterHasSeenWhoAndAnArbiterMayNotCheckEverybodyIn() {
    web.account("li", Accounts.Role.ARBITER);
    Served.Browser arbiter = web.browser();
    String token = arbiter.loginAs("li");
    HttpResponse<String> page = arbiter.get(Paths.CHECKIN_DESK);
    assertThat(page.body()).contains("全单位报到（6 人）").doesNotContain("全部报到（").doesNotContain(Paths.CHECKIN_ALL);
    assertThat(arbiter.get(Paths.checkInAll("*", "unit")).statusCode()).isEqualTo(403);

    HttpResponse<String> confirm = arbiter.get(Paths.checkInUnit("*", "福建队1", "unit"));
    assertThat(confirm.statusCode()).isEqualTo(200);
    assertThat(confirm.body()).contains("福建队1：以下 6 人尚未报到，确认全部报到？", "确认 6 人报到", "成年11", "少儿13",
        "未缴费");
    List<String> seen = new ArrayList<>();
    Matcher m = Pattern.compile("name=\"seen\" value=\"([^\"]+)\"").matcher(confirm.body());
    while (m.find()) {
      seen.add(m.group(1));
    }
    assertThat(seen).hasSize(6);

    // A form post of the confirmation: seen=… repeated, as a browser sends it.
    String body = "division=*&sort=unit&unit=" + Paths.encode("福建队1") + "&seen="
        + String.join("&seen=", seen.subList(0, 5));
    HttpResponse<String> partly = arbiter.post(Paths.CHECKIN_UNIT, body, token);
    assertThat(partly.statusCode()).isEqualTo(409);
    assertThat(partly.body()).contains("确认之后又有未报到的棋手", "未作改动");
    assertThat(in()).isEmpty();

    HttpResponse<String> done = arbiter.post(Paths.CHECKIN_UNIT, body + "&seen=" + seen.get(5), token);
    assertThat(done.statusCode()).isEqualTo(200);
    assertThat(done.body()).contains("福建队1：已报到 6 人", "撤销这 6 人的报到（Ctrl+Z）");
    assertThat(in()).containsExactlyInAnyOrder("成年11", "成年12", "成年13", "少儿11", "少儿12", "少儿13");
    assertThat(counts(done.body(), "*")).isEqualTo("6/17/1");
    try (Session s = web.session("test")) {
      assertThat(org.chuhe.app.workflow.AuditTrail.entries(s, new org.chuhe.app.workflow.AuditTrail.Filter(null,
          false)).stream().filter(e -> e.action().equals("player.checkin")))
          .hasSize(6).allSatisfy(e -> assertThat(e.actor()).isEqualTo("li"));
    }
    assertThat(arbiter.post(Paths.CHECKIN_ALL, "division=*", token).statusCode()).isEqualTo(403);

    // The chief arbiter: everybody, once seen.
    HttpResponse<String> all = web.get(Paths.checkInAll("*", "unit"));
    assertThat(all.body()).contains("全部组别：以下 17 人尚未报到");
    List<String> rest = new ArrayList<>();
    m = Pattern.compile("name=\"seen\" value=\"([^\"]+)\"").matcher(all.body());
    while (m.find()) {
      rest.add(m.group(1));
    }
    HttpResponse<String> allIn = web.post(Paths.CHECKIN_ALL, "division=*&sort=name&seen="
        + String.join("&seen=", rest), csrf);
    assertThat(allIn.statusCode()).isEqualTo(200);
    assertThat(allIn.body()).contains("全部组别：已报到 17 人");
    assertThat(web.load().players()).allMatch(Player::checkedIn);
    assertThat(web.get(Paths.checkInUnit("*", "福建队2", "unit")).body()).contains("福建队2：已全部报到");
    assertThat(web.get(Paths.CHECKIN_UNIT + "?division=*").statusCode()).isEqualTo(400);
  }

  @Test
  @Timeout(20)
  void aCheckInTellsTheOpenDesksWhichDivisionChanged() throws Exception {
    BlockingQueue<String> lines = web.liveStream();
    assertThat(web.post(Paths.CHECKIN_DESK, form("division", "youth", "player", id("少儿21"), "in", "true"), csrf,
        true).statusCode()).isEqualTo(200);
    assertThat(Served.nextEvent(lines)).isEqualTo("checkin/youth");
    HttpResponse<String> part = web.get(Paths.CHECKIN_PART + "?division=youth&sort=name");
    assertThat(part.body()).startsWith("<section id=\"door\"").doesNotContain("<html");
    assertThat(counts(part.body(), "女子少儿组")).isEqualTo("1/10/0");
  }
}
