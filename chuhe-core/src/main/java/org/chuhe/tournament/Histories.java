package org.chuhe.tournament;

import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Outcome;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.model.Withdrawal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.GameRecordPolicy;
import org.chuhe.regulations.RoundRobinRules;
import org.chuhe.regulations.Scoring;
import org.chuhe.roundrobin.RoundRobinSchedule;
import org.chuhe.roundrobin.RoundRobinWithdrawals;

/**
 * Reads the rounds of one division into one {@link PlayerHistory} per player: the single place where games, byes,
 * forfeits, games lost by lateness, fouls, missing game records and cancelled results (取消当轮比赛成绩) turn into
 * per-round points and counts.
 */
public final class Histories {
  /** The two sides of a game, in the order their entries are made ({@code Colour.values()} copies its array). */
  private static final Colour[] SIDES = {Colour.RED, Colour.BLACK};

  private Histories() {}

  /** Histories of every player of the division over all its rounds, in registration order. */
  public static Map<String, PlayerHistory> of(Tournament tournament, String division) {
    List<Round> rounds = tournament.roundsOf(division);
    return of(tournament, division, rounds.isEmpty() ? 0 : rounds.get(rounds.size() - 1).number());
  }

  /** Histories over rounds 1..{@code upToRound}; a round with no pairing list yet counts as absent for everyone. */
  public static Map<String, PlayerHistory> of(Tournament tournament, String division, int upToRound) {
    return of(tournament, division, upToRound, false);
  }

  /**
   * Histories as the standings count them (issue 23, docs/standings.md "During a round"): only games that have a
   * result count. A game still waiting for its result is {@link Outcome#NOT_PLAYED} with no opponent and no colour
   * (it adds nothing to 对手分, 后手局数 or the mini-table of 直胜, and 0 points to the running totals), and a bye
   * counts only once every game of its round has a result (until then it is {@code NOT_PLAYED} too, 0 points).
   * Between rounds, when every game has its result, this is {@link #of(Tournament, String, int)}.
   *
   * <p>Example: A beat B (0 points) in round 1; in round 2 A is paired with C (2 points), no result yet. Counted, A's
   * round 2 adds nothing, so A's 对手分 is B's 0, not 0 + 2.
   */
  public static Map<String, PlayerHistory> counted(Tournament tournament, String division, int upToRound) {
    return of(tournament, division, upToRound, true);
  }

  private static Map<String, PlayerHistory> of(Tournament tournament, String division, int upToRound,
      boolean resultsOnly) {
    Scoring scoring = tournament.regulations().scoring();
    GameRecordPolicy recordPolicy = tournament.regulations().gameRecords();
    ForfeitPolicy forfeits = tournament.regulations().forfeits();
    List<Player> players = tournament.playersIn(division);
    Set<String> cancelled = cancelledResults(tournament.penalties());
    // Players by position: each round fills one array (measured: a map per round, filled and emptied again, took
    // most of the 60 ms this spends on 10,000 players over five rounds), and the index of positions is no hash map
    // of boxed positions (IdPositions: most of the rest, with 10,000 ids).
    List<String> ids = new ArrayList<>(players.size());
    for (Player p : players) {
      ids.add(p.id());
    }
    // A round robin's bye is the Berger table's rest (the dummy's pair): no game, no points; §14.4's bye scored as a
    // won game is the Swiss's.
    boolean roundRobin = tournament.regulations().format().roundRobin();
    int byePoints = roundRobin ? 0 : scoring.bye();
    IdPositions index = new IdPositions(ids);
    RoundEntry[][] entries = new RoundEntry[players.size()][upToRound];
    Map<Integer, Round> byNumber = new HashMap<>();
    for (Round r : tournament.roundsOf(division)) {
      if (byNumber.put(r.number(), r) != null) {
        throw ProblemException.of("rounds[" + division + "/" + r.number() + "]", "同一组别的轮次重复",
            "round listed twice for this division");
      }
    }
    for (int k = 1; k <= upToRound; k++) {
      Round round = byNumber.get(k);
      RoundEntry[] thisRound = new RoundEntry[players.size()];
      if (round != null) {
        boolean byesCount = !resultsOnly || round.isComplete();
        Rules rules = new Rules(scoring, recordPolicy, forfeits, cancelled, resultsOnly);
        for (Game g : round.games()) {
          game(thisRound, index, rules, k, g, division);
        }
        // In a team round the byes are the players present at a board the other team left empty: a forfeit win
        // (teams.TeamLineUps); the team's own bye is the round's teamByes.
        Outcome byeOutcome = round.isTeamRound() ? Outcome.FORFEIT_WIN : Outcome.BYE;
        int byeScore = round.isTeamRound() ? scoring.forfeitWin() : byePoints;
        for (String id : round.byes()) {
          boolean lost = isCancelled(cancelled, id, k);
          put(thisRound, index, id, byesCount
              ? new RoundEntry(k, byeOutcome, null, null, lost ? 0 : byeScore, 0, false, lost)
              : new RoundEntry(k, Outcome.NOT_PLAYED, null, null, 0, 0, false), division, k);
        }
      }
      for (int i = 0; i < thisRound.length; i++) {
        RoundEntry entry = thisRound[i];
        entries[i][k - 1] = entry != null ? entry : new RoundEntry(k, Outcome.ABSENT, null, null, 0, 0, false);
      }
    }
    if (roundRobin) {
      applyRoundRobinWithdrawals(tournament, division, upToRound, byNumber, index, entries);
    }
    Map<String, Integer> extraFouls = new HashMap<>();
    for (Penalty p : tournament.penalties()) {
      if (p.kind() == PenaltyKind.FOUL) {
        extraFouls.merge(p.player(), p.amount(), Integer::sum);
      }
    }
    Set<String> withdrawnIds = new HashSet<>();
    for (Withdrawal w : tournament.withdrawals()) {
      withdrawnIds.add(w.player());
    }
    Map<String, PlayerHistory> result = new LinkedHashMap<>();
    for (Player p : players) {
      boolean withdrawn = withdrawnIds.contains(p.id());
      result.put(p.id(),
          new PlayerHistory(p, List.of(entries[index.of(p.id())]), extraFouls.getOrDefault(p.id(), 0), withdrawn));
    }
    return result;
  }

  /**
   * A round robin's withdrawals under the regulations ({@link RoundRobinWithdrawals}, Laws §20.3): a player whose
   * results are cancelled has every round of his, and each opponent's round against him, turned into a round that
   * counts for nobody (no points, no opponent, no colour: neither 小分, 直胜, 胜局 nor 后走局数 sees it; the
   * fouls stay, as they were committed); a player whose results stand loses by forfeit each game the table gave him
   * after his withdrawal in a round that is paired, and the opponent, left unpaired, wins it by forfeit.
   */
  private static void applyRoundRobinWithdrawals(Tournament t, String division, int upToRound,
      Map<Integer, Round> byNumber, IdPositions index, RoundEntry[][] entries) {
    RoundRobinRules rules = t.regulations().roundRobin();
    Optional<RoundRobinSchedule> found;
    try {
      found = RoundRobinWithdrawals.schedule(rules, List.copyOf(byNumber.values()),
          id -> t.player(id).map(Player::number).orElse(null));
    } catch (ProblemException notATable) {
      // Round 1 is not a Berger table's (numbers with a gap): the checker says so; results are read as they are.
      return;
    }
    if (found.isEmpty()) {
      return;
    }
    RoundRobinSchedule schedule = found.get();
    Map<String, RoundRobinWithdrawals.Ruling> rulings = RoundRobinWithdrawals.rulings(rules, schedule,
        List.copyOf(byNumber.values()), t.withdrawals());
    Scoring scoring = t.regulations().scoring();
    for (RoundRobinWithdrawals.Ruling ruling : rulings.values()) {
      String w = ruling.player();
      int wi = index.of(w);
      if (wi < 0) {
        continue;
      }
      for (int k = 1; k <= Math.min(upToRound, schedule.rounds()); k++) {
        RoundEntry mine = entries[wi][k - 1];
        if (ruling.treatment() == RoundRobinWithdrawals.Treatment.CANCELLED) {
          int oi = index.of(mine.opponent());
          if (oi >= 0) {
            entries[oi][k - 1] = cancelledRound(entries[oi][k - 1]);
          }
          entries[wi][k - 1] = cancelledRound(mine);
        } else if (k > ruling.afterRound() && byNumber.containsKey(k)) {
          RoundRobinSchedule.Meeting m = schedule.meetingOf(w, k);
          String o = m.bye() ? null : m.red().equals(w) ? m.black() : m.red();
          int oi = index.of(o);
          if (oi < 0 || mine.outcome() != Outcome.ABSENT) {
            continue;
          }
          RoundEntry theirs = entries[oi][k - 1];
          RoundRobinWithdrawals.Ruling other = rulings.get(o);
          boolean otherCancelled = other != null && other.treatment() == RoundRobinWithdrawals.Treatment.CANCELLED;
          if (theirs.outcome() != Outcome.ABSENT || otherCancelled) {
            continue;
          }
          Colour wc = m.red().equals(w) ? Colour.RED : Colour.BLACK;
          Colour oc = wc == Colour.RED ? Colour.BLACK : Colour.RED;
          boolean bothOut = other != null && k > other.afterRound();
          Outcome theirOutcome = bothOut ? Outcome.FORFEIT_LOSS : Outcome.FORFEIT_WIN;
          entries[wi][k - 1] = new RoundEntry(k, Outcome.FORFEIT_LOSS, wc, o,
              scoring.points(Outcome.FORFEIT_LOSS, wc), 0, false);
          entries[oi][k - 1] = new RoundEntry(k, theirOutcome, oc, w, scoring.points(theirOutcome, oc), 0, false);
        }
      }
    }
  }

  /**
   * A round that counts for nobody (a round robin's cancelled results): as if the game had not been paired, its
   * fouls kept. Not a {@link RoundEntry#resultCancelled} round, which is a penalty's (处分) and says so.
   */
  private static RoundEntry cancelledRound(RoundEntry e) {
    return e.outcome() == Outcome.ABSENT ? e : new RoundEntry(e.round(), Outcome.ABSENT, null, null, 0, e.fouls(),
        false);
  }

  /** What turns a game into its two players' entries. */
  private record Rules(Scoring scoring, GameRecordPolicy records, ForfeitPolicy forfeits, Set<String> cancelled,
      boolean resultsOnly) {}

  /**
   * The entries of both players of a game in round {@code k}. A method of its own, not the body of the loop over a
   * round's games: a loop that runs once per call is left to the interpreter for its first 60,000 turns, a method
   * called for every game is compiled after its first few hundred (issue 27).
   */
  private static void game(RoundEntry[] thisRound, IdPositions index, Rules rules, int k, Game g, String division) {
    for (Colour c : SIDES) {
      String id = c == Colour.RED ? g.red() : g.black();
      // A game lost by lateness is a forfeit or a game lost, as the regulations say (ForfeitPolicy.lateness).
      Outcome o = rules.forfeits().outcome(g.result(), c);
      int fouls = foulsCounted(rules.records(), k, g, c);
      boolean missing = recordMissing(rules.records(), k, g, c);
      boolean lost = isCancelled(rules.cancelled(), id, k);
      boolean pending = rules.resultsOnly() && o == Outcome.NOT_PLAYED;
      String opponent = c == Colour.RED ? g.black() : g.red();
      put(thisRound, index, id, new RoundEntry(k, o, pending ? null : c, pending ? null : opponent,
          lost ? 0 : rules.scoring().points(o, c), fouls, missing, lost), division, k);
    }
  }

  /** The results that penalties cancel (seed 000 补充规定 五(一)、(七)), as {@link #key} of player and round. */
  private static Set<String> cancelledResults(List<Penalty> penalties) {
    Set<String> keys = new HashSet<>();
    for (Penalty p : penalties) {
      if (p.kind() == PenaltyKind.CANCEL_ROUND_RESULT) {
        keys.add(key(p.player(), p.round()));
      }
    }
    return keys;
  }

  /** Asked for every player and round: a field without cancelled results builds no key. */
  private static boolean isCancelled(Set<String> cancelled, String player, int round) {
    return !cancelled.isEmpty() && cancelled.contains(key(player, round));
  }

  private static String key(String player, int round) {
    return player + "\u0000" + round;
  }

  /**
   * Whether the player of {@code side} owed the game record of this game of round {@code round} and it is marked
   * missing (R23): the regulations ask a record of the board, and he is its recorder ({@link #recorder}).
   */
  public static boolean recordMissing(GameRecordPolicy policy, int round, Game g, Colour side) {
    boolean owed = policy.requires(round, g.board()) && Boolean.FALSE.equals(g.recordKept());
    return owed && (side == Colour.RED ? g.red() : g.black()).equals(recorder(g));
  }

  /**
   * The fouls (犯规) of {@code side} in this game as the standings count them: both kinds recorded in the game, and
   * one more for a missing game record where the regulations make it a foul. The one count the standings and the
   * desk's board page show.
   */
  public static int foulsCounted(GameRecordPolicy policy, int round, Game g, Colour side) {
    return g.foulsOf(side).total() + (policy.missingIsFoul() && recordMissing(policy, round, g, side) ? 1 : 0);
  }

  /**
   * Who must record a game (seed 003 补充规定 8, seed 004 六7): the winner; red after a draw. Nobody for a game not
   * played over the board (a forfeit, or a game lost by lateness: there are no moves to record).
   */
  static String recorder(Game g) {
    return switch (g.result()) {
      case BLACK_WIN -> g.black();
      case RED_WIN, DRAW -> g.red();
      default -> null;
    };
  }

  private static void put(RoundEntry[] round, IdPositions index, String id, RoundEntry entry,
      String division, int k) {
    int i = index.of(id);
    if (i < 0) {
      throw ProblemException.of("rounds[" + division + "/" + k + "]",
          "棋手 " + id + " 不在组别 " + division + " 中", "player " + id + " is not in division " + division);
    }
    if (round[i] != null) {
      throw ProblemException.of("rounds[" + division + "/" + k + "]",
          "棋手 " + id + " 在本轮出现两次", "player " + id + " appears twice in this round");
    }
    round[i] = entry;
  }
}
