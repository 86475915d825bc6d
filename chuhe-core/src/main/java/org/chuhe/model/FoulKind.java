package org.chuhe.model;

/**
 * The two kinds of foul (犯规) the regulations count apart (R12): an illegal move (违反行棋规定: a horse moving like an
 * elephant, a rook moving diagonally, a touched piece that cannot be moved …) and every other foul (pressing the
 * clock before moving, offering a draw too often, a ringing phone …). Both are 犯规 for the tie-break.
 */
public enum FoulKind {
  ILLEGAL_MOVE("违反行棋规定", "illegal move"),
  OTHER("其他犯规", "other foul");

  private final String zh;
  private final String en;

  FoulKind(String zh, String en) {
    this.zh = zh;
    this.en = en;
  }

  public String zh() {
    return zh;
  }

  public String en() {
    return en;
  }
}
