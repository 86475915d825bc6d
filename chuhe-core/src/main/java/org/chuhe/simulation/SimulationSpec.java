package org.chuhe.simulation;

import java.util.Objects;
import org.chuhe.regulations.Regulations;

/**
 * What to simulate: a field of {@code players} players for one division of the regulations, all randomness from
 * {@code seed}. Null numbers take the defaults: the division's rounds; 30 % draws between equal players (fewer the
 * larger the rating gap); 1 % of games forfeited by one side, a tenth of that by both; 0.2 % of players withdrawing
 * after each round; a foul in 4 % of a player's games; one unit per six players.
 */
public record SimulationSpec(long seed, Regulations regulations, String division, int players, Integer rounds,
    Double drawShare, Double forfeitShare, Double withdrawShare, Double foulRate, Integer units) {

  public SimulationSpec {
    Objects.requireNonNull(regulations, "regulations");
    if (players < 1) {
      throw new IllegalArgumentException("at least one player");
    }
    division = division == null ? regulations.divisions().get(0).id() : division;
    rounds = rounds == null ? regulations.roundsOf(division) : rounds;
    drawShare = drawShare == null ? 0.30 : drawShare;
    forfeitShare = forfeitShare == null ? 0.01 : forfeitShare;
    withdrawShare = withdrawShare == null ? 0.002 : withdrawShare;
    foulRate = foulRate == null ? 0.04 : foulRate;
    units = units == null ? Math.max(2, players / 6) : units;
  }

  /** The defaults for everything but the seed, regulations and size. */
  public static SimulationSpec of(long seed, Regulations regulations, int players) {
    return new SimulationSpec(seed, regulations, null, players, null, null, null, null, null, null);
  }

  public SimulationSpec withRounds(int newRounds) {
    return new SimulationSpec(seed, regulations, division, players, newRounds, drawShare, forfeitShare,
        withdrawShare, foulRate, units);
  }

  public SimulationSpec withDivision(String newDivision) {
    return new SimulationSpec(seed, regulations, newDivision, players, null, drawShare, forfeitShare,
        withdrawShare, foulRate, units);
  }
}
