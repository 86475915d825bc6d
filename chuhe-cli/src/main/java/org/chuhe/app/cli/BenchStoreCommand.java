package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.StoreBenchmark;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code chuhe bench store}: see {@link StoreBenchmark}; figures in docs/benchmarks.md. */
@Command(name = "store", description = {"逐条录入结果与从数据库计算名次的耗时",
    "time to enter results one by one and to compute standings from the database"})
final class BenchStoreCommand implements Callable<Integer> {
  @Option(names = "--players", defaultValue = "10000", description = {"棋手人数（偶数）", "players (even)"})
  int players;

  @Option(names = "--rounds", defaultValue = "2", description = {"轮数（1–9）", "rounds (1–9)"})
  int rounds;

  @Option(names = "--db", paramLabel = "FILE|URL", description = {"数据库（默认：临时 SQLite 文件，测完删除）",
      "database (default: a temporary SQLite file, deleted afterwards)"})
  String db;

  @Option(names = "--seed", defaultValue = "1", description = {"模拟比赛的种子（默认 1）",
      "seed of the simulated event (default 1)"})
  long seed;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (players < 2 || players % 2 == 1 || players > org.chuhe.model.Range.PLAYERS.max() || rounds < 1 || rounds > 9
        || rounds >= players) {
      throw ProblemException.of("bench", "人数须为偶数，2 至 " + org.chuhe.model.Range.PLAYERS.max()
          + "；轮数 1–9 且少于人数", "players must be even, 2 to " + org.chuhe.model.Range.PLAYERS.max()
          + "; rounds 1–9 and fewer than players");
    }
    PrintWriter out = spec.commandLine().getOut();
    Path temp = db == null ? Files.createTempDirectory("chuhe-bench") : null;
    String spec = db != null ? db : temp.resolve("bench.db").toString();
    try {
      StoreBenchmark.Run run = StoreBenchmark.run(spec, players, rounds, seed, out);
      StoreBenchmark.Figures f = run.figures();
      out.println();
      out.println("database:              " + run.database());
      out.println("players / rounds:      " + f.players() + " / " + f.rounds());
      out.println("register + draw:       " + f.registerMs() + " ms");
      out.println("pairings saved:        " + f.pairMs() + " ms");
      out.println("results one by one:    " + f.results() + " in " + f.resultsMs() + " ms = "
          + String.format("%.2f", f.resultsMs() / (double) Math.max(1, f.results())) + " ms each; median "
          + f.resultMedianUs() + " µs, p95 " + f.resultP95Us() + " µs, max " + f.resultMaxUs() + " µs");
      out.println("standings from the db: best load " + f.loadMs() + " ms + best rank " + f.rankMs() + " ms; "
          + "median of " + StoreBenchmark.STANDINGS_RUNS + " runs (load + rank) " + f.standingsMedianMs() + " ms");
    } finally {
      if (temp != null) {
        deleteTree(temp);
      }
    }
    return 0;
  }

  /** A benchmark's temporary folder and all in it, deleted. */
  static void deleteTree(Path folder) throws java.io.IOException {
    try (var files = Files.walk(folder)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }
}
