package org.chuhe.standings;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.roundrobin.RoundRobinSchedule;
import org.chuhe.roundrobin.RoundRobinWithdrawals;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Criterion;

/**
 * 抽签 (R14, rules digest §6.2 "final fallback"): the draw of lots that settles a place the whole chain leaves
 * shared. Lots are drawn for <em>every</em> shared place of the final standings, not only those that pay: the
 * places are published, and extra lists, lucky prizes, titles and grade titles can reach any place.
 *
 * <p>The draw, so that anyone can do it again from the recorded seed S: the ties to draw are taken in the order of
 * the regulations' divisions, then of their ranks; tie number i of them (0, 1, 2 …) is drawn with
 * {@code new SplittableRandom(S + i)}. Its players are sorted by id; then, as in the draw of pairing numbers (R4),
 * for j from the last position down to 1, position j is swapped with the position {@code nextInt(j + 1)}
 * (Fisher–Yates). The player now first gets lot 1, the next lot 2 …, and a lower lot ranks ahead. Example: a tie of
 * B and A is put in the order A, B; the one swap, of position 1 with {@code nextInt(2)}, gives B lot 1 and A lot 2
 * when {@code nextInt(2)} is 0 (as it is for S = 42), and leaves A lot 1 and B lot 2 when it is 1 (S = 43).
 *
 * <p>Lots are recorded per player ({@link Tournament#lots()}) and compared only among the players of one tie, so
 * two ties may both hold lots 1 and 2. They count only where the chain has {@code lots} (every preset ends with
 * it, and the regulations allow it only last); where it does not, lots decide nothing and a drawing is refused.
 * Players who did not take part are not ranked, so they share no place and draw no lot.
 */
public final class Lots {
  private Lots() {}

  /**
   * A place still shared after the whole chain when lots are left aside: the division, the first of its ranks, the
   * points, its players in standings order, and the lots they hold now (those that have one).
   */
  public record Tie(String division, int rank, int points, List<Player> players, Map<String, Integer> recorded) {
    public Tie {
      players = List.copyOf(players);
      recorded = Map.copyOf(recorded);
    }

    public int lastRank() {
      return rank + players.size() - 1;
    }

    /** "5–6", the places the tie shares. */
    public String ranks() {
      return rank + "–" + lastRank();
    }

    /** Lots settle this tie already: every player holds one and no two hold the same. */
    public boolean drawn() {
      return players.stream().allMatch(p -> recorded.containsKey(p.id()))
          && new HashSet<>(recorded.values()).size() == players.size();
    }

    public List<String> ids() {
      return players.stream().map(Player::id).toList();
    }

    /**
     * "1号 王伟（厦门）、2号 李梅（福州，签 1）" / "No. 1 王伟 (厦门), No. 2 李梅 (福州), lot 1": each player as
     * arbiters write him ({@link Tournament#nameZh}), with his lot where he holds one.
     */
    public String names(Tournament t, boolean chinese) {
      return players.stream().map(p -> {
        Integer lot = recorded.get(p.id());
        return chinese ? t.nameZh(p.id()) + (lot == null ? "" : "（签 " + lot + "）")
            : t.nameEn(p.id()) + (lot == null ? "" : ", lot " + lot);
      }).collect(Collectors.joining(chinese ? "、" : "; "));
    }
  }

  /** The ties a drawing is to settle ({@code toDraw}) and the ties it leaves alone because lots settle them. */
  public record Plan(List<Tie> toDraw, List<Tie> alreadyDrawn) {
    public Plan {
      toDraw = List.copyOf(toDraw);
      alreadyDrawn = List.copyOf(alreadyDrawn);
    }
  }

  /** One tie drawn: the seed it was drawn with and the players in the order of their new lots (1, 2 …). */
  public record Drawing(Tie tie, long seed, List<String> order) {
    public Drawing {
      order = List.copyOf(order);
    }

    /** Player id → lot number. */
    public Map<String, Integer> lots() {
      Map<String, Integer> lots = new LinkedHashMap<>();
      for (int i = 0; i < order.size(); i++) {
        lots.put(order.get(i), i + 1);
      }
      return lots;
    }
  }

  /**
   * The ties of a division's standings when lots are left aside: each run of players who share a place, best place
   * first. A tie that lots already settle is among them ({@link Tie#drawn()}).
   */
  public static List<Tie> ties(Tournament t, String division) {
    Tournament withoutLots = t.withLots(Map.of());
    List<StandingsRow> rows = StandingsEngine.rank(withoutLots, division).rows();
    List<Tie> ties = new ArrayList<>();
    int start = 0;
    while (start < rows.size()) {
      int end = start + 1;
      while (end < rows.size() && rows.get(end).rank() == rows.get(start).rank()) {
        end++;
      }
      if (end - start > 1) {
        List<Player> players = rows.subList(start, end).stream().map(StandingsRow::player).toList();
        Map<String, Integer> recorded = new HashMap<>();
        players.stream().filter(p -> t.lots().containsKey(p.id()))
            .forEach(p -> recorded.put(p.id(), t.lots().get(p.id())));
        ties.add(new Tie(division, rows.get(start).rank(), rows.get(start).points(), players, recorded));
      }
      start = end;
    }
    return ties;
  }

  /**
   * What a drawing of lots in these divisions (the regulations' order) would draw: the ties lots do not settle yet,
   * and with {@code redraw} those they do too. Refused, with every reason: a chain without {@code lots} (lots would
   * decide nothing), a division whose last round is not finished (its standings are not final), no shared place at
   * all, or only ties already drawn and no {@code redraw}.
   */
  public static Plan plan(Tournament t, List<String> divisions, boolean redraw) {
    List<Problem> problems = new ArrayList<>();
    if (!t.regulations().tieBreaks().chain().contains(Criterion.LOTS)) {
      throw ProblemException.of("tieBreaks.chain",
          "规程的破同分顺序没有“抽签”（lots）：抽签不会改变名次，并列名次保持并列；"
              + "如规程以抽签为最后一项，请在 tieBreaks.chain 末尾加 lots",
          "the regulations' tie-break chain has no lots: lots would not change the standings, and shared places stay "
              + "shared. If the regulations end with a draw of lots, add lots at the end of tieBreaks.chain");
    }
    for (String division : divisions) {
      unfinished(t, division).ifPresent(problems::add);
    }
    if (!problems.isEmpty()) {
      throw new ProblemException(problems);
    }
    List<Tie> toDraw = new ArrayList<>();
    List<Tie> drawn = new ArrayList<>();
    for (String division : divisions) {
      for (Tie tie : ties(t, division)) {
        (tie.drawn() && !redraw ? drawn : toDraw).add(tie);
      }
    }
    String where = String.join(", ", divisions);
    if (toDraw.isEmpty() && drawn.isEmpty()) {
      throw ProblemException.of(where, "没有并列名次，无须抽签", "no place is shared: there is nothing to draw lots for");
    }
    if (toDraw.isEmpty()) {
      String zh = drawn.stream().map(d -> "第" + d.ranks() + "名（" + d.names(t, true) + "）")
          .collect(Collectors.joining("；"));
      String en = drawn.stream().map(d -> "ranks " + d.ranks() + " (" + d.names(t, false) + ")")
          .collect(Collectors.joining("; "));
      throw new ProblemException(Problem.of(Problem.Kind.REFUSED, where, "这些并列已经抽过签：" + zh
          + "。如确需重抽，请写明重抽的原因", "lots have already been drawn for these ties: " + en
          + ". To draw again, give the reason for the redraw").withRemedy("redraw"));
    }
    return new Plan(toDraw, drawn);
  }

  /** The final standings only: every round of the regulations paired and every game with a result. */
  private static Optional<Problem> unfinished(Tournament t, String division) {
    List<Round> rounds = t.roundsOf(division);
    // A round robin plays the rounds of its Berger table, whatever the regulations' rounds.
    int scheduled = !t.regulations().format().roundRobin() ? t.regulations().roundsOf(division)
        : RoundRobinWithdrawals.schedule(t.regulations().roundRobin(), rounds,
            id -> t.player(id).map(org.chuhe.model.Player::number).orElse(null))
            .map(RoundRobinSchedule::rounds).orElse(t.regulations().roundsOf(division));
    int last = rounds.isEmpty() ? 0 : rounds.get(rounds.size() - 1).number();
    long open = rounds.stream().flatMap(r -> r.games().stream()).filter(g -> !g.result().isFinished()).count();
    if (last >= scheduled && open == 0) {
      return Optional.empty();
    }
    String zh = open > 0 ? "还有 " + open + " 盘对局没有结果" : "只赛了 " + last + " 轮（共 " + scheduled + " 轮）";
    String en = open > 0 ? open + (open == 1 ? " game still has" : " games still have") + " no result"
        : "only " + last + " of " + scheduled + (last == 1 ? " rounds has" : " rounds have") + " been played";
    return Optional.of(Problem.at(division, "组别 " + division + " " + zh + "：名次尚未确定，抽签须在比赛结束后进行",

        "division " + division + ": " + en + "; the standings are not final, and lots are drawn after the last round"));
  }

  /** Draws every tie of the list, tie i with {@code SplittableRandom(seed + i)} (see the class comment). */
  public static List<Drawing> draw(List<Tie> ties, long seed) {
    List<Drawing> drawings = new ArrayList<>();
    for (int i = 0; i < ties.size(); i++) {
      drawings.add(draw(ties.get(i), seed + i));
    }
    return drawings;
  }

  /** One tie: its players sorted by id, shuffled by Fisher–Yates with {@code SplittableRandom(seed)}. */
  public static Drawing draw(Tie tie, long seed) {
    List<String> order = new ArrayList<>(tie.ids());
    order.sort(Comparator.naturalOrder());
    SplittableRandom random = new SplittableRandom(seed);
    for (int j = order.size() - 1; j >= 1; j--) {
      Collections.swap(order, j, random.nextInt(j + 1));
    }
    return new Drawing(tie, seed, order);
  }

  /** The tournament with the drawings' lots recorded; every other player keeps his lot. */
  public static Tournament record(Tournament t, List<Drawing> drawings) {
    Map<String, Integer> lots = new HashMap<>(t.lots());
    drawings.forEach(d -> lots.putAll(d.lots()));
    return t.withLots(lots);
  }
}
