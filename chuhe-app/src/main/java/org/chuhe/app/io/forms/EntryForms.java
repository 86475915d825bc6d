package org.chuhe.app.io.forms;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.apache.poi.EncryptedDocumentException;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellType;
import org.apache.poi.ss.usermodel.DateUtil;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.ss.usermodel.WorkbookFactory;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.ss.util.CellReference;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.chuhe.app.io.InputFiles;
import org.chuhe.app.io.PlayerColumns;
import org.chuhe.app.io.PlayerCsv;
import org.chuhe.app.io.PlayerFields;
import org.chuhe.app.io.ProblemList;
import org.chuhe.model.Player;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;

/**
 * An entry form (报名表) as organisers send it: an Excel workbook ({@code .xlsx}, {@code .xlsm} with its macros
 * ignored, the old {@code .xls}) or CSV in UTF-8 or GBK/GB18030, recognised by its content, not by its name. Every
 * sheet is read: the header row is the first row where at least two cells are known headings ({@link PlayerColumns})
 * and one of them is the name, so merged title rows above it are passed over; a sheet's name gives the division (or,
 * in a workbook of several sheets, the unit) when the column is missing. Cells are tidied as arbiters would read
 * them: full-width letters and digits, stray spaces, dates written any usual way (2009-05-01, 2009.5.1, 2009/5/1,
 * 2009年5月1日, 200905, an Excel date), a birth date taken from the 18-digit ID number when not given; an ID number
 * whose check digit (ISO 7064 MOD 11-2) is wrong is a problem of its row.
 *
 * <p>Each problem names the file, the sheet, the row and the column ({@code 报名表.xlsx:男子组!D5 出生日期}); a form
 * with any problem yields no player at all. A file that cannot be a form is refused in one line.
 */
public final class EntryForms {
  /** The largest form read: {@link InputFiles.Kind#ENTRY_FORM}. */
  public static final long MAX_BYTES = InputFiles.Kind.ENTRY_FORM.maxBytes();

  /** How many rows from the top of a sheet may come before its header row (titles, notes). */
  private static final int HEADER_SEARCH_ROWS = 30;

  private EntryForms() {}

  /** Something the arbiter should know about how a form was read (not a problem: the rows are taken). */
  public record Notice(String where, String zh, String en) {
    public String line() {
      return where + ": " + zh + " / " + en;
    }
  }

  /**
   * The players a form gives ({@link PlayerCsv.Row}: each with its place, and the same place in parts in
   * {@code places}), what was noticed reading it, what each sheet's columns were taken as, and the rows that could
   * not be read ({@link #reading}; {@link #read} refuses a form with any).
   */
  public record Form(List<PlayerCsv.Row> rows, List<Notice> notices, List<Place> places, List<SheetColumns> sheets,
      List<Refusal> refused) {
    public Form {
      rows = List.copyOf(rows);
      notices = List.copyOf(notices);
      places = List.copyOf(places);
      sheets = List.copyOf(sheets);
      refused = List.copyOf(refused);
    }
  }

  /**
   * Where a row is: the file, its sheet (null in a CSV), the sheet's position among the workbook's (0 in a CSV), and
   * the row's number as a person sees it (1 = the first).
   */
  public record Place(String file, String sheet, int sheetIndex, int row) {
    /** As problems write it: {@code 报名表.xlsx:男子组!5}, {@code 报名表.csv:5}. */
    public String text() {
      return file + ":" + (sheet == null ? "" : sheet + "!") + row;
    }
  }

  /**
   * A row that cannot be taken and why: {@code where} as problems write it ({@code 报名表.xlsx:男子组!F5 身份证号码}),
   * the row's place, and the column as the form calls it ({@code F 身份证号码}; null: the row as a whole).
   */
  public record Refusal(String where, Place place, String column, String zh, String en) {}

  /**
   * What a column of a sheet was taken as: its index (0 = A), letter, heading as written, the player's field it
   * gives ({@link PlayerColumns#fields()}; null: left out), and whether the arbiter chose that rather than the
   * heading.
   */
  public record Column(int index, String letter, String heading, String field, boolean chosen) {}

  /** A sheet's header row (its number) and its columns; a CSV's sheet is null. */
  public record SheetColumns(String sheet, int headerRow, List<Column> columns) {
    public SheetColumns {
      columns = List.copyOf(columns);
    }
  }

  /**
   * The arbiter's word on what a column means, overriding its heading: the column {@code column} (0 = A) of sheet
   * {@code sheet} (null for a CSV) gives {@code field} (a field of {@link PlayerColumns#fields()}), or nothing when
   * {@code field} is {@link #IGNORED}.
   */
  public record ColumnChoice(String sheet, int column, String field) {}

  /** The field of a column left out by the arbiter's choice. */
  public static final String IGNORED = "";

  /** One sheet (or a CSV file) as text cells: rows by their number as a person sees it (1 = the first). */
  private record Table(String sheet, List<Line> lines) {}

  private record Line(int number, List<String> cells) {}

  public static Form read(Path file, Regulations regulations) {
    String name = file.getFileName().toString();
    return read(name, InputFiles.bytes(file, name, InputFiles.Kind.ENTRY_FORM), regulations);
  }

  /**
   * A form handed over as bytes (an upload); {@code name} is how problems name it.
   *
   * @throws ProblemException a file refused as a whole (one problem), or every bad row's problems
   */
  public static Form read(String name, byte[] bytes, Regulations regulations) {
    return read(name, bytes, regulations, List.of());
  }

  /**
   * As {@link #read(String, byte[], Regulations)}, each column taken as {@code choices} says where they say it.
   *
   * @throws ProblemException a file refused as a whole (one problem), or every bad row's problems
   */
  public static Form read(String name, byte[] bytes, Regulations regulations, List<ColumnChoice> choices) {
    Form form = reading(name, bytes, regulations, choices);
    if (!form.refused().isEmpty()) {
      ProblemList problems = new ProblemList(name);
      form.refused().forEach(r -> problems.add(Problem.at(r.where(), r.zh(), r.en())));
      List<Problem> all = new ArrayList<>(problems.problems());
      all.add(Problem.at(name, "有错误，未导入任何棋手", "there are errors: no player was imported"));
      throw new ProblemException(all);
    }
    return form;
  }

  /**
   * A form read for a preview: the rows that read well and, in {@link Form#refused()}, each one that does not, with
   * its place and reason (a file refused as a whole still throws). {@code choices}: the arbiter's meaning of
   * columns ({@link ColumnChoice}), none to go by the headings.
   *
   * @throws ProblemException a file refused as a whole (one problem)
   */
  public static Form reading(String name, byte[] bytes, Regulations regulations, List<ColumnChoice> choices) {
    for (ColumnChoice c : choices) {
      if (!c.field().equals(IGNORED) && !PlayerColumns.fields().contains(c.field())) {
        throw ProblemException.of(name, "不认识的列含义：" + c.field() + "；可用的有 " + PlayerColumns.known(),
            "no such meaning of a column: " + c.field() + "; known: " + PlayerColumns.known());
      }
    }
    if (bytes.length > MAX_BYTES) {
      throw ProblemException.of(name, "文件过大：报名表最多 20 MB（是否选错了文件？）",
          "the file is too large: an entry form may have at most 20 MB (is it the right file?)");
    }
    if (bytes.length == 0) {
      throw ProblemException.of(name, "文件是空的", "the file is empty");
    }
    List<Notice> notices = new ArrayList<>();
    List<Table> tables;
    if (FileKind.of(bytes) != FileKind.TEXT) {
      tables = workbook(name, bytes, notices);
    } else {
      if (!FileKind.looksLikeText(bytes)) {
        throw notAForm(name);
      }
      if (FileKind.workbookName(name)) {
        throw ProblemException.of(name, "扩展名是 Excel 工作簿，内容却是文本；如果是 CSV，请把扩展名改为 .csv",
            "the name says Excel workbook but the file is text; if it is CSV, rename it to .csv");
      }
      InputFiles.Decoded text = InputFiles.decodeUtf8OrGb18030(name, bytes, InputFiles.Kind.ENTRY_FORM);
      notices.add(new Notice(name, "按 " + encodingZh(text.encoding()) + " 编码读取",
          "read as " + text.encoding() + (text.encoding().equals("GB18030") ? " (GBK)" : "")));
      List<Line> lines = PlayerCsv.records(name, text.text()).stream()
          .map(r -> new Line(r.line(), r.cells())).toList();
      tables = List.of(new Table(null, lines));
    }
    return rows(name, tables, regulations, notices, choices);
  }

  private static String encodingZh(String encoding) {
    return encoding.equals("GB18030") ? "GB18030（GBK）" : encoding;
  }

  private static ProblemException notAForm(String name) {
    return ProblemException.of(name, "不是报名表：既不是 Excel 工作簿（.xlsx、.xls），也不是 CSV 文本",
        "not an entry form: neither an Excel workbook (.xlsx, .xls) nor CSV text");
  }

  /** The sheets of a workbook as text; macros are never run (POI does not run them) and are mentioned. */
  private static List<Table> workbook(String name, byte[] bytes, List<Notice> notices) {
    List<Table> tables = new ArrayList<>();
    // POI's zip-bomb guard (ZipSecureFile: entries that inflate more than 100 times) stays at its defaults.
    try (Workbook wb = WorkbookFactory.create(new ByteArrayInputStream(bytes))) {
      if (wb instanceof XSSFWorkbook x && x.isMacroEnabled()) {
        notices.add(new Notice(name, "工作簿含宏：只读取单元格，宏不会运行", "the workbook has macros: only its cells are"
            + " read, the macros are never run"));
      }
      for (int i = 0; i < wb.getNumberOfSheets(); i++) {
        if (wb.isSheetHidden(i) || wb.isSheetVeryHidden(i)) {
          continue; // the lists behind drop-downs, kept out of sight by the form's author
        }
        tables.add(table(wb.getSheetAt(i)));
      }
    } catch (EncryptedDocumentException e) {
      throw ProblemException.of(name, "工作簿设有打开密码（已加密），无法读取：请在 Excel 中取消密码后另存",
          "the workbook is password-protected (encrypted) and cannot be read: remove the password in Excel and save"
              + " it again");
    } catch (IOException | RuntimeException e) {
      if (String.valueOf(e.getMessage()).contains("Zip bomb")) {
        throw ProblemException.of(name, "工作簿解压后远大于文件本身（疑似“压缩炸弹”），拒绝读取",
            "the workbook expands to far more than its size (a suspected zip bomb): refused");
      }
      throw ProblemException.of(name, "无法作为 Excel 工作簿读取（文件已损坏，或不是工作簿）",
          "cannot be read as an Excel workbook (the file is damaged, or not a workbook)");
    }
    if (tables.stream().allMatch(t -> t.lines().isEmpty())) {
      throw ProblemException.of(name, "工作簿是空的：没有一个工作表有内容", "the workbook is empty: no sheet holds anything");
    }
    return tables;
  }

  private static Table table(Sheet sheet) {
    Map<Long, String> merged = new HashMap<>();
    for (CellRangeAddress range : sheet.getMergedRegions()) {
      Row first = sheet.getRow(range.getFirstRow());
      String value = first == null ? "" : text(first.getCell(range.getFirstColumn()));
      for (int r = range.getFirstRow(); r <= range.getLastRow(); r++) {
        for (int c = range.getFirstColumn(); c <= range.getLastColumn(); c++) {
          merged.put(((long) r << 20) | c, value); // a merged cell (a unit over its players) holds its value in each
        }
      }
    }
    List<Line> lines = new ArrayList<>();
    for (Row row : sheet) {
      List<String> cells = new ArrayList<>();
      for (int c = 0; c < Math.max(0, row.getLastCellNum()); c++) {
        String m = merged.get(((long) row.getRowNum() << 20) | c);
        cells.add(m != null ? m : text(row.getCell(c)));
      }
      if (cells.stream().anyMatch(s -> !s.isBlank())) {
        lines.add(new Line(row.getRowNum() + 1, cells));
      }
    }
    return new Table(sheet.getSheetName(), lines);
  }

  /** A cell as a person reads it: dates as 2009-05-01, whole numbers without ".0", formulas by their last value. */
  private static String text(Cell cell) {
    if (cell == null) {
      return "";
    }
    CellType type = cell.getCellType() == CellType.FORMULA ? cell.getCachedFormulaResultType() : cell.getCellType();
    return switch (type) {
      case STRING -> cell.getStringCellValue();
      case BOOLEAN -> cell.getBooleanCellValue() ? "是" : "否";
      case NUMERIC -> DateUtil.isCellDateFormatted(cell) && DateUtil.isValidExcelDate(cell.getNumericCellValue())
          ? cell.getLocalDateTimeCellValue().toLocalDate().toString()
          : BigDecimal.valueOf(cell.getNumericCellValue()).stripTrailingZeros().toPlainString();
      default -> "";
    };
  }

  /** Every table's rows: as players, or as refusals with their reasons. */
  private static Form rows(String name, List<Table> tables, Regulations r, List<Notice> notices,
      List<ColumnChoice> choices) {
    List<Refusal> refused = new ArrayList<>();
    List<PlayerCsv.Row> rows = new ArrayList<>();
    List<Place> places = new ArrayList<>();
    List<SheetColumns> sheets = new ArrayList<>();
    long withHeader = tables.stream().filter(t -> header(t) >= 0).count();
    for (int ti = 0; ti < tables.size(); ti++) {
      Table table = tables.get(ti);
      String prefix = table.sheet() == null ? name + ":" : name + ":" + table.sheet() + "!";
      int h = header(table);
      if (h < 0) {
        if (!table.lines().isEmpty()) {
          notices.add(new Notice(prefix.substring(0, prefix.length() - 1), "找不到标题行（含“姓名”等列名的一行），未读取此表",
              "no header row (a row with 姓名 and other column names): this sheet was not read"));
        }
        continue;
      }
      Line header = table.lines().get(h);
      Map<Integer, String> chosen = new HashMap<>();
      choices.stream().filter(c -> java.util.Objects.equals(c.sheet(), table.sheet()))
          .forEach(c -> chosen.put(c.column(), c.field()));
      Map<String, Integer> column = new LinkedHashMap<>();
      // the arbiter's choices first: a heading never takes a field the arbiter gave another column
      chosen.forEach((c, field) -> {
        if (!field.equals(IGNORED)) {
          column.putIfAbsent(field, c);
        }
      });
      List<String> ignored = new ArrayList<>();
      List<Column> columns = new ArrayList<>();
      for (int c = 0; c < Math.max(header.cells().size(), chosen.keySet().stream().mapToInt(i -> i + 1).max()
          .orElse(0)); c++) {
        String heading = c < header.cells().size() ? header.cells().get(c).strip() : "";
        if (heading.isEmpty() && !chosen.containsKey(c)) {
          continue;
        }
        String field;
        if (chosen.containsKey(c)) {
          field = chosen.get(c).equals(IGNORED) || column.get(chosen.get(c)) != c ? null : chosen.get(c);
        } else {
          field = PlayerColumns.field(heading).orElse(null);
          // 备注 helps find the header, but a player has no remarks: it is said to be left out like any other
          if (field != null && (field.equals("remark") || column.putIfAbsent(field, c) != null)) {
            field = null;
          }
        }
        if (field == null) {
          ignored.add(heading.isEmpty() ? CellReference.convertNumToColString(c) : heading);
        }
        columns.add(new Column(c, CellReference.convertNumToColString(c), heading, field, chosen.containsKey(c)));
      }
      sheets.add(new SheetColumns(table.sheet(), header.number(), columns));
      if (!ignored.isEmpty()) {
        notices.add(new Notice(prefix + header.number(), "未使用的列：" + String.join("、", ignored),
            "columns not used: " + String.join(", ", ignored)));
      }
      String fromSheet = sheetField(table.sheet(), column, r, withHeader);
      for (Line line : table.lines().subList(h + 1, table.lines().size())) {
        Map<String, String> cells = new HashMap<>();
        column.forEach((field, c) -> cells.put(field, FormCells.tidy(field, c < line.cells().size()
            ? line.cells().get(c) : "")));
        if (fromSheet != null) {
          cells.put(fromSheet, table.sheet().strip());
        }
        Place at = new Place(name, table.sheet(), ti, line.number());
        String place = prefix + line.number();
        if (cells.getOrDefault("name", "").isEmpty()) {
          long filled = line.cells().stream().filter(s -> !s.isBlank()).count();
          if (filled <= 1) {
            continue; // a note under the list, or a numbered empty row
          }
        }
        Map<String, String> columnOf = new HashMap<>();
        Function<String, String> where = field -> {
          if (!column.containsKey(field)) {
            return place + " " + field;
          }
          int c = column.get(field);
          String label = c < header.cells().size() && !header.cells().get(c).isBlank()
              ? header.cells().get(c).strip() : PlayerColumns.title(field);
          String w = prefix + CellReference.convertNumToColString(c) + line.number() + " " + label;
          columnOf.put(w, CellReference.convertNumToColString(c) + " " + label);
          return w;
        };
        ProblemList problems = new ProblemList(name);
        Player p = null;
        if (PlayerColumns.goodText(where, cells::get, problems)) {
          FormCells.idNumber(where.apply("idNumber"), cells, problems);
          p = PlayerColumns.player(where, cells::get, r, problems);
        }
        if (p != null && problems.isEmpty()) {
          rows.add(new PlayerCsv.Row(place, p));
          places.add(at);
        } else {
          problems.problems().forEach(x -> refused.add(new Refusal(x.where(), at, columnOf.get(x.where()), x.zh(),
              x.en())));
        }
      }
    }
    if (withHeader == 0) {
      throw ProblemException.of(name, "没有一个工作表有标题行（含“姓名”等列名的一行）：可用的列名 " + PlayerColumns.known(),
          "no sheet has a header row (a row with 姓名 and other column names); known columns: " + PlayerColumns.known());
    }
    if (rows.isEmpty() && refused.isEmpty()) {
      throw ProblemException.of(name, "报名表中没有棋手", "the form lists no players");
    }
    if (rows.size() + refused.stream().map(Refusal::place).distinct().count() > PlayerCsv.MAX_PLAYERS) {
      throw ProblemException.of(name, String.format("棋手过多：最多 %,d 名", PlayerCsv.MAX_PLAYERS),
          String.format("too many players: at most %,d", PlayerCsv.MAX_PLAYERS));
    }
    return new Form(rows, notices, places, sheets, refused);
  }

  /**
   * The field a sheet's name supplies, if its column is missing: the division when the name is one of the
   * regulations' divisions, else the unit when the workbook has several sheets of players (one per unit).
   */
  private static String sheetField(String sheet, Map<String, Integer> column, Regulations r, long sheets) {
    if (sheet == null) {
      return null;
    }
    boolean division;
    try {
      PlayerFields.division("sheet", r, sheet);
      division = !sheet.isBlank();
    } catch (ProblemException e) {
      division = false;
    }
    if (division && !column.containsKey("division")) {
      return "division";
    }
    if (!division && sheets > 1 && !column.containsKey("unit")
        && !sheet.strip().toLowerCase(Locale.ROOT).matches("sheet\\d*|工作表\\d*|报名表\\d*")) {
      return "unit";
    }
    return null;
  }

  /** The index of a table's header row among its lines, or -1. */
  private static int header(Table table) {
    for (int i = 0; i < Math.min(HEADER_SEARCH_ROWS, table.lines().size()); i++) {
      List<String> cells = table.lines().get(i).cells();
      long known = cells.stream().filter(c -> PlayerColumns.field(c.strip()).isPresent()).count();
      boolean name = cells.stream().anyMatch(c -> PlayerColumns.field(c.strip()).filter("name"::equals).isPresent());
      long filled = cells.stream().filter(c -> !c.isBlank()).count();
      if (name && (known >= 2 || known == filled)) {
        return i;
      }
    }
    return -1;
  }
}
