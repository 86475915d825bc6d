package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.chuhe.app.report.BoardPath;
import org.chuhe.app.report.print.CertificatesTest;
import org.chuhe.app.report.print.Pdf;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Printouts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The venue's printouts (issue 24) as downloads, over real HTTP on the demo event: the chief arbiter downloads the
 * result slips, table cards and 秩序册 from the console's export page as PDF (with the log head, without a phone or
 * ID number); an arbiter gets none of them; everyone downloads the booklet from the home page's link, never the slips
 * or cards.
 */
class ConsolePrintsTest {
  private static final String PHONE = "13912345678";
  private static final String ID_NUMBER = "350102199001010022";

  @TempDir Path dir;

  private static String text(byte[] pdf) throws Exception {
    try (PDDocument d = Loader.loadPDF(pdf)) {
      return new PDFTextStripper().getText(d);
    }
  }

  @Test
  void theChiefArbiterDownloadsTheSlipsCardsAndBookletAndEveryoneTheBooklet() throws Exception {
    try (Served web = Served.demo(dir)) {
      String csrf = web.login("裁判长");
      assertThat(web.post(Paths.PLAYERS, Map.of("division", "adult", "name", "导出测试", "gender", "女", "born",
          "1990-01-01", "phone", PHONE, "idNumber", ID_NUMBER, "override", "测试"), csrf, true)
          .statusCode()).isEqualTo(200);
      String page = web.get(Paths.EXPORT).body();
      for (Printouts.Kind kind : Printouts.Kind.values()) {
        assertThat(page).contains("id=\"export-print-" + kind.word() + "\"", Paths.exportPrint(kind));
      }
      HttpResponse<byte[]> slips = web.bytes(Paths.exportPrint(Printouts.Kind.SLIPS) + "?division=adult&round=1");
      assertThat(slips.statusCode()).isEqualTo(200);
      assertThat(slips.headers().firstValue("Content-Type")).get().asString().startsWith("application/pdf");
      assertThat(slips.headers().firstValue("Content-Disposition")).get().asString()
          .contains("demo-slips.pdf", Paths.encode("登分单.pdf"));
      String slipsText = text(slips.body());
      assertThat(slipsText).contains("第 1 台", "红方签字", "黑方签字", "裁判签字", "第 1 轮 登分单", "日志 log #")
          .doesNotContain(PHONE, ID_NUMBER);
      String cards = text(web.bytes(Paths.exportPrint(Printouts.Kind.CARDS) + "?division=youth&round=2&names=yes")
          .body());
      assertThat(cards).contains("第1台", "第 2 轮", "号 ");
      HttpResponse<byte[]> booklet = web.bytes(Paths.exportPrint(Printouts.Kind.BOOKLET));
      assertThat(booklet.statusCode()).isEqualTo(200);
      assertThat(text(booklet.body())).contains("秩序册", "竞赛规程摘要", "参赛名单", "第 1 轮对阵", "导出测试")
          .doesNotContain(PHONE, ID_NUMBER);
      // The Excel button: the slips as a workbook, a line per board.
      HttpResponse<byte[]> book = web.bytes(Paths.exportPrint(Printouts.Kind.SLIPS) + "?division=adult&round=1"
          + "&format=xlsx");
      assertThat(book.headers().firstValue("Content-Disposition")).get().asString().contains("slips.xlsx");
      try (var wb = org.apache.poi.ss.usermodel.WorkbookFactory.create(new java.io.ByteArrayInputStream(
          book.body()))) {
        assertThat(wb.getSheetAt(0).getRow(1).getCell(10).getStringCellValue()).isEqualTo("红方签字");
      }
      // A round not paired is the page of a problem, in words.
      HttpResponse<String> later = web.get(Paths.exportPrint(Printouts.Kind.SLIPS) + "?round=30");
      assertThat(later.statusCode()).isBetween(400, 422);
      assertThat(later.body()).contains("没有已编排的第 30 轮");
      assertThat(web.get(Paths.EXPORT_PRINT.replace("{kind}", "nothing")).statusCode()).isEqualTo(404);

      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      li.loginAs("li");
      assertThat(li.get(Paths.exportPrint(Printouts.Kind.SLIPS)).statusCode()).isEqualTo(403);

      Served.Browser anyone = web.browser();
      String home = anyone.get(Paths.HOME).body();
      assertThat(home).contains("id=\"download-booklet\"", Paths.downloadPrint(Printouts.Kind.BOOKLET));
      HttpResponse<byte[]> open = anyone.bytes(Paths.downloadPrint(Printouts.Kind.BOOKLET));
      assertThat(open.statusCode()).isEqualTo(200);
      assertThat(text(open.body())).contains("秩序册", "导出测试").doesNotContain(PHONE, ID_NUMBER);
      assertThat(anyone.get(Paths.downloadPrint(Printouts.Kind.SLIPS)).statusCode()).isEqualTo(404);
      assertThat(anyone.get(Paths.downloadPrint(Printouts.Kind.CARDS)).statusCode()).isEqualTo(404);
      assertThat(anyone.get(Paths.exportPrint(Printouts.Kind.BOOKLET)).statusCode()).as("the console's, not public")
          .isNotEqualTo(200);
    }
  }

  @Test
  void theSlipsAndCardsCarryTheQrCodeOfTheBoardsPageOnTheServersPublicAddress() throws Exception {
    try (Served web = Served.demo(dir)) {
      String csrf = web.login("裁判长");
      assertThat(csrf).isNotBlank();
      String board1 = BoardPath.url(web.app.publicAddress(), "adult", 1, 1);
      byte[] slips = web.bytes(Paths.exportPrint(Printouts.Kind.SLIPS) + "?division=adult&round=1").body();
      assertThat(text(slips).replaceAll("\\s+", "")).contains("扫码报告结果", board1);
      assertThat(CertificatesTest.qrCodes(Pdf.pngPages(slips, 2480).get(0))).contains(board1);
      byte[] cards = web.bytes(Paths.exportPrint(Printouts.Kind.CARDS) + "?division=adult&round=1").body();
      assertThat(CertificatesTest.qrCodes(Pdf.pngPages(cards, 2480).get(0))).containsExactly(board1, board1);
    }
  }

  @Test
  void theChiefArbiterPrintsTheCodeCardsWhichNoPublicPageLinksNorTheStaticCopyHolds() throws Exception {
    try (Served web = Served.demo(dir)) {
      web.login("裁判长");
      assertThat(web.get(Paths.EXPORT).body()).contains("id=\"export-print-codes\"", Paths.exportCodes(),
          "<option value=\"youth\">");
      HttpResponse<byte[]> cards = web.bytes(Paths.exportCodes() + "?division=youth");
      assertThat(cards.statusCode()).isEqualTo(200);
      assertThat(cards.headers().firstValue("Content-Disposition")).get().asString()
          .contains("demo-codes.pdf", Paths.encode("确认码卡.pdf"));
      Map<String, String> codes;
      org.chuhe.tournament.Tournament t;
      try (var s = web.workspace.session("demo", "test")) {
        codes = org.chuhe.app.workflow.PlayerCodes.all(s, "youth");
        t = s.load();
      }
      String text = text(cards.body());
      var youth = t.playersIn("youth");
      assertThat(codes).hasSize(youth.size());
      for (var p : youth) {
        String code = codes.get(p.id());
        assertThat(text).contains(t.nameZh(p.id()), code.substring(0, 4) + " " + code.substring(4));
      }
      try (PDDocument d = Loader.loadPDF(cards.body())) {
        assertThat(d.getNumberOfPages()).as("8 cards to a page").isEqualTo((youth.size() + 7) / 8);
      }
      String first = youth.stream().filter(p -> p.number() != null && p.number() == 1).findFirst().orElseThrow()
          .id();
      assertThat(CertificatesTest.qrCodes(Pdf.pngPages(cards.body(), 2480).get(0)))
          .contains(org.chuhe.app.report.CardPath.url(web.app.publicAddress(), "youth", 1));
      assertThat(text).contains(t.nameZh(first));

      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      li.loginAs("li");
      assertThat(li.get(Paths.exportCodes()).statusCode()).isEqualTo(403);
      Served.Browser anyone = web.browser();
      assertThat(anyone.get(Paths.exportCodes()).statusCode()).isNotEqualTo(200);
      assertThat(anyone.get(Paths.DOWNLOAD_PRINT.replace("{kind}", Paths.PRINT_CODES)).statusCode()).isEqualTo(404);
      assertThat(anyone.get(Paths.HOME).body()).doesNotContain("print/codes");
      byte[] site = web.bytes(Paths.EXPORT_SITE).body();
      try (var zip = new java.util.zip.ZipInputStream(new java.io.ByteArrayInputStream(site))) {
        for (var entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
          assertThat(entry.getName()).doesNotContain("print/codes");
          String body = new String(zip.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
          assertThat(body).as(entry.getName()).doesNotContain("print/codes", codes.get(first));
        }
      }
    }
  }
}
