package org.chuhe.web;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.net.BindException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.problem.InvalidValue;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * The web app: the public pages, the console and the live stream of one tournament, served by an embedded Jetty
 * (Javalin) with every asset from the jar itself (htmx, the style sheet, the scripts): a venue often has no internet.
 * Routes are listed here; each handler lives with its pages ({@link PublicPages}, {@link Console}).
 *
 * <p>Every response carries a Content-Security-Policy that allows scripts, styles and connections from the app only
 * and no inline script, and forbids framing. The console's changes need a session and its CSRF token. Each console
 * route declares the role it needs ({@link Role#ARBITER}: check-in, results, fouls; {@link Role#CHIEF}, or nothing:
 * everything else), which {@link Guard} checks.
 */
public final class WebApp implements AutoCloseable {
  private static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
      + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

  private final Javalin javalin;
  private final Live live;
  private final Announcer announcer;
  private final Event event;
  private final String publicAddress;
  private final AtomicReference<Workspace.Watch> changes;
  /** The server's engine: pairs the console's rounds with a thread a core; shut down when the server stops. */
  private final PairingEngine engine;

  private WebApp(Javalin javalin, Live live, Announcer announcer, Event event, String publicAddress,
      AtomicReference<Workspace.Watch> changes, PairingEngine engine) {
    this.engine = engine;
    this.javalin = javalin;
    this.live = live;
    this.announcer = announcer;
    this.event = event;
    this.publicAddress = publicAddress;
    this.changes = changes;
  }

  /**
   * Starts serving the tournament named (else the only one) of {@code workspace} on {@code host}:{@code port}
   * (port 0: any free port). The workspace stays the caller's to close, after this app.
   */
  public static WebApp start(Workspace workspace, String tournament, String host, int port, ConsoleAccess access) {
    return start(workspace, tournament, host, port, access, host.equals("0.0.0.0") ? "127.0.0.1" : host);
  }

  /**
   * As {@link #start(Workspace, String, String, int, ConsoleAccess)}, the public pages' address (its QR code, the
   * one {@code serve} prints) being on {@code publicHost}: with {@code --lan}, the address phones on the venue's
   * network reach.
   */
  public static WebApp start(Workspace workspace, String tournament, String host, int port, ConsoleAccess access,
      String publicHost) {
    return start(new Event(workspace, tournament), workspace, host, port, access, publicHost);
  }

  /**
   * The app a static copy crawls ({@link StaticSite}): on a free port of the loopback, keeping no rendered page
   * (each is read once; a server's cache of pages would only take the exporting process's memory, the console's
   * too when the copy is its download).
   */
  static WebApp startForCopy(Workspace workspace, String tournament) {
    return start(new Event(workspace, tournament, 0), workspace, "127.0.0.1", 0, ConsoleAccess.of(workspace),
        "127.0.0.1");
  }

  private static WebApp start(Event event, Workspace workspace, String host, int port, ConsoleAccess access,
      String publicHost) {
    Templates templates = new Templates();
    Live live = new Live();
    AtomicReference<String> address = new AtomicReference<>("");
    PublicExtras extras = new PublicExtras(event, templates, address::get);
    PublicGames games = new PublicGames(event, templates);
    Announcer announcer = new Announcer(event, live);
    BoardPages boards = new BoardPages(event, templates, announcer, new PlayerAccess(java.time.Clock.systemUTC()),
        address::get);
    TeamPages teams = new TeamPages(event, templates);
    PublicPages pages = new PublicPages(event, templates, extras, games, boards, teams);
    Console console = new Console(event, templates, announcer);
    ConsoleDesk desk = new ConsoleDesk(event, templates, announcer);
    ConsoleGames records = new ConsoleGames(event, templates, announcer);
    PairingEngine engine = PairingEngine.perCore(EngineProbe.NONE);
    ConsoleRounds before = new ConsoleRounds(event, templates, announcer, engine);
    ConsoleMore more = new ConsoleMore(event, templates, address::get);
    ConsoleSite site = new ConsoleSite(event, workspace);
    ConsoleImport forms = new ConsoleImport(event, templates, announcer, before,
        new FormUploads(java.time.Clock.systemUTC()));
    ConsoleCheckIn door = new ConsoleCheckIn(event, templates, announcer);
    Guard guard = new Guard(access, templates);
    ConsoleAccounts accounts = new ConsoleAccounts(access, templates);
    ConsoleEvents events = new ConsoleEvents(event, workspace, templates, announcer);
    ConsoleReports reports = new ConsoleReports(event, templates, announcer);
    ConsoleCodes codes = new ConsoleCodes(event, templates);
    Javalin javalin = Javalin.create(config -> {
      config.startup.showJavalinBanner = false;
      config.startup.showOldJavalinVersionWarning = false;
      config.jetty.host = host;
      config.jetty.port = port;
      // Requests Jetty refuses before any handler (a malformed line, header or path) get the app's page too.
      config.jetty.modifyServer(server -> server.setErrorHandler(new Requests.JettyErrors(templates)));
      var routes = config.routes;
      routes.before(ctx -> {
        securityHeaders(ctx);
        Requests.head(ctx);
        if (ctx.path().startsWith(Paths.CONSOLE)) {
          // A full disk: the console reads on, and says that changes wait for space (they resume by themselves).
          ctx.attribute(Frame.WAITING_FOR_SPACE, workspace.waitingForSpace());
        }
      });
      routes.get("/assets/<path>", new Assets("/org/chuhe/web/assets").handler());
      routes.get("/webjars/<path>", new Assets("/META-INF/resources/webjars").handler());
      routes.get(Paths.HOME, kept(event, pages::home));
      routes.get("/divisions/{division}/rounds/{round}", kept(event, pages::round));
      routes.get("/divisions/{division}/rounds/{round}/boards", kept(event, pages::roundBoards));
      routes.get("/divisions/{division}/standings", kept(event, pages::standings));
      routes.get("/divisions/{division}/standings/table", kept(event, pages::standingsTable));
      routes.get(Paths.TEAMS, kept(event, pages::teams));
      routes.get(Paths.TEAMS + "/table", kept(event, pages::teamsTable));
      routes.get("/divisions/{division}/crosstable", kept(event, pages::crosstable));
      routes.get("/divisions/{division}/crosstable/table", kept(event, pages::crosstableTable));
      routes.get("/divisions/{division}/bracket", kept(event, new BracketPages(event, templates)::bracket));
      routes.get("/divisions/{division}/teams", kept(event, teams::table));
      routes.get("/divisions/{division}/board-prizes", kept(event, teams::prizes));
      routes.get("/divisions/{division}/players/{number}", kept(event, pages::player));
      routes.get("/divisions/{division}/players/{number}/rounds", kept(event, pages::playerRounds));
      // The public pages' extras: the QR code, the players by pinyin, the latest results, prizes, the hall display.
      routes.get(Paths.QR_IMAGE, extras::qrImage);
      routes.get(Paths.QR, kept(event, extras::poster));
      routes.get(Paths.LATEST, kept(event, extras::latest));
      routes.get("/divisions/{division}/players", kept(event, extras::players));
      routes.get(Paths.PRIZES, kept(event, extras::prizes));
      routes.get(Paths.TITLES, kept(event, extras::titles));
      routes.get(Paths.DOWNLOAD, more::publicTables);
      routes.get(Paths.DOWNLOAD_IMAGES, more::publicTableImages);
      routes.get(Paths.DOWNLOAD_PRINT, more::publicPrint);
      routes.get(Paths.HALL, kept(event, extras::hall));
      routes.get("/divisions/{division}/hall", kept(event, extras::divisionHall));
      routes.get("/divisions/{division}/hall/part", kept(event, extras::hallPart));
      // Game records (issue 25): the viewer and the event's games as PGN and DhtmlXQ.
      routes.get(Paths.GAME, kept(event, games::game));
      routes.get(Paths.DOWNLOAD_GAMES_PGN, games::pgn);
      routes.get(Paths.DOWNLOAD_GAMES_DHTMLXQ, games::dhtmlxq);
      // Results from the board (issue 26), the players' side: a board's page depends on the player's cookie, so it
      // is not kept; a claim needs the player's session and its token (BoardPages), a code is limited (CodeAttempts).
      routes.get(Paths.BOARD, boards::page);
      routes.get(Paths.BOARD_PART, boards::part);
      routes.post(Paths.BOARD_CODE, boards::code);
      routes.post(Paths.BOARD_CLAIM, boards::claim);
      routes.post(Paths.ME_LEAVE, boards::leave);
      routes.get(Paths.PLAYER_SEAT, kept(event, boards::seatPart));
      routes.sse(Paths.LIVE, live::join);
      routes.get(Paths.LOG_HEAD, kept(event, ctx -> templates.send(ctx, "logHead",
          Map.of("head", event.publicHead().orElse(""), "source", Paths.LOG_HEAD))));
      routes.get(Paths.CONSOLE, guard::console);
      routes.get(Paths.LOGIN, ctx -> guard.loginPage(ctx, HttpStatus.OK, ""));
      routes.post(Paths.LOGIN, guard::login);
      routes.post(Paths.LOGOUT, guard::logout, Role.ARBITER);
      routes.get(Paths.PASSWORD, guard::passwordPage, Role.ARBITER);
      routes.post(Paths.PASSWORD, guard::changePassword, Role.ARBITER);
      routes.get(Paths.RESULTS, ctx -> guard.reading(ctx, a -> console.results(ctx, a)), Role.ARBITER);
      routes.get(Paths.SHEET, ctx -> guard.reading(ctx, a -> console.sheet(ctx, a)), Role.ARBITER);
      routes.post(Paths.RESULTS, ctx -> guard.changing(ctx, a -> console.record(ctx, a)), Role.ARBITER);
      routes.get(Paths.ACCOUNTS, ctx -> guard.reading(ctx, a -> accounts.page(ctx, a)), Role.CHIEF);
      routes.post(Paths.ACCOUNTS, ctx -> guard.changing(ctx, a -> accounts.add(ctx, a)), Role.CHIEF);
      routes.post(Paths.ACCOUNTS + "/{login}", ctx -> guard.changing(ctx, a -> accounts.change(ctx, a)), Role.CHIEF);
      // The desk's pages (ConsoleDesk): an arbiter reads them, enters fouls and lateness; the chief arbiter alone
      // records withdrawals and penalties and draws lots.
      routes.get(Paths.DESK_BOARD, ctx -> guard.reading(ctx, a -> desk.board(ctx, a)), Role.ARBITER);
      routes.post(Paths.DESK_FOUL, ctx -> guard.changing(ctx, a -> desk.foul(ctx, a)), Role.ARBITER);
      routes.post(Paths.DESK_LATE, ctx -> guard.changing(ctx, a -> desk.late(ctx, a)), Role.ARBITER);
      routes.post(Paths.DESK_RECORD, ctx -> guard.changing(ctx, a -> desk.gameRecord(ctx, a)), Role.ARBITER);
      // A board's game record entered at the desk, and a round's records missing (ConsoleGames): an arbiter's work,
      // as the record toggle above; moves and scoresheets are checked without storing anything until the save.
      routes.get(Paths.DESK_GAME, ctx -> guard.reading(ctx, a -> records.page(ctx, a)), Role.ARBITER);
      routes.post(Paths.DESK_GAME_MOVE, ctx -> guard.changing(ctx, a -> records.move(ctx, a)), Role.ARBITER);
      routes.post(Paths.DESK_GAME_PASTE, ctx -> guard.changing(ctx, a -> records.paste(ctx, a)), Role.ARBITER);
      routes.post(Paths.DESK_GAME_SAVE, ctx -> guard.changing(ctx, a -> records.save(ctx, a)), Role.ARBITER);
      routes.post(Paths.DESK_GAME_DELETE, ctx -> guard.changing(ctx, a -> records.delete(ctx, a)), Role.ARBITER);
      routes.get(Paths.DESK_MISSING, ctx -> guard.reading(ctx, a -> records.missing(ctx, a)), Role.ARBITER);
      routes.post(Paths.DESK_MISSING_CONFIRM, ctx -> guard.changing(ctx, a -> records.confirm(ctx, a)), Role.ARBITER);
      routes.get(Paths.DESK_DISCIPLINE, ctx -> guard.reading(ctx, a -> desk.discipline(ctx, a)), Role.ARBITER);
      routes.post(Paths.DESK_WITHDRAW, ctx -> guard.changing(ctx, a -> desk.withdraw(ctx, a)), Role.CHIEF);
      routes.post(Paths.DESK_PENALTY, ctx -> guard.changing(ctx, a -> desk.penalty(ctx, a)), Role.CHIEF);
      routes.get(Paths.DESK_LOG, ctx -> guard.reading(ctx, a -> desk.log(ctx, a)), Role.ARBITER);
      // Verifying writes nothing (it reads the log and the data in one transaction): a page, the chief's.
      routes.get(Paths.DESK_LOG_VERIFY, ctx -> guard.reading(ctx, a -> desk.verify(ctx, a)), Role.CHIEF);
      routes.get(Paths.DESK_STANDINGS, ctx -> guard.reading(ctx, a -> desk.standings(ctx, a)), Role.ARBITER);
      routes.post(Paths.DESK_LOTS, ctx -> guard.changing(ctx, a -> desk.lots(ctx, a)), Role.CHIEF);
      routes.get(Paths.DESK_PRIZES, ctx -> guard.reading(ctx, a -> desk.prizes(ctx, a)), Role.ARBITER);
      routes.post(Paths.AWARD, ctx -> guard.changing(ctx, a -> desk.award(ctx, a)), Role.CHIEF);
      routes.post(Paths.REVOKE, ctx -> guard.changing(ctx, a -> desk.revoke(ctx, a)), Role.CHIEF);
      routes.post(Paths.WITHDRAWN_PRIZES, ctx -> guard.changing(ctx, a -> desk.decide(ctx, a)), Role.CHIEF);
      // The console before results (ConsoleRounds): an arbiter sees the players and checks them in and out; the
      // chief arbiter alone registers, imports, draws, pairs, changes, publishes and undoes.
      routes.get(Paths.PLAYERS, ctx -> guard.reading(ctx, a -> before.players(ctx, a)), Role.ARBITER);
      routes.post(Paths.PLAYERS, ctx -> guard.changing(ctx, a -> before.register(ctx, a)), Role.CHIEF);
      // An entry form: uploaded and previewed (nothing written), previewed again, accepted (ConsoleImport).
      routes.post(Paths.PLAYERS_IMPORT, ctx -> guard.changing(ctx, a -> forms.upload(ctx, a)), Role.CHIEF);
      routes.get(Paths.IMPORT_PREVIEW, ctx -> guard.reading(ctx, a -> forms.show(ctx, a)), Role.CHIEF);
      routes.post(Paths.IMPORT_PREVIEW, ctx -> guard.changing(ctx, a -> forms.again(ctx, a)), Role.CHIEF);
      routes.post(Paths.IMPORT_ACCEPT, ctx -> guard.changing(ctx, a -> forms.accept(ctx, a)), Role.CHIEF);
      routes.post(Paths.CHECKIN, ctx -> guard.changing(ctx, a -> before.checkIn(ctx, a)), Role.ARBITER);
      routes.get(Paths.PLAYER_EDIT, ctx -> guard.reading(ctx, a -> before.editPage(ctx, a)), Role.CHIEF);
      routes.post(Paths.PLAYER_EDIT, ctx -> guard.changing(ctx, a -> before.edit(ctx, a)), Role.CHIEF);
      routes.post(Paths.PLAYER_REMOVE, ctx -> guard.changing(ctx, a -> before.remove(ctx, a)), Role.CHIEF);
      routes.get(Paths.ROUNDS, ctx -> guard.reading(ctx, a -> before.rounds(ctx, a)), Role.CHIEF);
      routes.post(Paths.DRAW, ctx -> guard.changing(ctx, a -> before.draw(ctx, a)), Role.CHIEF);
      routes.post(Paths.PAIR, ctx -> guard.changing(ctx, a -> before.pair(ctx, a)), Role.CHIEF);
      routes.post(Paths.CHANGE, ctx -> guard.changing(ctx, a -> before.change(ctx, a)), Role.CHIEF);
      routes.post(Paths.PUBLISH, ctx -> guard.changing(ctx, a -> before.publish(ctx, a)), Role.CHIEF);
      routes.post(Paths.LINE_UP, ctx -> guard.changing(ctx, a -> before.lineUp(ctx, a)), Role.CHIEF);
      routes.post(Paths.UNPAIR, ctx -> guard.changing(ctx, a -> before.undo(ctx, a)), Role.CHIEF);
      // The check-in desk (ConsoleCheckIn): an arbiter checks players in one by one or a unit at a time; everybody
      // at once is the chief arbiter's decision.
      routes.get(Paths.CHECKIN_DESK, ctx -> guard.reading(ctx, a -> door.page(ctx, a)), Role.ARBITER);
      routes.get(Paths.CHECKIN_PART, ctx -> guard.reading(ctx, a -> door.desk(ctx, a)), Role.ARBITER);
      routes.post(Paths.CHECKIN_DESK, ctx -> guard.changing(ctx, a -> door.checkIn(ctx, a)), Role.ARBITER);
      routes.get(Paths.CHECKIN_UNIT, ctx -> guard.reading(ctx, a -> door.confirmUnit(ctx, a)), Role.ARBITER);
      routes.post(Paths.CHECKIN_UNIT, ctx -> guard.changing(ctx, a -> door.checkInUnit(ctx, a)), Role.ARBITER);
      routes.get(Paths.CHECKIN_ALL, ctx -> guard.reading(ctx, a -> door.confirmAll(ctx, a)), Role.CHIEF);
      routes.post(Paths.CHECKIN_ALL, ctx -> guard.changing(ctx, a -> door.checkInAll(ctx, a)), Role.CHIEF);
      // The event itself (ConsoleEvents): the chief arbiter's alone.
      routes.get(Paths.EVENT, ctx -> guard.reading(ctx, a -> events.newEvent(ctx, a)), Role.CHIEF);
      routes.post(Paths.EVENT, ctx -> guard.changing(ctx, a -> events.create(ctx, a)), Role.CHIEF);
      routes.post(Paths.EVENT_IMPORT, ctx -> guard.changing(ctx, a -> events.importDocument(ctx, a)), Role.CHIEF);
      routes.get(Paths.REGULATIONS, ctx -> guard.reading(ctx, a -> events.regulations(ctx, a)), Role.CHIEF);
      routes.post(Paths.REGULATIONS_CHECK, ctx -> guard.changing(ctx, a -> events.check(ctx, a)), Role.CHIEF);
      routes.post(Paths.REGULATIONS, ctx -> guard.changing(ctx, a -> events.save(ctx, a)), Role.CHIEF);
      // The command line's check and export (ConsoleMore): an arbiter reads the check, the chief arbiter exports.
      routes.get(Paths.CHECK, ctx -> guard.reading(ctx, a -> more.check(ctx, a)), Role.ARBITER);
      routes.get(Paths.EXPORT, ctx -> guard.reading(ctx, a -> more.exportPage(ctx, a)), Role.CHIEF);
      routes.get(Paths.EXPORT_JSON, ctx -> guard.reading(ctx, a -> more.json(ctx, a)), Role.CHIEF);
      routes.get(Paths.EXPORT_CSV, ctx -> guard.reading(ctx, a -> more.csv(ctx, a)), Role.CHIEF);
      routes.get(Paths.EXPORT_TABLES, ctx -> guard.reading(ctx, a -> more.tables(ctx, a)), Role.CHIEF);
      routes.get(Paths.EXPORT_TRF, ctx -> guard.reading(ctx, a -> more.trf(ctx, a)), Role.CHIEF);
      routes.get(Paths.EXPORT_TABLE_IMAGES, ctx -> guard.reading(ctx, a -> more.tableImages(ctx, a)), Role.CHIEF);
      routes.get(Paths.EXPORT_PRINT, ctx -> guard.reading(ctx, a -> more.print(ctx, a)), Role.CHIEF);
      routes.get(Paths.EXPORT_CERTIFICATES, ctx -> guard.reading(ctx, a -> more.certificates(ctx, a)), Role.CHIEF);
      routes.post(Paths.EXPORT_CERTIFICATES, ctx -> guard.changing(ctx, a -> more.certificatesOf(ctx, a)),
          Role.CHIEF);
      routes.get(Paths.EXPORT_SITE, ctx -> guard.reading(ctx, a -> site.zip(ctx, a)), Role.CHIEF);
      // Results from the board (issue 26), the arbiter's side (ConsoleReports, ConsoleCodes): an arbiter accepts the
      // players' claims and gives a player who lost his card a new code; auto-accept is the chief arbiter's.
      routes.get(Paths.REPORTS, ctx -> guard.reading(ctx, a -> reports.page(ctx, a)), Role.ARBITER);
      routes.get(Paths.REPORTS_PART, ctx -> guard.reading(ctx, a -> reports.part(ctx, a)), Role.ARBITER);
      routes.post(Paths.REPORTS_ACCEPT, ctx -> guard.changing(ctx, a -> reports.accept(ctx, a)), Role.ARBITER);
      routes.post(Paths.REPORTS_ACCEPT_ALL, ctx -> guard.changing(ctx, a -> reports.acceptAll(ctx, a)), Role.ARBITER);
      routes.post(Paths.REPORTS_AUTO, ctx -> guard.changing(ctx, a -> reports.auto(ctx, a)), Role.CHIEF);
      routes.get(Paths.CODES, ctx -> guard.reading(ctx, a -> codes.page(ctx, a)), Role.ARBITER);
      routes.post(Paths.CODES_RESET, ctx -> guard.changing(ctx, a -> codes.reset(ctx, a)), Role.ARBITER);
      routes.exception(Requests.Unreadable.class, (e, ctx) -> unreadable(ctx, templates, e));
      routes.exception(ProblemException.class, (e, ctx) -> problem(ctx, templates, e));
      // A value a record of the model refuses (a penalty of 500 points): the person's input, as on the command line.
      routes.exception(InvalidValue.class, (e, ctx) -> problem(ctx, templates,
          new ProblemException(Problem.at("", e.zh(), e.en()))));
      routes.exception(Exception.class, (e, ctx) -> {
        if (Requests.unreadable(e)) {
          // A body Jetty could not read (cut short, badly chunked): the sender's fault, not a word on the terminal.
          unreadable(ctx, templates, new Requests.Unreadable("", "problem.unreadable.body"));
          return;
        }
        // A fault of chuhe's: said on the server's terminal (its stack with -Dchuhe.trace=true), and on the page
        // without the terminal's details.
        System.err.println("内部错误 / internal error: " + ctx.method() + " " + ctx.path() + ": " + e);
        if (Boolean.getBoolean("chuhe.trace")) {
          e.printStackTrace();
        }
        problem(ctx, templates, new ProblemException(Web.said(Problem.Kind.INTERNAL, "", "problem.internal")));
      });
    });
    try {
      javalin.start();
    } catch (RuntimeException e) {
      announcer.close();
      live.close();
      throw bindProblem(e, host, port);
    }
    address.set("http://" + (publicHost.contains(":") ? "[" + publicHost + "]" : publicHost) + ":" + javalin.port()
        + "/");
    // Changes made elsewhere (another server on the same PostgreSQL database, the command line) reach the pages too.
    // On a database without an event yet, from the moment the chief arbiter creates one in the console.
    AtomicReference<Workspace.Watch> changes = new AtomicReference<>(() -> { });
    event.whenBound(() -> {
      announcer.baseline();
      changes.set(workspace.watch(event.tournament(), revision -> announcer.look()));
    });
    return new WebApp(javalin, live, announcer, event, address.get(), changes, engine);
  }

  /** The public pages' address, as phones reach it ("http://192.168.1.20:7070/"). */
  public String publicAddress() {
    return publicAddress;
  }

  /** The port it listens on (the one chosen when started on port 0). */
  public int port() {
    return javalin.port();
  }

  /** The tournament it serves; empty while the database holds none (the console creates it). */
  public Optional<String> tournament() {
    return event.bound() ? Optional.of(event.tournament()) : Optional.empty();
  }

  /** Every route as Javalin holds it (method, path, declared roles): the security tests go through each one. */
  List<io.javalin.router.Endpoint> endpoints() {
    return javalin.unsafe.internalRouter.allHttpHandlers().stream().map(p -> p.endpoint).toList();
  }

  int liveClients() {
    return live.clients();
  }

  /** Waits until the announcer has looked at the tournament as it is now (a test's starting point: nothing pending). */
  void announcerCaughtUp() {
    announcer.caughtUp();
  }

  @Override
  public void close() {
    changes.get().close();
    announcer.close();
    live.close();
    javalin.stop();
    engine.close();
  }

  private static void securityHeaders(Context ctx) {
    ctx.header("Content-Security-Policy", CSP);
    ctx.header("X-Content-Type-Options", "nosniff");
    ctx.header("Referrer-Policy", "same-origin");
    ctx.header("X-Frame-Options", "DENY");
  }

  /** A problem of a request: the page (or, for htmx, the part) that says it, with the kind's status. */
  static void problem(Context ctx, Templates templates, ProblemException e) {
    Texts t = Web.texts(ctx);
    ctx.status(Web.status(e.kind()));
    List<Web.Shown> shown = Web.shown(t, e);
    Frame f = Web.frame(ctx, t, t.get("problem.title"), Optional.empty());
    templates.send(ctx, Web.fragment(ctx) ? "problems" : "problem", Map.of("f", f, "problems", shown));
  }

  /**
   * A request that cannot be read ({@link Requests}): 400 and its line in both languages, on a page that reads
   * nothing more of the request (its query may be what is broken), and the connection closed.
   */
  static void unreadable(Context ctx, Templates templates, ProblemException e) {
    Texts t = Requests.language(ctx);
    ctx.status(HttpStatus.BAD_REQUEST).header("Connection", "close");
    List<Web.Shown> shown = e.problems().stream().map(WebApp::bilingual).toList();
    templates.send(ctx, Web.fragment(ctx) ? "problems" : "problem", Map.of("f", plainFrame(t, ctx.path()),
        "problems", shown));
  }

  /** A problem shown in both languages, Chinese first: for an answer whose reader's language is not known. */
  static Web.Shown bilingual(Problem p) {
    return new Web.Shown(p.where() == null ? "" : p.where(), p.zh() + " / " + p.en(), "");
  }

  /** The frame of a page for a request not read: Chinese, no arbiter, the other language at {@code path}. */
  static Frame plainFrame(String path) {
    return plainFrame(Texts.of(org.chuhe.app.report.Lang.zh), path);
  }

  private static Frame plainFrame(Texts t, String path) {
    return new Frame(t, t.get("problem.title"), path + "?" + Web.LANG + "=" + (t.english() ? "zh" : "en"),
        Optional.empty());
  }

  /** A port already taken (or not ours to take), as a problem the person can act on. */
  private static RuntimeException bindProblem(RuntimeException e, String host, int port) {
    for (Throwable c = e; c != null; c = c.getCause()) {
      if (c instanceof BindException) {
        return new ProblemException(Web.said(Problem.Kind.STORAGE, "port", "problem.port", host, port, c.getMessage())
            .withRemedy("port"));
      }
    }
    return e;
  }

  /**
   * A public page served from {@link Event#page} while the tournament has not changed since it was rendered, else
   * rendered and kept. Only a page rendered whole and well (200) is kept; its address and language are its key. A
   * page shows the head of the log at its foot ({@link Event#publicHead}): every change is a new revision, so a page
   * kept shows the head it was rendered with, and a page rendered anew the head of its revision.
   */
  static io.javalin.http.Handler kept(Event event, io.javalin.http.Handler page) {
    return ctx -> {
      if (!event.bound()) {
        page.handle(ctx); // "no event yet": nothing to keep
        return;
      }
      String key = Web.texts(ctx).english() + " " + ctx.path() + "?" + (ctx.queryString() == null ? ""
          : ctx.queryString());
      long revision = event.revision();
      java.util.Optional<Event.Page> kept = event.page(key, revision);
      if (kept.isPresent()) {
        String accepts = ctx.header("Accept-Encoding");
        ctx.contentType("text/html; charset=utf-8");
        if (accepts != null && accepts.contains("gzip")) {
          ctx.header("Content-Encoding", "gzip").header("Vary", "Accept-Encoding").result(kept.get().gzipped());
        } else {
          ctx.result(kept.get().html());
        }
        return;
      }
      // The head of the log in the page's small print, as read with the tournament the page shows (a page served
      // from the cache above carries the head it was rendered with).
      ctx.attribute(Frame.LOG_HEAD, event.publicHead().orElse(""));
      page.handle(ctx);
      String rendered = ctx.attribute(Templates.RENDERED);
      if (rendered != null && ctx.status().getCode() == 200) {
        event.keep(key, revision, rendered);
      }
    };
  }
}
