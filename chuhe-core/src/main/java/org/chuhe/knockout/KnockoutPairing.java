package org.chuhe.knockout;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.KnockoutRules;
import org.chuhe.tournament.Tournament;

/**
 * The next knock-out round of a division: the games of the next slot ({@link Slot}) for every match still
 * undecided, boards in bracket order (the match for third place after the final), colours by the regulations
 * ({@link Bracket#expectedRed}), each board with a note an arbiter can read out ("1/4决赛 第2局：第1种子 对 第8种子（与第1局
 * 红黑互换）"). Refused, with the reason, while a game of the round before has no result (the next slot depends on
 * it), when the knock-out is over, or when the recorded rounds do not fit the bracket.
 *
 * <p>A colour drawn by lot (抽签) is drawn from the event's id, the division, the round and the match, so that the same
 * pairing is made again from the same record; an arbiter who draws by hand at the board swaps the colours in the
 * list (the checker accepts either colour where the regulations say by lot).
 */
public final class KnockoutPairing {
  private KnockoutPairing() {}

  /** One board of the round and why it is paired so, in both languages. */
  public record Note(int board, String red, String black, String zh, String en) {}

  /**
   * The round paired, a note per board, and the bracket's warnings while its first round is paired (a tie across
   * the qualifying line, {@link Bracket#warnings}).
   */
  public record Next(Round round, Slot slot, List<Note> notes, String summaryZh, String summaryEn,
      List<org.chuhe.problem.Problem> warnings) {}

  /** Pairs the next knock-out round of the division. */
  public static Next pair(Tournament t, String division) {
    Bracket b = Bracket.of(t, division);
    refuseUnlessReady(t, b);
    KnockoutRules k = b.rules();
    Slot slot = b.next();
    int roundNumber = b.nextRound();
    List<Game> games = new ArrayList<>();
    List<Note> notes = new ArrayList<>();
    for (Bracket.Match m : b.toPlay()) {
      int board = games.size() + 1;
      String red = Bracket.expectedRed(m, slot, k);
      String why;
      String whyEn;
      if (red == null) {
        SplittableRandom lot = new SplittableRandom(
            (t.id() + "/" + division + "/" + roundNumber + "/" + m.stage() + "/" + m.position()).hashCode());
        red = lot.nextBoolean() ? m.higher().player() : m.lower().player();
        why = "抽签定先后手";
        whyEn = "colours by lot";
      } else if (slot.index() == slot.firstOfPart(k)) {
        why = "种子序号在前者执红";
        whyEn = "the higher seed is red";
      } else {
        why = "与上一局红黑互换";
        whyEn = "colours reversed from the game before";
      }
      String black = red.equals(m.higher().player()) ? m.lower().player() : m.higher().player();
      games.add(Game.of(board, red, black, null));
      if (m.stage() == 1 && slot.index() == 0 && k.unitAvoidance()) {
        int standard = k.qualifiers() + 1 - m.higher().seed();
        if (Bracket.sameUnit(t, m.higher().player(), m.lower().player())) {
          why += "；同单位，无法调换回避";
          whyEn += "; same unit, no swap avoids it";
        } else if (m.lower().seed() != standard) {
          why += "；同单位回避，原对第" + standard + "种子";
          whyEn += "; same-unit avoidance, seeded against seed " + standard;
        }
      }
      String matchZh = m.nameZh(k) + " " + slot.gameZh(k);
      String matchEn = m.nameEn(k) + " " + slot.gameEn(k);
      notes.add(new Note(board, red, black,
          matchZh + "：第" + m.higher().seed() + "种子 对 第" + m.lower().seed() + "种子（" + why + "）",
          matchEn + ": seed " + m.higher().seed() + " v seed " + m.lower().seed() + " (" + whyEn + ")"));
    }
    Round round = new Round(division, roundNumber, games, List.of(), List.of());
    return new Next(round, slot, notes, "淘汰赛 " + slot.zh(k) + "，" + games.size() + " 台",
        "knock-out " + slot.en(k) + ", " + games.size() + (games.size() == 1 ? " board" : " boards"),
        slot.stage() == 1 && slot.index() == 0 ? b.warnings() : List.of());
  }

  /** Why a player has no game in the knock-out's next round, in both languages. */
  public record Out(String zh, String en) {}

  /**
   * Every player of the division who has no game in the knock-out's next round, and why: not among the qualifiers,
   * knocked out, or through and waiting for the stage's other matches (a semi-final's loser, with a match for third
   * place, for that match); once the knock-out is over, everybody. While a game of the last round has no result
   * (the next slot not known yet, that round's matches not decided) only those certainly out: not qualified, or
   * knocked out in an earlier round. Empty while the Swiss lasts or when the recorded rounds
   * do not fit the bracket (nothing is known then).
   */
  public static java.util.Map<String, Out> notPaired(Tournament t, String division) {
    Bracket b = Bracket.of(t, division);
    KnockoutRules k = b.rules();
    java.util.Map<String, Out> out = new java.util.LinkedHashMap<>();
    if (b.status() == Bracket.Status.SWISS || b.status() == Bracket.Status.BROKEN) {
      return out;
    }
    java.util.Set<String> playing = new java.util.HashSet<>();
    b.toPlay().forEach(m -> playing.addAll(List.of(m.higher().player(), m.lower().player())));
    java.util.Set<String> seeded = new java.util.HashSet<>();
    b.seeds().forEach(s -> seeded.add(s.player()));
    for (org.chuhe.model.Player p : t.playersIn(division)) {
      String id = p.id();
      if (playing.contains(id)) {
        continue;
      }
      if (b.status() == Bracket.Status.FINISHED) {
        out.put(id, new Out("淘汰赛已全部结束", "the knock-out is over"));
        continue;
      }
      if (!seeded.contains(id)) {
        out.put(id, new Out("未进入淘汰赛（积分编排前 " + k.qualifiers() + " 名晋级）",
            "not in the knock-out (the first " + k.qualifiers() + " of the Swiss go through)"));
        continue;
      }
      Bracket.Match last = null;
      for (Bracket.Match m : b.matches()) {
        if (m.involves(id)) {
          last = m;
        }
      }
      if (last == null || !last.decided()) {
        continue; // his match waits for a result: he may play next
      }
      boolean semiFinal = last.stage() == k.stages() - 1 && !last.thirdPlace();
      String other = last.winner().equals(id) ? last.loser() : last.winner();
      if (last.loser().equals(id) && !(semiFinal && k.thirdPlace())) {
        out.put(id, new Out(last.nameZh(k) + "负于 " + t.nameZh(other) + "，已出局", "knocked out in the "
            + last.nameEn(k) + " by " + t.nameEn(other)));
      } else if (b.status() == Bracket.Status.READY) {
        out.put(id, last.loser().equals(id)
            ? new Out(last.nameZh(k) + "负于 " + t.nameZh(other) + "，等候三、四名决赛", "lost the " + last.nameEn(k)
                + " to " + t.nameEn(other) + "; waits for the match for third place")
            : new Out(last.nameZh(k) + "已胜 " + t.nameZh(other) + "，等候本阶段其他对抗结束", "won the "
                + last.nameEn(k) + " against " + t.nameEn(other) + "; waits for the stage's other matches"));
      }
    }
    return out;
  }

  private static void refuseUnlessReady(Tournament t, Bracket b) {
    String where = b.division() + "/" + b.nextRound();
    switch (b.status()) {
      case READY -> {
        return;
      }
      case SWISS -> throw ProblemException.refused(where, "积分编排阶段（前 " + b.swissRounds() + " 轮）尚未全部结束并录完结果："
          + "淘汰赛的种子要等积分编排的名次确定", "the Swiss (rounds 1–" + b.swissRounds() + ") is not over with every "
          + "result in: the knock-out's seeds wait for its final standings");
      case WAITING -> throw ProblemException.refused(where, "第 " + b.openRound() + " 轮（淘汰赛）还有 "
          + b.openBoards().size() + " 盘没有结果（台次 " + listed(b.openBoards()) + "）：淘汰赛的下一局取决于这些结果，"
          + "请先录入", "round " + b.openRound() + " (knock-out) still has " + b.openBoards().size() + " games "
          + "without a result (boards " + listed(b.openBoards()) + "): the next knock-out game depends on them; "
          + "enter them first");
      case FINISHED -> throw ProblemException.refused(where, "淘汰赛已全部结束，没有需要编排的轮次",
          "the knock-out is over: no round is left to pair");
      case BROKEN -> {
        Bracket.Mismatch first = b.mismatches().get(0);
        throw ProblemException.refused(where, "已记录的淘汰赛轮次不符合对阵（第 " + first.round() + " 轮：" + first.zh()
            + "）：先改正或撤销该轮", "the recorded knock-out rounds do not fit the bracket (round " + first.round()
            + ": " + first.en() + "): correct or undo that round first");
      }
      default -> throw new IllegalStateException(b.status().name());
    }
  }

  private static String listed(List<Integer> boards) {
    return String.join(", ", boards.stream().map(String::valueOf).toList());
  }
}
