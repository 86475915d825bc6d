package org.chuhe.app.document;

import java.time.Instant;
import java.util.Objects;
import org.chuhe.model.Colour;
import org.chuhe.problem.ProblemException;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.IllegalMoveException;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.notation.MoveTextException;
import org.chuhe.xiangqi.notation.Notation;

/**
 * The moves of one board of a round (录谱, issue 25) as the database and the tournament document keep them: the line
 * from its start position, with the optimistic-lock {@code version}, who saved it ({@code by}) and when ({@code
 * at}). Both keep a line as two texts, the start position as FEN and the moves in ICCS ({@link #moves}), read back
 * move by move with {@link #line}: a record that is not a legal game is refused naming the move.
 */
public record RecordedGame(String division, int round, int board, GameLine line, long version, String by,
    Instant at) {

  public RecordedGame {
    Objects.requireNonNull(division, "division");
    Objects.requireNonNull(line, "line");
  }

  /** The moves in ICCS, lower case, one space between them: {@code h2e2 h9g7} (empty for none). */
  public static String moves(GameLine line) {
    return String.join(" ", line.moves().stream().map(Move::iccs).toList());
  }

  /**
   * The line of {@code moves} (ICCS, separated by white space) from the position {@code fen} (null or blank: the
   * start position). A FEN that is not a position, or a move that is not ICCS or breaks a rule, is a problem naming
   * the move's number and side as players count them: "第 12 回合黑方 h9g7：蹩马腿".
   */
  public static GameLine line(String fen, String moves) {
    Position start = fen == null || fen.isBlank() ? Position.start() : Position.fromFen(fen);
    GameLine line = GameLine.empty(start);
    String text = moves == null ? "" : moves.strip();
    if (text.isEmpty()) {
      return line;
    }
    for (String move : text.split("\\s+")) {
      int ply = line.plies() + 1;
      try {
        line = line.plus(Notation.ICCS.read(line.last(), move));
      } catch (MoveTextException e) {
        throw bad(line, ply, move, e.zh(), e.en());
      } catch (IllegalMoveException e) {
        throw bad(line, ply, move, e.reason().zh(), e.reason().en());
      }
    }
    return line;
  }

  private static ProblemException bad(GameLine line, int ply, String move, String zh, String en) {
    int number = line.moveNumber(ply);
    boolean red = line.last().sideToMove() == Colour.RED;
    return ProblemException.of("moves", "第 " + number + " 回合" + (red ? "红方" : "黑方") + " " + move + "：" + zh,
        "move " + number + " (" + (red ? "red" : "black") + ") " + move + ": " + en);
  }
}
