package org.chuhe.teams;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.pairing.NextRound;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.pairing.Violation;
import org.chuhe.regulations.Format;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/** The team Swiss on the pairing engine: rounds worked by hand, the checker, a whole event. */
class TeamSwissTest {

  private static Round pair(Tournament t) {
    return NextRound.pair(t, TeamEvents.DIVISION, PairingOptions.DEFAULT).round();
  }

  /** The round with each table's boards given these results (board 1 first). */
  private static Tournament played(Tournament t, Round r, String... tables) {
    List<Game> games = new ArrayList<>();
    int n = t.regulations().teamMatch().boards();
    for (Game g : r.games()) {
      String[] codes = tables[(g.board() - 1) / n].split(" ");
      games.add(g.withResult(Result.parse(codes[(g.board() - 1) % n]).orElseThrow()));
    }
    return TeamEvents.add(t, r.withGames(games, r.byes()));
  }

  @Test
  void roundsOneAndTwoOfSixTeamsWorkedByHand() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 4, 0, 5), 6);
    Round r1 = pair(t);
    // Round 1: the top half against the bottom half, 1–4, 2–5, 3–6; no side due yet, so the higher team moves first
    // on the odd tables and the lower one on the even tables (as the individual Swiss's round 1 alternates).
    assertThat(r1.matches()).containsExactly(new TeamPairing(1, "T1", "T4"), new TeamPairing(2, "T5", "T2"),
        new TeamPairing(3, "T3", "T6"));
    // T1 beats T4 5 : 3; T2 beats T5 5 : 3 (T5 first: its board-1 player has red and loses); T3 and T6 draw 4 : 4.
    t = played(t, r1, "1-0 1/2 1/2 1/2", "0-1 1/2 1/2 1/2", "1/2 1/2 1/2 1/2");
    // Order: T1 (2, 5), T2 (2, 5), T3 (1, 4), T6 (1, 4), T4 (0, 3), T5 (0, 3). Due: T1, T5, T3 second; T4, T2, T6
    // first. T3–T6 met, so two pairs float: T1–T2, T3–T4, T6–T5 (differences 1 + 1, every side due met, squared
    // number distances 1 + 4 + 4 = 9) beats T1–T6, T2–T3, T4–T5 (also 2 and no side unmet, but 9 + 1 + 1 = 11)
    // and T1–T3, T2–T6, T4–T5 (two sides unmet).
    Round r2 = pair(t);
    assertThat(r2.matches()).containsExactly(new TeamPairing(1, "T2", "T1"), new TeamPairing(2, "T4", "T3"),
        new TeamPairing(3, "T6", "T5"));
    TeamSwissQuality[] q = TeamSwiss.qualities(TeamEvents.add(t, r2), r2, PairingEngine.inCallingThread(
        EngineProbe.NONE));
    assertThat(q[0]).isEqualTo(new TeamSwissQuality(0, 0, 2, 0, 0, 9));
    assertThat(q[1]).isEqualTo(q[0]);
  }

  @Test
  void theByeGoesToTheLowestTeamOnlyOnceAndScoresAWonMatch() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 2, 0, 5), 5);
    Round r1 = pair(t);
    // Five teams: T5, the last, rests; 1–3, 2–4.
    assertThat(r1.teamByes()).containsExactly("T5");
    assertThat(r1.matches()).containsExactly(new TeamPairing(1, "T1", "T3"), new TeamPairing(2, "T4", "T2"));
    t = played(t, r1, "1-0 0-1", "1-0 0-1");
    // The bye: a won match (场分 2) and every board a won game (局分 2 × 2).
    TeamHistory bye = TeamHistories.of(t, TeamEvents.DIVISION, 1).get("T5");
    assertThat(List.of(bye.matchPoints(), bye.gamePoints(), bye.byes())).containsExactly(2, 4, 1);
    // T1 and T4 won 4 : 0 (board 2's black is theirs); T3, T2 lost. Round 2: T1 (2, 4), T4 (2, 4), T5 (2, 4), T2,
    // T3 (0, 0): the bye goes to the lowest team that has had none: T3.
    Round r2 = pair(t);
    assertThat(r2.teamByes()).containsExactly("T3");
    t = TeamEvents.add(t, r2);
    assertThat(PairingChecker.checkAll(t)).allMatch(RoundCheck::passes);
    // Giving T5 a second bye instead is refused by the checker.
    Round wrong = r2.withMatches(List.of(new TeamPairing(1, "T1", "T4"), new TeamPairing(2, "T3", "T2")),
        List.of("T5"));
    RoundCheck c = org.chuhe.teams.TeamRoundChecker.check(t, wrong);
    assertThat(c.violations()).extracting(Violation::rule).contains(Violation.Rule.SECOND_BYE);
  }

  @Test
  void aRematchAndAFarPairingAreReported() {
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 2, 0, 5), 4);
    t = TeamEvents.round(t, List.of("T1-T3", "T4-T2"), List.of(), "1-0 0-1", "1/2 1/2");
    // Round 2 recorded T1–T3 again: a rematch.
    Tournament again = TeamEvents.round(t, List.of("T3-T1", "T2-T4"), List.of(), "1/2 1/2", "1/2 1/2");
    assertThat(PairingChecker.checkAll(again).get(1).violations()).extracting(Violation::rule)
        .contains(Violation.Rule.REMATCH);
    // T1 (2) should meet a team of 1 (T2 or T4), not T3 (0) while T2 and T4 meet again... they met: so
    // T1–T2, T4–T3 or T1–T4, T2–T3 (differences 1 + 1); T1–T4 recorded as T1–T2's equal is fine, but a pairing
    // with differences 4 + 0 is not possible here. Recorded T1–T4, T3–T2: legal and as near as the best.
    Tournament near = TeamEvents.round(t, List.of("T4-T1", "T3-T2"), List.of(), "1/2 1/2", "1/2 1/2");
    assertThat(PairingChecker.checkAll(near).get(1).passes()).isTrue();
  }

  @Test
  void aWholeEventOfTwelveTeamsPassesTheCheck() {
    int surplus = 0;
    int teams = 0;
    for (long seed : org.chuhe.testing.TestSeeds.of(2814L, 20)) {
      Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 3, 1, 7), 11 + (int) (seed & 1));
      SplittableRandom random = new SplittableRandom(seed);
      for (int r = 0; r < 7; r++) {
        t = TeamEvents.playRound(t, random);
      }
      for (RoundCheck c : PairingChecker.checkAll(t)) {
        assertThat(c.violations()).as("seed %d round %d", seed, c.round()).isEmpty();
      }
      // Sides alternate, as a wish below the score differences: a surplus of 3 in seven matches can happen (a
      // float forced it), but on average a team is nearly level.
      for (TeamHistory h : TeamHistories.of(t, TeamEvents.DIVISION, 7).values()) {
        assertThat(Math.abs(h.firstSurplus())).as("seed %d %s", seed, h.team()).isLessThanOrEqualTo(3);
        surplus += Math.abs(h.firstSurplus()) - h.sides().size() % 2; // an odd number of matches leaves one over
        teams++;
      }
    }
    System.out.printf("team Swiss: mean first-side surplus beyond the odd match %.2f over %d teams%n",
        (double) surplus / teams, teams);
    assertThat((double) surplus / teams).isLessThan(0.5);
  }
}
