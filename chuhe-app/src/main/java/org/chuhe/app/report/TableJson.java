package org.chuhe.app.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.io.Mappers;

/**
 * Tables as JSON, for a program or a web page to read: {@code {"tables": [{"sheet", "title", "headings", "rows"}],
 * "logHead"}}, a cell a number when it is one (boards, numbers, points, money) and else text, the log's head when
 * read from the database. The same public content as the workbook: never an ID or phone number.
 */
public final class TableJson {
  private TableJson() {}

  public static String write(List<Table> tables, Optional<String> logHead) {
    ObjectNode root = Mappers.json().createObjectNode();
    ArrayNode list = root.putArray("tables");
    for (Table table : tables) {
      ObjectNode t = list.addObject();
      t.put("sheet", table.sheetName());
      t.put("title", table.title());
      ArrayNode headings = t.putArray("headings");
      table.headings().forEach(headings::add);
      ArrayNode rows = t.putArray("rows");
      for (List<Object> row : table.rows()) {
        ArrayNode cells = rows.addArray();
        for (Object cell : row) {
          if (cell instanceof BigDecimal d) {
            cells.add(d);
          } else if (cell instanceof Integer i) {
            cells.add(i);
          } else if (cell instanceof Number n) {
            cells.add(n.longValue());
          } else {
            cells.add(Table.text(cell));
          }
        }
      }
    }
    logHead.ifPresent(h -> root.put("logHead", h));
    try {
      return Mappers.json().writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
