package org.chuhe.pairing;

import java.util.List;
import java.util.Map;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Round;

/**
 * A paired round with everything an arbiter needs to trust it: the quality vector, a note per board, a summary, the
 * manual changes that were applied (with reasons, R8), the rules the final pairing breaks (empty unless a manual
 * change broke one), and the points each of its players had for this pairing (with a provisional pairing's games
 * counted as draws: what the pairing list prints).
 */
public record PairingResult(Round round, PairingQuality quality, List<BoardNote> notes, String summaryZh,
    String summaryEn, List<ManualChange> changes, List<Violation> violations, Map<String, Integer> points) {
  public PairingResult {
    notes = List.copyOf(notes);
    changes = List.copyOf(changes);
    violations = List.copyOf(violations);
    points = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(points));
  }
}
