package org.chuhe.app.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.chuhe.app.io.Mappers;
import org.jdbi.v3.core.Handle;

/**
 * One write transaction on one tournament, as {@link Database#write} hands it out: a {@link ReadTx} that may also
 * write, who is writing, one clock reading for the whole transaction, and the audit log to append to.
 */
public final class WriteTx extends ReadTx {
  private static final ObjectWriter COMPACT = Mappers.json().writer().without(SerializationFeature.INDENT_OUTPUT);

  private final String actor;
  private final String now;
  private final AuditLog.Tail tail = new AuditLog.Tail();
  private final AuditLog.Appended appended;

  WriteTx(Handle handle, String tournamentId, String actor, AuditLog.Appended appended) {
    super(handle, tournamentId);
    this.appended = appended;
    this.actor = actor;
    this.now = Instant.now().truncatedTo(ChronoUnit.MILLIS).toString();
  }

  public String actor() {
    return actor;
  }

  /** The time of this transaction, ISO-8601 UTC. */
  public String now() {
    return now;
  }

  /** Appends to the audit log; values are written as JSON (records, maps, strings, null). */
  public AuditEntry audit(AuditAction action, String subject, Object before, Object after, Object details) {
    appended.count++;
    return AuditLog.append(handle(), tail, tournament(), now, actor, action, subject, json(before), json(after),
        json(details));
  }


  public static String json(Object value) {
    if (value == null) {
      return null;
    }
    try {
      return COMPACT.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write an audit value", e);
    }
  }
}
