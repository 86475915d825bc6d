package org.chuhe.regulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.model.FoulKind.ILLEGAL_MOVE;
import static org.chuhe.model.FoulKind.OTHER;
import static org.chuhe.regulations.FoulPolicy.Limit.ALL_FOULS;
import static org.chuhe.regulations.FoulPolicy.Limit.ILLEGAL_MOVES;
import static org.chuhe.regulations.FoulPolicy.Limit.OTHER_FOULS;

import java.util.Optional;
import org.chuhe.model.Colour;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * The rule "the Nth foul of a kind loses" (R12), hand-checked against the seeds' clauses: each case is one side's
 * fouls after the foul of the kind named, and the limit that foul reaches.
 */
class FoulPolicyTest {
  /** Seed 000 补充 三(一) 违反行棋规定 … 第二次判负; 四(六) 一局棋单方累计二次犯规判负. */
  private static final FoulPolicy SEED_000 = new FoulPolicy(2, 2, null);
  /** Seed 001 十、2 一局棋累计三次犯规判负; 十一、1 违反行棋规定 … 第二次判负. */
  private static final FoulPolicy SEED_001 = new FoulPolicy(3, 2, null);
  /** Seed 004 补充 六、2 违反行棋规定达两次者立即判负; 六、10 除违反行棋规定的其余犯规达3次者，立即判负. */
  private static final FoulPolicy SEED_004 = new FoulPolicy(null, 2, 3);

  private static Optional<FoulPolicy.Limit> limit(FoulPolicy p, int illegal, int other, org.chuhe.model.FoulKind last) {
    return p.lostBy(new Fouls(illegal, other), last).map(FoulPolicy.Breach::limit);
  }

  @Test
  void seed000() {
    assertThat(limit(SEED_000, 1, 0, ILLEGAL_MOVE)).isEmpty();
    assertThat(limit(SEED_000, 0, 1, OTHER)).isEmpty();
    // the second illegal move is also the second foul: the more specific rule is named
    assertThat(limit(SEED_000, 2, 0, ILLEGAL_MOVE)).contains(ILLEGAL_MOVES);
    assertThat(limit(SEED_000, 1, 1, OTHER)).contains(ALL_FOULS);
    assertThat(limit(SEED_000, 1, 1, ILLEGAL_MOVE)).contains(ALL_FOULS);
    assertThat(limit(SEED_000, 0, 2, OTHER)).contains(ALL_FOULS);
  }

  @Test
  void seed001() {
    assertThat(limit(SEED_001, 1, 1, OTHER)).isEmpty();
    assertThat(limit(SEED_001, 0, 2, OTHER)).isEmpty();
    assertThat(limit(SEED_001, 2, 0, ILLEGAL_MOVE)).contains(ILLEGAL_MOVES);
    // the combined limit: one illegal move and two other fouls are three fouls
    assertThat(limit(SEED_001, 1, 2, OTHER)).contains(ALL_FOULS);
    assertThat(limit(SEED_001, 1, 2, ILLEGAL_MOVE)).contains(ALL_FOULS);
    assertThat(limit(SEED_001, 0, 3, OTHER)).contains(ALL_FOULS);
  }

  @Test
  void seed004CountsTheKindsApart() {
    assertThat(limit(SEED_004, 1, 2, OTHER)).isEmpty();
    assertThat(limit(SEED_004, 1, 2, ILLEGAL_MOVE)).isEmpty();
    assertThat(limit(SEED_004, 0, 3, OTHER)).contains(OTHER_FOULS);
    assertThat(limit(SEED_004, 1, 3, OTHER)).contains(OTHER_FOULS);
    assertThat(limit(SEED_004, 2, 2, ILLEGAL_MOVE)).contains(ILLEGAL_MOVES);
  }

  @Test
  void onlyTheLimitsOfTheKindAddedAndTheCombinedOneDecide() {
    // two illegal moves already on the sheet (the arbiter corrected the result by hand): an other foul is judged
    // by the other-foul limit only
    assertThat(limit(SEED_004, 2, 1, OTHER)).isEmpty();
    assertThat(SEED_004.reached(new Fouls(2, 1)).map(FoulPolicy.Breach::limit)).contains(ILLEGAL_MOVES);
    assertThat(SEED_004.reached(new Fouls(1, 2))).isEmpty();
  }

  @Test
  void theLawsDefaultLosesAtTheSecondFoulOfEitherKind() {
    assertThat(limit(FoulPolicy.DEFAULT, 0, 1, OTHER)).isEmpty();
    assertThat(limit(FoulPolicy.DEFAULT, 0, 2, OTHER)).contains(ALL_FOULS);
    assertThat(limit(FoulPolicy.DEFAULT, 1, 1, ILLEGAL_MOVE)).contains(ALL_FOULS);
    assertThat(Regulations.defaults().fouls()).isEqualTo(FoulPolicy.DEFAULT);
  }

  @Test
  void noLimitsNeverLose() {
    FoulPolicy none = new FoulPolicy(null, null, null);
    assertThat(none.reached(new Fouls(9, 9))).isEmpty();
    assertThat(new FoulPolicy(0, 0, 0)).as("0, as older files wrote it, is no limit").isEqualTo(none);
  }

  @Test
  void theRuleIsNamedInBothLanguages() {
    FoulPolicy.Breach b = SEED_004.lostBy(new Fouls(0, 3), OTHER).orElseThrow();
    assertThat(b.zh()).isEqualTo("其他犯规达 3 次判负（otherFoulLostAt: 3）");
    assertThat(b.en()).isEqualTo("3 other fouls lose the game (otherFoulLostAt: 3)");
  }

  /**
   * A foul as it happens ({@code afterFoul}, what the workflow records for each foul entered and the simulation for
   * each foul it makes): counted for its side and kind, and the one that reaches a limit records the game as lost by
   * that side, whatever result it had.
   */
  @Test
  void theFoulThatReachesALimitRecordsTheGameAsLost() {
    // Seed 000 补充 三(一): the first illegal move is a foul and the draw stands; the second loses (0-1).
    Game drawn = Game.of(1, "a", "b", Result.DRAW);
    FoulPolicy.AfterFoul first = SEED_000.afterFoul(drawn, Colour.RED, ILLEGAL_MOVE);
    assertThat(first.lost()).isFalse();
    assertThat(first.game()).isEqualTo(drawn.withFouls(Colour.RED, new Fouls(1, 0)));
    FoulPolicy.AfterFoul second = SEED_000.afterFoul(first.game(), Colour.RED, ILLEGAL_MOVE);
    assertThat(second.lostBy()).isEqualTo(new FoulPolicy.Breach(ILLEGAL_MOVES, 2));
    assertThat(second.game()).isEqualTo(new Game(1, "a", "b", Result.BLACK_WIN, new Fouls(2, 0), Fouls.NONE, null));
    // Seed 004 补充 六、10: black's third other foul in a game without a result: 1-0; black's illegal move before it
    // counts apart (one illegal move and two other fouls did not lose).
    Game open = new Game(2, "a", "b", null, Fouls.NONE, new Fouls(1, 2), null);
    assertThat(SEED_004.afterFoul(open, Colour.BLACK, OTHER).game())
        .isEqualTo(new Game(2, "a", "b", Result.RED_WIN, Fouls.NONE, new Fouls(1, 3), null));
    // Seed 001 十、2: the third foul of both kinds together loses a game red had won.
    Game won = new Game(3, "a", "b", Result.RED_WIN, new Fouls(1, 1), Fouls.NONE, null);
    FoulPolicy.AfterFoul third = SEED_001.afterFoul(won, Colour.RED, OTHER);
    assertThat(third.lostBy()).isEqualTo(new FoulPolicy.Breach(ALL_FOULS, 3));
    assertThat(third.game().result()).isEqualTo(Result.BLACK_WIN);
  }

  @Test
  void limitsAreValidated() {
    assertThat(SEED_000.problems()).isEmpty();
    assertThat(SEED_004.problems()).isEmpty();
    assertThat(new FoulPolicy(-1, null, null).problems()).extracting(Problem::where)
        .containsExactly("fouls.gameLostAtFoul");
    var tooHigh = new FoulPolicy(2, 3, null).problems();
    assertThat(tooHigh).extracting(Problem::where).containsExactly("fouls.illegalMoveLostAt");
    assertThat(tooHigh.get(0).en()).isEqualTo("can never apply: gameLostAtFoul 2 loses the game first; is 3");
    assertThat(tooHigh.get(0).zh()).contains("不会起作用");
  }
}
