package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lists of {@code export KIND} (issue 24) as PDF, phone images and JSON over real HTTP: the console's downloads
 * (chief arbiter), the public ones and the page of a list's images linked from the home page; the pairing list not
 * offered before a round is paired. One PDF and one image are kept under {@code target/exports/}.
 */
class ConsoleExportPrintTest {
  private static final Path KEPT = Path.of("target", "exports");

  @TempDir Path dir;

  private static String pdfText(byte[] pdf) throws Exception {
    try (PDDocument d = Loader.loadPDF(pdf)) {
      return new PDFTextStripper().getText(d);
    }
  }

  private static List<String> images(String page) {
    List<String> found = new ArrayList<>();
    Matcher m = Pattern.compile("<img src=\"([^\"]+)\"").matcher(page);
    while (m.find()) {
      found.add(m.group(1).replace("&amp;", "&"));
    }
    return found;
  }

  @Test
  void theChiefArbiterDownloadsEveryListAsPdfImagesAndJson() throws Exception {
    try (Served web = Served.demo(dir)) {
      web.login("裁判长");
      String page = web.get(Paths.EXPORT).body();
      Files.createDirectories(KEPT);
      for (ExportKind kind : ExportKind.values()) {
        assertThat(page).contains("id=\"export-" + kind.word() + "-pdf\"", "id=\"export-" + kind.word() + "-images\"",
            "id=\"export-" + kind.word() + "-json\"");
        HttpResponse<byte[]> pdf = web.bytes(Paths.exportTable(kind, "pdf"));
        assertThat(pdf.statusCode()).as(kind.word()).isEqualTo(200);
        assertThat(pdf.headers().firstValue("Content-Type")).get().asString().startsWith("application/pdf");
        assertThat(pdf.headers().firstValue("Content-Disposition")).get().asString()
            .contains("demo-" + kind.word() + ".pdf");
        assertThat(pdfText(pdf.body())).as(kind.word()).contains("打印于", "日志 log #", "第 1 页 / 共 ");
        HttpResponse<String> json = web.get(Paths.exportTable(kind, "json"));
        assertThat(json.headers().firstValue("Content-Type")).get().asString().startsWith("application/json");
        assertThat(json.body()).as(kind.word()).contains("\"tables\"", "\"logHead\" : \"日志 log #");
      }
      Files.write(KEPT.resolve("web-standings.pdf"), web.bytes(Paths.exportTable(ExportKind.STANDINGS, "pdf"))
          .body());
      // the payout sheet's images at the console, for the chief arbiter only
      String payout = web.get(Paths.exportTableImages(ExportKind.PAYOUT)).body();
      List<String> srcs = images(payout);
      assertThat(srcs).isNotEmpty().allMatch(s -> s.startsWith("/console/export/tables/payout?format=png&page="));
      HttpResponse<byte[]> first = web.bytes(srcs.get(0));
      assertThat(first.headers().firstValue("Content-Type")).get().asString().isEqualTo("image/png");
      assertThat(ImageIO.read(new ByteArrayInputStream(first.body())).getWidth()).isEqualTo(1080);
      assertThat(web.get(Paths.exportTable(ExportKind.STANDINGS, "doc")).statusCode()).isEqualTo(400);
      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      li.loginAs("li");
      assertThat(li.get(Paths.exportTableImages(ExportKind.PAYOUT)).statusCode()).isEqualTo(403);
      assertThat(li.get(Paths.exportTable(ExportKind.PAYOUT, "pdf")).statusCode()).isEqualTo(403);
    }
  }

  @Test
  void everyoneGetsThePublicListsAsPdfAndAPageOfImagesFromTheHomePage() throws Exception {
    try (Served web = Served.demo(dir)) {
      Served.Browser anyone = web.browser();
      String home = anyone.get(Paths.HOME).body();
      assertThat(home).contains("id=\"download-standings-pdf\"", "id=\"download-pairings-images\"",
          "href=\"" + Paths.downloadImages(ExportKind.STANDINGS) + "\"").doesNotContain("download-payout");
      HttpResponse<byte[]> pdf = anyone.bytes(Paths.download(ExportKind.STANDINGS, "pdf"));
      assertThat(pdf.statusCode()).isEqualTo(200);
      assertThat(pdfText(pdf.body())).contains("名次", "裁判长签字：");
      String page = anyone.get(Paths.downloadImages(ExportKind.STANDINGS) + "?division=adult").body();
      List<String> srcs = images(page);
      assertThat(srcs).isNotEmpty();
      assertThat(page).contains("长按图片", "id=\"images-pdf\"");
      for (int i = 0; i < srcs.size(); i++) {
        assertThat(srcs.get(i)).isEqualTo("/downloads/standings?format=png&page=" + (i + 1) + "&division=adult");
        HttpResponse<byte[]> png = anyone.bytes(srcs.get(i));
        assertThat(png.statusCode()).isEqualTo(200);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.body()));
        assertThat(image.getWidth()).isEqualTo(1080);
        if (i == 0) {
          Files.createDirectories(KEPT);
          Files.write(KEPT.resolve("web-standings-01.png"), png.body());
        }
      }
      assertThat(anyone.get(Paths.download(ExportKind.STANDINGS, "png") + "&division=adult&page=" + (srcs.size() + 1))
          .statusCode()).as("an image that is not there").isEqualTo(404);
      assertThat(anyone.get(Paths.downloadImages(ExportKind.PAYOUT)).statusCode()).isEqualTo(404);
      assertThat(anyone.get(Paths.download(ExportKind.PAYOUT, "pdf")).statusCode()).isEqualTo(404);
    }
  }

  @Test
  void beforeAnyRoundIsPairedTheHomePageOffersNoPairingList() {
    var t = Simulation.run(new SimulationSpec(7, Presets.get("chongqing-2018"), "adult", 12, 1, null, null, null,
        null, null), 1).withRoundsUpTo("adult", 0);
    try (Served web = Served.of(dir, t)) {
      String home = web.browser().get(Paths.HOME).body();
      assertThat(home).contains("id=\"download-standings-xlsx\"").doesNotContain("download-pairings");
    }
  }
}
