package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.http.HandlerType;
import io.javalin.router.Endpoint;
import io.javalin.security.Roles;
import io.javalin.security.RouteRole;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every change the app takes, as Javalin holds its routes: each one is refused without a session (401), without
 * the session's CSRF token (403), to an arbiter whose role does not cover it (403) and to a session still on its
 * one-time password (403), and nothing changes (the tournament's revision, the accounts and their log). A route
 * added to {@link WebApp} without its line in {@link #CHANGES} fails here, so no new change escapes the check.
 */
class ConsoleSecurityTest {
  /**
   * Every route that may change something (any method but GET, HEAD, OPTIONS) and the role it must declare.
   * {@link Role#CHIEF}: only the chief arbiter; {@link Role#ARBITER}: check-in, results, fouls (and one's own
   * session and password). A new route goes here, with the role the issue gives it.
   */
  static final Map<String, Role> CHANGES = Map.ofEntries(
      Map.entry("POST /console/logout", Role.ARBITER),
      Map.entry("POST /console/password", Role.ARBITER),
      Map.entry("POST /console/results", Role.ARBITER),
      Map.entry("POST /console/accounts", Role.CHIEF),
      Map.entry("POST /console/accounts/{login}", Role.CHIEF),
      Map.entry("POST /console/board/foul", Role.ARBITER),
      Map.entry("POST /console/board/late", Role.ARBITER),
      Map.entry("POST /console/board/record", Role.ARBITER),
      Map.entry("POST /console/discipline/withdraw", Role.CHIEF),
      Map.entry("POST /console/discipline/penalty", Role.CHIEF),
      Map.entry("POST /console/standings/lots", Role.CHIEF),
      Map.entry("POST /console/prizes/award", Role.CHIEF),
      Map.entry("POST /console/prizes/revoke", Role.CHIEF),
      Map.entry("POST /console/prizes/withdrawn", Role.CHIEF),
      Map.entry("POST /console/players", Role.CHIEF),
      Map.entry("POST /console/players/import", Role.CHIEF),
      Map.entry("POST /console/players/import/preview", Role.CHIEF),
      Map.entry("POST /console/players/import/accept", Role.CHIEF),
      Map.entry("POST /console/players/checkin", Role.ARBITER),
      Map.entry("POST /console/players/edit", Role.CHIEF),
      Map.entry("POST /console/players/remove", Role.CHIEF),
      Map.entry("POST /console/checkin", Role.ARBITER),
      Map.entry("POST /console/checkin/unit", Role.ARBITER),
      Map.entry("POST /console/checkin/all", Role.CHIEF),
      Map.entry("POST /console/rounds/draw", Role.CHIEF),
      Map.entry("POST /console/rounds/pair", Role.CHIEF),
      Map.entry("POST /console/rounds/change", Role.CHIEF),
      Map.entry("POST /console/rounds/publish", Role.CHIEF),
      Map.entry("POST /console/rounds/line-up", Role.CHIEF),
      Map.entry("POST /console/rounds/undo", Role.CHIEF),
      Map.entry("POST /console/event", Role.CHIEF),
      Map.entry("POST /console/event/import", Role.CHIEF),
      Map.entry("POST /console/regulations/check", Role.CHIEF),
      Map.entry("POST /console/regulations", Role.CHIEF),
      Map.entry("POST /console/export/certificates", Role.CHIEF),
      Map.entry("POST /console/board/game/move", Role.ARBITER),
      Map.entry("POST /console/board/game/paste", Role.ARBITER),
      Map.entry("POST /console/board/game/save", Role.ARBITER),
      Map.entry("POST /console/board/game/delete", Role.ARBITER),
      Map.entry("POST /console/records/confirm", Role.ARBITER),
      // Results from the board (issue 26), the arbiter's side.
      Map.entry("POST /console/reports/accept", Role.ARBITER),
      Map.entry("POST /console/reports/accept-all", Role.ARBITER),
      Map.entry("POST /console/reports/auto", Role.CHIEF),
      Map.entry("POST /console/codes/reset", Role.ARBITER));
  /** The changes anyone may ask for: the login (limited per address). */
  static final Set<String> OPEN = Set.of("POST /console/login");
  /** Values for the parameters of an address, so that a request reaches its handler. */
  static final Map<String, String> SAMPLES = Map.of("login", "li", "division", "adult", "round", "3", "board", "1",
      "number", "1");
  private static final Set<HandlerType> READS = Set.of(HandlerType.GET, HandlerType.HEAD, HandlerType.OPTIONS);

  @TempDir Path dir;
  Served web;

  @BeforeEach
  void serve() {
    web = Served.demo(dir);
    web.account("li", Accounts.Role.ARBITER);
    web.account("zhang", Accounts.Role.CHIEF);
  }

  @AfterEach
  void stop() {
    web.close();
  }

  /** The app's changes as "METHOD path", with the roles they declare; the players' are {@link PlayerSecurityTest}'s. */
  private Map<String, Set<RouteRole>> changes() {
    Map<String, Set<RouteRole>> found = new TreeMap<>();
    for (Endpoint e : web.app.endpoints()) {
      if (!READS.contains(e.method) && e.method.isHttpMethod()
          && !PlayerSecurityTest.ROUTES.contains(e.method + " " + e.path)) { // the players' (issue 26): checked there
        Roles roles = e.metadata(Roles.class);
        found.put(e.method + " " + e.path, roles == null ? Set.of() : roles.getRoles());
      }
    }
    return found;
  }

  @Test
  void everyChangeOfTheAppIsListedHereWithTheRoleItDeclares() {
    Map<String, Set<RouteRole>> found = changes();
    assertThat(found.keySet()).as("the app's changes: add a new one to CHANGES with its role")
        .containsExactlyInAnyOrderElementsOf(
            java.util.stream.Stream.concat(CHANGES.keySet().stream(), OPEN.stream()).toList());
    CHANGES.forEach((route, role) -> assertThat(found.get(route)).as(route).containsExactly(role));
    // Every console page declares its role too (an undeclared one would need the chief arbiter).
    for (Endpoint e : web.app.endpoints()) {
      if (e.path.startsWith("/console/") && !e.path.equals(Paths.LOGIN)) {
        assertThat(e.metadata(Roles.class)).as(e.method + " " + e.path).isNotNull();
      }
    }
  }

  /** What a change could touch: the tournament (its revision), the accounts and their log. */
  private record State(long revision, List<Accounts.Account> accounts, int logLines) {}

  private State state() {
    try (Session s = web.session("test"); Accounts a = web.workspace.accounts("test")) {
      return new State(s.revision(), a.list(), a.log().size());
    }
  }

  /** The address of a route, its parameters filled in from {@link #SAMPLES} (PlayerSecurityTest's too). */
  static String address(String route) {
    Matcher m = Pattern.compile("\\{(\\w+)}").matcher(route.substring(route.indexOf(' ') + 1));
    return m.replaceAll(r -> SAMPLES.getOrDefault(r.group(1), "1"));
  }

  /** A form that the handler would take: a result, an account, an action. */
  private static Map<String, String> form() {
    Map<String, String> form = new TreeMap<>(Served.entry("adult", 3, 1, "1", null));
    form.put("login", "wang");
    form.put("role", "chief");
    form.put("do", "remove");
    form.put("password", "a-new-password");
    form.put("repeat", "a-new-password");
    return form;
  }

  @Test
  void everyChangeWithoutASessionIsRefusedWith401AndChangesNothing() {
    State before = state();
    for (String route : CHANGES.keySet()) {
      for (boolean htmx : List.of(true, false)) {
        HttpResponse<String> r = web.browser().post(address(route), form(), null, htmx);
        assertThat(r.statusCode()).as(route).isEqualTo(401);
      }
    }
    assertThat(state()).isEqualTo(before);
  }

  @Test
  void everyChangeWithoutTheSessionsTokenIsRefusedWith403AndChangesNothing() {
    Served.Browser chief = web.browser();
    String csrf = chief.loginAs("zhang");
    State before = state();
    for (String route : CHANGES.keySet()) {
      assertThat(chief.post(address(route), form(), null, true).statusCode()).as(route).isEqualTo(403);
      assertThat(chief.post(address(route), form(), csrf + "x", true).statusCode()).as(route).isEqualTo(403);
      Map<String, String> field = form();
      field.put(Guard.CSRF_FIELD, "not-" + csrf);
      assertThat(chief.post(address(route), field, null, false).statusCode()).as(route).isEqualTo(403);
    }
    assertThat(state()).isEqualTo(before);
    assertThat(chief.get(Paths.RESULTS).statusCode()).as("still logged in").isEqualTo(200);
  }

  @Test
  void everyChiefArbitersChangeIsRefusedToAnArbiterWith403AndChangesNothing() {
    Served.Browser arbiter = web.browser();
    String csrf = arbiter.loginAs("li");
    State before = state();
    List<String> chiefs = CHANGES.entrySet().stream().filter(e -> e.getValue() == Role.CHIEF).map(Map.Entry::getKey)
        .collect(Collectors.toList());
    assertThat(chiefs).isNotEmpty();
    for (String route : chiefs) {
      HttpResponse<String> r = arbiter.post(address(route), form(), csrf, true);
      assertThat(r.statusCode()).as(route).isEqualTo(403);
      assertThat(r.body()).as(route).contains("需要裁判长");
    }
    assertThat(state()).isEqualTo(before);
    assertThat(arbiter.get(Paths.ACCOUNTS).statusCode()).as("nor the page").isEqualTo(403);
    assertThat(arbiter.get(Paths.RESULTS).statusCode()).as("the desk is his").isEqualTo(200);
    assertThat(arbiter.get(Paths.RESULTS).body()).doesNotContain(Paths.ACCOUNTS);
  }

  @Test
  void aSessionOnItsOneTimePasswordMaySetAPasswordAndNothingElse() {
    String oneTime;
    try (Accounts a = web.workspace.accounts("test")) {
      oneTime = a.add("wang", "王裁判", Accounts.Role.CHIEF).oneTimePassword();
    }
    Served.Browser b = web.browser();
    HttpResponse<String> in = b.post(Paths.LOGIN, Map.of("login", "wang", "password", oneTime), null, false);
    assertThat(in.headers().firstValue("Location")).hasValue(Paths.PASSWORD);
    assertThat(b.get(Paths.RESULTS).headers().firstValue("Location")).as("a page: the password first")
        .hasValue(Paths.PASSWORD);
    HttpResponse<String> page = b.get(Paths.PASSWORD);
    assertThat(page.body()).contains("一次性密码已用过").doesNotContain("name=\"current\"");
    String csrf = token(page.body());
    State before = state();
    for (String route : CHANGES.keySet()) {
      if (!route.endsWith(Paths.PASSWORD) && !route.endsWith(Paths.LOGOUT)) {
        assertThat(b.post(address(route), form(), csrf, true).statusCode()).as(route).isEqualTo(403);
      }
    }
    assertThat(state()).isEqualTo(before);
    assertThat(web.browser().post(Paths.LOGIN, Map.of("login", "wang", "password", oneTime), null, false)
        .statusCode()).as("the one-time password is spent").isEqualTo(401);

    HttpResponse<String> weak = b.post(Paths.PASSWORD, Map.of("password", "short", "repeat", "short"), csrf, false);
    assertThat(weak.statusCode()).isEqualTo(400);
    assertThat(weak.body()).contains("密码太短");
    HttpResponse<String> differ = b.post(Paths.PASSWORD, Map.of("password", "long-enough-1", "repeat",
        "long-enough-2"), csrf, false);
    assertThat(differ.body()).contains("两次输入的新密码不一样");
    HttpResponse<String> set = b.post(Paths.PASSWORD, Map.of("password", "王的新密码-2026", "repeat", "王的新密码-2026"),
        csrf, false);
    assertThat(set.statusCode()).isEqualTo(303);
    assertThat(b.get(Paths.RESULTS).statusCode()).as("now the desk").isEqualTo(200);
    assertThat(web.browser().post(Paths.LOGIN, Map.of("login", "wang", "password", "王的新密码-2026"), null, false)
        .headers().firstValue("Location")).hasValue(Paths.RESULTS);
  }

  @Test
  void aDisabledAccountOrANewPasswordEndsItsOpenSessionsAndTheLogNamesTheArbiter() {
    Served.Browser arbiter = web.browser();
    String csrf = arbiter.loginAs("li");
    Served.Browser chief = web.browser();
    String chiefCsrf = chief.loginAs("zhang");
    HttpResponse<String> off = chief.post(Paths.account("li"), Map.of("do", "disable"), chiefCsrf, false);
    assertThat(off.statusCode()).isEqualTo(200);
    assertThat(off.body()).contains("已停用 li");
    assertThat(arbiter.post(Paths.RESULTS, Served.entry("adult", 3, 1, "1", null), csrf, true).statusCode())
        .as("his session ended with the account").isEqualTo(401);
    chief.post(Paths.account("li"), Map.of("do", "enable"), chiefCsrf, false);
    String again = arbiter.loginAs("li");
    HttpResponse<String> reset = chief.post(Paths.account("li"), Map.of("do", "password"), chiefCsrf, false);
    assertThat(reset.body()).containsPattern("<strong class=\"password\">[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}<");
    assertThat(arbiter.get(Paths.RESULTS).statusCode()).as("the old password's session ended").isEqualTo(303);
    assertThat(again).isNotBlank();
    try (Accounts a = web.workspace.accounts("test")) {
      assertThat(a.log()).filteredOn(l -> l.action().equals("disable")).singleElement()
          .satisfies(l -> assertThat(l.actor()).isEqualTo("zhang"));
    }
  }

  @Test
  void theChiefArbiterManagesTheAccountsAtTheConsole() {
    Served.Browser chief = web.browser();
    String csrf = chief.loginAs("zhang");
    HttpResponse<String> page = chief.get(Paths.ACCOUNTS);
    assertThat(page.statusCode()).isEqualTo(200);
    assertThat(page.body()).contains("裁判账号", "li", "zhang", "裁判员", "裁判长");
    HttpResponse<String> added = chief.post(Paths.ACCOUNTS, Map.of("login", "Zhao", "display", "赵裁判", "role",
        "arbiter"), csrf, false);
    assertThat(added.statusCode()).isEqualTo(200);
    Matcher m = Pattern.compile("<strong class=\"password\">([a-z2-9-]{14})<").matcher(added.body());
    assertThat(m.find()).as(added.body()).isTrue();
    assertThat(added.body()).contains("已建立账号 zhao", "赵裁判");
    HttpResponse<String> twice = chief.post(Paths.ACCOUNTS, Map.of("login", "zhao", "role", "arbiter"), csrf, false);
    assertThat(twice.statusCode()).isEqualTo(409);
    assertThat(twice.body()).contains("已有账号 zhao").doesNotContain("class=\"password\"");
    HttpResponse<String> last = chief.post(Paths.account("zhang"), Map.of("do", "arbiter"), csrf, false);
    assertThat(last.statusCode()).isEqualTo(422);
    assertThat(last.body()).contains("不能把最后一位裁判长改为裁判员");
    assertThat(chief.post(Paths.account("zhao"), Map.of("do", "remove"), csrf, false).body()).contains("已删除 zhao");
    chief.post(Paths.ACCOUNTS, Map.of("login", "赵裁判", "role", "arbiter"), csrf, false);
    assertThat(chief.post(Paths.account("赵裁判"), Map.of("do", "chief"), csrf, false).body())
        .as("a Chinese login in the address").contains("赵裁判 现为裁判长");

    HttpResponse<String> noCurrent = chief.post(Paths.PASSWORD, Map.of("password", "another-pass", "repeat",
        "another-pass"), csrf, false);
    assertThat(noCurrent.statusCode()).as("his own password: the current one first").isEqualTo(422);
    HttpResponse<String> wrongCurrent = chief.post(Paths.PASSWORD, Map.of("current", "guess-guess", "password",
        "another-pass", "repeat", "another-pass"), csrf, false);
    assertThat(wrongCurrent.body()).contains("当前密码不对");
    assertThat(chief.get(Paths.PASSWORD).body()).contains("name=\"current\"");
    assertThat(chief.post(Paths.PASSWORD, Map.of("current", Served.PASSWORD, "password", "another-pass", "repeat",
        "another-pass"), csrf, false).statusCode()).isEqualTo(303);
    assertThat(chief.get(Paths.RESULTS).statusCode()).as("his session goes on").isEqualTo(200);
    HttpResponse<String> en = chief.get(Paths.ACCOUNTS + "?lang=en");
    assertThat(en.body()).contains("Arbiters' accounts", "chief arbiter", "make chief");
  }

  private static String token(String page) {
    Matcher m = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"").matcher(page);
    assertThat(m.find()).isTrue();
    return m.group(1);
  }
}
