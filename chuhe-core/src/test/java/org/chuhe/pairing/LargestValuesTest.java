package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chuhe.model.Colour;
import org.chuhe.model.Player;
import org.chuhe.model.Range;
import org.chuhe.model.Round;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.Scoring;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * The pairing's packing ({@link QualityPacking}) holds the largest values its input may carry ({@link Range}): the
 * pairing number 2147483647 that once reached it from a document failed {@code check} with "quality component 8 too
 * large to pack"; now the input refuses such a number, and every value the input does allow packs exactly.
 */
class LargestValuesTest {
  private static final String DIVISION = "open";

  /** Regulations of the most rounds, scoring the most points for every result but a loss. */
  private static Regulations largest() {
    int most = Range.POINTS.max();
    return new Regulations("largest", "largest", null, new Scoring(most, most / 2, 0, most, most / 2, 0, most, most, 0),
        Range.ROUND.max(), null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
        null, null, null, null);
  }

  @Test
  void theLargestFieldTheInputAllowsPacksWithinTheLimit() {
    int n = Range.PLAYERS.max();
    List<Player> players = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      players.add(Player.of("p" + i, "棋手" + i, DIVISION, null).withNumber(i));
    }
    Tournament t = new Tournament("t", "t", largest(), null, players, null, null, null, null, null);
    Field f = Field.of(t, DIVISION, 1, PairingOptions.DEFAULT, true);
    assertThat(f.maxNumber).isEqualTo(Range.PAIRING_NUMBER.max());
    PairingRules rules = new PairingRules(f);
    // The same players as they could stand before the last round: every score up to the most points, the most byes.
    int mostScore = (Range.ROUND.max() - 1) * Range.POINTS.max();
    List<Entrant> late = new ArrayList<>();
    for (int i = 0; i < n - 1; i++) { // an odd field: the bye's components count too
      Entrant e = f.entrants.get(i);
      late.add(new Entrant(e.player, e.number, i % (mostScore + 1), new Colour[0], null, Set.of(),
          i % Range.ROUND.max(), null, 2, 2));
    }
    QualityPacking packing = QualityPacking.of(rules, late);
    assertThat(packing.longs).isPositive();
    // The most one pair can cost: the farthest scores and numbers, every colour rule broken.
    long[] out = new long[packing.longs];
    long farthest = Range.PAIRING_NUMBER.max() - 1L;
    packing.pair(out, mostScore, 0, 2, 2, 2, farthest * farthest);
    for (long l : out) {
      assertThat(l).isLessThanOrEqualTo(0).isGreaterThanOrEqualTo(-QualityPacking.LIMIT);
    }
    assertThat(QualityPacking.MOST_DISTANCE).isLessThan(QualityPacking.LIMIT);
  }

  @Test
  void aFieldBeyondTheRangesIsAFaultOfChuhesSaidAsSuch() {
    List<Player> players = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      players.add(Player.of("p" + i, "棋手" + i, DIVISION, null).withNumber(i));
    }
    Tournament t = new Tournament("t", "t", largest(), null, players, null, null, null, null, null);
    Field f = Field.of(t, DIVISION, 1, PairingOptions.DEFAULT, true);
    List<Entrant> tooMany = new ArrayList<>();
    for (int i = 0; i <= Range.PLAYERS.max(); i++) {
      tooMany.add(f.entrants.get(i % 3));
    }
    assertThatThrownBy(() -> QualityPacking.of(new PairingRules(f), tooMany))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("beyond the ranges of its input");
  }

  /**
   * A whole event at the largest values: 101 players numbered up to the highest pairing number, the most rounds,
   * the most points per result; every round paired by the engine and passed by the checker.
   */
  @Test
  void anEventOfTheHighestNumbersTheMostRoundsAndTheMostPointsIsPairedAndChecked() {
    SimulationSpec spec = SimulationSpec.of(20261203L, largest(), 101);
    Tournament t = Simulation.field(spec);
    int shift = Range.PAIRING_NUMBER.max() - t.players().stream().mapToInt(Player::number).max().orElseThrow();
    t = t.withPlayers(t.players().stream().map(p -> p.withNumber(p.number() + shift)).toList());
    for (int r = 1; r <= Range.ROUND.max(); r++) {
      t = Simulation.playNextRound(t, spec);
    }
    List<Round> rounds = t.roundsOf(DIVISION);
    assertThat(rounds).hasSize(Range.ROUND.max());
    assertThat(t.players()).anyMatch(p -> p.number() == Range.PAIRING_NUMBER.max());
    // The last round, the one of the highest scores, as check judges it (the engine runs again for nearer scores).
    RoundCheck last = PairingChecker.check(t, DIVISION, Range.ROUND.max(), PairingOptions.DEFAULT);
    assertThat(last.passes()).as(last.toString()).isTrue();
  }
}
