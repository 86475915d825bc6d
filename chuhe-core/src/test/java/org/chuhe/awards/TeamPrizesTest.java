package org.chuhe.awards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.chuhe.awards.Fixtures.band;
import static org.chuhe.awards.Fixtures.byDivision;
import static org.chuhe.awards.Fixtures.division;
import static org.chuhe.awards.Fixtures.field;
import static org.chuhe.awards.Fixtures.regulations;
import static org.chuhe.awards.Fixtures.standings;
import static org.chuhe.awards.Fixtures.table;
import static org.chuhe.awards.Fixtures.tournament;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.Player;
import org.chuhe.regulations.PrizeTable;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamScoring;
import org.chuhe.standings.TeamStandingsRow;
import org.junit.jupiter.api.Test;

/** Seed 002 §十一: 奖励个人前十六名，团体前五名 (1000/800/700/600/500 yuan and a trophy each). */
class TeamPrizesTest {

  /** §十一.1: individual prizes, 1st also a trophy, the top 16 a certificate: 5,800 yuan in all. */
  private static final PrizeTable INDIVIDUAL = table(band(1, 1, 1000, true, true), band(2, 2, 800, false, true),
      band(3, 3, 700, false, true), band(4, 4, 600, false, true), band(5, 5, 500, false, true),
      band(6, 6, 400, false, true), band(7, 8, 300, false, true), band(9, 12, 200, false, true),
      band(13, 16, 100, false, true));

  /** §十一.2: team prizes. */
  private static final PrizeTable TEAMS = table(band(1, 1, 1000, true, false), band(2, 2, 800, true, false),
      band(3, 3, 700, true, false), band(4, 4, 600, true, false), band(5, 5, 500, true, false));

  private static final Regulations SEED_002 = regulations(
      List.of(division("open", "个人赛", INDIVIDUAL, null)),
      new TeamScoring(TeamScoring.Method.BEST_N_POINTS, 4, "open", TEAMS), null, null, false, null, null);

  private static List<TeamStandingsRow> teams(int count) {
    List<TeamStandingsRow> rows = new ArrayList<>();
    for (int i = 1; i <= count; i++) {
      rows.add(new TeamStandingsRow(i, "u" + i, "队" + i, 40 - i, List.of(), i));
    }
    return rows;
  }

  private static PrizeList compute(int players, List<TeamStandingsRow> teams) {
    List<Player> field = field("open", players);
    return Awards.compute(tournament(SEED_002, field), byDivision(standings("open", field)), teams);
  }

  @Test
  void topFiveTeamsGetMoneyAndATrophy() {
    PrizeList list = compute(50, teams(10));
    assertThat(list.teamAwards())
        .extracting(TeamAward::unit, TeamAward::unitName, TeamAward::place, TeamAward::money, TeamAward::trophy)
        .containsExactly(tuple("u1", "队1", 1, 1000, true), tuple("u2", "队2", 2, 800, true),
            tuple("u3", "队3", 3, 700, true), tuple("u4", "队4", 4, 600, true), tuple("u5", "队5", 5, 500, true));
    assertThat(list.teamTotal()).isEqualTo(3_600);
  }

  @Test
  void grandTotalAddsIndividualAndTeamPrizes() {
    PrizeList list = compute(50, teams(10));
    assertThat(list.totalOf("open").orElseThrow().total()).isEqualTo(5_800);
    assertThat(list.grandTotal()).isEqualTo(5_800 + 3_600);
    assertThat(list.list("open")).hasSize(16).allMatch(Award::certificate);
    assertThat(list.list("open")).filteredOn(Award::trophy).extracting(Award::place).containsExactly(1);
  }

  @Test
  void fewerTeamsThanPrizes() {
    PrizeList list = compute(15, teams(3));
    assertThat(list.teamAwards()).hasSize(3);
    assertThat(list.teamTotal()).isEqualTo(2_500);
    // 15 players: the 16th individual prize (100) is not paid.
    assertThat(list.grandTotal()).isEqualTo(5_700 + 2_500);
  }

  @Test
  void noTeamStandingsNoTeamPrizes() {
    PrizeList list = compute(20, null);
    assertThat(list.teamAwards()).isEmpty();
    assertThat(list.teamTotal()).isZero();
  }

  @Test
  void tiedTeamsAreWarnedAbout() {
    List<TeamStandingsRow> rows = new ArrayList<>(teams(6));
    rows.set(3, new TeamStandingsRow(3, "u4", "队4", 37, List.of(), 4));
    PrizeList list = compute(20, rows);
    assertThat(list.teamAwards()).extracting(TeamAward::money).containsExactly(1000, 800, 700, 600, 500);
    assertThat(list.warnings()).singleElement().satisfies(w -> {
      assertThat(w.where()).isEqualTo("teams");
      assertThat(w.zh()).contains("第3–4名", "队3", "队4");
    });
  }
}
