package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.RoundOnePairing;
import org.chuhe.regulations.RoundOnePairing.Colours;
import org.chuhe.regulations.RoundOnePairing.Mode;
import org.chuhe.regulations.UnitAvoidance;
import org.junit.jupiter.api.Test;

/** Round 1 as the seed regulations describe it, worked by hand. */
class FirstRoundTest {

  private static String boards(Round r) {
    return r.games().stream().map(g -> g.red().substring(1) + "-" + g.black().substring(1))
        .collect(Collectors.joining(" "));
  }

  private static Round pair(int n, Mode mode, Colours colours, UnitAvoidance units, String... unitOf) {
    Tournament t = Events.tournament(Events.regs(7, new RoundOnePairing(mode, colours), null, units, null, null,
        null), Events.players(n, unitOf), List.of(), List.of());
    PairingResult r = SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT);
    assertThat(r.violations()).isEmpty();
    return r.round();
  }

  @Test
  void seed001AdjacentSmallerNumberRedOnEveryBoard() {
    Round r = pair(8, Mode.ADJACENT, Colours.SMALLER_NUMBER_RED, UnitAvoidance.OFF);
    assertThat(boards(r)).isEqualTo("1-2 3-4 5-6 7-8");
    assertThat(r.byes()).isEmpty();
  }

  @Test
  void seed003AdjacentColoursAlternateByBoard() {
    Round r = pair(8, Mode.ADJACENT, Colours.ALTERNATE_BY_BOARD, UnitAvoidance.OFF);
    assertThat(boards(r)).isEqualTo("1-2 4-3 5-6 8-7");
  }

  @Test
  void splitPairingAlternatesColours() {
    Round r = pair(8, Mode.SPLIT, Colours.ALTERNATE_BY_BOARD, UnitAvoidance.OFF);
    assertThat(boards(r)).isEqualTo("1-5 6-2 3-7 8-4");
  }

  @Test
  void oddFieldGivesTheByeToTheHighestNumber() {
    Round r = pair(7, Mode.ADJACENT, Colours.ALTERNATE_BY_BOARD, UnitAvoidance.OFF);
    assertThat(boards(r)).isEqualTo("1-2 4-3 5-6");
    assertThat(r.byes()).containsExactly("p7");
    Round split = pair(9, Mode.SPLIT, Colours.SMALLER_NUMBER_RED, UnitAvoidance.OFF);
    assertThat(boards(split)).isEqualTo("1-5 2-6 3-7 4-8");
    assertThat(split.byes()).containsExactly("p9");
  }

  @Test
  void sameUnitInRoundOneSwapsBottomHalfPlayerWithTheNextBoard() {
    // 1 and 2 are team-mates: 2 changes place with 4 (the next board's bottom player): 1-4, 3-2.
    Round r = pair(8, Mode.ADJACENT, Colours.SMALLER_NUMBER_RED, UnitAvoidance.ROUND_ONE, "A", "A", "B", "C", "D",
        "E", "F", "G");
    assertThat(boards(r)).isEqualTo("1-4 2-3 5-6 7-8");
  }

  @Test
  void sameUnitOnTheLastBoardSwapsWithThePreviousBoard() {
    Round r = pair(8, Mode.ADJACENT, Colours.ALTERNATE_BY_BOARD, UnitAvoidance.ROUND_ONE, "A", "B", "C", "D", "E",
        "F", "G", "G");
    // boards 3 and 4 exchange their bottom players (6 and 8): 5-8, 7-6; colours alternate by board.
    assertThat(boards(r)).isEqualTo("1-2 4-3 5-8 7-6");
  }

  @Test
  void unitAvoidanceOffKeepsTeamMatesTogether() {
    Round r = pair(4, Mode.ADJACENT, Colours.SMALLER_NUMBER_RED, UnitAvoidance.OFF, "A", "A", "B", "B");
    assertThat(boards(r)).isEqualTo("1-2 3-4");
  }

  @Test
  void aUnitWithMoreThanHalfTheFieldCannotBeAvoided() {
    Tournament t = Events.tournament(Events.regs(7, new RoundOnePairing(Mode.ADJACENT, null), null,
        UnitAvoidance.ALL_ROUNDS, null, null, null), Events.players(4, "A", "A", "A", "B"), List.of(), List.of());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> SwissPairing.pair(t, Events.DIVISION,
        PairingOptions.DEFAULT))
        .isInstanceOf(org.chuhe.problem.ProblemException.class)
        .hasMessageContaining("同单位")
        .hasMessageContaining("unitAvoidance");
  }
}
