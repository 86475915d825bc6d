package org.chuhe.web;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.report.Times;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.problem.ProblemException;

/**
 * The chief arbiter's page of the arbiters' accounts (账号管理, {@value Paths#ACCOUNTS}): the list, a new account, and
 * for each one a new one-time password, its role, disabling and enabling, removing. What {@code ./chuhe users} does,
 * through the same use case ({@link Accounts}); a one-time password is shown once, on the page that made it.
 */
final class ConsoleAccounts {
  private final ConsoleAccess access;
  private final Templates templates;

  ConsoleAccounts(ConsoleAccess access, Templates templates) {
    this.access = access;
    this.templates = templates;
  }

  /** An account as a row of the page: its text in the page's language, and what the chief may do to it. */
  record Row(String login, String displayName, String role, String state, String lastLogin, boolean chief,
      boolean disabled) {}

  /** What the last change did: its line, the one-time password it made (blank: none), or the problems. */
  record Done(boolean ok, List<String> lines, String password) {
    static final Done NONE = new Done(true, List.of(), "");
  }

  void page(Context ctx, ConsoleAccess.Arbiter arbiter) {
    render(ctx, arbiter, HttpStatus.OK, Done.NONE);
  }

  /** Adds an account ({@code login}, {@code display}, {@code role}) and shows its one-time password. */
  void add(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    try (Accounts accounts = access.accounts(arbiter)) {
      Accounts.Issued issued = accounts.add(ctx.formParam("login"), ctx.formParam("display"),
          Accounts.Role.of(ctx.formParam("role")));
      done(ctx, arbiter, t.get("accounts.added", issued.account().login()), issued.oneTimePassword());
    } catch (ProblemException e) {
      refused(ctx, arbiter, t, e);
    }
  }

  /** One change of the account in the address: {@code do} = password, chief, arbiter, disable, enable, remove. */
  void change(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String login = ctx.pathParam("login");
    String action = String.valueOf(ctx.formParam("do"));
    try (Accounts accounts = access.accounts(arbiter)) {
      String password = "";
      switch (action) {
        case "password" -> password = accounts.newPassword(login).oneTimePassword();
        case "chief", "arbiter" -> accounts.changeRole(login, Accounts.Role.of(action));
        case "disable", "enable" -> accounts.setDisabled(login, action.equals("disable"));
        case "remove" -> accounts.remove(login);
        default -> throw Web.problem("do", "problem.action", action);
      }
      done(ctx, arbiter, t.get("accounts.done." + action, login), password);
    } catch (ProblemException e) {
      refused(ctx, arbiter, t, e);
    }
  }

  private void done(Context ctx, ConsoleAccess.Arbiter arbiter, String line, String password) {
    render(ctx, arbiter, HttpStatus.OK, new Done(true, List.of(line), password));
  }

  private void refused(Context ctx, ConsoleAccess.Arbiter arbiter, Texts t, ProblemException e) {
    render(ctx, arbiter, Web.status(e.kind()), new Done(false,
        Web.shown(t, e).stream().map(Web.Shown::text).toList(), ""));
  }

  private void render(Context ctx, ConsoleAccess.Arbiter arbiter, HttpStatus status, Done done) {
    Texts t = Web.texts(ctx);
    List<Row> rows;
    try (Accounts accounts = access.accounts(arbiter)) {
      rows = accounts.list().stream().map(a -> new Row(a.login(), a.displayName(), t.pick(a.role().zh(),
          a.role().en()), t.get(a.disabled() ? "accounts.disabled" : a.oneTime() ? "accounts.oneTime"
          : "accounts.active"), a.lastLoginAt() == null ? "" : Times.local(a.lastLoginAt()),
          a.role() == Accounts.Role.CHIEF, a.disabled())).toList();
    }
    ctx.status(status);
    Frame f = Web.frame(ctx, t, t.get("accounts.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleAccounts", Map.of("f", f, "rows", rows, "done", done));
  }
}
