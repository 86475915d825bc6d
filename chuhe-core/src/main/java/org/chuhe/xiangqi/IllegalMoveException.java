package org.chuhe.xiangqi;

/** A move that breaks a rule of the game, with the rule: the position, the move and the reason. */
public final class IllegalMoveException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient Position position;
  private final transient Move move;
  private final IllegalMoveReason reason;
  private final int ply;

  public IllegalMoveException(Position position, Move move, IllegalMoveReason reason) {
    this(position, move, reason, 0);
  }

  /** {@code ply}: the move's place in its game (1 for red's first move), 0 when not known. */
  public IllegalMoveException(Position position, Move move, IllegalMoveReason reason, int ply) {
    super((ply > 0 ? "ply " + ply + " " : "") + move.iccs() + ": " + reason.en());
    this.position = position;
    this.move = move;
    this.reason = reason;
    this.ply = ply;
  }

  /** The move's place in its game (1 for the first move of the line), 0 when not known. */
  public int ply() {
    return ply;
  }

  public Position position() {
    return position;
  }

  public Move move() {
    return move;
  }

  public IllegalMoveReason reason() {
    return reason;
  }
}
