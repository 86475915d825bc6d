package org.chuhe.engine;

/**
 * A round to pair, as the engine sees it: what a rule book tells the engine (it implements this; the engine knows
 * nothing of any rule book's rules). The engine finds a perfect matching of the players (and, for an odd number,
 * one bye) whose total weight, a vector of longs compared from the first, is the greatest: the exact optimum.
 *
 * <p><b>Players</b> are 0 .. {@link #size()}−1, in order of their {@link #number}. Each belongs to a <b>group</b>
 * (0 the first, the groups in order: pairs within a group and between near groups are what the weights favour) and
 * to a <b>row</b> of its group (0 and 1: two rows whose players would rather meet the other row; 2: no such wish).
 * Within a row, players near in number make the cheapest pairs: the last long of a pair's weight is minus a cost that
 * grows by one for every squared unit of the distance of their numbers.
 *
 * <p>The engine relies on what the weights say of groups and rows to split the round (see {@code docs/pairing.md},
 * "Why the result is exact"): the bye comes first (in the last group that has a player who may have it, to one of the
 * smallest {@link #byeRank}); the weights of pairs between groups are the {@link Weights#between} weights of the group
 * pair above the rest; the part below them is bounded per row by {@link Weights#rowBound}. A rule book whose weights
 * do not have this shape may still use the engine: every proof the engine cannot make sends it to a slower exact path.
 */
public interface RoundProblem {
  /** The number of players. */
  int size();

  /** A player's number: increasing with the player's index, the line along which near players pair. */
  int number(int player);

  /** The number of groups. */
  int groups();

  /** A player's group, 0 .. {@link #groups()}−1 (the first group first; every group has a player). */
  int group(int player);

  /** A player's row in its group: 0 or 1 (the two rows that would rather meet each other), 2 for neither. */
  int row(int player);

  /** Whether the two may be paired. */
  boolean mayMeet(int a, int b);

  /**
   * The players this one may never be paired with for a reason of its own history (e.g. earlier opponents), as
   * indices: the engine keeps them in a set where looking a pair up is faster than {@link #mayMeet}. A pair may meet
   * exactly when neither names the other here and {@link #mayMeetOtherwise} holds.
   */
  int[] neverAgain(int player);

  /** {@link #mayMeet} for a pair neither of whose {@link #neverAgain} names the other. */
  boolean mayMeetOtherwise(int a, int b);

  /** Whether the player may have the bye (asked only when the number of players is odd). */
  boolean mayHaveBye(int player);

  /**
   * Among the players of one group who may have the bye, those of the smallest rank are the ones the bye's weight
   * prefers above everything else (e.g. the fewest byes so far).
   */
  int byeRank(int player);

  /**
   * Players of the same class have the same {@link Weights#rowBound} to every group and row (0 .. {@link
   * #boundClasses()}−1): the engine computes a bound once per class.
   */
  int boundClass(int player);

  /** The number of {@link #boundClass} values. */
  int boundClasses();

  /** The weights of the pairs and the bye, the whole vector packed in longs. */
  Weights weights();

  /** A group's name for a trace (e.g. its score). */
  String groupName(int group);

  /**
   * The weight of a pair or a bye: a vector of {@link #longs()} longs, the first the most significant, each within
   * ±2^50; the engine maximises the sum over the pairing. Every method writes minus a cost, packed.
   */
  interface Weights {
    /** The number of longs of one weight. */
    int longs();

    /** The weight of pairing a and b, into {@code out[0 .. longs())}. */
    void pair(int a, int b, long[] out);

    /** The weight of the bye for a player, into {@code out[0 .. longs())}. */
    void bye(int player, long[] out);

    /**
     * The weight, in this packing, of what a pair between groups g and h costs for being between them (nothing when
     * g = h), into {@code out[0 .. longs())}.
     */
    void between(int g, int h, long[] out);

    /** The weight of one player of a row paired within its row (the unit of a row's bias), into {@code out}. */
    void rowUnit(long[] out);

    /**
     * An upper bound of the weight of pairing the player with anyone of that group and row, the number distance left
     * out (a weight is minus a cost: a lower bound of the cost), into {@code out[0 .. longs())}.
     */
    void rowBound(int player, int group, int row, long[] out);

    /** The part of these weights that only depends on which groups a pair joins ({@link #between}), alone. */
    Weights groupPart();

    /** The part below {@link #groupPart()}: rows, and what else a pair costs, down to the number distance. */
    Weights lowerPart();

    /**
     * The same weights with the pairs between groups more than {@code reach} apart counted together (fewer longs);
     * exact for a pairing with no such pair ({@link #exactFor}).
     */
    Weights withReach(int reach);

    /** Whether a pair between these groups is weighed exactly (always, but after {@link #withReach}). */
    boolean exactFor(int g, int h);
  }
}
