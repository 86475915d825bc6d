package org.chuhe.app.report.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.chuhe.app.report.Lang;
import org.junit.jupiter.api.Test;

class PrintPageTest {
  @Test
  void everyPageCarriesTheEventWhatItIsThePrintTimeItsNumberAndTheLogHead() throws Exception {
    StringBuilder rows = new StringBuilder("<table><thead><tr><th>名次</th><th>姓名</th></tr></thead><tbody>");
    for (int i = 1; i <= 120; i++) {
      rows.append("<tr><td>").append(i).append("</td><td>棋手").append(i).append("</td></tr>");
    }
    rows.append("</tbody></table>").append(PrintPage.signatureLine(Lang.zh));
    String html = PrintPage.document(Lang.zh, "2019年福建省象棋锦标赛 <甲组>", "男子组 第 5 轮后名次表",
        "2019-07-20 18:30", Optional.of("日志 #412 a1b2c3"), "", rows.toString());
    try (PDDocument d = Loader.loadPDF(Pdf.fromHtml(html))) {
      int pages = d.getNumberOfPages();
      assertThat(pages).isGreaterThan(1);
      for (int p = 1; p <= pages; p++) {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setStartPage(p);
        stripper.setEndPage(p);
        String text = stripper.getText(d);
        assertThat(text).contains("2019年福建省象棋锦标赛 <甲组>", "男子组 第 5 轮后名次表", "打印于 2019-07-20 18:30",
            "第 " + p + " 页 / 共 " + pages + " 页", "日志 #412 a1b2c3");
      }
      PDFTextStripper last = new PDFTextStripper();
      last.setStartPage(pages);
      assertThat(last.getText(d)).contains("棋手120", "裁判长签字：");
    }
  }

  @Test
  void markupInANameIsTextNotMarkup() {
    assertThat(PrintPage.escape("王<b>芳</b> & \u001b[2J")).isEqualTo("王&lt;b&gt;芳&lt;/b&gt; &amp; ␛[2J");
  }
}
