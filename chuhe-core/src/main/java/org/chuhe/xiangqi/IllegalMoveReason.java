package org.chuhe.xiangqi;

/**
 * Why a move cannot be played, as an arbiter says it ("马八进七：蹩马腿"). One value per rule of movement, so that a
 * refused move names the rule it breaks.
 */
public enum IllegalMoveReason {
  NO_PIECE("起点无子", "there is no piece on the starting point"),
  NOT_ON_MOVE("不是该方走棋", "it is the other side's move"),
  OWN_PIECE_ON_TARGET("不能吃己方棋子", "a piece cannot capture its own side's piece"),
  KING_LEAVES_PALACE("将帅不能出九宫", "the king cannot leave the palace"),
  KING_ONE_STEP("将帅每步只能直走一格", "the king moves one point straight"),
  ADVISOR_LEAVES_PALACE("仕（士）不能出九宫", "the advisor cannot leave the palace"),
  ADVISOR_ONE_DIAGONAL("仕（士）每步只能斜走一格", "the advisor moves one point diagonally"),
  ELEPHANT_CROSSES_RIVER("相（象）不能过河", "the elephant cannot cross the river"),
  ELEPHANT_SHAPE("相（象）走田字", "the elephant moves two points diagonally"),
  ELEPHANT_EYE("塞象眼", "the elephant's eye is blocked"),
  HORSE_SHAPE("马走日字", "the horse moves one point straight and one diagonally"),
  HORSE_LEG("蹩马腿", "the horse's leg is blocked"),
  ROOK_STRAIGHT("车只能直走", "the rook moves along a file or a rank"),
  ROOK_BLOCKED("车的路线上有棋子", "a piece stands in the rook's way"),
  CANNON_STRAIGHT("炮只能直走", "the cannon moves along a file or a rank"),
  CANNON_BLOCKED("炮不吃子时路线上不能有棋子", "a cannon that does not capture needs a clear way"),
  CANNON_SCREEN("炮吃子须隔一子（炮架）", "a cannon captures over exactly one piece (the screen)"),
  PAWN_BACKWARDS("兵（卒）不能后退", "a pawn never moves back"),
  PAWN_SIDEWAYS_BEFORE_RIVER("兵（卒）过河前不能横走", "a pawn moves sideways only after crossing the river"),
  PAWN_ONE_STEP("兵（卒）每步只走一格", "a pawn moves one point"),
  FLYING_GENERAL("将帅不能照面", "the kings may not face each other on an open file"),
  LEAVES_KING_IN_CHECK("走后己方被将军（送将或未应将）", "the move leaves the mover's own king in check");

  private final String zh;
  private final String en;

  IllegalMoveReason(String zh, String en) {
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
