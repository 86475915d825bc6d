package org.chuhe.awards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.awards.Fixtures.band;
import static org.chuhe.awards.Fixtures.city;
import static org.chuhe.awards.Fixtures.division;
import static org.chuhe.awards.Fixtures.regulations;
import static org.chuhe.awards.Fixtures.table;

import java.util.List;
import org.chuhe.awards.WithdrawnEntry.Status;
import org.chuhe.model.Player;
import org.chuhe.model.PrizeDecision;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.ExtraPrizeList;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.GradeBand;
import org.chuhe.regulations.LuckyPrize;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TitleRule;
import org.chuhe.regulations.WithdrawnPrizes;
import org.chuhe.testing.TournamentBuilder;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * A withdrawn player and his prizes (issue 23: one withdrawn after round 3 received a lucky prize and a grade title
 * without a word). Six players; W (孝义) withdraws after round 2.
 *
 * <pre>
 * R1: A-B 1-0, C-D 1-0, W-E 1-0     R2: A-W 1-0, B-C 0-1, D-E 1-0     R3 (W withdrawn): A-C ½, B-D 0-1, bye E
 * points: C 5, A 5, D 4, W 2, E 2, B 0
 * 对手分: C D4+B0+A5 = 9 ahead of A B0+W2+C5 = 7; W E2+A5 = 7 ahead of E W2+D4+bye 0 (lowest final score, B) = 6
 * standings: 1 C, 2 A, 3 D, 4 W, 5 E, 6 B
 * </pre>
 *
 * The regulations (prizes cumulative): places 1–4 100 yuan each; a lucky prize of 50 for every rank ending in 4;
 * 孝义市户籍奖 30 yuan to the best 孝义 player; the title 孝义棋王 to the best 孝义 player; 六级棋士 for every place. W's
 * place 4 earns: the table's 100, the lucky 50, the 孝义 list's 30 (he is the best 孝义 player, E the next), the title
 * and the grade: 480 yuan paid in all (400 + 50 + 30) while he keeps them.
 */
class WithdrawnPrizesTest {

  private static Regulations rules(WithdrawnPrizes withdrawn) {
    return regulations(List.of(division("open", "公开组", table(band(1, 4, 100)),
            List.of(new GradeBand(1, null, "六级棋士")))), null,
        List.of(new ExtraPrizeList("xiaoyi", "孝义市户籍奖", "open", city("孝义"), table(band(1, 1, 30)))),
        List.of(new LuckyPrize("lucky", "幸运奖", "open", 4, 50)), true,
        List.of(new TitleRule("king", "孝义棋王", "open", city("孝义"), 1, TitleRule.Kind.TITLE)), null)
        .withWithdrawnPrizes(withdrawn);
  }

  private static Tournament event(Regulations r, PrizeDecision... decisions) {
    Tournament t = new TournamentBuilder().regulations(r)
        .player("A", null).player("B", null).player("C", null).player("D", null).player("E", null)
        .player("W", null)
        .round("A-B 1-0", "C-D 1-0", "W-E 1-0")
        .round("A-W 1-0", "B-C 0-1", "D-E 1-0")
        .round("A-C 1/2", "B-D 0-1", "bye E")
        .withdraw("W", 2)
        .build();
    List<Player> players = t.players().stream()
        .map(p -> p.id().equals("W") || p.id().equals("E") ? p.withResidence(Fixtures.SHANXI_XIAOYI) : p).toList();
    t = t.withPlayers(players);
    return new Tournament(t.id(), t.name(), t.regulations(), t.units(), t.players(), t.rounds(), t.withdrawals(),
        t.penalties(), t.awards(), t.lots(), List.of(decisions));
  }

  private static List<String> warnings(PrizeList p) {
    return p.warnings().stream().map(Problem::zh).toList();
  }

  @Test
  void theStandingsAreAsWorkedOut() {
    var s = ResultsBook.of(event(rules(WithdrawnPrizes.CONFIRM))).standings().get("open");
    assertThat(s.rows()).extracting(r -> r.playerId()).containsExactly("C", "A", "D", "W", "E", "B");
  }

  /** The default: not without the chief arbiter's confirmation. Every line of W is listed and warned. */
  @Test
  void awaitingConfirmationEveryLineIsListedAndWarned() {
    PrizeList p = ResultsBook.of(event(rules(WithdrawnPrizes.CONFIRM))).prizes();
    assertThat(p.awardsOf("W")).extracting(Award::listId, Award::money)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("open", 100),
            org.assertj.core.groups.Tuple.tuple("xiaoyi", 30), org.assertj.core.groups.Tuple.tuple("lucky", 50));
    assertThat(p.title("king")).extracting(TitleAward::playerId).containsExactly("W");
    assertThat(p.gradeOf("W")).isPresent();
    assertThat(p.grandTotal()).isEqualTo(480);
    assertThat(p.withdrawn()).containsExactly(new WithdrawnEntry("W", 2, false, Status.PENDING, null));
    assertThat(warnings(p)).containsExactly(
        "6号 W：公开组（第 4 名） 100 元——第 2 轮后退赛，待裁判长确认后方可授予",
        "6号 W：孝义市户籍奖（第 1 名） 30 元——第 2 轮后退赛，待裁判长确认后方可授予",
        "6号 W：幸运奖（第 4 名） 50 元——第 2 轮后退赛，待裁判长确认后方可授予",
        "6号 W：孝义棋王（总名次 4）——第 2 轮后退赛，待裁判长确认后方可授予",
        "6号 W：等级称号 六级棋士（第 4 名）——第 2 轮后退赛，待裁判长确认后方可授予");
    assertThat(p.warnings().get(0).en())
        .isEqualTo("No. 6 W: 公开组 (place 4) 100 yuan — withdrawn after round 2: awaits the chief arbiter's "
            + "confirmation before it is given");
  }

  @Test
  void confirmedHeKeepsEverythingAndTheLinesSaySo() {
    PrizeList p = ResultsBook.of(event(rules(WithdrawnPrizes.CONFIRM), new PrizeDecision("W", true, "病退，经批准")))
        .prizes();
    assertThat(p.grandTotal()).isEqualTo(480);
    assertThat(p.title("king")).extracting(TitleAward::playerId).containsExactly("W");
    assertThat(p.withdrawn()).extracting(WithdrawnEntry::status).containsExactly(Status.CONFIRMED);
    assertThat(warnings(p)).hasSize(5).allMatch(w -> w.endsWith("第 2 轮后退赛，裁判长确认保留（病退，经批准）"));
  }

  /**
   * Refused: the prizes tied to place 4 (the table's 100, the lucky 50, the grade) go to nobody, E (rank 5) is the
   * best 孝义 player left and takes the 孝义 list's 30 and the title. Paid: 3 × 100 + 30 = 330.
   */
  @Test
  void refusedThePlaceTiedPrizesGoToNobodyAndTheListsPassHimOver() {
    PrizeList p = ResultsBook.of(event(rules(WithdrawnPrizes.CONFIRM), new PrizeDecision("W", false, "无故离赛")))
        .prizes();
    assertThat(p.awardsOf("W")).isEmpty();
    assertThat(p.gradeOf("W")).isEmpty();
    assertThat(p.list("open")).extracting(Award::playerId).containsExactly("C", "A", "D");
    assertThat(p.list("xiaoyi")).extracting(Award::playerId, Award::rank)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("E", 5));
    assertThat(p.list("lucky")).isEmpty();
    assertThat(p.title("king")).extracting(TitleAward::playerId).containsExactly("E");
    assertThat(p.grandTotal()).isEqualTo(330);
    assertThat(p.withheld()).extracting(Award::listId).containsExactly("open", "lucky");
    assertThat(p.withheldGrades()).extracting(GradeAward::playerId).containsExactly("W");
    assertThat(warnings(p)).containsExactly(
        "6号 W：公开组（第 4 名） 100 元不授予，空缺——第 2 轮后退赛，裁判长决定不予授予（无故离赛）",
        "6号 W：幸运奖（第 4 名） 50 元不授予，空缺——第 2 轮后退赛，裁判长决定不予授予（无故离赛）",
        "6号 W：等级称号 六级棋士（第 4 名）不授予，空缺——第 2 轮后退赛，裁判长决定不予授予（无故离赛）",
        "6号 W（总名次 4）第 2 轮后退赛，裁判长决定不予授予（无故离赛）：按名单评定的奖项与称号由其后的棋手依次递补，与其名次相连的"
            + "奖项空缺");
  }

  @Test
  void theRegulationsMayDecideForTheChiefArbiter() {
    PrizeList kept = ResultsBook.of(event(rules(WithdrawnPrizes.KEEP))).prizes();
    assertThat(kept.grandTotal()).isEqualTo(480);
    assertThat(kept.withdrawn()).extracting(WithdrawnEntry::status).containsExactly(Status.KEPT);
    assertThat(warnings(kept)).hasSize(5).allMatch(w -> w.endsWith("第 2 轮后退赛，按规程保留奖项"));
    // FORFEIT: as refused, whatever decision a document may hold
    PrizeList none = ResultsBook.of(event(rules(WithdrawnPrizes.FORFEIT), new PrizeDecision("W", true, "x")))
        .prizes();
    assertThat(none.grandTotal()).isEqualTo(330);
    assertThat(none.withdrawn()).containsExactly(new WithdrawnEntry("W", 2, false, Status.FORFEITED, null));
    assertThat(none.title("king")).extracting(TitleAward::playerId).containsExactly("E");
  }

  /**
   * Withdrawn by the forfeit rules (seed 004 补充 四: 无故弃权一轮作退赛处理): B forfeits round 3 (B-D -+) and is withdrawn
   * after it without an arbiter's withdrawal; his grade title (rank 6) awaits confirmation like W's lines.
   */
  @Test
  void aPlayerWithdrawnByTheForfeitRulesIsWithdrawnForThePrizesToo() {
    Regulations r = rules(WithdrawnPrizes.CONFIRM).withForfeits(new ForfeitPolicy(10, 1, 0));
    Tournament t = event(r);
    List<org.chuhe.model.Round> rounds = new java.util.ArrayList<>(t.rounds());
    rounds.set(2, new org.chuhe.model.Round("open", 3, List.of(
        org.chuhe.model.Game.of(1, "A", "C", org.chuhe.model.Result.DRAW),
        org.chuhe.model.Game.of(2, "B", "D", org.chuhe.model.Result.BLACK_WIN_BY_FORFEIT)), List.of("E"), List.of()));
    PrizeList p = ResultsBook.of(t.withRounds(rounds)).prizes();
    assertThat(p.withdrawn()).extracting(WithdrawnEntry::playerId, WithdrawnEntry::afterRound,
        WithdrawnEntry::byForfeits).containsExactly(org.assertj.core.groups.Tuple.tuple("W", 2, false),
        org.assertj.core.groups.Tuple.tuple("B", 3, true));
    assertThat(warnings(p)).contains("2号 B：等级称号 六级棋士（第 6 名）——第 3 轮后因弃权退赛，待裁判长确认后方可授予");
  }
}
