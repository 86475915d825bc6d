package org.chuhe.testing;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

/**
 * The seeds of a seeded randomised test. Every failure message names its case's seed; {@code -Dchuhe.seed=N} then
 * runs that one case again, alone (e.g. {@code ./mvnw -B -pl chuhe-core test -Dtest=MatchingSolverTest
 * -Dchuhe.seed=N}).
 */
public final class TestSeeds {
  private TestSeeds() {}

  /** {@code count} seeds drawn from {@code master}, or the one given as {@code -Dchuhe.seed}. */
  public static long[] of(long master, int count) {
    Long only = Long.getLong("chuhe.seed");
    if (only != null) {
      System.out.println("chuhe.seed=" + only + ": one case");
      return new long[] {only};
    }
    SplittableRandom seeds = new SplittableRandom(master);
    return LongStream.generate(seeds::nextLong).limit(count).toArray();
  }
}
