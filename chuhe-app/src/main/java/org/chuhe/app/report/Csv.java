package org.chuhe.app.report;

import java.util.List;
import java.util.regex.Pattern;

/**
 * CSV as chuhe writes it (RFC 4180), for a spreadsheet to open. A cell that starts with {@code =}, {@code +},
 * {@code -} or {@code @} (or a tab or carriage return) is a formula to Excel and WPS: a name typed as
 * {@code =HYPERLINK(…)} would run when the organiser opens the standings. Such a cell gets a leading apostrophe, as
 * OWASP advises, which a spreadsheet shows as text; a plain number (−3, 2.5) is left as it is.
 */
public final class Csv {
  private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");

  private Csv() {}

  /** One row, each cell neutralised and quoted where it must be, with the line end. */
  public static String row(List<String> cells) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < cells.size(); i++) {
      if (i > 0) {
        sb.append(',');
      }
      sb.append(cell(cells.get(i)));
    }
    return sb.append('\n').toString();
  }

  public static String cell(String s) {
    if (s == null || s.isEmpty()) {
      return "";
    }
    String text = startsAFormula(s) ? "'" + s : s;
    if (text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")) {
      return "\"" + text.replace("\"", "\"\"") + "\"";
    }
    return text;
  }

  private static boolean startsAFormula(String s) {
    char c = s.charAt(0);
    return (c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r') && !NUMBER.matcher(s).matches();
  }
}
