package org.chuhe.regulations;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Player;
import org.chuhe.model.Units;

/**
 * Who may enter and how many (R2, R3): the one rule registration checks an entry by (the workflow's
 * {@code Registration}, through {@code EntryRules}) and the simulation builds its fields by.
 *
 * <ul>
 *   <li>The division's eligibility, {@link DivisionRules#eligible()} ({@link PlayerFilter}): seed 000 规程 七:
 *       women, 成年组 born on or before 2001-12-31, 少儿组 after; seed 004 规程 四, 五: 少儿组 under 14 (born on or
 *       after 2004-10-05), 成年组 重庆户籍.
 *   <li>The division's size, {@link DivisionRules#maxPlayers()}: seed 004 规程 五: 80 adult, 20 youth.
 *   <li>Players per unit in the whole event, {@link EntryLimits#perUnit()}: seed 000 规程 八(一): 6; seed 002 八, 九、4:
 *       5.
 *   <li>Players per unit in one division, {@link EntryLimits#perUnitPerDivision()}: seed 000 规程 八(一): 3 adult and
 *       3 youth.
 *   <li>Players per residency, {@link EntryLimits#residency()}: seed 003 规程 八: 120 non-local, 20 of 孝义市.
 * </ul>
 *
 * An individual entrant ({@link Units}: 个人, 散户 …, and the regulations' own {@code notUnits}) counts against no
 * unit's limit.
 */
public final class EntryCheck {
  private EntryCheck() {}

  /** The rule an entry breaks. */
  public enum Kind { NOT_ELIGIBLE, DIVISION_FULL, UNIT_FULL, UNIT_FULL_IN_DIVISION, RESIDENCY_FULL }

  /** One rule an entry breaks, said in words. */
  public record Breach(Kind kind, String zh, String en) {}

  /**
   * What {@code candidate} would break by joining {@code others} (every other player of the event, not the
   * candidate's own earlier entry when it is an edit): one breach per condition of the division he fails, then one
   * per limit that is full. Empty when the entry is within the rules. The candidate's division must be one of the
   * regulations'.
   */
  public static List<Breach> breaches(Regulations r, List<Player> others, Player candidate) {
    return Entries.of(r, others).breaches(candidate);
  }

  /**
   * The entries so far, counted the way the limits count them (per division, per unit, per unit in a division, per
   * residency limit), so that a list of thousands is checked entry by entry in linear time: each candidate is
   * judged against the counts, then {@link #add added} to them. Not shared between threads.
   */
  public static final class Entries {
    private final Regulations r;
    /** What a unit field means here: chuhe's spellings of "no unit" and the regulations' own. */
    private final Units units;
    private final Map<String, Integer> perDivision = new HashMap<>();
    private final Map<String, Integer> perUnit = new HashMap<>();
    private final Map<List<String>, Integer> perUnitInDivision = new HashMap<>();
    private final int[] perResidency;

    private Entries(Regulations r) {
      this.r = r;
      this.units = r.units();
      this.perResidency = new int[r.entryLimits().residency().size()];
    }

    /** The counts of {@code players}, every entry of the event so far. */
    public static Entries of(Regulations r, Collection<Player> players) {
      Entries e = new Entries(r);
      players.forEach(e::add);
      return e;
    }

    /** Counts {@code p} in. */
    public void add(Player p) {
      perDivision.merge(p.division(), 1, Integer::sum);
      String unit = units.keyOf(p.unit());
      if (unit != null) {
        perUnit.merge(unit, 1, Integer::sum);
        perUnitInDivision.merge(List.of(unit, p.division()), 1, Integer::sum);
      }
      List<EntryLimits.ResidencyLimit> residency = r.entryLimits().residency();
      for (int i = 0; i < residency.size(); i++) {
        if (residency.get(i).who().matches(p)) {
          perResidency[i]++;
        }
      }
    }

    /**
     * What {@code candidate} would break by joining the entries counted: as {@link EntryCheck#breaches}. The
     * candidate is not counted in by this.
     */
    public List<Breach> breaches(Player candidate) {
      DivisionRules division = division(r, candidate);
      List<Breach> breaches = new ArrayList<>(notEligible(r, candidate));
      int inDivision = perDivision.getOrDefault(candidate.division(), 0);
      if (division.maxPlayers() != null && inDivision + 1 > division.maxPlayers()) {
        breaches.add(new Breach(Kind.DIVISION_FULL, division.name() + " 人数已满（上限 " + division.maxPlayers()
            + " 人）", division.nameEn() + " is full (at most " + division.maxPlayers() + " players)"));
      }
      EntryLimits limits = r.entryLimits();
      String unit = units.keyOf(candidate.unit());
      if (unit != null) {
        int sameUnit = perUnit.getOrDefault(unit, 0);
        if (limits.perUnit() != null && sameUnit + 1 > limits.perUnit()) {
          breaches.add(new Breach(Kind.UNIT_FULL, "单位 " + candidate.unit() + " 报名人数已满（每单位至多 "
              + limits.perUnit() + " 人）", "unit " + candidate.unit() + " already has its " + limits.perUnit()
              + " players"));
        }
        Integer perDivisionLimit = limits.perUnitPerDivision().get(candidate.division());
        int sameUnitDivision = perUnitInDivision.getOrDefault(List.of(unit, candidate.division()), 0);
        if (perDivisionLimit != null && sameUnitDivision + 1 > perDivisionLimit) {
          breaches.add(new Breach(Kind.UNIT_FULL_IN_DIVISION, "单位 " + candidate.unit() + " 在 " + division.name()
              + " 的名额已满（至多 " + perDivisionLimit + " 人）", "unit " + candidate.unit() + " already has its "
              + perDivisionLimit + " players in " + division.nameEn()));
        }
      }
      List<EntryLimits.ResidencyLimit> residency = limits.residency();
      for (int i = 0; i < residency.size(); i++) {
        EntryLimits.ResidencyLimit limit = residency.get(i);
        if (limit.who().matches(candidate) && perResidency[i] + 1 > limit.max()) {
          breaches.add(new Breach(Kind.RESIDENCY_FULL, limit.name() + " 名额已满（至多 " + limit.max() + " 人）",
              "the limit for " + limit.name() + " is reached (at most " + limit.max() + ")"));
        }
      }
      return breaches;
    }
  }

  /**
   * The conditions of the candidate's division ({@link DivisionRules#eligible()}) he fails, one
   * {@link Kind#NOT_ELIGIBLE} breach each; empty when he may enter it. The division must be one of the regulations'.
   */
  public static List<Breach> notEligible(Regulations r, Player candidate) {
    DivisionRules division = division(r, candidate);
    return division.eligible().whyNot(candidate).stream().map(reason -> new Breach(Kind.NOT_ELIGIBLE,
        "不符合 " + division.name() + " 的参赛条件：" + reason.zh(),
        "not eligible for " + division.nameEn() + ": " + reason.en())).toList();
  }

  private static DivisionRules division(Regulations r, Player candidate) {
    return r.division(candidate.division()).orElseThrow(() -> new IllegalArgumentException(
        "no division " + candidate.division() + " in the regulations"));
  }

  /**
   * The most players one unit may have in {@code division} when all of them enter it: the smaller of the limit per
   * unit and the limit per unit in that division ({@link #breaches} refuses the one after it);
   * {@link Integer#MAX_VALUE} when neither is set.
   */
  public static int unitLimit(Regulations r, String division) {
    EntryLimits limits = r.entryLimits();
    int limit = Integer.MAX_VALUE;
    if (limits.perUnit() != null) {
      limit = Math.min(limit, limits.perUnit());
    }
    Integer perDivision = limits.perUnitPerDivision().get(division);
    if (perDivision != null) {
      limit = Math.min(limit, perDivision);
    }
    return limit;
  }
}
