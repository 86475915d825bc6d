package org.chuhe.xiangqi;

import org.chuhe.model.Colour;

/** A piece of one side. The fourteen pieces are shared instances: {@link #of}. */
public record Piece(Colour side, PieceKind kind) {
  private static final Piece[] ALL = new Piece[16];

  static {
    for (PieceKind k : PieceKind.values()) {
      ALL[k.ordinal() + 1] = new Piece(Colour.RED, k);
      ALL[k.ordinal() + 1 + Board.BLACK] = new Piece(Colour.BLACK, k);
    }
  }

  public static Piece of(Colour side, PieceKind kind) {
    return ALL[code(side, kind)];
  }

  static Piece ofCode(int code) {
    return ALL[code];
  }

  static int code(Colour side, PieceKind kind) {
    return kind.ordinal() + 1 + (side == Colour.BLACK ? Board.BLACK : 0);
  }

  int code() {
    return code(side, kind);
  }

  /** The FEN letter: upper case for red. */
  public char fenLetter() {
    char c = kind.fenLetter();
    return side == Colour.RED ? c : Character.toLowerCase(c);
  }

  /** The Chinese character: 车 for either side's rook, 帅 for red's king, 将 for black's. */
  public String chinese() {
    return kind.chinese(side);
  }
}
