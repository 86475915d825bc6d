package org.chuhe.teams;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.pairing.BergerTableRound;
import org.chuhe.pairing.BoardNote;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.PairingResult;
import org.chuhe.pairing.Violation;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.roundrobin.RoundRobinSchedule;
import org.chuhe.tournament.Tournament;

/**
 * A team round robin (团体循环赛, Laws §13, §14.5): the Berger tables of {@code org.chuhe.roundrobin} with the teams
 * as entrants, placed by their numbers; the table's red is the team that moves first (先走: red on the odd boards),
 * its colours reversed in a second cycle; with an odd number of teams, whoever meets the empty number rests (the
 * bye scores nothing). The match at table t is the table's board t.
 *
 * <p>Example, 8 teams, round 1: 1–8, 2–7, 3–6, 4–5; team 1 moves first at table 1, so with 4 boards team 1's board
 * 1 and board 3 players have red, its board 2 and 4 players black.
 */
public final class TeamRoundRobin {
  private TeamRoundRobin() {}

  /** The division's schedule: the teams by number. */
  public static RoundRobinSchedule schedule(Tournament t, String division) {
    TeamField field = TeamField.of(t, division);
    Map<String, Integer> numbers = new LinkedHashMap<>();
    for (Unit u : field.teams()) {
      numbers.put(u.id(), field.number(u.id()));
    }
    return RoundRobinSchedule.of(numbers, t.regulations().roundRobin().cycles(), division);
  }

  /** The matches (table order) and the bye of a round as the table gives them. */
  record Expected(List<TeamPairing> matches, List<String> byes, List<RoundRobinSchedule.Meeting> meetings) {}

  static Expected expected(RoundRobinSchedule s, int round) {
    List<TeamPairing> matches = new ArrayList<>();
    List<String> byes = new ArrayList<>();
    List<RoundRobinSchedule.Meeting> meetings = new ArrayList<>();
    for (RoundRobinSchedule.Meeting m : s.round(round)) {
      if (m.bye()) {
        byes.add(m.red());
      } else {
        matches.add(new TeamPairing(matches.size() + 1, m.red(), m.black()));
        meetings.add(m);
      }
    }
    return new Expected(matches, byes, meetings);
  }

  /** Pairs the next round from the table, each team with its standard line-up ({@link TeamLineUps#standard}). */
  public static PairingResult pair(Tournament t, String division, PairingOptions options) {
    if (!options.changes().isEmpty() || !options.absent().isEmpty()) {
      throw ProblemException.of("changes", "团体循环赛按贝格尔表编排，不能手工改动对阵或请假",
          "a team round robin is paired by the Berger table: no manual change and no excused player");
    }
    int round = t.roundsOf(division).size() + 1;
    RoundRobinSchedule s = schedule(t, division);
    if (round > s.rounds()) {
      throw ProblemException.of("rounds[" + division + "]", "本组团体循环赛共 " + s.rounds() + " 轮，已全部编排",
          "all " + s.rounds() + " rounds of this team round robin are already paired");
    }
    TeamField field = TeamField.of(t, division);
    TeamMatchRules rules = t.regulations().teamMatch();
    Expected e = expected(s, round);
    List<Game> games = new ArrayList<>();
    List<String> present = new ArrayList<>();
    List<BoardNote> notes = new ArrayList<>();
    for (int i = 0; i < e.matches().size(); i++) {
      TeamPairing m = e.matches().get(i);
      RoundRobinSchedule.Meeting x = e.meetings().get(i);
      TeamLineUps.MatchBoards mb = TeamLineUps.standardBoards(t, field, m, round);
      List<Game> boards = mb.games();
      games.addAll(boards);
      present.addAll(mb.present());
      notes.addAll(mb.notes());
      String cycle = s.cycles() > 1 && x.cycle() % 2 == 0 ? "（第 " + x.cycle() + " 循环，先后手互换）" : "";
      String cycleEn = s.cycles() > 1 && x.cycle() % 2 == 0 ? " (cycle " + x.cycle() + ", sides reversed)" : "";
      for (Game g : boards) {
        notes.add(new BoardNote(g.board(), g.red(), g.black(), "第 " + m.table() + " 场：贝格尔表第 " + x.tableRound()
            + " 轮 " + x.positions() + cycle + "，" + field.nameZh(m.first()) + " 先走（单数台执红）",
            "match " + m.table() + ": Berger table round " + x.tableRound() + " " + x.positions() + cycleEn + ", "
                + field.nameEn(m.first()) + " moves first (red on the odd boards)"));
      }
    }
    for (String bye : e.byes()) {
      notes.add(new BoardNote(e.matches().size() * rules.boards() + 1, bye, null, field.nameZh(bye) + " 遇空号轮空（循环赛轮空不计分）",
          field.nameEn(bye) + " meets the empty number and rests (a round robin's bye scores nothing)"));
    }
    notes.sort(java.util.Comparator.comparingInt(BoardNote::board));
    Round paired = new Round(division, round, games, present, List.of(), List.of(), List.of(), false,
        e.matches(), e.byes());
    return PairingResult.of(paired, notes, "团体循环赛第 " + round + " 轮（共 " + s.rounds() + " 轮）：" + field.size()
        + " 队按序号排入贝格尔表", "team round robin round " + round + " of " + s.rounds() + ": " + field.size()
        + " teams placed in the Berger table by number", Map.of());
  }

  /** The round's matches and bye against the table: each difference a {@link Violation.Rule#BERGER_TABLE}. */
  static List<Violation> check(Tournament t, Round r, TeamField field) {
    List<Violation> out = new ArrayList<>();
    Optional<RoundRobinSchedule> table = BergerTableRound.schedule(() -> schedule(t, r.division()), r.number(),
        "团体循环赛", "team round robin", out);
    if (table.isEmpty()) {
      return out;
    }
    RoundRobinSchedule s = table.get();
    Expected e = expected(s, r.number());
    List<TeamPairing> recorded = new ArrayList<>(r.matches());
    for (TeamPairing want : e.matches()) {
      TeamPairing got = recorded.stream().filter(m -> m.involves(want.first()) && m.involves(want.second()))
          .findFirst().orElse(null);
      if (got == null) {
        out.add(new Violation(Violation.Rule.BERGER_TABLE, 0, List.of(), "按贝格尔表，" + field.nameZh(want.first())
            + " 对 " + field.nameZh(want.second()) + "，本轮没有这场对抗", "by the Berger table, "
            + field.nameEn(want.first()) + " plays " + field.nameEn(want.second()) + "; this round has no such match"));
        continue;
      }
      recorded.remove(got);
      if (!got.first().equals(want.first())) {
        out.add(new Violation(Violation.Rule.BERGER_TABLE, 0, List.of(), "先走方与贝格尔表不符：应为 "
            + field.nameZh(want.first()) + " 先走", "the side moving first differs from the Berger table: "
            + field.nameEn(want.first()) + " should move first"));
      }
    }
    for (TeamPairing m : recorded) {
      out.add(new Violation(Violation.Rule.BERGER_TABLE, 0, List.of(), field.nameZh(m.first()) + " 对 "
          + field.nameZh(m.second()) + " 不是贝格尔表本轮的对抗", field.nameEn(m.first()) + " against "
          + field.nameEn(m.second()) + " is not a match of this round of the Berger table"));
    }
    if (!new java.util.HashSet<>(r.teamByes()).equals(new java.util.HashSet<>(e.byes()))) {
      out.add(new Violation(Violation.Rule.BERGER_TABLE, 0, List.of(), "轮空与贝格尔表不符：应为 "
          + String.join("、", e.byes().stream().map(field::nameZh).toList()), "the bye differs from the Berger "
          + "table: it goes to " + String.join(", ", e.byes().stream().map(field::nameEn).toList())));
    }
    return out;
  }
}
