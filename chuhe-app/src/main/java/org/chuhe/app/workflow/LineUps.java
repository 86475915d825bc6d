package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.GameRecordStore;
import org.chuhe.app.store.ReportStore;
import org.chuhe.app.store.RoundStore;
import org.chuhe.app.store.StoredGame;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.teams.MatchScore;
import org.chuhe.teams.TeamField;
import org.chuhe.teams.TeamLineUps;
import org.chuhe.tournament.Tournament;

/**
 * The use case "enter a team's line-up for the round" (出场名单): before a round starts each team hands the arbiter
 * the players it fields, board 1 first, from its declared players in their declared order (reserves included, rules
 * in {@link TeamLineUps}). The round is paired with each team's standard line-up (its first N players available);
 * what the arbiter enters replaces one team's side of its match's boards, in a draft or in the published round, until
 * the first result, foul or game record of that match. One audited transaction ({@code lineup.enter}: the match's
 * boards and the round's byes before and after), replayed by the log's verification.
 *
 * <p>Only the division's last paired round: an earlier one's boards are the history the rounds after it were paired
 * on. A board changed gets a version above its old one, so that a results form showing the old players is refused.
 */
public final class LineUps {
  private static final Pattern TEAM_NUMBER = Pattern.compile("(\\d{1,4})\\s*(号队|号)?");

  private LineUps() {}

  /** A line-up entered: the round before and after, the team, its match, and the players it now fields. */
  public record Entered(Round before, Round after, Unit team, TeamPairing match, List<String> players) {
    /** Whether the entry changed nothing (the team already fields these players). */
    public boolean unchanged() {
      return before.equals(after);
    }
  }

  /**
   * Enters the line-up of team {@code teamRef} (its id, name or team number) for round {@code round} of
   * {@code division}: {@code playerRefs} board 1 first, each named as arbiters name players ({@link PlayerRefs}).
   * Fewer players than boards leave the team's bottom boards empty: their opponents win them by forfeit.
   */
  public static Entered enter(Session s, String division, int round, String teamRef, List<String> playerRefs) {
    return enter(s, division, round, teamRef, playerRefs, null);
  }

  /**
   * As {@link #enter(Session, String, int, String, List)}, refused as a conflict unless the team still fields
   * {@code shown} (player ids, board 1 first: what a form showed), so that of two arbiters changing the same line-up
   * the later does not undo the earlier unseen; null: no such check.
   */
  public static Entered enter(Session s, String division, int round, String teamRef, List<String> playerRefs,
      List<String> shown) {
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      EntryRules.division(t.regulations(), division);
      String where = division + "/" + round;
      int last = t.roundsOf(division).size();
      if (round != last) {
        throw ProblemException.refused(where, last == 0 ? "该组别还没有编排" : "只能为最后编排的一轮（第 " + last
                + " 轮）录入出场名单", last == 0 ? "nothing has been paired in this division"
                : "line-ups are entered for the last paired round only (" + last + ")");
      }
      Round before = t.roundsOf(division).get(last - 1);
      if (!before.isTeamRound()) {
        throw ProblemException.refused(where, "这一轮不是团体赛的一轮", "this is not a round of a team event");
      }
      Unit team = team(t, division, teamRef);
      if (playerRefs.isEmpty()) {
        // A team that fields nobody forfeits the whole match: not something an empty field should do by mistake.
        throw ProblemException.of("lineUp.players", "请填写出场棋手（第 1 台起）", "give the players, board 1 first");
      }
      List<String> players = PlayerRefs.ids(t, playerRefs, division);
      TeamPairing match = before.matches().stream().filter(m -> m.involves(team.id())).findFirst().orElseThrow(
          () -> ProblemException.refused("team", team.name() + " 本轮没有对抗（轮空）", team.name()
              + " has no match this round (a bye)"));
      TeamMatchRules rules = t.regulations().teamMatch();
      int from = match.firstBoard(rules.boards());
      int to = from + rules.boards() - 1;
      checkNothingEntered(tx, before, match, rules, from, to);
      List<String> now = TeamLineUps.fielded(before, match, team, rules.boards()).stream().filter(p -> p != null)
          .toList();
      if (shown != null && !shown.equals(now)) {
        throw new ProblemException(Problem.of(Problem.Kind.CONFLICT, "lineUp.players",
            team.name() + " 的出场名单刚被改动过，现为 " + String.join("、", now.stream().map(t::nameZh).toList())
                + "：请核对后再录入", "the line-up of " + team.name() + " was changed meanwhile, it is now "
                + String.join(", ", now.stream().map(t::nameEn).toList()) + ": check it, then enter yours"));
      }
      if (now.equals(players)) {
        return new Entered(before, before, team, match, players);
      }
      Round after = TeamLineUps.withLineUp(t, before, team.id(), players);
      Map<Integer, Long> versions = new HashMap<>();
      for (StoredGame g : RoundStore.games(tx, division, round)) {
        if (g.game().board() < from || g.game().board() > to) {
          versions.put(g.game().board(), g.version());
        }
      }
      long seq = tx.audit(AuditAction.LINE_UP, where, logged(before, team, from, to, null),
          logged(after, team, from, to, players), null).seq();
      // The changed boards' version: this entry's place in the log. Every earlier change of a game was logged
      // before it, so no version a form may hold of these boards, even of a game since taken away, reaches it.
      RoundStore.rewriteGames(tx, after, versions, seq);
      return new Entered(before, after, team, match, players);
    });
  }

  /** The team {@code ref} names in the division: its id, its name, or its team number (3, 3号, 3号队). */
  static Unit team(Tournament t, String division, String ref) {
    String r = ref == null ? "" : ref.strip();
    TeamField field = TeamField.of(t, division);
    Matcher number = TEAM_NUMBER.matcher(r);
    List<Unit> named = field.teams().stream().filter(u -> u.id().equals(r) || u.name().equals(r)
        || number.matches() && field.number(u.id()) == Integer.parseInt(number.group(1))).toList();
    if (named.size() == 1) {
      return named.get(0);
    }
    String teams = String.join("、", field.teams().stream().map(u -> field.number(u.id()) + " " + u.name()).toList());
    throw named.isEmpty()
        ? ProblemException.of("team", "没有这支队伍：" + r + "（本组别：" + teams + "）",
            "no such team: " + r + " (this division's: " + teams + ")")
        : ProblemException.of("team", r + " 指多支队伍，请用队号", r + " names several teams: use the team number");
  }

  /**
   * Whether a board of a match shows the match has begun, so that its line-ups are fixed: a result, a foul or the
   * record's mark (the database also counts a game record or a player's report, {@link #enter}).
   */
  public static boolean begun(Game g) {
    return g.result().isFinished() || g.hasFouls() || g.recordKept() != null;
  }

  /** A line-up is entered before the match starts: refused once one of its boards has a result, foul or record. */
  private static void checkNothingEntered(org.chuhe.app.store.WriteTx tx, Round r, TeamPairing m,
      TeamMatchRules rules, int from, int to) {
    List<String> entered = new ArrayList<>();
    for (Game g : MatchScore.boards(r, m, rules.boards())) {
      if (g != null && begun(g)) {
        entered.add(String.valueOf(g.board()));
      }
    }
    GameRecordStore.list(tx, r.division(), r.number()).stream().map(x -> x.board())
        .filter(b -> b >= from && b <= to).forEach(b -> entered.add(String.valueOf(b)));
    ReportStore.claims(tx, r.division(), r.number()).stream().map(ReportStore.StoredClaim::board)
        .filter(b -> b >= from && b <= to).forEach(b -> entered.add(String.valueOf(b)));
    if (!entered.isEmpty()) {
      List<String> boards = entered.stream().distinct().toList();
      throw ProblemException.refused(r.division() + "/" + r.number(), "第 " + m.table() + " 场已有结果、犯规、棋谱或棋手的"
          + "报告（台次 " + Pairings.listed(boards) + "）：比赛已开始，出场名单不能再改", "match " + m.table() + " already has "
          + "results, fouls, game records or players' reports (boards " + Pairings.listed(boards) + "): it has begun, "
          + "its line-ups can no longer change");
    }
  }

  /** What the log keeps of a line-up entry: the match's boards (games on boards from..to) and the round's byes. */
  private static Map<String, Object> logged(Round r, Unit team, int from, int to, List<String> players) {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("division", r.division());
    v.put("number", r.number());
    v.put("team", team.id());
    if (players != null) {
      v.put("players", players);
    }
    v.put("fromBoard", from);
    v.put("toBoard", to);
    v.put("games", r.games().stream().filter(g -> g.board() >= from && g.board() <= to).toList());
    v.put("byes", r.byes());
    return v;
  }
}
