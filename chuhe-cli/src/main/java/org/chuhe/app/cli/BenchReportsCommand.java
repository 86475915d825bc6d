package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.chuhe.problem.ProblemException;
import org.chuhe.web.ReportsLoad;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code chuhe bench reports} (issue 26): every board of a round reported and confirmed by its two players over HTTP
 * on the loopback, an arbiter's desk following live ({@link ReportsLoad}); figures in docs/benchmarks.md.
 */
@Command(name = "reports", description = {"整轮由双方棋手在手机上报告并确认结果（本机回环 HTTP），裁判台实时更新的耗时",
    "a whole round reported and confirmed by both players over HTTP on the loopback, and the arbiter's desk's live "
        + "update"})
final class BenchReportsCommand implements Callable<Integer> {
  @Option(names = "--players", defaultValue = "1000", description = {"棋手人数（偶数；默认 1000，即 500 台）",
      "players (even; default 1000, i.e. 500 boards)"})
  int players;

  @Option(names = "--clients", defaultValue = "8", description = {"同时报告的客户端数（默认 8）",
      "clients reporting at once (default 8)"})
  int clients;

  @Option(names = "--seed", defaultValue = "1", description = {"模拟比赛的种子", "seed of the simulated event"})
  long seed;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (players < 2 || players % 2 == 1 || players > org.chuhe.model.Range.PLAYERS.max() || clients < 1
        || clients > 256) {
      throw ProblemException.of("bench", "人数须为偶数，2 至 " + org.chuhe.model.Range.PLAYERS.max() + "；客户端 1–256",
          "players must be even, 2 to " + org.chuhe.model.Range.PLAYERS.max() + "; clients 1–256");
    }
    PrintWriter out = spec.commandLine().getOut();
    Path temp = Files.createTempDirectory("chuhe-bench-reports");
    try {
      ReportsLoad.Figures f = ReportsLoad.run(temp, players, clients, seed, out);
      out.println();
      out.printf(Locale.ROOT, "round:                 %s %d, %d boards, %d clients at once (SQLite, loopback)%n",
          f.division(), f.round(), f.boards(), f.clients());
      out.printf(Locale.ROOT, "confirmed:             %d of %d boards (3 requests a player: code login, board page, "
          + "claim)%n", f.confirmed(), f.boards());
      out.printf(Locale.ROOT, "wall / CPU:            %.1f s / %.1f s CPU (server and clients, one process)%n",
          f.wallSeconds(), f.cpuSeconds());
      out.printf(Locale.ROOT, "boards confirmed / s:  %.1f%n", f.boardsPerSecond());
      double[] d = f.deskMillis();
      double[] e = f.eventMillis();
      out.printf(Locale.ROOT, "stream event after a confirmation: median %.0f ms, p95 %.0f ms, max %.0f ms (%d of %d "
          + "came after the answer)%n", ReportsLoad.Figures.percentile(e, 50), ReportsLoad.Figures.percentile(e, 95),
          ReportsLoad.Figures.percentile(e, 100), e.length, f.boards());
      out.printf(Locale.ROOT, "desk showing it (event + part fetched): median %.0f ms, p95 %.0f ms, max %.0f ms (%d "
          + "of %d shown; %d stream events, %d part fetches)%n", ReportsLoad.Figures.percentile(d, 50),
          ReportsLoad.Figures.percentile(d, 95), ReportsLoad.Figures.percentile(d, 100), d.length, f.boards(),
          f.events(), f.fetches());
    } finally {
      BenchStoreCommand.deleteTree(temp);
    }
    return 0;
  }
}
