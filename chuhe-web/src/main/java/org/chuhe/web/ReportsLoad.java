package org.chuhe.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.PlayerCodes;
import org.chuhe.app.workflow.ResultReports;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;

/**
 * Results from the board under load ({@code chuhe bench reports}, issue 26): the web app on the loopback with an event
 * of {@code players} players in one division and its first round published, an arbiter's desk holding the live
 * stream, and for every board, by a bounded pool of clients: the red player's code login, his board page (for its
 * token) and his claim 红胜, then the black player's login, page and the same claim, which confirms the board.
 * Measured: the whole time and the process's CPU time, boards confirmed per second, and for each confirmation the
 * time from its response until the desk, told by the stream's {@code reports/<division>/<round>} event, has fetched
 * its part again and that part shows the board 双方确认 (read from the part's {@code data-state}). Everything runs in
 * this one process, the server and its clients, so the CPU time is theirs together. Figures in docs/benchmarks.md.
 */
public final class ReportsLoad {
  private static final Pattern CSRF = Pattern.compile("name=\"csrf\"[^>]*value=\"([^\"]+)\"");
  private static final String DESK = "bench-desk";

  private ReportsLoad() {}

  /**
   * The figures of a run: boards confirmed out of {@code boards}; wall and CPU seconds of the reporting (from the
   * first login to the last confirmation's response); for each confirmation, ms after its response, the end of the
   * desk's first part fetch that showed the board confirmed by both ({@code deskMillis}; missing: never within 10 s)
   * and the first stream event of the round's key ({@code eventMillis}; missing: the event came before the player's
   * answer); how many stream events and part fetches the desk had.
   */
  public record Figures(String division, int round, int boards, int confirmed, int clients, double wallSeconds,
      double cpuSeconds, double[] deskMillis, double[] eventMillis, int events, int fetches, double setupSeconds) {
    public double boardsPerSecond() {
      return confirmed / wallSeconds;
    }

    /** The {@code p}th percentile (nearest rank) of {@code millis}; 50: the median, 100: the max. */
    public static double percentile(double[] millis, int p) {
      double[] sorted = millis.clone();
      Arrays.sort(sorted);
      return sorted.length == 0 ? 0 : sorted[Math.max(0, Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0
          * sorted.length) - 1))];
    }
  }

  /** The event: {@code players} players in one division (the Chongqing 2018 rules), round 1 paired, no result. */
  static Tournament event(int players, long seed) {
    Tournament t = Simulation.run(SimulationSpec.of(seed, Presets.get("chongqing-2018"), players), 1);
    List<Round> rounds = new ArrayList<>();
    for (Round r : t.rounds()) {
      rounds.add(new Round(r.division(), r.number(), r.games().stream()
          .map(g -> Game.of(g.board(), g.red(), g.black(), null)).toList(), r.byes(), r.changes()));
    }
    return t.withRounds(rounds);
  }

  /**
   * Runs the load on a new SQLite database in {@code dir}: {@code players} players (even: no bye), {@code clients}
   * boards reported at once. {@code progress} hears what is being done.
   */
  public static Figures run(Path dir, int players, int clients, long seed, PrintWriter progress) throws Exception {
    long setup0 = System.nanoTime();
    String db = dir.resolve("reports.db").toString();
    Tournament document = event(players, seed);
    String tournament = Tournaments.importDocument(db, document, "bench", "bench", "bench").id();
    Round round = document.rounds().get(0);
    String division = round.division();
    Map<String, String> codes;
    try (Workspace workspace = Workspace.open(db)) {
      try (Session s = workspace.session(tournament, "bench")) {
        codes = PlayerCodes.all(s, null);
      }
      try (Accounts accounts = workspace.accounts("bench")) {
        accounts.add(DESK, null, Accounts.Role.ARBITER);
        accounts.setPassword(DESK, null, "bench-desk-password");
      }
      try (WebApp app = WebApp.start(workspace, tournament, "127.0.0.1", 0, ConsoleAccess.of(workspace))) {
        URI base = URI.create("http://127.0.0.1:" + app.port() + "/");
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();
        String deskCookie = deskLogin(client, base);
        URI part = base.resolve(Paths.reportsPart(division, round.number()).substring(1));
        get(client, part, deskCookie);
        Desk desk = new Desk(client, base.resolve(Paths.LIVE.substring(1)), part, deskCookie,
            Live.REPORTS + "/" + division + "/" + round.number());
        double setupSeconds = (System.nanoTime() - setup0) / 1e9;
        progress.println("set up in " + String.format("%.1f", setupSeconds) + " s: " + players + " players, "
            + round.games().size() + " boards, " + clients + " clients");

        long cpu0 = cpuNanos();
        long t0 = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        Map<Integer, Future<Long>> answered = new LinkedHashMap<>();
        for (Game g : round.games()) {
          answered.put(g.board(), pool.submit(() -> board(client, base, division, round.number(), g, codes)));
        }
        Map<Integer, Long> confirmations = new LinkedHashMap<>();
        for (Map.Entry<Integer, Future<Long>> f : answered.entrySet()) {
          confirmations.put(f.getKey(), f.getValue().get());
        }
        long t1 = System.nanoTime();
        long cpu1 = cpuNanos();
        pool.shutdown();
        desk.awaitShown(confirmations.keySet(), 10_000);
        desk.close();
        List<Double> shown = new ArrayList<>();
        List<Double> told = new ArrayList<>();
        for (Map.Entry<Integer, Long> c : confirmations.entrySet()) {
          long at = desk.shown(c.getKey());
          if (at >= 0) {
            // A fetch may end before the player has read his answer: the desk had it first, 0 ms after it.
            shown.add(Math.max(0, at - c.getValue()) / 1e6);
          }
          long event = desk.eventAfter(c.getValue());
          if (event >= 0) {
            told.add((event - c.getValue()) / 1e6);
          }
        }
        double[] deskMillis = shown.stream().mapToDouble(Double::doubleValue).toArray();
        double[] eventMillis = told.stream().mapToDouble(Double::doubleValue).toArray();
        int confirmed;
        try (Session s = workspace.session(tournament, "bench")) {
          confirmed = ResultReports.counts(ResultReports.round(s, division, round.number())).confirmed();
        }
        return new Figures(division, round.number(), round.games().size(), confirmed, clients, (t1 - t0) / 1e9,
            (cpu1 - cpu0) / 1e9, deskMillis, eventMillis, desk.events(), desk.fetches(), setupSeconds);
      }
    }
  }

  /** This process's CPU time so far, ns (every thread: the server's and the clients'). */
  private static long cpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  /** One board: both players log in with their codes and claim 红胜; the time the confirmation was answered. */
  private static long board(HttpClient client, URI base, String division, int round, Game g, Map<String, String> codes)
      throws Exception {
    String page = Paths.board(division, round, g.board()).substring(1);
    claim(client, base.resolve(page), "red", codes.get(g.red()));
    claim(client, base.resolve(page), "black", codes.get(g.black()));
    return System.nanoTime();
  }

  /** A player's code login on the board's page, his page read for its token, and his claim 红胜. */
  private static void claim(HttpClient client, URI board, String side, String code) throws Exception {
    HttpResponse<String> login = post(client, URI.create(board + "/code"), Map.of("side", side, "code", code), null);
    expect(login, 303, "code login");
    String cookie = login.headers().allValues("Set-Cookie").stream().filter(c -> c.startsWith("chuhe_player="))
        .map(c -> c.substring(0, c.indexOf(';') < 0 ? c.length() : c.indexOf(';'))).findFirst()
        .orElseThrow(() -> new IllegalStateException("no player cookie from " + board));
    Matcher csrf = CSRF.matcher(get(client, board, cookie));
    if (!csrf.find()) {
      throw new IllegalStateException("no token on the board page " + board);
    }
    expect(post(client, URI.create(board + "/claim"), Map.of("result", "RED_WIN", "csrf", csrf.group(1)), cookie),
        303, "claim");
  }

  private static String deskLogin(HttpClient client, URI base) throws Exception {
    HttpResponse<String> r = post(client, base.resolve(Paths.LOGIN.substring(1)), Map.of("login", DESK, "password",
        "bench-desk-password"), null);
    expect(r, 303, "the desk's login");
    return r.headers().allValues("Set-Cookie").stream().map(c -> c.substring(0, c.indexOf(';') < 0 ? c.length()
        : c.indexOf(';'))).reduce((a, b) -> a + "; " + b).orElseThrow();
  }

  private static HttpResponse<String> post(HttpClient client, URI uri, Map<String, String> form, String cookie)
      throws Exception {
    StringBuilder body = new StringBuilder();
    for (Map.Entry<String, String> e : new LinkedHashMap<>(form).entrySet()) {
      body.append(body.length() == 0 ? "" : "&").append(e.getKey()).append('=')
          .append(URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8));
    }
    HttpRequest.Builder b = HttpRequest.newBuilder(uri).header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString(body.toString()));
    if (cookie != null) {
      b.header("Cookie", cookie);
    }
    return client.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
  }

  private static String get(HttpClient client, URI uri, String cookie) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(uri);
    if (cookie != null) {
      b.header("Cookie", cookie);
    }
    HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    expect(r, 200, "GET");
    return r.body();
  }

  private static void expect(HttpResponse<String> r, int status, String what) {
    if (r.statusCode() != status) {
      throw new IllegalStateException(what + " " + r.uri() + ": " + r.statusCode() + " "
          + r.body().substring(0, Math.min(300, r.body().length())));
    }
  }

  /**
   * The arbiter's desk: holds the live stream and, on each event of its round's key, fetches its part again (the
   * events that came meanwhile are taken with it, as a browser's htmx does). Records when each event came and, for
   * each fetch, when it ended and which boards it showed confirmed by both.
   */
  private static final class Desk implements AutoCloseable {
    private static final Pattern CONFIRMED = Pattern.compile("data-board=\"(\\d+)\" data-state=\""
        + ResultReports.State.CONFIRMED.name() + "\"");
    private final List<Long> arrivals = Collections.synchronizedList(new ArrayList<>());
    /** Each fetch's end, ns, and the boards it showed confirmed. */
    private final List<Map.Entry<Long, java.util.Set<Integer>>> fetched =
        Collections.synchronizedList(new ArrayList<>());
    private final Thread reader;
    private final Thread fetcher;
    private volatile boolean closed;
    private volatile Exception failure;

    Desk(HttpClient client, URI live, URI part, String cookie, String key) throws Exception {
      HttpResponse<InputStream> response = client.send(HttpRequest.newBuilder(live)
          .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofInputStream());
      BlockingQueue<Long> events = new LinkedBlockingQueue<>();
      BlockingQueue<Boolean> opened = new LinkedBlockingQueue<>();
      reader = new Thread(() -> {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
          for (String line = r.readLine(); line != null && !closed; line = r.readLine()) {
            if (line.startsWith(":")) {
              opened.offer(true);
            } else if (line.startsWith("data:") && line.substring(5).strip().equals(key)) {
              long now = System.nanoTime();
              arrivals.add(now);
              events.add(now);
            }
          }
        } catch (IOException ended) {
          // the stream ends with the run
        }
      }, "chuhe-bench-desk-stream");
      reader.setDaemon(true);
      reader.start();
      if (opened.poll(10, TimeUnit.SECONDS) == null) {
        throw new IllegalStateException("no live stream at " + live);
      }
      fetcher = new Thread(() -> {
        try {
          while (!closed) {
            if (events.poll(200, TimeUnit.MILLISECONDS) == null) {
              continue;
            }
            events.clear();
            String shown = get(client, part, cookie);
            long end = System.nanoTime();
            java.util.Set<Integer> confirmed = new java.util.HashSet<>();
            Matcher m = CONFIRMED.matcher(shown);
            while (m.find()) {
              confirmed.add(Integer.parseInt(m.group(1)));
            }
            fetched.add(Map.entry(end, confirmed));
          }
        } catch (Exception e) {
          if (!closed) {
            failure = e; // told by awaitShown
          }
        }
      }, "chuhe-bench-desk-fetch");
      fetcher.setDaemon(true);
      fetcher.start();
    }

    /** Waits (at most {@code timeoutMs}) until the desk has shown each of {@code boards} confirmed. */
    void awaitShown(java.util.Collection<Integer> boards, long timeoutMs) throws InterruptedException {
      long until = System.nanoTime() + timeoutMs * 1_000_000;
      while (boards.stream().anyMatch(b -> shown(b) < 0) && System.nanoTime() < until && failure == null) {
        Thread.sleep(20);
      }
      if (failure != null) {
        throw new IllegalStateException("the desk's part: " + failure.getMessage(), failure);
      }
    }

    /** When the desk's part first showed {@code board} confirmed (the end of that fetch, ns); -1: never yet. */
    long shown(int board) {
      synchronized (fetched) {
        return fetched.stream().filter(f -> f.getValue().contains(board)).mapToLong(Map.Entry::getKey).findFirst()
            .orElse(-1);
      }
    }

    /** When the first stream event after {@code at} came (ns); -1: none. */
    long eventAfter(long at) {
      synchronized (arrivals) {
        return arrivals.stream().filter(a -> a >= at).findFirst().orElse(-1L);
      }
    }

    int events() {
      return arrivals.size();
    }

    int fetches() {
      return fetched.size();
    }

    @Override
    public void close() {
      closed = true;
      reader.interrupt();
      fetcher.interrupt();
    }
  }
}
