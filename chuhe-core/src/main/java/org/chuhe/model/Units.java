package org.chuhe.model;

import java.text.Normalizer;
import java.util.Collection;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which unit (单位) a player's unit field names, if any: the one rule that same-unit avoidance, team standings, team
 * prizes and the entry limits per unit share. An individual entrant (个人, 个人赛, 散户, 自由, 待定, 无, "-", "/",
 * blank …) is in no unit: he avoids nobody, forms no team and counts against no unit's limit. Two fields name the
 * same unit when their keys are equal: the text with full-width forms folded (NFKC: "厦门１队" = "厦门1队"), spaces
 * of every kind (a full-width space, a no-break space) and invisible characters (a zero-width space) removed inside
 * Chinese text ("个 人" = 个人, "厦门 1 队" = 厦门1队), and kept as one space only between two Latin letters or digits
 * ("Team  A" = "Team A"). The field itself is kept as written; only comparisons go through here.
 *
 * <p>An event's regulations may add spellings of their own ({@code notUnits}, read by {@code Regulations.units()}):
 * the places that have regulations (the pairing's field, team standings, entry limits, how a notice names a player)
 * take their instance from there; the static methods know chuhe's list only ({@link #DEFAULT}).
 */
public final class Units {
  /**
   * What arbiters write for "no unit" (秩序册 and registration lists), compared after {@link #key} and in lower
   * case, with one pair of enclosing brackets removed: "（个人）" is 个人.
   */
  static final Set<String> INDIVIDUAL = Set.of(
      "个人", "个人报名", "个人参赛", "个人名义", "以个人名义", "个人身份", "个体", "个人赛", "个人组", "个人项目",
      "自由", "自由人", "自由棋手", "自由报名", "自由参赛", "散户", "散客", "散人", "社会人士", "社会棋手",
      "无", "无单位", "暂无", "没有", "空", "空白", "无所属", "独立棋手",
      "待定", "暂定", "未定", "待填", "未填", "未填写", "不详", "未知",
      "individual", "independent", "none", "no unit", "n/a", "na", "n.a.", "nil", "null", "tbd", "tba", "unknown",
      "free", "private");

  /** chuhe's list alone, for whoever has no regulations at hand. */
  public static final Units DEFAULT = new Units(Set.of());

  /** Characters that mean nothing on their own: a field of only these ("-", "/", "——", "…") is no unit. */
  private static final String FILLERS = "-‐‑‒–—―_/\\|.。·・*~〜…";

  private static final String OPENING = "(（[【〔《<「";
  private static final String CLOSING = ")）]】〕》>」";

  /** Runs of spaces of any kind (after NFKC: a full-width space is a space), with what stands either side. */
  private static final Pattern SPACES = Pattern.compile("(?U)\\s+");
  /** Characters that show nothing: zero-width space, joiners, word joiner, byte-order mark, soft hyphen. */
  private static final Pattern INVISIBLE = Pattern.compile("[\\u200B-\\u200D\\u2060\\uFEFF\\u00AD]");

  /** The regulations' own spellings of "no unit", compared as {@link #INDIVIDUAL} is. */
  private final Set<String> alsoNoUnit;

  private Units(Set<String> alsoNoUnit) {
    this.alsoNoUnit = alsoNoUnit;
  }

  /**
   * chuhe's list and {@code spellings} besides (the regulations' {@code notUnits}); each compared as a unit field
   * is, so "待 分配" in a player's field is the regulations' 待分配.
   */
  public static Units alsoNoUnit(Collection<String> spellings) {
    if (spellings == null || spellings.isEmpty()) {
      return DEFAULT;
    }
    Set<String> also = new HashSet<>();
    for (String s : spellings) {
      String k = normalised(s);
      if (k != null && !k.isEmpty()) {
        also.add(unbracketed(k.toLowerCase(Locale.ROOT)));
      }
    }
    return new Units(Set.copyOf(also));
  }

  /**
   * The unit a player's unit field names, as a key to compare (equal keys: the same unit), or null when the field
   * names none: null, blank, or a spelling of "no unit" (chuhe's or the regulations').
   */
  public String keyOf(String unit) {
    String k = normalised(unit);
    return k == null || k.isEmpty() || noUnitKey(k) ? null : k;
  }

  /** Whether the field names no unit (an individual entrant, or nothing written). */
  public boolean noUnit(String unit) {
    return keyOf(unit) == null;
  }

  /** Whether two unit fields name one and the same unit; never for individual entrants. */
  public boolean sameUnit(String a, String b) {
    String k = keyOf(a);
    return k != null && k.equals(keyOf(b));
  }

  /** {@link #keyOf} with chuhe's list only. */
  public static String key(String unit) {
    return DEFAULT.keyOf(unit);
  }

  /** {@link #noUnit} with chuhe's list only. */
  public static boolean isIndividual(String unit) {
    return DEFAULT.noUnit(unit);
  }

  /** {@link #sameUnit} with chuhe's list only. */
  public static boolean same(String a, String b) {
    return DEFAULT.sameUnit(a, b);
  }

  /** The field folded (NFKC), invisible characters out, spaces as {@link Units} says; null for null. */
  private static String normalised(String unit) {
    if (unit == null) {
      return null;
    }
    String s = INVISIBLE.matcher(Normalizer.normalize(unit, Normalizer.Form.NFKC)).replaceAll("").strip();
    Matcher m = SPACES.matcher(s);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      boolean keep = m.start() > 0 && m.end() < s.length() && latin(s.charAt(m.start() - 1))
          && latin(s.charAt(m.end()));
      m.appendReplacement(sb, keep ? " " : "");
    }
    m.appendTail(sb);
    return sb.toString();
  }

  private static boolean latin(char c) {
    return c < 128 && Character.isLetterOrDigit(c);
  }

  private boolean noUnitKey(String k) {
    String s = unbracketed(k.toLowerCase(Locale.ROOT));
    return s.isEmpty() || INDIVIDUAL.contains(s) || alsoNoUnit.contains(s)
        || s.chars().allMatch(c -> c == ' ' || FILLERS.indexOf(c) >= 0);
  }

  /** One pair of enclosing brackets removed: "（个人）" is 个人. */
  private static String unbracketed(String s) {
    if (s.length() >= 2 && OPENING.indexOf(s.charAt(0)) >= 0
        && OPENING.indexOf(s.charAt(0)) == CLOSING.indexOf(s.charAt(s.length() - 1))) {
      return s.substring(1, s.length() - 1).strip();
    }
    return s;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Units u && alsoNoUnit.equals(u.alsoNoUnit);
  }

  @Override
  public int hashCode() {
    return alsoNoUnit.hashCode();
  }
}
