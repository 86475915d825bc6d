package org.chuhe.app.io;

import java.time.LocalDate;
import java.util.Locale;
import org.chuhe.model.Gender;
import org.chuhe.model.Range;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.Regulations;

/**
 * Player fields as arbiters type them, on the command line or in a registration list: genders as 男/女/M/F,
 * dates as 2005-03-01, 2005/3/1 or 2005.3.1, yes/no in either language, a division by its id or its name. Each
 * parser names the field it was reading when it refuses.
 */
public final class PlayerFields {
  private PlayerFields() {}

  public static Gender gender(String where, String text) {
    if (blank(text)) {
      return null;
    }
    return switch (text.strip().toLowerCase(Locale.ROOT)) {
      case "男", "m", "male", "男子" -> Gender.MALE;
      case "女", "f", "female", "女子" -> Gender.FEMALE;
      default -> throw ProblemException.of(where, "性别应为 男 或 女，现为 \"" + text + "\"",
          "gender must be male or female (男/女, M/F), found \"" + text + "\"");
    };
  }

  public static LocalDate date(String where, String text) {
    if (blank(text)) {
      return null;
    }
    String[] parts = text.strip().split("[-/.年月日]");
    try {
      // Four digits of year, as in the documents: no year 0, -1 or 20050.
      if (parts.length == 3 && parts[0].matches("\\d{4}") && !parts[0].equals("0000")) {
        return LocalDate.of(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
      }
    } catch (NumberFormatException | java.time.DateTimeException e) {
      // fall through to the message
    }
    String shown = InputText.shown(text, 40);
    throw ProblemException.of(where, "不是有效的日期 \"" + shown + "\"，应写成 2005-03-01 这样",
        "not a valid date \"" + shown + "\", write it like 2005-03-01");
  }

  public static Boolean yesNo(String where, String text) {
    if (blank(text)) {
      return null;
    }
    return switch (text.strip().toLowerCase(Locale.ROOT)) {
      case "true", "yes", "y", "1", "是", "已", "√" -> Boolean.TRUE;
      case "false", "no", "n", "0", "否", "未", "×" -> Boolean.FALSE;
      default -> throw ProblemException.of(where, "应为 是 或 否，现为 \"" + text + "\"",
          "must be yes or no, found \"" + text + "\"");
    };
  }

  /** A whole number of {@code range} (blank: none), refused naming {@code where}. */
  public static Integer integer(String where, String text, Range range) {
    if (blank(text)) {
      return null;
    }
    long n;
    try {
      n = Long.parseLong(text.strip());
    } catch (NumberFormatException e) {
      throw ProblemException.of(where, "应为整数，现为 \"" + text + "\"", "expected a whole number, found \"" + text
          + "\"");
    }
    range.problem(where, n).ifPresent(p -> {
      throw new ProblemException(p);
    });
    return (int) n;
  }

  /** A division by id, Chinese or English name; blank means the only division, if there is just one. */
  public static String division(String where, Regulations r, String text) {
    if (blank(text)) {
      if (r.divisions().size() == 1) {
        return r.divisions().get(0).id();
      }
      throw new ProblemException(Problem.at(where, "有多个组别，必须写明组别（" + known(r) + "）",
          "there are several divisions: name one (" + known(r) + ")"));
    }
    String t = text.strip();
    for (DivisionRules d : r.divisions()) {
      if (d.id().equalsIgnoreCase(t) || d.name().equals(t) || d.nameEn().equalsIgnoreCase(t)) {
        return d.id();
      }
    }
    throw ProblemException.of(where, "没有组别 \"" + t + "\"（已有：" + known(r) + "）",
        "no division \"" + t + "\" (known: " + known(r) + ")");
  }

  public static String text(String s) {
    return blank(s) ? null : s.strip();
  }

  static boolean blank(String s) {
    return s == null || s.isBlank();
  }

  private static String known(Regulations r) {
    return String.join(", ", r.divisions().stream().map(d -> d.id() + " " + d.name()).toList());
  }
}
