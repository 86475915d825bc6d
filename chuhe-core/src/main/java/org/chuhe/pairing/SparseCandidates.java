package org.chuhe.pairing;

import java.util.List;

/** Sparse candidate edges and pricing for large fields (placeholder: dense). */
final class SparseCandidates {
  private SparseCandidates() {}

  static SwissEngine.Graph initial(PairingRules rules, List<Entrant> players) {
    return SwissEngine.Graph.dense(rules, players);
  }

  static SwissEngine.Graph price(PairingRules rules, List<Entrant> players, SwissEngine.Graph g,
      MatchingSolver solver) {
    return null;
  }
}
