package org.chuhe.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.PairingResult;
import org.chuhe.pairing.SwissPairing;
import org.chuhe.regulations.Regulations;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;

/**
 * Single-shot timing of every round of one simulated event, for sizes where a JMH trial would take too long (e.g.
 * 100,000 players): prints, per round, the time to pair it and the peak heap so far. The same figures the planned
 * {@code chuhe bench pairing} command prints.
 *
 * <pre>
 * java -Xmx12g -cp chuhe-bench/target/benchmarks.jar org.chuhe.bench.PairingTimer 100000 11 1
 * </pre>
 */
public final class PairingTimer {
  private PairingTimer() {}

  public static void main(String[] args) {
    int players = Integer.parseInt(args[0]);
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 11;
    long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
    Regulations regs = new Regulations("bench", "bench", null, null, rounds, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null, null);
    SimulationSpec spec = SimulationSpec.of(seed, regs, players);
    Tournament t = Simulation.field(spec);
    System.out.printf("players %d, rounds %d, seed %d%n", players, rounds, seed);
    try (PairingEngine engine = PairingEngine.perCore(EngineProbe.NONE)) {
      for (int r = 1; r <= rounds; r++) {
        long start = System.nanoTime();
        PairingResult result = SwissPairing.pair(t, spec.division(), PairingOptions.DEFAULT, engine);
        long ms = (System.nanoTime() - start) / 1_000_000;
        System.out.printf("round %2d: %6d ms, %d boards, peak heap %d MB, quality %s%n", r, ms,
            result.round().games().size(), peakHeapMb(), result.quality());
        t = Simulation.play(t, result.round(), spec);
      }
    }
  }

  private static long peakHeapMb() {
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    return peak / (1024 * 1024);
  }
}
