package org.chuhe.web;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.io.forms.EntryForms;

/**
 * Entry forms uploaded for a preview, kept in memory between the preview and the arbiter's accept (docs/web.md,
 * "Importing an entry form"): the browser cannot send a file again without the arbiter choosing it again, and a
 * form of 20 MB should not travel back and forth in hidden fields. Each is kept under a random token (128 bits)
 * and bound to the console session that uploaded it (another session's token finds nothing), with the column
 * choices and override reason of its last preview; at most {@value #MAX_KEPT} forms and {@value #MAX_TOTAL_BYTES}
 * bytes are kept (the oldest go first), each for {@link #KEEP} after its last use. A server restarted, or another
 * server of the same database, does not know the token: the arbiter uploads the form again.
 */
final class FormUploads {
  static final Duration KEEP = Duration.ofMinutes(30);
  static final int MAX_KEPT = 16;
  static final long MAX_TOTAL_BYTES = 64L * 1024 * 1024;

  /** A form kept: whose it is (the session's CSRF secret), its name and bytes, the last preview's choices. */
  record Upload(String owner, String fileName, byte[] bytes, List<EntryForms.ColumnChoice> choices, String override,
      String division, Instant used) {
    Upload with(List<EntryForms.ColumnChoice> newChoices, String newOverride, Instant now) {
      return new Upload(owner, fileName, bytes, List.copyOf(newChoices), newOverride, division, now);
    }
  }

  private final Clock clock;
  private final SecureRandom random = new SecureRandom();
  private final Map<String, Upload> kept = new LinkedHashMap<>(16, 0.75f, true);

  FormUploads(Clock clock) {
    this.clock = clock;
  }

  /** Keeps a form (its size already checked against {@link EntryForms#MAX_BYTES}) and returns its token. */
  synchronized String keep(String owner, String fileName, byte[] bytes, String override, String division) {
    byte[] raw = new byte[16];
    random.nextBytes(raw);
    String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
    kept.put(token, new Upload(owner, fileName, bytes, List.of(), override, division, clock.instant()));
    tidy();
    return token;
  }

  /** The form kept under {@code token} for this session, if it still is; using it keeps it longer. */
  synchronized Optional<Upload> get(String owner, String token) {
    tidy();
    Upload u = token == null ? null : kept.get(token);
    if (u == null || !u.owner().equals(owner)) {
      return Optional.empty();
    }
    Upload used = u.with(u.choices(), u.override(), clock.instant());
    kept.put(token, used);
    return Optional.of(used);
  }

  /** Remembers the choices and override of the form's latest preview. */
  synchronized void update(String token, List<EntryForms.ColumnChoice> choices, String override) {
    kept.computeIfPresent(token, (k, u) -> u.with(choices, override, clock.instant()));
  }

  synchronized void drop(String token) {
    kept.remove(token);
  }

  synchronized int size() {
    return kept.size();
  }

  /** Drops the forms past their time, then the least recently used while too many or too large. */
  private void tidy() {
    Instant oldest = clock.instant().minus(KEEP);
    kept.values().removeIf(u -> u.used().isBefore(oldest));
    long total = kept.values().stream().mapToLong(u -> u.bytes().length).sum();
    Iterator<Upload> it = kept.values().iterator();
    while (it.hasNext() && (kept.size() > MAX_KEPT || total > MAX_TOTAL_BYTES)) {
      total -= it.next().bytes().length;
      it.remove();
    }
  }
}
