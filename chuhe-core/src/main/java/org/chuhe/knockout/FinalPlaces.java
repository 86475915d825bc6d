package org.chuhe.knockout;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.KnockoutRules;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.RankExplanation;
import org.chuhe.standings.RoundsCounted;
import org.chuhe.standings.StandingsEngine;
import org.chuhe.standings.StandingsRow;
import org.chuhe.tournament.Tournament;

/**
 * The final places of a Swiss then knock-out (最终名次): the knock-out first, then the rest by the Swiss standings.
 * Champion the final's winner, runner-up its loser; third and fourth the match for third place, or without one the
 * semi-finals' losers, sharing third place or ordered by their Swiss rank ({@code knockout.semiFinalLosers}); the
 * losers of each earlier stage next, ordered by their Swiss rank (the quarter-finals' losers 5–8, the round of 16's
 * 9–16); then the players who did not qualify, in the order of the Swiss standings (Q+1 …). Players still in the
 * knock-out while it is played stand at the top in seed order, their places not final yet.
 *
 * <p>Example (8 qualifiers, no third-place match, semi-final losers by Swiss rank): the final 1 v 3 won by 3;
 * semi-finals 1 beat 4, 3 beat 2: places 3号种子 1, 1号种子 2, 2号种子 3, 4号种子 4; quarter-final losers seeds 8, 5, 7, 6
 * take 5–8 in seed order 5, 6, 7, 8; the 9th of the Swiss is 9th.
 */
public final class FinalPlaces {
  private FinalPlaces() {}

  /** One place: the player, his place (shared with the one beside him when {@code shared}), and how he got it. */
  public record Place(int place, boolean shared, String player, Integer seed, Bracket.Match match, String zh,
      String en) {}

  /** The final places of a division and the bracket they come from. */
  public record Result(Bracket bracket, List<Place> places, DivisionStandings swiss, DivisionStandings standings) {}

  /**
   * The standings of every division as prizes and printouts read them: for a Swiss then knock-out the final places
   * ({@link #of}), otherwise the standings as ranked.
   */
  public static Map<String, DivisionStandings> all(Tournament t) {
    Map<String, DivisionStandings> all = StandingsEngine.all(t);
    if (t.regulations().format() != Format.SWISS_KNOCKOUT) {
      return all;
    }
    Map<String, DivisionStandings> places = new LinkedHashMap<>();
    all.forEach((division, s) -> places.put(division, of(t, division).standings()));
    return places;
  }

  /** The final places of one division of a Swiss then knock-out. */
  public static Result of(Tournament t, String division) {
    Bracket b = Bracket.of(t, division);
    KnockoutRules k = b.rules();
    DivisionStandings swiss = StandingsEngine.rankAfter(t, division, b.swissRounds());
    Map<String, Integer> swissOrder = new HashMap<>();
    for (StandingsRow row : swiss.rows()) {
      swissOrder.put(row.playerId(), swissOrder.size());
    }
    Comparator<String> bySwiss = Comparator.comparing(p -> swissOrder.getOrDefault(p, Integer.MAX_VALUE));
    List<Place> places = new ArrayList<>();
    List<String> placed = new ArrayList<>();
    if (!b.seeds().isEmpty() && b.status() != Bracket.Status.SWISS && b.status() != Bracket.Status.BROKEN) {
      knockoutPlaces(t, b, k, bySwiss, places, placed);
    }
    for (StandingsRow row : swiss.rows()) {
      if (!placed.contains(row.playerId())) {
        places.add(new Place(places.size() + 1, false, row.playerId(), null, null,
            "积分编排第 " + row.rank() + " 名", "Swiss rank " + row.rank()));
        placed.add(row.playerId());
      }
    }
    Map<String, StandingsRow> rows = new HashMap<>();
    swiss.rows().forEach(r -> rows.put(r.playerId(), r));
    List<StandingsRow> ranked = new ArrayList<>();
    Map<String, Place> byPlayer = new HashMap<>();
    for (Place p : places) {
      StandingsRow r = rows.get(p.player());
      ranked.add(new StandingsRow(p.place(), p.shared(), r.player(), r.points(), r.tieBreaks(), r.gamesPlayed(),
          r.withdrawn(), r.cancelledRounds()));
      byPlayer.put(p.player(), p);
    }
    DivisionStandings standings = new DivisionStandings(division, RoundsCounted.of(t.roundsOf(division)),
        swiss.chain(), ranked, swiss.didNotPlay(), (s, a, c) -> explain(t, swiss, byPlayer, a, c));
    return new Result(b, places, swiss, standings);
  }

  private static void knockoutPlaces(Tournament t, Bracket b, KnockoutRules k, Comparator<String> bySwiss,
      List<Place> places, List<String> placed) {
    int stages = k.stages();
    List<List<Bracket.Match>> st = b.stages();
    List<Bracket.Match> latest = st.get(st.size() - 1);
    boolean finished = b.status() == Bracket.Status.FINISHED;
    if (finished) {
      Bracket.Match fin = latest.get(0);
      add(t, k, places, placed, fin.winner(), fin, 1, false, "冠军", "champion");
      add(t, k, places, placed, fin.loser(), fin, 2, false, "亚军", "runner-up");
    } else {
      // Still in: the winners of the latest stage's decided matches and both players of the others, in seed order.
      List<Bracket.Seed> in = new ArrayList<>();
      for (Bracket.Match m : latest) {
        if (!m.thirdPlace()) {
          in.add(m.decided() ? m.seedOf(m.winner()) : m.higher());
          if (!m.decided()) {
            in.add(m.lower());
          }
        }
      }
      in.sort(Comparator.comparingInt(Bracket.Seed::seed));
      for (Bracket.Seed s : in) {
        places.add(new Place(places.size() + 1, false, s.player(), s.seed(), null, "淘汰赛进行中",
            "still in the knock-out"));
        placed.add(s.player());
      }
    }
    // From the last stage played down: the losers of stage s take places 2^(stages−s)+1 … 2^(stages−s+1) by Swiss
    // rank (while the knock-out is played, simply the next places).
    for (int s = st.size(); s >= 1; s--) {
      List<Bracket.Match> matches = st.get(s - 1);
      if (s == stages) {
        Bracket.Match third = matches.stream().filter(Bracket.Match::thirdPlace).findFirst().orElse(null);
        if (third != null && third.decided()) {
          add(t, k, places, placed, third.winner(), third, 3, false, "第三名", "third");
          add(t, k, places, placed, third.loser(), third, 4, false, "第四名", "fourth");
        } else if (third != null) {
          for (Bracket.Seed p : List.of(third.higher(), third.lower())) {
            places.add(new Place(places.size() + 1, false, p.player(), p.seed(), null, "三、四名决赛进行中",
                "third-place match in progress"));
            placed.add(p.player());
          }
        }
        continue;
      }
      boolean thirdPlayed = s == stages - 1 && k.thirdPlace() && st.size() == stages;
      boolean sharedThird = s == stages - 1 && !k.thirdPlace()
          && k.semiFinalLosers() == KnockoutRules.SemiFinalLosers.SHARED;
      List<Bracket.Match> lost = matches.stream().filter(m -> !m.thirdPlace() && m.decided())
          .filter(m -> !placed.contains(m.loser()))
          .sorted(Comparator.comparing(Bracket.Match::loser, bySwiss)).toList();
      if (thirdPlayed) {
        continue;
      }
      int first = finished ? (1 << (stages - s)) + 1 : places.size() + 1;
      for (int i = 0; i < lost.size(); i++) {
        Bracket.Match m = lost.get(i);
        boolean shared = finished && sharedThird && lost.size() > 1;
        add(t, k, places, placed, m.loser(), m, shared ? first : first + i, shared, "", "");
      }
    }
    places.sort(Comparator.comparingInt(Place::place).thenComparing(Place::player, bySwiss));
  }

  private static void add(Tournament t, KnockoutRules k, List<Place> places, List<String> placed, String player,
      Bracket.Match m, int place, boolean shared, String titleZh, String titleEn) {
    Bracket.Seed seed = m.seedOf(player);
    String opponent = m.higher().player().equals(player) ? m.lower().player() : m.higher().player();
    boolean won = player.equals(m.winner());
    String zh = (titleZh.isEmpty() ? "" : titleZh + "：") + m.nameZh(k) + (won ? "胜 " : "负于 ") + t.nameZh(opponent)
        + "，" + (won ? "" : "对方") + m.howZh(k);
    String en = (titleEn.isEmpty() ? "" : titleEn + ": ") + (won ? "won the " : "lost the ") + m.nameEn(k)
        + (won ? " against " : " to ") + t.nameEn(opponent) + ", " + (won ? "" : "opponent's ") + m.howEn(k);
    places.add(new Place(place, shared, player, seed.seed(), m, zh, en));
    placed.add(player);
  }

  private static RankExplanation explain(Tournament t, DivisionStandings swiss, Map<String, Place> places, String a,
      String b) {
    Place pa = places.get(a);
    Place pb = places.get(b);
    if (pa == null || pb == null) {
      return swiss.explain(a, b);
    }
    Place hi = pa.place() <= pb.place() ? pa : pb;
    Place lo = hi == pa ? pb : pa;
    if (hi.match() == null && lo.match() == null) {
      return swiss.explain(a, b);
    }
    String zh = t.nameZh(hi.player()) + " 第 " + hi.place() + " 名（" + hi.zh() + "），" + t.nameZh(lo.player()) + " 第 "
        + lo.place() + " 名（" + lo.zh() + "）";
    String en = t.nameEn(hi.player()) + " is " + hi.place() + " (" + hi.en() + "), " + t.nameEn(lo.player()) + " is "
        + lo.place() + " (" + lo.en() + ")";
    return new RankExplanation(hi.player(), lo.player(), null, String.valueOf(hi.place()),
        String.valueOf(lo.place()), List.of(), List.of(), zh, en);
  }
}
