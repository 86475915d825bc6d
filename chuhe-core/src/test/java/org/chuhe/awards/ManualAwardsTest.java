package org.chuhe.awards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.chuhe.awards.Fixtures.byDivision;
import static org.chuhe.awards.Fixtures.division;
import static org.chuhe.awards.Fixtures.field;
import static org.chuhe.awards.Fixtures.regulations;
import static org.chuhe.awards.Fixtures.standings;
import static org.chuhe.awards.Fixtures.tournament;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.ManualAward;
import org.chuhe.model.Player;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.ManualAwardRule;
import org.chuhe.regulations.PrizeTable;
import org.chuhe.regulations.Regulations;
import org.junit.jupiter.api.Test;

/** R20, seed 000 §十.㈢: 设体育道德风尚奖 … 成年组、少儿组各评选出二位棋手. */
class ManualAwardsTest {

  private static final String SPORTSMANSHIP = "体育道德风尚奖";

  private static final Regulations SEED_000 = regulations(
      List.of(division("adult", "女子成年组", PrizeTable.NONE, null), division("youth", "女子少儿组", PrizeTable.NONE, null)),
      null, null, null, false, null, List.of(new ManualAwardRule(SPORTSMANSHIP, 2)));

  private static PrizeList compute(List<ManualAward> awards) {
    List<Player> adult = field("adult", 10);
    List<Player> youth = field("youth", 10);
    List<Player> everyone = new ArrayList<>(adult);
    everyone.addAll(youth);
    return Awards.compute(tournament(SEED_000, everyone, awards),
        byDivision(standings("adult", adult), standings("youth", youth)), List.of());
  }

  @Test
  void twoPerDivisionAreListedWithoutWarnings() {
    PrizeList list = compute(List.of(new ManualAward("adult3", SPORTSMANSHIP), new ManualAward("adult7", SPORTSMANSHIP),
        new ManualAward("youth1", SPORTSMANSHIP), new ManualAward("youth9", SPORTSMANSHIP)));
    assertThat(list.manualAwards()).extracting(ManualAwardEntry::name, ManualAwardEntry::division,
        ManualAwardEntry::playerId).containsExactly(
        tuple(SPORTSMANSHIP, "adult", "adult3"), tuple(SPORTSMANSHIP, "adult", "adult7"),
        tuple(SPORTSMANSHIP, "youth", "youth1"), tuple(SPORTSMANSHIP, "youth", "youth9"));
    assertThat(list.warnings()).isEmpty();
    assertThat(list.grandTotal()).isZero();
  }

  @Test
  void moreThanTheRegulationsAllowIsWarnedButListed() {
    PrizeList list = compute(List.of(new ManualAward("adult1", SPORTSMANSHIP), new ManualAward("adult2", SPORTSMANSHIP),
        new ManualAward("adult3", SPORTSMANSHIP), new ManualAward("youth1", SPORTSMANSHIP)));
    assertThat(list.manualAwards()).hasSize(4);
    assertThat(list.warnings()).singleElement().satisfies(w -> {
      assertThat(w.zh()).contains("adult", "3", "2");
      assertThat(w.en()).contains("3 players in division adult", "allow 2");
    });
  }

  @Test
  void anUnknownPlayerIsWarnedAndLeftOut() {
    PrizeList list =
        compute(List.of(new ManualAward("nobody", SPORTSMANSHIP), new ManualAward("adult1", SPORTSMANSHIP)));
    assertThat(list.manualAwards()).extracting(ManualAwardEntry::playerId).containsExactly("adult1");
    assertThat(list.warnings()).singleElement().extracting(Problem::where, Problem::en)
        .containsExactly("awards[0].player", "no such player: nobody");
  }

  @Test
  void aPlayerMayBeNamedByName() {
    PrizeList list = compute(List.of(new ManualAward("棋手youth5", SPORTSMANSHIP)));
    assertThat(list.manualAwards()).extracting(ManualAwardEntry::playerId, ManualAwardEntry::division)
        .containsExactly(tuple("youth5", "youth"));
    assertThat(list.warnings()).isEmpty();
  }

  @Test
  void anAmbiguousNameIsWarnedAndLeftOut() {
    List<Player> players = List.of(Player.of("a", "王芳", "adult", null), Player.of("b", "王芳", "youth", null));
    PrizeList list = Awards.compute(tournament(SEED_000, players, List.of(new ManualAward("王芳", SPORTSMANSHIP))),
        byDivision(standings("adult", players.subList(0, 1)), standings("youth", players.subList(1, 2))),
        List.of());
    assertThat(list.manualAwards()).isEmpty();
    assertThat(list.warnings()).singleElement().extracting(Problem::en).asString().contains("2 players are called 王芳");
  }

  @Test
  void anAwardTheRegulationsDoNotKnowIsWarnedButListed() {
    PrizeList list = compute(List.of(new ManualAward("adult1", "最佳新人奖")));
    assertThat(list.manualAwards()).extracting(ManualAwardEntry::name).containsExactly("最佳新人奖");
    assertThat(list.warnings()).singleElement().extracting(Problem::where, Problem::en)
        .containsExactly("awards[0].name", "the regulations have no award called 最佳新人奖");
  }
}
