package org.chuhe.regulations;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;

/**
 * Which players a rule is about: the one filter behind division eligibility (R2), residency entry limits (R3),
 * residency prize lists (R17) and titles (R18). Every condition that is set must hold; unset conditions are
 * ignored. Birth dates are inclusive. {@code grades} keeps only players holding one of those grade titles,
 * {@code excludeGrades} drops them (seed 003: "非大师"). A player whose birth date or residence is unknown does not
 * match a condition on it.
 *
 * <p>Whether a player matches is decided only by {@link #matches}; {@link #whyNot} says why not by trying each
 * condition on its own through that same method, so the explanation cannot disagree with the rule.
 */
public record PlayerFilter(Gender gender, LocalDate bornOnOrAfter, LocalDate bornOnOrBefore, String province,
    String city, String notProvince, String notCity, List<String> grades, List<String> excludeGrades) {

  public static final PlayerFilter ANYONE = new PlayerFilter(null, null, null, null, null, null, null, null, null);

  public PlayerFilter {
    grades = grades == null ? List.of() : List.copyOf(grades);
    excludeGrades = excludeGrades == null ? List.of() : List.copyOf(excludeGrades);
  }

  public boolean matches(Player p) {
    if (gender != null && gender != p.gender()) {
      return false;
    }
    if (bornOnOrAfter != null && (p.birthDate() == null || p.birthDate().isBefore(bornOnOrAfter))) {
      return false;
    }
    if (bornOnOrBefore != null && (p.birthDate() == null || p.birthDate().isAfter(bornOnOrBefore))) {
      return false;
    }
    String playerProvince = p.residence().province();
    String playerCity = p.residence().city();
    if (province != null && !sameName(province, playerProvince)) {
      return false;
    }
    if (city != null && !sameName(city, playerCity)) {
      return false;
    }
    if (notProvince != null && sameName(notProvince, playerProvince)) {
      return false;
    }
    if (notCity != null && sameName(notCity, playerCity)) {
      return false;
    }
    if (!grades.isEmpty() && (p.grade() == null || !grades.contains(p.grade()))) {
      return false;
    }
    return excludeGrades.isEmpty() || p.grade() == null || !excludeGrades.contains(p.grade());
  }

  /** A condition the player does not meet, in words: "应在 2001-12-31 或以前出生（出生于 2005-01-01）". */
  public record Unmet(String zh, String en) {}

  /** Each condition of this filter the player fails, said in words; empty when the player matches. */
  public List<Unmet> whyNot(Player p) {
    List<Unmet> reasons = new ArrayList<>();
    check(reasons, p, gender, g -> new PlayerFilter(g, null, null, null, null, null, null, null, null),
        g -> "性别应为 " + (g == Gender.FEMALE ? "女" : "男"), g -> "gender must be " + g.name());
    check(reasons, p, bornOnOrAfter, d -> new PlayerFilter(null, d, null, null, null, null, null, null, null),
        d -> "应在 " + d + " 或以后出生" + born(p, true), d -> "must be born on or after " + d + born(p, false));
    check(reasons, p, bornOnOrBefore, d -> new PlayerFilter(null, null, d, null, null, null, null, null, null),
        d -> "应在 " + d + " 或以前出生" + born(p, true), d -> "must be born on or before " + d + born(p, false));
    check(reasons, p, province, x -> new PlayerFilter(null, null, null, x, null, null, null, null, null),
        x -> "户籍应在 " + x + residence(p, true), x -> "registered residence must be in " + x + residence(p, false));
    check(reasons, p, city, x -> new PlayerFilter(null, null, null, null, x, null, null, null, null),
        x -> "户籍应在 " + x + residence(p, true), x -> "registered residence must be in " + x + residence(p, false));
    check(reasons, p, notProvince, x -> new PlayerFilter(null, null, null, null, null, x, null, null, null),
        x -> "户籍不能在 " + x, x -> "registered residence must not be in " + x);
    check(reasons, p, notCity, x -> new PlayerFilter(null, null, null, null, null, null, x, null, null),
        x -> "户籍不能在 " + x, x -> "registered residence must not be in " + x);
    check(reasons, p, grades.isEmpty() ? null : grades,
        g -> new PlayerFilter(null, null, null, null, null, null, null, g, null),
        g -> "等级应为 " + String.join("、", g), g -> "grade must be one of " + String.join(", ", g));
    check(reasons, p, excludeGrades.isEmpty() ? null : excludeGrades,
        g -> new PlayerFilter(null, null, null, null, null, null, null, null, g),
        g -> "等级不能是 " + String.join("、", g), g -> "grade must not be " + String.join(", ", g));
    if (reasons.isEmpty() && !matches(p)) {
      // A condition added to this filter later and not listed above: still refuse, in general words.
      reasons.add(new Unmet("不符合组别条件", "does not meet the division's conditions"));
    }
    return reasons;
  }

  private static <V> void check(List<Unmet> reasons, Player p, V condition, Function<V, PlayerFilter> only,
      Function<V, String> zh, Function<V, String> en) {
    if (condition != null && !only.apply(condition).matches(p)) {
      reasons.add(new Unmet(zh.apply(condition), en.apply(condition)));
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

  /** "山西" matches "山西省", "孝义" matches "孝义市": registers write the suffix, regulations often do not. */
  static boolean sameName(String wanted, String actual) {
    if (actual == null) {
      return false;
    }
    return strip(wanted).equals(strip(actual));
  }

  private static String strip(String s) {
    String t = s.strip();
    for (String suffix : List.of("省", "市", "自治区", "县", "区")) {
      if (t.length() > suffix.length() + 1 && t.endsWith(suffix)) {
        return t.substring(0, t.length() - suffix.length());
      }
    }
    return t;
  }
}
