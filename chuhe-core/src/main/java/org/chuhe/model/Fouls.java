package org.chuhe.model;

import org.chuhe.problem.InvalidValue;

/**
 * The fouls one side committed in one game, by kind (R12). Documents and databases written before fouls had a kind
 * hold one count per side; it reads as {@code otherFouls} (see docs/tournament-format.md).
 */
public record Fouls(int illegalMoves, int otherFouls) {
  public static final Fouls NONE = new Fouls(0, 0);

  public Fouls {
    if (illegalMoves < 0 || otherFouls < 0) {
      throw new InvalidValue("犯规次数不能为负数", "fouls cannot be negative");
    }
    Range.FOULS.check((long) illegalMoves + otherFouls);
  }

  /** {@code count} fouls of {@code kind} and none of the other. */
  public static Fouls of(FoulKind kind, int count) {
    return NONE.plus(kind, count);
  }

  /** All fouls of both kinds: what the 犯规 tie-break counts and the regulations' combined limit reads. */
  public int total() {
    return illegalMoves + otherFouls;
  }

  public int of(FoulKind kind) {
    return kind == FoulKind.ILLEGAL_MOVE ? illegalMoves : otherFouls;
  }

  /** These fouls with {@code delta} more (or, negative, fewer) of {@code kind}. */
  public Fouls plus(FoulKind kind, int delta) {
    return kind == FoulKind.ILLEGAL_MOVE ? new Fouls(illegalMoves + delta, otherFouls)
        : new Fouls(illegalMoves, otherFouls + delta);
  }

  public boolean any() {
    return total() > 0;
  }
}
