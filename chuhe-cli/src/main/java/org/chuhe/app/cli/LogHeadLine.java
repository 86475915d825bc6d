package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.util.Optional;
import org.chuhe.app.workflow.AuditTrail;

/**
 * The head of the audit log as the last line of a printout read from the database ("日志 log #1234 · 3f9a…"): a
 * standings list, a prize list, a pairing list or a check posted at the venue, or a photo of it in a WeChat group,
 * can later prove with {@code ./chuhe log --verify --head} that the log was not rewritten since (docs/storage.md).
 * A printout of a document has no log, and no such line.
 */
final class LogHeadLine {
  private LogHeadLine() {}

  /** The head after a blank line, when there is one. */
  static void print(PrintWriter out, Optional<AuditTrail.Head> head) {
    head.ifPresent(h -> {
      out.println();
      out.println(h.text());
    });
  }

  /** The head as the last row of a CSV file (one cell), when there is one. */
  static void printCsv(PrintWriter out, Optional<AuditTrail.Head> head) {
    head.ifPresent(h -> out.print(org.chuhe.app.report.Csv.row(java.util.List.of(h.text()))));
  }
}
