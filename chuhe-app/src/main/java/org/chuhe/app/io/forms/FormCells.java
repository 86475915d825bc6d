package org.chuhe.app.io.forms;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.io.ProblemList;
import org.chuhe.problem.Problem;

/** The cells of an entry form tidied as an arbiter reads them, before they are parsed as a player's fields. */
final class FormCells {
  private static final Pattern YMD = Pattern.compile("(\\d{4})\\s*[-/.年]\\s*(\\d{1,2})\\s*[-/.月]\\s*(\\d{1,2})\\s*日?");
  private static final Pattern YM = Pattern.compile("(\\d{4})\\s*[-/.年]\\s*(\\d{1,2})\\s*月?");
  private static final Pattern DIGITS8 = Pattern.compile("(\\d{4})(\\d{2})(\\d{2})");
  private static final Pattern DIGITS6 = Pattern.compile("(\\d{4})(\\d{2})");
  private static final Pattern ID18 = Pattern.compile("\\d{17}[\\dX]");

  private FormCells() {}

  /**
   * A cell of {@code field} tidied: full-width letters, digits and spaces as ASCII (NFKC), no spaces at either end;
   * no spaces at all inside a Chinese name, a number or a date; a date as 2009-05-01 when it is one in any usual
   * spelling (a year and month alone: the 1st of the month).
   */
  static String tidy(String field, String text) {
    String t = halfWidth(text == null ? "" : text).strip();
    return switch (field) {
      case "name" -> t.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN)
          ? t.replaceAll("\\s+", "") : t.replaceAll("\\s+", " ");
      case "idNumber" -> t.replaceAll("\\s+", "").toUpperCase(java.util.Locale.ROOT);
      case "phone", "rating" -> t.replaceAll("\\s+", "");
      case "birthDate" -> date(t.replaceAll("\\s+", ""));
      default -> t;
    };
  }

  /**
   * Full-width letters, digits and punctuation (U+FF01–U+FF5E) as ASCII, the ideographic space as a space; nothing
   * else (NFKC would also turn a Roman numeral Ⅹ in a player id into the letter X).
   */
  static String halfWidth(String text) {
    StringBuilder b = new StringBuilder(text.length());
    text.chars().forEach(c -> b.append(c >= 0xFF01 && c <= 0xFF5E ? (char) (c - 0xFEE0) : c == 0x3000 ? ' ' : (char) c));
    return b.toString();
  }

  /** A date in its ISO spelling if the text is one, else the text (refused later, naming the cell). */
  static String date(String text) {
    for (Pattern p : new Pattern[] {YMD, DIGITS8}) {
      Matcher m = p.matcher(text);
      if (m.matches()) {
        return iso(text, m.group(1), m.group(2), m.group(3));
      }
    }
    for (Pattern p : new Pattern[] {YM, DIGITS6}) {
      Matcher m = p.matcher(text);
      if (m.matches()) {
        return iso(text, m.group(1), m.group(2), "1");
      }
    }
    return text;
  }

  private static String iso(String text, String year, String month, String day) {
    try {
      return LocalDate.of(Integer.parseInt(year), Integer.parseInt(month), Integer.parseInt(day)).toString();
    } catch (DateTimeException e) {
      return text;
    }
  }

  /**
   * Checks an 18-digit ID number (GB 11643: its last character is an ISO 7064 MOD 11-2 check) and, when the birth
   * date is not given, takes it from the number (digits 7–14). A wrong check character is a problem of the row.
   */
  static void idNumber(String where, Map<String, String> cells, ProblemList problems) {
    String id = cells.get("idNumber");
    if (id == null || !ID18.matcher(id).matches()) {
      return;
    }
    char expected = IdNumbers.checkCharacter(id);
    if (id.charAt(17) != expected) {
      problems.add(Problem.at(where, "身份证号校验位错误（末位应为 " + expected + "，是否抄错了某一位？）",
          "the ID number's check character is wrong (the last should be " + expected + "; is a digit mistyped?)"));
      return;
    }
    String born = cells.get("birthDate");
    if (born == null || born.isEmpty()) {
      String derived = date(id.substring(6, 14));
      if (!derived.equals(id.substring(6, 14))) {
        cells.put("birthDate", derived);
      }
    }
  }
}
