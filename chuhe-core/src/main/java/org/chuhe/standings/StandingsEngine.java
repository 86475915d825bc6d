package org.chuhe.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.chuhe.model.Player;
import org.chuhe.model.PlayerHistory;
import org.chuhe.model.RoundEntry;
import org.chuhe.model.Tournament;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Criterion;

/**
 * Ranks a division: points first, then the regulations' chain. The procedure (rules digest §10): take a group of
 * players tied on points; try the chain's criteria in order; the first criterion that tells them apart splits the
 * group, and each part that is still tied starts the chain again from its first criterion. Restarting matters only
 * for direct encounter, whose value depends on who is still tied: three players whose mini-table is incomplete may
 * leave two, who did meet, to be separated by their game.
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

  public static DivisionStandings rank(Tournament tournament, String division) {
    if (tournament.regulations().division(division).isEmpty()) {
      String known = tournament.regulations().divisions().stream().map(d -> d.id()).collect(Collectors.joining(", "));
      throw ProblemException.of("division", "没有这个组别：" + division + "（已有：" + known + "）",
          "no such division: " + division + " (known: " + known + ")");
    }
    DivisionContext ctx = DivisionContext.of(tournament, division);
    List<Criterion> chain = tournament.regulations().tieBreaks().chain();
    Ranking ranking = new Ranking(ctx, chain);

    TreeMap<Integer, List<String>> byPoints = new TreeMap<>(Comparator.reverseOrder());
    for (String player : ctx.histories().keySet()) {
      byPoints.computeIfAbsent(ctx.pointsOf(player), p -> new ArrayList<>()).add(player);
    }
    for (List<String> group : byPoints.values()) {
      ranking.order(naturalOrder(group, ctx), 0, new ArrayList<>());
    }

    List<StandingsRow> rows = new ArrayList<>();
    List<List<String>> places = ranking.places;
    int position = 1;
    for (List<String> place : places) {
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
    return new DivisionStandings(division, ctx.roundsPlayed(), chain, rows,
        (standings, a, b) -> RankExplanations.explain(standings.rows(), splits, a, b));
  }

  /** Players who share a place are listed by pairing number, then id: a stable order that decides nothing. */
  private static List<String> naturalOrder(List<String> group, DivisionContext ctx) {
    return group.stream()
        .sorted(Comparator.comparing((String id) -> {
          Player p = ctx.history(id).player();
          return p.number() == null ? Integer.MAX_VALUE : p.number();
        }).thenComparing(id -> id))
        .toList();
  }

  /** One application of a criterion that told a tied group apart: what the explanation replays. */
  record Split(Set<String> members, Criterion criterion, Map<String, TieBreakValue> values, List<Criterion> equalOn) {}

  /** The mutable state of one ranking run. */
  private static final class Ranking {
    private final DivisionContext ctx;
    private final List<Criterion> chain;
    private final List<List<String>> places = new ArrayList<>();
    private final List<Split> splits = new ArrayList<>();
    /** Direct-encounter values are shown from the last tied group in which the criterion applied. */
    private final Map<String, TieBreakValue> directEncounterShown = new HashMap<>();

    Ranking(DivisionContext ctx, List<Criterion> chain) {
      this.ctx = ctx;
      this.chain = chain;
    }

    void order(List<String> group, int from, List<Criterion> equalOn) {
      if (group.size() == 1) {
        places.add(group);
        return;
      }
      for (int i = from; i < chain.size(); i++) {
        Criterion criterion = chain.get(i);
        Map<String, TieBreakValue> values = TieBreaks.values(criterion, group, ctx);
        if (criterion == Criterion.DIRECT_ENCOUNTER) {
          directEncounterShown.putAll(values);
        }
        TreeMap<TieBreakValue, List<String>> parts = new TreeMap<>(Comparator.reverseOrder());
        if (!values.isEmpty()) {
          for (String player : group) {
            parts.computeIfAbsent(values.get(player), v -> new ArrayList<>()).add(player);
          }
        }
        if (parts.size() <= 1) {
          equalOn.add(criterion);
          continue;
        }
        splits.add(new Split(Set.copyOf(group), criterion, Map.copyOf(values), List.copyOf(equalOn)));
        for (List<String> part : parts.values()) {
          order(part, 0, new ArrayList<>());
        }
        return;
      }
      places.add(group);
    }

    Map<Criterion, TieBreakValue> displayValues(String player) {
      Map<Criterion, TieBreakValue> values = new LinkedHashMap<>();
      for (Criterion c : chain) {
        TieBreakValue v = c == Criterion.DIRECT_ENCOUNTER ? directEncounterShown.get(player)
            : TieBreaks.value(c, player, ctx);
        if (v != null) {
          values.put(c, v);
        }
      }
      return values;
    }
  }
}
