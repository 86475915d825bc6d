package org.chuhe.web;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.Times;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;

/**
 * A static copy of the public pages (issue 24): a folder of HTML files with the style sheet and scripts they use, to
 * publish without a server (any web space, a USB stick, a zip in the WeChat group) or to open by double-click
 * ({@code file://}) on a laptop or a phone. One language per copy.
 *
 * <p>How: the web app itself is started in this process on a free port of the loopback (127.0.0.1 only, nobody
 * else reaches it) against the same database, and crawled from {@code /} along its same-site links, as a browser
 * would; it is stopped when the crawl ends. That the copy is what the server shows is thus guaranteed by
 * construction: the same routes, the same public tournament ({@link Event#publicTournament}: no ID or phone number,
 * no draft round), the same templates, the same "standings after the last complete round" — rather than a second
 * list of pages and renderers that would drift from the served one with every new page. The public pages only read
 * (their sessions write nothing), so the database is not changed.
 *
 * <p>Each page becomes one file in the folder itself, named after its address
 * ({@code /divisions/adult/standings} → {@code divisions_adult_standings.html}, {@code /} → {@code index.html}; a
 * query of its own gets a name of its own; the public downloads {@code /downloads/standings?format=xlsx} →
 * {@code downloads_standings.xlsx}); the assets go to {@code assets/}. Every page lies in the same folder, so a link
 * is the file's name, also the links the pages' script keeps on the phone ("this is me", written on a player's card
 * and shown on the home page). Every same-site {@code href}, {@code src} and {@code data-me-url} is rewritten so;
 * what needs a server is dropped: the live updates (the stream, the parts' addresses, the head's refresh), the links
 * to the live standings ({@code ?live=1}), the language switch, the console's link, forms, the QR code of the
 * server's address and its poster, the board pages where players report (issue 26) and what leads to them on a
 * player's card (marked {@code needs-server}). The find box of the pairing lists and "this is me" work on in the browser.
 *
 * <p>Written crash-safe: the copy is built in a hidden folder beside the one asked for and moved into place when
 * whole; a folder that is not empty is replaced only when it is a copy chuhe wrote (it holds {@link #MARKER}).
 */
public final class StaticSite {
  /** The file that marks a folder as a copy chuhe wrote (and says so to a person who opens it). */
  public static final String MARKER = "chuhe-site.txt";
  /** Where the style sheet and the scripts go. */
  static final String ASSETS = "assets/";
  /** Pages fetched at once: the app renders on every core; more only queue. */
  private static final int PARALLEL = Math.max(2, Runtime.getRuntime().availableProcessors());

  private StaticSite() {}

  /** What was written: the folder (or the zip's folder), the pages, all files, their bytes, the log's head. */
  public record Written(Path folder, int pages, int files, long bytes, Optional<String> head) {}

  /**
   * Writes the public pages of {@code tournament} (null: the only one) of {@code workspace} in {@code lang} into
   * the folder {@code out}: made if it does not exist; replaced if it is empty or a copy chuhe wrote before; refused
   * otherwise (nothing is written then).
   */
  public static Written write(Workspace workspace, String tournament, Lang lang, Path out) {
    Path target = out.toAbsolutePath().normalize();
    refuseForeign(target);
    Path parent = target.getParent();
    try {
      Files.createDirectories(parent);
      Path temp = Files.createTempDirectory(parent, "." + target.getFileName() + ".chuhe-");
      try {
        Written built = build(workspace, tournament, lang, temp);
        moveIntoPlace(temp, target);
        return new Written(target, built.pages(), built.files(), built.bytes(), built.head());
      } finally {
        deleteTree(temp); // gone once moved; what is left after a failure
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The same copy as a zip written to {@code out}, every file under the folder {@code top} (the console's download):
   * built in a temporary folder, zipped, the folder deleted.
   */
  public static Written zip(Workspace workspace, String tournament, Lang lang, String top, OutputStream out) {
    try {
      Path temp = Files.createTempDirectory("chuhe-site-");
      try {
        Written built = build(workspace, tournament, lang, temp);
        ZipOutputStream zip = new ZipOutputStream(out, StandardCharsets.UTF_8);
        for (Path file : files(temp)) {
          zip.putNextEntry(new ZipEntry(top + "/" + temp.relativize(file).toString().replace('\\', '/')));
          Files.copy(file, zip);
          zip.closeEntry();
        }
        zip.finish();
        return built;
      } finally {
        deleteTree(temp);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every regular file under {@code folder}, in the order of their paths. */
  static List<Path> files(Path folder) throws IOException {
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk.filter(Files::isRegularFile).sorted().toList();
    }
  }

  /** Crawls a server of the tournament started for it on the loopback, into the empty folder {@code folder}. */
  private static Written build(Workspace workspace, String tournament, Lang lang, Path folder) throws IOException {
    try (WebApp app = WebApp.startForCopy(workspace, tournament)) {
      if (app.tournament().isEmpty()) {
        throw new ProblemException(Web.said(Problem.Kind.NOT_FOUND, "tournament", "site.noEvent"));
      }
      Crawl crawl = new Crawl(app, lang, folder);
      crawl.run();
      Texts t = Texts.of(lang);
      String head = crawl.head;
      Files.writeString(folder.resolve(MARKER), t.get("site.marker", crawl.eventName, Times.local(Instant.now()),
          head) + System.lineSeparator(), StandardCharsets.UTF_8);
      long bytes = 0;
      List<Path> all = files(folder);
      for (Path p : all) {
        bytes += Files.size(p);
      }
      return new Written(folder, crawl.pages.size(), all.size(), bytes,
          head.isEmpty() ? Optional.empty() : Optional.of(head));
    }
  }

  // ---- the crawl -------------------------------------------------------------------------------------------------

  /** One crawl: pages fetched wave after wave (the links of one wave are the next), several at a time. */
  private static final class Crawl {
    private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY)
        .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(10)).build();
    private final String origin;
    private final String address;
    private final Lang lang;
    private final Path folder;
    private final String exported = Times.local(Instant.now());
    /** Every address taken, with its file's name. */
    private final Map<String, String> names = new ConcurrentHashMap<>();
    /** The pages written, by address. */
    private final Set<String> pages = ConcurrentHashMap.newKeySet();
    /** Addresses that gave no page (not found, …), and which files link to each address. */
    private final Set<String> failed = ConcurrentHashMap.newKeySet();
    private final Map<String, Set<String>> linkedFrom = new ConcurrentHashMap<>();
    private volatile String head = "";
    private volatile String eventName = "";

    Crawl(WebApp app, Lang lang, Path folder) {
      this.origin = "http://127.0.0.1:" + app.port();
      this.address = app.publicAddress();
      this.lang = lang;
      this.folder = folder;
    }

    void run() throws IOException {
      names.put("/", "index.html");
      List<String> wave = List.of("/");
      ExecutorService pool = Executors.newFixedThreadPool(PARALLEL, r -> {
        Thread thread = new Thread(r, "chuhe-site");
        thread.setDaemon(true);
        return thread;
      });
      try {
        while (!wave.isEmpty()) {
          List<Future<List<String>>> fetched = new ArrayList<>();
          for (String at : wave) {
            fetched.add(pool.submit(() -> take(at)));
          }
          List<String> next = new ArrayList<>();
          for (Future<List<String>> f : fetched) {
            next.addAll(f.get());
          }
          wave = next;
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      } catch (ExecutionException e) {
        if (e.getCause() instanceof RuntimeException r) {
          throw r;
        }
        throw new IllegalStateException(e.getCause());
      } finally {
        pool.shutdownNow();
      }
      if (!pages.contains("/")) {
        throw new ProblemException(Web.said(Problem.Kind.NOT_FOUND, "tournament", "site.noHome"));
      }
      unlinkFailed();
    }

    /** Fetches {@code at} and writes its file; the addresses it links to that were not taken before. */
    private List<String> take(String at) throws IOException, InterruptedException {
      HttpResponse<byte[]> response = http.send(HttpRequest.newBuilder(URI.create(origin + at))
          .header("Cookie", Web.LANG + "=" + lang.name()).timeout(Duration.ofMinutes(5)).GET().build(),
          HttpResponse.BodyHandlers.ofByteArray());
      if (response.statusCode() != 200) {
        failed.add(at);
        return List.of();
      }
      String name = names.get(at);
      Path file = folder.resolve(name);
      Files.createDirectories(file.getParent());
      String type = response.headers().firstValue("Content-Type").orElse("");
      if (!type.startsWith("text/html")) {
        Files.write(file, response.body());
        return List.of();
      }
      Document page = Jsoup.parse(new String(response.body(), StandardCharsets.UTF_8), origin + at);
      page.outputSettings().prettyPrint(false); // the page's own spacing: no newline between inline words
      if (at.equals("/")) {
        Element h1 = page.selectFirst("main h1");
        eventName = h1 == null ? "" : h1.text();
        Element foot = page.selectFirst(".log-head");
        head = foot == null ? "" : foot.text();
      }
      neutralise(page);
      List<String> found = new ArrayList<>();
      for (Element e : page.select("[href], [src], [data-me-url]")) {
        for (String attr : List.of("href", "src", "data-me-url")) {
          if (e.hasAttr(attr)) {
            link(e, attr, name, found);
          }
        }
      }
      Files.writeString(file, page.outerHtml(), StandardCharsets.UTF_8);
      pages.add(at);
      return found;
    }

    /** Drops from a page what needs the server (see the class's comment) and says that it is a copy. */
    private void neutralise(Document page) {
      page.body().removeAttr("data-live-stream").removeAttr("hx-headers");
      page.select("[data-live-src]").removeAttr("data-live-src");
      page.select("[data-head-src]").removeAttr("data-head-src");
      page.select(".live-dot, header nav a.lang, form, .needs-server").remove();
      // The QR code and the poster hold the server's address: of no use in a copy. The hall display stays.
      for (Element qr : page.select("section.qr")) {
        Element hall = qr.selectFirst("a[href=\"" + Paths.HALL + "\"]");
        qr.empty();
        if (hall != null) {
          qr.appendElement("p").appendChild(hall);
        }
        qr.removeClass("qr");
      }
      Element foot = page.selectFirst("footer.foot");
      if (foot == null) {
        foot = page.body().appendElement("footer").addClass("foot");
      }
      foot.appendElement("p").addClass("meta").addClass("site-copy")
          .text(Texts.of(lang).get("site.copy", exported));
    }

    /**
     * Rewrites {@code attr} of {@code e} on page {@code from} to the file of its address, adding an address not
     * taken before to {@code found}; a link to something that needs the server is removed.
     */
    private void link(Element e, String attr, String from, List<String> found) {
      String value = e.attr(attr);
      if (value.isEmpty() || value.startsWith("#")) {
        return;
      }
      Optional<Target> target = sameSite(value);
      if (target.isEmpty()) {
        return; // another site's: left as it is
      }
      String at = target.get().address();
      if (needsServer(at)) {
        drop(e);
        return;
      }
      String name = names.computeIfAbsent(at, a -> {
        found.add(a);
        return fileName(a);
      });
      linkedFrom.computeIfAbsent(at, a -> ConcurrentHashMap.newKeySet()).add(from);
      e.attr(attr, name + target.get().fragment());
    }

    private record Target(String address, String fragment) {}

    /** The address on this server {@code value} names ("/standings?x=1", without its fragment), if it is one. */
    private Optional<Target> sameSite(String value) {
      URI uri;
      try {
        uri = new URI(origin + "/").resolve(value.startsWith(address) ? "/" + value.substring(address.length())
            : value);
      } catch (URISyntaxException | IllegalArgumentException e) {
        return Optional.empty();
      }
      if (!origin.equals(uri.getScheme() + "://" + uri.getRawAuthority()) || uri.getRawPath() == null) {
        return Optional.empty();
      }
      String at = uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
      return Optional.of(new Target(at, uri.getRawFragment() == null ? "" : "#" + uri.getRawFragment()));
    }

    /** After the crawl: a link to an address that gave no page is taken out of every page that has it. */
    private void unlinkFailed() throws IOException {
      Map<String, Set<String>> byFile = new java.util.HashMap<>();
      for (String at : failed) {
        for (String file : linkedFrom.getOrDefault(at, Set.of())) {
          byFile.computeIfAbsent(file, f -> new HashSet<>()).add(names.get(at));
        }
      }
      for (Map.Entry<String, Set<String>> f : byFile.entrySet()) {
        Path file = folder.resolve(f.getKey());
        Document page = Jsoup.parse(Files.readString(file, StandardCharsets.UTF_8));
        page.outputSettings().prettyPrint(false);
        for (Element e : page.select("[href], [src], [data-me-url]")) {
          for (String attr : List.of("href", "src", "data-me-url")) {
            String value = e.attr(attr).replaceAll("#.*", "");
            if (e.hasAttr(attr) && f.getValue().contains(value)) {
              drop(e);
            }
          }
        }
        Files.writeString(file, page.outerHtml(), StandardCharsets.UTF_8);
      }
    }
  }

  /**
   * Whether an address needs the server: the console, the live stream and the head's refresh, the QR code of the
   * server's address and its poster, the live standings ({@code live=1}) and the other language ({@code lang=}).
   */
  static boolean needsServer(String at) {
    String path = at.contains("?") ? at.substring(0, at.indexOf('?')) : at;
    String query = at.contains("?") ? "&" + at.substring(at.indexOf('?') + 1) : "";
    return path.equals(Paths.CONSOLE) || path.startsWith(Paths.CONSOLE + "/") || path.equals(Paths.LIVE)
        || path.equals(Paths.LOG_HEAD) || path.equals(Paths.QR) || path.equals(Paths.QR_IMAGE)
        || query.contains("&live=") || query.contains("&" + Web.LANG + "=") || phoneImages(path, query)
        || boardPage(path);
  }

  /** A board's page (issue 26) is where its players report: it needs the server, and is of no use in a copy. */
  private static boolean boardPage(String path) {
    return path.matches("/divisions/[^/]+/rounds/\\d+/boards/.+") || path.startsWith("/me/");
  }

  /**
   * A list's phone images (for forwarding in WeChat, issue 24) are left out of the copy: a 10,000-player list is
   * some 550 of them, 140 MB, and rendering every list's made the copy of such an event 590 MB and 10 minutes of
   * CPU. The copy keeps the lists as PDF, workbook and CSV.
   */
  private static boolean phoneImages(String path, String query) {
    return (path.startsWith("/downloads/") && path.endsWith("/images")) || query.contains("&format=png");
  }

  /**
   * A link that leads nowhere in the copy: a switch to what needs the server (the live standings, the language, the
   * console) is removed with the " · " before it; another link is replaced by its words; a picture or script removed.
   */
  private static void drop(Element e) {
    if (!e.tagName().equals("a")) {
      e.remove();
      return;
    }
    String href = e.attr("href");
    if (!(e.hasClass("view") || e.hasClass("lang") || href.startsWith(Paths.CONSOLE) || (href.startsWith("/downloads/")
        && (href.contains("/images") || href.contains("format=png"))))) {
      e.unwrap();
      return;
    }
    if (e.previousSibling() instanceof TextNode text && text.getWholeText().stripTrailing().endsWith("·")) {
      String words = text.getWholeText().stripTrailing();
      text.text(words.substring(0, words.length() - 1).stripTrailing());
    }
    e.remove();
  }

  /**
   * The file of an address, in the folder itself (assets in {@link #ASSETS}): its path with "/" as "_", "?" as
   * "__", "=" as "-", other characters than letters, digits, ".", "-" as "~" and their UTF-8 bytes in hex; a page
   * ends in ".html", a download {@code ?format=xlsx} in ".xlsx", a phone image {@code ?format=png&page=2} in
   * "-02.png", the public printout in ".pdf"; {@code /} is {@code index.html}.
   */
  static String fileName(String at) {
    String path = at.contains("?") ? at.substring(0, at.indexOf('?')) : at;
    String query = at.contains("?") ? at.substring(at.indexOf('?') + 1) : null;
    path = java.net.URLDecoder.decode(path.replace("+", "%2B"), StandardCharsets.UTF_8);
    if (path.equals("/")) {
      return query == null ? "index.html" : "index" + "__" + plain(decode(query)) + ".html";
    }
    String folder = "";
    if (path.startsWith("/assets/")) {
      folder = ASSETS;
      path = path.substring("/assets".length());
    } else if (path.startsWith("/webjars/")) {
      folder = ASSETS;
    }
    String last = path.substring(path.lastIndexOf('/') + 1);
    boolean hasExtension = last.matches(".+\\.[A-Za-z0-9]{1,5}");
    String ending = "";
    java.util.regex.Matcher download = query == null ? null
        : java.util.regex.Pattern.compile("format=([a-z]{1,5})(?:&page=(\\d{1,4}))?").matcher(query);
    if (download != null && download.matches()) {
      // A list as a file: ?format=xlsx → .xlsx; one of its phone images, ?format=png&page=2 → -02.png
      ending = (download.group(2) == null ? "" : String.format("-%02d", Integer.parseInt(download.group(2)))) + "."
          + download.group(1);
      query = null;
    } else if (path.startsWith("/downloads/print/") && !hasExtension) {
      ending = ".pdf"; // the public printout (the 秩序册) is a PDF without a format in its address
    } else if (!hasExtension) {
      ending = ".html";
    }
    String name = plain(path.substring(1)) + (query == null ? "" : "__" + plain(decode(query)));
    if (hasExtension && query != null) {
      name = plain(path.substring(1, path.lastIndexOf('.'))) + "__" + plain(decode(query)) + last.substring(
          last.lastIndexOf('.'));
    }
    return folder + name + ending;
  }

  private static String decode(String query) {
    return java.net.URLDecoder.decode(query, StandardCharsets.UTF_8);
  }

  private static String plain(String text) {
    StringBuilder name = new StringBuilder();
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      char c = (char) (b & 0xff);
      if (c < 128 && (Character.isLetterOrDigit(c) || c == '.' || c == '-')) {
        name.append(c);
      } else if (c == '/' || c == '&') {
        name.append(c == '/' ? "_" : "__");
      } else if (c == '=') {
        name.append('-');
      } else {
        name.append('~').append(String.format("%02x", b & 0xff));
      }
    }
    return name.toString();
  }

  // ---- the folder ------------------------------------------------------------------------------------------------

  /** Refuses a folder that holds something else than a copy chuhe wrote (or a file that is not a folder). */
  private static void refuseForeign(Path target) {
    if (Files.isRegularFile(target)) {
      throw Web.problem("out", "site.notAFolder", target);
    }
    if (Files.isDirectory(target) && !empty(target) && !Files.isRegularFile(target.resolve(MARKER))) {
      throw Web.problem("out", "site.foreign", target, MARKER);
    }
  }

  private static boolean empty(Path folder) {
    try (DirectoryStream<Path> in = Files.newDirectoryStream(folder)) {
      return !in.iterator().hasNext();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Moves the folder built into place: a rename when there is nothing there; otherwise the old copy (or the empty
   * folder) is renamed aside first and deleted after, so that a crash leaves the old copy or the new one, whole.
   */
  private static void moveIntoPlace(Path built, Path target) throws IOException {
    if (!Files.exists(target)) {
      Files.move(built, target, StandardCopyOption.ATOMIC_MOVE);
      return;
    }
    Path old = Files.createTempDirectory(target.getParent(), "." + target.getFileName() + ".old-");
    Files.delete(old);
    Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
    Files.move(built, target, StandardCopyOption.ATOMIC_MOVE);
    deleteTree(old);
  }

  static void deleteTree(Path folder) throws IOException {
    if (!Files.exists(folder)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(folder)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
