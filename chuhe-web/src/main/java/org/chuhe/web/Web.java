package org.chuhe.web;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.chuhe.app.report.Lang;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/** What every handler does the same way: the page's language, its frame, numbers from the address, problems. */
final class Web {
  private Web() {}

  static final String LANG = "lang";

  /**
   * The language asked for by {@code ?lang=en} / {@code ?lang=zh} (remembered in a cookie for the pages that
   * follow), else the one remembered, else Chinese.
   */
  static Texts texts(Context ctx) {
    String asked = ctx.queryParam(LANG);
    if (asked != null && (asked.equals("en") || asked.equals("zh"))) {
      ctx.cookie(LANG, asked, 60 * 60 * 24 * 365);
      return Texts.of(Lang.valueOf(asked));
    }
    return Texts.of("en".equals(ctx.cookie(LANG)) ? Lang.en : Lang.zh);
  }

  /**
   * A redirect (303 See Other) that keeps a language asked for ({@code /console?lang=en}) in its cookie: the page it
   * leads to is in that language too.
   */
  static void redirect(Context ctx, String path) {
    texts(ctx);
    ctx.redirect(path, io.javalin.http.HttpStatus.SEE_OTHER);
  }

  static Frame frame(Context ctx, Texts t, String title, Optional<ConsoleAccess.Arbiter> arbiter) {
    String head = ctx.attribute(Frame.LOG_HEAD);
    return new Frame(t, title, otherLanguage(ctx, t), arbiter, head == null ? "" : head,
        Boolean.TRUE.equals(ctx.attribute(Frame.WAITING_FOR_SPACE)));
  }

  /** This page in the other language: the same address and query, {@code lang} switched. */
  static String otherLanguage(Context ctx, Texts t) {
    String query = ctx.queryParamMap().entrySet().stream().filter(e -> !e.getKey().equals(LANG))
        .flatMap(e -> e.getValue().stream().map(v -> Paths.encode(e.getKey()) + "=" + Paths.encode(v)))
        .collect(Collectors.joining("&"));
    return ctx.path() + "?" + (query.isEmpty() ? "" : query + "&") + LANG + "=" + (t.english() ? "zh" : "en");
  }

  /** A whole number from the address ({@code where} names it), refused as bad input when it is not one. */
  /**
   * A problem of {@code where} in the bundles' words for {@code key}, Chinese and English, its arguments filled in:
   * the web module's own messages live in the bundles like every other text of the pages.
   */
  static Problem said(Problem.Kind kind, String where, String key, Object... args) {
    return Problem.of(kind, where, Texts.of(Lang.zh).get(key, args), Texts.of(Lang.en).get(key, args));
  }

  /** A problem with the input, said by the bundles ({@link #said}). */
  static ProblemException problem(String where, String key, Object... args) {
    return new ProblemException(said(Problem.Kind.INVALID_INPUT, where, key, args));
  }

  /** Something asked for that is not there, said by the bundles ({@link #said}). */
  static ProblemException notFound(String where, String key, Object... args) {
    return new ProblemException(said(Problem.Kind.NOT_FOUND, where, key, args));
  }

  static int number(String text, String where) {
    try {
      int n = Integer.parseInt(text == null ? "" : text.strip());
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // refused below
    }
    throw problem(where, "problem.positive", text);
  }

  static HttpStatus status(Problem.Kind kind) {
    return switch (kind) {
      case INVALID_INPUT -> HttpStatus.BAD_REQUEST;
      case NOT_FOUND -> HttpStatus.NOT_FOUND;
      case CONFLICT -> HttpStatus.CONFLICT;
      case REFUSED -> HttpStatus.UNPROCESSABLE_CONTENT;
      case STORAGE -> HttpStatus.SERVICE_UNAVAILABLE;
      case INTERNAL -> HttpStatus.INTERNAL_SERVER_ERROR;
    };
  }

  /** A problem as a page shows it: its place, its text in the page's language, and this front end's remedy. */
  record Shown(String where, String text, String remedy) {}

  static List<Shown> shown(Texts t, ProblemException e) {
    return e.problems().stream().map(p -> new Shown(p.where() == null ? "" : p.where(), t.pick(p.zh(), p.en()),
        p.remedy() == null || !REMEDIES.contains(p.remedy()) ? "" : t.get("remedy." + p.remedy()))).toList();
  }

  /** The remedies the pages know how to name (the bundles hold {@code remedy.<name>} for each). */
  private static final List<String> REMEDIES = List.of("correct", "division", "tournament", "database");

  /** Whether htmx asked (a part of a page is swapped), rather than the browser for a whole page. */
  static boolean fragment(Context ctx) {
    return "true".equals(ctx.header("HX-Request"));
  }

  static Map<String, Object> model(Frame f, String name, Object value) {
    return Map.of("f", f, name, value);
  }
}
