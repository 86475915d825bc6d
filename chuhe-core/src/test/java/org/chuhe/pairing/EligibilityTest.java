package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.model.Outcome.ABSENT;
import static org.chuhe.model.Outcome.BYE;
import static org.chuhe.model.Outcome.DRAW;
import static org.chuhe.model.Outcome.FORFEIT_LOSS;
import static org.chuhe.model.Outcome.FORFEIT_WIN;
import static org.chuhe.model.Outcome.WIN;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.chuhe.model.Outcome;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Withdrawal;
import org.chuhe.pairing.Eligibility.NotPaired;
import org.chuhe.pairing.Eligibility.Reason;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.Regulations;
import org.junit.jupiter.api.Test;

/** Who may be paired: the one rule of the engine, the checker and the workflow. */
class EligibilityTest {
  private static TreeMap<Integer, Outcome> rounds(Outcome... outcomes) {
    TreeMap<Integer, Outcome> map = new TreeMap<>();
    for (int i = 0; i < outcomes.length; i++) {
      map.put(i + 1, outcomes[i]);
    }
    return map;
  }

  @Test
  void theNthForfeitInTotalWithdraws() {
    ForfeitPolicy three = new ForfeitPolicy(15, 3, 0);
    assertThat(Eligibility.forfeits(three, rounds(FORFEIT_LOSS, WIN, FORFEIT_LOSS, DRAW))).isEmpty();
    var c = Eligibility.forfeits(three, rounds(FORFEIT_LOSS, WIN, FORFEIT_LOSS, DRAW, FORFEIT_LOSS, WIN))
        .orElseThrow();
    assertThat(c).isEqualTo(new NotPaired(Reason.TOTAL_FORFEITS, 5, 3));
    assertThat(c.zh()).isEqualTo("第 3 次弃权：按规程退出比赛，第 6 轮起不再编排");
    assertThat(c.en()).isEqualTo("forfeit number 3: withdrawn under the regulations, not paired from round 6");
  }

  @Test
  void forfeitsInARowMeansInConsecutiveRounds() {
    ForfeitPolicy two = new ForfeitPolicy(15, 0, 2);
    assertThat(Eligibility.forfeits(two, rounds(FORFEIT_LOSS, BYE, FORFEIT_LOSS))).as("a bye breaks the run")
        .isEmpty();
    assertThat(Eligibility.forfeits(two, rounds(FORFEIT_LOSS, FORFEIT_WIN, FORFEIT_LOSS))).isEmpty();
    assertThat(Eligibility.forfeits(two, rounds(WIN, FORFEIT_LOSS, ABSENT, FORFEIT_LOSS)))
        .as("a round without a pairing breaks the run too").isEmpty();
    var c = Eligibility.forfeits(two, rounds(WIN, ABSENT, FORFEIT_LOSS, FORFEIT_LOSS)).orElseThrow();
    assertThat(c).isEqualTo(new NotPaired(Reason.CONSECUTIVE_FORFEITS, 4, 2));
    assertThat(c.zh()).isEqualTo("连续 2 轮弃权：按规程第 5 轮起不再编排");
    assertThat(c.en()).isEqualTo("2 forfeits in a row: no longer paired from round 5");
  }

  @Test
  void theFirstConsequenceInTimeCounts() {
    ForfeitPolicy both = new ForfeitPolicy(15, 3, 2);
    assertThat(Eligibility.forfeits(both, rounds(FORFEIT_LOSS, WIN, FORFEIT_LOSS, WIN, FORFEIT_LOSS, FORFEIT_LOSS)))
        .contains(new NotPaired(Reason.TOTAL_FORFEITS, 5, 3));
    assertThat(Eligibility.forfeits(both, rounds(FORFEIT_LOSS, FORFEIT_LOSS, FORFEIT_LOSS)))
        .contains(new NotPaired(Reason.CONSECUTIVE_FORFEITS, 2, 2));
  }

  /**
   * What a result's notice reports ({@code forfeitConsequence}, over the rounds so far) is what the next round's field
   * applies. Seed 002 十三、1 (two in a row): p1 loses rounds 1 and 2 by forfeit, so he is not paired from round 3; in
   * the second event round 2 is paired without him (absent), and his forfeits of rounds 1 and 3 are not in a row.
   */
  @Test
  void theConsequenceOfTheResultsSoFarIsTheOneTheNextRoundApplies() {
    Regulations two = Events.regs(5, null, null, null, null, new ForfeitPolicy(15, 0, 2), null);
    Tournament t = Events.tournament(two, Events.players(4), List.of(Events.round(1, "p1-p2:-+", "p3-p4:1-0"),
        Events.round(2, "p2-p3:1/2", "p4-p1:+-")), List.of());
    NotPaired stopped = new NotPaired(Reason.CONSECUTIVE_FORFEITS, 2, 2);
    assertThat(Eligibility.forfeitConsequence(t, "p1")).contains(stopped);
    assertThat(Eligibility.notPaired(t, Events.DIVISION, 3, Set.of())).containsExactly(Map.entry("p1", stopped));
    assertThat(Eligibility.forfeitConsequence(t, "p4")).isEmpty();
    Tournament apart = Events.tournament(two, Events.players(5), List.of(Events.round(1, "p1-p2:-+", "p3-p4:1-0",
        "p5"), Events.round(2, "p2-p3:1/2", "p4-p5:1-0"), Events.round(3, "p1-p5:-+", "p3-p2:1-0", "p4")), List.of());
    assertThat(Eligibility.forfeitConsequence(apart, "p1")).isEmpty();
    assertThat(Eligibility.notPaired(apart, Events.DIVISION, 4, Set.of())).doesNotContainKey("p1");
  }

  @Test
  void zeroSwitchesTheRulesOff() {
    assertThat(Eligibility.forfeits(ForfeitPolicy.DEFAULT, rounds(FORFEIT_LOSS, FORFEIT_LOSS, FORFEIT_LOSS)))
        .isEmpty();
  }

  private static Player status(Player p, boolean feePaid, boolean checkedIn) {
    return new Player(p.id(), p.name(), p.division(), p.unit(), p.gender(), p.birthDate(), p.residence(), p.grade(),
        p.rating(), p.number(), feePaid, checkedIn, p.phone(), p.idNumber());
  }

  @Test
  void everyReasonInItsOrderAndTheFieldIsTheRest() {
    ForfeitPolicy two = new ForfeitPolicy(15, 0, 2);
    List<Player> players = new ArrayList<>(Events.players(8));
    players.set(2, status(players.get(2), true, false)); // p3 not checked in
    players.set(3, status(players.get(3), false, true)); // p4 unpaid
    players.set(4, status(players.get(4), false, false)); // p5 both: not checked in comes first
    players.set(6, players.get(6).withNumber(null)); // p7 unnumbered: last in the field
    Tournament t = Events.tournament(Events.regs(5, null, null, null, null, two, null), players, List.of(
            Events.round(1, "p1-p2:-+", "p6-p7:1-0", "p8-p3"), Events.round(2, "p2-p1:+-", "p6-p8:1/2", "p7")),
        List.of(new Withdrawal("p6", 1, "病退")));
    Map<String, NotPaired> out = Eligibility.notPaired(t, Events.DIVISION, 3, Set.of("p8"));
    assertThat(out).containsExactly(
        Map.entry("p1", new NotPaired(Reason.CONSECUTIVE_FORFEITS, 2, 2)),
        Map.entry("p3", new NotPaired(Reason.NOT_CHECKED_IN, 0, 0)),
        Map.entry("p4", new NotPaired(Reason.UNPAID, 0, 0)),
        Map.entry("p5", new NotPaired(Reason.NOT_CHECKED_IN, 0, 0)),
        Map.entry("p6", new NotPaired(Reason.WITHDRAWN, 1, 0)),
        Map.entry("p8", new NotPaired(Reason.ABSENT, 0, 0)));
    assertThat(out.values()).extracting(NotPaired::zh)
        .containsExactly("连续 2 轮弃权：按规程第 3 轮起不再编排", "未报到", "未缴费", "未报到", "第 1 轮后退赛", "本轮请假");
    assertThat(out.values()).extracting(NotPaired::en).containsExactly(
        "2 forfeits in a row: no longer paired from round 3", "not checked in", "entry fee not paid",
        "not checked in", "withdrawn after round 1", "absent by notice this round");
    assertThat(Eligibility.field(t, Events.DIVISION, 3, Set.of("p8"))).extracting(Player::id)
        .containsExactly("p2", "p7");

    // The engine pairs exactly this field, and the checker names the same reason.
    Field f = Field.of(t, Events.DIVISION, 3, PairingOptions.DEFAULT.withAbsent(Set.of("p8")), true);
    assertThat(f.pool).extracting(e -> e.id).containsExactlyInAnyOrder("p2", "p7");
    assertThat(f.get("p6").ineligible).isEqualTo(out.get("p6"));
  }
}
