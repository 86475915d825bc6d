package org.chuhe.teams;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.model.Player;
import org.chuhe.model.Unit;
import org.chuhe.tournament.Tournament;

/**
 * The teams of one division of a team event: the units that declared a line-up ({@link Unit#lineUp}) whose first
 * player plays in the division, in the order of the event's units (the order of the draw: a team's number, 1 for
 * the first, is its place in it, as a player's pairing number is his).
 */
public final class TeamField {
  private final Tournament tournament;
  private final List<Unit> teams;
  private final Map<String, Integer> numbers = new HashMap<>();

  private TeamField(Tournament tournament, List<Unit> teams) {
    this.tournament = tournament;
    this.teams = List.copyOf(teams);
    for (int i = 0; i < teams.size(); i++) {
      numbers.put(teams.get(i).id(), i + 1);
    }
  }

  public static TeamField of(Tournament t, String division) {
    List<Unit> teams = new ArrayList<>();
    for (Unit u : t.units()) {
      if (u.hasLineUp() && t.player(u.lineUp().get(0)).map(Player::division).filter(division::equals).isPresent()) {
        teams.add(u);
      }
    }
    return new TeamField(t, teams);
  }

  public List<Unit> teams() {
    return teams;
  }

  public int size() {
    return teams.size();
  }

  public boolean contains(String team) {
    return numbers.containsKey(team);
  }

  public Optional<Unit> team(String id) {
    Integer n = numbers.get(id);
    return n == null ? Optional.empty() : Optional.of(teams.get(n - 1));
  }

  /** The team's number (1 for the first team of the division), 0 for a unit that is not one of its teams. */
  public int number(String team) {
    return numbers.getOrDefault(team, 0);
  }

  /** The team of a player: the team whose line-up names him, if any. */
  public Optional<Unit> teamOf(String player) {
    return teams.stream().filter(u -> u.lineUp().contains(player)).findFirst();
  }

  /** A team as a person reads it: {@code 3号队 厦门队}; an unknown id as it is. */
  public String nameZh(String team) {
    int n = number(team);
    return n == 0 ? team : n + "号队 " + teams.get(n - 1).name();
  }

  /** {@link #nameZh} in English: {@code team 3 厦门队}. */
  public String nameEn(String team) {
    int n = number(team);
    return n == 0 ? team : "team " + n + " " + teams.get(n - 1).name();
  }

  public Tournament tournament() {
    return tournament;
  }
}
