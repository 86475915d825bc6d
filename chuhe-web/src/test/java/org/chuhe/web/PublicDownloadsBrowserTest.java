package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Every download the public home page offers (issue 24), fetched by a real browser as a player's phone would: each
 * link saves a file, named in Chinese after the event and the list, whose content is what its extension says (a workbook, CSV for Excel with
 * its byte order mark, a PDF, a PNG image), and none of the text ones holds an ID or phone number (the
 * binary ones are checked so by their own tests).
 */
@Tag("slow")
class PublicDownloadsBrowserTest {
  @TempDir static Path dir;
  @TempDir static Path downloads;
  static Served web;
  static WebDriver browser;

  @BeforeAll
  static void start() throws IOException {
    browser = BrowserTest.chromium(() -> web = Served.demo(dir), downloads);
    // A player registered with his phone and ID numbers, as a desk registers one: neither may leave the server.
    String csrf = web.login("裁判长");
    assertThat(web.post(Paths.PLAYERS, java.util.Map.of("division", "adult", "name", "私密测试", "gender", "女",
        "born", "1990-01-01", "phone", "13912345678", "idNumber", "350102199001010022", "override", "测试"), csrf,
        true).statusCode()).isEqualTo(200);
  }

  @AfterAll
  static void stop() {
    BrowserTest.stop(web, browser);
  }

  @Test
  void everyPublicDownloadSavesAFileOfItsKind() throws Exception {
    List<String> personal;
    try (var s = web.session("test")) {
      personal = s.load().players().stream().flatMap(p -> Stream.of(p.phone(), p.idNumber()))
          .filter(v -> v != null && !v.isBlank()).toList();
    }
    assertThat(personal).contains("13912345678", "350102199001010022");
    browser.get(web.url("/"));
    List<WebElement> links = browser.findElements(By.cssSelector("#downloads a[download]"));
    List<String> hrefs = links.stream().map(a -> a.getAttribute("href")).toList();
    // Five lists of the demo (pairings, standings, crosstable, prizes, grades; it has no team competition), each in
    // every form.
    assertThat(hrefs).as("the home page's downloads").hasSizeGreaterThanOrEqualTo(10);
    for (String href : hrefs) {
      List<Path> before = files();
      browser.get(web.url("/"));
      browser.findElement(By.cssSelector("#downloads a[href='" + href.substring(href.indexOf("/downloads")) + "']"))
          .click();
      Path saved = new WebDriverWait(browser, Duration.ofSeconds(20)).pollingEvery(Duration.ofMillis(100))
          .until(d -> files().stream().filter(f -> !before.contains(f))
              // Chromium writes beside (.org.chromium.…, ….crdownload) and renames once the file is whole.
              .filter(f -> !f.getFileName().toString().startsWith(".") && !f.toString().endsWith(".crdownload"))
              .findFirst().orElse(null));
      byte[] content = Files.readAllBytes(saved);
      String name = saved.getFileName().toString().toLowerCase(Locale.ROOT);
      // Named after the event and the list, in Chinese (the header's UTF-8 name, RFC 6266).
      assertThat(name).as(href).contains("福建省首届女子象棋个人锦标赛");
      String extension = name.substring(name.lastIndexOf('.') + 1);
      assertThat(content).as(href + " saved as " + name).startsWith(magic(extension));
      if (extension.equals("csv") || extension.equals("json")) {
        String text = new String(content, StandardCharsets.UTF_8);
        assertThat(text).as(href).doesNotContain(personal.toArray(String[]::new));
      }
    }
  }

  /** The first bytes of a file of each kind. */
  private static byte[] magic(String extension) {
    return switch (extension) {
      case "xlsx", "zip" -> new byte[] {'P', 'K', 3, 4};
      case "csv" -> new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}; // UTF-8's byte order mark, for Excel
      case "pdf" -> "%PDF-".getBytes(StandardCharsets.US_ASCII);
      case "png" -> new byte[] {(byte) 0x89, 'P', 'N', 'G'};
      case "json" -> new byte[] {'['};
      default -> throw new AssertionError("a download of an unknown kind: " + extension);
    };
  }

  private static List<Path> files() {
    try (Stream<Path> s = Files.list(downloads)) {
      return s.toList();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
