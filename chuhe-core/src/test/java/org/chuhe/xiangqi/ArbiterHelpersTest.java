package org.chuhe.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.regulations.MoveLimitRules;
import org.junit.jupiter.api.Test;

/** The move-limit count and the repeated positions of hand-made games, worked by hand. */
class ArbiterHelpersTest {
  private static GameLine line(String fen, String moves) {
    List<Move> list = Arrays.stream(moves.split(" ")).map(m -> new Move(
        Square.of(m.charAt(0) - 'a', m.charAt(1) - '0'), Square.of(m.charAt(2) - 'a', m.charAt(3) - '0'))).toList();
    return GameLine.of(fen == null ? Position.start() : Position.fromFen(fen), list);
  }

  /**
   * Red's rook checks black's king from i9 and i8 in turn; the king steps between d9 and d8. The position after ply 1
   * stands again after ply 5, and so on: four repetitions, each cycle four plies, every red move a check (长将).
   */
  private static final GameLine PERPETUAL = line("3k5/9/9/9/9/9/9/9/9/4K3R w",
      "i0i9 d9d8 i9i8 d8d9 i8i9 d9d8 i9i8 d8d9");

  @Test
  void perpetualCheckIsShownWithTheMovesOfTheCycle() {
    List<Repetitions.Repetition> reps = Repetitions.of(PERPETUAL);
    assertThat(reps).extracting(Repetitions.Repetition::plies)
        .containsExactly(List.of(1, 5), List.of(2, 6), List.of(3, 7), List.of(4, 8));
    Repetitions.Repetition first = reps.get(0);
    assertThat(first.position().fen()).isEqualTo("3k4R/9/9/9/9/9/9/9/9/4K4 b");
    assertThat(first.cycle()).extracting(c -> c.move().iccs()).containsExactly("d9d8", "i9i8", "d8d9", "i8i9");
    assertThat(first.cycle()).extracting(Repetitions.CycleMove::check).containsExactly(false, true, false, true);
    assertThat(first.everyMoveChecks(Colour.RED)).isTrue();
    assertThat(first.everyMoveChecks(Colour.BLACK)).isFalse();
  }

  /** A rook that attacks a loose horse on every move while the horse runs: a chase (捉) candidate each time. */
  @Test
  void chaseCandidatesAreTheNewlyAttackedPieces() {
    // The rook on a4 moves to b4 (attacking the horse on b5 up the file); the horse goes b5-c7, the rook b4-c4
    // (attacking c7), the horse c7-b5, the rook c4-b4 … and round again.
    GameLine chase = line("4k4/9/9/9/1n7/R8/9/9/9/3K5 w", "a4b4 b5c7 b4c4 c7b5 c4b4 b5c7 b4c4 c7b5");
    Repetitions.Repetition r = Repetitions.of(chase).get(0);
    assertThat(r.everyMoveChecks(Colour.RED)).isFalse();
    assertThat(r.everyMoveAttacks(Colour.RED)).isTrue();
    assertThat(r.cycle().stream().filter(m -> m.side() == Colour.RED).map(m -> m.attacks().toString()).toList())
        .allMatch(a -> a.equals("[c7]") || a.equals("[b5]"));
  }

  @Test
  void moveLimitCountsFromTheLastCaptureOrTheClaim() {
    MoveLimitRules forty = new MoveLimitRules(40, false);
    // No capture: 8 plies are 4 回合; red claims at the start: its 4 moves are all checks, none counts.
    MoveLimitCount plain = MoveLimitCount.of(PERPETUAL, forty, null, null);
    assertThat(plain.counted()).isEqualTo(4);
    assertThat(plain.redChecks()).isEqualTo(4);
    assertThat(plain.remaining()).isEqualTo(36);
    assertThat(MoveLimitCount.of(PERPETUAL, forty, Colour.RED, 0).counted()).isZero();
    assertThat(MoveLimitCount.of(PERPETUAL, new MoveLimitRules(40, true), Colour.RED, 0).counted()).isEqualTo(4);
    // Black claims after ply 2: black's moves at plies 4, 6, 8 count (three, none a check).
    assertThat(MoveLimitCount.of(PERPETUAL, forty, Colour.BLACK, 2).counted()).isEqualTo(3);

    // 炮二进七 takes the horse (ply 1), 车９平８ takes the cannon (ply 2), then 马八进七 马２进３: the count starts
    // after ply 2 even though red claimed after ply 1.
    GameLine captures = line(null, "h2h9 i9h9 b0c2 b9c7");
    MoveLimitCount c = MoveLimitCount.of(captures, forty, Colour.RED, 1);
    assertThat(c.fromPly()).isEqualTo(2);
    assertThat(c.restartedByCapture()).isTrue();
    assertThat(c.plies()).isEqualTo(2);
    assertThat(c.counted()).isEqualTo(1);
    assertThat(c.reached()).isFalse();
  }
}
