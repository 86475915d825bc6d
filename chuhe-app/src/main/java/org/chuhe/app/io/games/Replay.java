package org.chuhe.app.io.games;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.problem.Problem;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.IllegalMoveException;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.notation.MoveError;
import org.chuhe.xiangqi.notation.MoveTextException;
import org.chuhe.xiangqi.notation.Notation;

/**
 * Plays the moves of one game as a file writes them, from its start position, and names the first move that cannot
 * be played the way players count it: the game (when the file has several), the move number (回合), the move's text
 * and the reason ("第 12 回合 马八进七：蹩马腿").
 */
final class Replay {
  /** A move's text as the file has it, and the line it stands on (0 when the format has no lines to speak of). */
  record Token(String text, int line) {}

  /** How a format turns a move's text into a legal move of the position (or throws as {@link Notation#read}). */
  interface MoveReader {
    Move read(Position position, String text);
  }

  /** Any notation: Chinese, WXF or ICCS. */
  static final MoveReader ANY_NOTATION = Notation::readAny;

  /**
   * Which game of a file this is, for messages: nothing when the file holds one game, else its number and players
   * ("第 2 局（王芳 对 李明）").
   */
  record Label(int number, int count, String red, String black) {
    String zh() {
      return count <= 1 ? "" : "第 " + number + " 局" + players("（", " 对 ", "）") + "：";
    }

    String en() {
      return count <= 1 ? "" : "game " + number + players(" (", " v ", ")") + ": ";
    }

    private String players(String open, String versus, String close) {
      if (red == null && black == null) {
        return "";
      }
      return open + (red == null ? "?" : red) + versus + (black == null ? "?" : black) + close;
    }
  }

  /** The line the tokens make, or why not. */
  record Outcome(GameLine line, Problem problem) {}

  private Replay() {}

  /** How a format makes a game of one of its parts (null when it added the game's problem instead). */
  interface GameMaker<T> {
    GameFile game(Label label, T part, List<Problem> problems);
  }

  /**
   * The games of a file's parts (a PGN game's tags and moves, a DhtmlXQ block), each labelled with its number and
   * players; all problems together, the file's own first ({@code problems}), when any part cannot be read.
   */
  static <T> List<GameFile> games(List<T> parts, java.util.function.Function<T, String[]> players, GameMaker<T> maker,
      List<Problem> problems) {
    List<GameFile> games = new ArrayList<>();
    for (int i = 0; i < parts.size(); i++) {
      String[] names = players.apply(parts.get(i));
      GameFile game = maker.game(new Label(i + 1, parts.size(), names[0], names[1]), parts.get(i), problems);
      if (game != null) {
        games.add(game);
      }
    }
    if (!problems.isEmpty()) {
      throw new org.chuhe.problem.ProblemException(problems);
    }
    return games;
  }

  static Outcome play(String file, Label label, Position start, List<Token> tokens, MoveReader reader) {
    List<Move> moves = new ArrayList<>(tokens.size());
    Position position = start;
    for (int i = 0; i < tokens.size(); i++) {
      Token token = tokens.get(i);
      Move move;
      try {
        move = reader.read(position, token.text());
      } catch (MoveTextException | IllegalMoveException e) {
        return new Outcome(null, moveProblem(file, label, start, i + 1, token, e));
      }
      moves.add(move);
      position = position.play(move);
    }
    return new Outcome(GameLine.of(start, moves), null);
  }

  /** The problem of move {@code ply} (1-based) of a game from {@code start}. */
  static Problem moveProblem(String file, Label label, Position start, int ply, Token token, RuntimeException e) {
    MoveError why = Notation.explain(e, token.text());
    int offset = start.sideToMove() == Colour.RED ? 0 : 1;
    int number = (ply - 1 + offset) / 2 + 1;
    boolean black = (ply - 1 + offset) % 2 == 1;
    return Problem.at(where(file, token.line()),
        label.zh() + "第 " + number + " 回合" + (black ? "（黑方）" : " ") + why.zh(),
        label.en() + "move " + number + (black ? " (black)" : "") + " " + why.en());
  }

  /**
   * Whether every header value is real text ({@code InputText}: no control character, no sign of a wrong decoding, not
   * too long); else the first fault is a problem at the game's first line.
   */
  static boolean textsFine(String file, int line, Label label, GameHeaders h, List<Problem> problems) {
    java.util.Map<String, String> values = new java.util.LinkedHashMap<>();
    values.put("Event", h.event());
    values.put("Site", h.site());
    values.put("Date", h.date());
    values.put("Round", h.round());
    values.put("Board", h.board());
    values.put("Group", h.group());
    values.put("RedTeam", h.redTeam());
    values.put("Red", h.red());
    values.put("BlackTeam", h.blackTeam());
    values.put("Black", h.black());
    values.putAll(h.other());
    for (var e : values.entrySet()) {
      var fault = org.chuhe.app.io.InputText.fault(e.getValue());
      if (fault.isPresent()) {
        problems.add(Problem.at(where(file, line), label.zh() + e.getKey() + "：" + fault.get().zh(),
            label.en() + e.getKey() + ": " + fault.get().en()));
        return false;
      }
    }
    return true;
  }

  static String where(String file, int line) {
    return line > 0 ? file + ":" + line : file;
  }
}
