package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.report.print.PrintFont;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export KIND --format pdf|png|json} (issue 24) on the small event of {@link ExportTablesCommandTest}
 * (standings 方, 安, 陈, 白, 丁, 鄂, then 葛, 何, 易 who did not play), read back: the PDF's text with PDFBox, the
 * images' size, the JSON's tree. One file of each kind and format is kept under {@code target/exports/}.
 */
class ExportPrintCommandTest {
  private static final List<String> KINDS = List.of("pairings", "standings", "crosstable", "teams", "prizes",
      "payout", "grades");
  private static final Path KEPT = Path.of("target", "exports");
  private static final String ID_NUMBER = "110101199003071234";
  private static final String PHONE = "13800138000";

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
  void everyKindAsAnA4PdfWithTheNamesInOrderAndTheSignatureWhereSigned() throws Exception {
    Files.createDirectories(KEPT);
    String doc = document();
    for (String kind : KINDS) {
      Path out = KEPT.resolve(kind + ".pdf");
      assertThat(ok("export", kind, doc, "--out", out.toString())).contains("已导出", "exported");
      assertThat(Files.readAllBytes(out)).as("a PDF by the extension").startsWith('%', 'P', 'D', 'F');
      String text = text(out);
      assertThat(text).as(kind).contains("测试赛", "打印于", "第 1 页 / 共 ").doesNotContain(ID_NUMBER, PHONE);
      assertThat(PrintFont.missingGlyphs(text)).as(kind + ": every glyph printed").isEmpty();
      if (kind.equals("pairings") || kind.equals("crosstable")) {
        assertThat(text).as(kind).doesNotContain("裁判长签字");
      } else {
        assertThat(text).as(kind).contains("裁判长签字：");
      }
    }
    List<String> names = new ArrayList<>();
    java.util.regex.Pattern line = java.util.regex.Pattern.compile("^(?:=?\\d+|未参赛) \\d+ (\\S+) .*");
    text(KEPT.resolve("standings.pdf")).lines().map(line::matcher).filter(java.util.regex.Matcher::matches)
        .forEach(m -> names.add(m.group(1)));
    assertThat(names).containsExactly("方", "安", "陈", "白", "丁", "鄂", "葛", "何", "易");
    assertThat(text(KEPT.resolve("pairings.pdf"))).contains("公开组 第 3 轮对阵表", "1 6 3 方 红胜 安 4 红队 1");
    Path english = KEPT.resolve("crosstable-en.pdf");
    ok("export", "crosstable", doc, "--lang", "en", "--format", "pdf", "--out", english.toString());
    assertThat(text(english)).contains("Rd 1", "3 R 1", "5 B 0.5", "page 1 of 1");
  }

  @Test
  void imagesForAWeChatGroupOneFileOrNumberedFiles() throws Exception {
    Files.createDirectories(KEPT);
    String doc = document();
    for (String kind : KINDS) {
      Path out = KEPT.resolve(kind + ".png");
      String printed = ok("export", kind, doc, "--out", out.toString());
      // one image per table here (the prizes: the division's and the totals), each path printed
      List<String> paths = printed.lines().filter(l -> l.endsWith(".png") && !l.startsWith("已导出")).toList();
      assertThat(printed).contains("共 " + paths.size() + " 张图片");
      assertThat(paths).as(kind).containsExactlyElementsOf(kind.equals("prizes")
          ? List.of(KEPT.resolve("prizes-01.png").toString(), KEPT.resolve("prizes-02.png").toString())
          : List.of(out.toString()));
      for (String path : paths) {
        BufferedImage image = ImageIO.read(Path.of(path).toFile());
        assertThat(image.getWidth()).as(kind).isEqualTo(1080);
        assertThat(image.getHeight()).as(kind + ": a phone's proportion, 9:16").isBetween(1919, 1921);
      }
    }
    // a long list: 120 players' standings run over numbered images beside the name given
    Path big = dir.resolve("big.json");
    ok("simulate", "--preset", "xiaoyi-2019", "--players", "120", "--rounds", "3", "--seed", "1", "--out",
        big.toString());
    Path out = dir.resolve("名次.png");
    String printed = ok("export", "standings", big.toString(), "--out", out.toString());
    List<Path> images = new ArrayList<>();
    for (int i = 1; Files.exists(dir.resolve(String.format("名次-%02d.png", i))); i++) {
      images.add(dir.resolve(String.format("名次-%02d.png", i)));
    }
    assertThat(images).hasSizeGreaterThan(1);
    assertThat(out).as("several images, each numbered").doesNotExist();
    assertThat(printed).contains("共 " + images.size() + " 张图片").contains(images.get(0).toString(),
        images.get(images.size() - 1).toString());
    for (Path p : images) {
      assertThat(ImageIO.read(p.toFile()).getWidth()).isEqualTo(1080);
    }
    Files.copy(images.get(0), KEPT.resolve("standings-long-01.png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
  }

  @Test
  void jsonWithNumbersAsNumbersAndTheLogHeadFromTheDatabase() throws Exception {
    Files.createDirectories(KEPT);
    Path out = KEPT.resolve("standings.json");
    ok("export", "standings", document(), "--out", out.toString());
    String json = Files.readString(out, StandardCharsets.UTF_8);
    assertThat(json).doesNotContain(ID_NUMBER, PHONE);
    var table = Mappers.json().readTree(json).get("tables").get(0);
    assertThat(table.get("title").asText()).startsWith("测试赛  公开组  第 3 轮后");
    assertThat(table.get("headings").get(2).asText()).isEqualTo("姓名");
    List<String> names = new ArrayList<>();
    table.get("rows").forEach(r -> names.add(r.get(2).asText()));
    assertThat(names).containsExactly("方", "安", "陈", "白", "丁", "鄂", "葛", "何", "易");
    assertThat(table.get("rows").get(0).get(4).isNumber()).isTrue();
    String db = dir.resolve("event.db").toString();
    ok("import", "json", document(), "--db", db);
    Path fromDb = dir.resolve("prizes.txt");
    String printed = ok("export", "prizes", "--db", db, "--format", "json", "--out", fromDb.toString());
    String head = printed.lines().reduce((a, b) -> b).orElseThrow();
    assertThat(Mappers.json().readTree(Files.readString(fromDb)).get("logHead").asText()).isEqualTo(head)
        .startsWith("日志");
  }
}
