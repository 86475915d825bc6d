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
  /** A first-generation ID number (issued until 2004, valid until 2013, still on old forms): 15 digits, no check. */
  private static final Pattern ID15 = Pattern.compile("\\d{15}");
  /** Digits only, of another length: an ID number with a digit missing or one too many. */
  private static final Pattern DIGITS = Pattern.compile("\\d+");

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
   * Checks an ID number and reads the birth date in it: 18 digits (GB 11643: the birth date in digits 7–14, the last
   * character an ISO 7064 MOD 11-2 check) or the first generation's 15 (the birth date as YYMMDD in digits 7–12, of
   * the 1900s, no check). When the form gives no birth date, the number's is taken; when it gives one that differs,
   * the row is refused, since one of the two is mistyped and eligibility by age depends on it. A wrong check
   * character, or digits of another length, is a problem of the row too. Anything else (a passport's number) is kept
   * as typed.
   */
  static void idNumber(String where, Map<String, String> cells, ProblemList problems) {
    String id = cells.get("idNumber");
    String inNumber;
    if (id == null) {
      return;
    } else if (ID18.matcher(id).matches()) {
      char expected = IdNumbers.checkCharacter(id);
      if (id.charAt(17) != expected) {
        problems.add(Problem.at(where, "身份证号校验位错误（末位应为 " + expected + "，是否抄错了某一位？）",
            "the ID number's check character is wrong (the last should be " + expected + "; is a digit mistyped?)"));
        return;
      }
      inNumber = id.substring(6, 14);
    } else if (ID15.matcher(id).matches()) {
      inNumber = "19" + id.substring(6, 12);
    } else {
      if (DIGITS.matcher(id).matches()) {
        problems.add(Problem.at(where, "身份证号应为 18 位（旧证 15 位），现为 " + id.length() + " 位",
            "an ID number has 18 digits (15 on an old card), this one " + id.length()));
      }
      return;
    }
    String derived = date(inNumber);
    if (derived.equals(inNumber)) {
      problems.add(Problem.at(where, "身份证号中的出生日期 " + inNumber + " 不是有效日期",
          "the birth date in the ID number, " + inNumber + ", is not a valid date"));
      return;
    }
    String born = cells.get("birthDate");
    if (born == null || born.isEmpty()) {
      cells.put("birthDate", derived);
    } else if (!born.equals(derived)) {
      problems.add(Problem.at(where, "出生日期 " + born + " 与身份证号中的 " + derived + " 不符，请核对",
          "the birth date " + born + " differs from the ID number's, " + derived + ": check which is right"));
    }
  }
}
