package org.chuhe.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Withdrawal;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TieBreakRules;

/**
 * Writes small tournaments the way an arbiter writes a pairing list: {@code round("A-B 1-0", "C-D +-", "bye E")}.
 * A game may carry fouls: {@code "A-B 0-1 fouls 1:2"} (other fouls: red 1, black 2), {@code "illegal 0:1"} (illegal
 * moves: black 1), and a missing record: {@code "A-B 1-0 norecord"}.
 */
public final class TournamentBuilder {
  private Regulations regulations = Regulations.defaults();
  private final List<Player> players = new ArrayList<>();
  private final List<Round> rounds = new ArrayList<>();
  private final List<Penalty> penalties = new ArrayList<>();
  private final List<Withdrawal> withdrawals = new ArrayList<>();
  private final Map<String, Integer> lots = new HashMap<>();
  private String division = "open";

  public static TournamentBuilder of(String... playerIds) {
    TournamentBuilder b = new TournamentBuilder();
    for (String id : playerIds) {
      b.player(id, null);
    }
    return b;
  }

  public TournamentBuilder regulations(Regulations r) {
    this.regulations = r;
    return this;
  }

  /** Regulations at the Laws' defaults with this tie-break chain. */
  public TournamentBuilder chain(Criterion... chain) {
    return regulations(withChain(Regulations.defaults(), new TieBreakRules(List.of(chain), null, null, null, null)));
  }

  public TournamentBuilder tieBreaks(TieBreakRules rules) {
    return regulations(withChain(regulations, rules));
  }

  public static Regulations withChain(Regulations r, TieBreakRules t) {
    return r.withTieBreaks(t);
  }

  public TournamentBuilder player(String id, String unit) {
    players.add(new Player(id, id, division, unit, null, null, null, null, null, players.size() + 1, true, true,
        null, null));
    return this;
  }

  public TournamentBuilder round(String... lines) {
    List<Game> games = new ArrayList<>();
    List<String> byes = new ArrayList<>();
    for (String line : lines) {
      String[] w = line.trim().split("\\s+");
      if (w[0].equals("bye")) {
        byes.add(w[1]);
        continue;
      }
      String[] pair = w[0].split("-");
      Result result = w.length > 1 && !w[1].equals("pending") ? Result.parse(w[1]).orElseThrow()
          : Result.NOT_PLAYED;
      Fouls redFouls = Fouls.NONE;
      Fouls blackFouls = Fouls.NONE;
      Boolean record = null;
      for (int i = 2; i < w.length; i++) {
        if (w[i].equals("fouls") || w[i].equals("illegal")) {
          FoulKind kind = w[i].equals("fouls") ? FoulKind.OTHER : FoulKind.ILLEGAL_MOVE;
          String[] f = w[++i].split(":");
          redFouls = redFouls.plus(kind, Integer.parseInt(f[0]));
          blackFouls = blackFouls.plus(kind, Integer.parseInt(f[1]));
        } else if (w[i].equals("norecord")) {
          record = Boolean.FALSE;
        }
      }
      games.add(new Game(games.size() + 1, pair[0], pair[1], result, redFouls, blackFouls, record));
    }
    rounds.add(new Round(division, rounds.size() + 1, games, byes, List.of()));
    return this;
  }

  public TournamentBuilder penalty(String player, PenaltyKind kind, int amount) {
    penalties.add(new Penalty(player, kind, null, amount, "test"));
    return this;
  }

  /** 取消当轮比赛成绩: the player's result of {@code round} is cancelled. */
  public TournamentBuilder cancelResult(String player, int round) {
    penalties.add(new Penalty(player, PenaltyKind.CANCEL_ROUND_RESULT, round, 1, "test"));
    return this;
  }

  public TournamentBuilder withdraw(String player, int afterRound) {
    withdrawals.add(new Withdrawal(player, afterRound, "test"));
    return this;
  }

  public TournamentBuilder lot(String player, int lot) {
    lots.put(player, lot);
    return this;
  }

  public Tournament build() {
    return new Tournament("t", "test", regulations, List.of(), players, rounds, withdrawals, penalties, List.of(),
        lots);
  }
}
