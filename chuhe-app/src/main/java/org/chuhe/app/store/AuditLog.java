package org.chuhe.app.store;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.jdbi.v3.core.Handle;

/**
 * The append-only audit log of one tournament. Entries are only ever inserted (the schema's triggers refuse UPDATE
 * and DELETE), inside the same transaction as the change they describe, so the log and the data cannot disagree.
 *
 * <p>Each entry's hash covers the one before it, so {@link #chain} finds an entry changed or removed by other means
 * than chuhe. Since V30 the chain is keyed: each entry's hash is an HMAC-SHA256 under the tournament's chain key
 * ({@code audit_keys}, 256 random bits that never leave the database), so no hash chuhe prints (in the masked log,
 * on a results book, in a public export) can be recomputed by someone who lacks the database to test guesses of a
 * masked phone or ID number. Entries written before V30 keep their plain SHA-256 ({@code keyed_from} says where the
 * keyed part starts); what is printed for them is their {@link Chain#links() link}, the HMAC of that hash, and the
 * first keyed entry chains over it. The key protects privacy, not the chain: whoever can rewrite the database can
 * read the key too, which is why the workflow checks the log against the data and against heads printed earlier.
 */
public final class AuditLog {
  static final String GENESIS = "0".repeat(64);
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final HexFormat HEX = HexFormat.of();

  private AuditLog() {}

  /** A tournament's chain key, and the first entry it keys (the entries before it were written before V30). */
  private record ChainKey(String key, long keyedFrom) {}

  /**
   * The end of the chain as a write transaction last left it: its key and last entry, so that a transaction that
   * appends thousands of entries (an imported registration list) reads them once, not before every entry. Only the
   * transaction that holds it appends, so it cannot go stale.
   */
  /**
   * How many entries a write transaction has appended, its nested writes' included: none, and {@link Database#write}
   * rolls it back.
   */
  static final class Appended {
    int count;

    boolean none() {
      return count == 0;
    }
  }

  static final class Tail {
    private ChainKey key;
    private long seq;
    private String hash;
  }

  static AuditEntry append(Handle h, Tail tail, String tournamentId, String at, String actor, AuditAction action,
      String subject, String before, String after, String details) {
    if (tail.key == null) {
      var last = h.createQuery("SELECT seq, hash FROM audit_log WHERE tournament_id = :t ORDER BY seq DESC LIMIT 1")
          .bind("t", tournamentId)
          .map((rs, ctx) -> new Object[] {rs.getLong(1), rs.getString(2)})
          .findOne();
      tail.seq = last.map(r -> (Long) r[0]).orElse(0L);
      tail.hash = last.map(r -> (String) r[1]).orElse(null);
      long first = tail.seq + 1;
      // A tournament gets its key with its first entry (V30 gave one to every tournament that existed then).
      tail.key = key(h, tournamentId).orElseGet(() -> newKey(h, tournamentId, first));
    }
    long seq = tail.seq + 1;
    String previous = tail.hash == null ? GENESIS : link(tail.key, tail.seq, tail.hash);
    AuditEntry entry = new AuditEntry(seq, at, actor, action.key(), subject, before, after, details, null);
    String hash = keyedHash(tail.key.key(), tournamentId, previous, entry);
    h.createUpdate("INSERT INTO audit_log (tournament_id, seq, logged_at, actor, action, subject, before_value, "
            + "after_value, details, hash) VALUES (:t, :seq, :at, :actor, :action, :subject, :before, :after, "
            + ":details, :hash)")
        .bind("t", tournamentId).bind("seq", seq).bind("at", at).bind("actor", actor).bind("action", action.key())
        .bind("subject", subject).bind("before", before).bind("after", after).bind("details", details)
        .bind("hash", hash)
        .execute();
    tail.seq = seq;
    tail.hash = hash;
    return new AuditEntry(seq, at, actor, action.key(), subject, before, after, details, hash);
  }

  private static Optional<ChainKey> key(Handle h, String tournamentId) {
    return h.createQuery("SELECT chain_key, keyed_from FROM audit_keys WHERE tournament_id = :t")
        .bind("t", tournamentId).map((rs, ctx) -> new ChainKey(rs.getString(1), rs.getLong(2))).findOne();
  }

  private static ChainKey newKey(Handle h, String tournamentId, long keyedFrom) {
    byte[] bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    ChainKey key = new ChainKey(HEX.formatHex(bytes), keyedFrom);
    h.createUpdate("INSERT INTO audit_keys (tournament_id, chain_key, keyed_from) VALUES (:t, :k, :from)")
        .bind("t", tournamentId).bind("k", key.key()).bind("from", keyedFrom).execute();
    return key;
  }

  /** The latest entry about {@code subject} (who last changed it, and when), if any. */
  public static Optional<AuditEntry> lastAbout(ReadTx tx, String subject) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT seq, logged_at, actor, action, subject, before_value, after_value, details, hash "
            + "FROM audit_log WHERE tournament_id = :t AND subject = :s ORDER BY seq DESC LIMIT 1")
        .bind("t", tournamentId).bind("s", subject).map(AuditLog::entry).findOne();
  }

  /** The latest entry of {@code action} about {@code subject} (who last checked a player in, and when), if any. */
  public static Optional<AuditEntry> lastAbout(ReadTx tx, String subject, AuditAction action) {
    return tx.handle().createQuery("SELECT seq, logged_at, actor, action, subject, before_value, after_value, details, "
            + "hash FROM audit_log WHERE tournament_id = :t AND subject = :s AND action = :a ORDER BY seq DESC LIMIT 1")
        .bind("t", tx.tournament()).bind("s", subject).bind("a", action.key()).map(AuditLog::entry).findOne();
  }

  /**
   * The tournament's latest entries of these actions, newest first, at most {@code limit}: what the public pages
   * list as the results that came in last.
   */
  public static List<AuditEntry> latest(ReadTx tx, List<AuditAction> actions, int limit) {
    return tx.handle().createQuery("SELECT seq, logged_at, actor, action, subject, before_value, after_value, details, "
            + "hash FROM audit_log WHERE tournament_id = :t AND action IN (<actions>) ORDER BY seq DESC LIMIT :n")
        .bind("t", tx.tournament()).bindList("actions", actions.stream().map(AuditAction::key).toList())
        .bind("n", limit).map(AuditLog::entry).list();
  }

  /** The last entry of the log: its number and its link, as {@link #chain} gives them (empty: no entry, or no key). */
  public record Head(long seq, String link) {}

  /**
   * The head of the log from its last entry alone (its link needs no other entry): what the public pages print on
   * every page, read at each change without reading the whole log. The same as the last of {@link #chain}'s links.
   */
  public static Optional<Head> head(ReadTx tx) {
    Optional<ChainKey> key = key(tx.handle(), tx.tournament());
    if (key.isEmpty()) {
      return Optional.empty();
    }
    return tx.handle().createQuery("SELECT seq, hash FROM audit_log WHERE tournament_id = :t ORDER BY seq DESC "
            + "LIMIT 1")
        .bind("t", tx.tournament())
        .map((rs, ctx) -> {
          StoredRow row = new StoredRow(rs, "audit_log", "seq");
          long seq = row.bigInteger("seq");
          return new Head(seq, link(key.get(), seq, row.text("hash")));
        }).findOne();
  }

  /** The distinct actions of the entries logged after entry {@code seq}. */
  public static List<String> actionsAfter(ReadTx tx, long seq) {
    return tx.handle().createQuery("SELECT DISTINCT action FROM audit_log WHERE tournament_id = :t AND seq > :s")
        .bind("t", tx.tournament()).bind("s", seq).mapTo(String.class).list();
  }

  /** Every entry of the tournament, oldest first. */
  public static List<AuditEntry> list(ReadTx tx) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT seq, logged_at, actor, action, subject, before_value, after_value, details, hash "
            + "FROM audit_log WHERE tournament_id = :t ORDER BY seq")
        .bind("t", tournamentId)
        .map(AuditLog::entry)
        .list();
  }

  /**
   * An entry as read, each value checked as strictly as every other value read from the database ({@link StoredRow}):
   * the time an ISO-8601 instant, the values JSON, the hash present. The text is kept as stored, since the chain's
   * hashes cover it as it is.
   */
  private static AuditEntry entry(java.sql.ResultSet rs, org.jdbi.v3.core.statement.StatementContext ctx)
      throws java.sql.SQLException {
    StoredRow row = new StoredRow(rs, "audit_log", "seq");
    String at = row.text("logged_at");
    row.optionalInstant("logged_at");
    return new AuditEntry(row.bigInteger("seq"), at, row.text("actor"), row.text("action"),
        row.optionalText("subject"), json(row, "before_value"), json(row, "after_value"), json(row, "details"),
        row.text("hash"));
  }

  /** A JSON column's text, refused when it is not JSON. */
  private static String json(StoredRow row, String column) throws java.sql.SQLException {
    String text = row.optionalText(column);
    if (text != null) {
      try {
        org.chuhe.app.io.Mappers.json().readTree(text);
      } catch (java.io.IOException e) {
        throw row.bad(column, text, "不是 JSON", "is not JSON");
      }
    }
    return text;
  }

  /** The subjects of the tournament's entries of one action, oldest first. */
  public static List<String> subjects(ReadTx tx, AuditAction action) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT subject FROM audit_log WHERE tournament_id = :t AND action = :a ORDER BY seq")
        .bind("t", tournamentId).bind("a", action.key()).mapTo(String.class).list();
  }

  /**
   * The log as read and checked: its entries, oldest first; for each its link, the value printed for it and chained
   * over by the entry after it (null when the key is missing); the sequence numbers where the chain breaks (an
   * entry whose hash does not match, or a gap in the numbering), empty when it is intact; where the keyed part
   * begins, and whether the tournament's key is missing (then no keyed entry can be checked, and each is broken).
   */
  public record Chain(List<AuditEntry> entries, List<String> links, List<Long> broken, long keyedFrom,
      boolean keyMissing) {
    public Chain {
      entries = List.copyOf(entries);
      links = java.util.Collections.unmodifiableList(new ArrayList<>(links));
      broken = List.copyOf(broken);
    }
  }

  /** Reads the tournament's log and checks its chain. */
  public static Chain chain(ReadTx tx) {
    List<AuditEntry> entries = list(tx);
    Optional<ChainKey> key = key(tx.handle(), tx.tournament());
    long keyedFrom = key.map(ChainKey::keyedFrom).orElse(Long.MAX_VALUE);
    List<String> links = new ArrayList<>();
    List<Long> broken = new ArrayList<>();
    String previousHash = GENESIS;
    String previousLink = GENESIS;
    long expectedSeq = 1;
    for (AuditEntry e : entries) {
      boolean keyed = e.seq() >= keyedFrom;
      String expected = keyed ? keyedHash(key.get().key(), tx.tournament(), previousLink, e)
          : plainHash(tx.tournament(), previousHash, e);
      if (e.seq() != expectedSeq || !expected.equals(e.hash())) {
        broken.add(e.seq());
      }
      String link = key.map(k -> link(k, e.seq(), e.hash())).orElse(null);
      links.add(link);
      previousHash = e.hash();
      previousLink = link;
      expectedSeq = e.seq() + 1;
    }
    return new Chain(entries, links, broken, key.map(ChainKey::keyedFrom).orElse(0L), key.isEmpty());
  }

  /** What stands for entry {@code seq} in print and in the chain: its hash if keyed, else the HMAC of its hash. */
  private static String link(ChainKey key, long seq, String hash) {
    return link(key.key(), key.keyedFrom(), seq, hash);
  }

  static String link(String key, long keyedFrom, long seq, String hash) {
    return seq >= keyedFrom ? hash : hmac(key, "chuhe audit link 1\n" + hash);
  }

  /** The hash of an entry written since V30: HMAC-SHA256 under the tournament's key. */
  static String keyedHash(String key, String tournamentId, String previous, AuditEntry e) {
    return hmac(key, canonical("chuhe audit log 2", previous, tournamentId, e));
  }

  /** The hash of an entry written before V30: SHA-256 of its fields and the previous entry's hash. */
  static String plainHash(String tournamentId, String previous, AuditEntry e) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      return HEX.formatHex(sha.digest(canonical(null, previous, tournamentId, e).getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException impossible) {
      throw new IllegalStateException(impossible);
    }
  }

  private static String canonical(String marker, String previous, String tournamentId, AuditEntry e) {
    StringBuilder b = new StringBuilder();
    if (marker != null) {
      b.append(marker).append('\n');
    }
    for (Object part : new Object[] {previous, tournamentId, e.seq(), e.at(), e.actor(), e.action(), e.subject(),
        e.before(), e.after(), e.details()}) {
      // Length-prefixed, so that no two different entries can produce the same text.
      String s = part == null ? "" : part.toString();
      b.append(part == null ? -1 : s.length()).append(':').append(s).append('\n');
    }
    return b.toString();
  }

  private static String hmac(String key, String text) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      return HEX.formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException impossible) {
      throw new IllegalStateException(impossible);
    }
  }
}
