package org.chuhe.regulations;

import java.time.LocalDate;
import java.util.List;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;

/**
 * Which players a rule is about: the one filter behind division eligibility (R2), residency entry limits (R3),
 * residency prize lists (R17) and titles (R18). Every condition that is set must hold; unset conditions are
 * ignored. Birth dates are inclusive. {@code grades} keeps only players holding one of those grade titles,
 * {@code excludeGrades} drops them (seed 003: "非大师"). A player whose birth date or residence is unknown does not
 * match a condition on it.
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
