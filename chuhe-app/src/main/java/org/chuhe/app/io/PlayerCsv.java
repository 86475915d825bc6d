package org.chuhe.app.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import org.chuhe.model.Player;
import org.chuhe.model.Range;
import org.chuhe.model.Residence;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;

/**
 * A registration list as CSV: UTF-8 (a byte-order mark is fine; the file itself is read by {@link InputFiles}), one
 * header row, one player per row, every cell good text ({@link InputText}). Headers may be
 * English field names or the Chinese column titles of a registration form (姓名, 组别, 单位 …). Every bad cell is
 * reported as {@code FILE:LINE field} with what is wrong, and a list with any bad row yields no players at all.
 */
public final class PlayerCsv {
  /** The most players one list may hold: ten times a 10,000-player event. */
  public static final int MAX_PLAYERS = 100_000;

  /** Column names by field; the first is the one written in messages. */
  private static final Map<String, List<String>> COLUMNS = new LinkedHashMap<>();

  static {
    COLUMNS.put("id", List.of("id", "编号", "棋手编号"));
    COLUMNS.put("name", List.of("name", "姓名"));
    COLUMNS.put("division", List.of("division", "组别"));
    COLUMNS.put("unit", List.of("unit", "单位", "代表队"));
    COLUMNS.put("gender", List.of("gender", "性别"));
    COLUMNS.put("birthDate", List.of("birthDate", "出生日期", "出生年月日"));
    COLUMNS.put("province", List.of("province", "省", "户籍省"));
    COLUMNS.put("city", List.of("city", "市", "户籍市"));
    COLUMNS.put("grade", List.of("grade", "等级", "等级称号"));
    COLUMNS.put("rating", List.of("rating", "等级分"));
    COLUMNS.put("feePaid", List.of("feePaid", "已缴费", "缴费"));
    COLUMNS.put("checkedIn", List.of("checkedIn", "已报到", "报到"));
    COLUMNS.put("phone", List.of("phone", "电话", "手机"));
    COLUMNS.put("idNumber", List.of("idNumber", "身份证号", "身份证"));
  }

  private PlayerCsv() {}

  /** One player read from a row, and the row's place ({@code FILE:LINE}) for later messages. */
  public record Row(String place, Player player) {}

  public static List<Row> read(Path file, Regulations regulations) {
    String name = file.getFileName().toString();
    return read(name, InputFiles.read(file, name, InputFiles.Kind.PLAYER_LIST), regulations);
  }

  public static List<Row> read(String name, String text, Regulations regulations) {
    List<Record> records = records(name, InputFiles.text(name, text, InputFiles.Kind.PLAYER_LIST));
    if (records.isEmpty() || records.get(0).cells().stream().allMatch(String::isBlank)) {
      throw ProblemException.of(name, "文件是空的（至少要有标题行和一名棋手）",
          "the file is empty (it needs a header row and at least one player)");
    }
    ProblemList problems = new ProblemList(name);
    Map<String, Integer> column = header(name, records.get(0), problems);
    if (!problems.isEmpty()) {
      throw problems.exception();
    }
    if (!column.containsKey("name")) {
      throw ProblemException.of(name + ":1", "缺少“姓名”(name) 列", "there is no name (姓名) column");
    }
    List<Row> rows = new ArrayList<>();
    for (Record r : records.subList(1, records.size())) {
      if (r.cells().stream().allMatch(String::isBlank)) {
        continue;
      }
      String place = name + ":" + r.line();
      if (r.cells().size() != records.get(0).cells().size()) {
        problems.add(Problem.at(place, "本行有 " + r.cells().size() + " 列，标题行有 " + records.get(0).cells().size()
            + " 列", "this row has " + r.cells().size() + " cells, the header has " + records.get(0).cells().size()));
        continue;
      }
      Function<String, String> cell = field -> column.containsKey(field) ? r.cells().get(column.get(field)) : null;
      if (!goodText(place, cell, problems)) {
        continue;
      }
      Player p = player(place, cell, regulations, problems);
      if (p != null) {
        rows.add(new Row(place, p));
      }
    }
    if (!problems.isEmpty()) {
      List<Problem> all = new ArrayList<>(problems.problems());
      all.add(Problem.at(name, "有错误，未导入任何棋手", "there are errors: no player was imported"));
      throw new ProblemException(all);
    }
    if (rows.isEmpty()) {
      throw ProblemException.of(name, "文件中没有棋手", "the file lists no players");
    }
    return rows;
  }

  /** Whether every cell of the row is good text ({@link InputText}); a problem for each one that is not. */
  private static boolean goodText(String place, Function<String, String> cell, ProblemList problems) {
    boolean good = true;
    for (String field : COLUMNS.keySet()) {
      var fault = InputText.fault(cell.apply(field));
      if (fault.isPresent()) {
        problems.add(Problem.at(place + " " + field, fault.get().zh(), fault.get().en()));
        good = false;
      }
    }
    return good;
  }

  private static Player player(String place, Function<String, String> cell, Regulations r, ProblemList problems) {
    int before = problems.size();
    String name = PlayerFields.text(cell.apply("name"));
    if (name == null) {
      problems.add(Problem.at(place + " name", "缺少姓名", "name missing"));
    }
    var division = field(problems, () -> PlayerFields.division(place + " division", r, cell.apply("division")));
    var gender = field(problems, () -> PlayerFields.gender(place + " gender", cell.apply("gender")));
    var birth = field(problems, () -> PlayerFields.date(place + " birthDate", cell.apply("birthDate")));
    var rating = field(problems, () -> PlayerFields.integer(place + " rating", cell.apply("rating"), Range.RATING));
    var paid = field(problems, () -> PlayerFields.yesNo(place + " feePaid", cell.apply("feePaid")));
    var checkedIn = field(problems, () -> PlayerFields.yesNo(place + " checkedIn", cell.apply("checkedIn")));
    if (problems.size() > before) {
      return null;
    }
    String province = PlayerFields.text(cell.apply("province"));
    String city = PlayerFields.text(cell.apply("city"));
    return new Player(Objects.requireNonNullElse(PlayerFields.text(cell.apply("id")), ""), name, division, PlayerFields.text(cell.apply("unit")),
        gender, birth, province == null && city == null ? null : new Residence(province, city),
        PlayerFields.text(cell.apply("grade")), rating, null, paid == null || paid, checkedIn != null && checkedIn,
        PlayerFields.text(cell.apply("phone")), PlayerFields.text(cell.apply("idNumber")));
  }

  private static <T> T field(ProblemList problems, Supplier<T> parse) {
    try {
      return parse.get();
    } catch (ProblemException e) {
      problems.addAll(e.problems());
      return null;
    }
  }

  private static Map<String, Integer> header(String name, Record header, ProblemList problems) {
    Map<String, String> byTitle = new HashMap<>();
    COLUMNS.forEach((field, titles) -> titles.forEach(t -> byTitle.put(t.toLowerCase(Locale.ROOT), field)));
    Map<String, Integer> column = new HashMap<>();
    for (int i = 0; i < header.cells().size(); i++) {
      String title = header.cells().get(i).strip();
      String field = byTitle.get(title.toLowerCase(Locale.ROOT));
      if (field == null) {
        String known = String.join(", ", COLUMNS.values().stream().map(t -> t.get(0) + "/" + t.get(1)).toList());
        String shown = InputText.shown(title, 40);
        problems.add(Problem.at(name + ":1 column " + (i + 1), "未知的列标题 \"" + shown + "\"（可用：" + known + "）",
            "unknown column \"" + shown + "\" (known: " + known + ")"));
      } else if (column.put(field, i) != null) {
        problems.add(Problem.at(name + ":1 column " + (i + 1), "列 \"" + title + "\" 重复", "column \"" + title
            + "\" appears twice"));
      }
    }
    return column;
  }

  /** One CSV record and the line it starts on. */
  private record Record(int line, List<String> cells) {}

  /**
   * RFC 4180: commas, double quotes around cells that hold commas, quotes or line breaks, "" for a quote. At most
   * {@value #MAX_PLAYERS} rows after the header.
   */
  private static List<Record> records(String name, String text) {
    List<Record> records = new ArrayList<>();
    List<String> cells = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    boolean quoted = false;
    int line = 1;
    int start = 1;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
          cell.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          if (c == '\n') {
            line++;
          }
          cell.append(c);
        }
      } else if (c == '"' && cell.toString().isBlank()) {
        cell.setLength(0);
        quoted = true;
      } else if (c == ',') {
        cells.add(cell.toString());
        cell.setLength(0);
      } else if (c == '\n' || c == '\r') {
        if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
          i++;
        }
        cells.add(cell.toString());
        cell.setLength(0);
        records.add(new Record(start, List.copyOf(cells)));
        if (records.size() > MAX_PLAYERS + 1) {
          throw ProblemException.of(name, String.format("行数过多：报名表每名棋手一行，最多 %,d 名", MAX_PLAYERS),
              String.format("too many rows: a registration list has one row per player, at most %,d", MAX_PLAYERS));
        }
        cells.clear();
        line++;
        start = line;
      } else {
        cell.append(c);
      }
    }
    if (cell.length() > 0 || !cells.isEmpty()) {
      cells.add(cell.toString());
      records.add(new Record(start, List.copyOf(cells)));
    }
    return records;
  }
}
