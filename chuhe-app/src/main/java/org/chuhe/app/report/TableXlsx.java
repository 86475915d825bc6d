package org.chuhe.app.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.poi.ss.usermodel.BorderStyle;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.FillPatternType;
import org.apache.poi.ss.usermodel.Font;
import org.apache.poi.ss.usermodel.IndexedColors;
import org.apache.poi.ss.usermodel.PrintSetup;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.ss.util.WorkbookUtil;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;

/**
 * Tables as an Excel workbook (.xlsx), one sheet per table (a division): the title (event, division, round) in a
 * bold first row, bold bordered headings that stay in view when scrolling and on every printed page, bordered cells
 * with numbers as numbers, and the head of the log in a last row when read from the database.
 *
 * <p>Column widths are computed from the cells' text, a CJK character counting two units and any other one: POI's
 * {@code autoSizeColumn} measures with the host's AWT fonts and gets Chinese widths wrong (too narrow, or a failure
 * on a server without fonts).
 */
public final class TableXlsx {
  /** The widest a column gets, in characters; a long cell wraps beyond it. */
  static final int MAX_WIDTH = 60;

  private TableXlsx() {}

  public static byte[] write(List<Table> tables, Optional<String> logHead) {
    try (XSSFWorkbook book = new XSSFWorkbook(); ByteArrayOutputStream bytes = new ByteArrayOutputStream()) {
      Styles styles = new Styles(book);
      Set<String> names = new HashSet<>();
      for (Table table : tables) {
        sheet(book.createSheet(uniqueName(table.sheetName(), names)), table, logHead, styles);
      }
      if (tables.isEmpty()) {
        book.createSheet("-");
      }
      book.write(bytes);
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void sheet(Sheet sheet, Table table, Optional<String> logHead, Styles styles) {
    int columns = Math.max(1, table.headings().size());
    Row title = sheet.createRow(0);
    title.setHeightInPoints(22);
    text(title.createCell(0), table.title(), styles.title);
    if (columns > 1) {
      sheet.addMergedRegion(new CellRangeAddress(0, 0, 0, columns - 1));
    }
    Row headings = sheet.createRow(1);
    for (int i = 0; i < table.headings().size(); i++) {
      text(headings.createCell(i), table.headings().get(i), styles.heading);
    }
    int r = 2;
    for (List<Object> cells : table.rows()) {
      Row row = sheet.createRow(r++);
      for (int i = 0; i < cells.size(); i++) {
        Object value = cells.get(i);
        Cell cell = row.createCell(i);
        if (value instanceof Number n) {
          cell.setCellValue(n instanceof BigDecimal d ? d.doubleValue() : n.doubleValue());
          cell.setCellStyle(n instanceof BigDecimal d && d.scale() > 0 ? styles.decimal : styles.integer);
        } else {
          text(cell, Table.text(value), styles.cell);
        }
      }
    }
    if (logHead.isPresent()) {
      text(sheet.createRow(r + 1).createCell(0), logHead.get(), styles.note);
    }
    for (int i = 0; i < table.headings().size(); i++) {
      sheet.setColumnWidth(i, width(table, i) * 256);
    }
    sheet.createFreezePane(0, 2);
    sheet.setRepeatingRows(new CellRangeAddress(1, 1, -1, -1));
    sheet.getPrintSetup().setPaperSize(PrintSetup.A4_PAPERSIZE);
    sheet.getPrintSetup().setLandscape(table.headings().size() > 8);
    sheet.setFitToPage(true);
    sheet.getPrintSetup().setFitWidth((short) 1);
    sheet.getPrintSetup().setFitHeight((short) 0);
  }

  /** The width of column {@code i} in characters: its widest cell or heading (CJK counting two), and a margin. */
  static int width(Table table, int i) {
    int widest = TextTable.width(table.headings().get(i));
    for (List<Object> row : table.rows()) {
      if (i < row.size()) {
        widest = Math.max(widest, TextTable.width(Table.text(row.get(i))));
      }
    }
    return Math.min(MAX_WIDTH, Math.max(4, widest + 2));
  }

  private static void text(Cell cell, String value, CellStyle style) {
    cell.setCellValue(SafeText.line(value));
    cell.setCellStyle(style);
  }

  /** A sheet name Excel accepts (at most 31 characters, none of {@code []:*?/\}), unique in the workbook. */
  static String uniqueName(String wanted, Set<String> taken) {
    String base = WorkbookUtil.createSafeSheetName(wanted == null || wanted.isBlank() ? "-" : wanted);
    String name = base;
    for (int n = 2; !taken.add(name.toLowerCase(java.util.Locale.ROOT)); n++) {
      String suffix = " (" + n + ")";
      name = base.substring(0, Math.min(base.length(), 31 - suffix.length())) + suffix;
    }
    return name;
  }

  /** The workbook's few styles, made once (a workbook holds at most 64,000). */
  private static final class Styles {
    final CellStyle title;
    final CellStyle heading;
    final CellStyle cell;
    final CellStyle integer;
    final CellStyle decimal;
    final CellStyle note;

    Styles(XSSFWorkbook book) {
      Font bold = book.createFont();
      bold.setBold(true);
      Font big = book.createFont();
      big.setBold(true);
      big.setFontHeightInPoints((short) 14);
      title = book.createCellStyle();
      title.setFont(big);
      heading = bordered(book);
      heading.setFont(bold);
      heading.setFillForegroundColor(IndexedColors.GREY_25_PERCENT.getIndex());
      heading.setFillPattern(FillPatternType.SOLID_FOREGROUND);
      cell = bordered(book);
      integer = bordered(book);
      integer.setDataFormat(book.createDataFormat().getFormat("0"));
      decimal = bordered(book);
      decimal.setDataFormat(book.createDataFormat().getFormat("0.0##"));
      note = book.createCellStyle();
    }

    private static CellStyle bordered(XSSFWorkbook book) {
      CellStyle s = book.createCellStyle();
      s.setBorderTop(BorderStyle.THIN);
      s.setBorderBottom(BorderStyle.THIN);
      s.setBorderLeft(BorderStyle.THIN);
      s.setBorderRight(BorderStyle.THIN);
      return s;
    }
  }
}
