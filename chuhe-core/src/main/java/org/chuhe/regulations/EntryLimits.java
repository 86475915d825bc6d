package org.chuhe.regulations;

import java.util.List;
import java.util.Map;

/**
 * Entry limits (R3). {@code perUnit}: players one unit may enter in the whole event; {@code perUnitPerDivision}:
 * per division id (seed 000: 3 adult + 3 youth); {@code leadersPerUnit}: team leaders (seed 000: 1);
 * {@code residency}: caps by residence (seed 003: 120 non-local, 20 local). Division sizes are in
 * {@link DivisionRules#maxPlayers()}. Unset means unlimited.
 */
public record EntryLimits(Integer perUnit, Map<String, Integer> perUnitPerDivision, Integer leadersPerUnit,
    List<ResidencyLimit> residency) {

  public static final EntryLimits NONE = new EntryLimits(null, null, null, null);

  public EntryLimits {
    // In the order given (a LinkedHashMap copy, not Map.copyOf, whose order changes from one JVM to the next): a
    // document written twice is the same bytes.
    // (Map.copyOf still refuses a null key or limit, as before.)
    perUnitPerDivision = perUnitPerDivision == null ? Map.of() : java.util.Collections.unmodifiableMap(
        new java.util.LinkedHashMap<>(keepNoNull(perUnitPerDivision)));
    residency = residency == null ? List.of() : List.copyOf(residency);
  }

  /** At most {@code max} players matching {@code who}. */
  public record ResidencyLimit(String name, PlayerFilter who, int max) {}

  private static Map<String, Integer> keepNoNull(Map<String, Integer> limits) {
    Map.copyOf(limits);
    return limits;
  }
}
