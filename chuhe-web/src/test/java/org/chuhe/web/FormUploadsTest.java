package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chuhe.app.io.forms.EntryForms;
import org.junit.jupiter.api.Test;

/** The entry forms kept between a preview and its accept: bound to a session, kept 30 minutes, bounded in size. */
class FormUploadsTest {
  /** A clock the test moves. */
  static final class Moving extends Clock {
    Instant now = Instant.parse("2026-12-04T03:00:00Z");

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

  @Test
  void aFormIsFoundByItsTokenInItsOwnSessionOnly() {
    FormUploads uploads = new FormUploads(new Moving());
    String token = uploads.keep("session-a", "报名表.xlsx", new byte[] {1, 2, 3}, "特邀", "adult");
    assertThat(token).hasSizeGreaterThanOrEqualTo(22); // 128 random bits
    assertThat(uploads.get("session-a", token)).hasValueSatisfying(u -> {
      assertThat(u.fileName()).isEqualTo("报名表.xlsx");
      assertThat(u.bytes()).containsExactly(1, 2, 3);
      assertThat(u.override()).isEqualTo("特邀");
    });
    assertThat(uploads.get("session-b", token)).as("another session").isEmpty();
    assertThat(uploads.get("session-a", "guessed")).isEmpty();
    assertThat(uploads.get("session-a", null)).isEmpty();

    uploads.update(token, List.of(new EntryForms.ColumnChoice("报名表", 5, "residence")), null);
    assertThat(uploads.get("session-a", token).orElseThrow().choices())
        .containsExactly(new EntryForms.ColumnChoice("报名表", 5, "residence"));
    uploads.drop(token);
    assertThat(uploads.get("session-a", token)).isEmpty();
  }

  @Test
  void tokensDiffer() {
    FormUploads uploads = new FormUploads(new Moving());
    Set<String> tokens = new HashSet<>();
    for (int i = 0; i < 10; i++) {
      tokens.add(uploads.keep("s", "f.csv", new byte[1], null, null));
    }
    assertThat(tokens).hasSize(10);
  }

  @Test
  void aFormUnusedFor30MinutesIsGoneAndUseKeepsItLonger() {
    Moving clock = new Moving();
    FormUploads uploads = new FormUploads(clock);
    String used = uploads.keep("s", "a.csv", new byte[1], null, null);
    String left = uploads.keep("s", "b.csv", new byte[1], null, null);
    clock.now = clock.now.plus(Duration.ofMinutes(20));
    assertThat(uploads.get("s", used)).isPresent();
    clock.now = clock.now.plus(Duration.ofMinutes(20));
    assertThat(uploads.get("s", left)).as("40 minutes unused").isEmpty();
    assertThat(uploads.get("s", used)).as("used 20 minutes ago").isPresent();
  }

  @Test
  void theLeastRecentlyUsedGoFirstWhenTooManyOrTooLarge() {
    FormUploads uploads = new FormUploads(new Moving());
    String first = uploads.keep("s", "1.csv", new byte[1], null, null);
    for (int i = 0; i < FormUploads.MAX_KEPT; i++) {
      uploads.keep("s", i + ".csv", new byte[1], null, null);
    }
    assertThat(uploads.size()).isEqualTo(FormUploads.MAX_KEPT);
    assertThat(uploads.get("s", first)).isEmpty();

    FormUploads big = new FormUploads(new Moving());
    int twenty = 20 * 1024 * 1024;
    String a = big.keep("s", "a.xlsx", new byte[twenty], null, null);
    String b = big.keep("s", "b.xlsx", new byte[twenty], null, null);
    String c = big.keep("s", "c.xlsx", new byte[twenty], null, null);
    big.get("s", a); // a used last: b is the least recently used
    big.keep("s", "d.xlsx", new byte[twenty], null, null);
    assertThat(big.size()).isEqualTo(3);
    assertThat(big.get("s", b)).isEmpty();
    assertThat(big.get("s", a)).isPresent();
    assertThat(big.get("s", c)).isPresent();
  }
}
