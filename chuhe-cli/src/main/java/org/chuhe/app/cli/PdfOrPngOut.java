package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * {@code --format pdf|png --out FILE} of a printout that is a PDF or one PNG image a page (certificates, code cards):
 * without {@code --format}, the extension of {@code --out} decides.
 */
final class PdfOrPngOut {
  enum Format { pdf, png }

  @Option(names = "--format", paramLabel = "pdf|png", description = {
      "pdf，或 png（每页一个文件：FILE-01.png …）；不给则按 --out 的扩展名，默认 pdf",
      "pdf, or png (one file a page: FILE-01.png …); without it, from --out's extension, else pdf"})
  Format format;

  @Option(names = "--out", paramLabel = "FILE", required = true, description = {"写入文件", "the file to write"})
  Path out;

  /** Whether PNG images are asked for. */
  boolean png() {
    return format == Format.png
        || format == null && out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png");
  }
}
