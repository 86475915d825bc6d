package org.chuhe.web;

import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.model.Player;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;

/**
 * The tournament this server serves, in the database it was started on. Every request takes a session of its own
 * (the use cases' unit of work); the public pages read the tournament through {@link #publicTournament} only.
 */
final class Event {
  /** Who reads, for the sessions of the public pages (they write nothing, so the audit log never names it). */
  static final String READER = "web";

  private final Workspace workspace;
  /** Null until an event is created in a database that held none (then bound once, for good: {@link #bindNew}). */
  private volatile String tournament;
  /** What to start once the tournament is known (the watch of its changes); run once. */
  private Runnable whenBound;
  /**
   * The public tournament as last read, with its revision and the head of its log read with it: read again only
   * after a change (one query to know).
   */
  private volatile Public cached;

  /** The tournament as the public sees it, at a revision, and the head of the log then ({@link #publicHead}). */
  record Public(long revision, Tournament tournament, java.util.Optional<AuditTrail.Head> head) {}
  /** Public pages as rendered at one revision, by address and language; dropped at the next change. */
  private volatile Pages pages = new Pages(-1);

  /** The most public pages kept at once: every list, table and player card of a 1,000-player event in two languages. */
  static final int PAGES_KEPT = 4_000;

  /**
   * The most memory the kept pages take, a quarter of the heap: the pages of a 10,000-player division are 3–4 MB of
   * HTML each (7 MB in memory), and an address with a query of its own (?lang=en&x=1, …) is a page of its own, so
   * that a count alone let them fill any heap (a {@code serve} under -Xmx256m ran out of memory after 60 such pages;
   * docs/web.md, "Memory").
   */
  static final long PAGES_BYTES = Runtime.getRuntime().maxMemory() / 4;

  private final long pagesBytes;

  /** A page as rendered, and gzipped once for every browser that takes it so (a 1,000-player table: 300 KB, 20 KB). */
  record Page(String html, byte[] gzipped) {
    static Page of(String html) {
      var bytes = new java.io.ByteArrayOutputStream(html.length() / 8);
      try (var gzip = new java.util.zip.GZIPOutputStream(bytes)) {
        gzip.write(html.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e); // memory only
      }
      return new Page(html, bytes.toByteArray());
    }

    /** The memory it takes, about (a page of Chinese text is held as two bytes a character). */
    long bytes() {
      return 2L * html.length() + gzipped.length;
    }
  }

  private record Pages(long revision, java.util.concurrent.ConcurrentHashMap<String, Page> html,
      java.util.concurrent.atomic.AtomicLong bytes) {
    Pages(long revision) {
      this(revision, new java.util.concurrent.ConcurrentHashMap<>(), new java.util.concurrent.atomic.AtomicLong());
    }
  }

  /**
   * The public page {@code key} (address and language) as rendered since the tournament last changed, if it was:
   * a page is the same for every reader until a result comes in, so a thousand players reloading the standings cost
   * one rendering, not a thousand. {@code revision} is the tournament's revision now ({@link #revision}).
   */
  java.util.Optional<Page> page(String key, long revision) {
    Pages now = pages;
    return now.revision() == revision ? java.util.Optional.ofNullable(now.html().get(key)) : java.util.Optional.empty();
  }

  /** Keeps a public page rendered at {@code revision} (read before rendering: a later change makes it unused). */
  void keep(String key, long revision, String html) {
    Pages now = pages;
    if (now.revision() != revision) {
      if (now.revision() > revision) {
        return;
      }
      now = new Pages(revision);
      pages = now;
    }
    if (now.html().size() < PAGES_KEPT && now.bytes().get() + 2L * html.length() <= pagesBytes) {
      Page page = Page.of(html);
      now.bytes().addAndGet(page.bytes());
      now.html().put(key, page);
    }
  }

  /**
   * How long a reading of the revision is taken as the revision now. A page may thus show a change up to this much
   * later (a result entered by another process or by the command line; the console's own results are announced to
   * the pages at once, see {@link Live}); in exchange, two hundred players reloading at once cost one query, not two
   * hundred sessions on the database.
   */
  static final long REVISION_FRESH_NANOS = 200_000_000L;

  private record Reading(long revision, long at) {}

  private volatile Reading revisionRead = new Reading(-1, 0);

  /** The tournament's revision now (as read within the last {@link #REVISION_FRESH_NANOS}). */
  long revision() {
    Reading r = revisionRead;
    long now = System.nanoTime();
    if (r.revision() >= 0 && now - r.at() < REVISION_FRESH_NANOS) {
      return r.revision();
    }
    try (Session s = session(READER)) {
      Reading fresh = new Reading(s.revision(), now);
      revisionRead = fresh;
      return fresh.revision();
    }
  }

  /** Forgets the revision read, so the next page sees a change this process just made. */
  void changed() {
    revisionRead = new Reading(-1, 0);
  }

  /**
   * Resolves the tournament once, at start: the one named, else the only one (refused with the list otherwise);
   * none in the database: the event is created later, in the console ({@link #bindNew}).
   */
  Event(Workspace workspace, String tournament) {
    this(workspace, tournament, PAGES_BYTES);
  }

  /** The same, keeping at most {@code pagesBytes} of pages. */
  Event(Workspace workspace, String tournament, long pagesBytes) {
    this.workspace = workspace;
    this.pagesBytes = pagesBytes;
    if (tournament == null && Tournaments.list(workspace).isEmpty()) {
      return;
    }
    try (Session s = workspace.session(tournament, READER)) {
      this.tournament = s.tournament();
    }
  }

  /** Whether there is an event to serve yet. */
  boolean bound() {
    return tournament != null;
  }

  /**
   * Creates the event ({@code create} returns what was created, {@code id} its tournament's id) and serves it from
   * now on, if there is none yet: one at a time, so that two chief arbiters pressing "create" make one event and the
   * second is refused.
   */
  synchronized <T> T bindNew(java.util.function.Supplier<T> create, java.util.function.Function<T, String> id) {
    if (tournament != null) {
      throw new ProblemException(Web.said(Problem.Kind.CONFLICT, "event", "problem.oneEvent", tournament));
    }
    T created = create.get();
    tournament = id.apply(created);
    changed();
    Runnable start = whenBound;
    whenBound = null;
    if (start != null) {
      start.run();
    }
    return created;
  }

  /** Runs {@code start} once the tournament is known: now, or when it is created. */
  synchronized void whenBound(Runnable start) {
    if (tournament != null) {
      start.run();
    } else {
      whenBound = start;
    }
  }

  /** The tournament served; before one is created, refused as not found (the pages say "no event yet"). */
  String tournament() {
    String t = tournament;
    if (t == null) {
      throw new ProblemException(Web.said(Problem.Kind.NOT_FOUND, "tournament", "problem.noEvent"));
    }
    return t;
  }

  /** A session acting as {@code actor} (an arbiter of the console, named in the audit log). */
  Session session(String actor) {
    return workspace.session(tournament(), actor);
  }

  /**
   * The tournament as the public may see it: every player without his ID and phone numbers
   * ({@link Player#withoutSensitiveData}), so no public page can show them, whatever its template does; and only the
   * published rounds: a draft the chief arbiter still reviews is in no list, standings, card or crosstable.
   */
  Tournament publicTournament() {
    return publicRead().tournament();
  }

  /** The public tournament as a page last read it, with its revision; null before any page read it. */
  Public lastRead() {
    return cached;
  }

  /**
   * The head of the log as read with {@link #publicTournament} ("日志 log #1234 · 3f9a1b2c4d5e6f70"), shown in small
   * print on every public page so that a screenshot can later prove with {@code ./chuhe log --verify --head} that
   * the log was not rewritten; empty before the event exists or without the log's key.
   */
  java.util.Optional<String> publicHead() {
    return bound() ? publicRead().head().map(AuditTrail.Head::text) : java.util.Optional.empty();
  }

  /** The public tournament and the head of the log, read together at one revision (an export that carries the head). */
  Public publicRead() {
    try (Session s = session(READER)) {
      Public seen = cached;
      if (seen != null && seen.revision() == s.revision()) {
        return seen;
      }
      // The tournament read before is kept when only players' claims or codes were logged since (a new head).
      AuditTrail.StampedRevision read = AuditTrail.stampedRevision(s, seen == null ? null
          : new AuditTrail.StampedRevision(seen.revision(), seen.tournament(), seen.head()));
      Tournament t = read.tournament();
      Public masked = seen != null && t == seen.tournament() ? new Public(read.revision(), t, read.head())
          : new Public(read.revision(), t.withPlayers(t.players().stream().map(Player::withoutSensitiveData).toList())
              .withRounds(t.rounds().stream().filter(r -> !r.draft()).toList()), read.head());
      cached = masked;
      return masked;
    }
  }
}
