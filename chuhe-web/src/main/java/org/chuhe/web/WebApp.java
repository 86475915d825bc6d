package org.chuhe.web;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import java.net.BindException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.workflow.Workspace;
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
  private final Event event;

  private WebApp(Javalin javalin, Live live, Event event) {
    this.javalin = javalin;
    this.live = live;
    this.event = event;
  }

  /**
   * Starts serving the tournament named (else the only one) of {@code workspace} on {@code host}:{@code port}
   * (port 0: any free port). The workspace stays the caller's to close, after this app.
   */
  public static WebApp start(Workspace workspace, String tournament, String host, int port, ConsoleAccess access) {
    Event event = new Event(workspace, tournament);
    Templates templates = new Templates();
    Live live = new Live();
    PublicPages pages = new PublicPages(event, templates);
    Console console = new Console(event, templates, live);
    Guard guard = new Guard(access, templates);
    ConsoleAccounts accounts = new ConsoleAccounts(access, templates);
    Javalin javalin = Javalin.create(config -> {
      config.startup.showJavalinBanner = false;
      config.startup.showOldJavalinVersionWarning = false;
      config.jetty.host = host;
      config.jetty.port = port;
      config.staticFiles.enableWebjars();
      config.staticFiles.add(files -> {
        files.hostedPath = "/assets";
        files.directory = "/org/chuhe/web/assets";
        files.location = Location.CLASSPATH;
      });
      var routes = config.routes;
      routes.before(ctx -> securityHeaders(ctx));
      routes.get(Paths.HOME, kept(event, pages::home));
      routes.get("/divisions/{division}/rounds/{round}", kept(event, pages::round));
      routes.get("/divisions/{division}/rounds/{round}/boards", kept(event, pages::roundBoards));
      routes.get("/divisions/{division}/standings", kept(event, pages::standings));
      routes.get("/divisions/{division}/standings/table", kept(event, pages::standingsTable));
      routes.get(Paths.TEAMS, kept(event, pages::teams));
      routes.get(Paths.TEAMS + "/table", kept(event, pages::teamsTable));
      routes.get("/divisions/{division}/crosstable", kept(event, pages::crosstable));
      routes.get("/divisions/{division}/crosstable/table", kept(event, pages::crosstableTable));
      routes.get("/divisions/{division}/players/{number}", kept(event, pages::player));
      routes.get("/divisions/{division}/players/{number}/rounds", kept(event, pages::playerRounds));
      routes.sse(Paths.LIVE, live::join);
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
      routes.exception(ProblemException.class, (e, ctx) -> problem(ctx, templates, e));
      routes.exception(Exception.class, (e, ctx) -> {
        // A fault of chuhe's: said on the page and on the server's terminal (its stack with -Dchuhe.trace=true).
        System.err.println("内部错误 / internal error: " + ctx.method() + " " + ctx.path() + ": " + e);
        if (Boolean.getBoolean("chuhe.trace")) {
          e.printStackTrace();
        }
        problem(ctx, templates, new ProblemException(Problem.of(Problem.Kind.INTERNAL, "", "内部错误：" + e,
            "internal error: " + e)));
      });
    });
    try {
      javalin.start();
    } catch (RuntimeException e) {
      live.close();
      throw bindProblem(e, host, port);
    }
    return new WebApp(javalin, live, event);
  }

  /** The port it listens on (the one chosen when started on port 0). */
  public int port() {
    return javalin.port();
  }

  /** The tournament it serves. */
  public String tournament() {
    return event.tournament();
  }

  /** Every route as Javalin holds it (method, path, declared roles): the security tests go through each one. */
  List<io.javalin.router.Endpoint> endpoints() {
    return javalin.unsafe.internalRouter.allHttpHandlers().stream().map(p -> p.endpoint).toList();
  }

  int liveClients() {
    return live.clients();
  }

  @Override
  public void close() {
    live.close();
    javalin.stop();
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

  /** A port already taken (or not ours to take), as a problem the person can act on. */
  private static RuntimeException bindProblem(RuntimeException e, String host, int port) {
    for (Throwable c = e; c != null; c = c.getCause()) {
      if (c instanceof BindException) {
        return new ProblemException(Problem.of(Problem.Kind.STORAGE, "port",
            "无法在 " + host + ":" + port + " 上监听（端口已被占用？）：" + c.getMessage(),
            "cannot listen on " + host + ":" + port + " (is the port in use?): " + c.getMessage()).withRemedy("port"));
      }
    }
    return e;
  }

  /**
   * A public page served from {@link Event#page} while the tournament has not changed since it was rendered, else
   * rendered and kept. Only a page rendered whole and well (200) is kept; its address and language are its key.
   */
  static io.javalin.http.Handler kept(Event event, io.javalin.http.Handler page) {
    return ctx -> {
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
      page.handle(ctx);
      String rendered = ctx.attribute(Templates.RENDERED);
      if (rendered != null && ctx.status().getCode() == 200) {
        event.keep(key, revision, rendered);
      }
    };
  }
}
