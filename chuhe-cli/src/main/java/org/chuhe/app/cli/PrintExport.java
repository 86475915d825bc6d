package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.chuhe.app.io.AtomicWrites;
import org.chuhe.app.report.TableXlsx;
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
  enum Format { pdf, png, xlsx }

  /** A4 at 150 dpi: sharp when printed, and on a phone's screen. */
  static final int PNG_WIDTH = 1240;

  private final Printouts.Kind kind;

  @Mixin SourceOptions doc;

  @Option(names = "--format", paramLabel = "pdf|png|xlsx", description = {
      "pdf（A4）、png（每页一张图片：FILE-01.png …）或 xlsx（Excel 表格：每台一行，秩序册为按单位的名单与第一轮对阵）；"
          + "不给则按 --out 的扩展名，默认 pdf", "pdf (A4), png (an image per page: FILE-01.png …) or xlsx (a workbook: a "
          + "line per board; the booklet's entries by unit and round 1); without it, from --out's extension, else pdf"})
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

  /** The public pages' address for the boards' QR codes (slips and cards); null for a printout without them. */
  BaseUrlOption address() {
    return null;
  }

  @Override
  public Integer call() {
    String baseUrl = address() == null ? null : address().checked();
    AuditTrail.Stamped stamped = doc.stamped();
    Tournament t = stamped.tournament();
    Optional<String> head = stamped.head().map(AuditTrail.Head::text);
    String extension = out.getFileName().toString().toLowerCase(Locale.ROOT);
    Format chosen = format != null ? format : extension.endsWith(".png") ? Format.png
        : extension.endsWith(".xlsx") ? Format.xlsx : Format.pdf;
    List<Path> written = new ArrayList<>();
    if (chosen == Format.xlsx) {
      AtomicWrites.replace(out, TableXlsx.write(doc.naming(() -> Printouts.tables(t, kind, division, round(),
          names(), doc.lang)), head), false);
      written.add(out);
      return done(chosen, written, head);
    }
    byte[] pdf = doc.naming(() -> Printouts.pdf(t, kind, division, round(), names(), baseUrl, doc.lang, head));
    written.addAll(write(out, chosen == Format.png, pdf));
    if (address() != null) {
      address().warnWithout(spec.commandLine().getErr(), kind.zh(), kind.en());
    }
    return done(chosen, written, head);
  }

  /** The PDF written to {@code out}, or as one PNG a page ({@code FILE-01.png} …): the files written. */
  static List<Path> write(Path out, boolean png, byte[] pdf) {
    if (!png) {
      AtomicWrites.replace(out, pdf, false);
      return List.of(out);
    }
    List<byte[]> pages = Pdf.pngPages(pdf, PNG_WIDTH);
    List<Path> files = PngFiles.numbered(out, pages.size());
    for (int i = 0; i < pages.size(); i++) {
      AtomicWrites.replace(files.get(i), pages.get(i), false);
    }
    return files;
  }

  private int done(Format chosen, List<Path> written, Optional<String> head) {
    done(spec, kind.zh(), kind.en(), chosen == Format.png, written, head);
    return 0;
  }

  /** Prints what was exported ({@code zh}, {@code en}): each file written, and the log head when read with it. */
  static void done(CommandSpec spec, String zh, String en, boolean png, List<Path> written, Optional<String> head) {
    var console = spec.commandLine().getOut();
    console.println("已导出" + zh + "（" + written.size() + (!png ? " 个文件" : " 页图片")
        + "）/ exported the " + en + " (" + written.size() + (!png ? " file" : " page images") + "):");
    written.forEach(p -> console.println("  " + p));
    head.ifPresent(console::println);
  }
}
