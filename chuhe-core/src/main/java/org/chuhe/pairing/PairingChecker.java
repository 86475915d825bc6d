package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chuhe.knockout.Bracket;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;

/**
 * Checks any round — paired by chuhe, by hand or by another program — against the hard rules, and evaluates its
 * {@link PairingQuality} with the same definition the engine optimises. {@code chuhe check} calls
 * {@link #checkAll(Tournament)}.
 */
public final class PairingChecker {
  private PairingChecker() {}

  /** Every round of every division, in order. */
  public static List<RoundCheck> checkAll(Tournament t) {
    List<RoundCheck> checks = new ArrayList<>();
    Set<String> divisions = new java.util.LinkedHashSet<>();
    for (DivisionRules d : t.regulations().divisions()) {
      divisions.add(d.id());
    }
    for (Round r : t.rounds()) {
      divisions.add(r.division());
    }
    for (String division : divisions) {
      for (Round r : t.roundsOf(division)) {
        checks.add(t.regulations().format().teams() ? org.chuhe.teams.TeamRoundChecker.check(t, r)
            : t.regulations().format().roundRobin() ? RoundRobinPairing.check(t, r)
            : check(t, division, r.number(), PairingOptions.DEFAULT));
      }
    }
    return checks;
  }

  /** One round of the tournament. */
  public static RoundCheck check(Tournament t, String division, int round, PairingOptions options) {
    Round r = t.roundsOf(division).stream().filter(x -> x.number() == round).findFirst()
        .orElseThrow(() -> ProblemException.of("rounds[" + division + "/" + round + "]",
            "没有这一轮", "no such round"));
    if (t.regulations().format().teams()) {
      return org.chuhe.teams.TeamRoundChecker.check(t, r);
    }
    if (t.regulations().format().roundRobin()) {
      return RoundRobinPairing.check(t, r);
    }
    if (Bracket.knockoutRound(t.regulations(), division, round)) {
      return knockout(t, r);
    }
    // The round records who was excused from it by notice: they are not in its field (issue 23: counted in, they
    // made the bye rule look at players who were not there, and check flagged chuhe's own bye).
    Set<String> absent = new HashSet<>(options.absent());
    absent.addAll(r.absent());
    return check(fieldBefore(t, r, options.withAbsent(absent)), r, true);
  }

  /**
   * A pairing list that is not part of the tournament yet (the next round of its division, as the workflow is about
   * to save it), with the players in {@code absent} excused from it: every rule {@link #check} applies, against the
   * field before the round, without the comparison with the best pairing. The workflow refuses a list that pairs
   * someone twice, someone of no player of the division, someone who may not be paired, or leaves someone out
   * ({@link Violation.Rule#PLAYER_TWICE}, {@code UNKNOWN_PLAYER}, {@code NOT_ELIGIBLE}, {@code NOT_PAIRED}); the other
   * rules are ones the chief arbiter may break by hand (R8), reported with the pairing.
   */
  public static RoundCheck checkNew(Tournament t, Round r, Set<String> absent) {
    if (t.regulations().format().teams()) {
      return org.chuhe.teams.TeamRoundChecker.check(t.withRounds(t.rounds().stream()
          .filter(x -> !x.division().equals(r.division()) || x.number() < r.number()).toList()), r);
    }
    if (t.regulations().format().roundRobin()) {
      return RoundRobinPairing.check(t.withRounds(t.rounds().stream()
          .filter(x -> !x.division().equals(r.division()) || x.number() < r.number()).toList()), r);
    }
    if (Bracket.knockoutRound(t.regulations(), r.division(), r.number())) {
      List<Round> rounds = new ArrayList<>(t.rounds().stream()
          .filter(x -> !x.division().equals(r.division()) || x.number() < r.number()).toList());
      rounds.add(r);
      return knockout(t.withRounds(rounds), r);
    }
    return check(fieldBefore(t, r, PairingOptions.DEFAULT.withAbsent(absent)), r, false);
  }

  /**
   * A knock-out round against the bracket the rounds before it make ({@link Bracket}): what does not fit is a
   * {@link Violation.Rule#NOT_THE_BRACKET}; the Swiss rules (rematches, colour streaks) do not apply to a match.
   */
  private static RoundCheck knockout(Tournament t, Round r) {
    Bracket b = Bracket.of(t.withRoundsUpTo(r.division(), r.number()), r.division());
    List<Violation> violations = b.mismatchesOf(r.number()).stream()
        .map(m -> new Violation(Violation.Rule.NOT_THE_BRACKET, m.board(), m.players(), m.zh(), m.en())).toList();
    return new RoundCheck(r.division(), r.number(), violations, PairingQuality.ZERO);
  }

  /** The field before round {@code r} of its division, judged by the points {@code r} was paired on. */
  private static Field fieldBefore(Tournament t, Round r, PairingOptions options) {
    Tournament before = t.withRounds(t.rounds().stream()
        .filter(x -> !x.division().equals(r.division()) || x.number() < r.number()).toList());
    return Field.of(before, r.division(), r.number(), options, true, r.countedAsDraws());
  }

  /** A round against the field before it (the engine's own pairing: not compared with the best one). */
  static RoundCheck check(Field f, Round r) {
    return check(f, r, false);
  }

  /**
   * A round against the field before it. With {@code compareWithBest} — a round as the tournament records it —
   * also whether a pairing of the same players with better score differences existed under the same hard rules (as
   * the engine would pair them), and a player left out who came in after the round was paired is a notice
   * ({@link Violation.Rule#ENTERED_LATER}) rather than a player missing from it; a new list must hold everyone.
   */
  static RoundCheck check(Field f, Round r, boolean compareWithBest) {
    PairingRules rules = new PairingRules(f);
    List<Violation> out = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    PairingQuality quality = PairingQuality.ZERO;
    for (Game g : r.games()) {
      Entrant red = known(f, g.red(), g.board(), out);
      Entrant black = known(f, g.black(), g.board(), out);
      twice(f, seen, g.red(), g.board(), out);
      twice(f, seen, g.black(), g.board(), out);
      if (red == null || black == null) {
        continue;
      }
      eligible(red, g.board(), out);
      eligible(black, g.board(), out);
      if (red.met.contains(black.id) || black.met.contains(red.id)) {
        out.add(new Violation(Violation.Rule.REMATCH, g.board(), List.of(red.id, black.id),
            red.label() + " 与 " + black.label() + " 已经交手过（弃权也算交手）",
            red.label() + " and " + black.label() + " have met before (a forfeit counts as a meeting)"));
      }
      if (f.unitsApply && red.sameUnit(black)) {
        out.add(new Violation(Violation.Rule.SAME_UNIT, g.board(), List.of(red.id, black.id),
            red.label() + " 与 " + black.label() + " 同属 " + red.unit + "，本轮应回避",
            red.label() + " and " + black.label() + " are both from " + red.unit
                + "; same-unit avoidance applies in this round"));
      }
      if (f.coloursHard) {
        colour(f, red, Colour.RED, g.board(), out);
        colour(f, black, Colour.BLACK, g.board(), out);
      }
      quality = quality.plus(rules.cost(red, black));
    }
    int players = 2 * r.games().size() + r.byes().size();
    List<Entrant> present = present(f, r);
    for (String id : r.byes()) {
      Entrant e = known(f, id, 0, out);
      twice(f, seen, id, 0, out);
      if (e == null) {
        continue;
      }
      eligible(e, 0, out);
      quality = quality.plus(rules.byeCost(e));
      if (!rules.mayHaveBye(e)) {
        out.add(new Violation(Violation.Rule.SECOND_BYE, 0, List.of(id), e.label() + " 已经轮空过 " + e.byes
            + " 次，还有未轮空的棋手", e.label() + " already had " + e.byes + " bye(s) while others had fewer"));
      }
      if (rules.lowerByePossible(present, e)) {
        out.add(new Violation(Violation.Rule.BYE_NOT_LOWEST, 0, List.of(id), e.label() + "（" + e.score
            + "分）轮空，但更低分组的棋手可以合法轮空", e.label() + " (" + e.score + ") has the bye although a "
            + "player of a lower score group could have it legally"));
      }
    }
    if (r.byes().size() > 1 || (r.byes().size() == 1 && players % 2 == 0)) {
      out.add(new Violation(Violation.Rule.EXTRA_BYE, 0, r.byes(), "本轮轮空 " + r.byes().size()
          + " 人，多于需要", r.byes().size() + " byes in this round, more than the field needs"));
    }
    // The highest pairing number of the round's players: whoever is numbered after it came in after the round
    // was paired (late entries get the next free number; players without one are numbered last for checking).
    int highest = 0;
    for (String id : seen) {
      Entrant e = f.get(id);
      highest = e == null ? highest : Math.max(highest, e.number);
    }
    for (Entrant e : f.pool) {
      if (seen.contains(e.id) || r.absent().contains(e.id)) {
        continue; // in the round, or excused from it by notice (R8): the round records who
      }
      if (compareWithBest && e.number > highest && e.met.isEmpty() && e.byes == 0) {
        out.add(new Violation(Violation.Rule.ENTERED_LATER, 0, List.of(e.id), e.label() + " 未参加本轮：其序号在本轮所有棋手"
            + "之后，应是本轮编排后才报名、报到或缴费", e.label() + " is not in this round: his pairing number comes after"
            + " every player's of it, so he entered, checked in or paid after it was paired"));
      } else {
        out.add(new Violation(Violation.Rule.NOT_PAIRED, 0, List.of(e.id), e.label() + " 可以参赛，但本轮既未编排也未"
            + "轮空", e.label() + " may play but is neither paired nor given the bye"));
      }
    }
    if (compareWithBest && r.number() > 1 && out.stream().noneMatch(v -> v.rule() == Violation.Rule.PLAYER_TWICE
        || v.rule() == Violation.Rule.UNKNOWN_PLAYER)) {
      nearerScores(f, rules, r, quality).ifPresent(out::add);
    }
    return new RoundCheck(f.division, r.number(), out, quality);
  }

  /**
   * The flag for a round whose score differences are worse than the best the same players allow under the same hard
   * rules (the engine's optimum; the bye is judged by its own rules above): it names the boards at the first level
   * where the round is worse — the pairs that jumped — and what the best pairing gives that score group.
   */
  private static java.util.Optional<Violation> nearerScores(Field f, PairingRules rules, Round r,
      PairingQuality quality) {
    List<Entrant> present = present(f, r);
    PairingQuality best;
    try {
      best = SwissRoundProblem.solve(rules, present).quality();
    } catch (ProblemException e) {
      return java.util.Optional.empty(); // no legal pairing of these players: the broken rules say enough
    }
    if (best.byeScore() != quality.byeScore() || best.byeCount() != quality.byeCount()) {
      return java.util.Optional.empty();
    }
    ScoreDifferences.Level worse = quality.differences().firstWorseThan(best.differences());
    if (worse == null) {
      return java.util.Optional.empty();
    }
    int high = worse.higherScore();
    int low = high - worse.difference();
    List<String> ids = new ArrayList<>();
    List<String> boardsZh = new ArrayList<>();
    List<String> boardsEn = new ArrayList<>();
    for (Game g : r.games()) {
      Entrant red = f.get(g.red());
      Entrant black = f.get(g.black());
      if (Math.max(red.score, black.score) == high && Math.min(red.score, black.score) == low) {
        ids.add(red.id);
        ids.add(black.id);
        boardsZh.add("第" + g.board() + "台 " + red.label() + "（" + red.score + "分）— " + black.label() + "（"
            + black.score + "分）");
        boardsEn.add("board " + g.board() + " " + red.label() + " (" + red.score + ") v " + black.label() + " ("
            + black.score + ")");
      }
    }
    ScoreDifferences bestHere = best.differences().ofGroup(high);
    String bestZh = bestHere.isNone() ? high + "分组全部同分相对" : bestHere.describeZh();
    String bestEn = bestHere.isNone() ? "the " + high + "-point group all paired inside it" : bestHere.describeEn();
    return java.util.Optional.of(new Violation(Violation.Rule.NEARER_SCORES, 0, ids,
        "有分差更小的编排（同分相对，近分相对）：本轮 " + high + "分组有 " + worse.pairs() + " 对相差 " + worse.difference()
            + " 分（" + String.join("；", boardsZh) + "），而同样的硬性规则下可以做到 " + bestZh,
        "a pairing with nearer scores existed: this round has " + worse.pairs() + " pair(s) of the " + high
            + "-point group " + worse.difference() + " point(s) apart (" + String.join("; ", boardsEn)
            + "), while the same hard rules allow " + bestEn));
  }

  /** The players of the round (its games and byes) that the field knows, in pairing-number order. */
  private static List<Entrant> present(Field f, Round r) {
    List<Entrant> present = new ArrayList<>();
    for (Game g : r.games()) {
      present.add(f.get(g.red()));
      present.add(f.get(g.black()));
    }
    r.byes().forEach(id -> present.add(f.get(id)));
    present.removeIf(java.util.Objects::isNull);
    present.sort(java.util.Comparator.comparingInt((Entrant e) -> e.number).thenComparing(e -> e.id));
    return present;
  }

  private static Entrant known(Field f, String id, int board, List<Violation> out) {
    Entrant e = f.get(id);
    if (e == null) {
      out.add(new Violation(Violation.Rule.UNKNOWN_PLAYER, board, List.of(id), "棋手 " + id + " 不在组别 "
          + f.division + " 中", "player " + id + " is not in division " + f.division));
    }
    return e;
  }

  private static void twice(Field f, Set<String> seen, String id, int board, List<Violation> out) {
    if (!seen.add(id)) {
      // A player of the division is named as the lists name him; an id the division does not know, as it is.
      String who = f.get(id) == null ? id : f.get(id).label();
      out.add(new Violation(Violation.Rule.PLAYER_TWICE, board, List.of(id), "棋手 " + who + " 在本轮出现两次",
          "player " + who + " appears twice in this round"));
    }
  }

  private static void eligible(Entrant e, int board, List<Violation> out) {
    if (e.ineligible != null) {
      out.add(new Violation(Violation.Rule.NOT_ELIGIBLE, board, List.of(e.id), e.label() + " 不应编排："
          + e.ineligible.zh(), e.label() + " should not be paired: " + e.ineligible.en()));
    }
  }

  private static void colour(Field f, Entrant e, Colour c, int board, List<Violation> out) {
    String[] text = e.describeBreak(c, f.maxInARow, f.maxSurplus);
    if (text != null) {
      Violation.Rule rule = "streak".equals(e.brokenRule(c, f.maxInARow)) ? Violation.Rule.COLOUR_STREAK
          : Violation.Rule.COLOUR_SURPLUS;
      out.add(new Violation(rule, board, List.of(e.id), text[0], text[1]));
    }
  }
}
