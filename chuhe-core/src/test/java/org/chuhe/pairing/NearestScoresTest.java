package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.UnitAvoidance;
import org.junit.jupiter.api.Test;

/**
 * 同分相对，近分相对, worked by hand: the score differences are judged from the top group down, so a floater meets
 * the next group that can take him, and a cascade beats one long jump however the floaters are counted.
 */
class NearestScoresTest {

  /**
   * Six players after two rounds (2/1/0): p1 4 points; p2, p3, p4, p5 2 points; p6 0. p1 has met p2 and p3, p6 has
   * met p2 and p5, and inside the 2-point group p3–p4 and p4–p5 have met. The jump p1–p6 (4 v 0, with p4–p2 and
   * p5–p3) has two floaters; a cascade (p1 v p4 or p5, p6 v p3 or p4) has four, and the same total difference (4).
   * Counting floaters first picked the jump. By the hand procedure the leader meets the nearest score there is:
   * one pair "4分组 相差2分" instead of "4分组 相差4分".
   */
  private static Tournament cascadeOrJump() {
    return Events.tournament(Events.regs(7), Events.players(6), List.of(
        Events.round(1, "p1-p2:1-0", "p3-p4:1-0", "p5-p6:1-0"),
        Events.round(2, "p1-p3:1-0", "p2-p6:1-0", "p4-p5:1-0")), List.of());
  }

  @Test
  void theLeaderMeetsTheNearestScoreNotTheBottomPlayer() {
    Tournament t = cascadeOrJump();
    PairingResult r = SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT);
    Map<String, Integer> score = scores(t);
    String leadersOpponent = opponentOf(r.round(), "p1");
    String lastsOpponent = opponentOf(r.round(), "p6");
    assertThat(score.get(leadersOpponent)).as("the 4-point leader meets a 2-point player").isEqualTo(2);
    assertThat(score.get(lastsOpponent)).as("the 0-point player meets a 2-point player").isEqualTo(2);
    assertThat(r.quality().differences()).isEqualTo(ScoreDifferences.of(List.of(
        new ScoreDifferences.Level(4, 2, 1), new ScoreDifferences.Level(2, 2, 1))));
    assertThat(r.quality().differences().describeZh()).isEqualTo("4分组：1对相差2分；2分组：1对相差2分");
    // The leader's note: alone in his group, paired with the nearest group below.
    BoardNote note = noteOf(r, "p1");
    assertThat(note.zh()).contains("4 分组只有他 1 人").contains("与下方最近的 2 分组配对");
    assertThat(note.en()).contains("alone in the 4-point group").contains("nearest group below, 2 points");
  }

  @Test
  void checkFlagsTheJumpAndNamesItsBoard() {
    Tournament t = cascadeOrJump();
    // The list an old program printed: the leader against the last player, the 2-point group among itself.
    Round jump = new Round(Events.DIVISION, 3, List.of(Game.of(1, "p6", "p1", Result.NOT_PLAYED),
        Game.of(2, "p4", "p2", Result.NOT_PLAYED), Game.of(3, "p5", "p3", Result.NOT_PLAYED)), List.of(), List.of());
    Tournament withJump = t.withRounds(List.of(t.rounds().get(0), t.rounds().get(1), jump));
    RoundCheck c = PairingChecker.check(withJump, Events.DIVISION, 3, PairingOptions.DEFAULT);
    assertThat(c.isLegal()).as("no hard rule is broken").isTrue();
    assertThat(c.passes()).as("but nearer scores were possible").isFalse();
    Violation v = c.violations().stream().filter(x -> x.rule() == Violation.Rule.NEARER_SCORES).findFirst()
        .orElseThrow();
    assertThat(v.players()).containsExactlyInAnyOrder("p6", "p1");
    assertThat(v.zh()).contains("4分组有 1 对相差 4 分").contains("第1台").contains("可以做到 4分组：1对相差2分");
    assertThat(c.quality().differences().describeZh()).isEqualTo("4分组：1对相差4分");
    // The engine's own pairing of the same round passes.
    PairingResult engine = SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT);
    Tournament paired = t.withRounds(List.of(t.rounds().get(0), t.rounds().get(1), engine.round()));
    assertThat(PairingChecker.check(paired, Events.DIVISION, 3, PairingOptions.DEFAULT).passes()).isTrue();
  }

  @Test
  void aCascadeBeatsAJumpAsScoreDifferences() {
    // The comparison itself, as the docs state it: 6 → 4 → 2 against 6 → 2.
    ScoreDifferences cascade = ScoreDifferences.of(6, 4).plus(ScoreDifferences.of(4, 2));
    ScoreDifferences jump = ScoreDifferences.of(6, 2);
    assertThat(cascade).isLessThan(jump);
    assertThat(cascade.floaters()).isEqualTo(4);
    assertThat(jump.floaters()).isEqualTo(2);
    assertThat(cascade.total()).isEqualTo(jump.total());
    // Within a group, one pair at a larger difference is worse than any number at smaller ones.
    ScoreDifferences many = ScoreDifferences.of(List.of(new ScoreDifferences.Level(10, 1, 7)));
    assertThat(many).isLessThan(ScoreDifferences.of(10, 8));
    // The top group first: a worse difference lower down never outweighs a better one higher up.
    assertThat(ScoreDifferences.of(10, 9).plus(ScoreDifferences.of(5, 0)))
        .isLessThan(ScoreDifferences.of(10, 8).plus(ScoreDifferences.of(5, 4)));
    assertThat(jump.firstWorseThan(cascade)).isEqualTo(new ScoreDifferences.Level(6, 4, 1));
    assertThat(cascade.firstWorseThan(jump)).isNull();
  }

  /**
   * A top group of one who has met the whole next group: he meets the nearest group after it that can take him
   * (10 v 6), not the lowest (10 v 2), although one float to the bottom would leave the middle groups intact.
   */
  @Test
  void aLeaderWhoMetTheNextGroupMeetsTheOneAfterIt() {
    Fixture x = new Fixture(Events.regs(9));
    Entrant leader = x.add(1, 10);
    Entrant a = x.add(2, 8, leader);
    Entrant b = x.add(3, 8, leader);
    Entrant c = x.add(4, 6);
    Entrant d = x.add(5, 6);
    Entrant e = x.add(6, 6);
    Entrant f = x.add(7, 4);
    Entrant g = x.add(8, 2);
    RoundSolution s = SwissRoundProblem.solve(x.rules(), x.players);
    assertThat(partner(s, leader).score).isEqualTo(6);
    assertThat(partner(s, a)).isEqualTo(b);
    assertThat(partner(s, g).score).as("the last group's player meets the nearest group above").isEqualTo(4);
    assertThat(s.quality().differences()).isEqualTo(ScoreDifferences.of(List.of(
        new ScoreDifferences.Level(10, 4, 1), new ScoreDifferences.Level(4, 2, 1))));
    assertThat(List.of(c, d, e, f)).contains(partner(s, leader));
  }

  /**
   * Same-unit avoidance forces a longer float, and it is the shortest possible: the 9-point leader's unit-mates
   * fill the 8-point group, so he meets the 7-point group, not the 3-point one.
   */
  @Test
  void avoidanceForcesTheShortestLongerFloat() {
    Fixture x = new Fixture(Events.regs(9, null, null, UnitAvoidance.ALL_ROUNDS, null, null, null));
    Entrant leader = x.inUnit(1, 9, "A");
    x.inUnit(2, 8, "A");
    x.inUnit(3, 8, "A");
    x.inUnit(4, 7, "B");
    x.inUnit(5, 7, "C");
    x.inUnit(6, 7, "D");
    x.inUnit(7, 3, "B");
    RoundSolution s = SwissRoundProblem.solve(x.rules(), x.players);
    assertThat(partner(s, leader).score).isEqualTo(7);
    assertThat(s.bye().score).as("the bye goes to the lowest group").isEqualTo(3);
  }

  private static Map<String, Integer> scores(Tournament t) {
    Field f = Field.of(t, Events.DIVISION, SwissPairing.nextRound(t, Events.DIVISION), PairingOptions.DEFAULT,
        false);
    Map<String, Integer> m = new java.util.HashMap<>();
    f.entrants.forEach(e -> m.put(e.id, e.score));
    return m;
  }

  private static String opponentOf(Round r, String id) {
    return r.games().stream().filter(g -> g.involves(id)).findFirst().orElseThrow().opponentOf(id);
  }

  private static BoardNote noteOf(PairingResult r, String id) {
    return r.notes().stream().filter(n -> id.equals(n.red()) || id.equals(n.black())).findFirst().orElseThrow();
  }

  private static Entrant partner(RoundSolution s, Entrant e) {
    for (PairingRules.Allocation a : s.pairs()) {
      if (a.red() == e) {
        return a.black();
      }
      if (a.black() == e) {
        return a.red();
      }
    }
    return null;
  }

  /** Entrants made by hand (score, whom they met, unit, colours) on the field of a small tournament. */
  private static final class Fixture {
    final List<Entrant> players = new ArrayList<>();
    private final Field field;

    /** Round 3 of an event under these regulations. */
    Fixture(org.chuhe.regulations.Regulations regs) {
      int round = 3;
      List<Player> list = Events.players(12);
      List<Round> rounds = new ArrayList<>();
      for (int k = 1; k < round; k++) {
        rounds.add(new Round(Events.DIVISION, k, List.of(), List.of(), List.of()));
      }
      field = Field.of(Events.tournament(regs, list, rounds, List.of()), Events.DIVISION, round,
          PairingOptions.DEFAULT, true);
    }

    Entrant add(int number, int score, Entrant... met) {
      return add(number, score, null, met);
    }

    Entrant inUnit(int number, int score, String unit) {
      return add(number, score, unit);
    }

    private Entrant add(int number, int score, String unit, Entrant... met) {
      Entrant e = make(number, score, unit, new Colour[0]);
      Set<String> ids = new HashSet<>();
      for (Entrant m : met) {
        ids.add(m.id);
      }
      e = new Entrant(e.player, number, score, e.colourByRound, Entrant.Float.NONE, ids, 0, null,
          field.maxInARow, field.maxSurplus);
      for (Entrant m : met) {
        m.met.add(e.id);
      }
      players.add(e);
      return e;
    }

    private Entrant make(int number, int score, String unit, Colour[] colours) {
      Player p = Player.of("p" + number, "棋手" + number, Events.DIVISION, unit).withNumber(number);
      Colour[] byRound = new Colour[field.round - 1];
      for (int i = 0; i < colours.length; i++) {
        byRound[byRound.length - colours.length + i] = colours[i];
      }
      return new Entrant(p, number, score, byRound, Entrant.Float.NONE, new HashSet<>(), 0, null, field.maxInARow,
          field.maxSurplus);
    }

    PairingRules rules() {
      return new PairingRules(field);
    }
  }
}
