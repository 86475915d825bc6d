package org.chuhe.web;

import io.javalin.http.Context;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.report.Lang;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Requests the server cannot read: a malformed request line or header (Jetty refuses those itself, before any
 * handler), a query or a form whose percent-encoding or UTF-8 is broken, a body cut short or badly chunked, an upload
 * without its multipart boundary, a body of a type no route takes, a body too large. Each is answered 400 with one
 * bilingual line (the language of the request may be what cannot be read), nothing is done, and nothing is printed
 * on the arbiter's terminal: the fault is the sender's, not chuhe's. No answer names a class of Java, Jetty or
 * Jakarta.
 *
 * <p>The order: the head of a request (its line, headers and query) is read first, by Jetty and by {@link #head}
 * for every route, since routing needs it; the body of a change is read only after its session, token and role were
 * checked ({@link Guard}): a change nobody may make is refused (401, 403) without reading what it says, so a stranger
 * gets the same answer whatever he sends and costs the server no parsing. The login, open to all, reads its body at
 * once.
 */
final class Requests {
  private Requests() {}

  /** A request that cannot be read: answered 400 with its bilingual line ({@link WebApp#unreadable}). */
  static final class Unreadable extends ProblemException {
    private static final long serialVersionUID = 1L;

    Unreadable(String where, String key, Object... args) {
      super(Web.said(Problem.Kind.INVALID_INPUT, where, key, args));
    }
  }

  /** The form types a change takes: what a browser's form and htmx send. */
  private static final String FORM = "application/x-www-form-urlencoded";
  private static final String MULTIPART = "multipart/form-data";

  /** Checks the head of a request: its query must decode (percent-encoding, then UTF-8). */
  static void head(Context ctx) {
    String query = ctx.queryString();
    if (query != null && !decodes(query.getBytes(StandardCharsets.ISO_8859_1))) {
      throw new Unreadable("query", "problem.unreadable.query");
    }
  }

  /**
   * Reads the body of a change (or of the login) whole, so that a handler never meets a body it cannot read: a form
   * that decodes, an upload with its boundary and parts, or nothing at all.
   */
  static void body(Context ctx) {
    String type = ctx.contentType();
    String mime = type == null ? "" : type.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
    try {
      switch (mime) {
        case FORM -> {
          String charset = parameter(type, "charset");
          if (charset != null && !charset.equalsIgnoreCase("utf-8")) {
            throw new Unreadable("Content-Type", "problem.unreadable.charset", charset);
          }
          if (!decodes(ctx.bodyAsBytes())) {
            throw new Unreadable("", "problem.unreadable.form");
          }
        }
        case MULTIPART -> {
          if (parameter(type, "boundary") == null) {
            throw new Unreadable("Content-Type", "problem.unreadable.boundary");
          }
          ctx.formParamMap(); // the parts, read whole (kept by the request for the handler)
          ctx.uploadedFileMap();
        }
        case "" -> {
          if (ctx.bodyAsBytes().length > 0) {
            throw new Unreadable("Content-Type", "problem.unreadable.type", "—");
          }
        }
        default -> throw new Unreadable("Content-Type", "problem.unreadable.type", mime);
      }
    } catch (Unreadable e) {
      throw e;
    } catch (RuntimeException e) {
      // Whatever fails while only the body is read is the body's fault: cut short, badly chunked, too large …
      throw new Unreadable("", tooLarge(e) ? "problem.unreadable.size" : "problem.unreadable.body");
    }
  }

  /**
   * Whether {@code e}, thrown while a handler ran, is a request that could not be read (its body cut short or
   * malformed as Jetty met it), rather than a fault of chuhe's.
   */
  static boolean unreadable(Throwable e) {
    for (Throwable c = e; c != null; c = c.getCause() == c ? null : c.getCause()) {
      // (a ServletException counts by its cause: Jetty wraps its own bad-message exceptions in one)
      if (c instanceof IOException || c instanceof org.eclipse.jetty.http.HttpException
          || c instanceof io.javalin.http.HttpResponseException r && r.getStatus() < 500) {
        return true;
      }
    }
    return false;
  }

  private static boolean tooLarge(Throwable e) {
    for (Throwable c = e; c != null; c = c.getCause() == c ? null : c.getCause()) {
      if (c instanceof io.javalin.http.HttpResponseException r && r.getStatus() == 413
          || c instanceof org.eclipse.jetty.http.HttpException h && h.getCode() == 413) {
        return true;
      }
    }
    return false;
  }

  /** The value of a parameter of a header such as Content-Type ({@code boundary=…}), or null. */
  private static String parameter(String header, String name) {
    String[] parts = header.split(";");
    for (int i = 1; i < parts.length; i++) {
      String[] kv = parts[i].split("=", 2);
      if (kv.length == 2 && kv[0].strip().equalsIgnoreCase(name) && !kv[1].strip().replace("\"", "").isEmpty()) {
        return kv[1].strip().replace("\"", "");
      }
    }
    return null;
  }

  /**
   * Whether URL-encoded bytes (a query or a form: {@code a=1&b=%E7%8E%8B}) decode: every {@code %} followed by two
   * hexadecimal digits, and the bytes they give valid UTF-8.
   */
  static boolean decodes(byte[] encoded) {
    ByteBuffer decoded = ByteBuffer.allocate(encoded.length);
    for (int i = 0; i < encoded.length; i++) {
      byte b = encoded[i];
      if (b == '%') {
        if (i + 2 >= encoded.length || Character.digit(encoded[i + 1], 16) < 0
            || Character.digit(encoded[i + 2], 16) < 0) {
          return false;
        }
        decoded.put((byte) (Character.digit(encoded[i + 1], 16) * 16 + Character.digit(encoded[i + 2], 16)));
        i += 2;
      } else {
        decoded.put(b);
      }
    }
    decoded.flip();
    try {
      StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(decoded);
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }

  /**
   * Jetty's answer to a request it refused before any handler (a malformed request line, header, path or length, a
   * request too large): the app's problem page with one bilingual line, in place of Jetty's own page, which names
   * Jetty and its messages in English only.
   */
  static final class JettyErrors extends ErrorHandler {
    private final Templates templates;

    JettyErrors(Templates templates) {
      this.templates = templates;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
      int status = response.getStatus();
      boolean fault = status >= 500;
      String key = fault ? "problem.unreadable.server" : switch (status) {
        case 413, 414, 431 -> "problem.unreadable.size";
        default -> "problem.unreadable.body";
      };
      response.setStatus(fault ? status : 400);
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/html; charset=utf-8");
      response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
      String html = templates.render("problem", Map.of("f", WebApp.plainFrame("/"), "problems",
          java.util.List.of(WebApp.bilingual(Web.said(Problem.Kind.INVALID_INPUT, "", key, status)))));
      response.write(true, ByteBuffer.wrap(html.getBytes(StandardCharsets.UTF_8)), callback);
      return true;
    }

  }

  /** The language of a request that may not be readable: its cookie's, never its query's. */
  static Texts language(Context ctx) {
    Optional<String> cookie;
    try {
      cookie = Optional.ofNullable(ctx.cookie(Web.LANG));
    } catch (RuntimeException e) {
      cookie = Optional.empty();
    }
    return Texts.of(cookie.filter("en"::equals).isPresent() ? Lang.en : Lang.zh);
  }
}
