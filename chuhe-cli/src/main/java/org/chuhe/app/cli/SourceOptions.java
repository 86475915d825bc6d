package org.chuhe.app.cli;

import org.chuhe.app.report.Lang;
import java.nio.file.Path;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.io.trf.TrfReader;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Session;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Where a report reads the tournament from: a document file when one is given, as before the database existed,
 * else the database ({@code --db}, {@code --tournament}).
 */
final class SourceOptions {
  @Parameters(index = "0", arity = "0..1", paramLabel = "DOC", description = {
      "赛事文件（JSON，或国际棋联 TRF）；不给则读数据库",
      "tournament document (JSON, or a FIDE TRF file); without one, the database is read"})
  Path document;

  @Option(names = "--lang", defaultValue = "zh", description = {"输出语言 zh|en", "output language zh|en"})
  Lang lang;

  @Mixin DbOptions store;

  /** The command these options are part of (its options name what a refusal is about). */
  @Spec(Spec.Target.MIXEE) CommandSpec command;

  Tournament read() {
    return stamped().tournament();
  }

  /**
   * What {@code work} makes of the tournament, every refusal naming the document when there is one
   * ({@link DocumentRefusals}); from the database, as it is.
   */
  <T> T naming(java.util.function.Supplier<T> work) {
    return document == null ? work.get() : DocumentRefusals.naming(document, command, work);
  }

  /**
   * The document: chuhe's JSON, or a FIDE TRF file (by its extension or its first record, docs/trf.md), whose
   * notes (what chuhe cannot keep of it) go to standard error, so that nothing is dropped silently.
   */
  private Tournament readDocument() {
    if (!TrfReader.isTrf(document)) {
      return TournamentDocuments.read(document);
    }
    TrfReader.Read read = TrfReader.read(document);
    if (!read.notes().isEmpty()) {
      var err = command.commandLine().getErr();
      err.println(lang.pick("chuhe 未保留的 TRF 内容：", "not kept by chuhe of the TRF file:"));
      read.notes().forEach(n -> err.println("  " + lang.pick(n.where() + ": " + n.zh(), n.where() + ": " + n.en())));
    }
    return read.tournament();
  }

  /** The tournament, and when it is read from the database the head of its log, read with it (for results books). */
  AuditTrail.Stamped stamped() {
    if (document != null) {
      return new AuditTrail.Stamped(readDocument(), java.util.Optional.empty());
    }
    try (Session s = store.session()) {
      return AuditTrail.stamped(s);
    }
  }
}
