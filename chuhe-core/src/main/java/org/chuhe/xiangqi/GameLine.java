package org.chuhe.xiangqi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The moves of one game from its start position, every one legal (checked when the line is made), with the positions
 * they lead to. {@code positions().get(i)} is the position before move {@code i + 1}; the last is the final position.
 */
public final class GameLine {
  private final Position start;
  private final List<Move> moves;
  private final List<Position> positions;

  private GameLine(Position start, List<Move> moves, List<Position> positions) {
    this.start = start;
    this.moves = moves;
    this.positions = positions;
  }

  /** The line of {@code moves} from {@code start}; the first illegal move is refused, with its ply number. */
  public static GameLine of(Position start, List<Move> moves) {
    List<Position> positions = new ArrayList<>(moves.size() + 1);
    positions.add(start);
    Position p = start;
    for (int i = 0; i < moves.size(); i++) {
      p = playNumbered(p, moves.get(i), i + 1);
      positions.add(p);
    }
    return new GameLine(start, List.copyOf(moves), Collections.unmodifiableList(positions));
  }

  /** {@code position.play(move)}, its refusal numbered with the move's ply (the rules checked once). */
  private static Position playNumbered(Position position, Move move, int ply) {
    try {
      return position.play(move);
    } catch (IllegalMoveException e) {
      throw new IllegalMoveException(position, move, e.reason(), ply);
    }
  }

  public static GameLine empty(Position start) {
    return new GameLine(start, List.of(), List.of(start));
  }

  /** This line with one more move, refused (with its ply number) when illegal. */
  public GameLine plus(Move move) {
    Position next = playNumbered(last(), move, moves.size() + 1);
    List<Move> m = new ArrayList<>(moves);
    m.add(move);
    List<Position> ps = new ArrayList<>(positions);
    ps.add(next);
    return new GameLine(start, List.copyOf(m), Collections.unmodifiableList(ps));
  }

  public Position start() {
    return start;
  }

  public List<Move> moves() {
    return moves;
  }

  /** The start position and the position after each move. */
  public List<Position> positions() {
    return positions;
  }

  public Position last() {
    return positions.get(positions.size() - 1);
  }

  /** The number of plies (半回合: each side's move counts once). */
  public int plies() {
    return moves.size();
  }

  /**
   * The move number players write beside ply {@code ply} (1-based): red's and black's moves of one 回合 share a
   * number. From a position with black to move, black's first move is number 1.
   */
  public int moveNumber(int ply) {
    int offset = start.sideToMove() == org.chuhe.model.Colour.RED ? 0 : 1;
    return (ply - 1 + offset) / 2 + 1;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GameLine g && g.start.equals(start) && g.moves.equals(moves);
  }

  @Override
  public int hashCode() {
    return 31 * start.hashCode() + moves.hashCode();
  }
}
