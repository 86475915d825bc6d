package org.chuhe.app.workflow;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import java.util.Random;
import org.chuhe.app.cli.Main;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;

/**
 * The child process of {@link CrashTest}: runs an event as fast as it can, pairing each round through the workflow
 * (as the pairing engine will) and entering every result, half of them through the real command line (which opens
 * the database for each command, as an arbiter's terminal does) and half through the workflow on a connection kept
 * open (as a long-running app does). After each change that reported success it says "OK … END" on stdout. It is
 * killed at random moments; whatever it said OK about must be in the database afterwards.
 */
public final class CrashWorker {
  private CrashWorker() {}

  public static void main(String[] args) {
    String db = args[0];
    String tournament = args[1];
    Random random = new Random(Long.parseLong(args[2]));
    try (Session s = Session.open(db, tournament, "worker")) {
      say("READY");
      while (true) {
        Tournament t = s.load();
        var rounds = t.roundsOf("open");
        Round last = rounds.isEmpty() ? null : rounds.get(rounds.size() - 1);
        if (last == null || last.isComplete()) {
          if (rounds.size() == t.regulations().roundsOf("open")) {
            say("DONE");
            return;
          }
          Round r = TestPairings.pair(t, "open", rounds.size() + 1);
          Pairings.savePairing(s, r, Map.of("engine", "CrashWorker"));
          say("PAIRED " + r.number() + " " + r.games().size());
          continue;
        }
        Game g = last.games().stream().filter(x -> !x.result().isFinished()).findFirst().orElseThrow();
        String code = new String[] {"1-0", "0-1", "1/2"}[random.nextInt(3)];
        boolean saved;
        if (random.nextBoolean()) {
          saved = Main.run(new String[] {"result", String.valueOf(last.number()), String.valueOf(g.board()), code,
              "--db", db, "--tournament", tournament, "--user", "worker"}, new PrintWriter(new StringWriter()),
              new PrintWriter(System.err, true)) == 0;
        } else {
          Results.record(s, new GameRef("open", last.number(), g.board()), Result.parse(code).orElseThrow(),
              new Expect.NoResult());
          saved = true;
        }
        if (saved) {
          say("OK " + last.number() + " " + g.board() + " " + code);
        }
      }
    }
  }

  private static void say(String line) {
    System.out.println(line + " END");
    System.out.flush();
  }
}
