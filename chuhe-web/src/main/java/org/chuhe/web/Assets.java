package org.chuhe.web;

import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The app's own files (the style sheet, the scripts, htmx from its webjar), served from the jar, each read once and
 * kept in memory. Written here instead of Javalin's static files because those mount the whole shaded jar as a zip
 * file system on start (an index of its ~15,000 entries) to serve four files: measured, that and the code it made the
 * JIT compile were about a tenth of {@code serve}'s CPU before its first response (issue 23).
 */
final class Assets {
  private static final Map<String, String> TYPES = Map.of("css", "text/css; charset=utf-8",
      "js", "text/javascript; charset=utf-8", "svg", "image/svg+xml", "png", "image/png",
      "woff2", "font/woff2", "json", "application/json; charset=utf-8", "map", "application/json; charset=utf-8");

  private final String classpathRoot;
  private final Map<String, Optional<byte[]>> files = new ConcurrentHashMap<>();

  /** The files under {@code classpathRoot} (a folder of the class path, "/org/chuhe/web/assets"). */
  Assets(String classpathRoot) {
    this.classpathRoot = classpathRoot;
  }

  /** The handler of a route ending in {@code <path>}: the file of that path under the root, else 404. */
  Handler handler() {
    return this::serve;
  }

  private void serve(Context ctx) {
    String path = ctx.pathParam("path");
    String type = TYPES.get(path.substring(path.lastIndexOf('.') + 1));
    Optional<byte[]> file = type == null || !plain(path) ? Optional.empty()
        : files.computeIfAbsent(path, this::read);
    if (file.isEmpty()) {
      ctx.status(404).contentType("text/plain; charset=utf-8").result("404");
      return;
    }
    // The files change only with a new jar: a browser may keep them for an hour (a venue's Wi-Fi is slow).
    ctx.contentType(type).header("Cache-Control", "max-age=3600").result(file.get());
  }

  /** A path of plain segments: no "..", no empty or hidden segment, no backslash. */
  private static boolean plain(String path) {
    for (String segment : path.split("/", -1)) {
      if (segment.isEmpty() || segment.startsWith(".") || segment.contains("\\")) {
        return false;
      }
    }
    return true;
  }

  private Optional<byte[]> read(String path) {
    try (InputStream in = Assets.class.getResourceAsStream(classpathRoot + "/" + path)) {
      return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
