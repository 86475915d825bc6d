package org.chuhe.app.report.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.text.PDFTextStripper;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.Table;
import org.chuhe.app.report.TableJson;
import org.junit.jupiter.api.Test;

/**
 * The export tables as A4 PDF and as phone images, read back with PDFBox: names in the order of the list, every
 * page's head and foot, the head changing with the division, landscape for a wide crosstable, images 1080 pixels wide
 * and as many as the list needs, every text in the shipped font. The files are kept under {@code target/exports/}.
 */
class TablePdfTest {
  private static final String EVENT = "2019年厦门市象棋公开赛";
  private static final String PRINTED = "2019-07-20 18:30";
  private static final Optional<String> LOG = Optional.of("日志 log #412 · a1b2c3d4");
  private static final Path KEPT = Path.of("target", "exports");
  private static final String[] UNITS = {"厦门市象棋协会", "思明区", "湖里区少儿象棋俱乐部", "集美"};

  /** Standings of {@code players} lines: 选手001 first, each line's points one less every three lines. */
  static Table standings(String division, int players) {
    List<List<Object>> rows = new ArrayList<>();
    for (int i = 1; i <= players; i++) {
      rows.add(List.of(i, 1000 + i, name(division, i), UNITS[i % UNITS.length], 22 - i / 3,
          new BigDecimal("35.5"), new BigDecimal("31.5"), i % 4, "1,2,0,2"));
    }
    return new Table(division, EVENT + "  " + division + "  第 11 轮后名次表", List.of("名次", "编号", "姓名", "单位",
        "积分", "对手分", "中间分", "胜局数", "前轮积分逆比"), rows);
  }

  static String name(String division, int i) {
    return division.charAt(0) + "选手" + String.format("%03d", i);
  }

  static Table crosstable(int players, int rounds) {
    List<String> headings = new ArrayList<>(List.of("序", "名次", "编号", "姓名", "单位"));
    for (int r = 1; r <= rounds; r++) {
      headings.add("第" + r + "轮");
    }
    headings.add("积分");
    List<List<Object>> rows = new ArrayList<>();
    for (int i = 1; i <= players; i++) {
      List<Object> row = new ArrayList<>(List.of(i, i, 1000 + i, name("男子组", i), UNITS[i % UNITS.length]));
      for (int r = 1; r <= rounds; r++) {
        row.add(((i + r * 7) % players + 1) + (r % 2 == 0 ? "红" : "黑") + (r % 5 == 0 ? "不战胜" : "胜"));
      }
      row.add(2 * rounds - i / 4);
      rows.add(row);
    }
    return new Table("男子组", EVENT + "  男子组  交叉表（第 " + rounds + " 轮后）", headings, rows);
  }

  private static String page(PDDocument d, int p) throws Exception {
    PDFTextStripper stripper = new PDFTextStripper();
    stripper.setStartPage(p);
    stripper.setEndPage(p);
    return stripper.getText(d);
  }

  private static byte[] kept(String file, byte[] bytes) throws Exception {
    Files.createDirectories(KEPT);
    Files.write(KEPT.resolve(file), bytes);
    return bytes;
  }

  /** Removes the images an earlier run kept under {@code prefix}: a shorter list leaves no stale image. */
  private static void clear(String prefix) throws Exception {
    Files.createDirectories(KEPT);
    try (var files = Files.list(KEPT)) {
      for (Path f : files.filter(f -> f.getFileName().toString().startsWith(prefix)).toList()) {
        Files.delete(f);
      }
    }
  }

  /** Every text of the document's markup (tags dropped, entities read) in the shipped font. */
  private static void everyGlyphPrints(String xhtml) {
    String body = xhtml.substring(xhtml.indexOf("<body>"));
    String text = body.replaceAll("<[^>]*>", " ").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
        .replace("&quot;", "\"").replace("&#39;", "'");
    assertThat(PrintFont.missingGlyphs(text + "第 页 共 张 / of image page")).isEmpty();
  }

  /** The shipped font's ½ is poor: a lone half prints 0.5, a match score's halves as decimals (2½ is 2.5, not 20.5). */
  @Test
  void halvesPrintAsDecimals() {
    assertThat(TablePdf.printable("½-½")).isEqualTo("0.5-0.5");
    assertThat(TablePdf.printable("2½:1½（场分 2:0）")).isEqualTo("2.5:1.5（场分 2:0）");
    assertThat(TablePdf.printable("3胜 10½:½")).isEqualTo("3胜 10.5:0.5");
    assertThat(TablePdf.printable("和")).isEqualTo("和");
  }

  @Test
  void standingsInOrderWithTheHeadOfTheirDivisionOnEveryPageAndSigned() throws Exception {
    List<Table> tables = List.of(standings("男子组", 150), standings("女子组", 12));
    String html = TablePdf.html(tables, EVENT, PRINTED, LOG, Lang.zh, ExportKind.STANDINGS);
    everyGlyphPrints(html);
    byte[] pdf = kept("standings.pdf", TablePdf.write(tables, EVENT, PRINTED, LOG, Lang.zh, ExportKind.STANDINGS));
    try (PDDocument d = Loader.loadPDF(pdf)) {
      int pages = d.getNumberOfPages();
      assertThat(pages).isGreaterThan(3);
      StringBuilder all = new StringBuilder();
      int women = -1;
      for (int p = 1; p <= pages; p++) {
        String text = page(d, p);
        all.append(text);
        PDRectangle box = d.getPage(p - 1).getMediaBox();
        assertThat(box.getWidth()).as("portrait").isLessThan(box.getHeight());
        assertThat(text).contains(EVENT, "打印于 " + PRINTED, "第 " + p + " 页 / 共 " + pages + " 页",
            "日志 log #412 · a1b2c3d4");
        if (text.contains("选手")) {
          assertThat(text).as("the headings on every page of the list").contains("名次", "前轮积分");
        }
        if (text.contains("女选手001")) {
          women = p;
        }
        // the running head names the division of the page, not the one before
        String what = women > 0 ? "女子组 第 11 轮后名次表" : "男子组 第 11 轮后名次表";
        assertThat(text).contains(what);
      }
      assertThat(women).as("the second division starts a page of its own").isEqualTo(pages);
      assertThat(page(d, women - 1)).contains("男选手150", "裁判长签字：").doesNotContain("女选手");
      assertThat(page(d, pages)).contains("裁判长签字：");
      int at = -1;
      for (int i = 1; i <= 150; i++) {
        int next = all.indexOf(name("男子组", i));
        assertThat(next).as("line %d after line %d", i, i - 1).isGreaterThan(at);
        at = next;
      }
    }
  }

  @Test
  void aCrosstableOfElevenRoundsGoesLandscapeWithItsHeadingsOnEveryPage() throws Exception {
    List<Table> tables = List.of(crosstable(90, 11));
    everyGlyphPrints(TablePdf.html(tables, EVENT, PRINTED, LOG, Lang.zh, ExportKind.CROSSTABLE));
    byte[] pdf = kept("crosstable.pdf", TablePdf.write(tables, EVENT, PRINTED, LOG, Lang.zh,
        ExportKind.CROSSTABLE));
    try (PDDocument d = Loader.loadPDF(pdf)) {
      assertThat(d.getNumberOfPages()).isGreaterThan(1);
      for (int p = 1; p <= d.getNumberOfPages(); p++) {
        PDRectangle box = d.getPage(p - 1).getMediaBox();
        assertThat(box.getWidth()).as("landscape A4").isCloseTo(842f, org.assertj.core.data.Offset.offset(1f));
        String text = page(d, p);
        assertThat(text).contains("第11轮", "积分", "交叉表（第 11 轮后）").doesNotContain("裁判长签字");
      }
      // the widest cells are whole (not cut off at the page's edge)
      assertThat(new PDFTextStripper().getText(d)).contains("男选手090", "20红不战胜");
    }
  }

  @Test
  void theImagesAreAPhoneWideAndALongListRunsOverNumberedImages() throws Exception {
    List<Table> tables = List.of(standings("男子组", 150));
    String html = TablePng.html(tables, EVENT, PRINTED, LOG, Lang.zh, ExportKind.STANDINGS);
    everyGlyphPrints(html);
    byte[] pdf = Pdf.fromHtml(html);
    int images;
    try (PDDocument d = Loader.loadPDF(pdf)) {
      images = d.getNumberOfPages();
      for (int p = 1; p <= images; p++) {
        assertThat(page(d, p)).contains(EVENT, "男子组 第 11 轮后名次表", "第 " + p + " / " + images + " 张",
            "日志 log #412");
      }
    }
    List<byte[]> png = TablePng.write(tables, EVENT, PRINTED, LOG, Lang.zh, ExportKind.STANDINGS);
    clear("standings-");
    for (int i = 0; i < png.size(); i++) {
      BufferedImage image = ImageIO.read(new ByteArrayInputStream(kept("standings-" + (i + 1) + ".png",
          png.get(i))));
      assertThat(image.getWidth()).isEqualTo(1080);
      assertThat(image.getHeight()).as("9:16").isBetween(1919, 1921);
    }
    assertThat(png).hasSize(images);
    // 150 lines of one text line each, about 34 to an image of 9:16
    assertThat(images).isBetween(4, 6);
  }

  @Test
  void aCrosstableTooWideForAPhoneIsSplitByColumnsTheNamesOnEachPart() throws Exception {
    List<Table> parts = TablePng.columnParts(crosstable(20, 11), ExportKind.CROSSTABLE, Lang.zh);
    assertThat(parts).hasSizeGreaterThan(1);
    for (Table part : parts) {
      assertThat(part.headings()).contains("序", "姓名", "积分");
    }
    assertThat(parts.stream().flatMap(p -> p.headings().stream()).filter(h -> h.startsWith("第")).distinct())
        .hasSize(11);
    List<byte[]> png = TablePng.write(List.of(crosstable(20, 11)), EVENT, PRINTED, LOG, Lang.zh,
        ExportKind.CROSSTABLE);
    clear("crosstable-");
    for (int i = 0; i < png.size(); i++) {
      BufferedImage image = ImageIO.read(new ByteArrayInputStream(kept("crosstable-" + (i + 1) + ".png",
          png.get(i))));
      assertThat(image.getWidth()).isEqualTo(1080);
    }
  }

  @Test
  void jsonHoldsEachTableAndTheLogHead() throws Exception {
    String json = TableJson.write(List.of(standings("男子组", 2)), LOG);
    kept("standings.json", json.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    var tree = org.chuhe.app.io.Mappers.json().readTree(json);
    assertThat(tree.get("logHead").asText()).isEqualTo(LOG.get());
    var table = tree.get("tables").get(0);
    assertThat(table.get("sheet").asText()).isEqualTo("男子组");
    assertThat(table.get("headings").get(2).asText()).isEqualTo("姓名");
    assertThat(table.get("rows").get(1).get(2).asText()).isEqualTo("男选手002");
    assertThat(table.get("rows").get(1).get(5).isNumber()).isTrue();
    assertThat(table.get("rows").get(1).get(5).decimalValue()).isEqualByComparingTo("35.5");
  }
}
