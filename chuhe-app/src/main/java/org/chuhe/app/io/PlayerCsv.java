package org.chuhe.app.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.chuhe.model.Player;
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
      Function<String, String> where = field -> place + " " + field;
      if (!PlayerColumns.goodText(where, cell, problems)) {
        continue;
      }
      Player p = PlayerColumns.player(where, cell, regulations, problems);
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

  private static Map<String, Integer> header(String name, Record header, ProblemList problems) {
    Map<String, Integer> column = new HashMap<>();
    for (int i = 0; i < header.cells().size(); i++) {
      String title = header.cells().get(i).strip();
      String field = PlayerColumns.field(title).orElse(null);
      if (field == null) {
        String known = PlayerColumns.known();
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
  public record Record(int line, List<String> cells) {}

  /**
   * RFC 4180 (Commons CSV): commas, double quotes around cells that hold commas, quotes or line breaks, "" for a
   * quote. At most {@value #MAX_PLAYERS} rows after the header.
   */
  public static List<Record> records(String name, String text) {
    List<Record> records = new ArrayList<>();
    CSVFormat format = CSVFormat.RFC4180.builder().setIgnoreEmptyLines(false).setIgnoreSurroundingSpaces(false)
        .get();
    try (CSVParser parser = CSVParser.parse(text, format)) {
      long lineBefore = 0;
      for (CSVRecord r : parser) {
        records.add(new Record((int) lineBefore + 1, r.toList()));
        if (records.size() > MAX_PLAYERS + 1) {
          throw ProblemException.of(name, String.format("行数过多：报名表每名棋手一行，最多 %,d 名", MAX_PLAYERS),
              String.format("too many rows: a registration list has one row per player, at most %,d", MAX_PLAYERS));
        }
        lineBefore = parser.getCurrentLineNumber();
      }
    } catch (IOException | UncheckedIOException e) {
      int line = (int) records.stream().mapToLong(Record::line).max().orElse(0) + 1;
      throw ProblemException.of(name + ":" + line, "CSV 格式错误（引号不成对？）", "malformed CSV (unbalanced quotes?)");
    }
    return records;
  }
}
