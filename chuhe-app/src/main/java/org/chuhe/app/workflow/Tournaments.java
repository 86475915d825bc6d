package org.chuhe.app.workflow;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.io.InputFiles;
import org.chuhe.app.io.trf.TrfNote;
import org.chuhe.app.io.trf.TrfReader;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.Database;
import org.chuhe.app.store.GameRecordStore;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;

/** Creating a tournament in the database, from regulations or from a tournament document, and exporting one. */
public final class Tournaments {
  private Tournaments() {}

  /** A tournament in the database, as a list shows it. */
  public record Listed(String id, String name, String regulationsId, String createdAt, int players) {}

  /** The tournaments of a database, most recently created first (the default one when none is named). */
  public static List<Listed> list(String dbSpec) {
    try (Database db = Database.open(dbSpec, Database.Mode.EXISTING)) {
      return list(db);
    }
  }

  /** As {@link #list(String)}, in a database a long-running front end holds open. */
  public static List<Listed> list(Workspace workspace) {
    return list(workspace.database());
  }

  private static List<Listed> list(Database db) {
    return TournamentStore.list(db).stream()
        .map(t -> new Listed(t.id(), t.name(), t.regulationsId(), t.createdAt(), t.players())).toList();
  }

  /**
   * A preset as an arbiter chooses among them: what {@code ./chuhe presets} prints (id, the event's name, the
   * description in both languages), with its year (the last four digits of its id: the seed event's year) and its
   * divisions' names.
   */
  public record Preset(String id, String name, String year, List<String> divisions, List<String> divisionsEn,
      String description, String descriptionEn) {}

  /** Every shipped preset, in catalog order. */
  public static List<Preset> presets() {
    return Presets.list().stream().map(p -> {
      Regulations r = Presets.get(p.id());
      java.util.regex.Matcher year = java.util.regex.Pattern.compile("(\\d{4})$").matcher(p.id());
      return new Preset(p.id(), p.name(), year.find() ? year.group(1) : "",
          r.divisions().stream().map(d -> d.name()).toList(), r.divisions().stream().map(d -> d.nameEn()).toList(),
          p.description(), p.descriptionEn());
    }).toList();
  }

  /**
   * Creates an empty tournament of the preset {@code preset} in a database a front end holds open (the console's
   * "create an event", as {@code ./chuhe new --preset}); {@code id} and {@code name} blank take the preset's.
   */
  public static Created create(Workspace workspace, String id, String name, String preset, String actor) {
    Regulations regulations = Presets.get(preset == null ? "" : preset);
    Database db = workspace.database();
    String created = create(db, id == null || id.isBlank() ? null : id.strip(), name == null ? null : name.strip(),
        regulations, actor);
    Tournament t = db.read(created, TournamentStore::load);
    return new Created(created, t.name(), db.location().describe(), t);
  }

  /**
   * An uploaded file imported as a new tournament into a database a front end holds open (the console's upload): a
   * tournament document ({@code ./chuhe import json}) or a FIDE TRF file ({@code ./chuhe import trf}), with the same
   * readers, limits and messages, told apart by name and content; a refused file creates nothing. {@code notKept} is what of a TRF
   * chuhe could not express ({@link TrfReader}): shown to the arbiter, never dropped silently; empty for a document.
   */
  public static ImportedFile importFile(Workspace workspace, String fileName, InputStream in, String actor) {
    byte[] bytes = InputFiles.bytes(in, fileName, InputFiles.Kind.DOCUMENT);
    String head = new String(bytes, 0, Math.min(bytes.length, 64), StandardCharsets.UTF_8);
    if (!TrfReader.isTrf(fileName, head)) {
      String text = InputFiles.read(new java.io.ByteArrayInputStream(bytes), fileName, InputFiles.Kind.DOCUMENT);
      Tournament t = importDocument(workspace.database(), TournamentDocuments.readDocument(fileName, text), null,
          fileName, actor);
      return new ImportedFile(new Created(t.id(), t.name(), workspace.database().location().describe(), t),
          List.of());
    }
    TrfReader.Read read = TrfReader.read(fileName, bytes);
    // A TRF's tournament is named after its file; a second upload of the same file is the next free id.
    Tournament document = read.tournament();
    String id = TournamentStore.freeId(workspace.database(), document.id());
    Tournament t = importDocument(workspace.database(), document, id, fileName, actor);
    return new ImportedFile(new Created(t.id(), t.name(), workspace.database().location().describe(), t),
        read.notes());
  }

  /** A file imported: the tournament created, and what chuhe could not keep of it (a TRF's notes). */
  public record ImportedFile(Created created, List<TrfNote> notKept) {}

  /** A tournament just created or imported: its id and name, and the database it is in (kind and place). */
  public record Created(String id, String name, String database, Tournament tournament) {}

  /**
   * As {@link #create(Database, String, String, Regulations, String)}, opening (or creating) the database; a blank
   * name takes the regulations' event name.
   */
  public static Created create(String dbSpec, String id, String name, Regulations regulations, String actor) {
    try (Database db = Database.open(dbSpec, Database.Mode.CREATE)) {
      String created = create(db, id, name, regulations, actor);
      Tournament t = db.read(created, TournamentStore::load);
      return new Created(created, t.name(), db.location().describe(), t);
    }
  }

  /** As {@link #importDocument(Database, Tournament, String, String, String)}, opening (or creating) the database. */
  public static Created importDocument(String dbSpec, Tournament document, String asId, String source,
      String actor) {
    try (Database db = Database.open(dbSpec, Database.Mode.CREATE)) {
      Tournament t = importDocument(db, document, asId, source, actor);
      return new Created(t.id(), t.name(), db.location().describe(), t);
    }
  }

  /** As {@link #importDocument(Database, TournamentDocuments.Document, String, String, String)}, opening the database. */
  public static Created importDocument(String dbSpec, TournamentDocuments.Document document, String asId,
      String source, String actor) {
    try (Database db = Database.open(dbSpec, Database.Mode.CREATE)) {
      Tournament t = importDocument(db, document, asId, source, actor);
      return new Created(t.id(), t.name(), db.location().describe(), t);
    }
  }

  /** Creates an empty tournament; {@code id} null picks the regulations' id (with -2, -3 … if taken). */
  public static String create(Database db, String id, String name, Regulations regulations, String actor) {
    TypedText.text("id", id);
    TypedText.text("name", name);
    var problems = regulations.validate();
    if (!problems.isEmpty()) {
      throw new ProblemException(problems);
    }
    String wanted = id != null ? id : TournamentStore.freeId(db, regulations.id() == null ? "tournament" : regulations.id());
    // Regulations need no name (a file may leave it out): the event is then called by its id.
    String title = name != null && !name.isBlank() ? name
        : regulations.name() != null && !regulations.name().isBlank() ? regulations.name() : wanted;
    return db.create(wanted, actor, tx -> {
      TournamentStore.create(tx, title, regulations);
      Map<String, Object> after = new LinkedHashMap<>();
      after.put("id", wanted);
      after.put("name", title);
      after.put("regulations", regulations.id());
      tx.audit(AuditAction.TOURNAMENT_CREATE, wanted, null, after,
          Presets.isPreset(regulations) ? Map.of("preset", regulations.id()) : null);
      return wanted;
    });
  }

  /**
   * Imports a tournament document as a new tournament (under {@code asId}, or the document's own id). The document
   * is what happened: its rounds and results are taken as they are, not checked against the workflow's states.
   * The log records the file name, a SHA-256 of the document's content (masked with the ID and phone numbers it
   * covers) and the rounds, withdrawals and penalties imported.
   */
  public static Tournament importDocument(Database db, Tournament document, String asId, String source,
      String actor) {
    return importDocument(db, new TournamentDocuments.Document(document, List.of()), asId, source, actor);
  }

  /** As {@link #importDocument(Database, Tournament, String, String, String)}, with the document's game records. */
  public static Tournament importDocument(Database db, TournamentDocuments.Document read, String asId,
      String source, String actor) {
    Tournament document = read.tournament();
    Tournament t = asId == null ? document : new Tournament(asId, document.name(), document.regulations(),
        document.units(), document.players(), document.rounds(), document.withdrawals(), document.penalties(),
        document.awards(), document.lots(), document.prizeDecisions());
    return db.create(t.id(), actor, tx -> {
      TournamentStore.insert(tx, t);
      GameRecordStore.insertAll(tx, read.gameRecords());
      Map<String, Object> details = new LinkedHashMap<>();
      details.put("file", source);
      // The fingerprint of the document's content in its canonical form, whatever its layout in the file.
      details.put("sha256", sha256(TournamentDocuments.write(read, true, null)));
      details.put("players", t.players().size());
      details.put("rounds", t.rounds().size());
      details.put("games", t.rounds().stream().mapToInt(r -> r.games().size()).sum());
      if (!read.gameRecords().isEmpty()) {
        details.put("gameRecords", read.gameRecords().size());
      }
      // What the import brought that the log's verification replays (LogReplay): without it, nothing imported
      // could later be told from a change made to the data behind chuhe's back.
      Map<String, Object> after = new LinkedHashMap<>();
      after.put("id", t.id());
      after.put("name", t.name());
      after.put("rounds", t.rounds());
      after.put("withdrawals", t.withdrawals());
      after.put("penalties", t.penalties());
      if (!t.prizeDecisions().isEmpty()) {
        after.put("prizeDecisions", t.prizeDecisions());
      }
      tx.audit(AuditAction.DOCUMENT_IMPORT, t.id(), null, after, details);
      return t;
    });
  }

  /**
   * The tournament as a document (the format of {@link TournamentDocuments}); public copies leave out ID and phone
   * numbers. The document carries the head of the log as it was read with it ({@link AuditTrail.Head}), so that a
   * copy handed out proves later what the log held then.
   */
  public static String export(Session s, boolean includeSensitive) {
    Exported e = exported(s);
    return TournamentDocuments.write(e.document(), includeSensitive, e.log());
  }

  /** As {@link #export(Session, boolean)}, into {@code file} (replaced whole, never half written); the head. */
  public static Optional<AuditTrail.Head> export(Session s, Path file, boolean includeSensitive) {
    Exported e = exported(s);
    TournamentDocuments.write(e.document(), file, includeSensitive, e.log());
    return e.head();
  }

  /** The tournament, the moves of its recorded games and the head of its log, read in one transaction. */
  private record Exported(TournamentDocuments.Document document, Optional<AuditTrail.Head> head) {
    String log() {
      return head.map(AuditTrail.Head::text).orElse(null);
    }
  }

  private static Exported exported(Session s) {
    return s.read(tx -> new Exported(new TournamentDocuments.Document(TournamentStore.load(tx),
        GameRecordStore.list(tx, null, null)), AuditTrail.head(tx)));
  }

  private static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
          .digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException impossible) {
      throw new IllegalStateException(impossible);
    }
  }
}
