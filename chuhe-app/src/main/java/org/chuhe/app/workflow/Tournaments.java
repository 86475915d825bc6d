package org.chuhe.app.workflow;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.Database;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.model.Tournament;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;

/** Creating a tournament in the database, from regulations or from a tournament document, and exporting one. */
public final class Tournaments {
  private Tournaments() {}

  /** Creates an empty tournament; {@code id} null picks the regulations' id (with -2, -3 … if taken). */
  public static String create(Database db, String id, String name, Regulations regulations, String actor) {
    var problems = regulations.validate();
    if (!problems.isEmpty()) {
      throw new ProblemException(problems);
    }
    String wanted = id != null ? id : freeId(db, regulations.id() == null ? "tournament" : regulations.id());
    String title = name == null || name.isBlank() ? regulations.name() : name;
    return db.create(wanted, actor, tx -> {
      TournamentStore.create(tx.handle(), wanted, title, regulations, tx.now());
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
   * The log records the file name and a SHA-256 of the document's content.
   */
  public static Tournament importDocument(Database db, Tournament document, String asId, String source,
      String actor) {
    Tournament t = asId == null ? document : new Tournament(asId, document.name(), document.regulations(),
        document.units(), document.players(), document.rounds(), document.withdrawals(), document.penalties(),
        document.awards(), document.lots());
    return db.create(t.id(), actor, tx -> {
      TournamentStore.insert(tx.handle(), t, tx.now());
      Map<String, Object> details = new LinkedHashMap<>();
      details.put("file", source);
      // The fingerprint of the document's content in its canonical form, whatever its layout in the file.
      details.put("sha256", sha256(TournamentDocuments.write(document, true)));
      details.put("players", t.players().size());
      details.put("rounds", t.rounds().size());
      details.put("games", t.rounds().stream().mapToInt(r -> r.games().size()).sum());
      tx.audit(AuditAction.DOCUMENT_IMPORT, t.id(), null, Map.of("id", t.id(), "name", t.name()), details);
      return t;
    });
  }

  /** The tournament as a document (the format of {@link TournamentDocuments}); public copies leave out ID and phone numbers. */
  public static String export(Session s, boolean includeSensitive) {
    return TournamentDocuments.write(s.load(), includeSensitive);
  }

  private static String freeId(Database db, String base) {
    return db.transaction(h -> {
      String candidate = base;
      for (int n = 2; TournamentStore.exists(h, candidate); n++) {
        candidate = base + "-" + n;
      }
      return candidate;
    });
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
