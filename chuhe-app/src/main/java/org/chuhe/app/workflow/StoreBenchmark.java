package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.chuhe.app.store.Database;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.Regulations;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsEngine;

/**
 * Measures the storage the way an event uses it ({@code chuhe bench store}): a division of N players registered,
 * checked in and drawn; R rounds paired (by a round-robin rotation, which never pairs two players twice) and every
 * result entered one by one, each in its own audited transaction exactly as {@code chuhe result} enters it; then the
 * standings computed from the database. The pairing here is only a way to have games: the pairing engine has its
 * own benchmark.
 */
public final class StoreBenchmark {
  private StoreBenchmark() {}

  /** What was measured, in milliseconds (per-result figures in microseconds). */
  public record Figures(int players, int rounds, int results, long registerMs, long pairMs, long resultsMs,
      long resultMedianUs, long resultP95Us, long resultMaxUs, long loadMs, long rankMs, long standingsMedianMs) {}

  /** Standings are computed this many times: the first runs are slow while the JIT warms up, and GC adds noise. */
  public static final int STANDINGS_RUNS = 5;

  /** The figures of a run, and the database it ran on (kind and place). */
  public record Run(String database, Figures figures) {}

  /** As {@link #run(Database, int, int, long, java.io.PrintWriter)}, opening (or creating) the database. */
  public static Run run(String dbSpec, int players, int rounds, long seed, java.io.PrintWriter progress) {
    try (Database db = Database.open(dbSpec, Database.Mode.CREATE)) {
      Figures f = run(db, players, rounds, seed, progress);
      return new Run(db.kind() + " " + db.location().describe(), f);
    }
  }

  public static Figures run(Database db, int players, int rounds, long seed, java.io.PrintWriter progress) {
    Random random = new Random(seed);
    String id = Tournaments.create(db, null, "bench " + players + "×" + rounds, Regulations.defaults(), "bench");
    Session s = Session.on(db, id, "bench");
    List<Player> field = new ArrayList<>();
    for (int i = 1; i <= players; i++) {
      field.add(new Player("p" + i, "棋手" + i, "open", "单位" + (i % 200), null, null, null, null, null, null, true,
          true, null, null));
    }
    long t0 = System.nanoTime();
    Registration.registerAll(s, field, field.stream().map(Player::id).toList(), "bench", null);
    Map<String, Integer> numbers = new LinkedHashMap<>();
    field.forEach(p -> numbers.put(p.id(), numbers.size() + 1));
    Pairings.saveDraw(s, "open", numbers, numbers, String.valueOf(seed), Map.of("engine", "bench"));
    long registerMs = (System.nanoTime() - t0) / 1_000_000;
    progress.println("registered and drew " + players + " players in " + registerMs + " ms");

    long pairNanos = 0;
    List<Long> perResult = new ArrayList<>();
    long resultsNanos = 0;
    Result[] codes = {Result.RED_WIN, Result.BLACK_WIN, Result.DRAW};
    for (int r = 1; r <= rounds; r++) {
      long p0 = System.nanoTime();
      Round round = rotation(field, r);
      Pairings.savePairing(s, round, Map.of("engine", "bench rotation"));
      pairNanos += System.nanoTime() - p0;
      long resultsStart = System.nanoTime();
      for (Game g : round.games()) {
        long e0 = System.nanoTime();
        Results.record(s, new Results.GameRef("open", r, g.board()), codes[random.nextInt(codes.length)],
            new Results.Expect.NoResult());
        perResult.add(System.nanoTime() - e0);
      }
      resultsNanos += System.nanoTime() - resultsStart;
      progress.println("round " + r + ": " + round.games().size() + " results entered");
    }
    long[] sorted = perResult.stream().mapToLong(Long::longValue).sorted().toArray();
    long loadBest = Long.MAX_VALUE;
    long rankBest = Long.MAX_VALUE;
    long[] totals = new long[STANDINGS_RUNS];
    for (int i = 0; i < STANDINGS_RUNS; i++) {
      long l0 = System.nanoTime();
      Tournament t = s.load();
      long l1 = System.nanoTime();
      DivisionStandings standings = StandingsEngine.rank(t, "open");
      long l2 = System.nanoTime();
      if (standings.rows().size() != players) {
        throw new IllegalStateException("standings have " + standings.rows().size() + " rows");
      }
      loadBest = Math.min(loadBest, (l1 - l0) / 1_000_000);
      rankBest = Math.min(rankBest, (l2 - l1) / 1_000_000);
      totals[i] = (l2 - l0) / 1_000_000;
    }
    Arrays.sort(totals);
    return new Figures(players, rounds, sorted.length, registerMs, pairNanos / 1_000_000, resultsNanos / 1_000_000,
        percentile(sorted, 50), percentile(sorted, 95), sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1000,
        loadBest, rankBest, totals[STANDINGS_RUNS / 2]);
  }

  /**
   * Round {@code r} of the circle method: the first player stays, the others turn one place a round, and position
   * i plays position n−1−i. Over n−1 rounds everyone meets everyone once, so no round repeats a pairing.
   */
  static Round rotation(List<Player> field, int r) {
    int n = field.size() - field.size() % 2;
    int[] seat = new int[n];
    for (int i = 1; i < n; i++) {
      seat[i] = 1 + Math.floorMod(i - 1 + (r - 1), n - 1);
    }
    List<Game> games = new ArrayList<>();
    for (int i = 0; i < n / 2; i++) {
      String a = field.get(seat[i]).id();
      String b = field.get(seat[n - 1 - i]).id();
      boolean swap = (i + r) % 2 == 1;
      games.add(Game.of(i + 1, swap ? b : a, swap ? a : b, Result.NOT_PLAYED));
    }
    List<String> byes = field.size() % 2 == 1 ? List.of(field.get(field.size() - 1).id()) : List.of();
    if (!byes.isEmpty() && r > 1) {
      throw new IllegalArgumentException("use an even number of players for more than one round");
    }
    return new Round("open", r, games, byes, List.of());
  }

  private static long percentile(long[] sorted, int p) {
    if (sorted.length == 0) {
      return 0;
    }
    return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)] / 1000;
  }
}
