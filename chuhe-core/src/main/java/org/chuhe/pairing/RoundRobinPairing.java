package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.RoundRobinRules;
import org.chuhe.roundrobin.RoundRobinSchedule;
import org.chuhe.roundrobin.RoundRobinWithdrawals;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.Tournament;

/**
 * A round robin's rounds (循环赛) from the Berger table ({@link RoundRobinSchedule}): the players of round 1 on the
 * table's positions by pairing number, each round the table's boards in the table's order (the bye last), with a
 * note per board saying where it comes from ("贝格尔表第 2 轮：6–4" / "Berger table round 2: 6–4"), so that an arbiter
 * can answer "why am I paired with him?". A player who withdrew (退赛) is no longer paired, and neither is his
 * opponent of the table: that game is cancelled or won by forfeit, as {@link RoundRobinWithdrawals} rules and
 * {@code tournament.Histories} scores. The checker holds each recorded round against the same table.
 */
final class RoundRobinPairing {
  private RoundRobinPairing() {}

  /**
   * The division's schedule: from round 1's players once it is paired, else from the players who would be paired
   * in round 1 (checked in, fee paid, not withdrawn), by their pairing numbers.
   */
  static RoundRobinSchedule schedule(Tournament t, String division) {
    RoundRobinRules rules = t.regulations().roundRobin();
    Optional<RoundRobinSchedule> played = RoundRobinWithdrawals.schedule(rules, t.roundsOf(division),
        id -> t.player(id).map(Player::number).orElse(null));
    if (played.isPresent()) {
      return played.get();
    }
    Map<String, Integer> numbers = new LinkedHashMap<>();
    for (Player p : Eligibility.field(t, division, 1, Set.of())) {
      numbers.put(p.id(), p.number());
    }
    return RoundRobinSchedule.of(numbers, rules.cycles(), division);
  }

  /** One board (or bye, or game not played) of the expected round, with its note. */
  private record Seat(Game game, String bye, String idle, String zh, String en) {}

  /** The round {@code round} as the table and the withdrawals before it give it, with a note per seat. */
  private static List<Seat> expected(Tournament t, String division, RoundRobinSchedule s, int round) {
    Map<String, Integer> out = new HashMap<>();
    for (Withdrawal w : t.withdrawals()) {
      if (s.contains(w.player()) && w.afterRound() < round) {
        out.merge(w.player(), w.afterRound(), Math::min);
      }
    }
    Map<String, RoundRobinWithdrawals.Ruling> rulings = RoundRobinWithdrawals.rulings(t.regulations().roundRobin(), s,
        t.roundsOf(division), t.withdrawals());
    List<Seat> seats = new ArrayList<>();
    int board = 0;
    for (RoundRobinSchedule.Meeting m : s.round(round)) {
      String where = "贝格尔表第 " + m.tableRound() + " 轮";
      String whereEn = "Berger table round " + m.tableRound();
      String cycle = s.cycles() > 1 ? "（第 " + m.cycle() + " 循环" + (m.cycle() % 2 == 0 ? "，先后手互换" : "") + "）" : "";
      String cycleEn = s.cycles() > 1 ? " (cycle " + m.cycle() + (m.cycle() % 2 == 0 ? ", colours reversed" : "")
          + ")" : "";
      if (m.bye()) {
        if (!out.containsKey(m.red())) {
          seats.add(new Seat(null, m.red(), null,
              where + cycle + "：" + m.redPosition() + " 号与空号 " + m.blackPosition() + " 相遇，" + t.nameZh(m.red())
                  + " 轮空（循环赛轮空不计分）",
              whereEn + cycleEn + ": " + m.redPosition() + " meets the empty number " + m.blackPosition() + ", "
                  + t.nameEn(m.red()) + " has the bye (a round robin's bye scores nothing)"));
        }
        continue;
      }
      String gone = out.containsKey(m.red()) ? m.red() : out.containsKey(m.black()) ? m.black() : null;
      if (gone == null) {
        board++;
        seats.add(new Seat(Game.of(board, m.red(), m.black(), Result.NOT_PLAYED), null, null,
            where + cycle + "：" + m.positions() + "，" + t.nameZh(m.red()) + " 执红",
            whereEn + cycleEn + ": " + m.positions() + ", " + t.nameEn(m.red()) + " has red"));
        continue;
      }
      RoundRobinWithdrawals.Ruling ruling = rulings.get(gone);
      boolean forfeitWin = ruling == null || ruling.treatment() == RoundRobinWithdrawals.Treatment.KEPT;
      for (String idle : List.of(m.red(), m.black())) {
        if (out.containsKey(idle)) {
          continue;
        }
        seats.add(new Seat(null, null, idle,
            where + cycle + "：" + m.positions() + "，对手 " + t.nameZh(gone) + " 已于第 " + out.get(gone)
                + " 轮后退赛，" + t.nameZh(idle) + " 本轮无对局，" + (forfeitWin ? "判对手弃权、" + t.nameZh(idle) + " 胜"
                : "不计分（退赛者成绩取消）") + "（规则 §20.3）",
            whereEn + cycleEn + ": " + m.positions() + "; the opponent " + t.nameEn(gone) + " withdrew after round "
                + out.get(gone) + ", so " + t.nameEn(idle) + " has no game this round: " + (forfeitWin
                ? "a forfeit win" : "no points (the withdrawn player's results are cancelled)") + " (Laws §20.3)"));
      }
    }
    return seats;
  }

  /**
   * The players the table gives no game in {@code round} because their opponent withdrew, each with the note that
   * says so (a forfeit win, or nothing when the withdrawn player's results are cancelled: §20.3). Empty when there is
   * no such round or no table.
   */
  static Map<String, NextRound.NoGame> idle(Tournament t, String division, int round) {
    Map<String, NextRound.NoGame> idle = new LinkedHashMap<>();
    RoundRobinSchedule s;
    try {
      s = schedule(t, division);
    } catch (ProblemException notATable) {
      return idle;
    }
    if (round < 1 || round > s.rounds()) {
      return idle;
    }
    for (Seat x : expected(t, division, s, round)) {
      if (x.idle() != null) {
        idle.put(x.idle(), new NextRound.NoGame(x.zh(), x.en()));
      }
    }
    return idle;
  }

  /** Pairs the next round of a round robin from the table. */
  static PairingResult pair(Tournament t, String division, PairingOptions options) {
    if (!options.changes().isEmpty() || !options.absent().isEmpty()) {
      throw ProblemException.of("changes", "循环赛按贝格尔表编排，不能手工改动对阵或请假（请假者该轮按弃权录入）",
          "a round robin is paired by the Berger table: no manual change and no excused player (enter a forfeit for "
              + "a player who does not come)");
    }
    int round = NextRound.number(t, division);
    RoundRobinSchedule s = schedule(t, division);
    if (round > s.rounds()) {
      throw ProblemException.of("rounds[" + division + "]", "本组循环赛共 " + s.rounds() + " 轮，已全部编排",
          "all " + s.rounds() + " rounds of this round robin are already paired");
    }
    List<Seat> seats = expected(t, division, s, round);
    Round paired = new Round(division, round, seats.stream().filter(x -> x.game() != null).map(Seat::game).toList(),
        seats.stream().filter(x -> x.bye() != null).map(Seat::bye).toList(), List.of());
    Map<String, PlayerHistory> before = Histories.of(t, division, round - 1);
    Map<String, Integer> points = new LinkedHashMap<>();
    for (Game g : paired.games()) {
      points.put(g.red(), before.get(g.red()).points());
      points.put(g.black(), before.get(g.black()).points());
    }
    paired.byes().forEach(id -> points.put(id, before.get(id).points()));
    int lastBoard = paired.games().size();
    List<BoardNote> notes = new ArrayList<>();
    int extra = lastBoard;
    for (Seat x : seats) {
      if (x.game() != null) {
        notes.add(new BoardNote(x.game().board(), x.game().red(), x.game().black(), x.zh(), x.en()));
      } else {
        notes.add(new BoardNote(++extra, x.bye() != null ? x.bye() : x.idle(), null, x.zh(), x.en()));
      }
    }
    notes.sort(java.util.Comparator.comparingInt(BoardNote::board));
    int m = s.table().roundsPerCycle();
    String zh = "循环赛第 " + round + " 轮（共 " + s.rounds() + " 轮）：按贝格尔表第 " + ((round - 1) % m + 1) + " 轮编排，"
        + s.table().players() + " 名棋手按抽签序号排位" + (s.table().hasDummy() ? "，遇空号 " + s.table().size() + " 者轮空" : "");
    String en = "round robin round " + round + " of " + s.rounds() + ": Berger table round " + ((round - 1) % m + 1)
        + ", " + s.table().players() + " players placed by pairing number"
        + (s.table().hasDummy() ? "; whoever meets the empty number " + s.table().size() + " has the bye" : "");
    return new PairingResult(paired, null, () -> notes, zh, en, List.of(), List.of(), points);
  }

  /**
   * A recorded round against the table: every game the table gives (less those of withdrawn players) on some board
   * with the table's colours, nothing else, and the bye to the player the table gives it. A board that differs is a
   * violation ({@link Violation.Rule#BERGER_TABLE}) saying what the table has.
   */
  static RoundCheck check(Tournament t, Round r) {
    List<Violation> out = new ArrayList<>();
    Optional<RoundRobinSchedule> table = BergerTableRound.schedule(() -> schedule(t, r.division()), r.number(),
        "循环赛", "round robin", out);
    if (table.isEmpty()) {
      return new RoundCheck(r.division(), r.number(), out, PairingQuality.ZERO);
    }
    RoundRobinSchedule s = table.get();
    List<Seat> seats = expected(t, r.division(), s, r.number());
    List<Game> recorded = new ArrayList<>(r.games());
    for (Seat x : seats) {
      if (x.game() != null) {
        Game want = x.game();
        Optional<Game> got = recorded.stream().filter(g -> g.involves(want.red()) && g.involves(want.black()))
            .findFirst();
        if (got.isEmpty()) {
          out.add(new Violation(Violation.Rule.BERGER_TABLE, 0, List.of(want.red(), want.black()),
              "按" + x.zh() + "，" + t.nameZh(want.red()) + " 对 " + t.nameZh(want.black()) + "，本轮没有这盘对局",
              "by " + x.en() + ", " + t.nameEn(want.red()) + " plays " + t.nameEn(want.black())
                  + "; this round has no such game"));
          continue;
        }
        recorded.remove(got.get());
        if (!got.get().red().equals(want.red())) {
          out.add(new Violation(Violation.Rule.BERGER_TABLE, got.get().board(), List.of(want.red(), want.black()),
              "先后手与贝格尔表不符：按" + x.zh(), "colours differ from the Berger table: by " + x.en()));
        }
      } else if (x.bye() != null && !r.byes().contains(x.bye())) {
        out.add(new Violation(Violation.Rule.BERGER_TABLE, 0, List.of(x.bye()),
            "按" + x.zh() + "，本轮却没有轮空", "by " + x.en() + ", but the round gives no such bye"));
      }
    }
    for (Game g : recorded) {
      out.add(new Violation(Violation.Rule.BERGER_TABLE, g.board(), List.of(g.red(), g.black()),
          t.nameZh(g.red()) + " 对 " + t.nameZh(g.black()) + " 不是贝格尔表本轮的对局",
          t.nameEn(g.red()) + " against " + t.nameEn(g.black()) + " is not a game of this round of the Berger table"));
    }
    Set<String> byes = new java.util.HashSet<>();
    seats.stream().filter(x -> x.bye() != null).forEach(x -> byes.add(x.bye()));
    for (String b : r.byes()) {
      if (!byes.contains(b)) {
        out.add(new Violation(Violation.Rule.BERGER_TABLE, 0, List.of(b), t.nameZh(b) + " 轮空，但贝格尔表本轮不给其轮空",
            t.nameEn(b) + " has a bye the Berger table does not give in this round"));
      }
    }
    return new RoundCheck(r.division(), r.number(), out, PairingQuality.ZERO);
  }
}
