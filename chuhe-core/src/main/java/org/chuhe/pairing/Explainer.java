package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chuhe.engine.PairingEngine;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.regulations.ColourRules;
import org.chuhe.regulations.RoundOnePairing;

/**
 * Says, for every board, why it is paired as it is — the score groups, who floated and why, why to that opponent
 * and not to one of the groups in between, why red has red — and who has the bye and why, in Chinese and English,
 * and prints the round's quality vector. Every reason is computed for the board (who met whom in which round, which
 * unit, which colour rule); where a player could legally have had a nearer opponent or the bye, a trial pairing
 * ({@link Counterfactual}) says what that would have cost.
 */
final class Explainer {
  /** Trials per round (each one pairs the rest of the round), and the largest round they are made for. */
  private static final int TRIALS = 8;
  private static final int TRIAL_FIELD_LIMIT = 1200;
  /** Between-group players named one by one up to this many; larger groups are counted. */
  private static final int NAMED = 6;

  private final Field f;
  private final PairingRules rules;
  /** The engine that pairs the trials of other pairs (its threads and probe). */
  private final PairingEngine engine;

  Explainer(Field f, PairingRules rules, PairingEngine engine) {
    this.f = f;
    this.rules = rules;
    this.engine = engine;
  }

  /** The round as the notes see it: its players, each one's opponent, the score groups (highest first). */
  private final class View {
    final List<Entrant> present = new ArrayList<>();
    final Map<String, Entrant> opponent = new java.util.HashMap<>();
    final TreeMap<Integer, List<Entrant>> groups = new TreeMap<>(java.util.Comparator.reverseOrder());
    final Counterfactual trial;
    int trialsLeft;

    View(Round r, PairingQuality quality) {
      for (Game g : r.games()) {
        Entrant red = f.get(g.red());
        Entrant black = f.get(g.black());
        if (red != null && black != null) {
          present.add(red);
          present.add(black);
          opponent.put(red.id, black);
          opponent.put(black.id, red);
        }
      }
      for (String id : r.byes()) {
        Entrant e = f.get(id);
        if (e != null) {
          present.add(e);
        }
      }
      present.sort(java.util.Comparator.comparingInt((Entrant e) -> e.number).thenComparing(e -> e.id));
      for (Entrant e : present) {
        groups.computeIfAbsent(e.score, k -> new ArrayList<>()).add(e);
      }
      trial = new Counterfactual(rules, present, quality, engine);
      trialsLeft = present.size() <= TRIAL_FIELD_LIMIT ? TRIALS : 0;
    }

    /** Players of the group who are paired with someone of a higher score. */
    int pairedUpward(int score) {
      int k = 0;
      for (Entrant e : groups.get(score)) {
        Entrant o = opponent.get(e.id);
        k += o != null && o.score > score ? 1 : 0;
      }
      return k;
    }
  }

  /**
   * Notes for the boards of a round. {@code reasons} gives the colour reason for the red player of each board when
   * the engine made it; otherwise the reason is worked out again, and colours that differ from the rules are said to
   * be set by hand. {@code quality} is the round's quality vector (what trial pairings are compared with).
   */
  List<BoardNote> notes(Round r, Map<String, PairingRules.ColourReason> reasons, PairingQuality quality) {
    View view = new View(r, quality);
    List<BoardNote> notes = new ArrayList<>();
    for (Game g : r.games()) {
      Entrant red = f.get(g.red());
      Entrant black = f.get(g.black());
      if (red == null || black == null) {
        continue;
      }
      PairingRules.ColourReason why = reasons.get(red.id);
      if (why == null) {
        PairingRules.Allocation a = rules.allocate(red, black);
        why = a.red() == red ? a.reason() : PairingRules.ColourReason.MANUAL;
      }
      String[] group = groups(red, black, view);
      String[] colour = withRuleBreaks(red, black, colour(red, black, why));
      notes.add(new BoardNote(g.board(), red.id, black.id,
          "第" + g.board() + "台 红 " + red.label() + "（" + red.score + "分）— 黑 " + black.label() + "（"
              + black.score + "分）：" + group[0] + "；" + colour[0] + "。",
          "Board " + g.board() + ": red " + red.label() + " (" + red.score + ") v black " + black.label() + " ("
              + black.score + "): " + group[1] + "; " + colour[1] + "."));
    }
    int board = r.games().size();
    for (String id : r.byes()) {
      Entrant e = f.get(id);
      if (e != null) {
        String[] why = bye(e, view);
        notes.add(new BoardNote(++board, e.id, null, e.label() + "（" + e.score + "分）轮空：" + why[0] + "。",
            e.label() + " (" + e.score + ") has the bye: " + why[1] + "."));
      }
    }
    return notes;
  }

  /** Why this player has the bye: the odd field, the lowest group that may have it, and why him in it. */
  private String[] bye(Entrant e, View view) {
    List<Entrant> may = view.present.stream().filter(rules::mayHaveBye).toList();
    int lowest = may.stream().mapToInt(x -> x.score).min().orElse(e.score);
    List<String> zh = new ArrayList<>(List.of("本轮 " + view.present.size() + " 人，为单数，须有 1 人轮空"));
    List<String> en = new ArrayList<>(List.of(view.present.size() + " players, an odd number: one has the bye"));
    List<Entrant> below = view.present.stream().filter(x -> x.score < lowest).toList();
    if (!below.isEmpty()) {
      String names = names(below);
      zh.add("更低分的 " + names + " 已轮空过，不能再轮空");
      en.add(names + ", lower down, already had a bye and may not have another");
    }
    if (e.score > lowest) {
      boolean lowerPossible = rules.lowerByePossible(view.present, e);
      if (lowerPossible) {
        zh.add("按规则应轮空给 " + lowest + " 分组，本轮轮空为人工指定");
        en.add("by the rules the bye goes to the " + lowest + "-point group; this one was set by hand");
      } else {
        zh.add("更低分组的棋手若轮空，其余棋手无法全部合法配对，故轮空给 " + e.score + " 分组");
        en.add("had a player of a lower group the bye, the rest could not be paired legally, so it goes to the "
            + e.score + "-point group");
      }
      return join(zh, en);
    }
    List<Entrant> group = may.stream().filter(x -> x.score == e.score).toList();
    int fewest = group.stream().mapToInt(x -> x.byes).min().orElse(e.byes);
    zh.add("轮空给可以轮空的最低分组（" + e.score + "分，" + group.size() + " 人）");
    en.add("the bye goes to the lowest group that may have it (" + e.score + " points, " + group.size() + " players)");
    if (e.byes > 0) {
      zh.add(e.byes == fewest ? "组内轮空次数最少（" + e.byes + " 次）" : "组内轮空次数并非最少（人工指定）");
      en.add(e.byes == fewest ? "he has the fewest byes of the group (" + e.byes + ")"
          : "he does not have the fewest byes of the group (set by hand)");
    }
    List<Entrant> higher = group.stream().filter(x -> x.byes == fewest && x.number > e.number).toList();
    if (higher.isEmpty()) {
      zh.add("其中序号最大者优先（轮空视为与序号 " + (f.maxNumber + 1) + " 的虚拟棋手配对，近号优先）");
      en.add("the highest number of them first (the bye is a pair with a virtual player numbered "
          + (f.maxNumber + 1) + ", nearest numbers first)");
    } else {
      for (Entrant c : higher) {
        String[] cost = tryIt(view, () -> view.trial.withBye(c));
        zh.add("序号更大的 " + c.label() + " 若轮空，" + cost[0]);
        en.add(c.label() + ", with a higher number, having the bye: " + cost[1]);
      }
    }
    return join(zh, en);
  }

  private String[] groups(Entrant red, Entrant black, View view) {
    if (red.score == black.score) {
      return new String[] {"同分组（" + red.score + "分）内配对", "paired inside the " + red.score + "-point group"};
    }
    Entrant high = red.score > black.score ? red : black;
    Entrant low = high == red ? black : red;
    String[] why = floatReason(high, view);
    String[] where = whyThisGroup(high, low, view);
    return new String[] {
        high.label() + " 自 " + high.score + " 分组下调，" + low.label() + " 自 " + low.score + " 分组上调：" + why[0] + "；"
            + where[0],
        high.label() + " floats down from the " + high.score + "-point group and " + low.label() + " up from the "
            + low.score + "-point group: " + why[1] + "; " + where[1]};
  }

  /** Why this player could not be paired inside his own score group. */
  private String[] floatReason(Entrant x, View view) {
    List<Entrant> group = view.groups.get(x.score);
    List<Entrant> mates = group.stream().filter(y -> y != x).toList();
    if (mates.isEmpty()) {
      return new String[] {x.score + " 分组只有他 1 人", "he is alone in the " + x.score + "-point group"};
    }
    if (mates.stream().noneMatch(y -> rules.mayMeet(x, y))) {
      String[] b = blockers(x, mates);
      return new String[] {x.label() + " 在本分组没有合法对手（" + b[0] + "）",
          x.label() + " has no legal opponent in his group (" + b[1] + ")"};
    }
    int size = group.size();
    int up = view.pairedUpward(x.score);
    int rest = size - up;
    String head = x.score + " 分组 " + size + " 人" + (up == 0 ? "" : "，其中 " + up + " 人与上方分组下调的棋手配对，余 " + rest
        + " 人");
    String headEn = "the " + x.score + "-point group has " + size + " players" + (up == 0 ? ""
        : ", " + up + " of them paired with players floating down from above, " + rest + " left");
    if (rest % 2 == 1) {
      return new String[] {head + "，为单数，须有 1 人下调", headEn + ": an odd number, so one floats down"};
    }
    List<Entrant> left = group.stream().filter(y -> {
      Entrant o = view.opponent.get(y.id);
      return o == null || o.score <= x.score;
    }).toList();
    if (!rules.pairable(left, y -> false)) {
      return new String[] {head + "，无法在组内全部合法配对", headEn + ": they cannot all be paired legally inside it"};
    }
    return new String[] {head + "，可在组内配对，但那样从最高分组起比较分差会更大",
        headEn + ": they could pair inside it, but the score differences, compared from the top group, would be "
            + "worse"};
  }

  /** Why the floater meets this group and not one nearer: the nearest group, or what stands in the way. */
  private String[] whyThisGroup(Entrant high, Entrant low, View view) {
    List<Integer> between = view.groups.keySet().stream().filter(s -> s < high.score && s > low.score).toList();
    if (between.isEmpty()) {
      return new String[] {"与下方最近的 " + low.score + " 分组配对", "paired with the nearest group below, "
          + low.score + " points"};
    }
    List<String> zh = new ArrayList<>();
    List<String> en = new ArrayList<>();
    for (int s : between) {
      List<Entrant> group = view.groups.get(s);
      List<Entrant> blocked = group.stream().filter(z -> !rules.mayMeet(high, z)).toList();
      List<Entrant> legal = group.stream().filter(z -> rules.mayMeet(high, z)).toList();
      List<String> partZh = new ArrayList<>();
      List<String> partEn = new ArrayList<>();
      if (!blocked.isEmpty()) {
        String[] b = blockers(high, blocked);
        partZh.add(b[0]);
        partEn.add(b[1]);
      }
      if (!legal.isEmpty()) {
        Entrant z = nearestByNumber(legal, high);
        String[] cost = tryIt(view, () -> view.trial.withPair(high, z));
        String others = legal.size() == 1 ? "" : "（可配对的共 " + legal.size() + " 人）";
        String othersEn = legal.size() == 1 ? "" : " (" + legal.size() + " could meet him)";
        partZh.add("若与 " + z.label() + " 配对" + others + "，" + cost[0]);
        partEn.add("paired with " + z.label() + othersEn + ": " + cost[1]);
      }
      zh.add(s + " 分组（" + group.size() + " 人）：" + String.join("，", partZh));
      en.add("the " + s + "-point group (" + group.size() + "): " + String.join("; ", partEn));
    }
    return new String[] {"未与中间分组配对——" + String.join("；", zh),
        "not the groups in between — " + String.join("; ", en)};
  }

  private static Entrant nearestByNumber(List<Entrant> list, Entrant x) {
    return list.stream().min(java.util.Comparator.comparingInt((Entrant z) -> Math.abs(z.number - x.number))
        .thenComparingInt(z -> z.number)).orElseThrow();
  }

  /** A trial within the round's budget, or a plain "not worked out" when the budget is spent. */
  private String[] tryIt(View view, java.util.function.Supplier<PairingQuality> trial) {
    if (view.trialsLeft <= 0) {
      return new String[] {"可以合法配对（本轮未逐一验算其后果）", "a legal pair (its consequences not worked out for this "
          + "round)"};
    }
    view.trialsLeft--;
    return view.trial.consequence(trial.get());
  }

  /**
   * Why x may not meet each of these players, by rule: met before (in which round), same unit, colour rules (which);
   * named up to {@link #NAMED} per rule, counted beyond.
   */
  private String[] blockers(Entrant x, List<Entrant> others) {
    List<String> metZh = new ArrayList<>();
    List<String> metEn = new ArrayList<>();
    List<String> unit = new ArrayList<>();
    List<String> colourZh = new ArrayList<>();
    List<String> colourEn = new ArrayList<>();
    for (Entrant y : others) {
      if (x.met.contains(y.id) || y.met.contains(x.id)) {
        int round = metIn(x, y);
        metZh.add(y.label() + (round > 0 ? "（第" + round + "轮）" : ""));
        metEn.add(y.label() + (round > 0 ? " (round " + round + ")" : ""));
      } else if (rules.unitsApply && x.sameUnit(y)) {
        unit.add(y.label());
      } else if (!rules.mayMeet(x, y)) {
        String[] c = colourConflict(x, y);
        colourZh.add(y.label() + "（" + c[0] + "）");
        colourEn.add(y.label() + " (" + c[1] + ")");
      }
    }
    List<String> zh = new ArrayList<>();
    List<String> en = new ArrayList<>();
    if (!metZh.isEmpty()) {
      zh.add("已交手：" + list(metZh, "、"));
      en.add("already met " + list(metEn, ", "));
    }
    if (!unit.isEmpty()) {
      zh.add("同单位（" + x.unit + "）回避：" + list(unit, "、"));
      en.add("same unit (" + x.unit + "): " + list(unit, ", "));
    }
    if (!colourZh.isEmpty()) {
      zh.add("颜色规定不允许：" + list(colourZh, "、"));
      en.add("colour rules rule out " + list(colourEn, ", "));
    }
    return new String[] {String.join("；", zh), String.join("; ", en)};
  }

  private static String list(List<String> items, String sep) {
    if (items.size() <= NAMED) {
      return String.join(sep, items);
    }
    return String.join(sep, items.subList(0, NAMED)) + sep + "… (" + items.size() + ")";
  }

  private static String names(List<Entrant> players) {
    return list(players.stream().map(Entrant::label).toList(), "、");
  }

  /** Which colour rule keeps two players apart: each colour either of them may still have. */
  private String[] colourConflict(Entrant a, Entrant b) {
    String za = allowedZh(a);
    String zb = allowedZh(b);
    return new String[] {a.label() + " " + za + "，" + b.label() + " " + zb, a.label() + " " + allowedEn(a) + ", "
        + b.label() + " " + allowedEn(b)};
  }

  private String allowedZh(Entrant e) {
    boolean red = !e.breaksWith(Colour.RED);
    boolean black = !e.breaksWith(Colour.BLACK);
    return red && black ? "红黑均可" : red ? "只能执红" : black ? "只能执黑" : "红黑都违反规定";
  }

  private String allowedEn(Entrant e) {
    boolean red = !e.breaksWith(Colour.RED);
    boolean black = !e.breaksWith(Colour.BLACK);
    return red && black ? "may have either colour" : red ? "may only have red" : black ? "may only have black"
        : "breaks a rule with either colour";
  }

  /** The round in which two players met (their latest meeting), 0 if not found. */
  private int metIn(Entrant a, Entrant b) {
    int found = 0;
    for (Round r : f.tournament.roundsOf(f.division)) {
      if (r.number() >= f.round) {
        break;
      }
      for (Game g : r.games()) {
        if (g.involves(a.id) && g.involves(b.id)) {
          found = r.number();
        }
      }
    }
    return found;
  }

  private static String[] join(List<String> zh, List<String> en) {
    return new String[] {String.join("；", zh), String.join("; ", en)};
  }

  /**
   * The colour note, and on a board that breaks a colour rule (a relaxed last round, or a change by hand) which
   * player breaks which rule.
   */
  private String[] withRuleBreaks(Entrant red, Entrant black, String[] colour) {
    List<String> zh = new ArrayList<>(List.of(colour[0]));
    List<String> en = new ArrayList<>(List.of(colour[1]));
    for (Entrant e : List.of(red, black)) {
      String[] text = e.describeBreak(e == red ? Colour.RED : Colour.BLACK, f.maxInARow, f.maxSurplus);
      if (text != null) {
        zh.add(text[0] + (f.coloursHard ? "（违反规定）" : "（末轮放宽颜色规定，本轮允许）"));
        en.add(text[1] + (f.coloursHard ? " (against the rules)" : " (allowed: the last round relaxes the colour rules)"));
      }
    }
    return join(zh, en);
  }

  private String[] colour(Entrant red, Entrant black, PairingRules.ColourReason why) {
    ColourRules cr = f.regulations.colours();
    switch (why) {
      case FORCED:
      case FEWER_BREAKS: {
        // Swapped, the colours would break a rule: say whose and which.
        String[] swapped = red.describeBreak(Colour.BLACK, f.maxInARow, f.maxSurplus);
        if (swapped == null) {
          swapped = black.describeBreak(Colour.RED, f.maxInARow, f.maxSurplus);
        }
        String[] s = swapped == null ? new String[] {"", ""} : swapped;
        return why == PairingRules.ColourReason.FORCED
            ? new String[] {"颜色由规定决定：若对调，" + s[0], "colours forced by the rules: swapped, " + s[1]}
            : new String[] {"末轮放宽颜色规定，但仍尽量遵守：若对调，" + s[0],
                "the last round relaxes the colour rules, but they are kept where possible: swapped, " + s[1]};
      }
      case HIGHER_SCORE_FIRST: {
        Entrant high = red.score > black.score ? red : black;
        return new String[] {"最后" + cr.lastRounds() + "轮积分高者优先：" + high.label() + " 应执" + (high == red
            ? "红" : "黑"), "last " + cr.lastRounds() + " rounds, the higher score first: " + high.label()
            + " is due " + (high == red ? "red" : "black")};
      }
      case BALANCE:
        return new String[] {red.label() + " 先手次数较少（先后手差 " + red.balance + " 对 " + black.balance + "）",
            red.label() + " has had fewer reds (colour balance " + red.balance + " v " + black.balance + ")"};
      case ALTERNATION: {
        int k = differingRound(red, black);
        return new String[] {"先后手差相同，按最近一次颜色不同的第" + k + "轮交替",
            "equal colour balance: colours alternate from round " + k + ", the last round where they differ"};
      }
      case PARITY:
        if (cr.parity() == ColourRules.Parity.ROUND_PARITY) {
          return new String[] {"颜色历史相同：单数轮小号执红、双数轮大号执红",
              "identical colour histories: odd round smaller number red, even round larger number red"};
        }
        return new String[] {"颜色历史相同：序号和为奇数小号执红，为偶数大号执红",
            "identical colour histories: odd sum of numbers smaller number red, even sum larger number red"};
      case ROUND_ONE:
        if (f.regulations.roundOne().colours() == RoundOnePairing.Colours.SMALLER_NUMBER_RED) {
          return new String[] {"第一轮：小号执红", "round 1: the smaller number has red"};
        }
        return new String[] {"第一轮：单数台小号执红，双数台大号执红",
            "round 1: smaller number red on odd boards, larger number red on even boards"};
      default:
        return new String[] {"颜色由裁判长指定（不同于规则给出的颜色）",
            "colours set by hand (not the ones the rules give)"};
    }
  }

  private static int differingRound(Entrant a, Entrant b) {
    for (int k = Math.min(a.colourByRound.length, b.colourByRound.length) - 1; k >= 0; k--) {
      if (a.colourByRound[k] != b.colourByRound[k]) {
        return k + 1;
      }
    }
    return 0;
  }

  /** "第3轮，41人…" and the score groups and quality vector. */
  String[] summary(Round r, PairingQuality q) {
    Map<Integer, Integer> groups = new TreeMap<>(java.util.Comparator.reverseOrder());
    for (Entrant e : f.pool) {
      groups.merge(e.score, 1, Integer::sum);
    }
    List<String> gz = new ArrayList<>();
    List<String> ge = new ArrayList<>();
    for (Map.Entry<Integer, Integer> e : groups.entrySet()) {
      gz.add(e.getKey() + "分" + e.getValue() + "人");
      ge.add(e.getKey() + ": " + e.getValue());
    }
    int players = 2 * r.games().size() + r.byes().size();
    String provisional = r.isProvisional() ? "临时编排（" + r.countedAsDraws().size() + " 局未完成对局按和棋计）。" : "";
    String provisionalEn = r.isProvisional() ? " Provisional: " + r.countedAsDraws().size()
        + " unfinished game(s) counted as draws." : "";
    String zh = "第" + r.number() + "轮：" + players + "人，" + r.games().size() + "台" + (r.byes().isEmpty() ? ""
        : "，" + r.byes().size() + "人轮空") + "。" + provisional + "分数段：" + String.join("、", gz) + "。质量向量："
        + q.lineZh() + "。";
    String en = "Round " + r.number() + ": " + players + " players, " + r.games().size() + " boards"
        + (r.byes().isEmpty() ? "" : ", " + r.byes().size() + " bye") + "." + provisionalEn
        + " Score groups (points: players): " + String.join(", ", ge) + ". Quality vector: " + q.lineEn() + ".";
    return new String[] {zh, en};
  }
}
