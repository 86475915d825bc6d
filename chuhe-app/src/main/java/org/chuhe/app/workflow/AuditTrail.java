package org.chuhe.app.workflow;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.store.AuditLog;
import org.chuhe.model.Player;
import org.chuhe.model.Sensitive;

/**
 * The use case "read the audit log": every change to the tournament, who made it and when, with the values before
 * and after, as rows any front end renders. Values of fields marked {@link Sensitive} (ID and phone numbers) are
 * masked unless the arbiter asks for them.
 */
public final class AuditTrail {
  /** Fields marked {@link Sensitive} in the model: masked unless the arbiter asks for them. */
  private static final Set<String> SENSITIVE = Arrays.stream(Player.class.getRecordComponents())
      .filter(c -> c.isAnnotationPresent(Sensitive.class)).map(c -> c.getName()).collect(Collectors.toSet());
  private static final String MASK = "***";

  private AuditTrail() {}

  /** Which entries: those about one subject (a player id, or division/round/board), or (null) all. */
  public record Filter(String subject, boolean showSensitive) {}

  /**
   * One entry, ready to render: the action's key and, when chuhe knows it, its names in both languages (else
   * empty); the values as JSON (null where there is nothing), masked as the filter asked.
   */
  public record Entry(long seq, Instant at, String actor, String action, Optional<String> actionZh,
      Optional<String> actionEn, String subject, JsonNode before, JsonNode after, JsonNode details, String hash) {
    /** The action as a person reads it: "抽签 draw", or the key alone for an action this chuhe does not know. */
    public String label() {
      return actionZh.map(zh -> zh + " " + action).orElse(action);
    }
  }

  /** The outcome of checking the log's hash chain: how many entries, and where the chain breaks (empty: intact). */
  public record Verification(int entries, List<Long> broken) {
    public boolean intact() {
      return broken.isEmpty();
    }
  }

  public static List<Entry> entries(Session s, Filter filter) {
    return s.read(AuditLog::list).stream()
        .filter(e -> filter.subject() == null || filter.subject().equals(e.subject()))
        .map(e -> entry(e, !filter.showSensitive())).toList();
  }

  public static Verification verify(Session s) {
    List<AuditEntry> entries = s.read(AuditLog::list);
    return new Verification(entries.size(), AuditLog.verify(s.tournament(), entries));
  }

  private static Entry entry(AuditEntry e, boolean masked) {
    Optional<AuditAction> known = Arrays.stream(AuditAction.values()).filter(a -> a.key().equals(e.action()))
        .findFirst();
    return new Entry(e.seq(), Instant.parse(e.at()), e.actor(), e.action(), known.map(AuditAction::zh),
        known.map(AuditAction::en), e.subject(),
        value(e.before(), masked), value(e.after(), masked), value(e.details(), masked), e.hash());
  }

  private static JsonNode value(String json, boolean masked) {
    if (json == null) {
      return null;
    }
    JsonNode node;
    try {
      node = Mappers.json().readTree(json);
    } catch (java.io.IOException e) {
      throw new IllegalStateException("audit log entry is not JSON: " + e.getMessage(), e);
    }
    if (masked) {
      mask(node);
    }
    return node;
  }

  private static void mask(JsonNode node) {
    if (node instanceof ObjectNode o) {
      for (String field : SENSITIVE) {
        if (o.hasNonNull(field)) {
          o.put(field, MASK);
        }
      }
      o.elements().forEachRemaining(AuditTrail::mask);
    } else if (node instanceof ArrayNode a) {
      a.elements().forEachRemaining(AuditTrail::mask);
    }
  }
}
