package org.chuhe.pairing;

import java.util.List;
import java.util.Set;
import org.chuhe.model.ManualChange;

/**
 * Choices for pairing one round that are not part of the regulations.
 *
 * @param provisional count earlier games without a result as draws, for pairing only (R7): null leaves it to the
 *     regulations and false asks to wait for the results, both as {@link ProvisionalPairing} decides; true counts
 *     them, as a caller does once {@link ProvisionalPairing#decide} said so (the workflow, {@code chuhe pair DOC}
 *     through {@link ProvisionalPairing#options}) or to try the engine
 * @param absent players absent by notice for this round: not paired, no bye
 * @param changes the chief arbiter's changes (R8): forced pairs and byes are fixed before the engine pairs the rest,
 *     swaps are applied to the engine's result; all of them are recorded in the result with their reasons
 */
public record PairingOptions(Boolean provisional, Set<String> absent, List<ManualChange> changes) {
  public static final PairingOptions DEFAULT = new PairingOptions(null, null, null);

  public PairingOptions {
    absent = absent == null ? Set.of() : Set.copyOf(absent);
    changes = changes == null ? List.of() : List.copyOf(changes);
  }

  public PairingOptions withChanges(List<ManualChange> newChanges) {
    return new PairingOptions(provisional, absent, newChanges);
  }

  public PairingOptions withProvisional(boolean value) {
    return new PairingOptions(value, absent, changes);
  }

  public PairingOptions withAbsent(Set<String> players) {
    return new PairingOptions(provisional, players, changes);
  }
}
