package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.chuhe.app.io.AtomicWrites;
import org.chuhe.app.report.print.Pdf;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Printouts;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code export slips|cards|booklet --format pdf|png --out FILE} (issue 24): the venue's printouts as an A4 PDF, or
 * as one PNG image per page ({@code FILE-01.png}, {@code FILE-02.png} …), read from a document or from the database
 * (then with the log's head at the foot of every page), each file written so that a crash never leaves half of it.
 */
abstract class PrintExport implements Callable<Integer> {
  enum Format { pdf, png }

  /** A4 at 150 dpi: sharp when printed, and on a phone's screen. */
  static final int PNG_WIDTH = 1240;

  private final Printouts.Kind kind;

  @Mixin SourceOptions doc;

  @Option(names = "--format", paramLabel = "pdf|png", description = {
      "pdf（A4）或 png（每页一张图片：FILE-01.png …）；不给则按 --out 的扩展名，默认 pdf",
      "pdf (A4) or png (an image per page: FILE-01.png …); without it, from --out's extension, else pdf"})
  Format format;

  @Option(names = "--division", description = {"只打印这个组别", "only this division"})
  String division;

  @Option(names = "--out", paramLabel = "FILE", required = true, description = {"写入文件", "the file to write"})
  Path out;

  @Spec CommandSpec spec;

  PrintExport(Printouts.Kind kind) {
    this.kind = kind;
  }

  /** The round of the slips and cards (null: each division's last paired); the booklet has none. */
  Integer round() {
    return null;
  }

  /** Whether table cards carry the two players. */
  boolean names() {
    return false;
  }

  @Override
  public Integer call() {
    AuditTrail.Stamped stamped = doc.stamped();
    Tournament t = stamped.tournament();
    Optional<String> head = stamped.head().map(AuditTrail.Head::text);
    byte[] pdf = doc.naming(() -> Printouts.pdf(t, kind, division, round(), names(), doc.lang, head));
    Format chosen = format != null ? format
        : out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png") ? Format.png : Format.pdf;
    List<Path> written = new ArrayList<>();
    if (chosen == Format.pdf) {
      AtomicWrites.replace(out, pdf, false);
      written.add(out);
    } else {
      List<byte[]> pages = Pdf.pngPages(pdf, PNG_WIDTH);
      for (int i = 0; i < pages.size(); i++) {
        Path page = pagePath(out, i + 1, pages.size());
        AtomicWrites.replace(page, pages.get(i), false);
        written.add(page);
      }
    }
    var console = spec.commandLine().getOut();
    console.println("已导出" + kind.zh() + "（" + written.size() + (chosen == Format.pdf ? " 个文件" : " 页图片")
        + "）/ exported the " + kind.en() + " (" + written.size() + (chosen == Format.pdf ? " file" : " page images")
        + "):");
    written.forEach(p -> console.println("  " + p));
    head.ifPresent(console::println);
    return 0;
  }

  /** Page {@code n} of a PNG export: {@code slips.png} → {@code slips-01.png} (three digits past 99 pages). */
  static Path pagePath(Path out, int n, int pages) {
    String name = out.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String stem = dot > 0 ? name.substring(0, dot) : name;
    String number = String.format(pages > 99 ? "%03d" : "%02d", n);
    return out.resolveSibling(stem + "-" + number + ".png");
  }
}
