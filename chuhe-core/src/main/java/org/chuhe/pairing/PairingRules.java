package org.chuhe.pairing;

import java.util.List;

import org.chuhe.engine.Feasibility;
import org.chuhe.model.Colour;
import org.chuhe.regulations.ByeRules;
import org.chuhe.regulations.ColourRules;

/**
 * The rules of one round in one place: which pairs and byes are legal (the hard rules), which colours a pair gets
 * (rules digest §3), and what each pair or bye adds to the {@link PairingQuality}. The engine, the exhaustive search
 * in the tests and the checker all call these methods, so they cannot disagree about a rule.
 */
final class PairingRules {
  /** Why a player got red (or black) in a pair. */
  enum ColourReason { FORCED, FEWER_BREAKS, HIGHER_SCORE_FIRST, BALANCE, ALTERNATION, PARITY, ROUND_ONE, MANUAL }

  /** The colours of one pair and the reason. */
  record Allocation(Entrant red, Entrant black, ColourReason reason) {}

  /** A hard rule the "no legal pairing" diagnosis may switch off to see whether that would help. */
  enum Relaxation { UNITS, COLOURS, BYES }

  final Field field;
  final boolean unitsApply;
  final boolean coloursHard;
  final boolean byeNeverTwice;

  PairingRules(Field field) {
    this(field, field.unitsApply, field.coloursHard,
        field.regulations.byes().selection() == ByeRules.Selection.NEVER_TWICE);
  }

  private PairingRules(Field field, boolean unitsApply, boolean coloursHard, boolean byeNeverTwice) {
    this.field = field;
    this.unitsApply = unitsApply;
    this.coloursHard = coloursHard;
    this.byeNeverTwice = byeNeverTwice;
  }

  /** The same rules with one hard rule switched off. */
  PairingRules relaxed(Relaxation r) {
    return switch (r) {
      case UNITS -> new PairingRules(field, false, coloursHard, byeNeverTwice);
      case COLOURS -> new PairingRules(field, unitsApply, false, byeNeverTwice);
      case BYES -> new PairingRules(field, unitsApply, coloursHard, false);
    };
  }

  /** Hard rules between two players: no rematch, same-unit avoidance, and a legal colour for both. */
  boolean mayMeet(Entrant a, Entrant b) {
    return !a.met.contains(b.id) && !b.met.contains(a.id) && mayMeetAgain(a, b);
  }

  /** {@link #mayMeet} for two players known not to have met: the team-mate and colour rules. */
  boolean mayMeetAgain(Entrant a, Entrant b) {
    if (unitsApply && a.sameUnit(b)) {
      return false;
    }
    return !coloursHard || breaks(a, b) == 0 || breaks(b, a) == 0;
  }

  /** Players whose colour rule is broken when {@code red} has red and {@code black} black. */
  static int breaks(Entrant red, Entrant black) {
    return (red.breaksWith(Colour.RED) ? 1 : 0) + (black.breaksWith(Colour.BLACK) ? 1 : 0);
  }

  /** Whether this player may get the bye: never a second one while someone with fewer byes can take it. */
  boolean mayHaveBye(Entrant a) {
    return !byeNeverTwice || a.byes <= field.minByes;
  }

  /**
   * The bye rule as the checker and the explanations judge a bye (the engine reaches the same through the bye's
   * place in the quality vector, {@link #byeCost}): the bye goes to the lowest score group whenever the rest can
   * still be paired, so a bye is too high when a player of the round ({@code present}: its games' players and its
   * bye, never those absent by notice) with a lower score may have it and the others can then all be paired legally.
   */
  boolean lowerByePossible(List<Entrant> present, Entrant bye) {
    boolean lower = present.stream().anyMatch(e -> e.score < bye.score && mayHaveBye(e));
    if (!lower || present.size() % 2 == 0 || !present.contains(bye)) {
      return false;
    }
    return pairable(present, e -> e.score < bye.score && mayHaveBye(e));
  }

  /**
   * Whether these players (sorted by pairing number) can all be paired legally, an odd number giving the bye to a
   * player accepted by {@code mayHaveBye} (the engine's {@link Feasibility}, cardinality only).
   */
  boolean pairable(List<Entrant> players, java.util.function.Predicate<Entrant> mayHaveBye) {
    return Feasibility.pairable(players.size(), (a, b) -> mayMeet(players.get(a), players.get(b)),
        i -> mayHaveBye.test(players.get(i)));
  }

  /**
   * Colours inside a pair: a colour that breaks a rule is avoided; in the last rounds the higher scorer may get his
   * due colour first; then fewer reds (lower colour balance) gets red; if equal, alternate from the most recent
   * round where the two histories differ; if identical, the parity rule.
   */
  Allocation allocate(Entrant a, Entrant b) {
    int aRed = breaks(a, b);
    int bRed = breaks(b, a);
    if (aRed != bRed) {
      ColourReason why = coloursHard ? ColourReason.FORCED : ColourReason.FEWER_BREAKS;
      return aRed < bRed ? new Allocation(a, b, why) : new Allocation(b, a, why);
    }
    ColourRules rules = field.regulations.colours();
    if (rules.higherScoreFirstInLastRounds() && field.isLastRounds() && a.score != b.score) {
      Entrant higher = a.score > b.score ? a : b;
      Entrant lower = higher == a ? b : a;
      if (higher.due != null) {
        return higher.due == Colour.RED ? new Allocation(higher, lower, ColourReason.HIGHER_SCORE_FIRST)
            : new Allocation(lower, higher, ColourReason.HIGHER_SCORE_FIRST);
      }
    }
    if (a.balance != b.balance) {
      return a.balance < b.balance ? new Allocation(a, b, ColourReason.BALANCE)
          : new Allocation(b, a, ColourReason.BALANCE);
    }
    int rounds = Math.min(a.colourByRound.length, b.colourByRound.length);
    for (int k = rounds - 1; k >= 0; k--) {
      Colour ca = a.colourByRound[k];
      Colour cb = b.colourByRound[k];
      if (ca != cb) {
        // The one who had red then takes black now; if neither had red, the one who had black takes red.
        boolean aRedNow = ca == Colour.RED ? false : cb == Colour.RED ? true : ca == Colour.BLACK;
        return aRedNow ? new Allocation(a, b, ColourReason.ALTERNATION)
            : new Allocation(b, a, ColourReason.ALTERNATION);
      }
    }
    Entrant smaller = a.number < b.number ? a : b;
    Entrant larger = smaller == a ? b : a;
    boolean smallerRed = rules.parity() == ColourRules.Parity.ROUND_PARITY
        ? field.round % 2 == 1
        : (a.number + b.number) % 2 == 1;
    return smallerRed ? new Allocation(smaller, larger, ColourReason.PARITY)
        : new Allocation(larger, smaller, ColourReason.PARITY);
  }

  /**
   * Receives what one pair adds to the quality vector, component by component in the order of
   * {@link PairingQuality} (a pair has no bye components): the form in which {@link #cost(Entrant, Entrant, CostSink,
   * Object)} hands over the one definition of a pair's cost. {@code to} is the receiver's own argument (where to
   * write), so that a receiver is not an object made per pair.
   */
  interface CostSink<C, R> {
    R pair(C to, int redScore, int blackScore, int colourRuleBreaks, int colourWishesUnmet, int repeatedFloats,
        long numberDistance);
  }

  /**
   * What a pair with these colours adds to the quality vector, handed to {@code sink}: the one definition of a
   * pair's cost. The checker and the explanation take it as a {@link PairingQuality} ({@link #cost(Entrant,
   * Entrant)}); the engine takes it packed for the solver ({@link QualityPacking} is a sink), without making an
   * object per pair: the solver's pricing weighs hundreds of thousands of pairs per round.
   */
  <C, R> R cost(Entrant red, Entrant black, CostSink<C, R> sink, C to) {
    long dn = red.number - black.number;
    return sink.pair(to, red.score, black.score, breaks(red, black), wishesUnmet(red, black),
        repeatedFloats(red, black), dn * dn);
  }

  /** What a pair with these colours adds to the quality vector. */
  PairingQuality cost(Entrant red, Entrant black) {
    return cost(red, black, AS_QUALITY, null);
  }

  private static final CostSink<Void, PairingQuality> AS_QUALITY =
      (none, redScore, blackScore, breaks, wishes, floats, distance) ->
          new PairingQuality(0, 0, ScoreDifferences.of(redScore, blackScore), breaks, wishes, floats, distance);

  private static int wishesUnmet(Entrant red, Entrant black) {
    return (red.due == Colour.BLACK ? 1 : 0) + (black.due == Colour.RED ? 1 : 0);
  }

  /** Players who float in the same direction as in the previous round. */
  private static int repeatedFloats(Entrant red, Entrant black) {
    if (red.score > black.score) {
      return (red.lastFloat == Entrant.Float.DOWN ? 1 : 0) + (black.lastFloat == Entrant.Float.UP ? 1 : 0);
    } else if (red.score < black.score) {
      return (black.lastFloat == Entrant.Float.DOWN ? 1 : 0) + (red.lastFloat == Entrant.Float.UP ? 1 : 0);
    }
    return 0;
  }

  /** The cost of a pair with the colours the rules give it. */
  PairingQuality cost(Allocation a) {
    return cost(a.red(), a.black());
  }

  /**
   * What giving this player the bye adds: the bye comes first (its score, then his earlier byes); it has no score
   * difference, and counts as a float down to a virtual player numbered maxNumber + 1.
   */
  PairingQuality byeCost(Entrant a) {
    long dn = field.maxNumber + 1L - a.number;
    return new PairingQuality(a.score, a.byes, ScoreDifferences.NONE, 0, 0, a.lastFloat == Entrant.Float.DOWN ? 1 : 0,
        dn * dn);
  }
}
