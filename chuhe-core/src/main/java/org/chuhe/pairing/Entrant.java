package org.chuhe.pairing;

import java.util.Set;
import org.chuhe.model.Colour;
import org.chuhe.model.Player;

/**
 * One player as the pairing of one round sees him: pairing score, colour history, last float, who he has met, his
 * byes, and whether he may be paired at all. Built by {@link Field}; immutable.
 */
final class Entrant {
  /** Direction a player was moved out of his score group in the previous round. */
  enum Float { NONE, UP, DOWN }

  final Player player;
  final String id;
  final int number;
  /** Points for pairing: recorded points, with unfinished games counted as draws when pairing provisionally. */
  final int score;
  final String unit;
  /** Colour per earlier round (index 0 = round 1), null when the player had no colour game in that round. */
  final Colour[] colourByRound;
  /** Colour balance: games with red minus games with black. */
  final int balance;
  final Colour lastColour;
  /** How many colour games in a row ended with {@link #lastColour}. */
  final int streak;
  final Float lastFloat;
  final Set<String> met;
  final int byes;
  /** Null when the player may be paired in this round. */
  final Eligibility.NotPaired ineligible;
  /** Whether giving this colour breaks a colour rule (third in a row, or surplus above the limit). */
  private final boolean redBreaks;
  private final boolean blackBreaks;
  /** The colour he is due (应执颜色), null when he has no preference. */
  final Colour due;

  Entrant(Player player, int number, int score, Colour[] colourByRound, Float lastFloat, Set<String> met, int byes,
      Eligibility.NotPaired ineligible, int maxInARow, int maxSurplus) {
    this(player, org.chuhe.model.Units.key(player.unit()), number, score, colourByRound, lastFloat, met, byes,
        ineligible, maxInARow, maxSurplus);
  }

  /** As above, with the key of the player's unit ({@link org.chuhe.model.Units#key}) already made. */
  Entrant(Player player, String unitKey, int number, int score, Colour[] colourByRound, Float lastFloat,
      Set<String> met, int byes, Eligibility.NotPaired ineligible, int maxInARow, int maxSurplus) {
    this.player = player;
    this.id = player.id();
    this.number = number;
    this.score = score;
    this.unit = unitKey; // null: no unit (个人 …), avoids nobody
    this.colourByRound = colourByRound;
    this.lastFloat = lastFloat;
    this.met = met;
    this.byes = byes;
    this.ineligible = ineligible;
    int b = 0;
    Colour last = null;
    int run = 0;
    for (Colour c : colourByRound) {
      if (c == null) {
        continue; // a round without a colour game neither extends nor breaks a run
      }
      b += c == Colour.RED ? 1 : -1;
      run = c == last ? run + 1 : 1;
      last = c;
    }
    this.balance = b;
    this.lastColour = last;
    this.streak = run;
    this.redBreaks = breaks(Colour.RED, maxInARow, maxSurplus);
    this.blackBreaks = breaks(Colour.BLACK, maxInARow, maxSurplus);
    if (redBreaks && !blackBreaks) {
      due = Colour.BLACK;
    } else if (blackBreaks && !redBreaks) {
      due = Colour.RED;
    } else if (balance < 0) {
      due = Colour.RED;
    } else if (balance > 0) {
      due = Colour.BLACK;
    } else if (lastColour != null) {
      due = lastColour.opposite();
    } else {
      due = null;
    }
  }

  private boolean breaks(Colour c, int maxInARow, int maxSurplus) {
    if (maxInARow > 0 && c == lastColour && streak >= maxInARow) {
      return true;
    }
    int after = balance + (c == Colour.RED ? 1 : -1);
    // A surplus already above the limit (after a manual change) may not grow, but may shrink.
    return maxSurplus > 0 && Math.abs(after) > maxSurplus && Math.abs(after) > Math.abs(balance);
  }

  /** Whether this colour would break a colour rule for this player. */
  boolean breaksWith(Colour c) {
    return c == Colour.RED ? redBreaks : blackBreaks;
  }

  /** Which rule a colour breaks: "streak", "surplus" or null. */
  String brokenRule(Colour c, int maxInARow) {
    if (!breaksWith(c)) {
      return null;
    }
    return maxInARow > 0 && c == lastColour && streak >= maxInARow ? "streak" : "surplus";
  }

  /**
   * The colour rule this colour breaks, in words ({zh, en}: "12 张三 将连续 3 局执先手（红）"), or null when it breaks
   * none.
   */
  String[] describeBreak(Colour c, int maxInARow, int maxSurplus) {
    String rule = brokenRule(c, maxInARow);
    if (rule == null) {
      return null;
    }
    String zhColour = c == Colour.RED ? "先手（红）" : "后手（黑）";
    String enColour = c == Colour.RED ? "red" : "black";
    if (rule.equals("streak")) {
      return new String[] {label() + " 将连续 " + (streak + 1) + " 局执" + zhColour,
          label() + " gets " + enColour + " for the " + (streak + 1) + ". time in a row"};
    }
    int after = balance + (c == Colour.RED ? 1 : -1);
    return new String[] {label() + " 先后手差将达到 " + after + "（上限 " + maxSurplus + "）",
        label() + " would reach a colour balance of " + after + " (limit " + maxSurplus + ")"};
  }

  boolean sameUnit(Entrant o) {
    return unit != null && unit.equals(o.unit);
  }

  String name() {
    return player.name();
  }

  /** "12 张三": pairing number and name, as arbiters write it. */
  String label() {
    return number + " " + player.name();
  }

  @Override
  public String toString() {
    return id + "#" + number + "(" + score + ")";
  }
}
