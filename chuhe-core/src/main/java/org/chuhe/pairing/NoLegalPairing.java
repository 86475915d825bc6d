package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * Explains why no pairing obeys the hard rules: who cannot be paired, which rule is in the way for each of them, and
 * which setting would make a pairing possible. Every relaxation is actually tried, so a suggestion is only made when
 * it works.
 */
final class NoLegalPairing {
  private static final int MAX_NAMED = 10;

  private NoLegalPairing() {}

  static ProblemException diagnose(PairingRules rules, List<Entrant> players, int[] mates) {
    Field f = rules.field;
    int n = players.size();
    boolean odd = n % 2 == 1;
    List<Entrant> stuck = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Entrant a = players.get(i);
      boolean any = odd && rules.mayHaveBye(a);
      for (int j = 0; j < n && !any; j++) {
        any = j != i && rules.mayMeet(a, players.get(j));
      }
      if (!any) {
        stuck.add(a);
      }
    }
    if (stuck.isEmpty()) {
      for (int i = 0; i < n; i++) {
        if (mates[i] < 0) {
          stuck.add(players.get(i));
        }
      }
    }
    List<String> zh = new ArrayList<>();
    List<String> en = new ArrayList<>();
    for (Entrant a : stuck.subList(0, Math.min(MAX_NAMED, stuck.size()))) {
      List<String> met = new ArrayList<>();
      List<String> unit = new ArrayList<>();
      List<String> colour = new ArrayList<>();
      for (Entrant b : players) {
        if (b == a) {
          continue;
        }
        if (a.met.contains(b.id)) {
          met.add(b.label());
        } else if (rules.unitsApply && a.sameUnit(b)) {
          unit.add(b.label());
        } else if (!rules.mayMeet(a, b)) {
          colour.add(b.label());
        }
      }
      List<String> whyZh = new ArrayList<>();
      List<String> whyEn = new ArrayList<>();
      if (!met.isEmpty()) {
        whyZh.add("已交手：" + String.join("、", met));
        whyEn.add("already met " + String.join(", ", met));
      }
      if (!unit.isEmpty()) {
        whyZh.add("同单位回避：" + String.join("、", unit));
        whyEn.add("same unit as " + String.join(", ", unit));
      }
      if (!colour.isEmpty()) {
        whyZh.add("颜色规定（连先/多先）不允许：" + String.join("、", colour));
        whyEn.add("colour rules (three in a row / surplus) rule out " + String.join(", ", colour));
      }
      if (odd && !rules.mayHaveBye(a)) {
        whyZh.add("已轮空过，不能再轮空");
        whyEn.add("already had a bye");
      }
      String colourState = a.lastColour == null ? "" : "，先后手 " + a.balance + "，连续" + (a.lastColour == Colour.RED
          ? "先" : "后") + a.streak + "局";
      zh.add(a.label() + "（" + a.score + "分" + colourState + "）：" + String.join("；", whyZh));
      en.add(a.label() + " (" + a.score + " points): " + String.join("; ", whyEn));
    }
    if (stuck.size() > MAX_NAMED) {
      zh.add("……共 " + stuck.size() + " 人");
      en.add("... " + stuck.size() + " players in all");
    }
    List<String> adviceZh = new ArrayList<>();
    List<String> adviceEn = new ArrayList<>();
    if (rules.unitsApply && feasible(rules.relaxed(PairingRules.Relaxation.UNITS), players)) {
      adviceZh.add("本轮取消同队回避（unitAvoidance: ROUND_ONE 或 OFF）即可编排");
      adviceEn.add("pairing becomes possible without same-unit avoidance in this round (unitAvoidance: ROUND_ONE or OFF)");
    }
    if (rules.coloursHard && feasible(rules.relaxed(PairingRules.Relaxation.COLOURS), players)) {
      adviceZh.add("放宽颜色规定（colours.maxSameColourInARow、colours.maxColourSurplus 设为 0）即可编排");
      adviceEn.add("pairing becomes possible with relaxed colour rules (colours.maxSameColourInARow and "
          + "colours.maxColourSurplus set to 0)");
    }
    if (odd && rules.byeNeverTwice && feasible(rules.relaxed(PairingRules.Relaxation.BYES), players)) {
      adviceZh.add("允许轮空过的棋手再次轮空（byes.selection: FEWEST_BYES）即可编排");
      adviceEn.add("pairing becomes possible if a player may get a second bye (byes.selection: FEWEST_BYES)");
    }
    if (adviceZh.isEmpty()) {
      adviceZh.add("没有哪一项设置能解决，请裁判长手工指定对阵（ForcePair）或补充棋手");
      adviceEn.add("no setting helps: the chief arbiter must pair these players by hand (force a pair) or add a "
          + "filler player");
    }
    String where = "rounds[" + f.division + "/" + f.round + "]";
    return new ProblemException(List.of(
        Problem.at(where, "第 " + f.round + " 轮无法按规则编排，以下棋手无法配对：" + String.join("；", zh),
            "round " + f.round + " cannot be paired under the rules; these players cannot be paired: "
                + String.join("; ", en)),
        Problem.at(where, "建议：" + String.join("；", adviceZh), "suggestion: " + String.join("; ", adviceEn))));
  }

  /** Whether a legal pairing exists under these rules (cardinality only). */
  static boolean feasible(PairingRules rules, List<Entrant> players) {
    return Feasibility.pairable(rules, players, rules::mayHaveBye);
  }
}
