package org.chuhe.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Colour;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.notation.Notation;

/**
 * A game record as the pages show it (issue 25): its moves in Chinese notation by 回合 ("1. 炮二平五 马８进７"), and,
 * for the board script ({@code assets/board.js}), every position of the game as a FEN with the move that led to it,
 * so that the public viewer steps through the game without asking the server again.
 */
final class GameViews {
  private GameViews() {}

  private static final ObjectMapper JSON = new ObjectMapper();

  /** One move of the list: its ply (1 = the first move), its text, and whether red played it. */
  record MoveCell(int ply, String text, boolean red) {}

  /** One 回合: its number, red's move and black's (null when the line starts with black or ends after red). */
  record MoveRow(int number, MoveCell red, MoveCell black) {}

  /**
   * The moves of a line: the rows of the list, the final position ({@code fen}) and the move that led to it
   * ({@code last}, ICCS, blank at the start), the side to move there, and the JSON the viewer reads.
   */
  record Moves(List<MoveRow> rows, int plies, String fen, String last, String toMove, String json) {}

  static Moves moves(Texts t, GameLine line) {
    List<MoveRow> rows = new ArrayList<>();
    List<String> fens = new ArrayList<>();
    List<String> iccs = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    List<String> plyTexts = new ArrayList<>();
    fens.add(line.start().fen());
    List<Position> positions = line.positions();
    MoveCell red = null;
    int number = 0;
    for (int i = 0; i < line.plies(); i++) {
      Position before = positions.get(i);
      Move m = line.moves().get(i);
      String text = chinese(before, m);
      boolean isRed = before.sideToMove() == Colour.RED;
      int ply = i + 1;
      int n = line.moveNumber(ply);
      MoveCell cell = new MoveCell(ply, text, isRed);
      if (isRed) {
        if (red != null) {
          rows.add(new MoveRow(number, red, null));
        }
        red = cell;
        number = n;
      } else {
        rows.add(new MoveRow(n, red != null && number == n ? red : null, cell));
        red = null;
      }
      fens.add(positions.get(ply).fen());
      iccs.add(m.iccs());
      texts.add(text);
      plyTexts.add(t.get("game.plyText", n, t.get(isRed ? "col.red" : "col.black"), text));
    }
    if (red != null) {
      rows.add(new MoveRow(number, red, null));
    }
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("fens", fens);
    data.put("iccs", iccs);
    data.put("moves", texts);
    data.put("plyTexts", plyTexts);
    data.put("startText", t.get("game.startText"));
    String json;
    try {
      json = JSON.writeValueAsString(data);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
    Position last = line.last();
    return new Moves(rows, line.plies(), last.fen(), iccs.isEmpty() ? "" : iccs.get(iccs.size() - 1),
        t.get(last.sideToMove() == Colour.RED ? "game.redToMove" : "game.blackToMove"), json);
  }

  /** A move as Chinese players write it (炮二平五; black's in Arabic digits: 马８进７). */
  static String chinese(Position before, Move move) {
    return Notation.CHINESE.write(before, move);
  }

  /** A player as arbiters name him on a game's head: "12号 王芳（厦门）" ("No. 12 王芳 (厦门)"). */
  static String player(Texts t, Views.PlayerCell c) {
    String name = c.number().isEmpty() ? c.name() : t.get("game.player", c.number(), c.name());
    return c.unit().isEmpty() ? name : t.get("game.playerUnit", name, c.unit());
  }

  /** The ICCS moves of a line, as the console's entry form carries them while unsaved: "h2e2 h9g7". */
  static String iccs(GameLine line) {
    return String.join(" ", line.moves().stream().map(Move::iccs).toList());
  }

  /**
   * The arbiter's helpers on a line, as the lead's {@link org.chuhe.app.report.GameRecordHelpers} words them: the
   * count towards the natural move limit (from the last capture, or from a claim the arbiter accepted) and each
   * repeated position with the moves between (the candidates of 长将 and 长捉; the ruling is the arbiter's).
   */
  record Helpers(String moveLimit, List<String> repetitions) {}

  static Helpers helpers(Texts t, GameLine line, org.chuhe.regulations.MoveLimitRules rules, Colour claimant,
      Integer claimPly) {
    org.chuhe.app.report.GameRecordHelpers h = org.chuhe.app.report.GameRecordHelpers.of(line, rules, claimant,
        claimPly);
    return new Helpers(t.pick(h.moveLimit().zh(), h.moveLimit().en()),
        h.repetitions().stream().map(r -> t.pick(r.zh(), r.en())).toList());
  }
}
