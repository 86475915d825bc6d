package org.chuhe.pairing;

import java.util.List;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Round;

/**
 * A paired round with everything an arbiter needs to trust it: the quality vector, a note per board, a summary, the
 * manual changes that were applied (with reasons, R8) and the rules the final pairing breaks (empty unless a manual
 * change broke one).
 */
public record PairingResult(Round round, PairingQuality quality, List<BoardNote> notes, String summaryZh,
    String summaryEn, List<ManualChange> changes, List<Violation> violations) {
  public PairingResult {
    notes = List.copyOf(notes);
    changes = List.copyOf(changes);
    violations = List.copyOf(violations);
  }
}
