package org.chuhe.app.report.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.awt.image.BufferedImage;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

class PdfTest {
  private static final String HTML = """
      <html><head><style>
        @page { size: A4; margin: 15mm; }
        body { font-family: 'WQY'; font-size: 12pt; }
      </style></head><body><h1>第 3 轮对阵表</h1><p>12号 王芳（厦门） 红胜 和 黑胜 1-0 Zhang</p></body></html>
      """;

  @Test
  void chineseTextIsEmbeddedAndExtractable() throws Exception {
    byte[] pdf = Pdf.fromHtml(HTML);
    try (PDDocument d = Loader.loadPDF(pdf)) {
      String text = new PDFTextStripper().getText(d);
      assertThat(text).contains("第 3 轮对阵表").contains("12号 王芳（厦门） 红胜 和 黑胜 1-0 Zhang");
      assertThat(d.getNumberOfPages()).isEqualTo(1);
    }
  }

  @Test
  void pagesBecomeImagesOfTheAskedWidth() throws Exception {
    var pages = Pdf.pngPages(Pdf.fromHtml(HTML), 1080);
    assertThat(pages).hasSize(1);
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(pages.get(0)));
    assertThat(image.getWidth()).isEqualTo(1080);
    assertThat(image.getHeight()).isBetween(1520, 1530); // A4's proportion: 1080 × 297 / 210 = 1527
  }

  @Test
  void theShippedFontHasEveryGlyphOfTheResultsAndNamesAndSaysWhichItLacks() {
    assertThat(PrintFont.missingGlyphs("12号 王芳（厦门）红胜 和 黑胜 红方弃权 轮空 裁判长签字 0.5 1-0")).isEmpty();
    assertThat(PrintFont.missingGlyphs("王\uD83D\uDE00芳")).containsExactly(0x1F600); // an emoji in a name
  }
}
