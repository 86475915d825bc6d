package org.chuhe.app.io.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.Square;

/** Games for the tests: a short known opening, and seeded random games. */
final class Games {
  private Games() {}

  static Move iccs(String text) {
    return new Move(Square.of(text.charAt(0) - 'a', text.charAt(1) - '0'),
        Square.of(text.charAt(2) - 'a', text.charAt(3) - '0'));
  }

  static GameLine line(Position start, String... iccs) {
    return GameLine.of(start, java.util.Arrays.stream(iccs).map(Games::iccs).toList());
  }

  /** 炮二平五 马８进７ 马二进三 车９平８. */
  static GameLine opening() {
    return line(Position.start(), "h2e2", "h9g7", "h0g2", "i9h9");
  }

  /** Up to {@code plies} random legal moves from {@code start} (fewer when the game ends). */
  static GameLine random(Random random, Position start, int plies) {
    List<Move> moves = new ArrayList<>();
    Position p = start;
    for (int i = 0; i < plies; i++) {
      List<Move> legal = p.legalMoves();
      if (legal.isEmpty()) {
        break;
      }
      Move m = legal.get(random.nextInt(legal.size()));
      moves.add(m);
      p = p.play(m);
    }
    return GameLine.of(start, moves);
  }

  static GameHeaders headers(String red, String black, String result) {
    return new GameHeaders("2026年厦门市象棋公开赛", "厦门", "2026-05-01", "3", "2", "男子组", "思明区", red, "湖里区",
        black, result, Map.of());
  }
}
