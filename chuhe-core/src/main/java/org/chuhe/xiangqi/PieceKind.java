package org.chuhe.xiangqi;

/**
 * The seven kinds of piece, with the letters of FEN (red upper case, black lower case) and of WXF, and the characters
 * each side's pieces carry. FEN programs write the elephant B or E and the horse N or H; both are read.
 */
public enum PieceKind {
  KING('K', 'K', "帅", "将", "king"),
  ADVISOR('A', 'A', "仕", "士", "advisor"),
  ELEPHANT('B', 'E', "相", "象", "elephant"),
  HORSE('N', 'H', "马", "马", "horse"),
  ROOK('R', 'R', "车", "车", "rook"),
  CANNON('C', 'C', "炮", "炮", "cannon"),
  PAWN('P', 'P', "兵", "卒", "pawn");

  private final char fen;
  private final char wxf;
  private final String red;
  private final String black;
  private final String en;

  PieceKind(char fen, char wxf, String red, String black, String en) {
    this.fen = fen;
    this.wxf = wxf;
    this.red = red;
    this.black = black;
    this.en = en;
  }

  /** The FEN letter, upper case: K A B N R C P. */
  public char fenLetter() {
    return fen;
  }

  /** The WXF letter: K A E H R C P. */
  public char wxfLetter() {
    return wxf;
  }

  /** The character on {@code side}'s pieces in simplified Chinese: 帅 仕 相 马 车 炮 兵 / 将 士 象 马 车 炮 卒. */
  public String chinese(org.chuhe.model.Colour side) {
    return side == org.chuhe.model.Colour.RED ? red : black;
  }

  public String en() {
    return en;
  }

  /** The kind of a FEN or WXF letter in either case (B or E for the elephant, N or H for the horse), or null. */
  public static PieceKind ofLetter(char c) {
    return switch (Character.toUpperCase(c)) {
      case 'K' -> KING;
      case 'A' -> ADVISOR;
      case 'B', 'E' -> ELEPHANT;
      case 'N', 'H' -> HORSE;
      case 'R' -> ROOK;
      case 'C' -> CANNON;
      case 'P' -> PAWN;
      default -> null;
    };
  }
}
