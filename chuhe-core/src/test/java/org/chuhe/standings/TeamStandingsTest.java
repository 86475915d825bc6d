package org.chuhe.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamScoring;
import org.chuhe.regulations.TieBreakRules;
import org.chuhe.testing.TournamentBuilder;
import org.junit.jupiter.api.Test;

class TeamStandingsTest {

  /**
   * Teams X (x1..x3) and Y (y1..y3), best 2 count. One round: x1-y1 1-0, y2-x2 1-0, x3-y3 1/2.
   * x1 2, y2 2, x3 1, y3 1, x2 0, y1 0. Best two: X = x1 2 + x3 1 = 3; Y = y2 2 + y3 1 = 3. Tie -> the team whose
   * best player ranks higher. x1 and y2 both have 2 points; 对手分 x1 = y1 0, y2 = x2 0; lots: y2 1, x1 2 -> y2 first.
   */
  @Test
  void bestNPointsWithTieToTheTeamOfTheBetterBestPlayer() {
    Tournament t = teamEvent(new TeamScoring(TeamScoring.Method.BEST_N_POINTS, 2, null, null));
    DivisionStandings s = StandingsEngine.rank(t, "open");
    assertThat(s.rows().get(0).playerId()).isEqualTo("y2");
    List<TeamStandingsRow> teams = TeamStandings.rank(t, s);
    assertThat(teams).extracting(TeamStandingsRow::unit).containsExactly("Y", "X");
    assertThat(teams).extracting(TeamStandingsRow::score).containsExactly(3, 3);
    assertThat(teams.get(0).counted()).containsExactly("y2", "y3");
    assertThat(teams).extracting(TeamStandingsRow::bestPlayerRank).containsExactly(1, 2);
  }

  @Test
  void bestNPlacesLowerIsBetter() {
    Tournament t = teamEvent(new TeamScoring(TeamScoring.Method.BEST_N_PLACES, 2, null, null));
    DivisionStandings s = StandingsEngine.rank(t, "open");
    // order: y2, x1, (x3, y3 by 对手分: x3 opp y3 1, y3 opp x3 1 -> lots x3 5, y3 6), then x2, y1
    assertThat(s.rows()).extracting(StandingsRow::playerId).containsExactly("y2", "x1", "x3", "y3", "x2", "y1");
    List<TeamStandingsRow> teams = TeamStandings.rank(t, s);
    // X: 2 + 3 = 5, Y: 1 + 4 = 5 -> Y's best player ranks higher
    assertThat(teams).extracting(TeamStandingsRow::unit).containsExactly("Y", "X");
    assertThat(teams).extracting(TeamStandingsRow::score).containsExactly(5, 5);
  }

  /**
   * A player who did not take part does not count as one of a team's best N. The event of
   * {@code TieBreakExamplesTest.threeWhoDidNotPlay}: X = A (3 points), E (did not play); Y = C (3), D (2), G (did
   * not play); Z = B (2), F (did not play). Best 2 by points: only Y has two players who took part (3 + 2 = 5); X (A
   * 3) and Z (B 2) have one each and rank after the complete team, X ahead on score.
   */
  @Test
  void playersWhoDidNotPlayDoNotCountForTheirTeam() {
    Tournament t = TieBreakExamplesTest.threeWhoDidNotPlay()
        .regulations(Regulations.defaults().withTeamScoring(new TeamScoring(TeamScoring.Method.BEST_N_POINTS, 2, null,
            null)))
        .build();
    List<TeamStandingsRow> teams = TeamStandings.rank(t, StandingsEngine.rank(t, "open"));
    assertThat(teams).extracting(TeamStandingsRow::unit).containsExactly("Y", "X", "Z");
    assertThat(teams).extracting(TeamStandingsRow::score).containsExactly(5, 3, 2);
    assertThat(teams).extracting(TeamStandingsRow::counted)
        .containsExactly(List.of("C", "D"), List.of("A"), List.of("B"));
  }

  @Test
  void noTeamScoringGivesNoTeams() {
    Tournament t = teamEvent(TeamScoring.NONE);
    assertThat(TeamStandings.rank(t, StandingsEngine.rank(t, "open"))).isEmpty();
  }

  @Test
  void individualEntrantsFormNoTeam() {
    // i1..i4 win everything; written 个人, 无, "-" and left blank, they are in no unit and no team.
    Regulations r = TournamentBuilder.withChain(Regulations.defaults(),
        new TieBreakRules(List.of(Criterion.OPPONENT_SCORE, Criterion.LOTS), null, null, null, null))
        .withTeamScoring(new TeamScoring(TeamScoring.Method.BEST_N_POINTS, 2, null, null));
    Tournament t = new TournamentBuilder().regulations(r)
        .player("i1", "个人").player("i2", "无").player("i3", "-").player("i4", "")
        .player("x1", "X").player("x2", " X ").player("y1", "Y").player("y2", "Y")
        .round("i1-x1 1-0", "i2-x2 1-0", "i3-y1 1-0", "i4-y2 1-0")
        .build();
    List<TeamStandingsRow> teams = TeamStandings.rank(t, StandingsEngine.rank(t, "open"));
    assertThat(teams).extracting(TeamStandingsRow::unit).containsExactlyInAnyOrder("X", "Y");
    assertThat(teams).allMatch(team -> team.counted().size() == 2); // " X " is X
  }

  /**
   * The venue tryout's spellings (issue 23) and the regulations' own: i1 "个 人" and i2 "个\u3000人", i3 散户 and i4
   * 个人赛, i5 自由 and i6 待定 win their games and form no team; w1, w2 of "待 分配" and 待分配 are team 待分配 (2 + 2 = 4,
   * first) unless the regulations list 待分配 among their notUnits: then X and Y (0 + 0 each) are the only teams.
   */
  @Test
  void theVenueTryoutsSpellingsAndTheRegulationsOwnFormNoTeam() {
    Regulations r = TournamentBuilder.withChain(Regulations.defaults(),
        new TieBreakRules(List.of(Criterion.OPPONENT_SCORE, Criterion.LOTS), null, null, null, null))
        .withTeamScoring(new TeamScoring(TeamScoring.Method.BEST_N_POINTS, 2, null, null));
    TournamentBuilder b = new TournamentBuilder().regulations(r)
        .player("i1", "个 人").player("i2", "个\u3000人").player("i3", "散户").player("i4", "个人赛")
        .player("i5", "自由").player("i6", "待定").player("w1", "待 分配").player("w2", "待分配")
        .player("x1", "X").player("x2", "X").player("y1", "Y").player("y2", "Y").player("z1", "Z").player("z2", "Z")
        .player("v1", "V").player("v2", "V")
        .round("i1-x1 1-0", "i2-x2 1-0", "i3-y1 1-0", "i4-y2 1-0", "i5-z1 1-0", "i6-z2 1-0", "w1-v1 1-0",
            "w2-v2 1-0");
    List<TeamStandingsRow> teams = TeamStandings.rank(b.build(), StandingsEngine.rank(b.build(), "open"));
    assertThat(teams).extracting(TeamStandingsRow::unit).containsExactlyInAnyOrder("待 分配", "X", "Y", "Z", "V");
    assertThat(teams.get(0).unit()).isEqualTo("待 分配");
    assertThat(teams.get(0).score()).isEqualTo(4);
    Tournament own = b.regulations(r.withNotUnits(List.of("待分配"))).build();
    assertThat(TeamStandings.rank(own, StandingsEngine.rank(own, "open"))).extracting(TeamStandingsRow::unit)
        .containsExactlyInAnyOrder("X", "Y", "Z", "V");
  }

  private static Tournament teamEvent(TeamScoring scoring) {
    Regulations base = TournamentBuilder.withChain(Regulations.defaults(),
        new TieBreakRules(List.of(Criterion.OPPONENT_SCORE, Criterion.LOTS), null, null, null, null));
    Regulations r = base.withTeamScoring(scoring);
    return new TournamentBuilder().regulations(r)
        .player("x1", "X").player("x2", "X").player("x3", "X")
        .player("y1", "Y").player("y2", "Y").player("y3", "Y")
        .round("x1-y1 1-0", "y2-x2 1-0", "x3-y3 1/2")
        .lot("y2", 1).lot("x1", 2).lot("x3", 5).lot("y3", 6).lot("x2", 3).lot("y1", 4)
        .build();
  }
}
