package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.tournament.Tournament;

/** Where a command that changes a document writes it: {@code --out FILE}, or back over the document it read. */
final class DocumentOutput {
  private DocumentOutput() {}

  static void write(Tournament t, Path in, Path out, PrintWriter log) {
    Path target = out == null ? in : out;
    TournamentDocuments.write(t, target, true);
    log.println("已写入 / written: " + target);
  }
}
