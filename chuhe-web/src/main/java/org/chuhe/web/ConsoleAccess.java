package org.chuhe.web;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.FailureWindow;
import org.chuhe.app.workflow.Workspace;

/**
 * Who may use the console: the arbiters' accounts of the database ({@link Accounts}), each with its role. A login
 * opens a console session, known by a random cookie value, with its own CSRF token that every change must send
 * back; sessions end after {@link #IDLE} without use, at logout, when the server stops, and as soon as the account
 * is disabled, removed or given a new password (each console request reads the account again: a few arbiters'
 * requests, one indexed row each). Failed logins are limited per address: after {@link #FAILURES} within
 * {@link #WINDOW}, that address is refused until the window has passed.
 *
 * <p>A login with a one-time password (printed by {@code serve} or {@code chuhe users}) spends it; the session may
 * then do nothing but set the arbiter's own password.
 */
public final class ConsoleAccess {
  static final Duration IDLE = Duration.ofHours(12);
  static final int FAILURES = 5;
  static final Duration WINDOW = Duration.ofMinutes(10);
  /** Who reads the accounts for a session check (it changes nothing, so no log names it). */
  private static final String READER = "web";

  /**
   * A logged-in arbiter: his login, the name shown, the name the audit log records for his changes (and a
   * conflicting edit names), his role, the token his changes must carry, and whether he must first set a password
   * of his own (he logged in with a one-time password).
   */
  record Arbiter(String login, String displayName, String name, Accounts.Role role, String csrf,
      boolean mustChangePassword) {
    static Arbiter of(Accounts.Account a, String csrf, boolean mustChangePassword) {
      return new Arbiter(a.login(), a.displayName(), a.actor(), a.role(), csrf, mustChangePassword);
    }

    /** Whether his role covers what a route needs. */
    boolean may(Accounts.Role needed) {
      return role.covers(needed);
    }

    boolean chief() {
      return role == Accounts.Role.CHIEF;
    }
  }

  private record Held(Arbiter arbiter, long passwordVersion, Instant lastUsed) {}

  private final SecureRandom random = new SecureRandom();
  private final Workspace workspace;
  private final Clock clock;
  private final Map<String, Held> sessions = new ConcurrentHashMap<>();
  private final FailureWindow failures = new FailureWindow(WINDOW);

  private ConsoleAccess(Workspace workspace, Clock clock) {
    this.workspace = workspace;
    this.clock = clock;
  }

  /** The console's door to the accounts of {@code workspace}. */
  public static ConsoleAccess of(Workspace workspace) {
    return new ConsoleAccess(workspace, Clock.systemUTC());
  }

  /** Whether {@code address} has used up its failed logins. */
  boolean blocked(String address) {
    return failures.count(address, clock.instant()) >= FAILURES;
  }

  /**
   * A new session id for an account's right password, empty for anything else (counted against {@code address}):
   * an unknown login, a wrong password and a disabled account are one answer, so the page tells a guesser nothing.
   */
  Optional<String> login(String address, String login, String password) {
    if (blocked(address)) {
      return Optional.empty();
    }
    Optional<Accounts.Verified> verified;
    try (Accounts accounts = workspace.accounts(READER)) {
      verified = accounts.verify(login, password);
    }
    if (verified.isEmpty()) {
      failures.add(address, clock.instant());
      return Optional.empty();
    }
    Accounts.Account a = verified.get().account();
    String id = token();
    sessions.put(id, new Held(Arbiter.of(a, token(), verified.get().mustChangePassword()), a.passwordVersion(),
        clock.instant()));
    return Optional.of(id);
  }

  /**
   * The arbiter of a live session, which this use keeps alive, as his account stands now (its role and name); a
   * session whose account is gone, disabled or has a newer password ends here.
   */
  Optional<Arbiter> arbiter(String sessionId) {
    if (sessionId == null) {
      return Optional.empty();
    }
    Instant now = clock.instant();
    Held held = sessions.computeIfPresent(sessionId,
        (id, h) -> h.lastUsed().plus(IDLE).isBefore(now) ? null : new Held(h.arbiter(), h.passwordVersion(), now));
    if (held == null) {
      return Optional.empty();
    }
    Optional<Accounts.Account> account;
    try (Accounts accounts = workspace.accounts(READER)) {
      account = accounts.find(held.arbiter().login());
    }
    if (account.isEmpty() || account.get().disabled() || account.get().passwordVersion() != held.passwordVersion()) {
      sessions.remove(sessionId);
      return Optional.empty();
    }
    Arbiter was = held.arbiter();
    return Optional.of(Arbiter.of(account.get(), was.csrf(), was.mustChangePassword()));
  }

  /**
   * Sets the session's arbiter's own password: {@code current} proves it is he, unless he has just logged in with
   * a one-time password. The session goes on with the new password (others of his end).
   */
  void changePassword(String sessionId, String current, String password) {
    Held held = sessions.get(sessionId);
    if (held == null) {
      return; // ended meanwhile: the guard checked it a moment ago
    }
    Arbiter a = held.arbiter();
    Accounts.Account after;
    try (Accounts accounts = workspace.accounts(a.login())) {
      // Null tells the use case not to ask: only right after a one-time login. A form without it asks, and fails.
      after = accounts.setPassword(a.login(), a.mustChangePassword() ? null : current == null ? "" : current,
          password);
    }
    sessions.put(sessionId, new Held(Arbiter.of(after, a.csrf(), false), after.passwordVersion(), clock.instant()));
  }

  /** The accounts, changed by {@code arbiter} (the chief arbiter's page of them). */
  Accounts accounts(Arbiter arbiter) {
    return workspace.accounts(arbiter.name());
  }

  void logout(String sessionId) {
    if (sessionId != null) {
      sessions.remove(sessionId);
    }
  }

  private String token() {
    byte[] bytes = new byte[24];
    random.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }
}
