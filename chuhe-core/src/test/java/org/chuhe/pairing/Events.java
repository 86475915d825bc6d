package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.List;
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
import org.chuhe.regulations.UnitAvoidance;

/** Small tournaments for tests, written the way an arbiter would note them. */
final class Events {
  private Events() {}

  static final String DIVISION = "open";

  /** Regulations with the parts pairing reads; null means the default. */
  static Regulations regs(Integer rounds, RoundOnePairing roundOne, ColourRules colours, UnitAvoidance units,
      ByeRules byes, ForfeitPolicy forfeits, Boolean provisional) {
    return new Regulations("test", "test", null, null, rounds, null, roundOne, colours, units, byes, provisional,
        forfeits, null, null, null, null, null, null, null, null, null, null, null, null);
  }

  static Regulations regs(Integer rounds) {
    return regs(rounds, null, null, null, null, null, null);
  }

  /** Players p1..pn with pairing numbers 1..n and the given units (null or shorter list: no unit). */
  static List<Player> players(int n, String... units) {
    List<Player> list = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      String unit = i <= units.length ? units[i - 1] : null;
      list.add(Player.of("p" + i, "棋手" + i, DIVISION, unit).withNumber(i));
    }
    return list;
  }

  static Tournament tournament(Regulations regs, List<Player> players, List<Round> rounds,
      List<Withdrawal> withdrawals) {
    return new Tournament("t", "test", regs, null, players, rounds, withdrawals, null, null, null);
  }

  /** A round from "red-black:result" items such as "p1-p2:1-0", and byes as "p7". */
  static Round round(int number, String... items) {
    List<Game> games = new ArrayList<>();
    List<String> byes = new ArrayList<>();
    for (String item : items) {
      if (!item.contains("-")) {
        byes.add(item);
        continue;
      }
      String[] parts = item.split(":", 2);
      String[] who = parts[0].split("-");
      Result r = parts.length < 2 ? Result.NOT_PLAYED : Result.parse(parts[1]).orElseThrow();
      games.add(Game.of(games.size() + 1, who[0], who[1], r));
    }
    return new Round(DIVISION, number, games, byes, List.of());
  }
}
