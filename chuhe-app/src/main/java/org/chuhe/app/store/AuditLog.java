package org.chuhe.app.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * The append-only audit log of one tournament. Entries are only ever inserted (the schema's triggers refuse UPDATE
 * and DELETE), inside the same transaction as the change they describe, so the log and the data cannot disagree.
 * Each entry's hash covers the previous entry's hash, so {@link #verify} finds an entry changed or removed by other
 * means than chuhe.
 */
public final class AuditLog {
  static final String GENESIS = "0".repeat(64);

  private AuditLog() {}

  static AuditEntry append(Handle h, String tournamentId, String at, String actor, AuditAction action,
      String subject, String before, String after, String details) {
    var last = h.createQuery("SELECT seq, hash FROM audit_log WHERE tournament_id = :t ORDER BY seq DESC LIMIT 1")
        .bind("t", tournamentId)
        .map((rs, ctx) -> new Object[] {rs.getLong(1), rs.getString(2)})
        .findOne();
    long seq = last.map(r -> (Long) r[0] + 1).orElse(1L);
    String previous = last.map(r -> (String) r[1]).orElse(GENESIS);
    AuditEntry entry = new AuditEntry(seq, at, actor, action.key(), subject, before, after, details, null);
    String hash = hash(tournamentId, previous, entry);
    h.createUpdate("INSERT INTO audit_log (tournament_id, seq, logged_at, actor, action, subject, before_value, "
            + "after_value, details, hash) VALUES (:t, :seq, :at, :actor, :action, :subject, :before, :after, "
            + ":details, :hash)")
        .bind("t", tournamentId).bind("seq", seq).bind("at", at).bind("actor", actor).bind("action", action.key())
        .bind("subject", subject).bind("before", before).bind("after", after).bind("details", details)
        .bind("hash", hash)
        .execute();
    return new AuditEntry(seq, at, actor, action.key(), subject, before, after, details, hash);
  }

  /** Every entry of the tournament, oldest first. */
  /** The latest entry about {@code subject} (who last changed it, and when), if any. */
  public static Optional<AuditEntry> lastAbout(ReadTx tx, String subject) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT seq, logged_at, actor, action, subject, before_value, after_value, details, hash "
            + "FROM audit_log WHERE tournament_id = :t AND subject = :s ORDER BY seq DESC LIMIT 1")
        .bind("t", tournamentId).bind("s", subject).map(AuditLog::entry).findOne();
  }

  public static List<AuditEntry> list(ReadTx tx) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT seq, logged_at, actor, action, subject, before_value, after_value, details, hash "
            + "FROM audit_log WHERE tournament_id = :t ORDER BY seq")
        .bind("t", tournamentId)
        .map(AuditLog::entry)
        .list();
  }

  private static AuditEntry entry(java.sql.ResultSet rs, org.jdbi.v3.core.statement.StatementContext ctx)
      throws java.sql.SQLException {
    return new AuditEntry(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5),
        rs.getString(6), rs.getString(7), rs.getString(8), rs.getString(9));
  }

  /** The subjects of the tournament's entries of one action, oldest first. */
  public static List<String> subjects(ReadTx tx, AuditAction action) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT subject FROM audit_log WHERE tournament_id = :t AND action = :a ORDER BY seq")
        .bind("t", tournamentId).bind("a", action.key()).mapTo(String.class).list();
  }

  /** The sequence numbers of entries whose hash does not match: empty when the log is intact. */
  public static List<Long> verify(String tournamentId, List<AuditEntry> entries) {
    List<Long> broken = new ArrayList<>();
    String previous = GENESIS;
    long expectedSeq = 1;
    for (AuditEntry e : entries) {
      if (e.seq() != expectedSeq || !hash(tournamentId, previous, e).equals(e.hash())) {
        broken.add(e.seq());
      }
      previous = e.hash();
      expectedSeq = e.seq() + 1;
    }
    return broken;
  }

  static String hash(String tournamentId, String previous, AuditEntry e) {
    StringBuilder b = new StringBuilder();
    for (Object part : new Object[] {previous, tournamentId, e.seq(), e.at(), e.actor(), e.action(), e.subject(),
        e.before(), e.after(), e.details()}) {
      // Length-prefixed, so that no two different entries can produce the same text.
      String s = part == null ? "" : part.toString();
      b.append(part == null ? -1 : s.length()).append(':').append(s).append('\n');
    }
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(sha.digest(b.toString().getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException impossible) {
      throw new IllegalStateException(impossible);
    }
  }
}
