package org.chuhe.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.io.AtomicWrites;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.print.CertificateTemplate;
import org.chuhe.app.report.print.Certificates;
import org.chuhe.app.report.print.Pdf;
import org.chuhe.app.workflow.Reports;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code export certificates} (issue 24): the certificates of the prize winners, title holders and grade titles as
 * PDF (or PNG pages), laid out by the shipped template or the organiser's ({@code --template}), with the QR code of
 * each player's public card when the public pages' address is given; and {@code export certificate-template}, which
 * writes the shipped template for the organiser to edit.
 */
final class CertificateCommands {
  private CertificateCommands() {}

  /** PNG pages are this wide: a landscape A4 at about 150 dpi, sharp on a screen and fine on paper. */
  static final int PNG_WIDTH = 1754;

  enum KindWord {
    prizes(Certificates.Kind.PRIZES), titles(Certificates.Kind.TITLES), grades(Certificates.Kind.GRADES);

    final Certificates.Kind kind;

    KindWord(Certificates.Kind kind) {
      this.kind = kind;
    }
  }

  @Command(name = "certificates", description = {"获奖证书（奖项、称号、等级称号；PDF 或 PNG，可用自己的模板）",
      "certificates of prizes, titles and grade titles (PDF or PNG, from a template you may edit)"})
  static final class Export implements Callable<Integer> {
    @Mixin SourceOptions doc;

    @Option(names = "--division", description = {"只导出这个组别", "only this division"})
    String division;

    @Option(names = "--kind", paramLabel = "prizes|titles|grades", description = {
        "只导出一类：prizes（奖项）、titles（称号）、grades（等级称号）", "only one kind: prizes, titles or grades"})
    KindWord kind;

    @Option(names = "--template", paramLabel = "FILE.yaml", description = {
        "证书模板（export certificate-template 写出默认模板）", "the certificate template (export "
            + "certificate-template writes the default one)"})
    Path template;

    @Mixin BaseUrlOption address;

    @Mixin PdfOrPngOut file;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      String baseUrl = address.checked();
      Lang lang = doc.lang;
      CertificateTemplate layout = template == null ? CertificateTemplate.standard(lang)
          : CertificateTemplate.read(template);
      byte[] background = Certificates.background(layout, template);
      Tournament t = doc.read();
      List<Certificates.Certificate> certificates = doc.naming(() -> Reports.certificates(t, division,
          kind == null ? null : kind.kind, lang));
      byte[] pdf = Certificates.pdf(layout, background, certificates, t, Certificates.date(t, LocalDate.now(), lang),
          baseUrl, lang);
      Path out = file.out;
      var console = spec.commandLine().getOut();
      if (!file.png()) {
        AtomicWrites.replace(out, pdf, false);
        console.println("已导出 " + certificates.size() + " 张证书到 " + out + " / exported " + certificates.size()
            + " certificates to " + out);
      } else {
        List<byte[]> pages = Pdf.pngPages(pdf, PNG_WIDTH);
        List<Path> files = PngFiles.numbered(out, pages.size());
        for (int i = 0; i < pages.size(); i++) {
          AtomicWrites.replace(files.get(i), pages.get(i), false);
        }
        console.println("已导出 " + certificates.size() + " 张证书到 " + files.get(0) + " … " + files.get(files.size() - 1)
            + " / exported " + certificates.size() + " certificates to " + files.get(0) + " … "
            + files.get(files.size() - 1));
      }
      if (layout.qr() != null) {
        address.warnWithout(spec.commandLine().getErr(), "证书", "certificates");
      }
      return 0;
    }
  }

  @Command(name = "certificate-template", description = {"写出默认证书模板（YAML），供修改后用于 export certificates",
      "write the default certificate template (YAML) to edit for export certificates"})
  static final class Template implements Callable<Integer> {
    @Option(names = "--out", paramLabel = "FILE.yaml", required = true, description = {"写入文件", "the file to write"})
    Path out;

    @Option(names = "--lang", defaultValue = "zh", description = {"模板语言 zh|en", "the template's language zh|en"})
    Lang lang;

    @Option(names = "--force", description = {"覆盖已有的文件", "replace a file that exists"})
    boolean force;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      if (Files.exists(out) && !force) {
        // The organiser's edited template must not be lost to a second run.
        throw ProblemException.of(out.toString(), "文件已存在，未覆盖（要覆盖请加 --force）",
            "the file exists and was not replaced (add --force to replace it)");
      }
      AtomicWrites.replace(out, CertificateTemplate.standardYaml(lang), false);
      spec.commandLine().getOut().println("已写出证书模板到 " + out + " / wrote the certificate template to " + out);
      return 0;
    }
  }
}
