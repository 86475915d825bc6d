package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Tamper;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.awards.Award;
import org.chuhe.awards.PrizeList;
import org.chuhe.awards.WithdrawnEntry;
import org.chuhe.model.Game;
import org.chuhe.model.PrizeDecision;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.WithdrawnPrizes;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The chief arbiter's decision on a withdrawn player's prizes (seed 004, whose regulations say nothing of them:
 * withdrawnPrizes CONFIRM): recorded with its reason and logged, read by the prize list, carried by the document,
 * checked against the log. On both databases.
 */
class PrizeDecisionsTest {
  @TempDir Path dir;

  /** Round 1 of the adult division played, red winning every board; board 1's red withdraws after it. */
  private static String withdrawnWinner(Session s) {
    Events.registerField(s, "chongqing-2018");
    Events.draw(s);
    Round one = Events.pairNext(s, "adult");
    for (Game g : one.games()) {
      Results.record(s, new GameRef("adult", 1, g.board()), Result.RED_WIN, new Expect.NoResult());
    }
    String w = one.games().get(0).red();
    Discipline.withdraw(s, w, 1, "病退");
    return w;
  }

  private static PrizeList prizes(Session s) {
    return Reports.resultsBook(s.load()).prizes();
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theChiefArbiterConfirmsOrRefusesAndTheListFollows(Backend backend) {
    String db = Events.create(backend, dir, "chongqing-2018");
    try (Session s = Session.open(db, null, "裁判长")) {
      String w = withdrawnWinner(s);
      Tournament t = s.load();
      String name = t.nameZh(w);
      // Awaiting: his place's prize is listed, and warned
      Award prize = prizes(s).awardsOf(w).get(0);
      assertThat(prizes(s).withdrawn(w).map(WithdrawnEntry::status)).contains(WithdrawnEntry.Status.PENDING);
      assertThat(prizes(s).warnings()).extracting(Problem::zh)
          .contains(name + "：" + prize.zh() + "——第 1 轮后退赛，待裁判长确认后方可授予");

      var refused = PrizeDecisions.decide(s, w, false, "无故离赛");
      assertThat(refused.notices()).extracting(Notice::zh).containsExactly(
          name + " 第 1 轮后退赛，裁判长决定不予授予（无故离赛）",
          "不授予，空缺：" + prize.zh() + "；按名单评定的奖项与称号由其后的棋手依次递补");
      assertThat(prizes(s).awardsOf(w)).isEmpty();
      assertThat(prizes(s).withheld()).containsExactly(prize);

      var kept = PrizeDecisions.decide(s, w, true, "病退，经批准");
      assertThat(kept.notices()).extracting(Notice::zh).containsExactly(
          name + " 第 1 轮后退赛，裁判长确认保留（病退，经批准）", "保留：" + prize.zh());
      assertThat(prizes(s).awardsOf(w)).containsExactly(prize);
      assertThat(s.load().prizeDecisions()).containsExactly(new PrizeDecision(w, true, "病退，经批准"));
      assertThat(s.read(AuditLog::list)).filteredOn(e -> e.action().equals(AuditAction.PRIZE_DECISION.key()))
          .hasSize(2).last().satisfies(e -> {
            assertThat(e.subject()).isEqualTo(w);
            assertThat(e.before()).contains("\"keep\":false", "无故离赛");
            assertThat(e.after()).contains("\"keep\":true", "病退，经批准");
          });
      assertThat(PrizeDecisions.decide(s, w, true, "病退，经批准").notices()).extracting(Notice::en)
          .anyMatch(n -> n.endsWith("has this decision already; nothing changed"));

      // Refused: a player who has not withdrawn, a decision without a reason
      String other = t.roundsOf("adult").get(0).games().get(1).red();
      assertThatThrownBy(() -> PrizeDecisions.decide(s, other, true, "x"))
          .hasMessageContaining("has not withdrawn: his place earns what it earns");
      assertThatThrownBy(() -> PrizeDecisions.decide(s, w, false, " "))
          .hasMessageContaining("give the reason for the decision");

      // The document carries the decision; the log verifies it
      Tournament now = s.load();
      String doc = TournamentDocuments.write(now, true);
      assertThat(doc).contains("\"prizeDecisions\"");
      assertThat(TournamentDocuments.read("t.json", doc).prizeDecisions()).isEqualTo(now.prizeDecisions());
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }
    // A decision changed behind chuhe's back is found by replaying the log
    Tamper.sql(db, "UPDATE prize_decisions SET keeps = " + (backend == Backend.SQLITE ? "0" : "FALSE"));
    try (Session s = Session.open(db, null, "检查")) {
      assertThat(AuditTrail.verify(s, List.of()).problems()).extracting(Problem::en)
          .anyMatch(en -> en.startsWith("the log says prizes kept by the chief arbiter's decision (病退，经批准)")
              && en.contains("the data holds prizes refused by the chief arbiter (病退，经批准)"));
    }
  }

  /** Where the regulations decide (KEEP or FORFEIT), there is nothing for the chief arbiter to decide. */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void regulationsThatDecideLeaveNothingToDecide(Backend backend) {
    try (Session s = Session.open(Events.create(backend, dir, "chongqing-2018"), null, "裁判长")) {
      String w = withdrawnWinner(s);
      RegulationChanges.change(s, s.regulations().withWithdrawnPrizes(WithdrawnPrizes.KEEP), "test", "组委会决定");
      assertThat(prizes(s).withdrawn(w).map(WithdrawnEntry::status)).contains(WithdrawnEntry.Status.KEPT);
      assertThatThrownBy(() -> PrizeDecisions.decide(s, w, false, "x"))
          .hasMessageContaining("these regulations say a withdrawn player keeps the prizes");
    }
  }
}
