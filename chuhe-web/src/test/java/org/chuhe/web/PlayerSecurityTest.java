package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.web.ConsoleSecurityTest.address;

import io.javalin.http.HandlerType;
import io.javalin.router.Endpoint;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.chuhe.app.workflow.CodeAttempts;
import org.chuhe.app.workflow.PlayerCodes;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The players' changes (issue 26), as {@link ConsoleSecurityTest} checks the console's: every change of the app
 * outside the console is listed here (a new one that is not fails), and each player's change is refused without a
 * session (401), without or with a wrong CSRF token (403) and to a player of another board (403), the tournament's
 * revision unchanged. The code login is open to anyone, limited by the real {@link CodeAttempts}; no code is on any
 * public page.
 */
class PlayerSecurityTest {
  /** The players' changes: a session opened with a code, and its token. */
  static final Set<String> PLAYER = Set.of("POST /divisions/{division}/rounds/{round}/boards/{board}/claim",
      "POST /me/leave");
  /** The changes anyone may ask for: the code login (limited per player and per address). */
  static final Set<String> OPEN = Set.of("POST /divisions/{division}/rounds/{round}/boards/{board}/code");
  /** Every change outside the console: {@link ConsoleSecurityTest} leaves exactly these to this test. */
  static final Set<String> ROUTES = Stream.concat(PLAYER.stream(), OPEN.stream()).collect(Collectors.toSet());

  private static final Set<HandlerType> READS = Set.of(HandlerType.GET, HandlerType.HEAD, HandlerType.OPTIONS);
  private static final Pattern CSRF = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"");

  @TempDir Path dir;
  Served web;

  @BeforeEach
  void serve() {
    web = Served.demo(dir);
  }

  @AfterEach
  void stop() {
    web.close();
  }

  /** Board 1 of adult's round 3, which every sample address names ({@link ConsoleSecurityTest#SAMPLES}). */
  private Results.Board boardOne() {
    try (Session s = web.session("test")) {
      return Results.boards(s, "adult", 3).get(0);
    }
  }

  private long revision() {
    try (Session s = web.session("test")) {
      return s.revision();
    }
  }

  private String code(String player) {
    try (Session s = web.session("test")) {
      return PlayerCodes.of(s, player);
    }
  }

  /** Logs {@code b} in on board {@code page} as {@code player}, on {@code side}: his CSRF token. */
  private String login(Served.Browser b, String page, String side, String player) {
    HttpResponse<String> in = b.post(page + "/code", Served.form("side", side, "code", code(player)), null, false);
    assertThat(in.statusCode()).as(in.body()).isEqualTo(303);
    Matcher m = CSRF.matcher(b.get(page).body());
    assertThat(m.find()).isTrue();
    return m.group(1);
  }

  /** A claim form a handler would take. */
  private static Map<String, String> form() {
    return Served.form("result", "RED_WIN", "back", "/divisions/adult/rounds/3");
  }

  @Test
  void everyChangeOutsideTheConsoleIsListedHere() {
    Set<String> found = new TreeSet<>();
    for (Endpoint e : web.app.endpoints()) {
      if (!READS.contains(e.method) && e.method.isHttpMethod() && !e.path.startsWith(Paths.CONSOLE + "/")) {
        found.add(e.method + " " + e.path);
      }
    }
    assertThat(found).as("a change outside the console: add it to PLAYER (or OPEN) and check it here")
        .containsExactlyInAnyOrderElementsOf(ROUTES);
  }

  @Test
  void everyPlayersChangeWithoutASessionIsRefusedWith401AndChangesNothing() {
    long before = revision();
    for (String route : PLAYER) {
      for (boolean htmx : List.of(true, false)) {
        HttpResponse<String> r = web.browser().post(address(route), form(), null, htmx);
        assertThat(r.statusCode()).as(route).isEqualTo(401);
      }
    }
    assertThat(revision()).isEqualTo(before);
  }

  @Test
  void everyPlayersChangeWithoutTheSessionsTokenIsRefusedWith403AndChangesNothing() {
    Results.Board one = boardOne();
    String page = Paths.board("adult", 3, 1);
    Served.Browser red = web.browser();
    String csrf = login(red, page, "red", one.game().red());
    long before = revision();
    for (String route : PLAYER) {
      assertThat(red.post(address(route), form(), null, true).statusCode()).as(route).isEqualTo(403);
      assertThat(red.post(address(route), form(), csrf + "x", true).statusCode()).as(route).isEqualTo(403);
      Map<String, String> field = form();
      field.put(Guard.CSRF_FIELD, "not-" + csrf);
      assertThat(red.post(address(route), field, null, false).statusCode()).as(route).isEqualTo(403);
    }
    Served.Browser other = web.browser();
    String arbiters = other.login("zhang");
    assertThat(other.post(address(PLAYER.iterator().next()), form(), arbiters, true).statusCode())
        .as("an arbiter's session is not a player's").isEqualTo(401);
    assertThat(revision()).isEqualTo(before);
    assertThat(red.get(page).body()).as("still logged in").contains("id=\"leave\"").doesNotContain("id=\"code-form\"");
  }

  @Test
  void aPlayerOfAnotherBoardIsRefusedEveryBoardsChangeWith403() {
    Results.Board two;
    try (Session s = web.session("test")) {
      two = Results.boards(s, "adult", 3).get(1);
    }
    Served.Browser black = web.browser();
    String csrf = login(black, Paths.board("adult", 3, two.ref().board()), "black", two.game().black());
    long before = revision();
    for (String route : PLAYER) {
      if (route.contains("{board}")) {
        assertThat(black.post(address(route), form(), csrf, true).statusCode()).as(route).isEqualTo(403);
        Map<String, String> field = form();
        field.put(Guard.CSRF_FIELD, csrf);
        assertThat(black.post(address(route), field, null, false).statusCode()).as(route).isEqualTo(403);
      }
    }
    assertThat(black.get(Paths.board("adult", 3, 1)).statusCode()).isEqualTo(403);
    assertThat(revision()).isEqualTo(before);
  }

  @Test
  void fiveWrongCodesForAPlayerBlockHimAndTwentyFromAnAddressBlockIt() {
    Results.Board one = boardOne();
    String page = Paths.board("adult", 3, 1);
    String right = code(one.game().red());
    String wrong = right.equals("00000000") ? "00000001" : "00000000";
    for (int i = 0; i < CodeAttempts.PER_PLAYER; i++) {
      assertThat(web.browser().post(page + "/code", Served.form("side", "red", "code", wrong), null, false)
          .statusCode()).isEqualTo(401);
    }
    HttpResponse<String> blocked = web.browser().post(page + "/code", Served.form("side", "red", "code", right),
        null, false);
    assertThat(blocked.statusCode()).isEqualTo(429);
    assertThat(blocked.headers().allValues("Set-Cookie")).noneMatch(c -> c.startsWith(BoardPages.COOKIE));

    // The address: 20 wrong codes in all (5 above, then 15 more spread over other players, 4 at most each).
    List<Game> games;
    try (Session s = web.session("test")) {
      games = Results.boards(s, "youth", 3).stream().map(Results.Board::game).toList();
    }
    int tries = CodeAttempts.PER_PLAYER;
    for (int i = 0; tries < CodeAttempts.PER_ADDRESS; i++) {
      Game g = games.get(i / 2);
      String side = i % 2 == 0 ? "red" : "black";
      String theirs = code(side.equals("red") ? g.red() : g.black());
      String bad = theirs.equals("00000000") ? "00000001" : "00000000";
      String at = Paths.board("youth", 3, g.board());
      for (int k = 0; k < 3 && tries < CodeAttempts.PER_ADDRESS; k++, tries++) {
        assertThat(web.post(at + "/code", Served.form("side", side, "code", bad), null, false).statusCode())
            .isEqualTo(401);
      }
    }
    Game last = games.get(games.size() - 1);
    assertThat(web.post(Paths.board("youth", 3, last.board()) + "/code", Served.form("side", "red", "code",
        code(last.red())), null, false).statusCode()).as("the address is over its limit").isEqualTo(429);
  }

  /** No code is on any public page, nor on a player's own board page: it is printed on his card only. */
  @Test
  void noCodeAppearsOnAnyPublicPage() {
    Map<String, String> codes;
    try (Session s = web.session("test")) {
      codes = PlayerCodes.all(s, null);
    }
    Tournament t = web.load();
    assertThat(codes).hasSize(t.players().size());
    assertThat(codes.values()).allSatisfy(c -> assertThat(c).matches("\\d{" + PlayerCodes.DIGITS + "}"));
    Served.Browser player = web.browser();
    Results.Board one = boardOne();
    login(player, Paths.board("adult", 3, 1), "red", one.game().red());
    List<String> pages = new ArrayList<>(List.of("/", "/?lang=en", Paths.LATEST, Paths.HALL));
    for (String d : List.of("adult", "youth")) {
      pages.addAll(List.of(Paths.standings(d), Paths.crosstable(d), Paths.players(d)));
      for (int n = 1; n <= 3; n++) {
        pages.add(Paths.round(d, n));
        pages.add(Paths.round(d, n) + "/boards");
      }
      for (Player p : t.playersIn(d).stream().filter(p -> p.number() != null).toList()) {
        pages.add(Paths.player(d, p.number()));
        pages.add(Paths.player(d, p.number()) + "/seat");
      }
      try (Session s = web.session("test")) {
        for (Results.Board b : Results.boards(s, d, 3)) {
          pages.add(Paths.board(d, 3, b.ref().board()));
          pages.add(Paths.board(d, 3, b.ref().board()) + "/part");
        }
      }
    }
    for (String page : pages) {
      for (Served.Browser b : page.equals(Paths.board("adult", 3, 1)) ? List.of(web.browser(), player)
          : List.of(web.browser())) {
        HttpResponse<String> r = b.get(page);
        assertThat(r.statusCode()).as(page).isEqualTo(200);
        for (String code : codes.values()) {
          assertThat(r.body()).as(page).doesNotContain(code);
        }
      }
    }
  }
}
