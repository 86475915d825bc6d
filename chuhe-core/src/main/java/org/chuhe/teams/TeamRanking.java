package org.chuhe.teams;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.regulations.TeamCriterion;
import org.chuhe.tournament.Tournament;

/**
 * The team standings (团体名次) of a division: the teams ranked by the regulations' chain ({@code teamMatch.chain},
 * by default 场分, 局分, 直胜 between two teams only, the board results from board 1 down, lots; rules digest §7),
 * each with the criterion that put it behind the team above it, said in both languages, as the individual
 * standings explain a rank. Teams the whole chain leaves level share a rank (only when the chain has no lots).
 *
 * <p>How the chain is applied: all teams start as one group; each criterion in turn splits every group of level
 * teams into smaller groups by its value, the greater ahead. 直胜 splits a group only when it has exactly two teams
 * ("直胜仅限两队之间") and they scored differently against each other; a larger group goes to the next criterion.
 *
 * <p>Example (worked in {@code TeamRankingTest}): A and B both 6 场分 and 13 局分, A beat B 2–0 in their match: A
 * first by 直胜. C, D, E all 4 场分 and 10 局分: 直胜 does not apply to three teams, so the board results decide: C
 * scored 6 on board 1, D and E 5 each; then board 2: E 3, D 2: C, E, D.
 */
public final class TeamRanking {
  private TeamRanking() {}

  /** One team's line of the standings. */
  public record TeamRank(int rank, String team, int matchPoints, int gamePoints, int matches, int byes,
      List<Integer> boardPoints, TeamCriterion decidedBy, String explanationZh, String explanationEn) {
    public TeamRank {
      boardPoints = List.copyOf(boardPoints);
    }
  }

  /** The standings of the division after its last round. */
  public static List<TeamRank> of(Tournament t, String division) {
    TeamField field = TeamField.of(t, division);
    return of(t, field, TeamHistories.of(t, field, t.roundsOf(division)));
  }

  /** The standings of these histories. */
  public static List<TeamRank> of(Tournament t, TeamField field, Map<String, TeamHistory> histories) {
    List<TeamCriterion> chain = t.regulations().teamMatch().chain();
    List<TeamHistory> all = new ArrayList<>(histories.values());
    all.sort(Comparator.comparingInt(h -> field.number(h.team())));
    // Each group of level teams with the criterion that separated it from the group above (null for the first).
    List<Level> groups = new ArrayList<>();
    groups.add(new Level(all, null));
    for (TeamCriterion c : chain) {
      List<Level> next = new ArrayList<>();
      for (Level g : groups) {
        List<List<TeamHistory>> parts = split(t, field, c, g.teams());
        for (int i = 0; i < parts.size(); i++) {
          next.add(new Level(parts.get(i), i == 0 ? g.entry() : c));
        }
      }
      groups = next;
    }
    Map<String, TeamCriterion> decidedBy = new HashMap<>();
    for (Level g : groups) {
      if (g.entry() != null) {
        decidedBy.put(g.teams().get(0).team(), g.entry());
      }
    }
    List<TeamRank> out = new ArrayList<>();
    int position = 0;
    TeamHistory above = null;
    for (Level g : groups) {
      int rank = position + 1;
      for (TeamHistory h : g.teams()) {
        position++;
        TeamCriterion c = decidedBy.get(h.team());
        String zh;
        String en;
        if (above == null) {
          zh = "第一名";
          en = "first";
        } else if (c == null) {
          zh = "与 " + field.nameZh(above.team()) + " 各项相同，名次并列";
          en = "level with " + field.nameEn(above.team()) + " on every criterion: the rank is shared";
        } else {
          int at = chain.indexOf(c);
          String sameZh = at == 0 ? "" : "与 " + field.nameZh(above.team()) + " "
              + String.join("、", chain.subList(0, at).stream().map(TeamCriterion::chinese).toList()) + "相同，";
          String sameEn = at == 0 ? "" : "level with " + field.nameEn(above.team()) + " on "
              + String.join(", ", chain.subList(0, at).stream().map(TeamCriterion::english).toList()) + "; ";
          zh = sameZh + "按" + c.chinese() + "列" + (at == 0 ? " " + field.nameZh(above.team()) + " 之" : "其") + "后（" + value(t, field, c, h, above) + " 对 "
              + value(t, field, c, above, h) + "）";
          en = sameEn + "behind " + (at == 0 ? field.nameEn(above.team()) + " " : "") + "on " + c.english() + " ("
              + value(t, field, c, h, above) + " to " + value(t, field, c, above, h) + ")";
        }
        out.add(new TeamRank(rank, h.team(), h.matchPoints(), h.gamePoints(), h.matches(), h.byes(),
            h.boardPoints(), c, zh, en));
        above = h;
      }
    }
    return out;
  }

  /** Teams level on the criteria so far, and the criterion that put them behind the group above (null: none). */
  private record Level(List<TeamHistory> teams, TeamCriterion entry) {}

  /** A group of level teams split by one criterion into groups, the better first. */
  private static List<List<TeamHistory>> split(Tournament t, TeamField field, TeamCriterion c,
      List<TeamHistory> g) {
    List<List<TeamHistory>> parts = new ArrayList<>();
    if (g.size() < 2 || c == TeamCriterion.DIRECT_ENCOUNTER && g.size() != 2) {
      parts.add(g);
      return parts;
    }
    List<TeamHistory> sorted = new ArrayList<>(g);
    Comparator<TeamHistory> better = (a, b) -> compare(t, field, c, a, b);
    sorted.sort(better);
    List<TeamHistory> current = new ArrayList<>();
    for (TeamHistory h : sorted) {
      if (!current.isEmpty() && better.compare(current.get(current.size() - 1), h) != 0) {
        parts.add(current);
        current = new ArrayList<>();
      }
      current.add(h);
    }
    parts.add(current);
    return parts;
  }

  /** Negative when {@code a} ranks ahead of {@code b} by the criterion (within a group of level teams). */
  static int compare(Tournament t, TeamField field, TeamCriterion c, TeamHistory a, TeamHistory b) {
    return switch (c) {
      case MATCH_POINTS -> Integer.compare(b.matchPoints(), a.matchPoints());
      case GAME_POINTS -> Integer.compare(b.gamePoints(), a.gamePoints());
      case DIRECT_ENCOUNTER -> Integer.compare(b.matchPointsAgainst().getOrDefault(a.team(), 0),
          a.matchPointsAgainst().getOrDefault(b.team(), 0));
      case BOARDS -> {
        for (int k = 0; k < Math.min(a.boardPoints().size(), b.boardPoints().size()); k++) {
          int d = Integer.compare(b.boardPoints().get(k), a.boardPoints().get(k));
          if (d != 0) {
            yield d;
          }
        }
        yield 0;
      }
      case LOTS -> Integer.compare(lot(t, field, a.team()), lot(t, field, b.team()));
    };
  }

  /** The team's lot: the recorded draw of lots for its id, else its number. */
  private static int lot(Tournament t, TeamField field, String team) {
    return t.lots().getOrDefault(team, field.number(team));
  }

  /** What the criterion says of {@code h} (against {@code other} for 直胜), as the explanation prints it. */
  private static String value(Tournament t, TeamField field, TeamCriterion c, TeamHistory h, TeamHistory other) {
    return switch (c) {
      case MATCH_POINTS -> String.valueOf(h.matchPoints());
      case GAME_POINTS -> String.valueOf(h.gamePoints());
      case DIRECT_ENCOUNTER -> String.valueOf(h.matchPointsAgainst().getOrDefault(other.team(), 0));
      case BOARDS -> {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < h.boardPoints().size(); k++) {
          s.append(k == 0 ? "" : " ").append(k + 1).append(":").append(h.boardPoints().get(k));
          if (!h.boardPoints().get(k).equals(other.boardPoints().get(k))) {
            break;
          }
        }
        yield s.toString();
      }
      case LOTS -> String.valueOf(lot(t, field, h.team()));
    };
  }
}
