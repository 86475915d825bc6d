package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Database;
import org.chuhe.app.store.TournamentInfo;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills chuhe with SIGKILL ({@link Process#destroyForcibly()} on Linux) at random moments while it pairs rounds and
 * enters results into an SQLite file (after a random number of steps and a random part of the next one), {@value #KILLS} times, and after every kill reopens the file: it must pass
 * SQLite's integrity check, hold every result the killed process had reported as saved, hold every round whole (all
 * its boards or none), and have an audit log whose hash chain is intact and that has an entry for every result.
 * (PostgreSQL is a server: a killed client's open transaction is rolled back by the server, which is not chuhe's to
 * test.)
 */
// One of the two slow end-to-end classes: `./mvnw -B verify -DexcludedGroups=slow` runs the fast suite without them.
@Tag("slow")
class CrashTest {
  static final int KILLS = 20;

  @TempDir Path dir;

  @Test
  void everyConfirmedResultSurvivesSigkill() throws Exception {
    long seed = Long.getLong("chuhe.seed", System.nanoTime());
    System.out.println("CrashTest seed " + seed + " (again: -Dchuhe.seed=" + seed + ")");
    Random random = new Random(seed);
    String db = Backend.SQLITE.newDatabase(dir);
    List<String> confirmed = new ArrayList<>();
    String tournament = null;
    int kills = 0;
    int events = 0;
    int pairings = 0;
    while (kills < KILLS) {
      if (tournament == null) {
        tournament = newEvent(db, ++events);
      }
      Process child = new ProcessBuilder(javaBinary(), "-cp", System.getProperty("java.class.path"),
          CrashWorker.class.getName(), db, tournament, String.valueOf(random.nextLong()))
          .redirectError(dir.resolve("worker-" + kills + ".err").toFile())
          .start();
      List<String> lines = Collections.synchronizedList(new ArrayList<>());
      // The kill comes after a random number of steps of the work (the first line says the worker is ready) plus a
      // random fraction of a step: spread over the work itself however slow or busy the machine is, not over the
      // JVM starting up.
      int steps = 1 + random.nextInt(13);
      Semaphore progress = new Semaphore(0);
      Thread reader = new Thread(() -> {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(),
            StandardCharsets.UTF_8))) {
          for (String line; (line = in.readLine()) != null; ) {
            lines.add(line);
            progress.release();
          }
        } catch (Exception ignored) {
          // the child is gone
        }
        progress.release(1000);
      });
      reader.start();
      progress.tryAcquire(steps, 120, TimeUnit.SECONDS);
      boolean finished = child.waitFor(random.nextInt(250), TimeUnit.MILLISECONDS);
      if (!finished) {
        child.destroyForcibly();
        child.waitFor();
        kills++;
      }
      reader.join();
      boolean done = false;
      for (String line : lines) {
        // A line cut off by the kill has no END: it was not a confirmation.
        if (line.startsWith("OK ") && line.endsWith(" END")) {
          confirmed.add(tournament + " " + line);
        }
        done |= line.equals("DONE END");
        pairings += line.startsWith("PAIRED ") && line.endsWith(" END") ? 1 : 0;
      }
      check(db, confirmed);
      if (done) {
        tournament = null;
      } else if (finished) {
        throw new AssertionError("the worker stopped by itself: see " + dir.resolve("worker-" + kills + ".err"));
      }
    }
    System.out.println("CrashTest: " + kills + " kills, " + confirmed.size() + " confirmed results, " + pairings
        + " rounds paired, " + events + " events");
    assertThat(confirmed).isNotEmpty();
  }

  /** A fresh event in the same file, registered, checked in and drawn. */
  private static String newEvent(String db, int n) {
    String id = "crash-" + n;
    try (Database d = Database.open(db, Database.Mode.CREATE)) {
      Tournaments.create(d, id, "崩溃测试 " + n, Presets.get("qingyuan-2016"), "test");
      Session s = Session.on(d, id, "test");
      Events.registerField(s, "qingyuan-2016");
      Events.draw(s);
    }
    return id;
  }

  private static void check(String db, List<String> confirmed) {
    try (Database d = Database.open(db, Database.Mode.EXISTING)) {
      assertThat(integrity(d)).containsExactly("ok");
      for (String line : confirmed) {
        String[] f = line.split(" ");
        Tournament t = Session.on(d, f[0], "check").load();
        Round round = t.roundsOf("open").get(Integer.parseInt(f[2]) - 1);
        Game g = round.games().stream().filter(x -> x.board() == Integer.parseInt(f[3])).findFirst().orElseThrow();
        assertThat(g.result()).as(line).isEqualTo(Result.parse(f[4]).orElseThrow());
      }
      for (String id : TournamentStore.list(d).stream().map(TournamentInfo::id).toList()) {
        Tournament t = Session.on(d, id, "check").load();
        var chain = d.read(id, AuditLog::chain);
        var log = chain.entries();
        assertThat(chain.broken()).as("audit chain of " + id).isEmpty();
        // and the data is what the log says it became, whenever the kill fell
        assertThat(AuditTrail.verify(Session.on(d, id, "check"), List.of()).problems()).as("log replay of " + id)
            .isEmpty();
        long results = t.rounds().stream().flatMap(r -> r.games().stream()).filter(g -> g.result().isFinished())
            .count();
        assertThat(log.stream().filter(e -> e.action().equals("result.enter")).count()).isEqualTo(results);
        for (Round r : t.rounds()) {
          assertThat(r.games().size() * 2 + r.byes().size()).as("round " + r.number() + " whole")
              .isEqualTo(t.players().size());
        }
      }
    }
  }

  /** SQLite's own check of the file, on a connection of its own (the store hands out no handle). */
  private static List<String> integrity(Database d) {
    try (var c = java.sql.DriverManager.getConnection(d.location().jdbcUrl());
        var s = c.createStatement();
        var rs = s.executeQuery("PRAGMA integrity_check")) {
      List<String> lines = new ArrayList<>();
      while (rs.next()) {
        lines.add(rs.getString(1));
      }
      return lines;
    } catch (java.sql.SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
