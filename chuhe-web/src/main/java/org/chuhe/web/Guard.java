package org.chuhe.web;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HttpStatus;
import io.javalin.http.SameSite;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * The door of the console ({@link ConsoleAccess}): the login and logout, and the check before every console
 * request. A page needs a session (without one the browser is sent to the login page); a change needs a session
 * (401) and the session's CSRF token, in the {@value #CSRF_HEADER} header (htmx sends it) or the {@value #CSRF_FIELD}
 * field of a plain form (403 without it).
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
    ctx.redirect(arbiter(ctx).isPresent() ? Paths.RESULTS : Paths.LOGIN, HttpStatus.SEE_OTHER);
  }

  /** A console page or part: without a session, the login page (a part asked by htmx: 401). */
  void reading(Context ctx, ArbiterHandler handler) throws Exception {
    Optional<ConsoleAccess.Arbiter> a = arbiter(ctx);
    if (a.isPresent()) {
      handler.handle(a.get());
    } else if (Web.fragment(ctx)) {
      refuse(ctx, HttpStatus.UNAUTHORIZED, "access.noSession");
    } else {
      ctx.redirect(Paths.LOGIN, HttpStatus.SEE_OTHER);
    }
  }

  void changing(Context ctx, ArbiterHandler handler) throws Exception {
    Optional<ConsoleAccess.Arbiter> a = arbiter(ctx);
    if (a.isEmpty()) {
      refuse(ctx, HttpStatus.UNAUTHORIZED, "access.noSession");
      return;
    }
    String token = ctx.header(CSRF_HEADER) != null ? ctx.header(CSRF_HEADER) : ctx.formParam(CSRF_FIELD);
    if (token == null || !MessageDigest.isEqual(token.getBytes(StandardCharsets.UTF_8),
        a.get().csrf().getBytes(StandardCharsets.UTF_8))) {
      refuse(ctx, HttpStatus.FORBIDDEN, "access.csrf");
      return;
    }
    handler.handle(a.get());
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
    String name = ctx.formParam("name") == null ? "" : ctx.formParam("name").strip();
    if (name.isEmpty()) {
      loginPage(ctx, HttpStatus.BAD_REQUEST, t.get("login.nameMissing"));
      return;
    }
    Optional<String> session = access.login(address, ctx.formParam("password"), name);
    if (session.isEmpty()) {
      loginPage(ctx, access.blocked(address) ? HttpStatus.TOO_MANY_REQUESTS : HttpStatus.UNAUTHORIZED,
          t.get(access.blocked(address) ? "login.blocked" : "login.wrong"));
      return;
    }
    // HttpOnly: no script reads it; SameSite=Strict: no other site's page sends it along.
    ctx.cookie(new Cookie(SESSION_COOKIE, session.get(), "/", -1, false, true, null, SameSite.STRICT));
    ctx.redirect(Paths.RESULTS, HttpStatus.SEE_OTHER);
  }

  void logout(Context ctx) {
    access.logout(ctx.cookie(SESSION_COOKIE));
    ctx.removeCookie(SESSION_COOKIE, "/");
    ctx.redirect(Paths.HOME, HttpStatus.SEE_OTHER);
  }

  /** Refuses the request with one line of the bundles, in the page's language. */
  private void refuse(Context ctx, HttpStatus status, String key) {
    Texts t = Web.texts(ctx);
    ProblemException e = new ProblemException(Problem.of(Problem.Kind.REFUSED, "", t.get(key), t.get(key)));
    WebApp.problem(ctx, templates, e);
    ctx.status(status);
  }
}
