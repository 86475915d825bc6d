package org.chuhe.web;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.chuhe.app.workflow.CodeAttempts;
import org.chuhe.app.workflow.Session;

/**
 * Who reports results from the boards (issue 26): a player who typed his code (确认码, {@code PlayerCodes}) on a board's
 * page. As {@link ConsoleAccess} for the arbiters, a right code opens a session in memory, known by a random cookie
 * value, with its own CSRF token that every claim must send back; it ends after {@link #IDLE} without use, when the
 * player leaves ("not me": a phone passed on) and when the server stops. There is no account: the session holds the
 * player's id only, and what he may do is decided for each request from the board he asks about.
 *
 * <p>Codes are checked by one {@link CodeAttempts} for the whole server (in memory, as the sessions): a player's code
 * is refused, without being compared, after {@link CodeAttempts#PER_PLAYER} wrong ones for him or
 * {@link CodeAttempts#PER_ADDRESS} from the address within {@link CodeAttempts#WINDOW} (docs/web.md, "Guessing a
 * code").
 */
final class PlayerAccess {
  /** A day: a phone left on the table between two rounds keeps its player; a night without use forgets him. */
  static final Duration IDLE = Duration.ofDays(1);

  /** A player who proved who he is, and the token his claims must carry. */
  record Player(String id, String csrf) {}

  private record Held(Player player, Instant lastUsed) {}

  private final SecureRandom random = new SecureRandom();
  private final Clock clock;
  private final CodeAttempts attempts;
  private final Map<String, Held> sessions = new ConcurrentHashMap<>();

  PlayerAccess(Clock clock) {
    this.clock = clock;
    this.attempts = new CodeAttempts(clock);
  }

  /** What a code typed on a board's page gave: the verdict, and for a right code the new session's id. */
  record Login(CodeAttempts.Verdict verdict, Optional<String> session) {}

  /**
   * Checks {@code code} for {@code player} from {@code address} (counted when wrong, not compared while blocked) and
   * opens a session for a right one; {@code previous}, this phone's session until now, ends (one player a phone).
   */
  Login login(Session s, String player, String code, String address, String previous) {
    CodeAttempts.Verdict verdict = attempts.check(s, player, code == null ? "" : code, address);
    if (verdict != CodeAttempts.Verdict.RIGHT) {
      return new Login(verdict, Optional.empty());
    }
    leave(previous);
    String id = token();
    sessions.put(id, new Held(new Player(player, token()), clock.instant()));
    return new Login(verdict, Optional.of(id));
  }

  /** The player of a live session, which this use keeps alive. */
  Optional<Player> player(String sessionId) {
    if (sessionId == null) {
      return Optional.empty();
    }
    Instant now = clock.instant();
    Held held = sessions.computeIfPresent(sessionId,
        (id, h) -> h.lastUsed().plus(IDLE).isBefore(now) ? null : new Held(h.player(), now));
    return held == null ? Optional.empty() : Optional.of(held.player());
  }

  void leave(String sessionId) {
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
