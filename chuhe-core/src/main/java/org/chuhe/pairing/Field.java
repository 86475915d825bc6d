package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.chuhe.engine.matching.SideBySide;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.tournament.Histories;
import org.chuhe.model.Outcome;
import org.chuhe.model.Player;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.model.Round;
import org.chuhe.tournament.RoundEntry;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.ColourRules;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.Scoring;

/**
 * Everything the pairing of one round of one division needs: one {@link Entrant} per player, read from the rounds
 * before it, and the rules that apply in this round. The single place where history turns into pairing data, so the
 * engine and the checker see the same thing.
 */
final class Field {
  final Tournament tournament;
  final String division;
  final int round;
  final int lastRound;
  final Regulations regulations;
  final boolean coloursHard;
  final boolean unitsApply;
  final boolean provisional;
  final int maxInARow;
  final int maxSurplus;
  /** Every player of the division, by pairing number. */
  final List<Entrant> entrants;
  final Map<String, Entrant> byId;
  /** The players who may be paired in this round, by pairing number. */
  final List<Entrant> pool;
  /** The highest pairing number in the division; the virtual bye opponent has the next one. */
  final int maxNumber;
  /** Fewest byes among the pool: under "never twice" only players with this many may get the bye. */
  final int minByes;
  /** The earlier games without a result that this field counts as draws (a provisional pairing, R7). */
  final List<Round.Unfinished> countedAsDraws;

  private Field(Tournament tournament, String division, int round, boolean provisional, List<Entrant> entrants,
      List<Round.Unfinished> countedAsDraws) {
    this.tournament = tournament;
    this.division = division;
    this.round = round;
    this.regulations = tournament.regulations();
    this.lastRound = regulations.roundsOf(division);
    ColourRules colours = regulations.colours();
    this.coloursHard = round < lastRound || !colours.relaxInLastRound();
    this.unitsApply = regulations.unitAvoidance().appliesIn(round);
    this.provisional = provisional;
    this.maxInARow = colours.maxSameColourInARow();
    this.maxSurplus = colours.maxColourSurplus();
    this.entrants = List.copyOf(entrants);
    Map<String, Entrant> map = new HashMap<>();
    for (Entrant e : entrants) {
      map.put(e.id, e);
    }
    this.byId = map;
    this.pool = entrants.stream().filter(e -> e.ineligible == null).toList();
    this.maxNumber = entrants.stream().mapToInt(e -> e.number).max().orElse(0);
    this.minByes = pool.stream().mapToInt(e -> e.byes).min().orElse(0);
    this.countedAsDraws = List.copyOf(countedAsDraws);
  }

  /**
   * The field before {@code round}.
   *
   * @param forChecking true when an existing round is checked: unfinished earlier games then always count as draws
   *     (such a round can only have been paired provisionally), and players without a pairing number are numbered
   *     after the others in registration order
   */
  static Field of(Tournament t, String division, int round, PairingOptions options, boolean forChecking) {
    return of(t, division, round, options, forChecking, List.of());
  }

  /**
   * The field before {@code round}, counting these earlier games as draws whatever their results are now: the
   * games a provisional pairing of the round counted as draws, so that the checker judges it by the same points.
   */
  static Field of(Tournament t, String division, int round, PairingOptions options, boolean forChecking,
      List<Round.Unfinished> asDraws) {
    if (round < 1) {
      throw new IllegalArgumentException("round numbers start at 1");
    }
    // Told to count them (provisional true), or else as ProvisionalPairing decides: the one rule for R7. A round
    // that is checked counts them whatever (it can only have been paired provisionally).
    boolean provisional = !forChecking && (Boolean.TRUE.equals(options.provisional())
        || ProvisionalPairing.decide(t, division, round, options.provisional()).orThrow("rounds[" + division + "]"));
    Map<String, PlayerHistory> histories = Histories.of(t, division, round - 1);
    List<Player> players = t.playersIn(division);
    if (players.isEmpty()) {
      throw ProblemException.of("division", "组别 " + division + " 没有棋手", "division " + division
          + " has no players");
    }
    EarlierGames earlier = EarlierGames.before(t, division, round, asDraws);
    // Per player (by position in the division's list): points per round, then the entrant. Each player's work reads
    // only the histories and writes only his own slot, so it runs side by side (the field of 10,000 players in round
    // 4: 32–160 ms in one thread, 24–130 ms on two cores; this machine's noise is as large as the gain).
    int[][] pointsByRound = pointsByRound(t.regulations().scoring(), players, histories, round, earlier.drawn(),
        provisional || forChecking);
    List<Entrant> entrants = entrants(t, players, histories, pointsByRound, round, options);
    if (!forChecking) {
      requireNumbers(entrants, division);
    }
    // What this field counts as draws: the record it was given, and the games still open when they count as draws.
    List<Round.Unfinished> counted = new ArrayList<>(asDraws);
    if (provisional || forChecking) {
      earlier.open().stream().filter(u -> !counted.contains(u)).forEach(counted::add);
    }
    return new Field(t, division, round, provisional, entrants, counted);
  }

  /**
   * The earlier games of the division without a result (board by board), and the players ("round|id") of the games
   * to count as draws.
   */
  private record EarlierGames(List<Round.Unfinished> open, java.util.Set<String> drawn) {
    static EarlierGames before(Tournament t, String division, int round, List<Round.Unfinished> asDraws) {
      List<Round.Unfinished> open = new ArrayList<>();
      java.util.Set<String> drawn = new java.util.HashSet<>();
      for (Round r : t.roundsOf(division)) {
        if (r.number() >= round) {
          continue;
        }
        for (Game g : r.games()) {
          boolean finished = g.result().isFinished();
          if (finished && asDraws.isEmpty()) {
            continue; // the usual case: no record to make
          }
          Round.Unfinished u = new Round.Unfinished(r.number(), g.board());
          if (!finished) {
            open.add(u);
          }
          if (asDraws.contains(u)) {
            drawn.add(r.number() + "|" + g.red());
            drawn.add(r.number() + "|" + g.black());
          }
        }
      }
      return new EarlierGames(open, drawn);
    }
  }

  /**
   * Each player's points in each earlier round (by position in the division's list), the games counted as draws
   * ({@code drawn}, and the open ones when {@code countOpenAsDraws}) at a draw's points.
   */
  private static int[][] pointsByRound(Scoring scoring, List<Player> players, Map<String, PlayerHistory> histories,
      int round, java.util.Set<String> drawn, boolean countOpenAsDraws) {
    int[][] pointsByRound = new int[players.size()][];
    SideBySide.stream(IntStream.range(0, players.size())).forEach(i -> {
      PlayerHistory h = histories.get(players.get(i).id());
      int[] points = new int[round - 1];
      for (RoundEntry e : h.entries()) {
        int p = e.points();
        if (!drawn.isEmpty() && drawn.contains(e.round() + "|" + h.id())) {
          p = scoring.draw(e.colour());
        } else if (e.outcome() == Outcome.NOT_PLAYED && countOpenAsDraws) {
          p = scoring.draw(e.colour());
        }
        points[e.round() - 1] = p;
      }
      pointsByRound[i] = points;
    });
    return pointsByRound;
  }

  /** Every player's entrant (score, colours, last float, eligibility), by pairing number. */
  private static List<Entrant> entrants(Tournament t, List<Player> players, Map<String, PlayerHistory> histories,
      int[][] pointsByRound, int round, PairingOptions options) {
    int size = players.size();
    Map<String, Integer> position = new HashMap<>();
    for (int i = 0; i < size; i++) {
      position.put(players.get(i).id(), i);
    }
    Map<String, Integer> numbers = numbers(players);
    ColourRules colours = t.regulations().colours();
    Map<String, List<Withdrawal>> withdrawals = Eligibility.withdrawalsByPlayer(t);
    String[] unitKeys = unitKeys(t.regulations().units(), players);
    Entrant[] built = new Entrant[size];
    SideBySide.stream(IntStream.range(0, size)).forEach(i -> {
      Player p = players.get(i);
      PlayerHistory h = histories.get(p.id());
      int[] points = pointsByRound[i];
      int score = 0;
      for (int x : points) {
        score += x;
      }
      Colour[] colourByRound = new Colour[round - 1];
      for (RoundEntry e : h.entries()) {
        boolean colourCounts = e.colour() != null
            && (e.playedOverTheBoard() || e.outcome() == Outcome.NOT_PLAYED);
        colourByRound[e.round() - 1] = colourCounts ? e.colour() : null;
      }
      Entrant.Float lastFloat = lastFloat(h, points, pointsByRound, position, round);
      Eligibility.NotPaired ineligible = Eligibility.of(t, withdrawals, h, round, options.absent())
          .orElse(null);
      built[i] = new Entrant(p, unitKeys[i], numbers.get(p.id()), score, colourByRound, lastFloat, h.opponents(),
          (int) h.byes(), ineligible, colours.maxSameColourInARow(), colours.maxColourSurplus());
    });
    List<Entrant> entrants = new ArrayList<>(Arrays.asList(built));
    entrants.sort(Comparator.comparingInt((Entrant e) -> e.number).thenComparing(e -> e.id));
    return entrants;
  }

  /**
   * How the player floated in the last round: down after a bye or against a lower score (before that round), up
   * against a higher one.
   */
  private static Entrant.Float lastFloat(PlayerHistory h, int[] points, int[][] pointsByRound,
      Map<String, Integer> position, int round) {
    if (round < 2) {
      return Entrant.Float.NONE;
    }
    RoundEntry last = h.entry(round - 1);
    Integer opponent = last.opponent() == null ? null : position.get(last.opponent());
    if (last.outcome() == Outcome.BYE) {
      return Entrant.Float.DOWN;
    } else if (opponent != null) {
      int mine = sum(points, round - 2);
      int theirs = sum(pointsByRound[opponent], round - 2);
      return mine > theirs ? Entrant.Float.DOWN : mine < theirs ? Entrant.Float.UP : Entrant.Float.NONE;
    }
    return Entrant.Float.NONE;
  }

  /**
   * Each player's unit key. One key per unit, not per player: normalising the name took a fifth of the field's time
   * at 10,000 players. The regulations' Units: their own spellings of "no unit" (notUnits) avoid nobody either.
   */
  private static String[] unitKeys(org.chuhe.model.Units units, List<Player> players) {
    String[] unitKeys = new String[players.size()];
    Map<String, String> keyOfUnit = new HashMap<>();
    for (int i = 0; i < players.size(); i++) {
      String unit = players.get(i).unit();
      if (!keyOfUnit.containsKey(unit)) {
        keyOfUnit.put(unit, units.keyOf(unit));
      }
      unitKeys[i] = keyOfUnit.get(unit);
    }
    return unitKeys;
  }

  /** Refuses a field to pair with an eligible player without a pairing number, or a number used twice. */
  private static void requireNumbers(List<Entrant> entrants, String division) {
    List<String> missing = entrants.stream().filter(e -> e.ineligible == null && e.player.number() == null)
        .map(e -> e.id).toList();
    if (!missing.isEmpty()) {
      throw ProblemException.of("players[" + division + "]",
          "以下棋手还没有序号，请先抽签：" + String.join(", ", missing),
          "these players have no pairing number yet; run the draw first: " + String.join(", ", missing));
    }
    Map<Integer, String> seen = new HashMap<>();
    for (Entrant e : entrants) {
      String other = seen.put(e.number, e.id);
      if (other != null) {
        throw ProblemException.of("players[" + division + "]",
            "序号 " + e.number + " 重复（" + other + "、" + e.id + "）",
            "pairing number " + e.number + " is used twice (" + other + ", " + e.id + ")");
      }
    }
  }


  private static Map<String, Integer> numbers(List<Player> players) {
    Map<String, Integer> numbers = new LinkedHashMap<>();
    int max = 0;
    for (Player p : players) {
      if (p.number() != null) {
        numbers.put(p.id(), p.number());
        max = Math.max(max, p.number());
      }
    }
    for (Player p : players) {
      if (p.number() == null) {
        numbers.put(p.id(), ++max);
      }
    }
    return numbers;
  }

  private static int sum(int[] points, int rounds) {
    int s = 0;
    for (int i = 0; i < rounds; i++) {
      s += points[i];
    }
    return s;
  }

  Entrant get(String id) {
    return byId.get(id);
  }

  boolean isLastRounds() {
    return round > lastRound - regulations.colours().lastRounds();
  }

  /** The players of this division excused from the round by notice (R8), in pairing-number order. */
  List<String> absentInDivision() {
    return entrants.stream().filter(e -> e.ineligible != null
        && e.ineligible.reason() == Eligibility.Reason.ABSENT).map(e -> e.id).toList();
  }
}
