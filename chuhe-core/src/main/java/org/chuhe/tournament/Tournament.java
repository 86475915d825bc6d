package org.chuhe.tournament;

import org.chuhe.model.ManualAward;
import org.chuhe.model.Penalty;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.model.Unit;
import org.chuhe.model.Withdrawal;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.chuhe.regulations.Regulations;

/**
 * One event: its regulations and everything that happened in it. {@code lots} is the recorded draw of lots
 * (抽签) used as the very last tie-break: lower number ranks ahead.
 */
public record Tournament(
    String id,
    String name,
    Regulations regulations,
    List<Unit> units,
    List<Player> players,
    List<Round> rounds,
    List<Withdrawal> withdrawals,
    List<Penalty> penalties,
    List<ManualAward> awards,
    Map<String, Integer> lots) {

  public Tournament {
    Objects.requireNonNull(regulations, "regulations");
    units = units == null ? List.of() : List.copyOf(units);
    players = players == null ? List.of() : List.copyOf(players);
    rounds = rounds == null ? List.of() : List.copyOf(rounds);
    withdrawals = withdrawals == null ? List.of() : List.copyOf(withdrawals);
    penalties = penalties == null ? List.of() : List.copyOf(penalties);
    awards = awards == null ? List.of() : List.copyOf(awards);
    lots = lots == null ? Map.of() : Map.copyOf(lots);
  }

  public Optional<Player> player(String playerId) {
    return players.stream().filter(p -> p.id().equals(playerId)).findFirst();
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
    return units.stream().filter(u -> u.id().equals(unitId)).findFirst();
  }

  public Tournament withRounds(List<Round> newRounds) {
    return new Tournament(id, name, regulations, units, players, newRounds, withdrawals, penalties, awards, lots);
  }

  public Tournament withPlayers(List<Player> newPlayers) {
    return new Tournament(id, name, regulations, units, newPlayers, rounds, withdrawals, penalties, awards, lots);
  }
}
