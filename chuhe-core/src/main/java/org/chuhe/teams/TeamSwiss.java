package org.chuhe.teams;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chuhe.engine.PairingEngine;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.model.Withdrawal;
import org.chuhe.pairing.BoardNote;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.PairingResult;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.TeamCriterion;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.tournament.Tournament;

/**
 * The team Swiss (团体积分编排): each round's matches paired by the pairing engine on {@link TeamSwissRoundProblem}
 * (score groups by 场分, then 局分 as the regulations rank, no rematch, 先走 alternating, the bye to the lowest team),
 * the tables in the order of their higher team, each team with its standard line-up ({@link TeamLineUps#standard}).
 * A team none of whose players may still play (all withdrawn) is not paired.
 */
public final class TeamSwiss {
  private TeamSwiss() {}

  /** The teams to pair in round {@code round}, in the order of their engine numbers. */
  static List<TeamEntrant> entrants(Tournament t, String division, int round) {
    TeamField field = TeamField.of(t, division);
    Map<String, TeamHistory> histories = TeamHistories.of(t, division, round - 1);
    boolean byMatch = t.regulations().teamMatch().primaryScore() == TeamCriterion.MATCH_POINTS;
    Set<String> gone = new HashSet<>();
    for (Withdrawal w : t.withdrawals()) {
      if (w.afterRound() < round) {
        gone.add(w.player());
      }
    }
    List<TeamHistory> playing = new ArrayList<>();
    for (Unit u : field.teams()) {
      if (!gone.containsAll(u.lineUp())) {
        playing.add(histories.get(u.id()));
      }
    }
    Comparator<TeamHistory> order = Comparator.comparingInt((TeamHistory h) -> -(byMatch ? h.matchPoints()
        : h.gamePoints())).thenComparingInt(h -> -(byMatch ? h.gamePoints() : h.matchPoints()))
        .thenComparingInt(h -> field.number(h.team()));
    playing.sort(order);
    int n = playing.size();
    int paired = n % 2 == 0 ? n : n - 1;
    int half = paired / 2;
    List<TeamEntrant> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      TeamHistory h = playing.get(i);
      int number = i + 1;
      if (round == 1 && i < paired) {
        // Round 1: the halves interleaved on the engine's line, so that neighbours are 1 and n/2 + 1, 2 and n/2 + 2.
        number = i < half ? 2 * i + 1 : 2 * (i - half) + 2;
      }
      Boolean last = h.sides().isEmpty() ? null : h.sides().get(h.sides().size() - 1);
      out.add(new TeamEntrant(h.team(), i + 1, number, byMatch ? h.matchPoints() : h.gamePoints(),
          byMatch ? h.gamePoints() : h.matchPoints(), new HashSet<>(h.opponents()), h.due(), h.firstSurplus(),
          h.streak(), last, h.byes()));
    }
    out.sort(Comparator.comparingInt(TeamEntrant::number));
    return out;
  }

  /** The matches of a solution in table order (by their higher team), with the undecided sides settled by table. */
  static List<TeamPairing> tables(TeamSwissRoundProblem.Solution s) {
    List<TeamSwissRoundProblem.Allocation> pairs = new ArrayList<>(s.pairs());
    pairs.sort(Comparator.comparingInt(a -> Math.min(a.first().rank(), a.second().rank())));
    List<TeamPairing> out = new ArrayList<>();
    for (int i = 0; i < pairs.size(); i++) {
      TeamSwissRoundProblem.Allocation a = pairs.get(i);
      int table = i + 1;
      boolean swap = a.undecided() && table % 2 == 0;
      out.add(new TeamPairing(table, swap ? a.second().team() : a.first().team(),
          swap ? a.first().team() : a.second().team()));
    }
    return out;
  }

  /** Pairs the next round of a team Swiss. */
  public static PairingResult pair(Tournament t, String division, PairingOptions options, PairingEngine engine) {
    if (!options.changes().isEmpty() || !options.absent().isEmpty()) {
      throw ProblemException.of("changes", "团体积分编排暂不支持手工改动对阵或请假",
          "a team Swiss takes no manual change and no excused team yet");
    }
    int round = t.roundsOf(division).size() + 1;
    int rounds = t.regulations().roundsOf(division);
    if (round > rounds) {
      throw ProblemException.of("rounds[" + division + "]", "本组团体赛共 " + rounds + " 轮，已全部编排",
          "all " + rounds + " rounds of this team event are already paired");
    }
    TeamField field = TeamField.of(t, division);
    List<TeamEntrant> teams = entrants(t, division, round);
    if (teams.size() < 2) {
      throw ProblemException.of("units", "团体赛至少需要 2 支报名了出场顺序（lineUp）的队伍，现有 " + teams.size(),
          "a team event needs at least 2 teams with a declared line-up (lineUp), has " + teams.size());
    }
    TeamSwissRoundProblem problem = new TeamSwissRoundProblem(teams);
    TeamSwissRoundProblem.Solution s = problem.solve(engine);
    if (s == null) {
      throw ProblemException.of("rounds[" + division + "]", "第 " + round + " 轮没有合规的团体对阵：队伍之间已无可避免重复相遇",
          "round " + round + " has no legal team pairing: the teams cannot avoid meeting again");
    }
    List<TeamPairing> matches = tables(s);
    TeamMatchRules rules = t.regulations().teamMatch();
    List<Game> games = new ArrayList<>();
    List<String> present = new ArrayList<>();
    List<BoardNote> notes = new ArrayList<>();
    Map<String, TeamEntrant> byId = new java.util.HashMap<>();
    teams.forEach(e -> byId.put(e.team(), e));
    String[] primary = rules.primaryScore() == TeamCriterion.MATCH_POINTS ? new String[] {"场分", "局分", "match points",
        "game points"} : new String[] {"局分", "场分", "game points", "match points"};
    for (TeamPairing m : matches) {
      TeamLineUps.MatchBoards mb = TeamLineUps.standardBoards(t, field, m, round);
      List<Game> boards = mb.games();
      games.addAll(boards);
      present.addAll(mb.present());
      notes.addAll(mb.notes());
      TeamEntrant a = byId.get(m.first());
      TeamEntrant b = byId.get(m.second());
      String zh = "第 " + m.table() + " 场：" + field.nameZh(a.team()) + "（" + primary[0] + " " + a.primary() + "，"
          + primary[1] + " " + a.secondary() + "）先走 对 " + field.nameZh(b.team()) + "（" + primary[0] + " "
          + b.primary() + "，" + primary[1] + " " + b.secondary() + "）" + sideZh(a);
      String en = "match " + m.table() + ": " + field.nameEn(a.team()) + " (" + primary[2] + " " + a.primary() + ", "
          + primary[3] + " " + a.secondary() + ") moves first against " + field.nameEn(b.team()) + " (" + primary[2]
          + " " + b.primary() + ", " + primary[3] + " " + b.secondary() + ")" + sideEn(a);
      for (Game g : boards) {
        notes.add(new BoardNote(g.board(), g.red(), g.black(), zh, en));
      }
    }
    List<String> byes = s.bye() == null ? List.of() : List.of(s.bye().team());
    if (s.bye() != null) {
      notes.add(new BoardNote(matches.size() * rules.boards() + 1, s.bye().team(), null, field.nameZh(s.bye().team())
          + " 轮空：本轮排名最后且未轮空过的队伍", field.nameEn(s.bye().team())
          + " has the bye: the lowest team of the order that has had none"));
    }
    notes.sort(java.util.Comparator.comparingInt(BoardNote::board));
    Round paired = new Round(division, round, games, present, List.of(), List.of(), List.of(), false, matches,
        byes);
    return PairingResult.of(paired, notes, "团体积分编排第 " + round + " 轮：" + teams.size() + " 队，" + matches.size()
        + " 场对抗；" + s.quality().lineZh(), "team Swiss round " + round + ": " + teams.size() + " teams, "
        + matches.size() + " matches; " + s.quality().lineEn(), Map.of());
  }

  private static String sideZh(TeamEntrant a) {
    return a.due() == null ? "" : a.due() ? "；先走方应先走" : "；双方均应后走，先走方按规定让步";
  }

  private static String sideEn(TeamEntrant a) {
    return a.due() == null ? "" : a.due() ? "; the first team was due to move first"
        : "; both were due to move second, the first team gave way by the rules";
  }

  /**
   * The quality of a recorded round's matches and bye (null when a team of it is not among the teams to pair, or a
   * pair is a rematch) and of the best pairing of the same teams; for the checker.
   */
  static TeamSwissQuality[] qualities(Tournament t, Round r, PairingEngine engine) {
    List<TeamEntrant> teams = entrants(t.withRoundsUpTo(r.division(), r.number() - 1), r.division(), r.number());
    TeamSwissRoundProblem problem = new TeamSwissRoundProblem(teams);
    Map<String, Integer> index = new java.util.HashMap<>();
    for (int i = 0; i < teams.size(); i++) {
      index.put(teams.get(i).team(), i);
    }
    int n = teams.size();
    int[] partner = new int[n];
    java.util.Arrays.fill(partner, -1);
    for (TeamPairing m : r.matches()) {
      Integer a = index.get(m.first());
      Integer b = index.get(m.second());
      if (a == null || b == null || !problem.mayMeet(a, b)) {
        return null;
      }
      partner[a] = b;
      partner[b] = a;
    }
    for (String bye : r.teamByes()) {
      Integer a = index.get(bye);
      if (a == null) {
        return null;
      }
      partner[a] = n;
    }
    for (int p : partner) {
      if (p < 0) {
        return null;
      }
    }
    TeamSwissRoundProblem.Solution best = problem.solve(engine);
    return new TeamSwissQuality[] {problem.solution(partner).quality(), best == null ? null : best.quality()};
  }
}
