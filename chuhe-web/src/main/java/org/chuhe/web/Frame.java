package org.chuhe.web;

import java.util.Optional;

/**
 * What every page's frame shows around its content ({@code layout.jte}): the words of its language, its title, the
 * link to the same page in the other language, the logged-in arbiter (console pages) and the live stream the page
 * listens to.
 */
record Frame(Texts t, String title, String otherLanguage, Optional<ConsoleAccess.Arbiter> arbiter) {
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
