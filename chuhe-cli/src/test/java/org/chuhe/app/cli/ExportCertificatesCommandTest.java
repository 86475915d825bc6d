package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.print.CertificateTemplate;
import org.chuhe.app.report.print.CertificatesTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export certificates} and {@code export certificate-template} on the event of {@link CertificatesTest}:
 * prizes 1–6 to 方, 安, 陈, 白, 丁, 鄂; the title 棋王 and the grade title 五级棋士 to 方 (number 6).
 */
class ExportCertificatesCommandTest {
  @TempDir Path dir;

  private String document() throws Exception {
    Path doc = dir.resolve("event.json");
    Files.writeString(doc, CertificatesTest.DOCUMENT);
    return doc.toString();
  }

  private static String text(Path pdf) throws Exception {
    try (PDDocument d = Loader.loadPDF(Files.readAllBytes(pdf))) {
      return d.getNumberOfPages() + "\n" + new PDFTextStripper().getText(d);
    }
  }

  @Test
  void everyCertificateOrOneKindOfOneDivisionAsPdf() throws Exception {
    String doc = document();
    Path out = dir.resolve("证书.pdf");
    assertThat(ok("export", "certificates", doc, "--base-url", "https://xiangqi.example.org", "--out",
        out.toString())).contains("已导出 8 张证书", "exported 8 certificates");
    assertThat(text(out)).startsWith("8\n").contains("方 同志：", "荣获第一名", "荣获棋王", "荣获五级棋士称号", "鄂 同志：");

    Path grades = dir.resolve("grades.pdf");
    ok("export", "certificates", doc, "--kind", "grades", "--division", "公开组", "--out", grades.toString());
    assertThat(text(grades)).startsWith("1\n").contains("方 同志：", "五级棋士称号").doesNotContain("第一名");

    Path english = dir.resolve("en.pdf");
    ok("export", "certificates", doc, "--kind", "titles", "--lang", "en", "--out", english.toString());
    assertThat(text(english)).contains("Certificate of Achievement", "was awarded 棋王 in the Open division");
  }

  @Test
  void pngPagesOneFileEachWithTheQrCodeOfTheCard() throws Exception {
    Path out = dir.resolve("certs.png");
    assertThat(ok("export", "certificates", document(), "--kind", "prizes", "--base-url",
        "https://xiangqi.example.org/", "--out", out.toString())).contains("certs-01.png", "certs-06.png");
    assertThat(dir.resolve("certs-07.png")).doesNotExist();
    byte[] png = Files.readAllBytes(dir.resolve("certs-02.png"));
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
    assertThat(image.getWidth()).as("rounded down by PDFBox").isBetween(CertificateCommands.PNG_WIDTH - 1,
        CertificateCommands.PNG_WIDTH);
    CertificateTemplate standard = CertificateTemplate.standard(Lang.zh);
    assertThat(CertificatesTest.decodeQr(png, standard.qr(), CertificateCommands.PNG_WIDTH / standard.width()))
        .isEqualTo("https://xiangqi.example.org/divisions/open/players/1");
  }

  @Test
  void theOrganisersTemplateWrittenEditedAndUsed() throws Exception {
    Path template = dir.resolve("模板.yaml");
    assertThat(ok("export", "certificate-template", "--out", template.toString())).contains("已写出证书模板");
    assertThat(Files.readString(template)).contains("荣 誉 证 书", "{award}");
    Cli again = Cli.run("export", "certificate-template", "--out", template.toString());
    assertThat(again.exit()).isNotZero();
    assertThat(again.err()).contains("文件已存在", "--force");

    Files.writeString(template, Files.readString(template).replace("荣 誉 证 书", "成 绩 证 书"));
    Path out = dir.resolve("c.pdf");
    Cli run = Cli.run("export", "certificates", document(), "--template", template.toString(), "--out",
        out.toString());
    assertThat(run.exit()).isZero();
    assertThat(run.err()).contains("--base-url");
    assertThat(text(out)).contains("成 绩 证 书").doesNotContain("荣 誉 证 书");

    Files.writeString(template, Files.readString(template).replace("{name} 同志", "{姓名} 同志"));
    Cli bad = Cli.run("export", "certificates", document(), "--template", template.toString(), "--out",
        dir.resolve("bad.pdf").toString());
    assertThat(bad.exit()).isNotZero();
    assertThat(bad.err()).contains("模板.yaml:21:", "items[1].text", "未知占位符 {姓名}", "unknown placeholder")
        .doesNotContain("Exception");
    assertThat(dir.resolve("bad.pdf")).doesNotExist();

    Cli url = Cli.run("export", "certificates", document(), "--base-url", "xiangqi.example.org", "--out",
        dir.resolve("u.pdf").toString());
    assertThat(url.exit()).isNotZero();
    assertThat(url.err()).contains("https://");
  }
}
