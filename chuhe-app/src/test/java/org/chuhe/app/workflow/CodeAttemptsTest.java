package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.chuhe.app.store.Backend;
import org.chuhe.app.workflow.CodeAttempts.Verdict;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rate limit on players' codes (issue 26), on a clock the test moves. */
class CodeAttemptsTest {
  @TempDir Path dir;

  /** A clock that stands still until the test moves it. */
  private static final class Moved extends Clock {
    Instant now = Instant.parse("2026-12-04T09:00:00Z");

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

  private final Moved clock = new Moved();
  private final CodeAttempts attempts = new CodeAttempts(clock);
  private Session s;
  private List<String> players;
  private Map<String, String> codes;

  @BeforeEach
  void event() {
    s = Session.open(Events.create(Backend.SQLITE, dir, "qingyuan-2016"), null, "裁判长");
    Events.registerField(s, "qingyuan-2016");
    codes = PlayerCodes.all(s, null);
    players = List.copyOf(codes.keySet());
  }

  @org.junit.jupiter.api.AfterEach
  void close() {
    s.close();
  }

  private String wrong(String player) {
    String right = codes.get(player);
    return right.equals("00000000") ? "00000001" : "00000000";
  }

  @Test
  void fiveWrongCodesForOnePlayerBlockHimEvenWithTheRightCodeUntilTheWindowPasses() {
    String p = players.get(0);
    assertThat(attempts.check(s, p, codes.get(p), "10.0.0.1")).isEqualTo(Verdict.RIGHT);
    for (int i = 0; i < CodeAttempts.PER_PLAYER; i++) {
      clock.now = clock.now.plusSeconds(60);
      assertThat(attempts.check(s, p, wrong(p), "10.0.0." + (i + 2))).isEqualTo(Verdict.WRONG);
    }
    assertThat(attempts.check(s, p, codes.get(p), "10.0.0.99")).isEqualTo(Verdict.BLOCKED);
    // Another player is not blocked by it.
    String q = players.get(1);
    assertThat(attempts.check(s, q, codes.get(q), "10.0.0.99")).isEqualTo(Verdict.RIGHT);
    // The first wrong one leaves the window 15 minutes after it: one more try then.
    clock.now = clock.now.plus(CodeAttempts.WINDOW).minus(Duration.ofMinutes(4)).minusSeconds(1);
    assertThat(attempts.check(s, p, codes.get(p), "10.0.0.99")).isEqualTo(Verdict.BLOCKED);
    clock.now = clock.now.plusSeconds(1);
    assertThat(attempts.check(s, p, codes.get(p), "10.0.0.99")).isEqualTo(Verdict.RIGHT);
  }

  @Test
  void twentyWrongCodesFromOneAddressAcrossPlayersBlockTheAddress() {
    String address = "192.168.1.50";
    for (int i = 0; i < CodeAttempts.PER_ADDRESS; i++) {
      String p = players.get(i % players.size());
      assertThat(attempts.check(s, p, wrong(p), address)).isEqualTo(Verdict.WRONG);
    }
    assertThat(players.size() * (CodeAttempts.PER_PLAYER - 1)).isGreaterThanOrEqualTo(CodeAttempts.PER_ADDRESS);
    String fresh = players.get(players.size() - 1);
    assertThat(attempts.check(s, fresh, codes.get(fresh), address)).isEqualTo(Verdict.BLOCKED);
    assertThat(attempts.check(s, fresh, codes.get(fresh), "192.168.1.51")).isEqualTo(Verdict.RIGHT);
    clock.now = clock.now.plus(CodeAttempts.WINDOW).plusSeconds(1);
    assertThat(attempts.check(s, fresh, codes.get(fresh), address)).isEqualTo(Verdict.RIGHT);
  }

  @Test
  void rightCodesDoNotCount() {
    String p = players.get(0);
    for (int i = 0; i < CodeAttempts.PER_ADDRESS + CodeAttempts.PER_PLAYER; i++) {
      assertThat(attempts.check(s, p, codes.get(p), "10.0.0.1")).isEqualTo(Verdict.RIGHT);
    }
    for (int i = 0; i < CodeAttempts.PER_PLAYER - 1; i++) {
      assertThat(attempts.check(s, p, wrong(p), "10.0.0.1")).isEqualTo(Verdict.WRONG);
    }
    assertThat(attempts.check(s, p, codes.get(p), "10.0.0.1")).isEqualTo(Verdict.RIGHT);
    assertThat(attempts.check(s, p, wrong(p), "10.0.0.1")).isEqualTo(Verdict.WRONG);
    assertThat(attempts.check(s, p, codes.get(p), "10.0.0.1")).isEqualTo(Verdict.BLOCKED);
  }
}
