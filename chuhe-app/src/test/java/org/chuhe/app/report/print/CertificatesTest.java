package org.chuhe.app.report.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.NotFoundException;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.Result;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.multi.qrcode.QRCodeMultiReader;
import com.google.zxing.qrcode.QRCodeReader;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.report.Lang;
import org.chuhe.awards.ResultsBook;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Certificates of a small event (the one of the CLI's StandingsCommandsTest, with a title): standings F, A, C, B, D,
 * E; prizes 1–6 to them in that order; the title 棋王 to F (first); the grade title 五级棋士 to F (first). So eight
 * certificates: six prizes, F's title, F's grade title. Hand-checked: F is 方, number 6, of no unit; A is 安 of 红队.
 * The last round was scheduled on 2026-05-03, the date the certificates bear.
 */
public class CertificatesTest {
  public static final String DOCUMENT = """
      {"regulations": {"id": "t", "name": "测试赛", "rounds": 3,
         "tieBreaks": {"chain": ["directEncounter", "reverseRoundComparison", "lots"]},
         "divisions": [{"id": "open", "name": "公开组", "nameEn": "Open",
           "prizes": {"bands": [{"fromRank": 1, "money": 600}, {"fromRank": 2, "money": 500},
             {"fromRank": 3, "money": 400}, {"fromRank": 4, "money": 300}, {"fromRank": 5, "money": 200},
             {"fromRank": 6, "money": 100}]},
           "gradeBands": [{"fromRank": 1, "toRank": 1, "grade": "五级棋士"}]}],
         "titles": [{"id": "king", "name": "棋王", "division": "open"}],
         "schedule": [{"round": 1, "start": "2026-05-02T09:00"}, {"round": 2, "start": "2026-05-02T14:00"},
           {"round": 3, "start": "2026-05-03T09:00"}]},
       "units": [{"id": "red", "name": "红队", "kind": "CLUB"}, {"id": "black", "name": "黑队", "kind": "CLUB"}],
       "players": [{"id": "A", "name": "安", "number": 1, "unit": "red", "idNumber": "110101199003071234"},
         {"id": "B", "name": "白", "number": 2, "unit": "red"},
         {"id": "C", "name": "陈", "number": 3, "unit": "black"}, {"id": "D", "name": "丁", "number": 4},
         {"id": "E", "name": "鄂", "number": 5}, {"id": "F", "name": "方", "number": 6}],
       "rounds": [
         {"number": 1, "games": [{"red": "A", "black": "D", "result": "1-0"}, {"red": "B", "black": "E", "result": "1-0"},
           {"red": "F", "black": "C", "result": "1-0"}]},
         {"number": 2, "games": [{"red": "C", "black": "B", "result": "1-0"}, {"red": "A", "black": "E", "result": "1-0"},
           {"red": "D", "black": "F", "result": "1/2"}]},
         {"number": 3, "games": [{"red": "F", "black": "A", "result": "1-0"}, {"red": "B", "black": "D", "result": "1-0"},
           {"red": "C", "black": "E", "result": "1-0"}]}]}
      """;
  private static final String BASE_URL = "https://xiangqi.example.org/";
  private static final Path KEPT = Path.of("target", "exports");
  private static final double POINTS_PER_MM = 72 / 25.4;

  @TempDir Path dir;

  static Tournament tournament() {
    return TournamentDocuments.read("event.json", DOCUMENT);
  }

  private static List<Certificates.Certificate> all(Tournament t, Certificates.Kind kind, Lang lang) {
    return Certificates.of(t, ResultsBook.of(t), List.of("open"), kind, lang);
  }

  private static byte[] pdf(CertificateTemplate template, byte[] background, Tournament t, Certificates.Kind kind) {
    return Certificates.pdf(template, background, all(t, kind, Lang.zh), t,
        Certificates.date(t, LocalDate.of(2030, 1, 1), Lang.zh), BASE_URL, Lang.zh);
  }

  /** The text of each page of a PDF (as PDFBox reads it). */
  public static List<String> pages(byte[] pdf) throws Exception {
    try (PDDocument d = Loader.loadPDF(pdf)) {
      List<String> pages = new ArrayList<>();
      PDFTextStripper stripper = new PDFTextStripper();
      for (int i = 1; i <= d.getNumberOfPages(); i++) {
        stripper.setStartPage(i);
        stripper.setEndPage(i);
        pages.add(stripper.getText(d));
      }
      return pages;
    }
  }

  @Test
  void oneCertificatePerAwardInThePrizeListsOrderEachWithNameAwardAndEvent() throws Exception {
    Tournament t = tournament();
    List<Certificates.Certificate> all = all(t, null, Lang.zh);
    assertThat(all).extracting(c -> c.name() + " " + c.award()).containsExactly("方 第一名", "安 第二名", "陈 第三名",
        "白 第四名", "丁 第五名", "鄂 第六名", "方 棋王", "方 五级棋士称号");
    assertThat(all(t, Certificates.Kind.TITLES, Lang.zh)).extracting(Certificates.Certificate::title)
        .containsExactly("棋王");
    assertThat(all(t, Certificates.Kind.GRADES, Lang.en)).extracting(Certificates.Certificate::award)
        .containsExactly("the grade title 五级棋士");

    byte[] pdf = pdf(CertificateTemplate.standard(Lang.zh), null, t, null);
    List<String> pages = pages(pdf);
    assertThat(pages).hasSize(8);
    assertThat(pages.get(0)).contains("荣 誉 证 书", "方 同志：", "在测试赛公开组中荣获第一名，特发此证。", "测试赛组委会",
        "2026年5月3日");
    assertThat(pages.get(1)).contains("安 同志：", "荣获第二名");
    assertThat(pages.get(6)).contains("方 同志：", "荣获棋王");
    assertThat(pages.get(7)).contains("方 同志：", "荣获五级棋士称号");
    String text = String.join("", pages);
    assertThat(text).doesNotContain("110101199003071234");
    assertThat(PrintFont.missingGlyphs(text)).isEmpty();

    Files.createDirectories(KEPT);
    Files.write(KEPT.resolve("certificates.pdf"), pdf);
    Files.write(KEPT.resolve("certificates-01.png"), Pdf.pngPages(pdf, 1600).get(0));
  }

  @Test
  void inEnglishTheShippedEnglishTemplate() throws Exception {
    Tournament t = tournament();
    byte[] pdf = Certificates.pdf(CertificateTemplate.standard(Lang.en), null, all(t, Certificates.Kind.PRIZES,
        Lang.en), t, Certificates.date(t, LocalDate.of(2030, 1, 1), Lang.en), BASE_URL, Lang.en);
    List<String> pages = pages(pdf);
    assertThat(pages).hasSize(6);
    assertThat(pages.get(0)).contains("Certificate of Achievement", "方",
        "was awarded 1st place in the Open division of 测试赛.", "3 May 2026");
    assertThat(PrintFont.missingGlyphs(String.join("", pages))).isEmpty();
    Files.createDirectories(KEPT);
    Files.write(KEPT.resolve("certificates-en-01.png"), Pdf.pngPages(pdf, 1600).get(0));
  }

  @Test
  void theQrCodeOpensThePlayersPublicCard() throws Exception {
    Tournament t = tournament();
    CertificateTemplate template = CertificateTemplate.standard(Lang.zh);
    byte[] pdf = pdf(template, null, t, Certificates.Kind.PRIZES);
    int width = 2400;
    double pixelsPerMm = width / template.width();
    List<byte[]> images = Pdf.pngPages(pdf, width);
    // page 2: 安, number 1
    assertThat(decodeQr(images.get(1), template.qr(), pixelsPerMm))
        .isEqualTo("https://xiangqi.example.org/divisions/open/players/1");
    assertThat(decodeQr(images.get(0), template.qr(), pixelsPerMm))
        .isEqualTo("https://xiangqi.example.org/divisions/open/players/6");
    // without a base URL, no QR code
    byte[] none = Certificates.pdf(template, null, all(t, Certificates.Kind.PRIZES, Lang.zh), t, "2026年5月3日",
        null, Lang.zh);
    assertThat(none.length).isLessThan(pdf.length);
  }

  public static String decodeQr(byte[] png, CertificateTemplate.QrCode qr, double pixelsPerMm) throws Exception {
    BufferedImage page = ImageIO.read(new ByteArrayInputStream(png));
    int margin = (int) (5 * pixelsPerMm);
    int x = (int) (qr.x() * pixelsPerMm) - margin;
    int y = (int) (qr.y() * pixelsPerMm) - margin;
    int side = (int) (qr.size() * pixelsPerMm) + 2 * margin;
    BufferedImage region = page.getSubimage(x, y, side, side);
    int[] pixels = region.getRGB(0, 0, side, side, null, 0, side);
    var source = new RGBLuminanceSource(side, side, pixels);
    return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
  }

  /** The texts of the QR codes found on a page's image. */
  public static List<String> qrCodes(byte[] png) throws Exception {
    return qrCodes(ImageIO.read(new ByteArrayInputStream(png)));
  }

  public static List<String> qrCodes(BufferedImage image) throws Exception {
    int w = image.getWidth();
    int h = image.getHeight();
    var source = new RGBLuminanceSource(w, h, image.getRGB(0, 0, w, h, null, 0, w));
    try {
      Result[] found = new QRCodeMultiReader().decodeMultiple(new BinaryBitmap(new HybridBinarizer(source)),
          Map.of(DecodeHintType.TRY_HARDER, Boolean.TRUE));
      return Arrays.stream(found).map(Result::getText).toList();
    } catch (NotFoundException none) {
      return List.of();
    }
  }

  /** Where the first character of {@code what} is printed on page 1, in mm from the top left corner. */
  private static double[] place(byte[] pdf, String what) throws Exception {
    try (PDDocument d = Loader.loadPDF(pdf)) {
      List<double[]> found = new ArrayList<>();
      PDFTextStripper stripper = new PDFTextStripper() {
        @Override
        protected void writeString(String text, List<TextPosition> positions) {
          int at = text.indexOf(what);
          if (at >= 0 && found.isEmpty()) {
            TextPosition p = positions.get(at);
            found.add(new double[] {p.getXDirAdj() / POINTS_PER_MM, p.getYDirAdj() / POINTS_PER_MM});
          }
        }
      };
      stripper.setStartPage(1);
      stripper.setEndPage(1);
      stripper.getText(d);
      assertThat(found).as(what).isNotEmpty();
      return found.get(0);
    }
  }

  @Test
  void anEditedTemplateMovesTheTextAndDrawsItsBackground() throws Exception {
    Tournament t = tournament();
    String edited = """
        paper: A5
        orientation: portrait
        background: frame.png
        items:
          - x: 20
            y: 60
            size: 14
            colour: "#003366"
            text: "获奖者：{name}（{unit}）"
          - x: 128
            y: 180
            size: 10
            align: right
            text: "第 {rank} 名 · 编号 {number}"
        qr:
          x: 54
          y: 120
          size: 40
        """;
    Path file = dir.resolve("证书.yaml");
    Files.writeString(file, edited);
    BufferedImage frame = new BufferedImage(148, 210, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = frame.createGraphics();
    g.setColor(new Color(0xFF, 0xE0, 0x80));
    g.fillRect(0, 0, 148, 210);
    g.dispose();
    ImageIO.write(frame, "png", dir.resolve("frame.png").toFile());

    CertificateTemplate template = CertificateTemplate.read(file);
    byte[] background = Certificates.background(template, file);
    byte[] pdf = Certificates.pdf(template, background, all(t, Certificates.Kind.PRIZES, Lang.zh), t, "x", BASE_URL,
        Lang.zh);
    try (PDDocument d = Loader.loadPDF(pdf)) {
      assertThat(d.getPage(0).getMediaBox().getWidth() / POINTS_PER_MM).isCloseTo(148, org.assertj.core.data.Offset
          .offset(0.5));
    }
    assertThat(pages(pdf).get(1)).contains("获奖者：安（红队）", "第 2 名 · 编号 1");
    double[] name = place(pdf, "获奖者");
    assertThat(name[0]).as("x").isCloseTo(20, org.assertj.core.data.Offset.offset(1.0));
    // y: the top of the line at 60 mm, the baseline about a line's height below
    assertThat(name[1]).as("y").isBetween(60.0, 68.0);
    double[] right = place(pdf, "第 1 名");
    assertThat(right[0]).as("right-aligned: ends at 128 mm").isBetween(90.0, 128.0);
    double[] standard = place(pdf(CertificateTemplate.standard(Lang.zh), null, t, Certificates.Kind.PRIZES), "方 同志");
    assertThat(standard[0]).isCloseTo(45, org.assertj.core.data.Offset.offset(1.0));

    Files.createDirectories(KEPT);
    Files.write(KEPT.resolve("certificates-a5-02.png"), Pdf.pngPages(pdf, 1000).get(1));
    List<byte[]> images = Pdf.pngPages(pdf, 592); // 4 pixels a mm
    BufferedImage page = ImageIO.read(new ByteArrayInputStream(images.get(0)));
    assertThat(page.getRGB(8, 8) & 0xFFFFFF).as("the background in the corner").isEqualTo(0xFFE080);
    assertThat(decodeQr(Pdf.pngPages(pdf, 1480).get(1), template.qr(), 10))
        .isEqualTo("https://xiangqi.example.org/divisions/open/players/1");
    BufferedImage plain = ImageIO.read(new ByteArrayInputStream(Pdf.pngPages(pdf(CertificateTemplate.standard(
        Lang.zh), null, t, Certificates.Kind.GRADES), 592).get(0)));
    assertThat(plain.getRGB(8, 8) & 0xFFFFFF).as("no background: white").isEqualTo(0xFFFFFF);
  }

  private static String refusal(String yaml) {
    try {
      CertificateTemplate.read("证书.yaml", yaml);
    } catch (ProblemException e) {
      return e.problems().stream().map(p -> p.where() + ": " + p.zh() + " / " + p.en()).reduce((a, b) -> a + "\n" + b)
          .orElseThrow();
    }
    throw new AssertionError("accepted: " + yaml);
  }

  @Test
  void badTemplatesAreRefusedNamingTheFileLineAndField() {
    assertThat(refusal("""
        items:
          - x: 20
            y: 20
            text: "{name} 同志"
          - x: 20
            y: 40
            text: "荣获 {prize}"
        """)).startsWith("证书.yaml:7:").contains("items[1].text", "未知占位符 {prize}", "unknown placeholder {prize}",
        "{award}");
    assertThat(refusal("""
        paper: A4
        items:
          - x: 20
            y: 20
            colr: "#ff0000"
            text: x
        """)).startsWith("证书.yaml:5:").contains("未知字段 \"colr\"", "colour");
    assertThat(refusal("""
        items:
          - x: 20
            y: 250
            colour: red
            text: x
        """)).contains("证书.yaml:3:", "items[0].y", "在纸外", "off the paper", "证书.yaml:4:", "items[0].colour",
        "#rrggbb");
    assertThat(refusal("paper: B5\n")).startsWith("证书.yaml:1:").contains("paper", "A4", "A5");
    assertThat(refusal("qr:\n  x: 280\n  y: 10\n  size: 40\n")).contains("qr.size", "wholly on the paper");
    assertThat(refusal("background: frame.gif\n")).startsWith("证书.yaml:1:").contains("PNG 或 JPG");
  }

  @Test
  void aMissingOrFalseBackgroundIsRefused() throws Exception {
    Path file = dir.resolve("t.yaml");
    Files.writeString(file, "background: frame.png\n");
    CertificateTemplate template = CertificateTemplate.read(file);
    assertThatThrownBy(() -> Certificates.background(template, file)).isInstanceOf(ProblemException.class)
        .hasMessageContaining("frame.png").hasMessageContaining("文件不存在");
    Files.writeString(dir.resolve("frame.png"), "not an image");
    assertThatThrownBy(() -> Certificates.background(template, file)).hasMessageContaining("不是 PNG 或 JPG");
  }

  @Test
  void placesAsACertificateWritesThem() {
    assertThat(Certificates.chineseNumber(1)).isEqualTo("一");
    assertThat(Certificates.chineseNumber(10)).isEqualTo("十");
    assertThat(Certificates.chineseNumber(12)).isEqualTo("十二");
    assertThat(Certificates.chineseNumber(20)).isEqualTo("二十");
    assertThat(Certificates.chineseNumber(38)).isEqualTo("三十八");
    assertThat(Certificates.chineseNumber(101)).isEqualTo("101");
  }

  @Test
  void theShippedTemplatesReadBackAndNoOneGetsACertificateOfAnEmptyList() {
    assertThat(CertificateTemplate.standard(Lang.zh).items()).hasSize(6);
    assertThat(CertificateTemplate.read("x.yaml", CertificateTemplate.standardYaml(Lang.en)).qr()).isNotNull();
    Tournament t = tournament();
    assertThatThrownBy(() -> Certificates.xhtml(CertificateTemplate.standard(Lang.zh), null, List.of(), t, "", null,
        Lang.zh)).isInstanceOf(ProblemException.class).hasMessageContaining("没有要发证书的获奖者");
  }
}
