/**
 * The rules of xiangqi (中国象棋) for game records (录谱): the board, the pieces and their moves (the palace, the
 * river, the horse's leg, the elephant's eye, the cannon's screen, the flying general), check, checkmate and
 * stalemate (困毙, which loses), positions (FEN) and the move counts an arbiter rules on. Plain Java, no I/O: the
 * notations and files build on it.
 *
 * <p>Where the rules live: how each piece moves is {@link org.chuhe.xiangqi.Board#whyNot} (one reason per rule,
 * {@link org.chuhe.xiangqi.IllegalMoveReason}); check and the flying general are
 * {@link org.chuhe.xiangqi.Board#attacked}. The fast move generator ({@link org.chuhe.xiangqi.Board#generate}) is
 * proved against those rules by perft and by a test that asks {@code whyNot} of every pair of squares.
 */
package org.chuhe.xiangqi;
