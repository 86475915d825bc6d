package org.chuhe.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Unit;
import org.chuhe.model.Units;
import org.chuhe.regulations.TeamScoring;
import org.chuhe.regulations.TeamScoring.Method;

/**
 * Team standings inside an individual event (R15, rules digest §7). Each unit counts its best {@code bestN}
 * players of the individual standings: their points summed (seed 002 八: 取各队前4名棋手的个人积分之和), or their
 * places summed, lower better (WXF). Ties go to the team whose best player ranks higher (seed 002 十三.4). A team
 * with fewer than N players ranks after every complete team. Only players of the standings count: one who did not
 * take part (未参赛, {@link DivisionStandings#didNotPlay()}) is no ranked member, so a team of five with one absentee
 * still has its best four, and a team with one of two left is incomplete.
 * Individual entrants ({@link Units}) are in no team.
 */
public final class TeamStandings {
  private TeamStandings() {}

  public static List<TeamStandingsRow> rank(Tournament tournament, DivisionStandings individual) {
    TeamScoring scoring = tournament.regulations().teamScoring();
    if (scoring.method() == Method.NONE) {
      return List.of();
    }
    // By unit key (Units): individual entrants (个人 …) form no team; the unit keeps its first spelling.
    Map<String, List<StandingsRow>> byUnit = new LinkedHashMap<>();
    Units units = tournament.regulations().units();
    for (StandingsRow row : individual.rows()) {
      String key = units.keyOf(row.player().unit());
      if (key != null) {
        byUnit.computeIfAbsent(key, u -> new ArrayList<>()).add(row);
      }
    }
    record Team(String unit, boolean complete, int score, List<String> counted, int bestRank) {}
    List<Team> teams = new ArrayList<>();
    for (List<StandingsRow> members : byUnit.values()) {
      List<StandingsRow> counted = members.subList(0, Math.min(scoring.bestN(), members.size()));
      int score = counted.stream()
          .mapToInt(r -> scoring.method() == Method.BEST_N_POINTS ? r.points() : r.rank())
          .sum();
      teams.add(new Team(members.get(0).player().unit(), counted.size() == scoring.bestN(), score,
          counted.stream().map(StandingsRow::playerId).toList(), counted.get(0).rank()));
    }
    Comparator<Team> byScore = scoring.method() == Method.BEST_N_POINTS
        ? Comparator.comparingInt(Team::score).reversed()
        : Comparator.comparingInt(Team::score);
    teams.sort(Comparator.comparing((Team t) -> !t.complete())
        .thenComparing(byScore)
        .thenComparingInt(Team::bestRank)
        .thenComparing(Team::unit));
    List<TeamStandingsRow> rows = new ArrayList<>();
    for (int i = 0; i < teams.size(); i++) {
      Team t = teams.get(i);
      String name = tournament.unit(t.unit()).map(Unit::name).orElse(t.unit());
      rows.add(new TeamStandingsRow(i + 1, t.unit(), name, t.score(), t.counted(), t.bestRank()));
    }
    return rows;
  }
}
