package org.chuhe.teams;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.model.Withdrawal;
import org.chuhe.pairing.PairingQuality;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.pairing.Violation;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.tournament.Tournament;

/**
 * Checks a recorded round of a team event. For every format: each team of the division in one match or the bye, no
 * other team; each match's N boards present, numbered from its table, each board's players of the right teams with
 * the Laws' colours (the first team red on the odd boards, §13.2), every line-up in its declared order, no game
 * outside the matches. A team round robin's matches and bye are then held against the Berger table; a team Swiss's
 * against its rule book: no rematch, no second bye while another team has had none, and no pairing of the same teams
 * with a better bye or better score differences ({@link TeamSwissQuality}, upper part) than the recorded one.
 */
public final class TeamRoundChecker {
  private TeamRoundChecker() {}

  public static RoundCheck check(Tournament t, Round r) {
    TeamField field = TeamField.of(t, r.division());
    TeamMatchRules rules = t.regulations().teamMatch();
    int n = rules.boards();
    List<Violation> out = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    Set<Integer> boardsOfMatches = new HashSet<>();
    Set<String> placed = new HashSet<>();
    for (TeamPairing m : r.matches()) {
      for (String team : List.of(m.first(), m.second())) {
        seenOnce(field, team, seen, out);
      }
      List<Game> games = MatchScore.boards(r, m, n);
      Optional<Unit> firstTeam = field.team(m.first());
      Optional<Unit> secondTeam = field.team(m.second());
      List<String> firstFielded = firstTeam.map(u -> TeamLineUps.fielded(r, m, u, n)).orElse(null);
      List<String> secondFielded = secondTeam.map(u -> TeamLineUps.fielded(r, m, u, n)).orElse(null);
      for (int k = 1; k <= n; k++) {
        int board = m.firstBoard(n) + k - 1;
        boardsOfMatches.add(board);
        if (games.get(k - 1) == null && !emptyByShortTeams(games, firstFielded, secondFielded, k)) {
          out.add(new Violation(Violation.Rule.TEAM_BOARDS, board, List.of(), "第 " + m.table() + " 场缺第 " + k
              + " 台（应为全轮第 " + board + " 台）", "match " + m.table() + " has no board " + k + " (board " + board
              + " of the round)"));
        }
      }
      for (Unit u : java.util.stream.Stream.of(firstTeam, secondTeam).flatMap(Optional::stream).toList()) {
        String team = u.id();
        List<String> fielded = u == firstTeam.orElse(null) ? firstFielded : secondFielded;
        for (int k = 1; k <= n; k++) {
          if (games.get(k - 1) == null && fielded.get(k - 1) != null) {
            placed.add(fielded.get(k - 1));
          }
        }
        for (int k = 1; k <= n; k++) {
          String p = fielded.get(k - 1);
          if (p != null && !u.lineUp().contains(p)) {
            out.add(new Violation(Violation.Rule.TEAM_BOARDS, m.firstBoard(n) + k - 1, List.of(p), t.nameZh(p)
                + " 不是 " + field.nameZh(team) + " 的队员，却坐在该队一方（先走队单数台执红，规则 §13.2）",
                t.nameEn(p) + " is not a player of " + field.nameEn(team) + " but sits on its side (the first team "
                    + "has red on the odd boards, Laws §13.2)"));
          }
        }
        TeamLineUps.problem(t, u, fielded).ifPresent(p -> out.add(new Violation(Violation.Rule.TEAM_LINE_UP,
            0, List.of(), "第 " + m.table() + " 场：" + p[0], "match " + m.table() + ": " + p[1])));
        int empty = fielded.indexOf(null);
        if (empty >= 0 && fielded.subList(empty, n).stream().anyMatch(p -> p != null)) {
          out.add(new Violation(Violation.Rule.TEAM_LINE_UP, m.firstBoard(n) + empty, List.of(), "第 " + m.table()
              + " 场：" + field.nameZh(team) + " 第 " + (empty + 1) + " 台空缺，其下台次却有人：缺人的队伍由第 1 台起依次出场",
              "match " + m.table() + ": " + field.nameEn(team) + " leaves board " + (empty + 1) + " empty but fields "
                  + "players below it: a team short of players fills the boards from board 1 down"));
        }
      }
    }
    for (String p : r.byes()) {
      if (!placed.contains(p)) {
        out.add(new Violation(Violation.Rule.TEAM_BOARDS, 0, List.of(p), t.nameZh(p) + " 记为空台不战而胜，但不在其队"
            + "对手缺人的台次上", t.nameEn(p) + " is entered as winning an empty board by forfeit, but sits at no board "
            + "his team's opponent left empty"));
      }
    }
    for (String bye : r.teamByes()) {
      seenOnce(field, bye, seen, out);
    }
    for (Game g : r.games()) {
      if (!boardsOfMatches.contains(g.board())) {
        out.add(new Violation(Violation.Rule.TEAM_BOARDS, g.board(), List.of(g.red(), g.black()), "第 " + g.board()
            + " 台不属于本轮任何一场团体对抗", "board " + g.board() + " belongs to no team match of the round"));
      }
    }
    Set<String> gone = new HashSet<>();
    for (Withdrawal w : t.withdrawals()) {
      if (w.afterRound() < r.number()) {
        gone.add(w.player());
      }
    }
    for (Unit u : field.teams()) {
      if (!seen.contains(u.id()) && !gone.containsAll(u.lineUp())) {
        out.add(new Violation(Violation.Rule.NOT_PAIRED, 0, List.of(), field.nameZh(u.id()) + " 本轮既无对抗也未轮空",
            field.nameEn(u.id()) + " has neither a match nor the bye this round"));
      }
    }
    if (t.regulations().format() == Format.TEAM_ROUND_ROBIN) {
      out.addAll(TeamRoundRobin.check(t, r, field));
    } else {
      swiss(t, r, field, out);
    }
    return new RoundCheck(r.division(), r.number(), out, PairingQuality.ZERO);
  }

  /**
   * Whether board {@code k} of a match, which has no game, is empty because a team is short of players
   * ({@link TeamLineUps}): one team's player is there (the other team left it empty), or neither team has a player
   * on it nor on any board below it (both teams short: a double forfeit, whether their players withdrew or did not
   * come, as the line-ups the arbiter entered say). A board missing between played ones is not.
   */
  private static boolean emptyByShortTeams(List<Game> games, List<String> first, List<String> second, int k) {
    if (first == null || second == null) {
      return false;
    }
    if (first.get(k - 1) != null || second.get(k - 1) != null) {
      return true;
    }
    for (int j = k; j < games.size(); j++) {
      if (games.get(j) != null || first.get(j) != null || second.get(j) != null) {
        return false;
      }
    }
    return true;
  }

  private static void seenOnce(TeamField field, String team, Set<String> seen, List<Violation> out) {
    if (!field.contains(team)) {
      out.add(new Violation(Violation.Rule.TEAM_BOARDS, 0, List.of(), team + " 不是本组报名的队伍",
          team + " is not a team of this division"));
    } else if (!seen.add(team)) {
      out.add(new Violation(Violation.Rule.TEAM_BOARDS, 0, List.of(), field.nameZh(team) + " 本轮被编排两次",
          field.nameEn(team) + " is paired twice this round"));
    }
  }

  private static void swiss(Tournament t, Round r, TeamField field, List<Violation> out) {
    Map<String, TeamHistory> before = TeamHistories.of(t, r.division(), r.number() - 1);
    for (TeamPairing m : r.matches()) {
      TeamHistory h = before.get(m.first());
      if (h != null && h.opponents().contains(m.second())) {
        out.add(new Violation(Violation.Rule.REMATCH, 0, List.of(), field.nameZh(m.first()) + " 与 "
            + field.nameZh(m.second()) + " 已经相遇过", field.nameEn(m.first()) + " and " + field.nameEn(m.second())
            + " have met before"));
      }
    }
    int minByes = before.values().stream().mapToInt(TeamHistory::byes).min().orElse(0);
    for (String bye : r.teamByes()) {
      TeamHistory h = before.get(bye);
      if (h != null && h.byes() > minByes) {
        out.add(new Violation(Violation.Rule.SECOND_BYE, 0, List.of(), field.nameZh(bye) + " 再次轮空，而尚有队伍未轮空过",
            field.nameEn(bye) + " has a second bye while another team has had none"));
      }
    }
    if (out.stream().anyMatch(v -> v.rule().hard())) {
      return;
    }
    TeamSwissQuality[] q = TeamSwiss.qualities(t, r, PairingEngine.inCallingThread(EngineProbe.NONE));
    if (q == null || q[1] == null) {
      return;
    }
    TeamSwissQuality got = q[0];
    TeamSwissQuality best = q[1];
    if (got.byeScore() > best.byeScore() || got.byeScore() == best.byeScore() && (got.byeHeight() > best.byeHeight()
        || got.byeHeight() == best.byeHeight() && got.differences() > best.differences())) {
      out.add(new Violation(Violation.Rule.NEARER_SCORES, 0, List.of(), "同样的队伍有轮空更低或分差更小的对阵：本轮 "
          + got.lineZh() + "；最优 " + best.lineZh(), "the same teams had a pairing with a lower bye or nearer scores: "
          + "this round " + got.lineEn() + "; best " + best.lineEn()));
    }
  }
}
