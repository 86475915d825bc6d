package org.chuhe.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.chuhe.model.Range;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.EntryCheck;
import org.chuhe.regulations.Regulations;
import org.chuhe.roundrobin.BergerTable;
import org.chuhe.regulations.UnitAvoidance;

/**
 * What to simulate: a field of {@code players} players (in a team event: {@code players} teams, each of the
 * regulations' {@code teamMatch} size) for one division of the regulations, all randomness from
 * {@code seed}. Null numbers take the defaults: the division's rounds; 30 % draws between equal players (fewer the
 * larger the rating gap); 1 % of games forfeited by one side, a tenth of that by both; 0.2 % of players withdrawing
 * after each round; a foul in 4 % of a player's games; one unit per six players, or more where the regulations need
 * more ({@link #unitCount}).
 *
 * <p>A field must fit the regulations: {@link #problems} says, before anything is simulated, why one cannot be
 * paired (too few players for the rounds, units too few for same-unit avoidance or for the entry limits per unit).
 * Division sizes and residency caps are not applied: a simulation may be larger on purpose (benchmarks).
 */
public record SimulationSpec(long seed, Regulations regulations, String division, int players, Integer rounds,
    Double drawShare, Double forfeitShare, Double withdrawShare, Double foulRate, Integer units) {

  public SimulationSpec {
    Objects.requireNonNull(regulations, "regulations");
    division = division == null ? regulations.divisions().get(0).id() : division;
    // A round robin plays its Berger table's rounds, whatever the regulations' rounds.
    rounds = rounds == null ? (regulations.format().roundRobin() && players >= 2 ? roundRobinRounds(regulations,
        players) : regulations.roundsOf(division)) : rounds;
    drawShare = drawShare == null ? 0.30 : drawShare;
    forfeitShare = forfeitShare == null ? 0.01 : forfeitShare;
    withdrawShare = withdrawShare == null ? 0.002 : withdrawShare;
    foulRate = foulRate == null ? 0.04 : foulRate;
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

  /**
   * How many units the field has: {@code units} when given, else one per six players (at least 2), raised to as
   * many as {@link #maxPerUnit} needs.
   */
  public int unitCount() {
    if (units != null) {
      return units;
    }
    int perUnit = maxPerUnit();
    return Math.max(Math.max(2, players / 6), (players + perUnit - 1) / perUnit);
  }

  /**
   * The most players the simulation puts in one unit: the regulations' entry limits per unit, and with same-unit
   * avoidance what keeps every round pairable. Avoidance in round 1 only: half the field. In later rounds too: each
   * player needs an opponent outside his unit he has not met in every round, so a unit of s players leaves n − s
   * − (r − 1) possible opponents in round r; s ≤ n/2 − R + 1 (at least 1) keeps that at half the field or more
   * up to the last round, where any field with that many possible opponents each can be paired (Dirac).
   */
  public int maxPerUnit() {
    int cap = Math.max(1, players);
    UnitAvoidance avoidance = regulations.unitAvoidance();
    if (laterRoundsAvoid()) {
      cap = Math.max(1, players / 2 - rounds + 1);
    } else if (avoidance.appliesIn(1)) {
      cap = Math.max(1, players / 2);
    }
    return Math.min(cap, entryLimit());
  }

  /**
   * Why this field cannot be paired under its regulations, before anything is simulated; empty when it can. Each
   * problem names the option that would change it ({@code --players}, {@code --rounds}, {@code --units}).
   */
  public List<Problem> problems() {
    List<Problem> problems = new ArrayList<>();
    if (players < 2) {
      problems.add(Problem.at("players", "至少需要 2 名棋手才能编排，现为 " + players,
          "at least 2 players are needed to pair anything, not " + players));
      return problems;
    }
    if (regulations.division(division).isEmpty()) {
      problems.add(Problem.at("division", "规程中没有组别 " + division, "no division " + division
          + " in the regulations"));
      return problems;
    }
    Range.PLAYERS.problem("players", players).ifPresent(problems::add);
    Range.ROUND.problem("rounds", rounds).ifPresent(problems::add);
    share("forfeits", forfeitShare, "弃权", "games forfeited").ifPresent(problems::add);
    share("withdrawals", withdrawShare, "每轮后退赛", "players withdrawing after each round")
        .ifPresent(problems::add);
    if (!problems.isEmpty()) {
      return problems;
    }
    // Without meeting anyone twice: an even field has n − 1 opponents for n − 1 rounds; an odd one has n rounds
    // (every player once the bye), as a round robin.
    int most = regulations.format().roundRobin() ? roundRobinRounds(regulations, players)
        : players % 2 == 0 ? players - 1 : players;
    if (regulations.format().roundRobin() && rounds > most) {
      problems.add(Problem.at("rounds", players + " 名棋手的" + (regulations.roundRobin().cycles() > 1 ? "双" : "单")
          + "循环共 " + most + " 轮（贝格尔表），不能赛 " + rounds + " 轮", "a round robin of " + players + " players has "
          + most + " rounds (the Berger table), not " + rounds));
    } else if (rounds < 1 || rounds > most) {
      problems.add(Problem.at("rounds", players + " 名棋手最多赛 " + most + " 轮而不重复相遇，不能赛 " + rounds + " 轮",
          players + " players can play at most " + most + " rounds without two of them meeting twice, not "
              + rounds));
    }
    if (units == null) {
      return problems;
    }
    if (units < 1) {
      problems.add(Problem.at("units", "单位数至少为 1", "at least 1 unit"));
      return problems;
    }
    int largest = (players + units - 1) / units;
    int limit = entryLimit();
    if (largest > limit) {
      int needed = (players + limit - 1) / limit;
      problems.add(Problem.at("units", "规程规定每单位至多 " + limit + " 人：" + players + " 名棋手至少需要 " + needed
              + " 个单位，而不是 " + units,
          "the regulations allow at most " + limit + " players per unit: " + players + " players need at least "
              + needed + " units, not " + units));
    }
    if (laterRoundsAvoid() && players - largest < rounds - (players % 2)) {
      problems.add(Problem.at("units", units + " 个单位中最大的有 " + largest + " 人：同单位回避时每人只有 "
              + (players - largest) + " 名可能的对手，不够 " + rounds + " 轮",
          "with " + units + " units the largest has " + largest + " players: under same-unit avoidance each of them "
              + "has only " + (players - largest) + " possible opponents, not enough for " + rounds + " rounds"));
    } else if (regulations.unitAvoidance().appliesIn(1) && largest > players / 2) {
      problems.add(Problem.at("units", units + " 个单位中最大的有 " + largest + " 人，超过半数：第 1 轮无法同单位回避",
          "with " + units + " units the largest has " + largest + " players, more than half the field: round 1 "
              + "cannot keep team-mates apart"));
    }
    return problems;
  }

  /** The rounds of a round robin of so many players: the Berger table's rounds of a cycle, times the cycles. */
  private static int roundRobinRounds(Regulations regulations, int players) {
    return new BergerTable(players).roundsPerCycle() * regulations.roundRobin().cycles();
  }

  /** A share (forfeits, withdrawals) must lie between 0 and 1: 0.1 is one game (or player) in ten. */
  private static java.util.Optional<Problem> share(String where, double value, String zh, String en) {
    if (value >= 0 && value <= 1) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(Problem.at(where, zh + "的比例须在 0 到 1 之间（如 0.1 即 10%），不能是 " + value,
        "the share of " + en + " must be between 0 and 1 (0.1 is 10 %), not " + value));
  }

  /** Whether same-unit avoidance applies in some round after the first. */
  private boolean laterRoundsAvoid() {
    for (int r = 2; r <= rounds; r++) {
      if (regulations.unitAvoidance().appliesIn(r)) {
        return true;
      }
    }
    return false;
  }

  /** The regulations' limit of players per unit in this division ({@link EntryCheck#unitLimit}, registration's). */
  private int entryLimit() {
    return Math.max(1, EntryCheck.unitLimit(regulations, division));
  }
}
