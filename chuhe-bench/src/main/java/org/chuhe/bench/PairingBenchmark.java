package org.chuhe.bench;

import java.util.concurrent.TimeUnit;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.PairingResult;
import org.chuhe.pairing.SwissPairing;
import org.chuhe.regulations.Regulations;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Pairing round R of a simulated N-player, 11-round event (2011 Laws defaults): the event is simulated up to round
 * R-1 once per trial (not timed), then each invocation pairs round R from scratch. The whole pairing is timed, as the
 * command line would run it: reading the history, the engine, the check of the result and the explanation.
 *
 * <pre>
 * ./mvnw -q -pl chuhe-bench -am package -DskipTests
 * java -jar chuhe-bench/target/benchmarks.jar PairingBenchmark -p players=1000 -p round=2,6,11
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgs = {"-Xmx8g"})
public class PairingBenchmark {
  @Param({"1000"})
  public int players;

  @Param({"2", "6", "11"})
  public int round;

  @Param({"1"})
  public long seed;

  private Tournament before;
  private String division;
  /** The benchmark's engine, a thread a core, as the command line has one. */
  private PairingEngine engine;

  @Setup(Level.Trial)
  public void simulate() {
    Regulations regs = new Regulations("bench", "bench", null, null, 11, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null, null);
    SimulationSpec spec = SimulationSpec.of(seed, regs, players);
    division = spec.division();
    engine = PairingEngine.perCore(EngineProbe.NONE);
    before = Simulation.run(spec, round - 1, engine);
  }

  @TearDown(Level.Trial)
  public void closeEngine() {
    engine.close();
  }

  @Benchmark
  public PairingResult pairRound() {
    return SwissPairing.pair(before, division, PairingOptions.DEFAULT, engine);
  }
}
