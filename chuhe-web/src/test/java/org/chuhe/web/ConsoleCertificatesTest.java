package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.chuhe.app.report.CardPath;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.print.CertificateTemplate;
import org.chuhe.app.report.print.Certificates;
import org.chuhe.app.report.print.CertificatesTest;
import org.chuhe.app.report.print.Pdf;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Reports;
import org.chuhe.app.workflow.Session;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The certificates on the console's export page (issue 24): the chief arbiter downloads them as a PDF, with the QR
 * code of each player's card on the server's public address, or with the template he uploads; a template that is
 * wrong is refused naming its line; an arbiter gets none.
 */
class ConsoleCertificatesTest {
  @TempDir Path dir;

  @Test
  void theChiefArbiterDownloadsTheCertificatesWithTheQrCodeOfEachCard() throws Exception {
    try (Served web = Served.demo(dir)) {
      String csrf = web.login("裁判长");
      assertThat(web.get(Paths.EXPORT).body()).contains("id=\"export-certificates-pdf\"",
          "id=\"export-certificates\"");
      List<Certificates.Certificate> expected;
      try (Session s = web.session("test")) {
        expected = Reports.certificates(s.load(), null, null, Lang.zh);
      }
      assertThat(expected).isNotEmpty();
      HttpResponse<byte[]> pdf = web.bytes(Paths.EXPORT_CERTIFICATES);
      assertThat(pdf.statusCode()).isEqualTo(200);
      assertThat(pdf.headers().firstValue("Content-Type")).get().asString().startsWith("application/pdf");
      assertThat(pdf.headers().firstValue("Content-Disposition")).get().asString().contains("certificates.pdf");
      Certificates.Certificate first = expected.get(0);
      try (PDDocument d = Loader.loadPDF(pdf.body())) {
        assertThat(d.getNumberOfPages()).isEqualTo(expected.size());
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setEndPage(1);
        assertThat(stripper.getText(d)).contains("荣 誉 证 书", first.name() + " 同志：", first.award());
      }
      CertificateTemplate standard = CertificateTemplate.standard(Lang.zh);
      assertThat(CertificatesTest.decodeQr(Pdf.pngPages(pdf.body(), 2400).get(0), standard.qr(),
          2400 / standard.width())).isEqualTo(CardPath.url(web.app.publicAddress(), first.division(),
          first.number()));

      HttpResponse<byte[]> grades = web.bytes(Paths.EXPORT_CERTIFICATES + "?kind=prizes&division=adult");
      assertThat(grades.statusCode()).isEqualTo(200);
      assertThat(web.get(Paths.EXPORT_CERTIFICATES + "?kind=medals").statusCode()).isEqualTo(400);

      String edited = CertificateTemplate.standardYaml(Lang.zh).replace("荣 誉 证 书", "成 绩 证 书");
      HttpResponse<String> uploaded = web.upload(Paths.EXPORT_CERTIFICATES, Map.of("kind", "prizes"), "模板.yaml",
          edited, csrf);
      assertThat(uploaded.statusCode()).isEqualTo(200);
      assertThat(uploaded.headers().firstValue("Content-Type")).get().asString().startsWith("application/pdf");
      assertThat(uploaded.body()).startsWith("%PDF-");
      HttpResponse<String> bad = web.upload(Paths.EXPORT_CERTIFICATES, Map.of(), "模板.yaml",
          edited.replace("{award}", "{prize}"), csrf);
      assertThat(bad.statusCode()).isEqualTo(400);
      assertThat(bad.body()).contains("模板.yaml:26:", "items[2].text", "未知占位符 {prize}");
      HttpResponse<String> framed = web.upload(Paths.EXPORT_CERTIFICATES, Map.of(), "模板.yaml",
          "background: frame.png\n", csrf);
      assertThat(framed.statusCode()).isEqualTo(400);
      assertThat(framed.body()).contains("背景图");

      web.account("li", Accounts.Role.ARBITER);
      Served.Browser li = web.browser();
      li.loginAs("li");
      assertThat(li.get(Paths.EXPORT_CERTIFICATES).statusCode()).isEqualTo(403);
    }
  }
}
