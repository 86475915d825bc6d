package org.chuhe.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.model.Game;
import org.chuhe.tournament.Tournament;

/**
 * The web app on a real SQLite file, on a free port of the loopback, for tests that speak HTTP to it: a small demo
 * event (two divisions, two rounds played, the third half entered) unless a test brings its own tournament. Its
 * own methods are those of one browser; {@link #browser} gives another one, with cookies of its own.
 */
final class Served implements AutoCloseable {
  static final String PASSWORD = "test-pass-word";
  /** Small enough to start in well under a second, large enough for several score groups. */
  static final Demo.Size SMALL = new Demo.Size(24, 16, 2, 7);

  final Path db;
  final Workspace workspace;
  final WebApp app;
  private final Browser browser;

  private Served(Path db) {
    this(db, db.toString());
  }

  private Served(Path db, String spec) {
    this.db = db;
    this.workspace = Workspace.open(spec);
    this.app = WebApp.start(workspace, null, "127.0.0.1", 0, ConsoleAccess.of(workspace));
    this.browser = browser();
  }

  /** The small demo event, in a database of its own in {@code dir}. */
  static Served demo(Path dir) {
    Path db = dir.resolve("demo.db");
    try {
      Files.copy(template(), db);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new Served(db);
  }

  private static Path template;

  /**
   * The small demo, built once per test run and copied for each test (building it is mostly creating the schema):
   * its database was closed, so the file holds everything (no write-ahead log beside it).
   */
  private static synchronized Path template() throws IOException {
    if (template == null) {
      Path dir = Files.createTempDirectory("chuhe-web-test-");
      dir.toFile().deleteOnExit();
      template = Demo.create(dir, SMALL);
      template.toFile().deleteOnExit();
      if (Files.exists(Path.of(template + "-wal"))) {
        throw new IllegalStateException("the template database still has a write-ahead log");
      }
    }
    return template;
  }

  /**
   * Another server on the database {@code spec} (a file or a PostgreSQL address) that already holds a tournament: as
   * a second {@code serve} process would be, with a workspace of its own.
   */
  static Served on(String spec) {
    return new Served(spec.startsWith("jdbc:") ? null : Path.of(spec), spec);
  }

  /** A new event of a preset's regulations, without players yet (registration, the draw, round 1 to come). */
  static Served fresh(Path dir, String preset) {
    Path db = dir.resolve("fresh.db");
    try (org.chuhe.app.store.Database d = org.chuhe.app.store.Database.open(db.toString(),
        org.chuhe.app.store.Database.Mode.CREATE)) {
      Tournaments.create(d, null, "测试赛", org.chuhe.app.presets.Presets.get(preset), "test");
    }
    return new Served(db);
  }

  /** A server on a new database file that holds no event yet (as {@code serve --db new.db}). */
  static Served empty(Path dir) {
    Path db = dir.resolve("new.db");
    Workspace.openOrCreate(db.toString()).close();
    return new Served(db);
  }

  /** A multipart form post with one file, as a browser sends an upload ({@code csrf} in htmx's header). */
  HttpResponse<String> upload(String path, Map<String, String> fields, String fileName, String content, String csrf) {
    return browser.upload(path, fields, fileName, content.getBytes(StandardCharsets.UTF_8), csrf);
  }

  /** An upload of a file's bytes (a workbook, a CSV in GBK). */
  HttpResponse<String> upload(String path, Map<String, String> fields, String fileName, byte[] content, String csrf) {
    return browser.upload(path, fields, fileName, content, csrf);
  }

  static Served of(Path dir, Tournament t) {
    Path db = dir.resolve("event.db");
    Tournaments.importDocument(db.toString(), t, null, "test", "test");
    return new Served(db);
  }

  String url(String path) {
    return "http://127.0.0.1:" + app.port() + path;
  }

  /** Another browser: cookies (language, console session) of its own. */
  Browser browser() {
    return new Browser();
  }

  HttpResponse<String> get(String path) {
    return browser.get(path);
  }

  /** A download as bytes (a workbook), by the test's own browser. */
  HttpResponse<byte[]> bytes(String path) {
    return browser.bytes(path);
  }

  HttpResponse<String> post(String path, Map<String, String> form, String csrf, boolean htmx) {
    return browser.post(path, form, csrf, htmx);
  }

  /** A form of name and value pairs, in their order: {@code form("division", "adult", "name", "王芳")}. */
  static Map<String, String> form(String... pairs) {
    Map<String, String> form = new LinkedHashMap<>();
    for (int i = 0; i + 1 < pairs.length; i += 2) {
      form.put(pairs[i], pairs[i + 1]);
    }
    return form;
  }

  /** The data of the next event of a live stream ({@link #liveStream}): "youth/3"; null if none comes in time. */
  static String nextEvent(java.util.concurrent.BlockingQueue<String> lines) throws InterruptedException {
    java.util.concurrent.TimeUnit seconds = java.util.concurrent.TimeUnit.SECONDS;
    for (String line = lines.poll(5, seconds); line != null; line = lines.poll(5, seconds)) {
      if (line.equals("event: " + Live.EVENT)) {
        String data = lines.poll(5, seconds);
        return data == null ? null : data.replaceFirst("^data: ", "");
      }
    }
    return null;
  }

  /** A form post already encoded ({@code seen=a&seen=b}: a field repeated), as htmx sends it. */
  HttpResponse<String> post(String path, String encoded, String csrf) {
    return browser.post(path, encoded, csrf);
  }

  /** Logs in as {@code login}, a chief arbiter (made with {@link #PASSWORD} if there is none); the CSRF token. */
  String login(String login) {
    return browser.login(login);
  }

  /**
   * The account {@code login} with {@link #PASSWORD}, made with {@code role} if there is none (its display name is
   * the login, so the audit log records the login).
   */
  void account(String login, Accounts.Role role) {
    try (Accounts accounts = workspace.accounts("test")) {
      if (accounts.find(login).isEmpty()) {
        accounts.add(login, null, role);
        accounts.setPassword(login, null, PASSWORD);
      }
    }
  }

  /** One browser of the tests: its requests, its cookies. */
  final class Browser {
    private final CookieManager cookies = new CookieManager();
    private final HttpClient client = HttpClient.newBuilder().cookieHandler(cookies)
        .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();

    /** The cookies this browser sends, as the value of a Cookie header (for a request written by hand). */
    String cookieHeader() {
      return cookies.getCookieStore().getCookies().stream().map(java.net.HttpCookie::toString)
          .collect(Collectors.joining("; "));
    }

    HttpResponse<String> get(String path) {
      return send(HttpRequest.newBuilder(URI.create(url(path))).GET().build());
    }

    /** A form post, as htmx sends it when {@code htmx}; {@code csrf} (when not null) in htmx's header. */
    HttpResponse<String> post(String path, Map<String, String> form, String csrf, boolean htmx) {
      return post(path, form.entrySet().stream().map(e -> enc(e.getKey()) + "=" + enc(e.getValue()))
          .collect(Collectors.joining("&")), csrf, htmx);
    }

    /** A form post already encoded ({@code seen=a&seen=b}: a field repeated), as htmx sends it. */
    HttpResponse<String> post(String path, String encoded, String csrf) {
      return post(path, encoded, csrf, true);
    }

    private HttpResponse<String> post(String path, String encoded, String csrf, boolean htmx) {
      HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url(path)))
          .header("Content-Type", "application/x-www-form-urlencoded")
          .POST(HttpRequest.BodyPublishers.ofString(encoded));
      if (htmx) {
        b.header("HX-Request", "true");
      }
      if (csrf != null) {
        b.header(Guard.CSRF_HEADER, csrf);
      }
      return send(b.build());
    }

    HttpResponse<String> upload(String path, Map<String, String> fields, String fileName, byte[] content,
        String csrf) {
      String boundary = "----chuhe" + System.nanoTime();
      StringBuilder head = new StringBuilder();
      fields.forEach((k, v) -> head.append("--").append(boundary).append("\r\nContent-Disposition: form-data; name=\"")
          .append(k).append("\"\r\n\r\n").append(v).append("\r\n"));
      head.append("--").append(boundary).append("\r\nContent-Disposition: form-data; name=\"file\"; filename=\"")
          .append(fileName).append("\"\r\nContent-Type: application/octet-stream\r\n\r\n");
      java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
      body.writeBytes(head.toString().getBytes(StandardCharsets.UTF_8));
      body.writeBytes(content);
      body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
      HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url(path)))
          .header("Content-Type", "multipart/form-data; boundary=" + boundary)
          .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()));
      if (csrf != null) {
        b.header(Guard.CSRF_HEADER, csrf);
      }
      return send(b.build());
    }

    /** Logs in as {@code login}, a chief arbiter unless the account exists: the CSRF token, as a page has it. */
    String login(String login) {
      account(login, Accounts.Role.CHIEF);
      return loginAs(login);
    }

    /** Logs in to the account {@code login} (see {@link #account}); the CSRF token read from the console page. */
    String loginAs(String login) {
      HttpResponse<String> r = post(Paths.LOGIN, Map.of("login", login, "password", PASSWORD), null, false);
      if (r.statusCode() != 303) {
        throw new AssertionError("login: " + r.statusCode() + " " + r.body());
      }
      Matcher m = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"").matcher(get(Paths.RESULTS).body());
      if (!m.find()) { // no event yet: the desk is not there, the password page is
        m = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"").matcher(get(Paths.PASSWORD).body());
      } else {
        m.reset();
      }
      if (!m.find()) {
        throw new AssertionError("no CSRF token in the console page");
      }
      return m.group(1);
    }

    HttpResponse<byte[]> bytes(String path) {
      return send(HttpRequest.newBuilder(URI.create(url(path))).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private HttpResponse<String> send(HttpRequest request) {
      return send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> body) {
      try {
        return client.send(request, body);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
  }

  /**
   * Opens the live stream as a page does and returns its lines as they come (read on a thread of its own), once the
   * server holds the stream: its content type checked, the server's count of open streams one more. Once the server
   * has looked at the tournament as it is now: what a test changed before (through a session of its own, which the
   * server hears of a moment later) is not announced on this stream, only what comes after.
   */
  java.util.concurrent.BlockingQueue<String> liveStream() throws Exception {
    app.announcerCaughtUp();
    int before = app.liveClients();
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    HttpResponse<java.io.InputStream> stream = client.send(HttpRequest.newBuilder(URI.create(url(Paths.LIVE)))
        .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofInputStream());
    if (stream.statusCode() != 200
        || !stream.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream")) {
      throw new AssertionError("no live stream: " + stream.statusCode() + " " + stream.headers());
    }
    java.util.concurrent.BlockingQueue<String> lines = new java.util.concurrent.LinkedBlockingQueue<>();
    Thread reader = new Thread(() -> {
      try (java.io.BufferedReader r = new java.io.BufferedReader(new java.io.InputStreamReader(stream.body(),
          StandardCharsets.UTF_8))) {
        for (String line = r.readLine(); line != null; line = r.readLine()) {
          lines.add(line);
        }
      } catch (IOException closed) {
        // the server stopped
      }
    });
    reader.setDaemon(true);
    reader.start();
    long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(5);
    while (app.liveClients() == before && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    if (app.liveClients() != before + 1) {
      throw new AssertionError("the server does not hold the stream: " + app.liveClients() + " open");
    }
    return lines;
  }

  /** A result form: division, round, board, key and (when not null) the version the form showed. */
  static Map<String, String> entry(String division, int round, int board, String key, Long version) {
    Map<String, String> form = new LinkedHashMap<>();
    form.put("division", division);
    form.put("round", Integer.toString(round));
    form.put("board", Integer.toString(board));
    form.put("key", key);
    if (version != null) {
      form.put("version", Long.toString(version));
    }
    return form;
  }

  /** The first board of a round without a result, with its version (as a results form shows it). */
  Results.Board openBoard(String division, int round) {
    try (Session s = session("test")) {
      return Results.boards(s, division, round).stream().filter(b -> !b.game().result().isFinished()).findFirst()
          .orElseThrow();
    }
  }

  /** The version of a board, whatever it holds. */
  long version(String division, int round, int board) {
    try (Session s = session("test")) {
      return Results.boards(s, division, round).stream().filter(b -> b.ref().board() == board).findFirst()
          .orElseThrow().version();
    }
  }

  /** A game as the database holds it now. */
  Game game(String division, int round, int board) {
    return load().roundsOf(division).stream().filter(r -> r.number() == round).findFirst().orElseThrow().games()
        .stream().filter(g -> g.board() == board).findFirst().orElseThrow();
  }

  /** The tournament as the database holds it now (read through the workflow, as the command line would). */
  Tournament load() {
    try (Session s = session("test")) {
      return s.load();
    }
  }

  Session session(String actor) {
    return workspace.session(null, actor);
  }

  /** The first group of each match of {@code p} in a page, its tags taken out and stripped: what a reader sees. */
  static java.util.List<String> shown(Pattern p, String page) {
    return p.matcher(page).results().map(m -> m.group(1).replaceAll("<[^>]*>", "").strip()).toList();
  }

  private static String enc(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }

  @Override
  public void close() {
    app.close();
    workspace.close();
  }
}
