package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Withdrawal;
import org.chuhe.regulations.ByeRules;
import org.chuhe.regulations.ColourRules;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundOnePairing;
import org.chuhe.regulations.Scoring;
import org.chuhe.regulations.UnitAvoidance;

/**
 * Random small events for the exhaustive comparison: random settings and a random history (random pairings, not the
 * engine's, so that odd colour runs, repeated byes, forfeits and withdrawals all occur).
 */
final class RandomEvents {
  private RandomEvents() {}

  static Tournament event(long seed, int maxPlayers) {
    SplittableRandom r = new SplittableRandom(seed);
    int n = 2 + r.nextInt(maxPlayers - 1);
    int played = r.nextInt(9);
    int rounds = played + 1 + r.nextInt(3);
    String[] unitPool = {"A", "B", "C", null};
    List<Player> players = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      String unit = unitPool[r.nextInt(unitPool.length)];
      Player p = Player.of("p" + i, "棋手" + i, Events.DIVISION, unit).withNumber(i);
      if (r.nextInt(30) == 0) {
        p = new Player(p.id(), p.name(), p.division(), p.unit(), null, null, null, null, null, i, false, true, null,
            null);
      }
      players.add(p);
    }
    ColourRules colours = new ColourRules(pick(r, 2, 2, 2, 1, 0), pick(r, 2, 2, 1, 0), r.nextBoolean(),
        r.nextBoolean() ? ColourRules.Parity.ROUND_PARITY : ColourRules.Parity.NUMBER_SUM_PARITY, r.nextBoolean(),
        1 + r.nextInt(3));
    UnitAvoidance units = UnitAvoidance.values()[r.nextInt(3)];
    ByeRules byes = new ByeRules(r.nextBoolean() ? ByeRules.Selection.NEVER_TWICE : ByeRules.Selection.FEWEST_BYES);
    ForfeitPolicy forfeits = new ForfeitPolicy(0, pick(r, 0, 0, 2, 3), pick(r, 0, 0, 1, 2));
    boolean provisional = r.nextInt(4) == 0;
    Scoring scoring = r.nextInt(5) == 0 ? new Scoring(3, 1, 0, null, null, null, null, null, null) : null;
    Regulations regs = new Regulations("random", "random", null, scoring, rounds, null,
        new RoundOnePairing(r.nextBoolean() ? RoundOnePairing.Mode.ADJACENT : RoundOnePairing.Mode.SPLIT, null),
        colours, units, byes, provisional, forfeits, null, null, null, null, null, null, null, null, null, null, null,
        null);
    List<Withdrawal> withdrawals = new ArrayList<>();
    Set<String> gone = new HashSet<>();
    List<Round> history = new ArrayList<>();
    Random shuffle = new Random(r.nextLong());
    Result[] results = {Result.RED_WIN, Result.BLACK_WIN, Result.DRAW, Result.RED_WIN, Result.BLACK_WIN,
        Result.DRAW, Result.RED_WIN_BY_FORFEIT, Result.BLACK_WIN_BY_FORFEIT, Result.DOUBLE_FORFEIT};
    for (int k = 1; k <= played; k++) {
      List<String> active = new ArrayList<>();
      for (Player p : players) {
        if (!gone.contains(p.id()) && r.nextInt(15) != 0) {
          active.add(p.id());
        }
      }
      Collections.shuffle(active, shuffle);
      List<Game> games = new ArrayList<>();
      List<String> byeList = new ArrayList<>();
      if (active.size() % 2 == 1) {
        byeList.add(active.remove(active.size() - 1));
      }
      for (int i = 0; i + 1 < active.size(); i += 2) {
        Result res = results[r.nextInt(results.length)];
        if (provisional && k == played && r.nextInt(3) == 0) {
          res = Result.NOT_PLAYED;
        }
        games.add(Game.of(games.size() + 1, active.get(i), active.get(i + 1), res));
      }
      history.add(new Round(Events.DIVISION, k, games, byeList, List.of()));
      if (r.nextInt(12) == 0) {
        String w = players.get(r.nextInt(n)).id();
        if (gone.add(w)) {
          withdrawals.add(new Withdrawal(w, k, "test"));
        }
      }
    }
    return Events.tournament(regs, players, history, withdrawals);
  }

  private static int pick(SplittableRandom r, int... values) {
    return values[r.nextInt(values.length)];
  }
}
