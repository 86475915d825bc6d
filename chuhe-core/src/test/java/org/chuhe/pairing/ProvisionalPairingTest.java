package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.ProvisionalPairing.Decision;
import org.chuhe.pairing.ProvisionalPairing.Refusal;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Provisional pairing (R7, seed 000 补充规定 二(二)), worked out by hand on four players before round 2: round 1 is
 * p1–p2 1-0 and p3–p4, the latter finished (1-0) or not (no result). Every combination of the regulations'
 * {@code provisionalPairing}, the request and the unfinished game, and what {@link ProvisionalPairing} answers:
 *
 * <pre>
 * allowed  request   unfinished  answer
 * yes      none      no          ordinary pairing (nothing to count)
 * yes      none      yes         provisional: p3–p4 counts as a draw, p3 and p4 have 1 point each
 * yes      yes       no          ordinary pairing
 * yes      yes       yes         provisional
 * no       none      no          ordinary pairing
 * no       none      yes         refused: "round 1 still has 1 games without a result (boards 2); these regulations
 *                                do not allow provisional pairing"
 * no       yes       no          ordinary pairing (the request asks for nothing the regulations forbid)
 * no       yes       yes         refused, as above: a request does not override the regulations
 * yes      no        yes         refused: the request says to wait for the result
 * </pre>
 */
class ProvisionalPairingTest {
  private static Tournament beforeRound2(boolean allowed, boolean unfinished) {
    return Events.tournament(Events.regs(5, null, null, null, null, null, allowed), Events.players(4),
        List.of(Events.round(1, "p1-p2:1-0", unfinished ? "p3-p4" : "p3-p4:1-0")), List.of());
  }

  @ParameterizedTest(name = "allowed {0}, request {1}, unfinished {2}: {3}")
  @CsvSource(nullValues = "none", value = {
      "true,  none,  false, PAIR",
      "true,  none,  true,  PROVISIONAL",
      "true,  true,  false, PAIR",
      "true,  true,  true,  PROVISIONAL",
      "false, none,  false, PAIR",
      "false, none,  true,  NOT_ALLOWED",
      "false, true,  false, PAIR",
      "false, true,  true,  NOT_ALLOWED",
      "true,  false, true,  NOT_REQUESTED",
      "true,  false, false, PAIR"})
  void everyCombination(boolean allowed, Boolean requested, boolean unfinished, String answer) {
    Tournament t = beforeRound2(allowed, unfinished);
    Decision d = ProvisionalPairing.decide(t, Events.DIVISION, 2, requested);
    switch (answer) {
      case "PAIR" -> assertThat(d).isEqualTo(new Decision(false, 0, List.of(), null));
      case "PROVISIONAL" -> assertThat(d).isEqualTo(new Decision(true, 1, List.of(2), null));
      default -> assertThat(d).isEqualTo(new Decision(false, 1, List.of(2), Refusal.valueOf(answer)));
    }
    // The engine, given the request as the document path passes it, pairs by the same answer.
    PairingOptions options = requested == null ? PairingOptions.DEFAULT
        : PairingOptions.DEFAULT.withProvisional(requested);
    if (d.refused()) {
      PairingOptions asked = options;
      assertThatThrownBy(() -> ProvisionalPairing.options(t, Events.DIVISION, asked))
          .isInstanceOf(ProblemException.class).hasMessageContaining(d.en());
      if (!Boolean.TRUE.equals(requested)) { // the engine told to count them (true) does so: it is not asking
        assertThatThrownBy(() -> SwissPairing.pair(t, Events.DIVISION, asked)).hasMessageContaining(d.en());
      }
      return;
    }
    PairingResult paired = SwissPairing.pair(t, Events.DIVISION, ProvisionalPairing.options(t, Events.DIVISION,
        options));
    assertThat(paired.round().countedAsDraws())
        .isEqualTo(d.provisional() ? List.of(new Round.Unfinished(1, 2)) : List.of());
    // p1 2, p2 0; p3 and p4 1 each when their game counts as a draw, else 2 and 0.
    assertThat(paired.points()).containsEntry("p3", unfinished ? 1 : 2).containsEntry("p4", unfinished ? 1 : 0);
  }

  @ParameterizedTest(name = "allowed {0}")
  @CsvSource({"true", "false"})
  void onlyTheRoundJustPlayedMayBeOpen(boolean allowed) {
    // Round 1's p3–p4 still has no result when round 3 is to be paired: refused, whatever the regulations.
    Tournament t = Events.tournament(Events.regs(5, null, null, null, null, null, allowed), Events.players(4),
        List.of(Events.round(1, "p1-p2:1-0", "p3-p4"), Events.round(2, "p1-p3:1/2", "p4-p2:0-1")), List.of());
    Decision d = ProvisionalPairing.decide(t, Events.DIVISION, 3, true);
    assertThat(d).isEqualTo(new Decision(false, 1, List.of(2), Refusal.EARLIER_ROUND_OPEN));
    assertThat(d.en()).isEqualTo("round 1 still has 1 games without a result (boards 2)");
    assertThat(d.zh()).isEqualTo("第 1 轮还有 1 盘没有结果（台次 2）");
    // The engine left to decide refuses as well (before, it counted the game as a draw where the regulations allow
    // provisional pairing, while the database refused).
    assertThatThrownBy(() -> SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT))
        .hasMessageContaining(d.en());
  }
}
