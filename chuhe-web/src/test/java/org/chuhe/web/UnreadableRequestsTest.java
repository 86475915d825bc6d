package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.http.HandlerType;
import io.javalin.router.Endpoint;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.core.api.SoftAssertions;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Requests the server cannot read, sent by hand (raw sockets: a browser cannot send a badly chunked body) to every
 * route the app holds, with and without a console session: a query whose percent-encoding or UTF-8 is broken on every
 * route; on every change also a body badly chunked, cut short, too large, a form that does not decode, an upload
 * without its boundary or with broken parts, a body of another type or charset; and requests Jetty refuses before
 * any route. Each is answered 400 with one line in both languages, except a change without a session, which is
 * refused 401 before its body is read (Requests says why); no answer and nothing on the terminal names a class of
 * Java, Jetty or Jakarta; nothing changes.
 */
class UnreadableRequestsTest {
  /** What never appears: the names of the classes of the server's own parts. */
  private static final List<String> CLASS_NAMES = List.of("org.eclipse", "jakarta.", "java.", "Exception", "javalin");

  @TempDir Path dir;
  Served web;
  private PrintStream terminal;
  private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

  @BeforeEach
  void serve() {
    web = Served.demo(dir);
    web.account("zhang", Accounts.Role.CHIEF);
    terminal = System.err;
    System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
  }

  @AfterEach
  void stop() {
    System.setErr(terminal);
    web.close();
  }

  /** A malformed request: what is sent, and whether it is a body (read only after the session of a change). */
  private record Bad(String name, boolean body, String contentType, byte[] content, boolean chunked, boolean cut) {
    static Bad query(String name) {
      return new Bad(name, false, null, new byte[0], false, false);
    }

    static Bad body(String name, String contentType, String content) {
      return new Bad(name, true, contentType, content.getBytes(StandardCharsets.ISO_8859_1), false, false);
    }
  }

  /** The queries no route can read: a percent sign without two hex digits, bytes that are not UTF-8. */
  private static final Map<String, String> QUERIES = Map.of("percent", "?x=%ZZ&lang=en", "utf8", "?lang=%E7%8E");

  private static List<Bad> bodies() {
    List<Bad> bad = new ArrayList<>();
    String form = "application/x-www-form-urlencoded";
    bad.add(new Bad("badly chunked", true, form, "zz\r\nlogin=a\r\n0\r\n\r\n".getBytes(StandardCharsets.US_ASCII),
        true, false));
    bad.add(new Bad("cut short", true, form, "login=a&password=b".getBytes(StandardCharsets.US_ASCII), false, true));
    bad.add(Bad.body("multipart without boundary", "multipart/form-data", "--x\r\nContent-Disposition: form-data; "
        + "name=\"file\"; filename=\"a.csv\"\r\n\r\nname\r\n--x--\r\n"));
    bad.add(Bad.body("multipart with broken parts", "multipart/form-data; boundary=XyZ", "not a part at all"));
    bad.add(Bad.body("form with a bad percent", form, "login=%ZZ&password=1"));
    bad.add(Bad.body("form that is not UTF-8", form, "login=%FF%FE&password=1"));
    bad.add(Bad.body("form in GBK", form + "; charset=GBK", "login=%CD%F5"));
    bad.add(Bad.body("JSON", "application/json", "{\"login\": \"a\"}"));
    bad.add(Bad.body("no type", null, "login=a"));
    bad.add(Bad.body("too large", form, "x=" + "a".repeat(1_100_000)));
    return bad;
  }

  @Test
  void everyRouteAnswersARequestItCannotRead400InBothLanguagesAndNamesNoClass() throws Exception {
    Served.Browser chief = web.browser();
    String csrf = chief.loginAs("zhang");
    // A player's session too (issue 26): his changes read their body once his session is known, as the console's.
    String red;
    try (Session s = web.session("test")) {
      red = org.chuhe.app.workflow.PlayerCodes.of(s, org.chuhe.app.workflow.Results.boards(s, "adult", 3).get(0)
          .game().red());
    }
    assertThat(chief.post(Paths.board("adult", 3, 1) + "/code", Served.form("side", "red", "code", red), null, false)
        .statusCode()).isEqualTo(303);
    long revision = revision();
    String session = chief.cookieHeader();
    SoftAssertions softly = new SoftAssertions();
    TreeSet<String> routes = new TreeSet<>();
    int requests = 0;
    for (Endpoint e : web.app.endpoints()) {
      if (!e.method.isHttpMethod() || e.method == HandlerType.HEAD || e.method == HandlerType.OPTIONS) {
        continue;
      }
      String path = address(e.path);
      routes.add(e.method + " " + e.path);
      boolean change = e.method != HandlerType.GET;
      boolean open = path.equals(Paths.LOGIN) || PlayerSecurityTest.OPEN.contains(e.method + " " + e.path);
      for (boolean withSession : List.of(false, true)) {
        String cookie = withSession ? session : null;
        for (Map.Entry<String, String> q : QUERIES.entrySet()) {
          Answer a = send(e.method.name(), path + q.getValue(), cookie, csrf, change
              ? Bad.body("empty form", "application/x-www-form-urlencoded", "") : Bad.query(q.getKey()));
          requests++;
          // The query is part of the head: read first, whoever asks.
          expectUnreadable(softly, e + " " + q.getKey() + (withSession ? " (session)" : ""), a);
        }
        if (!change) {
          continue;
        }
        for (Bad b : bodies()) {
          Answer a = send(e.method.name(), path, cookie, csrf, b);
          requests++;
          String what = e.method + " " + e.path + " " + b.name() + (withSession ? " (session)" : "");
          if (withSession || open) {
            expectUnreadable(softly, what, a);
          } else {
            softly.assertThat(a.status()).as(what + ": a change without a session, refused before its body")
                .isEqualTo(401);
            noClassNames(softly, what, a.body());
          }
        }
      }
    }
    // Requests Jetty refuses itself, before any route.
    for (String head : List.of("GET /%ZZ HTTP/1.1\r\nHost: x\r\n", "GET /divisions/%FF/standings HTTP/1.1\r\nHost: x\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n", "POST /console/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n",
        "POST /console/login HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n",
        "GET /?" + "a".repeat(20_000) + " HTTP/1.1\r\nHost: x\r\n")) {
      Answer a = exchange((head + "Connection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1), false);
      requests++;
      expectUnreadable(softly, "before any route: " + head.substring(0, Math.min(60, head.length())), a);
    }
    softly.assertThat(routes).as("the routes reached").contains("POST " + Paths.LOGIN, "POST " + Paths.PLAYERS_IMPORT,
        "POST " + Paths.EVENT_IMPORT, "GET " + Paths.HOME, "GET /divisions/{division}/standings");
    softly.assertThat(requests).isGreaterThan(500);
    String terminalText = printed.toString(StandardCharsets.UTF_8);
    CLASS_NAMES.forEach(c -> softly.assertThat(terminalText).as("the terminal").doesNotContain(c));
    softly.assertThat(terminalText).as("the terminal: nothing at all of a sender's fault").isEmpty();
    softly.assertThat(revision()).as("nothing changed").isEqualTo(revision);
    softly.assertAll();
    assertThat(chief.get(Paths.RESULTS).statusCode()).as("the session goes on").isEqualTo(200);
  }

  private void expectUnreadable(SoftAssertions softly, String what, Answer a) {
    softly.assertThat(a.status()).as(what + ": " + a.body()).isEqualTo(400);
    Matcher line = Pattern.compile("<div class=\"problems\" role=\"alert\">\\s*<p>(.*?)</p>", Pattern.DOTALL)
        .matcher(a.body());
    if (!line.find()) {
      softly.fail(what + ": no problem line in " + a.body());
      return;
    }
    String text = line.group(1).replaceAll("<[^>]+>", "");
    softly.assertThat(text).as(what + ": one line, Chinese / English").containsPattern("\\p{IsHan}.* / .*nothing was"
        + " done|\\p{IsHan}.* / .*try again");
    noClassNames(softly, what, a.body());
  }

  private static void noClassNames(SoftAssertions softly, String what, String body) {
    CLASS_NAMES.forEach(c -> softly.assertThat(body).as(what + ": names no class").doesNotContain(c));
  }

  private record Answer(int status, String body) {}

  /** One request written by hand: method, address, the session's cookie and token (when a cookie is given). */
  private Answer send(String method, String path, String cookie, String csrf, Bad bad) throws IOException {
    StringBuilder head = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    if (cookie != null) {
      head.append("Cookie: ").append(cookie).append("\r\n").append(Guard.CSRF_HEADER).append(": ").append(csrf)
          .append("\r\n");
    }
    if (bad.contentType() != null) {
      head.append("Content-Type: ").append(bad.contentType()).append("\r\n");
    }
    if (bad.chunked()) {
      head.append("Transfer-Encoding: chunked\r\n");
    } else if (bad.body() || bad.content().length > 0) {
      head.append("Content-Length: ").append(bad.content().length + (bad.cut() ? 100 : 0)).append("\r\n");
    }
    head.append("Connection: close\r\n\r\n");
    ByteArrayOutputStream request = new ByteArrayOutputStream();
    request.write(head.toString().getBytes(StandardCharsets.UTF_8));
    request.write(bad.content());
    return exchange(request.toByteArray(), bad.cut());
  }

  /** Sends the bytes, ends the sending side when {@code cut} (a body cut short), and reads the answer whole. */
  private Answer exchange(byte[] request, boolean cut) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", web.app.port())) {
      socket.setSoTimeout(10_000);
      // Written on a thread of its own: the server may answer and close before a large body is all sent.
      Thread writer = new Thread(() -> {
        try {
          OutputStream out = socket.getOutputStream();
          out.write(request);
          out.flush();
          if (cut) {
            socket.shutdownOutput();
          }
        } catch (IOException closed) {
          // the server answered without reading the rest
        }
      });
      writer.start();
      InputStream in = socket.getInputStream();
      String answer = new String(readAll(in), StandardCharsets.UTF_8);
      Matcher status = Pattern.compile("^HTTP/1\\.1 (\\d{3})").matcher(answer);
      int code = status.find() ? Integer.parseInt(status.group(1)) : -1;
      int body = answer.indexOf("\r\n\r\n");
      return new Answer(code, body < 0 ? answer : answer.substring(body + 4));
    }
  }

  private static byte[] readAll(InputStream in) throws IOException {
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    try {
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        all.write(buffer, 0, n);
      }
    } catch (java.net.SocketException reset) {
      // the server may close at once after its answer, before the rest of a large body was taken
    }
    return all.toByteArray();
  }

  private long revision() {
    try (Session s = web.session("test")) {
      return s.revision();
    }
  }

  private static String address(String route) {
    Matcher m = Pattern.compile("\\{(\\w+)}").matcher(route);
    Map<String, String> samples = new LinkedHashMap<>(ConsoleSecurityTest.SAMPLES);
    return m.replaceAll(r -> samples.getOrDefault(r.group(1), "1"));
  }
}
