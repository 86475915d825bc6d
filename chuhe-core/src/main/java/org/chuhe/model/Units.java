package org.chuhe.model;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Which unit (单位) a player's unit field names, if any: the one rule that same-unit avoidance, team standings, team
 * prizes and the entry limits per unit share. An individual entrant (个人, 个人报名, 自由人, 无, "-", "/", blank …) is
 * in no unit: he avoids nobody, forms no team and counts against no unit's limit. Two fields name the same unit when
 * their {@link #key}s are equal: the text with full-width forms folded (NFKC: "厦门１队" = "厦门1队") and spaces
 * trimmed and collapsed. The field itself is kept as written; only comparisons go through here.
 */
public final class Units {
  /**
   * What arbiters write for "no unit" (秩序册 and registration lists), compared after {@link #key} and in lower
   * case, with one pair of enclosing brackets removed: "（个人）" is 个人.
   */
  static final Set<String> INDIVIDUAL = Set.of(
      "个人", "个人报名", "个人参赛", "个人名义", "以个人名义", "个人身份", "个体", "自由人", "自由棋手", "自由报名",
      "无", "无单位", "暂无", "没有", "空", "无所属", "独立棋手",
      "individual", "independent", "none", "no unit", "n/a", "na", "nil", "null");

  /** Characters that mean nothing on their own: a field of only these ("-", "/", "——", "…") is no unit. */
  private static final String FILLERS = "-‐‑‒–—―_/\\|.。·・*~〜…";

  private static final String OPENING = "(（[【〔《<「";
  private static final String CLOSING = ")）]】〕》>」";

  private static final Pattern WHITESPACE = Pattern.compile("\\s+");

  private Units() {}

  /**
   * The unit a player's unit field names, as a key to compare (equal keys: the same unit), or null when the field
   * names none: null, blank, or an individual entrant's spelling.
   */
  public static String key(String unit) {
    if (unit == null) {
      return null;
    }
    String k = WHITESPACE.matcher(Normalizer.normalize(unit, Normalizer.Form.NFKC).strip()).replaceAll(" ");
    return k.isEmpty() || individual(k) ? null : k;
  }

  /** Whether the field names no unit (an individual entrant, or nothing written). */
  public static boolean isIndividual(String unit) {
    return key(unit) == null;
  }

  /** Whether two unit fields name one and the same unit; never for individual entrants. */
  public static boolean same(String a, String b) {
    String k = key(a);
    return k != null && k.equals(key(b));
  }

  private static boolean individual(String k) {
    String s = k.toLowerCase(Locale.ROOT);
    if (s.length() >= 2 && OPENING.indexOf(s.charAt(0)) >= 0
        && OPENING.indexOf(s.charAt(0)) == CLOSING.indexOf(s.charAt(s.length() - 1))) {
      s = s.substring(1, s.length() - 1).strip();
    }
    return s.isEmpty() || INDIVIDUAL.contains(s) || s.chars().allMatch(c -> c == ' ' || FILLERS.indexOf(c) >= 0);
  }
}
