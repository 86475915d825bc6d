package org.chuhe.web;

import java.util.Optional;

/**
 * What every page's frame shows around its content ({@code layout.jte}): the words of its language, its title, the
 * link to the same page in the other language, the logged-in arbiter (console pages) and the live stream the page
 * listens to. {@code logHead}: on a public page, the head of the audit log the page was read with, in small print
 * at its foot ("日志 log #1234 · 3f9a…", checked later with {@code ./chuhe log --verify --head}); empty elsewhere.
 * {@code waitingForSpace}: on a console page, the database's disk is full: reading goes on, changes wait for space,
 * and a banner says so.
 */
record Frame(Texts t, String title, String otherLanguage, Optional<ConsoleAccess.Arbiter> arbiter, String logHead,
    boolean waitingForSpace) {
  /** The request attribute by which a public page's handler ({@link WebApp#kept}) hands the head to its frame. */
  static final String LOG_HEAD = "chuhe.logHead";
  /** The request attribute by which {@link WebApp} tells a console page that changes wait for space. */
  static final String WAITING_FOR_SPACE = "chuhe.waitingForSpace";

  /** A frame without the log's head (the console's pages). */
  Frame(Texts t, String title, String otherLanguage, Optional<ConsoleAccess.Arbiter> arbiter) {
    this(t, title, otherLanguage, arbiter, "", false);
  }

  /** Where a page fetches the head again after a live update ({@link WebApp}'s route of {@link Paths#LOG_HEAD}). */
  String logHeadSource() {
    return Paths.LOG_HEAD;
  }

  String liveStream() {
    return Paths.LIVE;
  }

  /** htmx, served from its webjar (a test fetches it: a new version of the webjar must change this). */
  static final String HTMX = "/webjars/htmx.org/2.0.10/dist/htmx.min.js";

  String htmx() {
    return HTMX;
  }

  /**
   * The headers htmx sends with every request of a console page: the session's CSRF token; null (no attribute)
   * on the public pages.
   */
  String csrfHeaders() {
    return arbiter.map(a -> "{\"" + Guard.CSRF_HEADER + "\": \"" + a.csrf() + "\"}").orElse(null);
  }

  String csrf() {
    return arbiter.map(ConsoleAccess.Arbiter::csrf).orElse("");
  }
}
