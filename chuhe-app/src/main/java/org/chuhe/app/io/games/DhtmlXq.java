package org.chuhe.app.io.games;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chuhe.app.io.InputText;
import org.chuhe.model.Colour;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.IllegalMoveException;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Piece;
import org.chuhe.xiangqi.PieceKind;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.Square;
import org.chuhe.xiangqi.notation.MoveTextException;

/**
 * The DhtmlXQ text that xiangqi sites publish (东萍象棋网 dpxq.com and the sites built on its viewer): a block
 * {@code [DhtmlXQ]…[/DhtmlXQ]} of fields {@code [DhtmlXQ_name]value[/DhtmlXQ_name]}. chuhe reads and writes the header
 * fields of a tournament's game (event, group, round, table, date, place, the teams and names, result), the start
 * position ({@code binit}) and the main line ({@code movelist}); variations ({@code [DhtmlXQ_move_…]}) and comments
 * are skipped.
 *
 * <p>Coordinates: a point is two digits, column 0–8 from the left as red sits, row 0–9 from black's back rank; so
 * column = ICCS file and row = 9 − ICCS rank. A move is four digits from-column from-row to-column to-row: 炮二平五 is
 * {@code 7747} (h2e2).
 *
 * <p>{@code binit} is 64 digits: the points of the 32 pieces in a fixed order, {@code 99} for a piece not on the
 * board. Red's 16 then black's 16, each side in the order rook, horse, elephant, advisor, king, advisor, elephant,
 * horse, rook, cannon, cannon, pawn ×5; the start position is
 * {@code 8979695949392919097717866646260600102030405060708012720323436383} (each side's pieces listed from its own
 * right). Reading takes each slot's kind from its place in that order, whichever of the two like pieces a program
 * lists first. binit does not say whose move it is: the piece on the first move's from-point does (red when there is
 * no move).
 */
final class DhtmlXq {
  private static final String OPEN = "[DhtmlXQ]";
  private static final String CLOSE = "[/DhtmlXQ]";
  /** The kind of each binit slot of a side. */
  private static final PieceKind[] SLOTS = {PieceKind.ROOK, PieceKind.HORSE, PieceKind.ELEPHANT, PieceKind.ADVISOR,
      PieceKind.KING, PieceKind.ADVISOR, PieceKind.ELEPHANT, PieceKind.HORSE, PieceKind.ROOK, PieceKind.CANNON,
      PieceKind.CANNON, PieceKind.PAWN, PieceKind.PAWN, PieceKind.PAWN, PieceKind.PAWN, PieceKind.PAWN};

  private static final java.util.regex.Pattern EMPTY_RUN = java.util.regex.Pattern.compile("\\.+");

  private DhtmlXq() {}

  static boolean looksLike(String text) {
    return text.toLowerCase(Locale.ROOT).contains("[dhtmlxq");
  }

  /**
   * The file's text, the same in lower case char by char (so that offsets agree: {@link String#toLowerCase} may change
   * the length), and where its lines start; made once, so that a file of thousands of blocks is read in linear time.
   */
  private static final class Source {
    final String text;
    final String lower;
    final int[] lineStarts;

    Source(String text) {
      this.text = text;
      char[] chars = text.toCharArray();
      List<Integer> starts = new ArrayList<>();
      starts.add(0);
      for (int i = 0; i < chars.length; i++) {
        if (chars[i] == '\n') {
          starts.add(i + 1);
        }
        chars[i] = Character.toLowerCase(chars[i]);
      }
      this.lower = new String(chars);
      this.lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    int lineAt(int offset) {
      int i = java.util.Arrays.binarySearch(lineStarts, offset);
      return i >= 0 ? i + 1 : -i - 1;
    }
  }

  /** One block's fields by lower-case name, and the line each starts on. */
  private record Block(Map<String, String> fields, Map<String, Integer> lines, int line, boolean cutShort) {
    String field(String name) {
      String v = fields.get(name);
      return v == null ? null : v.strip();
    }

    int lineOf(String name) {
      return lines.getOrDefault(name, line);
    }
  }

  static List<GameFile> read(String file, String text) {
    List<Problem> problems = new ArrayList<>();
    List<Block> blocks = blocks(file, new Source(text), problems);
    return Replay.games(blocks, b -> new String[] {name(b, "red"), name(b, "black")},
        (label, b, all) -> game(file, label, b, all), problems);
  }

  private static List<Block> blocks(String file, Source source, List<Problem> problems) {
    String text = source.text;
    String lower = source.lower;
    List<Block> blocks = new ArrayList<>();
    int from = lower.indexOf(OPEN.toLowerCase(Locale.ROOT));
    if (from < 0) { // the fields without the block around them, as some pages paste them: one game
      blocks.add(fields(file, source, 0, text.length(), problems));
      return blocks;
    }
    while (from >= 0) {
      int close = lower.indexOf(CLOSE.toLowerCase(Locale.ROOT), from);
      if (close < 0) {
        problems.add(Problem.at(Replay.where(file, source.lineAt(from)), "[DhtmlXQ] 块没有结束（缺少 [/DhtmlXQ]）",
            "the [DhtmlXQ] block is not closed (no [/DhtmlXQ])"));
        close = text.length();
      }
      blocks.add(fields(file, source, from + OPEN.length(), close, problems));
      from = lower.indexOf(OPEN.toLowerCase(Locale.ROOT), close);
    }
    return blocks;
  }

  /** The fields between {@code from} and {@code to}; a field without its closing tag is a problem. */
  private static Block fields(String file, Source source, int from, int to, List<Problem> problems) {
    String text = source.text;
    Map<String, String> fields = new LinkedHashMap<>();
    Map<String, Integer> lines = new LinkedHashMap<>();
    int before = problems.size();
    String lower = source.lower;
    int at = lower.indexOf("[dhtmlxq_", from);
    while (at >= 0 && at < to) {
      int nameEnd = text.indexOf(']', at);
      if (nameEnd < 0 || nameEnd > to) {
        problems.add(Problem.at(Replay.where(file, source.lineAt(at)), "标签不完整：“"
            + InputText.shown(text.substring(at, Math.min(to, at + 30)), 30) + "”",
            "incomplete tag: \"" + InputText.shown(text.substring(at, Math.min(to, at + 30)), 30) + "\""));
        break;
      }
      String name = lower.substring(at + 9, nameEnd);
      String closing = "[/dhtmlxq_" + name + "]";
      int end = lower.indexOf(closing, nameEnd);
      if (end < 0 || end > to) {
        problems.add(Problem.at(Replay.where(file, source.lineAt(at)),
            "标签 [DhtmlXQ_" + name + "] 没有结束（缺少 [/DhtmlXQ_" + name + "]）",
            "the tag [DhtmlXQ_" + name + "] is not closed (no [/DhtmlXQ_" + name + "])"));
        at = lower.indexOf("[dhtmlxq_", nameEnd);
        continue;
      }
      fields.putIfAbsent(name, text.substring(nameEnd + 1, end));
      lines.putIfAbsent(name, source.lineAt(at));
      at = lower.indexOf("[dhtmlxq_", end + closing.length());
    }
    return new Block(fields, lines, source.lineAt(from), problems.size() > before);
  }

  /** A player's name: {@code redname}, else {@code red} (which dpxq writes as "team name"). */
  private static String name(Block b, String side) {
    String name = b.field(side + "name");
    return name == null || name.isBlank() ? b.field(side) : name;
  }

  private static GameFile game(String file, Replay.Label label, Block b, List<Problem> problems) {
    if (b.cutShort()) { // its problem is said: what follows a tag cut short is no field of its own
      return null;
    }
    String result = GameResults.read(b.field("result"));
    if (result == null) {
      String[] unknown = GameResults.unknown(InputText.shown(b.field("result"), 20));
      problems.add(Problem.at(Replay.where(file, b.lineOf("result")), label.zh() + unknown[0], label.en() + unknown[1]));
      return null;
    }
    if (b.field("movelist") == null) {
      problems.add(Problem.at(Replay.where(file, b.line()), label.zh() + "没有着法列表（[DhtmlXQ_movelist]）",
          label.en() + "no move list ([DhtmlXQ_movelist])"));
      return null;
    }
    String movelist = b.field("movelist").replaceAll("\\s", "");
    if (!asciiDigits(movelist)) {
      problems.add(Problem.at(Replay.where(file, b.lineOf("movelist")), label.zh() + "着法列表（movelist）只能有数字",
          label.en() + "the move list (movelist) may hold digits only"));
      return null;
    }
    List<Replay.Token> tokens = new ArrayList<>();
    for (int i = 0; i < movelist.length(); i += 4) {
      tokens.add(new Replay.Token(movelist.substring(i, Math.min(movelist.length(), i + 4)), b.lineOf("movelist")));
    }
    Position start;
    try {
      start = start(b.field("binit"), tokens.isEmpty() ? null : tokens.get(0).text());
    } catch (ProblemException e) {
      Problem p = e.problems().get(0);
      problems.add(Problem.at(Replay.where(file, b.lineOf("binit")), label.zh() + p.zh(), label.en() + p.en()));
      return null;
    }
    Replay.Outcome outcome = Replay.play(file, label, start, tokens, DhtmlXq::move);
    if (outcome.problem() != null) {
      problems.add(outcome.problem());
      return null;
    }
    Map<String, String> other = new LinkedHashMap<>();
    other.put("ECCO", b.field("ecco"));
    other.put("Opening", b.field("open"));
    GameHeaders headers = new GameHeaders(b.field("event"), b.field("place"), b.field("date"), b.field("round"),
        b.field("table"), b.field("group"), b.field("redteam"), name(b, "red"), b.field("blackteam"),
        name(b, "black"), result, other);
    return Replay.textsFine(file, b.line(), label, headers, problems) ? new GameFile(headers, outcome.line()) : null;
  }

  /** The move four digits name, legal in {@code position}. */
  private static Move move(Position position, String digits) {
    if (digits.length() != 4) {
      throw new MoveTextException(digits, "不完整：每步着法为 4 位数字", "is incomplete: a move is 4 digits");
    }
    int fromCol = digits.charAt(0) - '0';
    int toCol = digits.charAt(2) - '0';
    if (fromCol > 8 || toCol > 8) {
      throw new MoveTextException(digits, "列号须为 0–8", "columns are 0–8");
    }
    Square from = Square.of(fromCol, 9 - (digits.charAt(1) - '0'));
    Square to = Square.of(toCol, 9 - (digits.charAt(3) - '0'));
    if (from.equals(to)) {
      throw new MoveTextException(digits, "起点与终点相同", "goes nowhere");
    }
    Move move = new Move(from, to);
    position.whyIllegal(move).ifPresent(why -> {
      throw new IllegalMoveException(position, move, why);
    });
    return move;
  }

  private static Position start(String binit, String firstMove) {
    if (binit == null || binit.isBlank()) {
      return Position.start();
    }
    String digits = binit.replaceAll("\\s", "");
    if (digits.length() != 64 || !asciiDigits(digits)) {
      throw ProblemException.of("binit", "开局局面（binit）应为 64 位数字，现为“" + InputText.shown(digits, 70) + "”",
          "the start position (binit) should be 64 digits, found \"" + InputText.shown(digits, 70) + "\"");
    }
    Piece[] board = new Piece[Square.COUNT];
    for (int i = 0; i < 32; i++) {
      String point = digits.substring(2 * i, 2 * i + 2);
      if (point.equals("99")) {
        continue;
      }
      Colour side = i < 16 ? Colour.RED : Colour.BLACK;
      Piece piece = Piece.of(side, SLOTS[i % 16]);
      int col = point.charAt(0) - '0';
      int row = point.charAt(1) - '0';
      if (col > 8) {
        throw ProblemException.of("binit", "开局局面（binit）第 " + (i + 1) + " 个子（" + piece.chinese() + "）的位置“" + point
            + "”不在棋盘上", "the start position (binit): piece " + (i + 1) + " (" + piece.chinese() + ") stands on \""
            + point + "\", off the board");
      }
      Square square = Square.of(col, 9 - row);
      if (board[square.index()] != null) {
        throw ProblemException.of("binit", "开局局面（binit）第 " + (i + 1) + " 个子（" + piece.chinese() + "）与"
            + board[square.index()].chinese() + "同在“" + point + "”", "the start position (binit): piece " + (i + 1)
            + " (" + piece.chinese() + ") and " + board[square.index()].chinese() + " both stand on \"" + point + "\"");
      }
      board[square.index()] = piece;
    }
    Colour toMove = Colour.RED;
    if (firstMove != null && firstMove.length() == 4 && firstMove.charAt(0) <= '8') {
      Piece moving = board[Square.of(firstMove.charAt(0) - '0', 9 - (firstMove.charAt(1) - '0')).index()];
      if (moving != null) {
        toMove = moving.side();
      }
    }
    return Position.fromFen(fen(board, toMove));
  }

  private static String fen(Piece[] board, Colour toMove) {
    StringBuilder out = new StringBuilder();
    for (int rank = Square.RANKS - 1; rank >= 0; rank--) {
      StringBuilder row = new StringBuilder();
      for (int file = 0; file < Square.FILES; file++) {
        Piece p = board[Square.of(file, rank).index()];
        row.append(p == null ? '.' : p.fenLetter());
      }
      out.append(EMPTY_RUN.matcher(row).replaceAll(m -> String.valueOf(m.group().length())));
      out.append(rank > 0 ? "/" : toMove == Colour.RED ? " w" : " b");
    }
    return out.toString();
  }

  /** The 64 digits of {@code position}'s pieces (see the class comment). */
  static String binit(Position position) {
    StringBuilder out = new StringBuilder(64);
    for (Colour side : Colour.values()) {
      List<Square> pieces = new ArrayList<>();
      for (int i = 0; i < Square.COUNT; i++) {
        Square s = Square.of(i);
        Piece p = position.pieceAt(s);
        if (p != null && p.side() == side) {
          pieces.add(s);
        }
      }
      // each side from its own right: red from file i, black from file a; then from its own back rank
      pieces.sort((a, b) -> side == Colour.RED
          ? a.file() != b.file() ? b.file() - a.file() : a.rank() - b.rank()
          : a.file() != b.file() ? a.file() - b.file() : b.rank() - a.rank());
      for (PieceKind kind : SLOTS) {
        Square found = null;
        for (Square s : pieces) {
          if (position.pieceAt(s).kind() == kind) {
            found = s;
            break;
          }
        }
        if (found == null) {
          out.append("99");
        } else {
          pieces.remove(found);
          out.append(found.file()).append(9 - found.rank());
        }
      }
    }
    return out.toString();
  }

  static String write(List<GameFile> games) {
    StringBuilder out = new StringBuilder();
    for (GameFile game : games) {
      GameHeaders h = game.headers();
      out.append(OPEN).append('\n');
      field(out, "title", (h.red() == null ? "红方" : h.red()) + " " + GameResults.title(h.result()) + " "
          + (h.black() == null ? "黑方" : h.black()));
      field(out, "event", h.event());
      field(out, "group", h.group());
      field(out, "round", h.round());
      field(out, "table", h.board());
      field(out, "date", h.date());
      field(out, "place", h.site());
      field(out, "red", join(h.redTeam(), h.red()));
      field(out, "redteam", h.redTeam());
      field(out, "redname", h.red());
      field(out, "black", join(h.blackTeam(), h.black()));
      field(out, "blackteam", h.blackTeam());
      field(out, "blackname", h.black());
      if (h.other().containsKey("ECCO")) {
        field(out, "ecco", h.other().get("ECCO"));
      }
      if (h.other().containsKey("Opening")) {
        field(out, "open", h.other().get("Opening"));
      }
      field(out, "result", GameResults.dhtmlxq(h.result()));
      field(out, "binit", binit(game.line().start()));
      field(out, "movelist", movelist(game.line()));
      out.append(CLOSE).append('\n');
    }
    return out.toString();
  }

  private static String movelist(GameLine line) {
    StringBuilder out = new StringBuilder(line.plies() * 4);
    for (Move m : line.moves()) {
      out.append(m.from().file()).append(9 - m.from().rank()).append(m.to().file()).append(9 - m.to().rank());
    }
    return out.toString();
  }

  private static String join(String team, String name) {
    if (team == null) {
      return name;
    }
    return name == null ? team : team + " " + name;
  }

  /** A field; DhtmlXQ has no escape, so a bracket in a value is written full-width (［］). */
  private static void field(StringBuilder out, String name, String value) {
    String v = value == null ? "" : value.replace('[', '［').replace(']', '］');
    out.append("[DhtmlXQ_").append(name).append(']').append(v).append("[/DhtmlXQ_").append(name).append("]\n");
  }

  /** Whether the text is ASCII digits only ({@link Character#isDigit} takes full-width ones, ８, too). */
  private static boolean asciiDigits(String text) {
    return text.chars().allMatch(c -> c >= '0' && c <= '9');
  }
}
