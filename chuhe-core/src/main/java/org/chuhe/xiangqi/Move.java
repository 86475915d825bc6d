package org.chuhe.xiangqi;

/** A move from one point to another; whether it is legal depends on the {@link Position} it is played in. */
public record Move(Square from, Square to) {
  public Move {
    if (from == null || to == null || from.equals(to)) {
      throw new IllegalArgumentException("a move goes from one square to another: " + from + " " + to);
    }
  }

  static Move of(int from, int to) {
    return new Move(Square.of(from), Square.of(to));
  }

  /** The move in ICCS, lower case without a dash: {@code h2e2}. */
  public String iccs() {
    return from.iccs() + to.iccs();
  }

  @Override
  public String toString() {
    return iccs();
  }
}
