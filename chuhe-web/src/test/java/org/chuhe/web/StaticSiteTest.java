package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.chuhe.app.report.Lang;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.model.Player;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The static copy of the public pages ({@link StaticSite}) of the small demo (two divisions, two rounds played, the
 * third under way), its players given ID and phone numbers and its units scored as teams: every page there and
 * linked, every link a file of the folder, nothing that needs the server, no ID or phone number, the pages as served,
 * the console's zip the same files. The copy is kept in {@code target/static-site/} for a person to open.
 */
class StaticSiteTest {
  /** Where the copy is kept for a person (and the browser test opens it). */
  static final Path KEPT = Path.of("target", "static-site");

  @TempDir static Path dir;
  static Served web;
  static StaticSite.Written written;
  static List<String> secrets = new ArrayList<>();

  @BeforeAll
  static void export() {
    web = Served.of(dir, PublicPagesTest.withTeams(withSecrets(Demo.tournament(Served.SMALL))));
    written = StaticSite.write(web.workspace, null, Lang.zh, KEPT);
  }

  @AfterAll
  static void stop() {
    if (web != null) {
      web.close();
    }
  }

  /** The demo's players, each with an ID number and a phone number (kept in {@link #secrets}). */
  static Tournament withSecrets(Tournament demo) {
    List<Player> players = new ArrayList<>();
    int i = 0;
    for (Player p : demo.players()) {
      String phone = String.format("139%08d", 20_000_000 + i);
      String id = String.format("35010219900101%04d", i++);
      secrets.add(phone);
      secrets.add(id);
      players.add(new Player(p.id(), p.name(), p.division(), p.unit(), p.gender(), p.birthDate(), p.residence(),
          p.grade(), p.rating(), p.number(), p.feePaid(), p.checkedIn(), phone, id));
    }
    return demo.withPlayers(players);
  }

  static List<String> links(Document page) {
    List<String> found = new ArrayList<>();
    for (Element e : page.select("[href], [src], [data-me-url]")) {
      for (String attr : List.of("href", "src", "data-me-url")) {
        if (e.hasAttr(attr) && !e.attr(attr).isEmpty()) {
          found.add(e.attr(attr));
        }
      }
    }
    return found;
  }

  static Document read(Path file) throws IOException {
    return Jsoup.parse(Files.readString(file, StandardCharsets.UTF_8));
  }

  @Test
  void everyPageLinkedFromTheHomeIsInTheFolderAndEveryLinkOfEveryFileIsAFileOfTheFolder() throws IOException {
    Path site = written.folder();
    assertThat(site).isEqualTo(KEPT.toAbsolutePath().normalize());
    Set<String> reached = new TreeSet<>();
    Deque<String> queue = new ArrayDeque<>(List.of("index.html"));
    while (!queue.isEmpty()) {
      String name = queue.poll();
      if (!reached.add(name)) {
        continue;
      }
      Path file = site.resolve(name);
      assertThat(file).as("linked, so written").isRegularFile();
      if (name.endsWith(".html")) {
        for (String link : links(read(file))) {
          assertThat(link).as(name).doesNotStartWith("/").doesNotContain("://").doesNotStartWith("..");
          String target = link.replaceAll("#.*", "");
          if (!target.isEmpty()) {
            queue.add(target);
          }
        }
      }
    }
    Set<String> all = new TreeSet<>();
    for (Path p : StaticSite.files(site)) {
      all.add(site.relativize(p).toString().replace('\\', '/'));
    }
    all.remove(StaticSite.MARKER);
    assertThat(reached).as("every file is reached from index.html").isEqualTo(all);
    assertThat(all).contains("index.html", "assets/chuhe.css", "assets/chuhe.js", "teams.html", "hall.html",
        "divisions_adult_standings.html", "divisions_youth_standings.html", "divisions_adult_crosstable.html",
        "divisions_adult_players.html", "divisions_adult_rounds_1.html", "divisions_adult_rounds_3.html",
        "divisions_youth_rounds_3.html", "downloads_standings.xlsx", "downloads_pairings.csv");
    // Every player's card (the players' list links them all).
    for (Player p : web.load().players()) {
      if (p.number() != null) {
        assertThat(all).contains("divisions_" + p.division() + "_players_" + p.number() + ".html");
      }
    }
    assertThat(all).noneMatch(n -> n.contains("console") || n.contains("live") || n.contains("qr"));
    assertThat(written.pages()).isEqualTo((int) all.stream().filter(n -> n.endsWith(".html")).count());
    assertThat(written.files()).isEqualTo(all.size() + 1);
    assertThat(Files.readString(site.resolve(StaticSite.MARKER), StandardCharsets.UTF_8)).contains("chuhe export site",
        "index.html", "日志 log #");
  }

  @Test
  void nothingOfTheCopyNeedsTheServer() throws IOException {
    for (Path file : StaticSite.files(written.folder())) {
      if (!file.toString().endsWith(".html")) {
        continue;
      }
      String html = Files.readString(file, StandardCharsets.UTF_8);
      Document page = Jsoup.parse(html);
      assertThat(page.select("[data-live-stream], [data-live-src], [data-head-src], form, .live-dot, a.lang"))
          .as(file + ": live updates, forms, the language switch").isEmpty();
      assertThat(html).as(file.toString()).doesNotContain("/console", "live=1", "lang=en", "lang=zh",
          "127.0.0.1", "qr.svg");
      assertThat(page.select("footer .site-copy").text()).as(file.toString()).startsWith("离线副本，导出于");
      assertThat(page.select("html").attr("lang")).isEqualTo("zh-CN");
    }
    // The standings of a round under way: the standings after the last complete one, without the link to the live.
    Document standings = read(written.folder().resolve("divisions_adult_standings.html"));
    assertThat(standings.select("#standings .meta").text()).contains("第 2 轮后").doesNotContain("·");
  }

  @Test
  void theCopyHoldsNoIdOrPhoneNumber() throws IOException {
    assertThat(web.load().players().get(0).idNumber()).as("the database holds them").isNotNull();
    for (Path file : StaticSite.files(written.folder())) {
      for (String text : texts(Files.readAllBytes(file), file.toString())) {
        for (String secret : secrets) {
          assertThat(text).as(file.toString()).doesNotContain(secret);
        }
      }
    }
  }

  /** A file's text; of a workbook (a zip), the text of each of its parts. */
  static List<String> texts(byte[] bytes, String name) throws IOException {
    if (!name.endsWith(".xlsx")) {
      return List.of(new String(bytes, StandardCharsets.UTF_8));
    }
    List<String> parts = new ArrayList<>();
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(bytes))) {
      for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
        parts.add(new String(zip.readAllBytes(), StandardCharsets.UTF_8));
      }
    }
    assertThat(parts).as(name + " is a workbook").isNotEmpty();
    return parts;
  }

  @Test
  void thePagesAreThoseTheServerShows() throws IOException {
    for (String[] page : new String[][] {{"/divisions/adult/standings", "divisions_adult_standings.html", "table"},
        {"/divisions/youth/rounds/3", "divisions_youth_rounds_3.html", "table.pairings"},
        {"/divisions/adult/crosstable", "divisions_adult_crosstable.html", "table"},
        {"/divisions/adult/players/3", "divisions_adult_players_3.html", "main h1"}, {"/teams", "teams.html", "table"}}) {
      Document served = Jsoup.parse(web.get(page[0] + "?lang=zh").body());
      Document copied = read(written.folder().resolve(page[1]));
      assertThat(copied.select(page[2]).text()).as(page[1]).isNotBlank().isEqualTo(served.select(page[2]).text());
    }
  }

  @TempDir Path own;

  @Test
  void inEnglishTheSameFilesInEnglish() throws IOException {
    StaticSite.Written en = StaticSite.write(web.workspace, null, Lang.en, own.resolve("en"));
    assertThat(names(en.folder())).isEqualTo(names(written.folder()));
    // The lists' phone images are the server's (hundreds for a big list): the copy has the lists as PDF and xlsx.
    assertThat(names(written.folder())).anyMatch(n -> n.endsWith(".pdf"))
        .noneMatch(n -> n.endsWith(".png") || n.endsWith("_images.html"));
    Document home = read(en.folder().resolve("index.html"));
    assertThat(home.select("html").attr("lang")).isEqualTo("en");
    assertThat(home.select("footer .site-copy").text()).startsWith("An offline copy");
  }

  static Set<String> names(Path folder) throws IOException {
    Set<String> names = new TreeSet<>();
    for (Path p : StaticSite.files(folder)) {
      names.add(folder.relativize(p).toString().replace('\\', '/'));
    }
    return names;
  }

  @Test
  void theConsoleGivesTheChiefArbiterTheSameFilesAsAZip() throws IOException {
    web.login("裁判长");
    assertThat(web.get(Paths.EXPORT).body()).contains("id=\"export-site\"", "href=\"" + Paths.EXPORT_SITE + "\"");
    HttpResponse<byte[]> zip = web.bytes(Paths.EXPORT_SITE + "?lang=zh");
    assertThat(zip.statusCode()).isEqualTo(200);
    assertThat(zip.headers().firstValue("Content-Type")).get().asString().startsWith("application/zip");
    assertThat(zip.headers().firstValue("Content-Disposition")).get().asString()
        .contains("demo-site.zip", Paths.encode("离线网页.zip"));
    Set<String> entries = new TreeSet<>();
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip.body()), StandardCharsets.UTF_8)) {
      for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
        assertThat(e.getName()).startsWith("demo-site/");
        entries.add(e.getName().substring("demo-site/".length()));
        for (String text : texts(in.readAllBytes(), e.getName())) {
          for (String secret : secrets) {
            assertThat(text).as(e.getName()).doesNotContain(secret);
          }
        }
      }
    }
    assertThat(entries).isEqualTo(names(written.folder()));
    // An arbiter does not get it.
    web.account("li", Accounts.Role.ARBITER);
    Served.Browser li = web.browser();
    li.login("li");
    assertThat(li.bytes(Paths.EXPORT_SITE).statusCode()).isEqualTo(403);
    assertThat(web.browser().bytes(Paths.EXPORT_SITE).statusCode()).as("nobody logged in").isNotEqualTo(200);
  }

  @Test
  void aFolderThatIsNotACopyIsRefusedAndLeftAsItIsAPreviousCopyIsReplaced() throws IOException {
    Path foreign = Files.createDirectories(own.resolve("我的文件"));
    Files.writeString(foreign.resolve("notes.txt"), "mine", StandardCharsets.UTF_8);
    assertThatThrownBy(() -> StaticSite.write(web.workspace, null, Lang.zh, foreign))
        .isInstanceOf(ProblemException.class).hasMessageContaining(foreign.toString()).hasMessageContaining("不是空的")
        .hasMessageContaining("is not empty");
    assertThat(names(foreign)).containsExactly("notes.txt");
    Path file = Files.writeString(own.resolve("a-file"), "x", StandardCharsets.UTF_8);
    assertThatThrownBy(() -> StaticSite.write(web.workspace, null, Lang.zh, file))
        .isInstanceOf(ProblemException.class).hasMessageContaining("not a folder");
    // An empty folder is taken; a copy written before is replaced whole (a file of the old one does not stay).
    Path copy = Files.createDirectories(own.resolve("copy"));
    StaticSite.write(web.workspace, null, Lang.zh, copy);
    Files.writeString(copy.resolve("old.html"), "old", StandardCharsets.UTF_8);
    StaticSite.write(web.workspace, null, Lang.zh, copy);
    assertThat(copy.resolve("old.html")).doesNotExist();
    assertThat(names(copy)).isEqualTo(names(written.folder()));
    // Nothing is left beside it: the folder built and the old copy were moved or deleted.
    Set<String> beside = new HashSet<>();
    try (var in = Files.list(own)) {
      in.forEach(p -> beside.add(p.getFileName().toString()));
    }
    assertThat(beside).containsExactlyInAnyOrder("我的文件", "a-file", "copy");
  }

  @Test
  void fileNamesAreThoseOfTheAddresses() {
    assertThat(StaticSite.fileName("/")).isEqualTo("index.html");
    assertThat(StaticSite.fileName("/divisions/adult/players/12")).isEqualTo("divisions_adult_players_12.html");
    assertThat(StaticSite.fileName("/downloads/standings?format=xlsx")).isEqualTo("downloads_standings.xlsx");
    assertThat(StaticSite.fileName("/downloads/standings?format=png&page=2")).isEqualTo("downloads_standings-02.png");
    assertThat(StaticSite.fileName("/downloads/print/booklet")).isEqualTo("downloads_print_booklet.pdf");
    assertThat(StaticSite.fileName("/assets/chuhe.css")).isEqualTo("assets/chuhe.css");
    assertThat(StaticSite.fileName("/hall?rows=12")).isEqualTo("hall__rows-12.html");
    assertThat(StaticSite.fileName("/divisions/" + Paths.encode("女子_组") + "/standings"))
        .isEqualTo("divisions_~e5~a5~b3~e5~ad~90~5f~e7~bb~84_standings.html");
    assertThat(StaticSite.needsServer("/divisions/adult/standings?live=1")).isTrue();
    assertThat(StaticSite.needsServer("/console/results")).isTrue();
    assertThat(StaticSite.needsServer("/teams?lang=en")).isTrue();
    assertThat(StaticSite.needsServer("/teams")).isFalse();
  }
}
