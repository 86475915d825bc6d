package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.Colour;
import org.chuhe.engine.matching.MatchingSolver;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * Explains why no pairing obeys the hard rules: the real obstruction — a set of players whose legal opponents are
 * too few (Tutte–Berge: players who can only be paired among themselves and with fewer others than they need), with
 * the rule that removes the rest — who cannot be paired and which rule is in the way for each of them, and which
 * setting would make a pairing possible. Every relaxation is actually tried, so a suggestion is only made when it
 * works.
 */
final class NoLegalPairing {
  private static final int MAX_NAMED = 10;
  /** The obstruction is worked out (one matching per player) for fields up to this size. */
  private static final int OBSTRUCTION_LIMIT = 300;

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
      // ROUND_ONE only helps after round 1; in round 1 only switching avoidance off does.
      String setting = f.round == 1 ? "OFF" : "ROUND_ONE 或 OFF";
      String settingEn = f.round == 1 ? "OFF" : "ROUND_ONE or OFF";
      adviceZh.add("本轮取消同队回避（unitAvoidance: " + setting + "）即可编排");
      adviceEn.add("pairing becomes possible without same-unit avoidance in this round (unitAvoidance: " + settingEn
          + ")");
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
    List<Problem> problems = new ArrayList<>();
    String[] obstruction = n <= OBSTRUCTION_LIMIT ? obstruction(rules, players) : null;
    if (obstruction != null) {
      problems.add(Problem.at(where, "第 " + f.round + " 轮无法按规则编排：" + obstruction[0],
          "round " + f.round + " cannot be paired under the rules: " + obstruction[1]));
    }
    problems.add(Problem.at(where, (obstruction == null ? "第 " + f.round + " 轮无法按规则编排，" : "")
            + "以下棋手无法配对：" + String.join("；", zh),
        (obstruction == null ? "round " + f.round + " cannot be paired under the rules; " : "")
            + "these players cannot be paired: " + String.join("; ", en)));
    problems.add(Problem.at(where, "建议：" + String.join("；", adviceZh), "suggestion: " + String.join("; ", adviceEn)));
    return new ProblemException(problems);
  }

  /**
   * The set that blocks every pairing (Gallai–Edmonds): D, the players some maximum legal matching leaves unpaired,
   * can only be paired among themselves (in odd groups, each leaving one over) and with A, their legal opponents
   * outside D; there are more such groups than players in A. Says who is in D and A and, for D, how many pairs with
   * everyone else each rule removes. Null when the field is too large to work it out or nothing blocks it.
   */
  private static String[] obstruction(PairingRules rules, List<Entrant> players) {
    int n = players.size();
    boolean odd = n % 2 == 1;
    int vertices = n + (odd ? 1 : 0); // the bye as a vertex: its legal "opponents" are those who may have it
    boolean[][] legal = new boolean[vertices][vertices];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        legal[i][j] = legal[j][i] = rules.mayMeet(players.get(i), players.get(j));
      }
      if (odd) {
        legal[i][n] = legal[n][i] = rules.mayHaveBye(players.get(i));
      }
    }
    int best = maximumMatching(legal, -1);
    if (2 * best == vertices) {
      return null;
    }
    boolean[] inD = new boolean[vertices];
    for (int v = 0; v < vertices; v++) {
      inD[v] = maximumMatching(legal, v) == best;
    }
    boolean[] inA = new boolean[vertices];
    for (int v = 0; v < vertices; v++) {
      for (int w = 0; w < vertices && !inD[v]; w++) {
        inA[v] |= inD[w] && legal[v][w];
      }
    }
    // The groups of D: connected by legal pairs inside D.
    int[] group = new int[vertices];
    java.util.Arrays.fill(group, -1);
    int groups = 0;
    for (int v = 0; v < vertices; v++) {
      if (inD[v] && group[v] < 0) {
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>(List.of(v));
        group[v] = groups;
        while (!queue.isEmpty()) {
          int x = queue.poll();
          for (int y = 0; y < vertices; y++) {
            if (inD[y] && group[y] < 0 && legal[x][y]) {
              group[y] = groups;
              queue.add(y);
            }
          }
        }
        groups++;
      }
    }
    List<String> d = new ArrayList<>();
    List<String> a = new ArrayList<>();
    for (int v = 0; v < vertices; v++) {
      if (inD[v]) {
        d.add(label(players, v));
      } else if (inA[v]) {
        a.add(label(players, v));
      }
    }
    int met = 0;
    int unit = 0;
    int colour = 0;
    for (int v = 0; v < n; v++) {
      if (!inD[v]) {
        continue;
      }
      for (int w = 0; w < n; w++) {
        // Pairs inside D (once) and with everyone outside D and A: what keeps D to itself and A.
        if (w == v || inA[w] || inD[w] && w < v || legal[v][w]) {
          continue;
        }
        Entrant x = players.get(v);
        Entrant y = players.get(w);
        if (x.met.contains(y.id) || y.met.contains(x.id)) {
          met++;
        } else if (rules.unitsApply && x.sameUnit(y)) {
          unit++;
        } else {
          colour++;
        }
      }
    }
    int unpaired = vertices - 2 * best;
    List<String> rulesZh = new ArrayList<>();
    List<String> rulesEn = new ArrayList<>();
    if (met > 0) {
      rulesZh.add("已交手 " + met + " 对");
      rulesEn.add(met + " already met");
    }
    if (unit > 0) {
      rulesZh.add("同单位回避 " + unit + " 对");
      rulesEn.add(unit + " by same-unit avoidance");
    }
    if (colour > 0) {
      rulesZh.add("颜色规定 " + colour + " 对");
      rulesEn.add(colour + " by the colour rules");
    }
    String rest = rulesZh.isEmpty() ? "" : "；排除其余配对的规则：" + String.join("，", rulesZh);
    String restEn = rulesEn.isEmpty() ? "" : "; the other pairs are ruled out by: " + String.join(", ", rulesEn);
    String[] others = a.isEmpty() ? new String[] {"彼此之间", "each other"}
        : new String[] {"彼此之间或与 " + a.size() + " 人（" + String.join("、", cap(a)) + "）",
            "each other or with " + a.size() + " others (" + String.join(", ", cap(a)) + ")"};
    if (groups == d.size()) {
      // No two of them may meet: each needs one of A.
      return new String[] {
          d.size() + " 人（" + String.join("、", cap(d)) + "）彼此都不能配对，只能与 " + a.size() + " 人（"
              + String.join("、", cap(a)) + "）配对，至少 " + unpaired + " 人无法配对" + rest,
          d.size() + " players (" + String.join(", ", cap(d)) + ") may not meet one another and can only be paired "
              + "with " + a.size() + " others (" + String.join(", ", cap(a)) + "), so at least " + unpaired
              + " cannot be paired" + restEn};
    }
    return new String[] {
        d.size() + " 人（" + String.join("、", cap(d)) + "）只能与" + others[0] + "配对，分成 " + groups
            + " 个单数小组，每组须有 1 人与组外配对，而组外可配对的只有 " + a.size() + " 人，至少 " + unpaired + " 人无法配对"
            + rest,
        d.size() + " players (" + String.join(", ", cap(d)) + ") can only be paired with " + others[1] + ": they form "
            + groups + " odd groups, each of which needs a partner outside it, and there are only " + a.size()
            + ", so at least " + unpaired + " cannot be paired" + restEn};
  }

  private static List<String> cap(List<String> names) {
    if (names.size() <= MAX_NAMED) {
      return names;
    }
    List<String> list = new ArrayList<>(names.subList(0, MAX_NAMED));
    list.add("…");
    return list;
  }

  private static String label(List<Entrant> players, int v) {
    return v < players.size() ? players.get(v).label() : "轮空/bye";
  }

  /** The size of a maximum matching of the legal pairs, without vertex {@code skip} (-1: none). */
  private static int maximumMatching(boolean[][] legal, int skip) {
    int v = legal.length;
    List<int[]> edges = new ArrayList<>();
    for (int i = 0; i < v; i++) {
      for (int j = i + 1; j < v; j++) {
        if (legal[i][j] && i != skip && j != skip) {
          edges.add(new int[] {i, j});
        }
      }
    }
    int[] u = new int[edges.size()];
    int[] w = new int[edges.size()];
    for (int k = 0; k < u.length; k++) {
      u[k] = edges.get(k)[0];
      w[k] = edges.get(k)[1];
    }
    int[] mates = new MatchingSolver(v, u, w, new long[u.length], 1).solve().mates();
    int pairs = 0;
    for (int i = 0; i < v; i++) {
      pairs += mates[i] > i ? 1 : 0;
    }
    return pairs;
  }

  /** Whether a legal pairing exists under these rules (cardinality only). */
  static boolean feasible(PairingRules rules, List<Entrant> players) {
    return rules.pairable(players, rules::mayHaveBye);
  }
}
