package org.chuhe.app.cli;

import org.chuhe.app.report.Lang;
import java.nio.file.Path;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.workflow.Session;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Where a report reads the tournament from: a document file when one is given, as before the database existed,
 * else the database ({@code --db}, {@code --tournament}).
 */
final class SourceOptions {
  @Parameters(index = "0", arity = "0..1", paramLabel = "DOC", description = {
      "赛事文件 (JSON)；不给则读数据库", "tournament document (JSON); without one, the database is read"})
  Path document;

  @Option(names = "--lang", defaultValue = "zh", description = {"输出语言 zh|en", "output language zh|en"})
  Lang lang;

  @Mixin DbOptions store;

  Tournament read() {
    if (document != null) {
      return TournamentDocuments.read(document);
    }
    try (Session s = store.session()) {
      return s.load();
    }
  }
}
