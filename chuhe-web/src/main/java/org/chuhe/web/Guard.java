package org.chuhe.web;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HttpStatus;
import io.javalin.http.SameSite;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * The door of the console ({@link ConsoleAccess}): the login and logout, the arbiter's own password, and the check
 * before every console request. A page needs a session (without one the browser is sent to the login page); a
 * change needs a session (401) and the session's CSRF token, in the {@value #CSRF_HEADER} header (htmx sends it)
 * or the {@value #CSRF_FIELD} field of a plain form (403 without it). Both need the role the route declared
 * ({@link Role}, read from Javalin's route: 403 without it), and a session opened with a one-time password may do
 * nothing but set the arbiter's password (403; a page sends him to the password page). The body of a change is read
 * once its session is known, and a body that cannot be read is refused (400, {@link Requests}).
 */
final class Guard {
  static final String SESSION_COOKIE = "chuhe_console";
  static final String CSRF_HEADER = "X-CSRF-Token";
  static final String CSRF_FIELD = "csrf";

  /** What a console handler does once the arbiter is known. */
  interface ArbiterHandler {
    void handle(ConsoleAccess.Arbiter arbiter) throws Exception;
  }

  private final ConsoleAccess access;
  private final Templates templates;

  Guard(ConsoleAccess access, Templates templates) {
    this.access = access;
    this.templates = templates;
  }

  Optional<ConsoleAccess.Arbiter> arbiter(Context ctx) {
    return access.arbiter(ctx.cookie(SESSION_COOKIE));
  }

  /** {@code /console}: the results desk when logged in, else the login page. */
  void console(Context ctx) {
    Optional<ConsoleAccess.Arbiter> a = arbiter(ctx);
    Web.redirect(ctx, a.isEmpty() ? Paths.LOGIN : a.get().mustChangePassword() ? Paths.PASSWORD : Paths.RESULTS);
  }

  /** A console page or part: without a session, the login page (a part asked by htmx: 401). */
  void reading(Context ctx, ArbiterHandler handler) throws Exception {
    Optional<ConsoleAccess.Arbiter> a = arbiter(ctx);
    if (a.isEmpty()) {
      if (Web.fragment(ctx)) {
        refuse(ctx, HttpStatus.UNAUTHORIZED, "access.noSession");
      } else {
        Web.redirect(ctx, Paths.LOGIN);
      }
    } else if (a.get().mustChangePassword()) {
      if (Web.fragment(ctx)) {
        refuse(ctx, HttpStatus.FORBIDDEN, "access.passwordFirst");
      } else {
        Web.redirect(ctx, Paths.PASSWORD);
      }
    } else if (allowed(ctx, a.get())) {
      handler.handle(a.get());
    }
  }

  /** A change: a session, its CSRF token, the route's role, and a password of the arbiter's own. */
  void changing(Context ctx, ArbiterHandler handler) throws Exception {
    Optional<ConsoleAccess.Arbiter> a = session(ctx);
    if (a.isPresent() && allowed(ctx, a.get())) {
      handler.handle(a.get());
    }
  }

  void loginPage(Context ctx, HttpStatus status, String message) {
    Texts t = Web.texts(ctx);
    ctx.status(status);
    Frame f = Web.frame(ctx, t, t.get("login.title"), Optional.empty());
    templates.send(ctx, "consoleLogin", Web.model(f, "message", message));
  }

  void login(Context ctx) {
    Texts t = Web.texts(ctx);
    String address = ctx.ip();
    if (access.blocked(address)) {
      loginPage(ctx, HttpStatus.TOO_MANY_REQUESTS, t.get("login.blocked"));
      return;
    }
    Requests.body(ctx);
    Optional<String> session = access.login(address, ctx.formParam("login"), ctx.formParam("password"));
    if (session.isEmpty()) {
      loginPage(ctx, access.blocked(address) ? HttpStatus.TOO_MANY_REQUESTS : HttpStatus.UNAUTHORIZED,
          t.get(access.blocked(address) ? "login.blocked" : "login.wrong"));
      return;
    }
    // HttpOnly: no script reads it; SameSite=Strict: no other site's page sends it along.
    ctx.cookie(new Cookie(SESSION_COOKIE, session.get(), "/", -1, false, true, null, SameSite.STRICT));
    boolean oneTime = access.arbiter(session.get()).map(ConsoleAccess.Arbiter::mustChangePassword).orElse(false);
    Web.redirect(ctx, oneTime ? Paths.PASSWORD : Paths.RESULTS);
  }

  /** Logging out needs the session and its token (another site cannot log an arbiter out), nothing more. */
  void logout(Context ctx) {
    if (session(ctx, true).isEmpty()) {
      return;
    }
    access.logout(ctx.cookie(SESSION_COOKIE));
    ctx.removeCookie(SESSION_COOKIE, "/");
    Web.redirect(ctx, Paths.HOME);
  }

  /** The page where an arbiter sets his own password: at once after a one-time login, or whenever he likes. */
  void passwordPage(Context ctx) {
    Optional<ConsoleAccess.Arbiter> a = arbiter(ctx);
    if (a.isEmpty()) {
      Web.redirect(ctx, Paths.LOGIN);
      return;
    }
    passwordForm(ctx, HttpStatus.OK, a.get(), List.of());
  }

  /** Sets the arbiter's own password (new twice; the current one too, unless he came in with a one-time one). */
  void changePassword(Context ctx) {
    Optional<ConsoleAccess.Arbiter> a = session(ctx, true);
    if (a.isEmpty()) {
      return;
    }
    Texts t = Web.texts(ctx);
    String password = ctx.formParam("password");
    try {
      if (password == null || !password.equals(ctx.formParam("repeat"))) {
        throw ProblemException.of("repeat", t.get("password.mismatch"), t.get("password.mismatch"));
      }
      access.changePassword(ctx.cookie(SESSION_COOKIE), ctx.formParam("current"), password);
    } catch (ProblemException e) {
      passwordForm(ctx, Web.status(e.kind()), a.get(), Web.shown(t, e));
      return;
    }
    Web.redirect(ctx, Paths.RESULTS);
  }

  private void passwordForm(Context ctx, HttpStatus status, ConsoleAccess.Arbiter a, List<Web.Shown> problems) {
    Texts t = Web.texts(ctx);
    ctx.status(status);
    Frame f = Web.frame(ctx, t, t.get("password.title"), Optional.of(a));
    templates.send(ctx, "consolePassword", java.util.Map.of("f", f, "oneTime", a.mustChangePassword(),
        "problems", problems));
  }

  /** The session of a change with its token, refused (401, 403) otherwise and while a one-time password holds. */
  private Optional<ConsoleAccess.Arbiter> session(Context ctx) {
    return session(ctx, false);
  }

  private Optional<ConsoleAccess.Arbiter> session(Context ctx, boolean evenWithOneTimePassword) {
    Optional<ConsoleAccess.Arbiter> a = arbiter(ctx);
    if (a.isEmpty()) {
      refuse(ctx, HttpStatus.UNAUTHORIZED, "access.noSession");
      return Optional.empty();
    }
    Requests.body(ctx); // only now: the body of a change nobody may make is never read (Requests)
    if (!carries(ctx, a.get().csrf())) {
      refuse(ctx, HttpStatus.FORBIDDEN, "access.csrf");
      return Optional.empty();
    }
    if (a.get().mustChangePassword() && !evenWithOneTimePassword) {
      refuse(ctx, HttpStatus.FORBIDDEN, "access.passwordFirst");
      return Optional.empty();
    }
    return a;
  }

  /**
   * Whether the request carries the session's CSRF token {@code csrf}, in the {@value #CSRF_HEADER} header or the
   * {@value #CSRF_FIELD} field (compared in constant time): the console's and the players' ({@link BoardPages}).
   */
  static boolean carries(Context ctx, String csrf) {
    String token = ctx.header(CSRF_HEADER) != null ? ctx.header(CSRF_HEADER) : ctx.formParam(CSRF_FIELD);
    return token != null && MessageDigest.isEqual(token.getBytes(StandardCharsets.UTF_8),
        csrf.getBytes(StandardCharsets.UTF_8));
  }

  /** Whether the arbiter's role covers the route's ({@link Role}); refused with 403 when not. */
  private boolean allowed(Context ctx, ConsoleAccess.Arbiter a) {
    Accounts.Role needed = Role.of(ctx.routeRoles());
    if (a.may(needed)) {
      return true;
    }
    refuse(ctx, HttpStatus.FORBIDDEN, "access.role");
    return false;
  }

  /** Refuses the request with one line of the bundles, in the page's language. */
  private void refuse(Context ctx, HttpStatus status, String key) {
    refuse(ctx, templates, status, key);
  }

  /** As above, for the players' door too ({@link BoardPages}). */
  static void refuse(Context ctx, Templates templates, HttpStatus status, String key) {
    Texts t = Web.texts(ctx);
    ProblemException e = new ProblemException(Problem.of(Problem.Kind.REFUSED, "", t.get(key), t.get(key)));
    WebApp.problem(ctx, templates, e);
    ctx.status(status);
  }
}
