package org.chuhe.standings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.chuhe.model.Outcome;
import org.chuhe.model.Round;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.RoundEntry;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.Format;

/**
 * Ranks a division: points first, then the regulations' chain. The procedure (rules digest §10): take a group of
 * players tied on points; try the chain's criteria in order; the first criterion that tells them apart splits the
 * group, and each part that is still tied starts the chain again from its first criterion. Restarting matters only
 * for direct encounter, whose value depends on who is still tied: three players whose mini-table is incomplete may
 * leave two, who did meet, to be separated by their game.
 *
 * <p>A criterion that is a sequence of comparisons (the round comparisons: C_{R−1}, then C_{R−2} …) is applied one
 * comparison at a time, like a criterion of its own: the first comparison on which the group is not all equal
 * splits it, and the parts restart the chain from its first criterion, not from the next comparison. Three players
 * A, B, C tied with direct encounter skipped (incomplete mini-table): C_{R−1} = 6, 5, 5 puts A first, and B and C,
 * who met, are then separated by their game before C_{R−2} is looked at.
 *
 * <p>Players who did not take part ({@link #tookPart}) are not ranked: they are listed apart
 * ({@link DivisionStandings#didNotPlay()}), and nothing of the chain is computed for them.
 */
public final class StandingsEngine {
  private StandingsEngine() {}

  /** Standings of every division of the regulations that has players, in the regulations' order. */
  public static Map<String, DivisionStandings> all(Tournament tournament) {
    Map<String, DivisionStandings> result = new LinkedHashMap<>();
    for (var division : tournament.regulations().divisions()) {
      if (!tournament.playersIn(division.id()).isEmpty()) {
        result.put(division.id(), rank(tournament, division.id()));
      }
    }
    return result;
  }

  /**
   * The standings as they stood after round {@code round}: ranked without the division's later rounds (a player's
   * card, and the public standings during a round: after the last complete round, {@link #lastCompleteRound}).
   */
  public static DivisionStandings rankAfter(Tournament tournament, String division, int round) {
    return rank(tournament.withRoundsUpTo(division, round), division);
  }

  /**
   * The last round of the division after which every game of it and of the rounds before has a result (0 when
   * round 1 is not complete yet): what the public standings show while a round is under way.
   */
  public static int lastCompleteRound(Tournament tournament, String division) {
    int complete = 0;
    for (Round r : tournament.roundsOf(division)) {
      if (!r.isComplete()) {
        break;
      }
      complete = r.number();
    }
    return complete;
  }

  /**
   * The standings of a division counting every result entered so far (live): during a round, only the games that
   * have a result and the byes of complete rounds count ({@link org.chuhe.tournament.Histories#counted}), and
   * {@link DivisionStandings#counted()} says so ("第 5 轮进行中，已录入 12 / 60 台").
   */
  public static DivisionStandings rank(Tournament tournament, String division) {
    if (tournament.regulations().division(division).isEmpty()) {
      String known = tournament.regulations().divisions().stream().map(d -> d.id()).collect(Collectors.joining(", "));
      throw ProblemException.of("division", "没有这个组别：" + division + "（已有：" + known + "）",
          "no such division: " + division + " (known: " + known + ")");
    }
    int swissRounds = tournament.regulations().roundsOf(division);
    if (tournament.regulations().format() == Format.SWISS_KNOCKOUT
        && tournament.roundsOf(division).stream().anyMatch(r -> r.number() > swissRounds)) {
      // The knock-out's games after the Swiss are no Swiss games: org.chuhe.knockout.FinalPlaces ranks them.
      return rank(tournament.withRoundsUpTo(division, swissRounds), division);
    }
    DivisionContext ctx = DivisionContext.of(tournament, division);
    List<Criterion> chain = tournament.regulations().tieBreaks().chain();
    Ranking ranking = new Ranking(ctx, chain);

    // Players by position in the division (DivisionContext): the ranking's look-ups are by position, not by id.
    TreeMap<Integer, IntList> byPoints = new TreeMap<>(Comparator.reverseOrder());
    List<DidNotPlay> didNotPlay = new ArrayList<>();
    boolean chainFirst = ranksByChainFirst(chain);
    for (int player : naturalOrder(ctx)) {
      if (ctx.rankedByPosition()[player]) {
        byPoints.computeIfAbsent(chainFirst ? 0 : ctx.pointsByPosition()[player], p -> new IntList()).add(player);
      } else {
        didNotPlay.add(didNotPlay(ctx.byPosition()[player]));
      }
    }
    for (IntList group : byPoints.values()) {
      ranking.order(group.toArray());
    }

    List<StandingsRow> rows = new ArrayList<>(ctx.size());
    int position = 1;
    for (int[] place : ranking.places) {
      boolean shared = place.length > 1;
      for (int player : place) {
        rows.add(ranking.row(player, position, shared));
      }
      position += place.length;
    }
    List<Split> splits = List.copyOf(ranking.splits);
    return new DivisionStandings(division, RoundsCounted.of(tournament.roundsOf(division)), chain, rows, didNotPlay,
        (standings, a, b) -> RankExplanations.explain(standings, splits, a, b, tournament));
  }

  /** The games a player played over the board (a loop: asked for every row). */
  private static int gamesPlayed(PlayerHistory h) {
    int n = 0;
    for (RoundEntry e : h.entries()) {
      if (e.playedOverTheBoard()) {
        n++;
      }
    }
    return n;
  }

  /**
   * Whether the chain ranks before the points: one that begins with 场分 (a double round robin, Laws §14.2: 场分
   * first, then 局分总和, {@link Criterion#GAME_POINTS}). Then every ranked player is one group for the chain.
   */
  static boolean ranksByChainFirst(List<Criterion> chain) {
    return !chain.isEmpty() && chain.get(0) == Criterion.MATCH_POINTS;
  }

  /**
   * Whether a player has taken part in the event so far, and so is ranked (an arbiter's reading, docs/standings.md):
   * he has when at least one round was a game he played over the board, a win by his opponent's forfeit, a bye, or
   * a game still waiting for its result (he was paired and nobody has said he did not come). He has not (未参赛) when
   * every round was an absence (never arrived, withdrew before round 1, not paired) or a forfeit he lost, a double
   * forfeit included. Before round 1 nobody has missed anything, so everybody has taken part.
   */
  public static boolean tookPart(PlayerHistory h) {
    if (h.entries().isEmpty()) {
      return true;
    }
    for (RoundEntry e : h.entries()) {
      switch (e.outcome()) {
        case WIN, DRAW, LOSS, FORFEIT_WIN, BYE, NOT_PLAYED -> {
          return true;
        }
        case FORFEIT_LOSS, ABSENT -> {
          // not taking part in this round
        }
      }
    }
    return false;
  }

  private static DidNotPlay didNotPlay(PlayerHistory h) {
    int forfeits = (int) h.entries().stream().filter(e -> e.outcome() == Outcome.FORFEIT_LOSS).count();
    return new DidNotPlay(h.player(), h.points(), forfeits, h.rounds() - forfeits, h.withdrawn());
  }

  /**
   * Players who share a place are listed by pairing number, then id: a stable order that decides nothing. The
   * positions of all the division's players in that order.
   */
  private static int[] naturalOrder(DivisionContext ctx) {
    int n = ctx.size();
    Integer[] order = new Integer[n];
    int[] numbers = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
      Integer number = ctx.byPosition()[i].player().number();
      numbers[i] = number == null ? Integer.MAX_VALUE : number;
    }
    Arrays.sort(order, (a, b) -> {
      int c = Integer.compare(numbers[a], numbers[b]);
      return c != 0 ? c : ctx.byPosition()[a].id().compareTo(ctx.byPosition()[b].id());
    });
    int[] positions = new int[n];
    for (int i = 0; i < n; i++) {
      positions[i] = order[i];
    }
    return positions;
  }

  /** A growing list of positions. */
  private static final class IntList {
    private int[] items = new int[8];
    private int size;

    void add(int item) {
      if (size == items.length) {
        items = Arrays.copyOf(items, size * 2);
      }
      items[size++] = item;
    }

    int[] toArray() {
      return Arrays.copyOf(items, size);
    }
  }

  /**
   * One application of a criterion that told a tied group apart: what the explanation replays. {@code step} is the
   * comparison of the criterion on which the group differed (0 for a criterion that is one number; k for the k-th
   * total of a round comparison); {@code equalOn} the criteria before it on which the group was equal;
   * {@code skipped} the mini-table when direct encounter did not apply to this group, else null.
   */
  record Split(Set<String> members, Criterion criterion, int step, Map<String, TieBreakValue> values,
      List<Criterion> equalOn, TieBreaks.MiniTable skipped) {}

  /** The mutable state of one ranking run, over players by position ({@link DivisionContext#byPosition}). */
  private static final class Ranking {
    private final DivisionContext ctx;
    private final List<Criterion> chain;
    private final List<int[]> places = new ArrayList<>();
    private final List<Split> splits = new ArrayList<>();
    /** Direct-encounter values are shown from the last tied group in which the criterion applied. */
    private final TieBreakValue[] directEncounterShown;
    /**
     * The values of the group-independent criteria computed so far, by criterion and position: a part of a split
     * group starts the chain again and asks for the same values, and the rows show them once more.
     */
    private final TieBreakValue[][] known = new TieBreakValue[Criterion.values().length][];

    Ranking(DivisionContext ctx, List<Criterion> chain) {
      this.ctx = ctx;
      this.chain = chain;
      this.directEncounterShown = new TieBreakValue[ctx.size()];
    }

    /** Orders a tied group (in natural order) by the chain from its first criterion, and each part again. */
    void order(int[] group) {
      if (group.length == 1) {
        places.add(group);
        return;
      }
      List<String> ids = new ArrayList<>(group.length);
      for (int player : group) {
        ids.add(ctx.byPosition()[player].id());
      }
      List<Criterion> equalOn = new ArrayList<>();
      TieBreaks.MiniTable skipped = null;
      for (Criterion criterion : chain) {
        Map<String, TieBreakValue> values;
        if (criterion == Criterion.DIRECT_ENCOUNTER) {
          TieBreaks.MiniTable table = TieBreaks.miniTable(ids, ctx);
          if (!table.complete()) {
            skipped = table;
            continue;
          }
          values = TieBreaks.directEncounter(table);
          for (int j = 0; j < group.length; j++) {
            TieBreakValue v = values.get(ids.get(j));
            if (v != null) {
              directEncounterShown[group[j]] = v;
            }
          }
        } else {
          values = TieBreaks.values(criterion, ids, ctx, player -> value(criterion, ctx.positions().of(player)));
        }
        if (values.isEmpty()) {
          // lots not recorded for every player of the group: they decide nothing
          continue;
        }
        TieBreakValue[] byMember = new TieBreakValue[group.length];
        for (int j = 0; j < group.length; j++) {
          byMember[j] = values.get(ids.get(j));
        }
        int step = firstDifference(byMember);
        if (step < 0) {
          equalOn.add(criterion);
          continue;
        }
        splits.add(new Split(Set.copyOf(ids), criterion, step, Map.copyOf(values), List.copyOf(equalOn),
            skipped));
        for (int[] part : parts(group, byMember, step)) {
          order(part);
        }
        return;
      }
      places.add(group);
    }

    /**
     * The parts of a group split at comparison {@code step}: larger values first, each part in the group's order
     * (a stable sort by the value, descending).
     */
    private static List<int[]> parts(int[] group, TieBreakValue[] byMember, int step) {
      long[] keys = new long[group.length];
      Integer[] order = new Integer[group.length];
      for (int j = 0; j < group.length; j++) {
        keys[j] = byMember[j].key().get(step);
        order[j] = j;
      }
      Arrays.sort(order, (a, b) -> Long.compare(keys[b], keys[a]));
      List<int[]> parts = new ArrayList<>();
      int from = 0;
      for (int j = 1; j <= group.length; j++) {
        if (j == group.length || keys[order[j]] != keys[order[from]]) {
          int[] part = new int[j - from];
          for (int m = from; m < j; m++) {
            part[m - from] = group[order[m]];
          }
          parts.add(part);
          from = j;
        }
      }
      return parts;
    }

    /** The first comparison of a criterion on which the group is not all equal, or −1. */
    private static int firstDifference(TieBreakValue[] values) {
      int length = Integer.MAX_VALUE;
      for (TieBreakValue v : values) {
        length = Math.min(length, v.key().size());
      }
      List<Long> first = values[0].key();
      for (int k = 0; k < length; k++) {
        long f = first.get(k);
        for (TieBreakValue v : values) {
          if (v.key().get(k) != f) {
            return k;
          }
        }
      }
      return -1;
    }

    /** The player's row (a method, not the body of the loop over the rows: compiled early, issue 27). */
    StandingsRow row(int player, int position, boolean shared) {
      PlayerHistory h = ctx.byPosition()[player];
      return new StandingsRow(position, shared, h.player(), ctx.pointsByPosition()[player], displayValues(player),
          gamesPlayed(h), h.withdrawn(), h.cancelledRounds());
    }

    Map<Criterion, TieBreakValue> displayValues(int player) {
      Map<Criterion, TieBreakValue> values = new LinkedHashMap<>();
      for (Criterion c : chain) {
        TieBreakValue v = c == Criterion.DIRECT_ENCOUNTER ? directEncounterShown[player] : value(c, player);
        if (v != null) {
          values.put(c, v);
        }
      }
      return values;
    }

    /**
     * {@link TieBreaks#value} of a group-independent criterion, computed once per player (null is asked again, as
     * it is cheap: direct encounter, lots not recorded).
     */
    private TieBreakValue value(Criterion criterion, int player) {
      TieBreakValue[] values = known[criterion.ordinal()];
      if (values == null) {
        values = new TieBreakValue[ctx.size()];
        known[criterion.ordinal()] = values;
      }
      TieBreakValue v = values[player];
      if (v == null) {
        v = TieBreaks.value(criterion, ctx.byPosition()[player].id(), ctx);
        values[player] = v;
      }
      return v;
    }
  }
}
