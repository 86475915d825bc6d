package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.regulations.ColourRules;
import org.chuhe.regulations.RoundOnePairing;

/**
 * Says, for every board, why it is paired as it is: the score groups, who floated and why, why red has red — in
 * Chinese and English — and prints the round's quality vector.
 */
final class Explainer {
  private final Field f;
  private final PairingRules rules;

  Explainer(Field f, PairingRules rules) {
    this.f = f;
    this.rules = rules;
  }

  /**
   * Notes for the boards of a round. {@code reasons} gives the colour reason for the red player of each board when
   * the engine made it; otherwise the reason is worked out again, and colours that differ from the rules are said to
   * be set by hand.
   */
  List<BoardNote> notes(Round r, Map<String, PairingRules.ColourReason> reasons) {
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
      String[] group = groups(red, black);
      String[] colour = colour(red, black, why);
      notes.add(new BoardNote(g.board(), red.id, black.id,
          "第" + g.board() + "台 红 " + red.label() + "（" + red.score + "分）— 黑 " + black.label() + "（"
              + black.score + "分）：" + group[0] + "；" + colour[0] + "。",
          "Board " + g.board() + ": red " + red.label() + " (" + red.score + ") v black " + black.label() + " ("
              + black.score + "): " + group[1] + "; " + colour[1] + "."));
    }
    int board = r.games().size();
    for (String id : r.byes()) {
      Entrant e = f.get(id);
      if (e == null) {
        continue;
      }
      int lowest = f.pool.stream().filter(rules::mayHaveBye).mapToInt(x -> x.score).min().orElse(e.score);
      String zh;
      String en;
      if (e.score <= lowest) {
        zh = "本轮人数为单数，轮空给最低分组（" + e.score + "分）" + (e.byes == 0 ? "中此前未轮空的棋手" : "中轮空次数最少的棋手")
            + "，序号最大者优先（虚拟空号对手）";
        en = "odd field: the bye goes to the lowest score group (" + e.score + ") to a player "
            + (e.byes == 0 ? "without a bye so far" : "with the fewest byes")
            + ", the highest number first (a virtual opponent numbered after the last)";
      } else {
        zh = "本轮人数为单数；更低分组的棋手若轮空，其余棋手无法合法配对，故轮空给 " + e.score + " 分组";
        en = "odd field; had a player of a lower group the bye, the rest could not be paired legally, so it goes to the "
            + e.score + "-point group";
      }
      notes.add(new BoardNote(++board, e.id, null, e.label() + "（" + e.score + "分）轮空：" + zh + "。",
          e.label() + " (" + e.score + ") has the bye: " + en + "."));
    }
    return notes;
  }

  private String[] groups(Entrant red, Entrant black) {
    if (red.score == black.score) {
      return new String[] {"同分组（" + red.score + "分）内配对", "paired inside the " + red.score + "-point group"};
    }
    Entrant high = red.score > black.score ? red : black;
    Entrant low = high == red ? black : red;
    String[] why = floatReason(high);
    return new String[] {
        high.label() + " 自 " + high.score + " 分组下调，" + low.label() + " 自 " + low.score + " 分组上调（" + why[0] + "）",
        high.label() + " floats down from the " + high.score + "-point group and " + low.label() + " up from the "
            + low.score + "-point group (" + why[1] + ")"};
  }

  /** Why this player could not be paired inside his own score group. */
  private String[] floatReason(Entrant x) {
    int size = 0;
    int legal = 0;
    for (Entrant y : f.pool) {
      if (y.score == x.score) {
        size++;
        if (y != x && rules.mayMeet(x, y)) {
          legal++;
        }
      }
    }
    if (legal == 0) {
      return new String[] {x.label() + " 在本分组没有合法对手（已交手、同单位回避或颜色规定）",
          x.label() + " has no legal opponent in his group (met before, same unit or colour rules)"};
    }
    if (size % 2 == 1) {
      return new String[] {x.score + " 分组有 " + size + " 人，为单数", "the " + x.score + "-point group has "
          + size + " players, an odd number"};
    }
    return new String[] {"否则本分组其余棋手无法全部合法配对，或跨组人数会更多",
        "otherwise the rest of the group could not all be paired legally, or more players would float"};
  }

  private String[] colour(Entrant red, Entrant black, PairingRules.ColourReason why) {
    ColourRules cr = f.regulations.colours();
    switch (why) {
      case FORCED: {
        Entrant who = black.breaksWith(Colour.RED) ? black : red;
        Colour would = who == black ? Colour.RED : Colour.BLACK;
        String rule = who.brokenRule(would, f.maxInARow);
        String zhC = would == Colour.RED ? "先手" : "后手";
        if ("streak".equals(rule)) {
          return new String[] {"颜色由规定决定：若对调，" + who.label() + " 将连续" + (who.streak + 1) + "局" + zhC,
              "colours forced by the rules: swapped, " + who.label() + " would have "
                  + would.name().toLowerCase() + " " + (who.streak + 1) + " times in a row"};
        }
        return new String[] {"颜色由规定决定：若对调，" + who.label() + " 的先后手差将超过 " + f.maxSurplus,
            "colours forced by the rules: swapped, " + who.label() + "'s colour surplus would exceed "
                + f.maxSurplus};
      }
      case FEWER_BREAKS:
        return new String[] {"末轮放宽颜色规定，此安排违反连先/多先规定的人数较少",
            "last round with relaxed colour rules: this way fewer players break a colour rule"};
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
    String zh = "第" + r.number() + "轮：" + players + "人，" + r.games().size() + "台" + (r.byes().isEmpty() ? ""
        : "，" + r.byes().size() + "人轮空") + "。分数段：" + String.join("、", gz) + "。质量向量：" + q.lineZh() + "。";
    String en = "Round " + r.number() + ": " + players + " players, " + r.games().size() + " boards"
        + (r.byes().isEmpty() ? "" : ", " + r.byes().size() + " bye") + ". Score groups (points: players): "
        + String.join(", ", ge) + ". Quality vector: " + q.lineEn() + ".";
    return new String[] {zh, en};
  }
}
