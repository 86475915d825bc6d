package org.chuhe.xiangqi;

/**
 * A point of the board. {@code file} 0–8 runs from red's left to red's right (ICCS a–i), {@code rank} 0–9 from red's
 * side to black's (ICCS 0–9): red's king starts on e0, black's on e9. The river lies between ranks 4 and 5.
 *
 * <p>Players name files from their own right: red's 一 … 九 are files i … a, black's 1 … 9 are files a … i.
 */
public record Square(int file, int rank) {
  public static final int FILES = 9;
  public static final int RANKS = 10;
  public static final int COUNT = FILES * RANKS;

  private static final Square[] ALL = new Square[COUNT];

  static {
    for (int i = 0; i < COUNT; i++) {
      ALL[i] = new Square(i % FILES, i / FILES);
    }
  }

  public Square {
    if (file < 0 || file >= FILES || rank < 0 || rank >= RANKS) {
      throw new IllegalArgumentException("no such square: file " + file + ", rank " + rank);
    }
  }

  /** The square of {@code index} ({@code rank * 9 + file}). */
  public static Square of(int index) {
    return ALL[index];
  }

  public static Square of(int file, int rank) {
    return ALL[rank * FILES + file];
  }

  public int index() {
    return rank * FILES + file;
  }

  /** The square's name in ICCS: {@code e2}. */
  public String iccs() {
    return "" + (char) ('a' + file) + (char) ('0' + rank);
  }

  /** The file as {@code side} numbers it from its own right: red's 炮二 stands on file h (2), black's 炮2 on b. */
  public int fileNumberFor(org.chuhe.model.Colour side) {
    return side == org.chuhe.model.Colour.RED ? FILES - file : file + 1;
  }

  /** Whether the square lies on {@code side}'s own half of the board (before the river, seen from that side). */
  public boolean onOwnHalf(org.chuhe.model.Colour side) {
    return side == org.chuhe.model.Colour.RED ? rank <= 4 : rank >= 5;
  }

  @Override
  public String toString() {
    return iccs();
  }
}
