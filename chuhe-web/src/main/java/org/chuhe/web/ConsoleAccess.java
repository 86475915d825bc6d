package org.chuhe.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who may use the console: whoever knows the password made when the server started, printed once and kept only in
 * this process (as a salted hash: not even a heap dump shows it). A login opens a console session, known by a
 * random cookie value, with its own CSRF token that every change must send back; sessions end after
 * {@link #IDLE} without use or when the server stops. Failed logins are limited per address: after
 * {@link #FAILURES} within {@link #WINDOW}, that address is refused until the window has passed.
 *
 * <p>Arbiter accounts and roles (chief arbiter, arbiter) come later; until then every console session may do all
 * the console does, and the name given at login is the one the audit log records.
 */
public final class ConsoleAccess {
  static final Duration IDLE = Duration.ofHours(12);
  static final int FAILURES = 5;
  static final Duration WINDOW = Duration.ofMinutes(10);
  /** No 0/O, 1/l/I: a password read aloud or copied from a screen. */
  private static final String ALPHABET = "23456789abcdefghijkmnpqrstuvwxyz";

  /** A logged-in arbiter: the name for the audit log and the token his changes must carry. */
  record Arbiter(String name, String csrf) {}

  private record Held(Arbiter arbiter, Instant lastUsed) {}

  private final SecureRandom random = new SecureRandom();
  private final byte[] salt = new byte[16];
  private final byte[] passwordHash;
  private final Clock clock;
  private final Map<String, Held> sessions = new ConcurrentHashMap<>();
  private final Map<String, Deque<Instant>> failures = new ConcurrentHashMap<>();

  private ConsoleAccess(String password, Clock clock) {
    random.nextBytes(salt);
    this.passwordHash = hash(password);
    this.clock = clock;
  }

  /** Access with a new random password, returned once by {@link Made#password}. */
  public static Made withNewPassword() {
    String password = newPassword(new SecureRandom());
    return new Made(new ConsoleAccess(password, Clock.systemUTC()), password);
  }

  /** Access with a given password (tests). */
  static ConsoleAccess withPassword(String password) {
    return new ConsoleAccess(password, Clock.systemUTC());
  }

  /** The access and its password, which nothing keeps after it is printed. */
  public record Made(ConsoleAccess access, String password) {}

  /** Three groups of four: 60 bits, easy to type on a phone. */
  static String newPassword(SecureRandom random) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 12; i++) {
      if (i > 0 && i % 4 == 0) {
        sb.append('-');
      }
      sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return sb.toString();
  }

  /** Whether {@code address} has used up its failed logins. */
  boolean blocked(String address) {
    Deque<Instant> seen = failures.get(address);
    if (seen == null) {
      return false;
    }
    synchronized (seen) {
      Instant since = clock.instant().minus(WINDOW);
      while (!seen.isEmpty() && seen.peekFirst().isBefore(since)) {
        seen.pollFirst();
      }
      return seen.size() >= FAILURES;
    }
  }

  /** A new session id for a right password, empty for a wrong one (counted against {@code address}). */
  Optional<String> login(String address, String password, String name) {
    if (blocked(address)) {
      return Optional.empty();
    }
    if (password == null || !MessageDigest.isEqual(passwordHash, hash(password.strip()))) {
      Deque<Instant> seen = failures.computeIfAbsent(address, a -> new ArrayDeque<>());
      synchronized (seen) {
        seen.addLast(clock.instant());
      }
      return Optional.empty();
    }
    String id = token();
    sessions.put(id, new Held(new Arbiter(name, token()), clock.instant()));
    return Optional.of(id);
  }

  /** The arbiter of a live session, which this use keeps alive. */
  Optional<Arbiter> arbiter(String sessionId) {
    if (sessionId == null) {
      return Optional.empty();
    }
    Instant now = clock.instant();
    Held held = sessions.computeIfPresent(sessionId,
        (id, h) -> h.lastUsed().plus(IDLE).isBefore(now) ? null : new Held(h.arbiter(), now));
    return Optional.ofNullable(held).map(Held::arbiter);
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

  private byte[] hash(String password) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      sha.update(salt);
      return sha.digest(password.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException impossible) {
      throw new IllegalStateException(impossible);
    }
  }
}
