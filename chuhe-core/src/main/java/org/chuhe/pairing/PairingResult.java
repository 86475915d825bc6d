package org.chuhe.pairing;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Round;

/**
 * A paired round with everything an arbiter needs to trust it: the quality vector, a note per board, a summary, the
 * manual changes that were applied (with reasons, R8), the rules the final pairing breaks (empty unless a manual
 * change broke one), and the points each of its players had for this pairing (with a provisional pairing's games
 * counted as draws: what the pairing list prints).
 *
 * <p>The notes are worked out when first asked for: some reasons take trial pairings ({@link Counterfactual}),
 * which a pairing nobody reads the explanation of should not pay for.
 */
public final class PairingResult {
  private final Round round;
  /** The Swiss engine's quality vector; null for a round another rule book paired (round robin, knock-out, teams). */
  private final PairingQuality quality;
  private final Supplier<List<BoardNote>> noteMaker;
  private List<BoardNote> notes;
  private final String summaryZh;
  private final String summaryEn;
  private final List<ManualChange> changes;
  private final List<Violation> violations;
  private final Map<String, Integer> points;
  private final List<org.chuhe.problem.Problem> warnings;

  PairingResult(Round round, PairingQuality quality, Supplier<List<BoardNote>> notes, String summaryZh,
      String summaryEn, List<ManualChange> changes, List<Violation> violations, Map<String, Integer> points) {
    this(round, quality, notes, summaryZh, summaryEn, changes, violations, points, List.of());
  }

  PairingResult(Round round, PairingQuality quality, Supplier<List<BoardNote>> notes, String summaryZh,
      String summaryEn, List<ManualChange> changes, List<Violation> violations, Map<String, Integer> points,
      List<org.chuhe.problem.Problem> warnings) {
    this.warnings = List.copyOf(warnings);
    this.round = round;
    this.quality = quality;
    this.noteMaker = notes;
    this.summaryZh = summaryZh;
    this.summaryEn = summaryEn;
    this.changes = List.copyOf(changes);
    this.violations = List.copyOf(violations);
    this.points = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(points));
  }

  /**
   * A round paired by a rule book outside this package (the team formats, {@code org.chuhe.teams}): no quality
   * vector, manual changes or broken rules, the notes given.
   */
  public static PairingResult of(Round round, List<BoardNote> notes, String summaryZh, String summaryEn,
      Map<String, Integer> points) {
    List<BoardNote> copy = List.copyOf(notes);
    return new PairingResult(round, null, () -> copy, summaryZh, summaryEn, List.of(), List.of(),
        points);
  }

  public Round round() {
    return round;
  }

  /** The quality vector; {@link PairingQuality#ZERO} for a round not paired by the Swiss engine. */
  public PairingQuality quality() {
    return quality == null ? PairingQuality.ZERO : quality;
  }

  /**
   * The quality vector of a round the Swiss engine paired; empty for a round of another rule book (a round robin's
   * round is the Berger table's, a knock-out round the bracket's, a team round the team rule book's), which has none
   * to print.
   */
  public java.util.Optional<PairingQuality> swissQuality() {
    return java.util.Optional.ofNullable(quality);
  }

  /** One note per board and for the bye: why it is paired as it is (computed on first use). */
  public synchronized List<BoardNote> notes() {
    if (notes == null) {
      notes = List.copyOf(noteMaker.get());
    }
    return notes;
  }

  public String summaryZh() {
    return summaryZh;
  }

  public String summaryEn() {
    return summaryEn;
  }

  public List<ManualChange> changes() {
    return changes;
  }

  public List<Violation> violations() {
    return violations;
  }

  public Map<String, Integer> points() {
    return points;
  }

  /**
   * What the arbiter must settle though the round stands as paired (a tie across the knock-out's qualifying line,
   * {@code knockout.Bracket#warnings}); empty for most rounds.
   */
  public List<org.chuhe.problem.Problem> warnings() {
    return warnings;
  }
}
