package org.chuhe.tournament;

import org.chuhe.model.ManualAward;
import org.chuhe.model.Penalty;
import org.chuhe.model.Player;
import org.chuhe.model.PrizeDecision;
import org.chuhe.model.Round;
import org.chuhe.model.Unit;
import org.chuhe.model.Withdrawal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.chuhe.regulations.Regulations;

/**
 * One event: its regulations and everything that happened in it. {@code lots} is the recorded draw of lots
 * (抽签) used as the very last tie-break: lower number ranks ahead.
 *
 * <p>A value like a record (its components, equality over them), written as a class so that it can keep an index of
 * its players and units by id, built on the first look-up: printing the pairing list of 10,000 players looked each
 * player up by a linear search, about half of {@code ./chuhe pair}'s CPU time (venue tryout, issue 23).
 */
public final class Tournament {
  private final String id;
  private final String name;
  private final Regulations regulations;
  private final List<Unit> units;
  private final List<Player> players;
  private final List<Round> rounds;
  private final List<Withdrawal> withdrawals;
  private final List<Penalty> penalties;
  private final List<ManualAward> awards;
  private final Map<String, Integer> lots;
  /** The chief arbiter's decisions on withdrawn players' prizes (regulations' withdrawnPrizes: CONFIRM). */
  private final List<PrizeDecision> prizeDecisions;
  /** Players and units by id, made on the first look-up (a tournament is immutable, so it never goes stale). */
  private volatile Map<String, Player> playersById;
  private volatile Map<String, Unit> unitsById;

  public Tournament(String id, String name, Regulations regulations, List<Unit> units, List<Player> players,
      List<Round> rounds, List<Withdrawal> withdrawals, List<Penalty> penalties, List<ManualAward> awards,
      Map<String, Integer> lots) {
    this(id, name, regulations, units, players, rounds, withdrawals, penalties, awards, lots, null);
  }

  public Tournament(String id, String name, Regulations regulations, List<Unit> units, List<Player> players,
      List<Round> rounds, List<Withdrawal> withdrawals, List<Penalty> penalties, List<ManualAward> awards,
      Map<String, Integer> lots, List<PrizeDecision> prizeDecisions) {
    this.id = id;
    this.name = name;
    this.regulations = Objects.requireNonNull(regulations, "regulations");
    this.units = units == null ? List.of() : List.copyOf(units);
    this.players = players == null ? List.of() : List.copyOf(players);
    this.rounds = rounds == null ? List.of() : List.copyOf(rounds);
    this.withdrawals = withdrawals == null ? List.of() : List.copyOf(withdrawals);
    this.penalties = penalties == null ? List.of() : List.copyOf(penalties);
    this.awards = awards == null ? List.of() : List.copyOf(awards);
    this.lots = lots == null ? Map.of() : Map.copyOf(lots);
    this.lots.values().forEach(org.chuhe.model.Range.LOT::check);
    this.prizeDecisions = prizeDecisions == null ? List.of() : List.copyOf(prizeDecisions);
  }

  public String id() {
    return id;
  }

  public String name() {
    return name;
  }

  public Regulations regulations() {
    return regulations;
  }

  public List<Unit> units() {
    return units;
  }

  public List<Player> players() {
    return players;
  }

  public List<Round> rounds() {
    return rounds;
  }

  public List<Withdrawal> withdrawals() {
    return withdrawals;
  }

  public List<Penalty> penalties() {
    return penalties;
  }

  public List<ManualAward> awards() {
    return awards;
  }

  public Map<String, Integer> lots() {
    return lots;
  }

  public List<PrizeDecision> prizeDecisions() {
    return prizeDecisions;
  }

  /** The chief arbiter's decision on a withdrawn player's prizes, if he made one (the last one stands). */
  public Optional<PrizeDecision> prizeDecision(String playerId) {
    PrizeDecision found = null;
    for (PrizeDecision d : prizeDecisions) {
      if (d.player().equals(playerId)) {
        found = d;
      }
    }
    return Optional.ofNullable(found);
  }

  /** The player of this id (the first, should a damaged document list an id twice). */
  public Optional<Player> player(String playerId) {
    Map<String, Player> index = playersById;
    if (index == null) {
      index = new HashMap<>(players.size() * 2);
      for (Player p : players) {
        index.putIfAbsent(p.id(), p);
      }
      playersById = index;
    }
    return Optional.ofNullable(index.get(playerId));
  }

  public List<Player> playersIn(String division) {
    return players.stream().filter(p -> division.equals(p.division())).toList();
  }

  public List<Round> roundsOf(String division) {
    return rounds.stream()
        .filter(r -> r.division().equals(division))
        .sorted(java.util.Comparator.comparingInt(Round::number))
        .toList();
  }

  public Optional<Unit> unit(String unitId) {
    Map<String, Unit> index = unitsById;
    if (index == null) {
      index = new HashMap<>(units.size() * 2);
      for (Unit u : units) {
        index.putIfAbsent(u.id(), u);
      }
      unitsById = index;
    }
    return Optional.ofNullable(index.get(unitId));
  }

  /** The name of a player's unit as the lists print it: the unit's name, else what his unit field says; blank for none. */
  public String unitName(Player p) {
    if (p.unit() == null) {
      return "";
    }
    return unit(p.unit()).map(Unit::name).orElse(p.unit());
  }

  /**
   * A player as arbiters write him in anything a person reads (notices, explanations, the check, footnotes):
   * {@code 12号 王芳（厦门）}; without a pairing number yet {@code 王芳（厦门）}; without a unit {@code 12号 王芳}. Ids stay
   * for commands that need one. An id this tournament does not know is returned as it is.
   */
  public String nameZh(String playerId) {
    return player(playerId).map(p -> (p.number() == null ? "" : p.number() + "号 ") + p.name()
        + (regulations.units().noUnit(unitName(p)) ? "" : "（" + unitName(p) + "）")).orElse(playerId);
  }

  /** {@link #nameZh} in English: {@code No. 12 王芳 (厦门)}. */
  public String nameEn(String playerId) {
    return player(playerId).map(p -> (p.number() == null ? "" : "No. " + p.number() + " ") + p.name()
        + (regulations.units().noUnit(unitName(p)) ? "" : " (" + unitName(p) + ")")).orElse(playerId);
  }

  public Tournament withRounds(List<Round> newRounds) {
    return new Tournament(id, name, regulations, units, players, newRounds, withdrawals, penalties, awards, lots,
        prizeDecisions);
  }

  public Tournament withLots(Map<String, Integer> newLots) {
    return new Tournament(id, name, regulations, units, players, rounds, withdrawals, penalties, awards, newLots,
        prizeDecisions);
  }

  /** The same event as it stood after round {@code round} of {@code division}: that division's later rounds left out. */
  public Tournament withRoundsUpTo(String division, int round) {
    return withRounds(rounds.stream().filter(r -> !r.division().equals(division) || r.number() <= round).toList());
  }

  public Tournament withPlayers(List<Player> newPlayers) {
    return new Tournament(id, name, regulations, units, newPlayers, rounds, withdrawals, penalties, awards, lots,
        prizeDecisions);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Tournament t && Objects.equals(id, t.id) && Objects.equals(name, t.name)
        && regulations.equals(t.regulations) && units.equals(t.units) && players.equals(t.players)
        && rounds.equals(t.rounds) && withdrawals.equals(t.withdrawals) && penalties.equals(t.penalties)
        && awards.equals(t.awards) && lots.equals(t.lots) && prizeDecisions.equals(t.prizeDecisions);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, regulations, units, players, rounds, withdrawals, penalties, awards, lots,
        prizeDecisions);
  }

  @Override
  public String toString() {
    return "Tournament[id=" + id + ", name=" + name + ", players=" + players.size() + ", rounds=" + rounds.size()
        + "]";
  }
}
