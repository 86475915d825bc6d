package org.chuhe.awards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.awards.Fixtures.band;
import static org.chuhe.awards.Fixtures.division;
import static org.chuhe.awards.Fixtures.regulations;
import static org.chuhe.awards.Fixtures.table;

import java.util.List;
import org.chuhe.model.ManualAward;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.GradeBand;
import org.chuhe.regulations.LuckyPrize;
import org.chuhe.regulations.ManualAwardRule;
import org.chuhe.regulations.PlayerFilter;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TitleRule;
import org.chuhe.testing.TournamentBuilder;
import org.junit.jupiter.api.Test;

/**
 * Players who did not take part (未参赛) receive no prize, title or grade title, however many places the
 * regulations reward. Seven players; E forfeits both rounds, F withdrew before round 1, G loses a double forfeit and
 * is not paired again (as in {@code TieBreakExamplesTest.threeWhoDidNotPlay}): the standings are A, C, B, D.
 */
class DidNotPlayAwardsTest {

  private static Tournament event() {
    Regulations r = regulations(
        List.of(division("open", "公开组", table(band(1, 10, 100)), List.of(new GradeBand(1, null, "六级棋士")))), null,
        null, List.of(new LuckyPrize("lucky", "幸运奖", "open", 5, 50)), false,
        List.of(new TitleRule("all", "参赛纪念", "open", PlayerFilter.ANYONE, 10, TitleRule.Kind.TITLE)),
        List.of(new ManualAwardRule("体育道德风尚奖", 2)));
    Tournament t = new TournamentBuilder().regulations(r)
        .player("A", null).player("B", null).player("C", null).player("D", null).player("E", null)
        .player("F", null).player("G", null)
        .round("A-B 1-0", "C-E +-", "D-G --")
        .round("A-C 1/2", "B-E +-", "bye D")
        .withdraw("F", 0)
        .build();
    return new Tournament(t.id(), t.name(), t.regulations(), t.units(), t.players(), t.rounds(), t.withdrawals(),
        t.penalties(), List.of(new ManualAward("E", "体育道德风尚奖")), t.lots());
  }

  @Test
  void onlyThePlayersRankedAreRewarded() {
    ResultsBook book = ResultsBook.of(event());
    PrizeList prizes = book.prizes();
    // the table pays places 1-10, but only four players took part: 4 x 100; the lucky place 5 is not reached
    assertThat(prizes.list("open")).extracting(Award::playerId).containsExactly("A", "C", "B", "D");
    assertThat(prizes.grandTotal()).isEqualTo(400);
    assertThat(prizes.awards()).noneMatch(a -> a.kind() == Award.Kind.LUCKY);
    assertThat(prizes.titles()).extracting(TitleAward::playerId).containsExactly("A", "C", "B", "D");
    assertThat(prizes.grades()).extracting(GradeAward::playerId).containsExactly("A", "C", "B", "D");
    assertThat(book.standings().get("open").didNotPlay()).hasSize(3);
  }

  @Test
  void anAwardChosenByHandForAPlayerWhoDidNotPlayIsWarned() {
    PrizeList prizes = ResultsBook.of(event()).prizes();
    assertThat(prizes.manualAwards()).extracting(ManualAwardEntry::playerId).containsExactly("E");
    assertThat(prizes.warnings()).singleElement().satisfies(w -> {
      assertThat(w.where()).isEqualTo("awards[0].player");
      assertThat(w.zh()).contains("未参赛", "体育道德风尚奖");
      assertThat(w.en()).contains("did not play");
    });
  }
}
