package org.chuhe.engine;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A probe for tests: counts the events a test wants to see happen (proofs, pricings, the solver's rare steps) and
 * asks for the checks a test turns on. One per test, handed to the engine or solver the test makes.
 */
public final class CountingProbe implements EngineProbe {
  /** Rounds whose split by score groups was proved; of them, with the lowest group apart and with cuts. */
  public final AtomicInteger certified = new AtomicInteger();
  public final AtomicInteger certifiedWithSingles = new AtomicInteger();
  public final AtomicInteger certifiedWithCuts = new AtomicInteger();
  /** Proofs that did not go through (each step that gave up). */
  public final AtomicInteger noProofs = new AtomicInteger();
  /** Pricings that looked only at the pairs named since the last one; pricings checked by a full one. */
  public final AtomicInteger pricedSince = new AtomicInteger();
  public final AtomicInteger checkedPricings = new AtomicInteger();
  /** The matching's rare steps: children kept in place, vertices inside T-blossoms checked. */
  public final AtomicLong childrenKeptInPlace = new AtomicLong();
  public final AtomicLong keptCheckedInT = new AtomicLong();
  private volatile boolean checkPricing;
  private volatile boolean checkKeptEdges;
  private volatile boolean checkStarts;

  /** Every pricing that finds nothing checked by a full one ({@link #checksPricing}). */
  public CountingProbe checkingPricing(boolean on) {
    checkPricing = on;
    return this;
  }

  /** Every kept edge checked before each dual update ({@link #checksKeptEdges}). */
  public CountingProbe checkingKeptEdges(boolean on) {
    checkKeptEdges = on;
    return this;
  }

  /** Every start that keeps blossoms checked before it runs ({@link #checksStarts}). */
  public CountingProbe checkingStarts(boolean on) {
    checkStarts = on;
    return this;
  }

  @Override
  public void certified(int components, boolean withSingles, boolean withCuts) {
    certified.incrementAndGet();
    if (withSingles) {
      certifiedWithSingles.incrementAndGet();
    }
    if (withCuts) {
      certifiedWithCuts.incrementAndGet();
    }
  }

  @Override
  public void noProof(String why) {
    noProofs.incrementAndGet();
  }

  @Override
  public void priced(int players, boolean sinceLastSolve, int added) {
    if (sinceLastSolve) {
      pricedSince.incrementAndGet();
    }
  }

  @Override
  public boolean checksPricing() {
    return checkPricing;
  }

  @Override
  public void pricingChecked() {
    checkedPricings.incrementAndGet();
  }

  @Override
  public boolean checksKeptEdges() {
    return checkKeptEdges;
  }

  @Override
  public void keptEdgeCheckedInT() {
    keptCheckedInT.incrementAndGet();
  }

  @Override
  public void childKeptInPlace() {
    childrenKeptInPlace.incrementAndGet();
  }

  @Override
  public boolean checksStarts() {
    return checkStarts;
  }
}
