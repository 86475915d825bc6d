package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export slips|cards|booklet --format pdf|png} (issue 24) on the small event of {@link StandingsCommandsTest},
 * with an ID and a phone number given to 安 that no printout may show. Hand-checked: round 3 is 1 方(6) – 安(1,
 * 红队), 2 白(2, 红队) – 丁(4), 3 陈(3, 黑队) – 鄂(5); the units are 黑队 (陈 何 易) and 红队 (安 白 葛), in pinyin
 * order, 丁 鄂 方 without one; round 1 is 1 安 – 丁, 2 白 – 鄂, 3 方 – 陈, 4 葛 – 何. One file of each kind is left
 * in {@code target/exports/} to open.
 */
class ExportPrintsCommandTest {
  private static final String ID_NUMBER = "110101199003071234";
  private static final String PHONE = "13800138000";
  private static final Path KEPT = Path.of("target", "exports");

  @TempDir Path dir;

  private String document() throws Exception {
    Path doc = dir.resolve("event.json");
    Files.writeString(doc, StandingsCommandsTest.DOCUMENT.replace("\"name\": \"安\", \"number\": 1,",
        "\"name\": \"安\", \"number\": 1, \"idNumber\": \"" + ID_NUMBER + "\", \"phone\": \"" + PHONE + "\","));
    return doc.toString();
  }

  private static String text(Path pdf) throws Exception {
    try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
      return new PDFTextStripper().getText(d);
    }
  }

  @Test
  void slipsOfARoundHoldEachBoardsPlayersInOrder() throws Exception {
    Files.createDirectories(KEPT);
    Path out = KEPT.resolve("slips.pdf");
    String printed = ok("export", "slips", document(), "--round", "3", "--out", out.toString());
    assertThat(printed).contains("已导出登分单", "exported the result slips", out.toString());
    String text = text(out);
    assertThat(text).containsSubsequence("第 1 台", "方", "安", "第 2 台", "白", "丁", "第 3 台", "陈", "鄂");
    assertThat(text).contains("公开组 第 3 轮 登分单", "红方签字", "黑方签字", "裁判签字", "红胜", "黑胜", "□", "红队")
        .doesNotContain(ID_NUMBER, PHONE);
  }

  @Test
  void slipsAndTheBookletAsAWorkbookForAnOrganisersOwnForms() throws Exception {
    Files.createDirectories(KEPT);
    Path slips = KEPT.resolve("slips.xlsx");
    assertThat(ok("export", "slips", document(), "--round", "3", "--out", slips.toString())).contains(slips.toString());
    try (var book = org.apache.poi.ss.usermodel.WorkbookFactory.create(slips.toFile())) {
      var sheet = book.getSheetAt(0);
      var formatter = new org.apache.poi.ss.usermodel.DataFormatter();
      assertThat(formatter.formatCellValue(sheet.getRow(1).getCell(10))).isEqualTo("红方签字");
      assertThat(formatter.formatCellValue(sheet.getRow(2).getCell(2))).isEqualTo("方");
      assertThat(formatter.formatCellValue(sheet.getRow(2).getCell(7))).isEqualTo("安");
    }
    Path booklet = KEPT.resolve("booklet.xlsx");
    ok("export", "booklet", document(), "--format", "xlsx", "--out", booklet.toString());
    try (var book = org.apache.poi.ss.usermodel.WorkbookFactory.create(booklet.toFile())) {
      assertThat(book.getNumberOfSheets()).isEqualTo(2); // the entries by unit, round 1's draw
      String all = new String(Files.readAllBytes(booklet), java.nio.charset.StandardCharsets.ISO_8859_1);
      assertThat(all).doesNotContain(ID_NUMBER, PHONE);
    }
  }

  @Test
  void tableCardsAsOnePngPerPage() throws Exception {
    Path out = dir.resolve("cards.png");
    String printed = ok("export", "cards", document(), "--round", "1", "--names", "--out", out.toString());
    assertThat(printed).contains("已导出台签", "4 page images");
    for (int page = 1; page <= 4; page++) {
      Path png = dir.resolve("cards-0" + page + ".png");
      assertThat(printed).contains(png.toString());
      BufferedImage image = ImageIO.read(png.toFile());
      assertThat(image.getWidth()).isEqualTo(PrintExport.PNG_WIDTH);
      assertThat(image.getHeight()).as("A4 landscape").isLessThan(image.getWidth());
    }
    assertThat(dir.resolve("cards-05.png")).doesNotExist();
    Path pdf = KEPT.resolve("cards.pdf");
    Files.createDirectories(KEPT);
    ok("export", "cards", document(), "--round", "1", "--names", "--format", "pdf", "--out", pdf.toString());
    assertThat(text(pdf)).containsSubsequence("第1台", "1号 安（红队）", "4号 丁", "第4台", "7号 葛（红队）")
        .doesNotContain(ID_NUMBER, PHONE);
  }

  @Test
  void bookletListsEachUnitWithItsPlayersTheTieBreaksAndRoundOne() throws Exception {
    Files.createDirectories(KEPT);
    Path out = KEPT.resolve("booklet.pdf");
    ok("export", "booklet", document(), "--out", out.toString());
    String text = text(out);
    assertThat(text).contains("测试赛", "秩序册", "直胜", "前轮积分逆比", "抽签", "红队（3 人）", "黑队（3 人）",
        "个人（无单位）（3 人）").doesNotContain(ID_NUMBER, PHONE);
    // units in the order of their names' pinyin (黑 hei before 红 hong), the players without one last
    assertThat(text.substring(text.indexOf("黑队（3 人）"))).containsSubsequence("陈", "何", "易", "红队（3 人）", "安",
        "白", "葛", "个人（无单位）", "丁", "鄂", "方");
    assertThat(text.substring(text.indexOf("第 1 轮对阵"))).containsSubsequence("安", "丁", "白", "鄂", "方", "陈", "葛",
        "何");
    Path english = dir.resolve("booklet-en.pdf");
    ok("export", "booklet", document(), "--lang", "en", "--out", english.toString());
    assertThat(text(english)).contains("Event booklet", "Entries", "Open, round 1 pairings");
  }

  @Test
  void fromTheDatabaseEveryPageCarriesTheLogHead() throws Exception {
    String db = dir.resolve("event.db").toString();
    ok("import", "json", document(), "--db", db);
    Path out = dir.resolve("slips.pdf");
    String printed = ok("export", "slips", "--db", db, "--out", out.toString());
    String head = printed.lines().reduce((a, b) -> b).orElseThrow();
    assertThat(head).startsWith("日志");
    try (PDDocument d = Loader.loadPDF(out.toFile())) {
      PDFTextStripper stripper = new PDFTextStripper();
      for (int p = 1; p <= d.getNumberOfPages(); p++) {
        stripper.setStartPage(p);
        stripper.setEndPage(p);
        assertThat(stripper.getText(d)).contains(head);
      }
    }
  }

  @Test
  void aRoundNotPairedIsOneClearLineAndNoFile() throws Exception {
    Path out = dir.resolve("slips.pdf");
    Cli r = Cli.run("export", "slips", document(), "--round", "4", "--out", out.toString());
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("没有已编排的第 4 轮", "round 4 has not been paired").doesNotContain("Exception");
    assertThat(out).doesNotExist();
    Cli nope = Cli.run("export", "booklet", document(), "--division", "nope", "--out", out.toString());
    assertThat(nope.exit()).isNotZero();
    assertThat(nope.err()).contains("nope").doesNotContain("\tat ");
    assertThat(out).doesNotExist();
  }

  @Test
  void withTheBaseUrlSlipsAndCardsCarryTheQrCodeOfTheBoardsPageWithoutItALineOnStandardError() throws Exception {
    Path slips = dir.resolve("slips.pdf");
    Cli with = Cli.run("export", "slips", document(), "--round", "3", "--base-url", "https://xq.example.org/",
        "--out", slips.toString());
    assertThat(with.exit()).isZero();
    assertThat(with.err()).doesNotContain("--base-url");
    assertThat(text(slips).replaceAll("\\s+", "")).contains("扫码报告结果",
        "https://xq.example.org/divisions/open/rounds/3/boards/1", "https://xq.example.org/divisions/open/rounds/3/boards/3");
    assertThat(images(slips, 0)).as("a QR code on each of the three slips").isEqualTo(3);
    assertThat(org.chuhe.app.report.print.CertificatesTest.qrCodes(org.chuhe.app.report.print.Pdf.pngPages(
        Files.readAllBytes(slips), 2480).get(0))).containsExactlyInAnyOrder(
        "https://xq.example.org/divisions/open/rounds/3/boards/1", "https://xq.example.org/divisions/open/rounds/3/boards/2",
        "https://xq.example.org/divisions/open/rounds/3/boards/3");

    Path cards = dir.resolve("cards.pdf");
    Cli without = Cli.run("export", "cards", document(), "--round", "3", "--out", cards.toString());
    assertThat(without.exit()).isZero();
    assertThat(without.err()).contains("未给 --base-url，台签上没有二维码", "without --base-url, the table cards have no QR code");
    assertThat(text(cards)).doesNotContain("扫码", "http");
    assertThat(images(cards, 0)).isZero();

    Cli wrong = Cli.run("export", "cards", document(), "--base-url", "xq.example.org", "--out", cards.toString());
    assertThat(wrong.exit()).isEqualTo(2);
    assertThat(wrong.err()).contains("--base-url", "http://").doesNotContain("Exception");
  }

  /** How many images page {@code page} (from 0) of the PDF draws. */
  static int images(Path pdf, int page) throws Exception {
    try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
      var resources = d.getPage(page).getResources();
      int n = 0;
      for (var name : resources.getXObjectNames()) {
        if (resources.isImageXObject(name)) {
          n++;
        }
      }
      return n;
    }
  }
}
