package org.chuhe.xiangqi.notation;

import org.chuhe.xiangqi.IllegalMoveException;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;

/**
 * The ways a move is written: Chinese as players write it (炮二平五, 马８进７), WXF (C2=5, H8+7) and ICCS (H2-E2,
 * h2e2). {@link #read} returns the move the text names and refuses a move the rules forbid with the rule
 * ({@link IllegalMoveException}); {@link #readAny} accepts any of the three.
 */
public enum Notation {
  CHINESE,
  WXF,
  ICCS;

  /** The move as this notation writes it in {@code position} (where the move must be legal). */
  public String write(Position position, Move move) {
    return switch (this) {
      case ICCS -> Iccs.write(move);
      case CHINESE, WXF -> throw new UnsupportedOperationException("not yet: " + this);
    };
  }

  /**
   * The legal move {@code text} names in {@code position}: a {@link MoveTextException} when the text is not a move of
   * this notation or names no piece of the side to move, an {@link IllegalMoveException} (with the rule) when it names
   * a move the rules forbid.
   */
  public Move read(Position position, String text) {
    Move move = switch (this) {
      case ICCS -> Iccs.read(position, text);
      case CHINESE, WXF -> throw new UnsupportedOperationException("not yet: " + this);
    };
    position.whyIllegal(move).ifPresent(why -> {
      throw new IllegalMoveException(position, move, why);
    });
    return move;
  }

  /** The legal move {@code text} names in any of the notations, or the exception {@link #read} gives. */
  public static Move readAny(Position position, String text) {
    return ICCS.read(position, text);
  }
}
