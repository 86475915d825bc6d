package org.chuhe.standings;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.chuhe.model.Outcome;
import org.chuhe.model.Player;
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

    TreeMap<Integer, List<String>> byPoints = new TreeMap<>(Comparator.reverseOrder());
    List<DidNotPlay> didNotPlay = new ArrayList<>();
    boolean chainFirst = ranksByChainFirst(chain);
    for (String player : naturalOrder(ctx.histories().keySet(), ctx)) {
      if (ctx.ranked().contains(player)) {
        byPoints.computeIfAbsent(chainFirst ? 0 : ctx.pointsOf(player), p -> new ArrayList<>()).add(player);
      } else {
        didNotPlay.add(didNotPlay(ctx.history(player)));
      }
    }
    for (List<String> group : byPoints.values()) {
      ranking.order(group);
    }

    List<StandingsRow> rows = new ArrayList<>();
    int position = 1;
    for (List<String> place : ranking.places) {
      boolean shared = place.size() > 1;
      for (String player : place) {
        PlayerHistory h = ctx.history(player);
        rows.add(new StandingsRow(position, shared, h.player(), h.points(), ranking.displayValues(player),
            (int) h.entries().stream().filter(RoundEntry::playedOverTheBoard).count(), h.withdrawn(),
            h.cancelledRounds()));
      }
      position += place.size();
    }
    List<Split> splits = List.copyOf(ranking.splits);
    return new DivisionStandings(division, RoundsCounted.of(tournament.roundsOf(division)), chain, rows, didNotPlay,
        (standings, a, b) -> RankExplanations.explain(standings, splits, a, b, tournament));
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
    return h.entries().isEmpty() || h.entries().stream().anyMatch(e -> switch (e.outcome()) {
      case WIN, DRAW, LOSS, FORFEIT_WIN, BYE, NOT_PLAYED -> true;
      case FORFEIT_LOSS, ABSENT -> false;
    });
  }

  private static DidNotPlay didNotPlay(PlayerHistory h) {
    int forfeits = (int) h.entries().stream().filter(e -> e.outcome() == Outcome.FORFEIT_LOSS).count();
    return new DidNotPlay(h.player(), h.points(), forfeits, h.rounds() - forfeits, h.withdrawn());
  }

  /** Players who share a place are listed by pairing number, then id: a stable order that decides nothing. */
  private static List<String> naturalOrder(Collection<String> group, DivisionContext ctx) {
    return group.stream()
        .sorted(Comparator.comparing((String id) -> {
          Player p = ctx.history(id).player();
          return p.number() == null ? Integer.MAX_VALUE : p.number();
        }).thenComparing(id -> id))
        .toList();
  }

  /**
   * One application of a criterion that told a tied group apart: what the explanation replays. {@code step} is the
   * comparison of the criterion on which the group differed (0 for a criterion that is one number; k for the k-th
   * total of a round comparison); {@code equalOn} the criteria before it on which the group was equal;
   * {@code skipped} the mini-table when direct encounter did not apply to this group, else null.
   */
  record Split(Set<String> members, Criterion criterion, int step, Map<String, TieBreakValue> values,
      List<Criterion> equalOn, TieBreaks.MiniTable skipped) {}

  /** The mutable state of one ranking run. */
  private static final class Ranking {
    private final DivisionContext ctx;
    private final List<Criterion> chain;
    private final List<List<String>> places = new ArrayList<>();
    private final List<Split> splits = new ArrayList<>();
    /** Direct-encounter values are shown from the last tied group in which the criterion applied. */
    private final Map<String, TieBreakValue> directEncounterShown = new HashMap<>();
    /**
     * The values of the group-independent criteria computed so far, by criterion and player: a part of a split
     * group starts the chain again and asks for the same values, and the rows show them once more.
     */
    private final Map<Criterion, Map<String, TieBreakValue>> known = new EnumMap<>(Criterion.class);

    Ranking(DivisionContext ctx, List<Criterion> chain) {
      this.ctx = ctx;
      this.chain = chain;
    }

    /** Orders a tied group (in natural order) by the chain from its first criterion, and each part again. */
    void order(List<String> group) {
      if (group.size() == 1) {
        places.add(group);
        return;
      }
      List<Criterion> equalOn = new ArrayList<>();
      TieBreaks.MiniTable skipped = null;
      for (Criterion criterion : chain) {
        Map<String, TieBreakValue> values;
        if (criterion == Criterion.DIRECT_ENCOUNTER) {
          TieBreaks.MiniTable table = TieBreaks.miniTable(group, ctx);
          if (!table.complete()) {
            skipped = table;
            continue;
          }
          values = TieBreaks.directEncounter(table);
          directEncounterShown.putAll(values);
        } else {
          values = TieBreaks.values(criterion, group, ctx, player -> value(criterion, player));
        }
        if (values.isEmpty()) {
          // lots not recorded for every player of the group: they decide nothing
          continue;
        }
        int step = firstDifference(group, values);
        if (step < 0) {
          equalOn.add(criterion);
          continue;
        }
        TreeMap<Long, List<String>> parts = new TreeMap<>(Comparator.reverseOrder());
        for (String player : group) {
          parts.computeIfAbsent(values.get(player).key().get(step), v -> new ArrayList<>()).add(player);
        }
        splits.add(new Split(Set.copyOf(group), criterion, step, Map.copyOf(values), List.copyOf(equalOn),
            skipped));
        for (List<String> part : parts.values()) {
          order(part);
        }
        return;
      }
      places.add(group);
    }

    /** The first comparison of a criterion on which the group is not all equal, or −1. */
    private static int firstDifference(List<String> group, Map<String, TieBreakValue> values) {
      List<Long> first = values.get(group.get(0)).key();
      int length = group.stream().mapToInt(p -> values.get(p).key().size()).min().orElse(0);
      for (int k = 0; k < length; k++) {
        for (String player : group) {
          if (!values.get(player).key().get(k).equals(first.get(k))) {
            return k;
          }
        }
      }
      return -1;
    }

    Map<Criterion, TieBreakValue> displayValues(String player) {
      Map<Criterion, TieBreakValue> values = new LinkedHashMap<>();
      for (Criterion c : chain) {
        TieBreakValue v = c == Criterion.DIRECT_ENCOUNTER ? directEncounterShown.get(player)
            : value(c, player);
        if (v != null) {
          values.put(c, v);
        }
      }
      return values;
    }

    /** {@link TieBreaks#value} of a group-independent criterion, computed once per player (null is not kept). */
    private TieBreakValue value(Criterion criterion, String player) {
      return known.computeIfAbsent(criterion, c -> new HashMap<>())
          .computeIfAbsent(player, p -> TieBreaks.value(criterion, p, ctx));
    }
  }
}
