package org.chuhe.app.report;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.regulations.MoveLimitRules;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.MoveLimitCount;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.Repetitions;
import org.chuhe.xiangqi.notation.Notation;

/**
 * What a recorded game tells the arbiter who must rule on it, in both languages: the count towards the natural move
 * limit (自然限着) and the repeated positions with the moves between them (待判局面). chuhe counts and lists; the
 * ruling (长将, 长捉, 不变作和) is the arbiter's. Moves are written in Chinese notation in zh and in WXF in English, and
 * named by 回合 as players number them.
 *
 * @param count the count behind the move-limit line
 * @param moveLimit the move-limit line
 * @param repetitions one line per repeated position, in the order the repetitions happened
 */
public record GameRecordHelpers(MoveLimitCount count, Text moveLimit, List<Text> repetitions) {

  /** One line in both languages. */
  public record Text(String zh, String en) {}

  /**
   * The helpers for {@code line} under {@code rules}; {@code claimant} and {@code claimPly} (the ply after which the
   * arbiter accepted the claim) are null when nobody has claimed the limit.
   */
  public static GameRecordHelpers of(GameLine line, MoveLimitRules rules, Colour claimant, Integer claimPly) {
    MoveLimitCount count = MoveLimitCount.of(line, rules, claimant, claimPly);
    List<Text> reps = new ArrayList<>();
    for (Repetitions.Repetition r : Repetitions.of(line)) {
      reps.add(repetition(line, r));
    }
    return new GameRecordHelpers(count, moveLimit(line, count, rules), List.copyOf(reps));
  }

  private static Text moveLimit(GameLine line, MoveLimitCount c, MoveLimitRules rules) {
    String since;
    String sinceEn;
    if (c.fromPly() == 0) {
      since = "自开局起";
      sinceEn = "since the start";
    } else {
      Text ply = ply(line, c.fromPly());
      boolean capture = c.claimant() == null || c.restartedByCapture();
      since = "自" + ply.zh() + (capture ? "（吃子）" : "（提出限着）") + "后";
      sinceEn = "since " + ply.en() + (capture ? " (a capture)" : " (the claim)");
    }
    String checks = "红方将军 " + c.redChecks() + " 着、黑方将军 " + c.blackChecks() + " 着";
    String checksEn = "red gave " + c.redChecks() + " checks, black " + c.blackChecks();
    String zh;
    String en;
    if (c.claimant() == null) {
      zh = "自然限着（" + c.limit() + " 回合）：" + since + "已走 " + c.plies() + " 着，合 " + c.counted() + " 回合；" + checks
          + "；无人提出限着（提出后按提出方的着数计" + (rules.claimantChecksCount() ? "" : "，其将军不计") + "）";
      en = "natural move limit (" + c.limit() + " moves): " + sinceEn + ", " + c.plies() + " plies, " + c.counted()
          + " moves; " + checksEn + "; nobody has claimed it (a claim counts the claimant's moves"
          + (rules.claimantChecksCount() ? "" : ", its checks not counted") + ")";
    } else {
      String who = c.claimant() == Colour.RED ? "红方" : "黑方";
      zh = "自然限着（" + c.limit() + " 回合）：" + who + "提出，" + since + "已走 " + c.plies() + " 着；" + checks + "；"
          + who + "着数计 " + c.counted() + " 回合" + (rules.claimantChecksCount() ? "（将军计入）" : "（将军不计）")
          + (c.reached() ? "，已到限着" : "，还差 " + c.remaining() + " 回合");
      en = "natural move limit (" + c.limit() + " moves): claimed by " + c.claimant().name().toLowerCase()
          + ", " + sinceEn + ", " + c.plies() + " plies; " + checksEn + "; " + c.counted() + " moves counted"
          + (rules.claimantChecksCount() ? " (checks included)" : " (checks not counted)")
          + (c.reached() ? ": the limit is reached" : ", " + c.remaining() + " to go");
    }
    return new Text(zh, en);
  }

  private static Text repetition(GameLine line, Repetitions.Repetition r) {
    List<Integer> plies = r.plies();
    Text first = plies.get(0) == 0 ? new Text("开局", "the start") : ply(line, plies.get(0));
    List<String> again = new ArrayList<>();
    List<String> againEn = new ArrayList<>();
    for (int i = 1; i < plies.size(); i++) {
      again.add(ply(line, plies.get(i)).zh());
      againEn.add(ply(line, plies.get(i)).en());
    }
    List<String> moves = new ArrayList<>();
    List<String> movesEn = new ArrayList<>();
    for (Repetitions.CycleMove m : r.cycle()) {
      Position before = line.positions().get(m.ply() - 1);
      String side = m.side() == Colour.RED ? "红" : "黑";
      String zh = side + " " + Notation.CHINESE.write(before, m.move());
      String en = (m.side() == Colour.RED ? "red " : "black ") + Notation.WXF.write(before, m.move());
      if (m.check()) {
        zh += "（将）";
        en += " (check)";
      } else if (!m.attacks().isEmpty()) {
        String pieces = String.join("、", m.attacks().stream().map(s -> line.positions().get(m.ply()).pieceAt(s)
            .chinese()).toList());
        zh += "（攻击" + pieces + "）";
        en += " (attacks " + String.join(", ", m.attacks().stream().map(s -> line.positions().get(m.ply())
            .pieceAt(s).kind().en()).toList()) + ")";
      }
      if (m.captured() != null) {
        zh += "（吃" + m.captured().chinese() + "）";
        en += " (takes a " + m.captured().kind().en() + ")";
      }
      moves.add(zh);
      movesEn.add(en);
    }
    StringBuilder zh = new StringBuilder("重复局面：" + first.zh() + "后的局面，又在" + String.join("、", again)
        + "后出现（共 " + r.times() + " 次）；其间 " + String.join("，", moves));
    StringBuilder en = new StringBuilder("repeated position: the position after " + first.en() + " stood again after "
        + String.join(", ", againEn) + " (" + r.times() + " times); between them " + String.join(", ", movesEn));
    for (Colour side : Colour.values()) {
      String who = side == Colour.RED ? "红方" : "黑方";
      String whoEn = side == Colour.RED ? "red" : "black";
      if (r.everyMoveChecks(side)) {
        zh.append("；").append(who).append("每着皆将军（长将）");
        en.append("; every ").append(whoEn).append(" move checks (perpetual check)");
      } else if (r.everyMoveAttacks(side)) {
        zh.append("；").append(who).append("每着皆攻击对方棋子（是否长捉，由裁判判定）");
        en.append("; every ").append(whoEn).append(" move attacks a piece (whether a perpetual chase: the arbiter's "
            + "ruling)");
      }
    }
    return new Text(zh.toString(), en.toString());
  }

  /** Ply {@code ply} named as players name it: 第 12 回合红方 / red's 12th move. */
  static Text ply(GameLine line, int ply) {
    boolean red = line.positions().get(ply - 1).sideToMove() == Colour.RED;
    int number = line.moveNumber(ply);
    return new Text("第 " + number + " 回合" + (red ? "红方" : "黑方") + " "
        + Notation.CHINESE.write(line.positions().get(ply - 1), line.moves().get(ply - 1)),
        (red ? "red's" : "black's") + " move " + number + " " + Notation.WXF.write(line.positions().get(ply - 1),
            line.moves().get(ply - 1)));
  }
}
