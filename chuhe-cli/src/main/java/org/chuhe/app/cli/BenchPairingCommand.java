package org.chuhe.app.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.engine.TracingProbe;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.SwissPairing;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Times the pairing engine on a simulated event, round by round: each round is paired {@code --warmup} times
 * unmeasured, then {@code --repeat} times (min and median of those, and the mean CPU time of the whole process
 * during them: the process's CPU clock counts in steps of 10 ms on Linux, too coarse for one pairing of 1,000 players; the round's very first pairing, cold, is reported separately), then played with simulated results. Peak heap
 * is the JVM's own record of the heap pools' peak use during the pairings of that round.
 */
@Command(name = "pairing", description = {"测量编排速度：模拟比赛逐轮计时并给出内存峰值",
    "measure the pairing engine: time to pair each round of a simulated event, and peak heap"})
final class BenchPairingCommand implements Callable<Integer>, EngineUser {
  private PairingEngine engine = PairingEngine.inCallingThread(EngineProbe.NONE);

  @Override
  public void useEngine(PairingEngine engine) {
    this.engine = engine;
  }

  @Option(names = "--players",
      description = {"人数（不用 --history 时必填）", "players (required without --history)"})
  Integer players;

  @Option(names = "--rounds",
      description = {"轮数（默认：规程的轮数，最多不超过规程）", "rounds (default and at most: the preset's rounds)"})
  Integer rounds;

  @Option(names = "--seed", defaultValue = "1", description = {"模拟比赛的种子（默认 1）",
      "seed of the simulated event (default 1)"})
  long seed;

  @Option(names = "--preset", defaultValue = "xiaoyi-2019", description = {"规程预设（默认 xiaoyi-2019）",
      "regulations preset (default xiaoyi-2019)"})
  String preset;

  @Option(names = "--forfeits", description = {"模拟时弃权对局的比例，0 到 1（默认 0.01）",
      "share of games forfeited in the simulation, 0 to 1 (default 0.01)"})
  Double forfeits;

  @Option(names = "--withdrawals", description = {"模拟时每轮后退赛棋手的比例，0 到 1（默认 0.002）",
      "share of players withdrawing after each round in the simulation, 0 to 1 (default 0.002)"})
  Double withdrawals;

  @Option(names = "--repeat", defaultValue = "3",
      description = {"每轮重复编排次数，取最小值与中位数", "pairings per round (min and median are reported)"})
  int repeat;

  @Option(names = "--warmup", defaultValue = "0",
      description = {"每轮先不计时编排的次数（预热 JIT）", "unmeasured pairings per round first (JIT warm-up)"})
  int warmup;

  @Option(names = "--history",
      description = {"按此文件中已有的各轮计时（各版本比较时历史相同），不模拟",
          "time each round of this document on its own history (the same for every version compared), no simulation"})
  java.nio.file.Path history;

  @Option(names = "--explain",
      description = {"计时包括每台的编排理由（pair --explain）", "time the reasons for every board too (as pair --explain)"})
  boolean explain;

  @Option(names = "--round",
      description = {"只计时此轮（与 --history 一起用）", "time only this round (with --history)"})
  Integer round;

  @Option(names = "--trace",
      description = {"在标准错误输出上逐步打印编排引擎的过程与耗时", "print the engine's steps and their times on standard error"})
  boolean trace;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    if (!trace) {
      return measure();
    }
    try (PairingEngine traced = PairingEngine.perCore(new TracingProbe(spec.commandLine().getErr()))) {
      engine = traced;
      return measure();
    }
  }

  private int measure() {
    var out = spec.commandLine().getOut();
    if (history != null) {
      return replay(out);
    }
    if (players == null) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "需要 --players 或 --history / --players or --history is required");
    }
    org.chuhe.model.Range.PLAYERS.problem("players", players).ifPresent(p -> {
      throw new org.chuhe.problem.ProblemException(p);
    });
    SimulationSpec base = new SimulationSpec(seed, Presets.get(preset), null, players, null, null, forfeits,
        withdrawals, null, null);
    int scheduled = base.regulations().roundsOf(base.division());
    int rounds = this.rounds == null ? scheduled : Math.min(this.rounds, scheduled);
    SimulationSpec simulation = base.withRounds(rounds);
    Tournament t = Simulation.field(simulation);
    String division = simulation.division();
    out.printf("pairing benchmark: preset %s, %d players, %d rounds, seed %d, %d pairings per round after %d for"
        + " warm-up, %s%n", preset, players, rounds, seed, repeat, warmup, Runtime.version());
    out.println("round  min_ms  median_ms  mean_cpu_ms  first_ms  peak_heap_MB  boards");
    for (int k = 1; k <= rounds; k++) {
      Round paired = time(t, division, out, String.format("%5d", k));
      t = Simulation.play(t, paired, simulation);
    }
    return 0;
  }

  /**
   * Pairs the next round of the division {@code --warmup} times unmeasured, then {@code --repeat} times, and prints
   * the row that {@code label} starts (min, median, the very first pairing, peak heap, boards); returns the round.
   */
  private Round time(Tournament t, String division, java.io.PrintWriter out, String label) {
    resetPeaks();
    long[] all = new long[warmup + repeat];
    Round paired = null;
    long measuredCpu = 0;
    for (int i = 0; i < all.length; i++) {
      long startCpu = processCpuNanos();
      long start = System.nanoTime();
      var result = SwissPairing.pair(t, division, PairingOptions.DEFAULT, engine);
      if (explain) {
        result.notes();
      }
      paired = result.round();
      all[i] = System.nanoTime() - start;
      if (i >= warmup) {
        measuredCpu += processCpuNanos() - startCpu;
      }
    }
    long[] ms = java.util.Arrays.copyOfRange(all, warmup, all.length);
    java.util.Arrays.sort(ms);
    out.printf("%s  %6.1f  %9.1f  %11.1f  %8.1f  %12.0f  %6d%n", label, ms[0] / 1e6, ms[repeat / 2] / 1e6,
        measuredCpu / 1e6 / repeat, all[0] / 1e6, peakHeapMb(), paired.games().size());
    return paired;
  }

  /** Each round of the document paired again on the rounds before it, as the document has them. */
  private int replay(java.io.PrintWriter out) {
    Tournament whole = org.chuhe.app.document.TournamentDocuments.read(history);
    out.printf("pairing benchmark: %s, %d pairings per round after %d for warm-up, %s%n", history, repeat, warmup,
        Runtime.version());
    out.println("division  round  min_ms  median_ms  mean_cpu_ms  first_ms  peak_heap_MB  boards");
    for (Round played : whole.rounds()) {
      if (played.number() == 1 || round != null && played.number() != round) {
        continue; // round 1 is the scheme, not the Swiss engine
      }
      String division = played.division();
      List<Round> before = whole.rounds().stream()
          .filter(r -> !r.division().equals(division) || r.number() < played.number()).toList();
      time(whole.withRounds(before), division, out, String.format("%8s  %5d", division, played.number()));
    }
    return 0;
  }

  /**
   * CPU time of the whole process so far, every thread (the pairing's, the engine's pool, the collector's and the
   * JIT compiler's): the difference around the pairings is what they cost the machine, beside the wall time they
   * took. On Linux it advances in clock ticks (10 ms).
   */
  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static List<MemoryPoolMXBean> heapPools() {
    return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP).toList();
  }

  private static void resetPeaks() {
    System.gc();
    heapPools().forEach(MemoryPoolMXBean::resetPeakUsage);
  }

  private static double peakHeapMb() {
    return heapPools().stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum() / 1e6;
  }
}
