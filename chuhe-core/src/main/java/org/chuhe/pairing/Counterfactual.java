package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.engine.PairingEngine;
import org.chuhe.problem.ProblemException;

/**
 * "What if": the best pairing of the same players with one thing fixed (a pair, or the bye), compared with the
 * round as it is. The explanation uses it to say why a player did not get a nearer opponent or the bye: the first
 * criterion of the quality vector on which the alternative is worse, computed, never guessed.
 *
 * <p>Each trial is a whole pairing of the rest, so the explainer spends a small budget of them per round.
 */
final class Counterfactual {
  private final PairingRules rules;
  private final List<Entrant> present;
  private final PairingQuality actual;
  private final PairingEngine engine;

  /**
   * {@code present}: the round's players by pairing number; {@code actual}: the round's quality vector; {@code engine}:
   * the engine that pairs the rest.
   */
  Counterfactual(PairingRules rules, List<Entrant> present, PairingQuality actual, PairingEngine engine) {
    this.engine = engine;
    this.rules = rules;
    this.present = present;
    this.actual = actual;
  }

  /** The best vector with {@code a} and {@code b} paired (colours by the rules), or null when the rest cannot pair. */
  PairingQuality withPair(Entrant a, Entrant b) {
    List<Entrant> rest = new ArrayList<>(present);
    rest.remove(a);
    rest.remove(b);
    PairingQuality q = bestOf(rest);
    return q == null ? null : q.plus(rules.cost(rules.allocate(a, b)));
  }

  /** The best vector with {@code a} given the bye, or null when the rest cannot pair. */
  PairingQuality withBye(Entrant a) {
    List<Entrant> rest = new ArrayList<>(present);
    rest.remove(a);
    PairingQuality q = bestOf(rest);
    return q == null ? null : q.plus(rules.byeCost(a));
  }

  private PairingQuality bestOf(List<Entrant> rest) {
    try {
      return SwissRoundProblem.solve(engine, rules, rest).quality();
    } catch (ProblemException e) {
      return null;
    }
  }

  /** What the alternative {@code q} (null: no legal pairing) costs compared with the round: {zh, en}. */
  String[] consequence(PairingQuality q) {
    if (q == null) {
      return new String[] {"其余棋手将无法全部合法配对", "the others could not all be paired legally"};
    }
    int c = q.compareTo(actual);
    if (c < 0) {
      return new String[] {"编排会更好（本轮为人工编排）", "the pairing would be better (this round was changed by hand)"};
    }
    if (c == 0) {
      return new String[] {"编排同样好（质量向量相同），按求解顺序选定了本编排",
          "the pairing would be just as good (the same quality vector); the solver's order chose this one"};
    }
    if (q.byeScore() != actual.byeScore() || q.byeCount() != actual.byeCount()) {
      return new String[] {"轮空须给积分更高或已轮空过的棋手", "the bye would have to go to a higher score or a second bye"};
    }
    ScoreDifferences.Level worse = q.differences().firstWorseThan(actual.differences());
    if (worse != null) {
      int now = actual.differences().levels().stream()
          .filter(l -> l.higherScore() == worse.higherScore() && l.difference() == worse.difference())
          .mapToInt(ScoreDifferences.Level::pairs).sum();
      return new String[] {
          worse.higherScore() + "分组须有 " + worse.pairs() + " 对相差 " + worse.difference() + " 分（本轮 " + now + " 对）",
          "the " + worse.higherScore() + "-point group would have " + worse.pairs() + " pair(s) " + worse.difference()
              + " point(s) apart (this round: " + now + ")"};
    }
    if (q.colourRuleBreaks() != actual.colourRuleBreaks()) {
      return more(q.colourRuleBreaks() - actual.colourRuleBreaks(), "人次违反连先/多先规定", "colour rule break(s)");
    }
    if (q.colourWishesUnmet() != actual.colourWishesUnmet()) {
      return more(q.colourWishesUnmet() - actual.colourWishesUnmet(), "人得不到应执的颜色", "player(s) without the colour due");
    }
    if (q.repeatedFloats() != actual.repeatedFloats()) {
      return more(q.repeatedFloats() - actual.repeatedFloats(), "人连续同向升降", "player(s) floating the same way again");
    }
    return new String[] {"序号差平方和更大（近号优先）",
        "the pairing numbers would be further apart (nearest numbers first)"};
  }

  private static String[] more(int k, String zh, String en) {
    return new String[] {"会多 " + k + " " + zh, k + " more " + en};
  }
}
