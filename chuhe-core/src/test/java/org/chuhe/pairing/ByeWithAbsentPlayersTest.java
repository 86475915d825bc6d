package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * The bye of a round with players absent by notice (请假, R8) is judged over the players actually in the round, by
 * the same rule the engine pairs with (venue tryout, issue 23: {@code check} flagged chuhe's own bye and exited 1).
 *
 * <pre>
 * R1: p1-p2 1-0, p3-p4 1-0, p5-p6 1-0, p7-p8 1-0, bye p9     p1 p3 p5 p7 p9: 2 points; p2 p4 p6 p8: 0
 * R2: p2, p4, p6, p8 absent by notice: five players, all on 2 points, in the round. p9 had the bye, so it goes to
 *     one of p1, p3, p5, p7. The absent 0-point players are not in the round and cannot have it.
 * </pre>
 */
class ByeWithAbsentPlayersTest {

  @Test
  void theEnginesByeAmongThePlayersPresentPassesTheCheck() {
    Tournament t = Events.tournament(Events.regs(5), Events.players(9),
        List.of(Events.round(1, "p1-p2:1-0", "p3-p4:1-0", "p5-p6:1-0", "p7-p8:1-0", "p9")), List.of());
    Set<String> absent = Set.of("p2", "p4", "p6", "p8");
    PairingResult result = SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT.withAbsent(absent));
    Round r2 = result.round();
    assertThat(r2.absent()).containsExactlyInAnyOrderElementsOf(absent);
    assertThat(r2.byes()).hasSize(1).doesNotContain("p9").allMatch(id -> Set.of("p1", "p3", "p5", "p7").contains(id));

    List<Round> rounds = new ArrayList<>(t.rounds());
    rounds.add(r2);
    List<RoundCheck> checks = PairingChecker.checkAll(t.withRounds(rounds));
    assertThat(checks).allSatisfy(c -> assertThat(c.violations()).as("round " + c.round()).isEmpty());
    assertThat(checks).allMatch(RoundCheck::passes);
  }

  /** A bye given by hand to a 2-point player while a 0-point player in the round could have had it is still flagged. */
  @Test
  void aByeAboveALowerPlayerInTheRoundIsStillFlagged() {
    Tournament t = Events.tournament(Events.regs(5), Events.players(9),
        List.of(Events.round(1, "p1-p2:1-0", "p3-p4:1-0", "p5-p6:1-0", "p7-p8:1-0", "p9"),
            new Round(Events.DIVISION, 2, Events.round(2, "p3-p1", "p5-p2", "p7-p4", "p9-p6").games(), List.of("p8"),
                List.of(), List.of(), List.of())),
        List.of());
    Tournament byHand = t.withRounds(List.of(t.rounds().get(0),
        new Round(Events.DIVISION, 2, Events.round(2, "p3-p1", "p5-p8", "p7-p4", "p9-p6").games(), List.of("p2"),
            List.of(), List.of(), List.of())));
    assertThat(PairingChecker.checkAll(byHand).get(1).violations()).extracting(Violation::rule)
        .doesNotContain(Violation.Rule.BYE_NOT_LOWEST);
    Tournament wrong = t.withRounds(List.of(t.rounds().get(0),
        new Round(Events.DIVISION, 2, Events.round(2, "p2-p1", "p5-p8", "p7-p4", "p9-p6").games(), List.of("p3"),
            List.of(), List.of(), List.of())));
    assertThat(PairingChecker.checkAll(wrong).get(1).violations()).extracting(Violation::rule)
        .contains(Violation.Rule.BYE_NOT_LOWEST);
  }
}
