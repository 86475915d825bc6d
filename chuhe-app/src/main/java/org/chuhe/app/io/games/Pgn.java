package org.chuhe.app.io.games;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.io.InputText;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.notation.Notation;

/**
 * PGN as xiangqi programs write it (XQStudio, 象棋巫师, the sites' exports): tags {@code [Game "Chinese Chess"]},
 * Event, Site, Date, Round, RedTeam, Red, BlackTeam, Black, Result, ECCO, Opening, FEN (when not from the start),
 * Format (Chinese, WXF or ICCS); then the moves, numbered ({@code 1. 炮二平五 马８进７ 2. …}), and the result. A file
 * may hold several games. Comments ({@code {…}}, {@code ;} to the end of the line), variations ({@code (…)}) and
 * annotation glyphs ({@code $1}, {@code !?}) are skipped: chuhe keeps the main line only.
 */
final class Pgn {
  /** A tag at the start of the rest of a line: {@code [Name "value"]}, the value with PGN's escapes \" and \\. */
  private static final Pattern TAG = Pattern.compile("\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]");
  /** The rest of a line as one tag whose value runs to the last quote, for a program that does not escape quotes. */
  private static final Pattern LOOSE_TAG = Pattern.compile("\\[\\s*([A-Za-z0-9_]+)\\s+\"(.*)\"\\s*]");
  /** A line that starts like a tag: what tells a PGN file from a plain list of moves. */
  private static final Pattern TAG_LINE = Pattern.compile("(?m)^\\s*\\[\\s*[A-Za-z][A-Za-z0-9_]*\\s+\"");
  private static final Pattern NAG = Pattern.compile("\\$[0-9]+");
  /** Tags chuhe reads into {@link GameHeaders}' fields (in any case) or uses itself; others go to {@code other}. */
  private static final Set<String> OWN = Set.of("game", "event", "site", "date", "round", "board", "table", "group",
      "redteam", "red", "blackteam", "black", "result", "fen", "format");

  private Pgn() {}

  static boolean looksLike(String text) {
    return TAG_LINE.matcher(text).find();
  }

  /** One game as the file has it, before its moves are played. */
  private static final class Raw {
    final Map<String, String> tags = new LinkedHashMap<>();
    final Map<String, Integer> tagLines = new LinkedHashMap<>();
    final List<Replay.Token> moves = new ArrayList<>();
    final int line;
    String resultToken;

    Raw(int line) {
      this.line = line;
    }

    /** A tag's value by its name in any case ({@code FEN} is {@code Fen} in some programs), or null. */
    String tag(String name) {
      return tags.get(key(name));
    }

    /** The line a tag stands on (the game's first line when it has no such tag). */
    int tagLine(String name) {
      return tagLines.getOrDefault(key(name), line);
    }

    private String key(String name) {
      return tags.keySet().stream().filter(name::equalsIgnoreCase).findFirst().orElse(name);
    }
  }

  static List<GameFile> read(String file, String text) {
    List<Problem> problems = new ArrayList<>();
    List<Raw> raws = scan(file, text, problems);
    return Replay.games(raws, raw -> new String[] {raw.tag("Red"), raw.tag("Black")},
        (label, raw, all) -> game(file, label, raw, all), problems);
  }

  /** The games' tags and move texts, with a problem for each tag or comment that is cut off. */
  private static List<Raw> scan(String file, String text, List<Problem> problems) {
    List<Raw> raws = new ArrayList<>();
    Raw current = null;
    boolean inMoves = false;
    int line = 1;
    int i = 0;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '\n') {
        line++;
        i++;
      } else if (Character.isWhitespace(c) || c == '\uFEFF') {
        i++;
      } else if (c == '[') {
        if (current != null && inMoves) {
          raws.add(current);
          current = null;
        }
        inMoves = false;
        if (current == null) {
          current = new Raw(line);
        }
        int end = endOfLine(text, i);
        String rest = text.substring(i, end).strip();
        Matcher m = TAG.matcher(rest);
        int at = 0;
        while (at < rest.length() && m.find(at) && m.start() == at) {
          current.tags.put(m.group(1), unescape(m.group(2)));
          current.tagLines.put(m.group(1), line);
          at = m.end();
          while (at < rest.length() && Character.isWhitespace(rest.charAt(at))) {
            at++;
          }
        }
        Matcher loose = LOOSE_TAG.matcher(rest.substring(at));
        if (at < rest.length() && loose.matches()) { // quotes inside the value not escaped: [Event "第"一"届"]
          current.tags.put(loose.group(1), loose.group(2));
          current.tagLines.put(loose.group(1), line);
        } else if (at < rest.length()) {
          String shown = InputText.shown(rest.substring(at), 40);
          problems.add(Problem.at(Replay.where(file, line), "标签不完整：“" + shown + "”（应为 [名称 \"值\"]，在同一行结束）",
              "incomplete tag: \"" + shown + "\" (should be [Name \"value\"], ending on the same line)"));
        }
        i = end;
      } else if (c == ';' || (c == '%' && (i == 0 || text.charAt(i - 1) == '\n'))) {
        i = endOfLine(text, i);
      } else if (c == '{' || c == '(') { // a comment or a variation: skipped, the main line is what is kept
        boolean comment = c == '{';
        int close = comment ? text.indexOf('}', i) : variationEnd(text, i);
        if (close < 0) {
          problems.add(comment
              ? Problem.at(Replay.where(file, line), "注释“{”没有结束（缺少“}”）", "a comment \"{\" is not closed (no \"}\")")
              : Problem.at(Replay.where(file, line), "变着“(”没有结束（缺少“)”）",
                  "a variation \"(\" is not closed (no \")\")"));
          break;
        }
        line += count(text, i, close, '\n');
        i = close + 1;
      } else {
        int end = i;
        while (end < n && !Character.isWhitespace(text.charAt(end)) && "[]{}();".indexOf(text.charAt(end)) < 0) {
          end++;
        }
        if (end == i) { // a lone ] or ): nothing a game holds
          problems.add(Problem.at(Replay.where(file, line), "多余的“" + c + "”", "a stray \"" + c + "\""));
          i++;
          continue;
        }
        String token = text.substring(i, end);
        i = end;
        if (current == null) {
          current = new Raw(line);
        }
        inMoves = true;
        if (GameResults.isResult(token)) {
          current.resultToken = GameResults.read(token);
          raws.add(current);
          current = null;
          inMoves = false;
          continue;
        }
        String move = moveText(token);
        if (!move.isEmpty()) {
          current.moves.add(new Replay.Token(move, line));
        }
      }
    }
    if (current != null) {
      raws.add(current);
    }
    return raws;
  }

  /** The move in a token, without a move number before it or marks after it; empty when the token is no move. */
  static String moveText(String token) {
    String t = MoveList.strip(token);
    if (t.isEmpty() || t.chars().allMatch(ch -> ch == '.' || ch == '…' || ch == '．') || NAG.matcher(t).matches()) {
      return "";
    }
    int end = t.length();
    while (end > 0 && (t.charAt(end - 1) == '!' || t.charAt(end - 1) == '?')) {
      end--;
    }
    return t.substring(0, end);
  }

  private static GameFile game(String file, Replay.Label label, Raw raw, List<Problem> problems) {
    String game = raw.tag("Game");
    if (game != null && !game.isBlank() && !game.toLowerCase(Locale.ROOT).replace(" ", "").equals("chinesechess")
        && !game.toLowerCase(Locale.ROOT).equals("xiangqi") && !game.equals("中国象棋") && !game.equals("象棋")) {
      problems.add(Problem.at(Replay.where(file, raw.tagLine("Game")),
          label.zh() + "不是象棋棋谱（Game 为“" + InputText.shown(game, 20) + "”，应为“Chinese Chess”）",
          label.en() + "not a xiangqi game (Game is \"" + InputText.shown(game, 20) + "\", should be \"Chinese Chess\")"));
      return null;
    }
    String result = "*";
    String resultTag = raw.tag("Result");
    if (resultTag != null) {
      result = GameResults.read(resultTag);
      if (result == null) {
        String[] unknown = GameResults.unknown(InputText.shown(resultTag, 20));
        problems.add(Problem.at(Replay.where(file, raw.tagLine("Result")), label.zh() + unknown[0],
            label.en() + unknown[1]));
        return null;
      }
    }
    if (raw.resultToken != null && !raw.resultToken.equals("*")) {
      if (!result.equals("*") && !result.equals(raw.resultToken)) {
        problems.add(Problem.at(Replay.where(file, raw.tagLine("Result")),
            label.zh() + "结果不一致：Result 标签为 " + result + "，着法末尾为 " + raw.resultToken,
            label.en() + "the results differ: the Result tag says " + result + ", the end of the moves "
                + raw.resultToken));
        return null;
      }
      result = raw.resultToken;
    }
    Position start = Position.start();
    String fen = raw.tag("FEN");
    if (fen != null && !fen.isBlank()) {
      try {
        start = Position.fromFen(fen);
      } catch (ProblemException e) {
        Problem p = e.problems().get(0);
        problems.add(Problem.at(Replay.where(file, raw.tagLine("FEN")), label.zh() + p.zh(), label.en() + p.en()));
        return null;
      }
    }
    Replay.Outcome outcome = Replay.play(file, label, start, raw.moves, Replay.ANY_NOTATION);
    if (outcome.problem() != null) {
      problems.add(outcome.problem());
      return null;
    }
    Map<String, String> other = new LinkedHashMap<>();
    raw.tags.forEach((k, v) -> {
      if (!OWN.contains(k.toLowerCase(Locale.ROOT))) {
        other.put(k, v);
      }
    });
    String board = raw.tag("Board") != null ? raw.tag("Board") : raw.tag("Table");
    GameHeaders headers = new GameHeaders(raw.tag("Event"), raw.tag("Site"), date(raw.tag("Date")),
        raw.tag("Round"), board, raw.tag("Group"), raw.tag("RedTeam"), raw.tag("Red"), raw.tag("BlackTeam"),
        raw.tag("Black"), result, other);
    return Replay.textsFine(file, raw.line, label, headers, problems) ? new GameFile(headers, outcome.line()) : null;
  }

  /** PGN's unknown date ({@code ????.??.??}) is no date. */
  private static String date(String date) {
    return date == null || date.chars().allMatch(c -> c == '?' || c == '.' || c == '-') ? null : date;
  }

  static String write(List<GameFile> games, Notation notation) {
    StringBuilder out = new StringBuilder();
    for (GameFile game : games) {
      if (out.length() > 0) {
        out.append('\n');
      }
      GameHeaders h = game.headers();
      tag(out, "Game", "Chinese Chess");
      tag(out, "Event", h.event());
      tag(out, "Site", h.site());
      tag(out, "Date", h.date());
      tag(out, "Round", h.round());
      optionalTag(out, "Board", h.board());
      optionalTag(out, "Group", h.group());
      optionalTag(out, "RedTeam", h.redTeam());
      tag(out, "Red", h.red());
      optionalTag(out, "BlackTeam", h.blackTeam());
      tag(out, "Black", h.black());
      tag(out, "Result", h.result());
      h.other().forEach((name, value) -> {
        if (name.matches("[A-Za-z][A-Za-z0-9_]*") && !OWN.contains(name.toLowerCase(Locale.ROOT))) {
          tag(out, name, value);
        }
      });
      GameLine line = game.line();
      if (!line.start().equals(Position.start())) {
        tag(out, "FEN", line.start().fen() + " - - 0 1");
      }
      tag(out, "Format", switch (notation) {
        case CHINESE -> "Chinese";
        case WXF -> "WXF";
        case ICCS -> "ICCS";
      });
      out.append('\n');
      out.append(moves(line, notation));
      out.append(h.result()).append('\n');
    }
    return out.toString();
  }

  /** The moves, a move number and its two moves a line ({@code 1. ... 马８进７} when black moves first). */
  static String moves(GameLine line, Notation notation) {
    StringBuilder out = new StringBuilder();
    List<Move> moves = line.moves();
    List<Position> positions = line.positions();
    for (int ply = 1; ply <= moves.size(); ply++) {
      boolean blackFirst = line.start().sideToMove() == org.chuhe.model.Colour.BLACK;
      boolean red = (ply - 1 + (blackFirst ? 1 : 0)) % 2 == 0;
      String text = notation.write(positions.get(ply - 1), moves.get(ply - 1));
      if (red) {
        out.append(line.moveNumber(ply)).append(". ").append(text);
      } else {
        if (ply == 1) {
          out.append("1. ...");
        }
        out.append(' ').append(text).append('\n');
      }
    }
    if (out.length() > 0 && out.charAt(out.length() - 1) != '\n') {
      out.append('\n');
    }
    return out.toString();
  }

  private static void optionalTag(StringBuilder out, String name, String value) {
    if (value != null) {
      tag(out, name, value);
    }
  }

  private static void tag(StringBuilder out, String name, String value) {
    String v = value == null ? "" : value.replace("\\", "\\\\").replace("\"", "\\\"");
    out.append('[').append(name).append(" \"").append(v).append("\"]\n");
  }

  private static String unescape(String value) {
    StringBuilder out = new StringBuilder(value.length());
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '\\' && i + 1 < value.length() && (value.charAt(i + 1) == '"' || value.charAt(i + 1) == '\\')) {
        c = value.charAt(++i);
      }
      out.append(c);
    }
    return out.toString();
  }

  private static int endOfLine(String text, int from) {
    int end = text.indexOf('\n', from);
    return end < 0 ? text.length() : end;
  }

  private static int count(String text, int from, int to, char c) {
    int k = 0;
    for (int i = from; i < to; i++) {
      if (text.charAt(i) == c) {
        k++;
      }
    }
    return k;
  }

  /** The index of the {@code )} that closes the variation opening at {@code open}, or -1; comments inside skipped. */
  private static int variationEnd(String text, int open) {
    int depth = 0;
    for (int i = open; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{') {
        int close = text.indexOf('}', i);
        if (close < 0) {
          return -1;
        }
        i = close;
      } else if (c == '(') {
        depth++;
      } else if (c == ')' && --depth == 0) {
        return i;
      }
    }
    return -1;
  }
}
