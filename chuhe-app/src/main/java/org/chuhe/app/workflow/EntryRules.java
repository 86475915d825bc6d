package org.chuhe.app.workflow;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;
import org.chuhe.model.Player;
import org.chuhe.model.Units;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.EntryLimits;
import org.chuhe.regulations.PlayerFilter;
import org.chuhe.regulations.Regulations;

/**
 * What registration checks (R2, R3): the division's eligibility and the entry limits (players per division, per
 * unit, per unit and division, per residency). Every breach is a {@link Problem} the arbiter may override with a
 * reason; an unknown division is never overridable. Units are compared by {@link Units}: an individual entrant is in
 * no unit. Whether a player matches a filter is decided only by {@link PlayerFilter#matches}: to say <em>why</em> a
 * player does not, each condition of the filter is tried on its own through that same method, so the explanation
 * cannot disagree with the rule.
 */
public final class EntryRules {
  private EntryRules() {}

  /** The division's rules, or a problem naming the divisions there are. */
  public static DivisionRules division(Regulations r, String division) {
    return r.division(division).orElseThrow(() -> {
      String known = String.join(", ", r.divisions().stream().map(DivisionRules::id).toList());
      return ProblemException.of("--division", "规程中没有组别 \"" + division + "\"（已有：" + known + "）",
          "no division \"" + division + "\" in the regulations (known: " + known + ")");
    });
  }

  /**
   * The breaches if {@code candidate} joined {@code others} (every other player of the event, not including the
   * candidate's own earlier entry when it is an edit). Empty when the entry is within the rules.
   */
  public static List<Problem> breaches(Regulations r, List<Player> others, Player candidate) {
    DivisionRules division = division(r, candidate.division());
    List<Problem> problems = new ArrayList<>();
    String who = candidate.name() + " (" + candidate.id() + ")";
    for (Problem reason : whyNot(division.eligible(), candidate)) {
      problems.add(new Problem(who, "不符合 " + division.name() + " 的参赛条件：" + reason.zh(),
          "not eligible for " + division.nameEn() + ": " + reason.en()));
    }
    long inDivision = others.stream().filter(p -> p.division().equals(candidate.division())).count();
    if (division.maxPlayers() != null && inDivision + 1 > division.maxPlayers()) {
      problems.add(new Problem(who, division.name() + " 人数已满（上限 " + division.maxPlayers() + " 人）",
          division.nameEn() + " is full (at most " + division.maxPlayers() + " players)"));
    }
    EntryLimits limits = r.entryLimits();
    if (!Units.isIndividual(candidate.unit())) { // an individual entrant (个人 …) counts against no unit
      List<Player> sameUnit = others.stream().filter(p -> Units.same(candidate.unit(), p.unit())).toList();
      if (limits.perUnit() != null && sameUnit.size() + 1 > limits.perUnit()) {
        problems.add(new Problem(who, "单位 " + candidate.unit() + " 报名人数已满（每单位至多 " + limits.perUnit() + " 人）",
            "unit " + candidate.unit() + " already has its " + limits.perUnit() + " players"));
      }
      Integer perDivision = limits.perUnitPerDivision().get(candidate.division());
      long sameUnitDivision = sameUnit.stream().filter(p -> p.division().equals(candidate.division())).count();
      if (perDivision != null && sameUnitDivision + 1 > perDivision) {
        problems.add(new Problem(who, "单位 " + candidate.unit() + " 在 " + division.name() + " 的名额已满（至多 "
            + perDivision + " 人）", "unit " + candidate.unit() + " already has its " + perDivision
            + " players in " + division.nameEn()));
      }
    }
    for (EntryLimits.ResidencyLimit limit : limits.residency()) {
      if (limit.who().matches(candidate)) {
        long count = others.stream().filter(limit.who()::matches).count();
        if (count + 1 > limit.max()) {
          problems.add(new Problem(who, limit.name() + " 名额已满（至多 " + limit.max() + " 人）",
              "the limit for " + limit.name() + " is reached (at most " + limit.max() + ")"));
        }
      }
    }
    return problems;
  }

  /**
   * Refuses the entry unless it is within the rules or the arbiter gave a reason to override. The refusal lists
   * every breach and says how to override.
   */
  public static void enforce(List<Problem> breaches, String override) {
    if (breaches.isEmpty() || (override != null && !override.isBlank())) {
      return;
    }
    List<Problem> all = new ArrayList<>(breaches);
    all.add(Problem.at("--override", "如确需破例，请加 --override \"理由\"（理由记入日志）",
        "to accept the entry anyway, add --override \"reason\" (the reason is logged)"));
    throw new ProblemException(all);
  }

  /** Each condition of {@code filter} the player fails, said in words; empty when the player matches. */
  static List<Problem> whyNot(PlayerFilter filter, Player p) {
    List<Problem> reasons = new ArrayList<>();
    check(reasons, p, filter.gender(), g -> new PlayerFilter(g, null, null, null, null, null, null, null, null),
        g -> "性别应为 " + (g.name().equals("FEMALE") ? "女" : "男"), g -> "gender must be " + g.name());
    check(reasons, p, filter.bornOnOrAfter(),
        d -> new PlayerFilter(null, d, null, null, null, null, null, null, null),
        d -> "应在 " + d + " 或以后出生" + born(p, true), d -> "must be born on or after " + d + born(p, false));
    check(reasons, p, filter.bornOnOrBefore(),
        d -> new PlayerFilter(null, null, d, null, null, null, null, null, null),
        d -> "应在 " + d + " 或以前出生" + born(p, true), d -> "must be born on or before " + d + born(p, false));
    check(reasons, p, filter.province(), s -> new PlayerFilter(null, null, null, s, null, null, null, null, null),
        s -> "户籍应在 " + s + residence(p, true), s -> "registered residence must be in " + s + residence(p, false));
    check(reasons, p, filter.city(), s -> new PlayerFilter(null, null, null, null, s, null, null, null, null),
        s -> "户籍应在 " + s + residence(p, true), s -> "registered residence must be in " + s + residence(p, false));
    check(reasons, p, filter.notProvince(),
        s -> new PlayerFilter(null, null, null, null, null, s, null, null, null),
        s -> "户籍不能在 " + s, s -> "registered residence must not be in " + s);
    check(reasons, p, filter.notCity(), s -> new PlayerFilter(null, null, null, null, null, null, s, null, null),
        s -> "户籍不能在 " + s, s -> "registered residence must not be in " + s);
    check(reasons, p, filter.grades().isEmpty() ? null : filter.grades(),
        g -> new PlayerFilter(null, null, null, null, null, null, null, g, null),
        g -> "等级应为 " + String.join("、", g), g -> "grade must be one of " + String.join(", ", g));
    check(reasons, p, filter.excludeGrades().isEmpty() ? null : filter.excludeGrades(),
        g -> new PlayerFilter(null, null, null, null, null, null, null, null, g),
        g -> "等级不能是 " + String.join("、", g), g -> "grade must not be " + String.join(", ", g));
    if (reasons.isEmpty() && !filter.matches(p)) {
      // A condition added to PlayerFilter later and not listed above: still refuse, in general words.
      reasons.add(new Problem(null, "不符合组别条件", "does not meet the division's conditions"));
    }
    return reasons;
  }

  private static <V> void check(List<Problem> reasons, Player p, V condition, Function<V, PlayerFilter> only,
      Function<V, String> zh, Function<V, String> en) {
    if (condition != null && !only.apply(condition).matches(p)) {
      reasons.add(new Problem(null, zh.apply(condition), en.apply(condition)));
    }
  }

  private static String born(Player p, boolean zh) {
    LocalDate d = p.birthDate();
    if (d == null) {
      return zh ? "（出生日期未填）" : " (birth date not given)";
    }
    return zh ? "（出生于 " + d + "）" : " (born " + d + ")";
  }

  private static String residence(Player p, boolean zh) {
    String place = String.join(" ", Stream.of(p.residence().province(), p.residence().city())
        .filter(Objects::nonNull).toList());
    if (place.isEmpty()) {
      return zh ? "（户籍未填）" : " (residence not given)";
    }
    return zh ? "（现为 " + place + "）" : " (is " + place + ")";
  }
}
