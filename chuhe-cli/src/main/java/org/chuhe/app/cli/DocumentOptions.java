package org.chuhe.app.cli;

import org.chuhe.app.report.Lang;
import java.nio.file.Path;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options every command that reads a tournament document shares. */
final class DocumentOptions {
  @Parameters(index = "0", paramLabel = "DOC", description = {"赛事文件 (JSON)", "tournament document (JSON)"})
  Path document;

  @Option(names = "--lang", defaultValue = "zh", description = {"输出语言 zh|en", "output language zh|en"})
  Lang lang;

  Tournament read() {
    return TournamentDocuments.read(document);
  }
}
