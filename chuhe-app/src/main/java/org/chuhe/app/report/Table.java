package org.chuhe.app.report;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One exported list as rows of cells, whatever it is written as (CSV, an Excel sheet, later PDF or PNG): the sheet's
 * name (a division, short), the title a printout carries (event, division, round), the headings, and the rows. A
 * cell is a {@link String} or a number ({@link Integer}, {@link BigDecimal}), so a workbook holds numbers as numbers.
 * Public output: names, numbers, units and results, never an ID or phone number.
 */
public record Table(String sheetName, String title, List<String> headings, List<List<Object>> rows) {
  private static final Pattern DECIMAL = Pattern.compile("-?\\d+(\\.\\d+)?");

  public Table {
    headings = List.copyOf(headings);
    rows = rows.stream().map(r -> java.util.Collections.unmodifiableList(new ArrayList<>(r))).toList();
  }

  /** A value as a number when it is one ("2.5", "-3"), else as the text it is ("=3", "1,2,0"). */
  public static Object numberOrText(String value) {
    if (value == null) {
      return "";
    }
    return DECIMAL.matcher(value).matches() ? new BigDecimal(value) : value;
  }

  /** A cell as text: what CSV writes and what column widths are measured on. */
  public static String text(Object cell) {
    if (cell == null) {
      return "";
    }
    return cell instanceof BigDecimal d ? d.toPlainString() : cell.toString();
  }
}
