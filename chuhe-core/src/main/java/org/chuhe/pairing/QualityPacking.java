package org.chuhe.pairing;

import java.util.Arrays;
import java.util.List;
import org.chuhe.model.Range;

/**
 * Turns a {@link PairingQuality} into an exact integer weight for the matching solver
 * ({@link org.chuhe.engine.matching.MatchingSolver}): a few longs compared lexicographically, each long holding
 * several components in mixed radix.
 *
 * <p>The components, most significant first: the bye's score, its earlier byes, one count per level of
 * {@link ScoreDifferences} between the field's score groups ({@link ScoreLevels}: top group first, larger difference
 * first), colour rule breaks, colour wishes, repeated floats, number distance.
 *
 * <p>Why this is exact: every component of every pair is non-negative, and each component's bound is at least the
 * value it can reach in any complete pairing (a level between groups g and h: the smaller of the two groups). Inside
 * one long, a component is multiplied by the product of (bound + 1) over the less significant components of that
 * long, so the less significant components of a pairing, all below their radix, add up to less than one unit of it.
 * Comparing packed totals therefore compares the quality vectors lexicographically, with no rounding and no floating
 * point. A long holds at most {@link #LIMIT}, leaving room for the solver's dual values.
 *
 * <p>A packing may hold only a part of the vector ({@link Part}); components outside it are left out when packing,
 * so the engine's parts each solve with as few longs as they need.
 *
 * <p>The bounds, from the ranges every input is held to ({@link Range}: at most {@value #MOST_PLAYERS} players in a
 * field, pairing numbers up to {@value #MOST_NUMBER}, at most {@value #MOST_SCORE} points after {@value
 * #MOST_ROUNDS} rounds of {@code Range.POINTS.max()} points, at most {@value #MOST_ROUNDS} byes): the bye's score
 * is at most {@value #MOST_SCORE}, its byes at most {@value #MOST_ROUNDS}, each level and each of colour breaks,
 * colour wishes and repeated floats at most the field's players, and the number distance, a sum of squared number
 * differences, at most (pairs + 1) × (highest number + 1)², which is at most {@value #MOST_DISTANCE} (about 5.0 ×
 * 10^14) below {@link #LIMIT} (2^50, about 1.1 × 10^15). The class refuses to load if the ranges are ever widened
 * past that, and {@link #of} refuses a field beyond them (a fault of chuhe's: every input is checked on the way in).
 */
final class QualityPacking implements PairingRules.CostSink<long[], long[]> {
  /** Largest value one packed long may reach: the solver multiplies by 4 and its duals need headroom. */
  static final long LIMIT = 1L << 50;

  /** The most players a field may have, the highest pairing number, rounds (and so byes), points of a player. */
  static final int MOST_PLAYERS = 100_000;
  static final int MOST_NUMBER = 100_000;
  static final int MOST_ROUNDS = 50;
  static final int MOST_SCORE = 500;
  /** The largest number distance a complete pairing of the largest field can reach: (pairs + 1) × (number + 1)². */
  static final long MOST_DISTANCE = (MOST_PLAYERS / 2 + 1L) * (MOST_NUMBER + 1L) * (MOST_NUMBER + 1L);

  static {
    if (MOST_PLAYERS != Range.PLAYERS.max() || MOST_NUMBER != Range.PAIRING_NUMBER.max()
        || MOST_ROUNDS != Range.ROUND.max() || MOST_SCORE != Range.ROUND.max() * Range.POINTS.max()) {
      throw new ExceptionInInitializerError("QualityPacking's bounds are not those of Range: check them again");
    }
    if (MOST_DISTANCE >= LIMIT) {
      throw new ExceptionInInitializerError("the number distance of the largest field does not fit in a long");
    }
  }

  /** Which components a packing holds. */
  enum Part {
    /** All of them. */
    WHOLE,
    /** Only the score differences (the score-group level of the decomposition). */
    DIFFERENCES,
    /** Only what comes after the score differences (what a component of the decomposition minimises). */
    LOWER
  }

  private static final int BYE_SCORE = 0;
  private static final int BYE_COUNT = 1;
  private static final int FIRST_LEVEL = 2;

  final int longs;
  /** The score groups whose levels this packing numbers. */
  private final ScoreLevels levels;
  /** Whether the packing holds the score differences (else they are left out). */
  private final boolean withDifferences;
  private final long[] bound;
  /** Per component: the long it goes to (-1: not in this packing) and its multiplier there. */
  private final int[] slot;
  private final long[] multiplier;
  private final int lower;

  /** Components that share another's place ({@link #withReach}); {@code alias[i] == i} for one of its own. */
  private final int[] alias;
  /** Pairs of groups further apart than this share one level per higher group ({@link #withReach}); 0: none. */
  final int reach;

  private QualityPacking(ScoreLevels levels, long[] bound, Part part) {
    this(levels, bound, part, null, 0);
  }

  private QualityPacking(ScoreLevels levels, long[] bound, Part part, int[] alias, int reach) {
    this.levels = levels;
    this.bound = bound;
    this.reach = reach;
    this.lower = FIRST_LEVEL + levels.levels();
    int size = bound.length;
    if (alias == null) {
      alias = new int[size];
      for (int i = 0; i < size; i++) {
        alias[i] = i;
      }
    }
    this.alias = alias;
    slot = new int[size];
    multiplier = new long[size];
    Arrays.fill(slot, -1);
    // Fill from the least significant component upwards; start a new long when the next radix does not fit.
    int current = 0;
    long used = 1;
    for (int i = size - 1; i >= 0; i--) {
      if (!holds(part, i) || alias[i] != i) {
        continue;
      }
      long radix = bound[i] + 1;
      if (radix <= 0 || radix > LIMIT) {
        throw new IllegalStateException("quality component " + i + " too large to pack: " + bound[i]);
      }
      if (used > LIMIT / radix) {
        current++;
        used = 1;
      }
      slot[i] = current;
      multiplier[i] = used;
      used *= radix;
    }
    longs = current + 1;
    // Slot 0 must be the most significant long.
    for (int i = 0; i < size; i++) {
      if (slot[i] >= 0) {
        slot[i] = current - slot[i];
      }
    }
    for (int i = 0; i < size; i++) {
      if (alias[i] != i) {
        slot[i] = slot[alias[i]];
        multiplier[i] = multiplier[alias[i]];
      }
    }
    withDifferences = part != Part.LOWER;
  }

  private boolean holds(Part part, int component) {
    return switch (part) {
      case WHOLE -> true;
      case DIFFERENCES -> component >= FIRST_LEVEL && component < lower;
      case LOWER -> component >= lower;
    };
  }

  /** The whole vector for a complete pairing of these players. */
  static QualityPacking of(PairingRules rules, List<Entrant> players) {
    ScoreLevels levels = new ScoreLevels(players);
    int n = players.size();
    boolean bye = n % 2 == 1;
    long maxScore = 0;
    long maxByes = 0;
    for (Entrant e : players) {
      maxScore = Math.max(maxScore, e.score);
      maxByes = Math.max(maxByes, e.byes);
    }
    if (n > MOST_PLAYERS || rules.field.maxNumber > MOST_NUMBER || maxScore > MOST_SCORE || maxByes > MOST_ROUNDS) {
      throw new IllegalStateException("a field beyond the ranges of its input: " + n + " players, numbers up to "
          + rules.field.maxNumber + ", scores up to " + maxScore + ", byes up to " + maxByes);
    }
    long pairs = n / 2;
    long top = rules.field.maxNumber + 1L;
    int lower = FIRST_LEVEL + levels.levels();
    long[] bound = new long[lower + 4];
    bound[BYE_SCORE] = bye ? maxScore : 0;
    bound[BYE_COUNT] = bye ? maxByes : 0;
    for (int g = 0; g < levels.groups(); g++) {
      for (int h = g + 1; h < levels.groups(); h++) {
        bound[FIRST_LEVEL + levels.level(g, h)] = Math.min(levels.size[g], levels.size[h]);
      }
    }
    bound[lower] = rules.coloursHard ? 0 : n;
    bound[lower + 1] = n;
    bound[lower + 2] = n;
    bound[lower + 3] = (pairs + 1) * top * top;
    return new QualityPacking(levels, bound, Part.WHOLE);
  }

  /**
   * The whole vector with the pairs of groups more than {@code reach} groups apart counted together, one level per
   * higher group, where that group's farthest levels stand (they are the most significant of its levels). Fewer
   * longs; and exact wherever the optimum uses no such pair: it then beats every pairing at the merged levels too
   * (whoever is better by the exact order is first better at a level the two orders share, or at a far level where
   * the optimum has none). The caller checks that and solves again with the exact packing if not.
   */
  QualityPacking withReach(int reach) {
    int groups = levels.groups();
    int[] alias = new int[bound.length];
    long[] b = bound.clone();
    for (int i = 0; i < alias.length; i++) {
      alias[i] = i;
    }
    for (int g = 0; g < groups; g++) {
      int representative = -1;
      long far = 0;
      for (int h = groups - 1; h > g + reach; h--) {
        int c = FIRST_LEVEL + levels.level(g, h);
        if (representative < 0) {
          representative = c;
        }
        alias[c] = representative;
        far += levels.size[h];
      }
      if (representative >= 0) {
        b[representative] = Math.min(levels.size[g], far);
      }
    }
    return new QualityPacking(levels, b, Part.WHOLE, alias, reach);
  }

  /** Whether a pair between these groups is counted at its own level (not merged by {@link #withReach}). */
  boolean exactFor(int groupA, int groupB) {
    return reach == 0 || Math.abs(groupA - groupB) <= reach;
  }

  /** A packing of the same field that holds only this part of the vector. */
  QualityPacking part(Part part) {
    return new QualityPacking(levels, bound, part);
  }

  /** Writes minus the packed quality (the solver maximises) into {@code out[offset .. offset+longs)}. */
  void packNegated(PairingQuality q, long[] out, int offset) {
    Arrays.fill(out, offset, offset + longs, 0);
    subtract(out, offset, BYE_SCORE, q.byeScore());
    subtract(out, offset, BYE_COUNT, q.byeCount());
    if (withDifferences) {
      for (ScoreDifferences.Level l : q.differences().levels()) {
        int level = levels.levelOfScores(l.higherScore(), l.higherScore() - l.difference());
        if (level < 0) {
          throw new IllegalStateException("score difference " + l + " between groups not in this field");
        }
        subtract(out, offset, FIRST_LEVEL + level, l.pairs());
      }
    }
    packLower(q.colourRuleBreaks(), q.colourWishesUnmet(), q.repeatedFloats(), q.numberDistance(), out, offset);
  }

  /**
   * Writes minus the packed cost of one pair into {@code out[0 .. longs)}, as {@link PairingRules#cost(Entrant,
   * Entrant, PairingRules.CostSink, Object)} hands it over: what {@link #packNegated} makes of that pair's
   * {@link PairingQuality}, without making one (this runs for every pair the solver sees). A pair of different scores
   * is one pair at the level of their two groups.
   */
  @Override
  public long[] pair(long[] out, int redScore, int blackScore, int colourRuleBreaks, int colourWishesUnmet,
      int repeatedFloats, long numberDistance) {
    Arrays.fill(out, 0, longs, 0);
    if (redScore != blackScore && withDifferences) {
      int level = levels.levelOfScores(redScore, blackScore);
      if (level < 0) {
        throw new IllegalStateException("pair of scores " + redScore + " and " + blackScore
            + " between groups not in this field");
      }
      subtract(out, 0, FIRST_LEVEL + level, 1);
    }
    packLower(colourRuleBreaks, colourWishesUnmet, repeatedFloats, numberDistance, out, 0);
    return out;
  }

  private void packLower(int colourRuleBreaks, int colourWishesUnmet, int repeatedFloats, long numberDistance,
      long[] out, int offset) {
    subtract(out, offset, lower, colourRuleBreaks);
    subtract(out, offset, lower + 1, colourWishesUnmet);
    subtract(out, offset, lower + 2, repeatedFloats);
    subtract(out, offset, lower + 3, numberDistance);
  }

  private void subtract(long[] out, int offset, int component, long value) {
    if (slot[component] >= 0) {
      out[offset + slot[component]] -= value * multiplier[component];
    }
  }
}
