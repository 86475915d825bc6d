package org.chuhe.app.io.trf;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chuhe.app.io.InputFiles;
import org.chuhe.model.Game;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.Unit;
import org.chuhe.model.UnitKind;
import org.chuhe.model.Withdrawal;
import org.chuhe.model.Range;
import org.chuhe.problem.InvalidValue;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.Scoring;
import org.chuhe.standings.StandingsEngine;
import org.chuhe.tournament.Tournament;

/**
 * A FIDE Tournament Report File (TRF06, TRF16, TRF-2026, with JaVaFo's XX* and TRFx's DAT records) as a chuhe
 * tournament of one division ({@value #DIVISION}) under generic regulations with the file's point system
 * (docs/trf.md). Every line that cannot be read is a problem naming file, line and column, all of them together;
 * whatever the file holds that chuhe cannot express is a note, never dropped silently.
 */
public final class TrfReader {
  /** The division an imported TRF becomes (the default regulations' one). */
  public static final String DIVISION = "open";

  /** The tournament read, and what of the file it could not keep. */
  public record Read(Tournament tournament, List<TrfNote> notes) {}

  private TrfReader() {}

  /** Whether a file named {@code fileName} (may be null) looks like a TRF: by its extension, or by its first record. */
  public static boolean isTrf(String fileName, String text) {
    String name = fileName == null ? "" : fileName.toLowerCase(Locale.ROOT);
    if (name.endsWith(".trf") || name.endsWith(".trfx")) {
      return true;
    }
    if (name.endsWith(".json")) {
      return false;
    }
    String head = text == null ? "" : text.replace("\uFEFF", "").stripLeading();
    return head.startsWith("012 ") || head.startsWith("001 ") || head.startsWith("###");
  }

  /** Whether {@code file} is a TRF: by its extension, else by its first line (never for {@code .json}). */
  public static boolean isTrf(Path file) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".trf") || name.endsWith(".trfx")) {
      return true;
    }
    if (name.endsWith(".json") || !java.nio.file.Files.isRegularFile(file)) {
      return false;
    }
    try (var in = java.nio.file.Files.newInputStream(file)) {
      return isTrf((String) null, new String(in.readNBytes(64), java.nio.charset.StandardCharsets.UTF_8));
    } catch (java.io.IOException e) {
      return false; // the document reader says why the file cannot be read
    }
  }

  public static Read read(Path file) {
    String name = file.getFileName().toString();
    return read(name, InputFiles.bytes(file, name, InputFiles.Kind.DOCUMENT));
  }

  /**
   * The file's bytes: UTF-8, or GB18030 (GBK) as a program on Chinese Windows writes it, which a note then says so
   * that the arbiter can check the names came out right.
   */
  public static Read read(String fileName, byte[] bytes) {
    InputFiles.Decoded decoded = InputFiles.decodeUtf8OrGb18030(fileName, bytes, InputFiles.Kind.DOCUMENT);
    Read read = read(fileName, decoded.text());
    if (decoded.encoding().equals("UTF-8")) {
      return read;
    }
    List<TrfNote> notes = new java.util.ArrayList<>();
    notes.add(new TrfNote(fileName, "文件不是 UTF-8，已按 " + decoded.encoding() + "（GBK）读取，请核对姓名",
        "not UTF-8: read as " + decoded.encoding() + " (GBK); check the names"));
    notes.addAll(read.notes());
    return new Read(read.tournament(), List.copyOf(notes));
  }

  /** The file's text; {@code fileName} is how problems name it, and gives the tournament its id. */
  public static Read read(String fileName, String text) {
    return new Parse(fileName, InputFiles.text(fileName, text, InputFiles.Kind.DOCUMENT)).tournament();
  }

  /** One round of a player's record as the file has it. */
  private record Block(int round, int opponent, char colour, char result, int line, int column) {
    boolean blank() {
      return opponent == 0 && colour == ' ' && result == ' ';
    }
  }

  private static final class Entrant {
    int line;
    int rank;
    String name;
    Gender gender;
    Integer rating;
    LocalDate birth;
    BigDecimal pointsColumn;
    final Map<Integer, Block> blocks = new TreeMap<>();
    String unit;
    Integer withdrawnAfter;
    String withdrawalReason;
    final Set<Integer> late = new TreeSet<>();

    String id() {
      return "p" + rank;
    }
  }

  private static final class Parse {
    private final String file;
    private final String[] lines;
    private final List<Problem> problems = new ArrayList<>();
    private final List<TrfNote> notes = new ArrayList<>();
    private final Map<Integer, Entrant> entrants = new LinkedHashMap<>();
    /** Points by TRF's codes (W, D, L, A, P) and JaVaFo's (WW, BW, ... FL), as the file states them. */
    private final Map<String, BigDecimal> points = new LinkedHashMap<>();
    private final Map<Integer, Set<Integer>> zeroByes = new TreeMap<>();
    private final Map<String, Integer> notKept = new LinkedHashMap<>();
    private String name;
    private Integer declaredRounds;
    /** The cycles of a round robin that chuhe wrote (092), null for any other event. */
    private Integer roundRobinCycles;
    /** Record 062: its line and the number of players it states (chuhe counts the 001 records). */
    private int[] declaredPlayers;
    private boolean pointSystemStated;

    Parse(String file, String text) {
      this.file = file;
      this.lines = text.split("\r\n|\n|\r", -1);
    }

    private String where(int line, int column, String field) {
      return file + ":" + line + ":" + column + (field == null ? "" : " " + field);
    }

    private void problem(int line, int column, String field, String zh, String en) {
      problems.add(new Problem(where(line, column, field), "第 " + line + " 行第 " + column + " 列：" + zh,
          "line " + line + ", column " + column + ": " + en));
    }

    private void note(int line, String zh, String en) {
      notes.add(new TrfNote(line == 0 ? file : file + ":" + line, zh, en));
    }

    /** Something the file holds for some players that chuhe has no field for: counted, said once. */
    private void notKept(String what) {
      notKept.merge(what, 1, Integer::sum);
    }

    Read tournament() {
      for (int i = 0; i < lines.length; i++) {
        String line = lines[i];
        if (line.isBlank() || line.startsWith("###")) {
          continue;
        }
        record(i + 1, line);
      }
      if (declaredPlayers != null && declaredPlayers[1] >= 0 && declaredPlayers[1] != entrants.size()) {
        note(declaredPlayers[0], "062 记录写有 " + declaredPlayers[1] + " 名棋手，文件中有 " + entrants.size() + " 名",
            "record 062 states " + declaredPlayers[1] + " players, the file has " + entrants.size());
      }
      if (entrants.isEmpty() && problems.isEmpty()) {
        problems.add(new Problem(file, "文件中没有棋手记录（001 行）：这不是 TRF 文件，或是空的",
            "the file has no player records (001 lines): it is not a TRF file, or it is empty"));
      }
      // The games are checked even when a line was refused, so that one reading lists every problem of the file.
      Tournament t = null;
      try {
        t = entrants.isEmpty() ? null : build();
      } catch (InvalidValue e) {
        // A value the checks above let through that chuhe's model refuses: said for the file, not as a crash.
        problems.add(new Problem(file, e.zh(), e.en()));
      }
      if (!problems.isEmpty()) {
        throw new ProblemException(List.copyOf(problems));
      }
      notKept.forEach((what, count) -> note(0, count + " 名棋手的" + what.split("\\|")[0] + "未保留（chuhe 无此字段）",
          "the " + what.split("\\|")[1] + " of " + count + " players not kept (chuhe has no such field)"));
      return new Read(t, List.copyOf(notes));
    }

    private void record(int n, String line) {
      String code = line.length() < 3 ? line : line.substring(0, 3);
      switch (code) {
        case "012" -> name = rest(line);
        case "001" -> player(n, line);
        case "142", "XXR" -> declaredRounds = inRange(n, 5, "rounds", integer(n, line, 5, line.length(), "rounds",
            "轮数", "the rounds"), Range.ROUNDS);
        case "162" -> pointSystem162(n, line);
        case "XXS" -> pointSystemJavafo(n, line);
        case "DAT" -> data(n, line);
        case "240" -> bye240(n, line);
        case "062" -> {
          Integer count = integer(n, line, 5, line.length(), "players", "人数", "the number of players");
          declaredPlayers = new int[] {n, count == null ? -1 : count};
        }
        case "092" -> {
          // chuhe's own round robin (TrfWriter.type): "Round robin, 2 cycles (…)"; any other type is a note.
          java.util.regex.Matcher rr = java.util.regex.Pattern.compile("^" + TrfWriter.ROUND_ROBIN + ", ([12]) cycles?\\b")
              .matcher(rest(line));
          if (rr.find()) {
            roundRobinCycles = Integer.parseInt(rr.group(1));
          } else {
            note(n, "记录 092（" + headerZh("092") + "）未保留：" + rest(line),
                "record 092 (" + headerEn("092") + ") not kept: " + rest(line));
          }
        }
        case "022", "032", "042", "052", "072", "082", "102", "112", "122", "132", "152", "172", "182",
            "192", "202", "212", "222", "XXC", "XXB", "XXV" ->
            note(n, "记录 " + code + "（" + headerZh(code) + "）未保留：" + rest(line),
                "record " + code + " (" + headerEn(code) + ") not kept: " + rest(line));
        case "XXZ" -> note(n, "XXZ（下一轮缺席者）未保留：请在下一轮编排前登记缺席", "XXZ (absent in the next round) not "
            + "kept: record these absences before pairing the next round");
        case "XXF", "260" -> note(n, "禁止配对（" + code + "）未保留：" + rest(line),
            "prohibited pairings (" + code + ") not kept: " + rest(line));
        case "XXA", "250" -> note(n, "加速编排（" + code + "）未保留", "accelerated rounds (" + code + ") not kept");
        case "299" -> note(n, "异常计分（299）未保留，积分可能不同：" + rest(line),
            "abnormal points (299) not kept, so the points may differ: " + rest(line));
        case "013", "310", "320", "330", "300", "352", "362", "801", "802" ->
            note(n, "团体赛记录 " + code + " 未保留（chuhe 读入个人赛）", "team record " + code
                + " not kept (chuhe reads the individual event)");
        default -> {
          if (code.matches("[A-Z]{3}")) {
            note(n, "记录 " + code + "（国家等级分或扩展）未保留", "record " + code
                + " (a national rating or an extension) not kept");
          } else {
            problem(n, 1, "record", "无法识别的记录类型“" + code + "”（TRF 行以三位代码开头，如 001、012）",
                "unknown record \"" + code + "\" (a TRF line starts with a three-character code such as 001, 012)");
          }
        }
      }
    }

    private static String rest(String line) {
      return line.length() > 4 ? line.substring(4).strip() : "";
    }

    private static String headerZh(String code) {
      return switch (code) {
        case "022" -> "城市";
        case "032" -> "协会";
        case "042" -> "开始日期";
        case "052" -> "结束日期";
        case "102" -> "裁判长";
        case "112" -> "副裁判长";
        case "122" -> "用时";
        case "132" -> "各轮日期";
        default -> "赛事信息";
      };
    }

    private static String headerEn(String code) {
      return switch (code) {
        case "022" -> "city";
        case "032" -> "federation";
        case "042" -> "start date";
        case "052" -> "end date";
        case "102" -> "chief arbiter";
        case "112" -> "deputy arbiter";
        case "122" -> "time control";
        case "132" -> "round dates";
        default -> "tournament data";
      };
    }

    /** Columns {@code from}-{@code to} (1-based, inclusive) of a line, blank where the line is shorter. */
    private static String field(String line, int from, int to) {
      if (line.length() < from) {
        return "";
      }
      return line.substring(from - 1, Math.min(to, line.length()));
    }

    private Integer integer(int n, String line, int from, int to, String field, String zh, String en) {
      String v = field(line, from, to).strip();
      if (v.isEmpty()) {
        return null;
      }
      try {
        return Integer.valueOf(v);
      } catch (NumberFormatException e) {
        problem(n, from, field, zh + "应为整数：“" + v + "”", en + " should be a whole number: \"" + v + "\"");
        return null;
      }
    }

    /** {@code value} when it is null or in {@code range}; else a problem at the column, and null. */
    private Integer inRange(int n, int column, String field, Integer value, Range range) {
      if (value != null && !range.holds(value)) {
        problem(n, column, field, range.zh() + "，现为 " + value, range.en() + ", not " + value);
        return null;
      }
      return value;
    }

    private BigDecimal decimal(int n, int column, String v, String field, String zh, String en) {
      try {
        return new BigDecimal(v.strip());
      } catch (NumberFormatException e) {
        problem(n, column, field, zh + "应为数字（如 11.5）：“" + v.strip() + "”",
            en + " should be a number (like 11.5): \"" + v.strip() + "\"");
        return null;
      }
    }

    private void player(int n, String line) {
      Entrant e = new Entrant();
      e.line = n;
      Integer rank = integer(n, line, TrfLayout.START_RANK, TrfLayout.START_RANK_END, "start rank", "序号",
          "the start rank");
      if (rank == null) {
        if (field(line, TrfLayout.START_RANK, TrfLayout.START_RANK_END).isBlank()) {
          problem(n, TrfLayout.START_RANK, "start rank", "缺少序号（第 5–8 列）", "the start rank (columns 5-8) is missing");
        }
        return;
      }
      if (rank < 1 || rank > 9999) {
        problem(n, TrfLayout.START_RANK, "start rank", "序号应在 1–9999 之间：" + rank,
            "the start rank should be from 1 to 9999: " + rank);
        return;
      }
      if (entrants.containsKey(rank)) {
        problem(n, TrfLayout.START_RANK, "start rank", "序号 " + rank + " 已在第 " + entrants.get(rank).line + " 行用过",
            "start rank " + rank + " is already used on line " + entrants.get(rank).line);
        return;
      }
      e.rank = rank;
      String sex = field(line, TrfLayout.SEX, TrfLayout.SEX).strip().toLowerCase(Locale.ROOT);
      switch (sex) {
        case "" -> e.gender = null;
        case "m" -> e.gender = Gender.MALE;
        case "w", "f" -> e.gender = Gender.FEMALE;
        default -> problem(n, TrfLayout.SEX, "sex", "性别应为 m 或 w：“" + sex + "”", "the sex should be m or w: \"" + sex
            + "\"");
      }
      if (!field(line, TrfLayout.TITLE, TrfLayout.TITLE_END).isBlank()) {
        notKept("棋衔|titles");
      }
      e.name = field(line, TrfLayout.NAME, TrfLayout.NAME_END).strip();
      if (e.name.isEmpty()) {
        problem(n, TrfLayout.NAME, "name", "缺少姓名（第 15–47 列）", "the name (columns 15-47) is missing");
      }
      e.rating = integer(n, line, TrfLayout.RATING, TrfLayout.RATING_END, "rating", "等级分", "the rating");
      if (e.rating != null && (e.rating < 0 || e.rating > Range.RATING.max())) {
        problem(n, TrfLayout.RATING, "rating", "等级分应在 0–9999 之间：" + e.rating, "the rating should be from 0 to "
            + "9999: " + e.rating);
        e.rating = null;
      }
      if (e.rating != null && e.rating == 0) {
        e.rating = null;
      }
      if (!field(line, TrfLayout.FEDERATION, TrfLayout.FEDERATION_END).isBlank()) {
        notKept("协会|federations");
      }
      if (!field(line, TrfLayout.FIDE_ID, TrfLayout.FIDE_ID_END).isBlank()) {
        notKept("国际棋联编号|FIDE numbers");
      }
      birthDate(n, line, e);
      String pts = field(line, TrfLayout.POINTS, TrfLayout.POINTS_END);
      if (!pts.isBlank()) {
        e.pointsColumn = decimal(n, TrfLayout.POINTS, pts, "points", "积分", "the points");
      }
      integer(n, line, TrfLayout.RANK, TrfLayout.RANK_END, "rank", "名次", "the rank");
      for (int round = 1; TrfLayout.roundStart(round) <= line.length(); round++) {
        Block b = block(n, line, round);
        if (b != null && !b.blank()) {
          e.blocks.put(round, b);
        }
      }
      entrants.put(rank, e);
    }

    private void birthDate(int n, String line, Entrant e) {
      String v = field(line, TrfLayout.BIRTH_DATE, TrfLayout.BIRTH_DATE_END).strip();
      if (v.isEmpty()) {
        return;
      }
      if (v.matches("\\d{4}(/00/00)?")) {
        notKept("出生年份（无月日）|birth years without month and day");
        return;
      }
      try {
        e.birth = LocalDate.parse(v.replace('/', '-'));
      } catch (DateTimeParseException ex) {
        problem(n, TrfLayout.BIRTH_DATE, "birth date", "出生日期应为 YYYY/MM/DD：“" + v + "”",
            "the birth date should be YYYY/MM/DD: \"" + v + "\"");
      }
    }

    private Block block(int n, String line, int round) {
      int start = TrfLayout.roundStart(round);
      String opp = field(line, start, start + TrfLayout.OPPONENT_WIDTH - 1).strip();
      char colour = Character.toLowerCase(charAt(line, start + TrfLayout.COLOUR_OFFSET));
      char result = Character.toUpperCase(charAt(line, start + TrfLayout.RESULT_OFFSET));
      int opponent = 0;
      if (!opp.isEmpty()) {
        if (!opp.matches("\\d{1,4}")) {
          problem(n, start, "round " + round + " opponent", "第 " + round + " 轮对手的序号应为数字：“" + opp + "”",
              "round " + round + ": the opponent's start rank should be a number: \"" + opp + "\"");
          return null;
        }
        opponent = Integer.parseInt(opp);
      }
      if (round > Range.ROUND.max()) {
        problem(n, start, "round " + round, "chuhe 最多 " + Range.ROUND.max() + " 轮",
            "chuhe holds at most " + Range.ROUND.max() + " rounds");
        return null;
      }
      if ("wb- ".indexOf(colour) < 0) {
        problem(n, start + TrfLayout.COLOUR_OFFSET, "round " + round + " colour",
            "第 " + round + " 轮的颜色应为 w（红方）、b（黑方）或 -：“" + colour + "”",
            "round " + round + ": the colour should be w (red), b (black) or -: \"" + colour + "\"");
        return null;
      }
      String codes = opponent == 0 ? "UZHF+- " : "10=+-WDL ";
      if (codes.indexOf(result) < 0) {
        problem(n, start + TrfLayout.RESULT_OFFSET, "round " + round + " result",
            "第 " + round + " 轮的结果代码“" + result + "”无效（" + (opponent == 0 ? "无对手时可用 U Z H F + -"
                : "有对手时可用 1 0 = + - W D L") + "）",
            "round " + round + ": result code \"" + result + "\" is not valid (" + (opponent == 0
                ? "without an opponent: U Z H F + -" : "with an opponent: 1 0 = + - W D L") + ")");
        return null;
      }
      if (opponent != 0 && colour != 'w' && colour != 'b') {
        problem(n, start + TrfLayout.COLOUR_OFFSET, "round " + round + " colour",
            "第 " + round + " 轮有对手 " + opponent + "，颜色应为 w 或 b", "round " + round + ": with opponent "
                + opponent + " the colour should be w or b");
        return null;
      }
      return new Block(round, opponent, colour, result, n, start);
    }

    private static char charAt(String line, int column) {
      return line.length() >= column ? line.charAt(column - 1) : ' ';
    }

    private void pointSystem162(int n, String line) {
      pointSystemStated = true;
      for (int col = TrfLayout.POINTS_CODE; col <= line.length(); col += TrfLayout.POINTS_STEP) {
        String code = field(line, col, col).strip().toUpperCase(Locale.ROOT);
        if (code.isEmpty()) {
          continue;
        }
        if ("WDLAPX".indexOf(code.charAt(0)) < 0) {
          problem(n, col, "point system", "计分代码应为 W D L A P X 之一：“" + code + "”",
              "the point system's code should be one of W D L A P X: \"" + code + "\"");
          continue;
        }
        BigDecimal v = decimal(n, col + 1, field(line, col + 1, col + 4), "points", code + " 的分数",
            "the points of " + code);
        if (v != null) {
          points.put(code, v);
        }
      }
    }

    private void pointSystemJavafo(int n, String line) {
      pointSystemStated = true;
      int col = 5;
      for (String pair : rest(line).split("\\s+")) {
        col = line.indexOf(pair, col - 1) + 1;
        String[] kv = pair.split("=", 2);
        Set<String> keys = Set.of("WW", "BW", "WD", "BD", "WL", "BL", "ZPB", "HPB", "FPB", "PAB", "FW", "FL");
        if (kv.length != 2 || !keys.contains(kv[0].toUpperCase(Locale.ROOT))) {
          problem(n, col, "point system", "XXS 的每项应为 代码=分数（WW BW WD BD WL BL ZPB HPB FPB PAB FW FL）：“" + pair
              + "”", "each item of XXS should be CODE=points (WW BW WD BD WL BL ZPB HPB FPB PAB FW FL): \"" + pair
              + "\"");
          continue;
        }
        BigDecimal v = decimal(n, col, kv[1], "point system", kv[0] + " 的分数", "the points of " + kv[0]);
        if (v != null) {
          points.put(kv[0].toUpperCase(Locale.ROOT), v);
        }
      }
    }

    private void data(int n, String line) {
      String[] parts = line.substring(Math.min(4, line.length())).strip().split("\\s+", 3);
      if (parts.length < 2 || !parts[0].matches("\\d{1,4}")) {
        problem(n, 5, "DAT", "DAT 行应为：DAT 序号 类型 内容", "a DAT line reads: DAT start-rank TYPE data");
        return;
      }
      int rank = Integer.parseInt(parts[0]);
      Entrant e = entrants.get(rank);
      if (e == null) {
        problem(n, 5, "DAT", "DAT 行的序号 " + rank + " 前面没有棋手（001 行）", "the DAT line's start rank " + rank
            + " names no player above it (001 line)");
        return;
      }
      String value = parts.length > 2 ? parts[2].strip() : "";
      switch (parts[1].toUpperCase(Locale.ROOT)) {
        case TrfWriter.UNIT -> e.unit = value.isEmpty() ? null : value;
        case TrfWriter.WITHDRAWN -> {
          String[] w = value.split("\\s+", 2);
          int col = line.indexOf(value, 9) + 1;
          Integer after = inRange(n, col, "withdrawn", integer(n, w[0], 1, w[0].length(), "withdrawn", "退赛轮次",
              "the round of withdrawal"), Range.ROUNDS);
          if (after != null) {
            e.withdrawnAfter = after;
            e.withdrawalReason = w.length > 1 ? w[1] : null;
          }
        }
        case TrfWriter.LATE -> {
          Integer r = inRange(n, line.indexOf(value, 9) + 1, "late", integer(n, value, 1, value.length(), "late",
              "迟到轮次", "the round of lateness"), Range.ROUND);
          if (r != null) {
            e.late.add(r);
          }
        }
        default -> note(n, "DAT 数据类型 " + parts[1] + " 未保留", "DAT data type " + parts[1] + " not kept");
      }
    }

    private void bye240(int n, String line) {
      String kind = field(line, TrfLayout.BYE_KIND, TrfLayout.BYE_KIND).strip().toUpperCase(Locale.ROOT);
      Integer round = inRange(n, TrfLayout.BYE_ROUND, "bye round", integer(n, line, TrfLayout.BYE_ROUND,
          TrfLayout.BYE_ROUND + 2, "bye round", "轮次", "the round"), Range.ROUND);
      if (round == null || !"FHZ".contains(kind) || kind.isEmpty()) {
        if (round != null) {
          problem(n, TrfLayout.BYE_KIND, "bye", "轮空类型应为 F、H 或 Z：“" + kind + "”", "the kind of bye should be F, H "
              + "or Z: \"" + kind + "\"");
        }
        return;
      }
      for (int col = TrfLayout.BYE_FIRST_PLAYER; col <= line.length(); col += 5) {
        Integer p = integer(n, line, col, col + 3, "bye player", "序号", "the start rank");
        if (p != null && kind.equals("Z")) {
          zeroByes.computeIfAbsent(round, r -> new LinkedHashSet<>()).add(p);
        } else if (p != null) {
          note(n, "第 " + round + " 轮 " + p + " 号的" + (kind.equals("H") ? "半分" : "整分") + "轮空在 chuhe 中记为"
              + (kind.equals("H") ? "缺席（0 分）" : "轮空"), "round " + round + ": the " + (kind.equals("H")
              ? "half-point bye of no. " + p + " is recorded as an absence (0 points)"
              : "full-point bye of no. " + p + " is recorded as a bye"));
        }
      }
    }

    // ---- building the tournament ----

    private int scale;

    private Tournament build() {
      Scoring scoring = scoring();
      List<Unit> units = new ArrayList<>();
      Map<String, String> unitIds = new HashMap<>();
      List<Player> players = new ArrayList<>();
      List<Withdrawal> withdrawals = new ArrayList<>();
      for (Entrant e : entrants.values()) {
        String unit = null;
        if (e.unit != null) {
          unit = unitIds.computeIfAbsent(e.unit, u -> {
            String id = "u" + (units.size() + 1);
            units.add(new Unit(id, u, UnitKind.TEAM));
            return id;
          });
        }
        players.add(new Player(e.id(), e.name, DIVISION, unit, e.gender, e.birth, null, null, e.rating, e.rank, true,
            true, null, null));
        if (e.withdrawnAfter != null) {
          withdrawals.add(new Withdrawal(e.id(), e.withdrawnAfter, e.withdrawalReason));
        }
      }
      int lastRound = entrants.values().stream().flatMap(e -> e.blocks.keySet().stream()).max(Integer::compare)
          .orElse(0);
      for (int r : zeroByes.keySet()) {
        lastRound = Math.max(lastRound, r);
      }
      List<Round> rounds = new ArrayList<>();
      int lateWins = 0;
      int shortGames = 0;
      for (int r = 1; r <= lastRound; r++) {
        List<Game> games = new ArrayList<>();
        List<String> byes = new ArrayList<>();
        Set<String> absent = new LinkedHashSet<>();
        for (int z : zeroByes.getOrDefault(r, Set.of())) {
          if (entrants.containsKey(z)) {
            absent.add("p" + z);
          }
        }
        for (Entrant e : entrants.values()) {
          Block b = e.blocks.get(r);
          if (b == null) {
            continue;
          }
          if (b.opponent == 0) {
            switch (b.result) {
              case 'U' -> byes.add(e.id());
              case 'F', '+' -> {
                byes.add(e.id());
                note(b.line, "第 " + r + " 轮 " + e.rank + " 号：" + (b.result == 'F' ? "整分轮空（F）" : "无对手的判胜（+）")
                    + "记为轮空", "round " + r + ", no. " + e.rank + ": " + (b.result == 'F' ? "the full-point bye (F)"
                    : "a forfeit win without an opponent (+)") + " recorded as a bye");
              }
              case 'H' -> {
                absent.add(e.id());
                note(b.line, "第 " + r + " 轮 " + e.rank + " 号：半分轮空（H）记为缺席（0 分），chuhe 没有半分轮空",
                    "round " + r + ", no. " + e.rank + ": the half-point bye (H) is recorded as an absence "
                        + "(0 points); chuhe has no half-point bye");
              }
              case ' ' -> {
                // Not paired (0000 -, no result): a withdrawn player, or a round robin's player without a game in
                // this round, is not in it; anyone else was absent (a zero-point bye, as Z).
                if (!(roundRobinCycles != null || e.withdrawnAfter != null && e.withdrawnAfter < r)) {
                  absent.add(e.id());
                }
              }
              default -> absent.add(e.id());
            }
            continue;
          }
          Entrant o = entrants.get(b.opponent);
          if (o == null) {
            problem(b.line, b.column, "round " + r + " opponent", "第 " + r + " 轮的对手 " + b.opponent + " 号不在文件中",
                "round " + r + ": opponent no. " + b.opponent + " is not in the file");
            continue;
          }
          Block ob = o.blocks.get(r);
          if (ob == null || ob.opponent != e.rank || ob.colour == b.colour) {
            problem(b.line, b.column, "round " + r + " opponent", "第 " + r + " 轮与 " + o.rank + " 号对局，但第 "
                + o.line + " 行的 " + o.rank + " 号" + (ob == null || ob.opponent != e.rank ? "没有与本人的对局"
                : "执同一颜色"), "round " + r + ": plays no. " + o.rank + ", but no. " + o.rank + " on line "
                + o.line + (ob == null || ob.opponent != e.rank ? " has no game against this player"
                : " has the same colour"));
            continue;
          }
          if (b.colour != 'w') {
            continue;
          }
          Result result = result(b.result, ob.result, e.late.contains(r), o.late.contains(r));
          if (result == null) {
            problem(b.line, b.column + TrfLayout.RESULT_OFFSET, "round " + r + " result", "第 " + r + " 轮 " + e.rank
                + " 号（红）“" + b.result + "”与 " + o.rank + " 号（黑，第 " + o.line + " 行）“" + ob.result + "”的结果不相符",
                "round " + r + ": no. " + e.rank + " (red) \"" + b.result + "\" and no. " + o.rank + " (black, line "
                    + o.line + ") \"" + ob.result + "\" do not agree");
            continue;
          }
          if ("WDL".indexOf(b.result) >= 0) {
            shortGames++;
          }
          if (e.late.contains(r) || o.late.contains(r)) {
            lateWins++;
          }
          games.add(Game.of(1, e.id(), o.id(), result));
        }
        // Boards in the order of the lower start rank of each game: TRF has no board numbers.
        games.sort(Comparator.comparingInt(g -> Math.min(rank(g.red()), rank(g.black()))));
        List<Game> numbered = new ArrayList<>();
        for (Game g : games) {
          numbered.add(Game.of(numbered.size() + 1, g.red(), g.black(), g.result()));
        }
        absent.removeAll(byes);
        rounds.add(new Round(DIVISION, r, numbered, byes, List.of(), List.of(), List.copyOf(absent)));
      }
      if (shortGames > 0) {
        note(0, shortGames + " 局为不足一步的对局（W D L），按对局结果记录", shortGames + " games lasted less than one move "
            + "(W D L): recorded as their results");
      }
      if (!problems.isEmpty()) {
        return null;
      }
      int rounds0 = Math.max(lastRound, declaredRounds == null ? lastRound : declaredRounds);
      Regulations regulations = new Regulations("trf", "TRF 导入（通用规程）/ imported from TRF (generic regulations)",
          null, scoring, rounds0 == 0 ? null : rounds0, null, null, null, null, null, null, null, null, null, null,
          null, null, null, null, null, null, null, null, null, null, null);
      if (roundRobinCycles != null) {
        regulations = regulations.withFormat(org.chuhe.regulations.Format.ROUND_ROBIN,
            new org.chuhe.regulations.RoundRobinRules(roundRobinCycles), null);
      }
      Tournament t = new Tournament(idOf(file), name == null || name.isBlank() ? stem(file) : name, regulations,
          units, players, rounds, withdrawals, List.of(), List.of(), Map.of());
      pointsColumn(t);
      return t;
    }

    private int rank(String id) {
      return Integer.parseInt(id.substring(1));
    }

    /** chuhe's result of a game from the two sides' TRF codes (red's first); null: they do not agree. */
    private static Result result(char red, char black, boolean redLate, boolean blackLate) {
      String pair = "" + red + black;
      return switch (pair) {
        case "10", "WL" -> Result.RED_WIN;
        case "01", "LW" -> Result.BLACK_WIN;
        case "==", "DD" -> Result.DRAW;
        case "+-" -> blackLate ? Result.RED_WIN_BY_LATENESS : Result.RED_WIN_BY_FORFEIT;
        case "-+" -> redLate ? Result.BLACK_WIN_BY_LATENESS : Result.BLACK_WIN_BY_FORFEIT;
        case "--" -> redLate && blackLate ? Result.DOUBLE_LATENESS : Result.DOUBLE_FORFEIT;
        case "  " -> Result.NOT_PLAYED;
        default -> null;
      };
    }

    /**
     * The file's point system in chuhe's whole points: FIDE's default (1, ½, 0) when the file states none, every
     * value doubled when one has a half (1-½-0 is 2-1-0).
     */
    private Scoring scoring() {
      Map<String, BigDecimal> p = new LinkedHashMap<>(points);
      BigDecimal one = BigDecimal.ONE;
      BigDecimal half = new BigDecimal("0.5");
      BigDecimal w = p.getOrDefault("W", one);
      BigDecimal d = p.getOrDefault("D", half);
      BigDecimal l = p.getOrDefault("L", BigDecimal.ZERO);
      BigDecimal a = p.getOrDefault("A", BigDecimal.ZERO);
      BigDecimal[] v = {p.getOrDefault("WW", w), p.getOrDefault("WD", d), p.getOrDefault("WL", l),
          p.getOrDefault("BW", w), p.getOrDefault("BD", d), p.getOrDefault("BL", l),
          p.getOrDefault("PAB", p.getOrDefault("P", w)), p.getOrDefault("FW", w), p.getOrDefault("FL", a)};
      boolean whole = java.util.Arrays.stream(v).allMatch(x -> x.stripTrailingZeros().scale() <= 0);
      boolean halves = java.util.Arrays.stream(v).allMatch(x -> x.multiply(BigDecimal.valueOf(2)).stripTrailingZeros()
          .scale() <= 0);
      if (!whole && !halves) {
        problems.add(new Problem(file + " point system", "chuhe 的积分是整数或半分的两倍，文件的计分制无法表示：" + points,
            "chuhe counts whole points (or twice halves); the file's point system cannot be expressed: " + points));
        return Scoring.LAWS_2011;
      }
      scale = whole ? 1 : 2;
      if (!pointSystemStated) {
        note(0, "文件没有计分制记录：按国际棋联默认的 1-½-0 读入，即 chuhe 的 2-1-0",
            "the file states no point system: FIDE's default 1-½-0 is read as chuhe's 2-1-0");
      } else if (scale == 2) {
        note(0, "计分制有半分：所有分数乘以 2（1-½-0 即 2-1-0）",
            "the point system has halves: every value doubled (1-½-0 is 2-1-0)");
      }
      for (String k : List.of("X", "ZPB", "HPB", "FPB")) {
        if (p.containsKey(k) && !(k.equals("ZPB") && p.get(k).signum() == 0)) {
          note(0, "计分代码 " + k + " 未保留（chuhe 没有此类结果）", "point code " + k + " not kept (chuhe has no such result)");
        }
      }
      int[] s = java.util.Arrays.stream(v).mapToInt(x -> x.multiply(BigDecimal.valueOf(scale)).intValueExact())
          .toArray();
      return new Scoring(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]);
    }

    /** The file's points column against chuhe's count: a difference is a note (the file may use records chuhe
     * does not keep, such as 299 or half-point byes). */
    private void pointsColumn(Tournament t) {
      var standings = StandingsEngine.rank(t, DIVISION);
      for (Entrant e : entrants.values()) {
        if (e.pointsColumn == null) {
          continue;
        }
        int counted = standings.row(e.id()).map(r -> r.points()).orElse(0);
        BigDecimal file = e.pointsColumn.multiply(BigDecimal.valueOf(scale));
        if (file.compareTo(BigDecimal.valueOf(counted)) != 0) {
          note(e.line, e.rank + " 号的积分栏为 " + e.pointsColumn.toPlainString() + "，chuhe 计得 " + counted
              + (scale == 2 ? "（半分制乘 2）" : ""), "no. " + e.rank + ": the points column says "
              + e.pointsColumn.toPlainString() + ", chuhe counts " + counted + (scale == 2 ? " (halves doubled)" : ""));
        }
      }
    }

    private static String stem(String fileName) {
      String f = Path.of(fileName).getFileName().toString();
      int dot = f.lastIndexOf('.');
      return dot > 0 ? f.substring(0, dot) : f;
    }

    /** A tournament id from the file name: letters, digits and hyphens. */
    private static String idOf(String fileName) {
      String id = stem(fileName).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
      return id.isEmpty() ? "trf" : id;
    }
  }
}
