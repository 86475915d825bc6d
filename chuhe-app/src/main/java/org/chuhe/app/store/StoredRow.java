package org.chuhe.app.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.chuhe.app.io.EnumNames;
import org.chuhe.model.Range;
import org.chuhe.model.Result;
import org.chuhe.problem.InvalidValue;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * One row read from the database, read as strictly as a tournament document is: every column the stores read into
 * the model goes through here. SQLite keeps whatever another program writes into a column (text in a number
 * column, an unknown name, a date that is not a date), and a damaged record can read back as such values without
 * SQLite's own check noticing; the driver would then hand over 0 for the text, or the engines fail far away with an
 * internal error. Here a value chuhe never writes is refused on the spot with one problem naming the table, the row
 * (its key), the column and the value, and saying what to do.
 *
 * <p>The types are checked, not converted: a number column must hold an integer (not text, not 1.5), a boolean
 * column 0 or 1 (PostgreSQL's {@code BOOLEAN}), a text column text that is valid UTF-8. Enum names must be the
 * exact names chuhe writes.
 */
final class StoredRow {
  /** Columns whose values are never printed, not even in an error (see {@code model.Sensitive}). */
  private static final Set<String> SENSITIVE = Set.of("phone", "id_number", "code");
  private static final int SHOWN_CHARS = 60;
  private static final String DAMAGE_ZH = "数据库被 chuhe 以外的程序改动过，或已损坏：请用数据库工具（如 sqlite3）改正这一行，或用备份恢复";
  private static final String DAMAGE_EN = "The database was changed by another program, or is damaged: correct this "
      + "row with a database tool (such as sqlite3), or restore a backup";

  private final ResultSet rs;
  private final String table;
  private final String[] key;

  /** The current row of {@code rs}, of {@code table}, whose key is {@code key} (named in messages). */
  StoredRow(ResultSet rs, String table, String... key) {
    this.rs = rs;
    this.table = table;
    this.key = key;
  }

  /** A value read from the database that chuhe never writes: a {@link ProblemException} of kind STORAGE. */
  static final class Invalid extends ProblemException {
    private static final long serialVersionUID = 1L;

    Invalid(String where, String zh, String en) {
      super(Problem.of(Problem.Kind.STORAGE, where, zh + "。" + DAMAGE_ZH, en + ". " + DAMAGE_EN));
    }

    /** The same problem, naming the database it was read from. */
    ProblemException in(DatabaseLocation location) {
      return new ProblemException(problems().stream().map(p -> p.within(location.describe())).toList());
    }
  }

  /** A row that refers to a row that is not there, as SQLite's {@code foreign_key_check} reports it. */
  static Invalid dangling(String table, long rowid, String parent) {
    return new Invalid(table + "[rowid=" + rowid + "]", "引用了 " + parent + " 表中不存在的行",
        "refers to a row of " + parent + " that does not exist");
  }

  // --- the typed readers --------------------------------------------------------------------------------------

  /** Text, present. */
  String text(String column) throws SQLException {
    return present(column, optionalText(column));
  }

  /** Text or NULL. */
  String optionalText(String column) throws SQLException {
    Object v = rs.getObject(column);
    if (v == null) {
      return null;
    }
    if (!(v instanceof String s)) {
      throw bad(column, v, "不是文本", "is not text");
    }
    if (s.indexOf('\uFFFD') >= 0) {
      throw bad(column, v, "不是有效的文本（UTF-8 编码已损坏）", "is not valid text (its UTF-8 is broken)");
    }
    return s;
  }

  /** An identifier: text that is not blank. */
  String id(String column) throws SQLException {
    String s = text(column);
    if (s.isBlank()) {
      throw bad(column, s, "是空的", "is blank");
    }
    return s;
  }

  int integer(String column) throws SQLException {
    return present(column, optionalInteger(column));
  }

  /** A whole number of {@code range} ({@link Range}: what every input of such a number is held to). */
  int integer(String column, Range range) throws SQLException {
    return present(column, optionalInteger(column, range));
  }

  /** A whole number of {@code range}, or NULL. */
  Integer optionalInteger(String column, Range range) throws SQLException {
    Integer n = optionalInteger(column);
    if (n != null && !range.holds(n)) {
      throw bad(column, n, "超出范围（" + range.zh() + "）", "is out of range (" + range.en() + ")");
    }
    return n;
  }

  Integer optionalInteger(String column) throws SQLException {
    Long n = optionalLong(column);
    if (n == null) {
      return null;
    }
    if (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) {
      throw bad(column, n, "超出范围", "is out of range");
    }
    return n.intValue();
  }

  long bigInteger(String column) throws SQLException {
    return present(column, optionalLong(column));
  }

  boolean bool(String column) throws SQLException {
    return present(column, optionalBool(column));
  }

  /** A boolean: PostgreSQL's {@code BOOLEAN}, or SQLite's 0 and 1. */
  Boolean optionalBool(String column) throws SQLException {
    Object v = rs.getObject(column);
    if (v == null || v instanceof Boolean) {
      return (Boolean) v;
    }
    if (integral(v) && (((Number) v).longValue() == 0 || ((Number) v).longValue() == 1)) {
      return ((Number) v).longValue() == 1;
    }
    throw bad(column, v, "不是真假值（0 或 1）", "is not a boolean (0 or 1)");
  }

  /** One of {@code type}'s constants, by the exact name chuhe writes. */
  <E extends Enum<E>> E choice(String column, Class<E> type) throws SQLException {
    return present(column, optionalChoice(column, type));
  }

  <E extends Enum<E>> E optionalChoice(String column, Class<E> type) throws SQLException {
    String s = optionalText(column);
    if (s == null) {
      return null;
    }
    for (E constant : type.getEnumConstants()) {
      if (constant.name().equals(s)) {
        return constant;
      }
    }
    List<String> names = EnumNames.choices(type);
    throw bad(column, s, "不是可用的取值（" + String.join("、", names) + "）", "is not one of " + String.join(", ", names));
  }

  /** A date as ISO-8601 text ({@code 2005-03-01}), or NULL. */
  LocalDate optionalDate(String column) throws SQLException {
    String s = optionalText(column);
    try {
      return s == null ? null : LocalDate.parse(s);
    } catch (DateTimeException e) {
      throw bad(column, s, "不是日期（年-月-日，如 2005-03-01）", "is not a date (year-month-day, such as 2005-03-01)");
    }
  }

  /** An instant as chuhe stores it (ISO-8601 UTC, {@code 2026-11-30T09:14:03.120Z}), or NULL. */
  Instant optionalInstant(String column) throws SQLException {
    String s = optionalText(column);
    try {
      return s == null ? null : Instant.parse(s);
    } catch (DateTimeException e) {
      throw bad(column, s, "不是时间（ISO-8601 UTC，如 2026-11-30T09:14:03Z）",
          "is not a time (ISO-8601 UTC, such as 2026-11-30T09:14:03Z)");
    }
  }

  /** A result code as a document has it ({@code 1-0}, {@code 1/2} …), NULL for a game without a result. */
  Result result(String column) throws SQLException {
    String s = optionalText(column);
    return Result.parse(s).orElseThrow(() -> bad(column, s, "不是结果代码（" + Result.codes("、") + " 或空值）",
        "is not a result code (" + Result.codes(", ") + " or NULL)"));
  }

  /**
   * Makes a model value of this row: a value the model refuses (a round 0, negative fouls) is a damaged row, not an
   * internal error. The stores check what they can before, in both languages; this is the net under them.
   */
  <T> T model(Supplier<T> make) {
    try {
      return make.get();
    } catch (InvalidValue e) {
      throw wrong("模型拒绝了这一行（" + e.getMessage() + "）", "the model refuses this row (" + e.getMessage() + ")");
    }
  }

  // --- the problems --------------------------------------------------------------------------------------------

  /** The value of {@code column} is wrong: the problem names it. */
  Invalid bad(String column, Object value, String zh, String en) {
    return new Invalid(place() + "." + column, "值 " + shown(column, value, true) + " " + zh,
        "the value " + shown(column, value, false) + " " + en);
  }

  /** The row as a whole is wrong (it refers to something that is not there). */
  Invalid wrong(String zh, String en) {
    return new Invalid(place(), zh, en);
  }

  /** A value of a column that must hold one (NOT NULL keeps it so, unless the schema was changed). */
  private <T> T present(String column, T value) {
    if (value == null) {
      throw bad(column, null, "缺失", "is missing");
    }
    return value;
  }

  /** {@code table[column=value, …]}: the row by its key, as read (a damaged key is shown as it is). */
  private String place() {
    List<String> parts = new ArrayList<>();
    for (String column : key) {
      try {
        parts.add(column + "=" + raw(rs.getObject(column)));
      } catch (SQLException unreadable) {
        parts.add(column + "=?");
      }
    }
    return table + "[" + String.join(", ", parts) + "]";
  }

  private Long optionalLong(String column) throws SQLException {
    Object v = rs.getObject(column);
    if (v == null) {
      return null;
    }
    if (!integral(v)) {
      throw bad(column, v, "不是整数", "is not a whole number");
    }
    return ((Number) v).longValue();
  }

  private static boolean integral(Object v) {
    return v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte;
  }

  private static String raw(Object v) {
    if (v instanceof byte[] bytes) {
      return "<" + bytes.length + " bytes>";
    }
    return String.valueOf(v);
  }

  private static String shown(String column, Object v, boolean zh) {
    if (v == null) {
      return zh ? "空值（NULL）" : "NULL";
    }
    if (v instanceof byte[] bytes) {
      return zh ? "（二进制数据，" + bytes.length + " 字节）" : "(binary data, " + bytes.length + " bytes)";
    }
    if (SENSITIVE.contains(column)) {
      return "***";
    }
    if (v instanceof String s) {
      String cut = s.length() > SHOWN_CHARS ? s.substring(0, SHOWN_CHARS) + "…" : s;
      return "\"" + cut.replace("\n", "\\n") + "\"";
    }
    return String.valueOf(v);
  }
}
