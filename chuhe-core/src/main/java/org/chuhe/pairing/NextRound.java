package org.chuhe.pairing;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.engine.EngineProbe;
import org.chuhe.knockout.Bracket;
import org.chuhe.knockout.KnockoutPairing;
import org.chuhe.engine.PairingEngine;
import org.chuhe.model.Game;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Format;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsEngine;
import org.chuhe.standings.StandingsRow;
import org.chuhe.tournament.Tournament;

/**
 * Pairs the next round of a division by the event's format (赛制, {@link Format}): the one place the workflow, the
 * simulation and the front ends ask, whatever the format. A Swiss round comes from {@link SwissPairing}; each other
 * format's rounds from its own rule book.
 */
public final class NextRound {
  private NextRound() {}

  /** Why a player in the event has no game in a round by his format's rules, in both languages. */
  public record NoGame(String zh, String en) {}

  /**
   * The players of the division whom the format gives no game in {@code round} though they may be paired
   * ({@link Eligibility} says who may not): a round robin's opponents of withdrawn players (the table's game is a
   * forfeit win, or nothing when the withdrawn player's results are cancelled, Laws §20.3); a knock-out round's
   * players not qualified, knocked out, or waiting for the other matches ({@link KnockoutPairing#notPaired}). For a
   * knock-out round the bracket alone decides: its players to pair are not in the map, whatever else is said of
   * them. Empty for a Swiss.
   */
  public static Map<String, NoGame> noGame(Tournament t, String division, int round) {
    Map<String, NoGame> out = new LinkedHashMap<>();
    if (t.regulations().format() == Format.ROUND_ROBIN) {
      out.putAll(RoundRobinPairing.idle(t, division, round));
    } else if (Bracket.knockoutRound(t.regulations(), division, round)) {
      KnockoutPairing.notPaired(t, division).forEach((id, why) -> out.put(id, new NoGame(why.zh(), why.en())));
    }
    return out;
  }

  /** Whether the bracket, not {@link Eligibility}, says who is paired in {@code round} (a knock-out round). */
  public static boolean pairedByBracket(Tournament t, String division, int round) {
    return Bracket.knockoutRound(t.regulations(), division, round);
  }

  /** The number of the round {@link #pair} would pair next in this division. */
  public static int number(Tournament t, String division) {
    return SwissPairing.nextRound(t, division);
  }

  /**
   * The rounds the division plays, as far as they are known now: the regulations' {@code rounds} for a Swiss; for a
   * round robin the Berger table's, (n − 1, or n for odd n) × cycles, from its players (round 1's, or before it those
   * who would be paired in it), whatever the regulations' {@code rounds} says; for a Swiss then knock-out the Swiss
   * rounds while they last, then the knock-out's rounds after them, as many as its matches need ({@link Bracket}):
   * the next one while the knock-out is not over (pairing it may still be refused, with the reason), none after it.
   * So the division's next round may be paired while {@link #number} is at most this.
   */
  public static int rounds(Tournament t, String division) {
    Format format = t.regulations().format();
    int rounds = t.regulations().roundsOf(division);
    if (format == Format.ROUND_ROBIN) {
      return RoundRobinPairing.schedule(t, division).rounds();
    }
    if (format == Format.TEAM_ROUND_ROBIN) {
      return org.chuhe.teams.TeamRoundRobin.schedule(t, division).rounds();
    }
    if (format != Format.SWISS_KNOCKOUT || number(t, division) <= rounds) {
      return rounds;
    }
    Bracket b = Bracket.of(t, division);
    return b.status() == Bracket.Status.FINISHED ? b.nextRound() - 1 : b.nextRound();
  }

  /** Pairs the next round of the division in the calling thread; the tournament is not changed. */
  public static PairingResult pair(Tournament t, String division, PairingOptions options) {
    return pair(t, division, options, PairingEngine.inCallingThread(EngineProbe.NONE));
  }

  /** As {@link #pair(Tournament, String, PairingOptions)}, with the engine's threads and probe. */
  public static PairingResult pair(Tournament t, String division, PairingOptions options, PairingEngine engine) {
    Format format = t.regulations().format();
    return switch (format) {
      case SWISS -> SwissPairing.pair(t, division, options, engine);
      case ROUND_ROBIN -> RoundRobinPairing.pair(t, division, options);
      case SWISS_KNOCKOUT -> number(t, division) <= t.regulations().roundsOf(division)
          ? SwissPairing.pair(t, division, options, engine) : knockout(t, division, options);
      case TEAM_SWISS -> org.chuhe.teams.TeamSwiss.pair(t, division, options, engine);
      case TEAM_ROUND_ROBIN -> org.chuhe.teams.TeamRoundRobin.pair(t, division, options);
    };
  }

  /**
   * The next knock-out round (org.chuhe.knockout): the bracket decides who plays whom and with which colours; the
   * arbiter's manual changes and absences do not apply (a match is its two players), so they are refused.
   */
  private static PairingResult knockout(Tournament t, String division, PairingOptions options) {
    if (!options.changes().isEmpty() || !options.absent().isEmpty()) {
      throw ProblemException.of("changes", "淘汰赛的对阵由对阵图决定，不能手动调整或请假；弃权的对局请录入弃权结果",
          "a knock-out round is paired by the bracket: no manual change or absence; enter a forfeit instead");
    }
    KnockoutPairing.Next next = KnockoutPairing.pair(t, division);
    List<BoardNote> notes = next.notes().stream()
        .map(n -> new BoardNote(n.board(), n.red(), n.black(), n.zh(), n.en())).toList();
    // The points printed beside the players: their Swiss points (the seeding's), the knock-out scores no points.
    DivisionStandings swiss = StandingsEngine.rankAfter(t, division, t.regulations().roundsOf(division));
    Map<String, Integer> points = new LinkedHashMap<>();
    for (Game g : next.round().games()) {
      points.put(g.red(), swiss.row(g.red()).map(StandingsRow::points).orElse(0));
      points.put(g.black(), swiss.row(g.black()).map(StandingsRow::points).orElse(0));
    }
    return new PairingResult(next.round(), null, () -> notes, next.summaryZh(), next.summaryEn(),
        List.of(), List.of(), points, next.warnings());
  }
}
