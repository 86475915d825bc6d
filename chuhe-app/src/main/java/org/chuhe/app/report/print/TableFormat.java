package org.chuhe.app.report.print;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.Table;
import org.chuhe.app.report.TableCsv;
import org.chuhe.app.report.TableJson;
import org.chuhe.app.report.TableXlsx;

/**
 * The forms a list of {@code export KIND} is written in (issue 24): an Excel workbook, CSV for Excel, an A4 PDF,
 * phone images for a WeChat group, JSON. One place that writes each, for the command line and the web app alike.
 */
public enum TableFormat {
  xlsx("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
  csv("text/csv; charset=utf-8"),
  pdf("application/pdf"),
  png("image/png"),
  json("application/json; charset=utf-8");

  private final String contentType;

  TableFormat(String contentType) {
    this.contentType = contentType;
  }

  /** The HTTP content type of one file (of one image for {@link #png}). */
  public String contentType() {
    return contentType;
  }

  /** The file name's extension, with its dot. */
  public String extension() {
    return "." + name();
  }

  /** The format a file name asks for by its extension ({@code 名次.PDF} is pdf), if it names one. */
  public static Optional<TableFormat> ofFileName(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    for (TableFormat f : values()) {
      if (lower.endsWith(f.extension())) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  /** The format of a download's {@code format} parameter; xlsx when there is none, empty when it names none. */
  public static Optional<TableFormat> ofWord(String word) {
    if (word == null || word.isBlank()) {
      return Optional.of(xlsx);
    }
    for (TableFormat f : values()) {
      if (f.name().equals(word)) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  /**
   * The tables as files of this format: one file, or for {@link #png} one image each (a long list several).
   * {@code event} and {@code printedAt} head every printed page and image; {@code logHead} (from the database) is on
   * each page and in each file.
   */
  public List<byte[]> write(List<Table> tables, String event, String printedAt, Optional<String> logHead,
      Lang lang, ExportKind kind) {
    return switch (this) {
      case xlsx -> List.of(TableXlsx.write(tables, logHead));
      case csv -> List.of(TableCsv.write(tables, logHead).getBytes(StandardCharsets.UTF_8));
      case pdf -> List.of(TablePdf.write(tables, event, printedAt, logHead, lang, kind));
      case png -> TablePng.write(tables, event, printedAt, logHead, lang, kind);
      case json -> List.of(TableJson.write(tables, logHead).getBytes(StandardCharsets.UTF_8));
    };
  }
}
