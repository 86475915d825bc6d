package org.chuhe.app.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Tables as one CSV file that Excel and WPS open correctly when double-clicked on Chinese Windows: UTF-8 with a
 * byte order mark (without it Excel reads GBK and shows the names garbled). Each table is its title, its headings
 * and its rows, a blank line between tables; the head of the log last when the tables were read from the database.
 * Every cell goes through the formula guard ({@link Csv}) and shows control characters ({@link SafeText}).
 */
public final class TableCsv {
  /** The byte order mark: how Excel knows a CSV file is UTF-8. */
  public static final String BOM = "\uFEFF";

  private TableCsv() {}

  public static String write(List<Table> tables, Optional<String> logHead) {
    StringBuilder sb = new StringBuilder(BOM);
    for (int i = 0; i < tables.size(); i++) {
      Table table = tables.get(i);
      if (i > 0) {
        sb.append('\n');
      }
      sb.append(row(List.of(table.title())));
      sb.append(row(new ArrayList<>(table.headings())));
      table.rows().forEach(r -> sb.append(row(r)));
    }
    logHead.ifPresent(h -> sb.append('\n').append(row(List.of(h))));
    return sb.toString();
  }

  private static String row(List<?> cells) {
    return Csv.row(cells.stream().map(c -> SafeText.line(Table.text(c))).toList());
  }
}
