package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.chuhe.app.store.Backend;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Searching the audit log as the console does (newest first, paged, masked), and who last changed a board. */
class AuditSearchTest {
  @TempDir Path dir;

  private static final String PRESET = "fujian-women-2018";

  private static AuditTrail.Search by(String text, String player, Integer round, String arbiter, String kind) {
    return new AuditTrail.Search(text, player, round, arbiter, kind, 1, 50);
  }

  @Test
  void entriesAreFoundByPlayerRoundArbiterKindAndWordsNewestFirst() {
    String db = Events.create(Backend.SQLITE, dir, PRESET);
    Game game;
    Player red;
    try (Session s = Session.open(db, null, "裁判长")) {
      Events.registerField(s, PRESET);
      Events.draw(s);
      String division = s.regulations().divisions().get(0).id();
      game = Events.pairNext(s, division).games().get(0);
      red = s.load().player(game.red()).orElseThrow();
      try (Session other = Session.open(db, null, "裁判乙")) {
        Results.record(other, new GameRef(division, 1, game.board()), Result.DRAW, new Expect.NoResult());
      }
      Discipline.withdraw(s, red.id(), 1, "生病");
      AuditTrail.Found all = AuditTrail.search(s, by(null, null, null, null, null));
      assertThat(all.total()).isEqualTo(all.head().orElseThrow().entries());
      assertThat(all.entries().get(0).action()).as("newest first").isEqualTo("withdrawal.add");

      AuditTrail.Found byName = AuditTrail.search(s, by(null, red.name(), null, null, null));
      assertThat(byName.entries()).extracting(AuditTrail.Entry::action)
          .contains("withdrawal.add", "result.enter", "pairing.save");
      AuditTrail.Found byArbiter = AuditTrail.search(s, by(null, null, null, "乙", null));
      assertThat(byArbiter.entries()).singleElement().satisfies(e -> {
        assertThat(e.action()).isEqualTo("result.enter");
        assertThat(e.subject()).isEqualTo(division + "/1/" + game.board());
      });
      assertThat(AuditTrail.search(s, by(null, null, 1, null, "result")).total()).isEqualTo(1);
      assertThat(AuditTrail.search(s, by(null, null, 2, null, "result")).total()).isZero();
      assertThat(AuditTrail.search(s, by("生病", null, null, null, null)).entries())
          .singleElement().extracting(AuditTrail.Entry::action).isEqualTo("withdrawal.add");
      assertThat(AuditTrail.search(s, by(null, null, null, null, "withdrawal")).total()).isEqualTo(1);

      AuditTrail.Found second = AuditTrail.search(s, new AuditTrail.Search(null, null, null, null, null, 2, 3));
      assertThat(second.page()).isEqualTo(2);
      assertThat(second.entries()).hasSize(3);
      assertThat(second.entries().get(0).seq()).isEqualTo(all.entries().get(3).seq());
      assertThat(AuditTrail.search(s, new AuditTrail.Search(null, null, null, null, null, 99, 3)).page())
          .as("a page past the end is the last one").isEqualTo(second.pages());

      assertThatThrownBy(() -> AuditTrail.search(s, by(null, "没有这个人", null, null, null)))
          .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.problems())
              .allSatisfy(p -> assertThat(p.where()).isEqualTo("player")));
    }
  }

  @Test
  void theLastChangeOfABoardNamesWhoMadeIt() {
    String db = Events.create(Backend.SQLITE, dir, PRESET);
    try (Session s = Session.open(db, null, "裁判长")) {
      Events.registerField(s, PRESET);
      Events.draw(s);
      String division = s.regulations().divisions().get(0).id();
      Game game = Events.pairNext(s, division).games().get(0);
      GameRef ref = new GameRef(division, 1, game.board());
      assertThat(AuditTrail.lastAbout(s, ref.key())).isEmpty();
      Results.record(s, ref, Result.RED_WIN, new Expect.NoResult());
      try (Session other = Session.open(db, null, "裁判乙")) {
        Results.record(other, ref, Result.BLACK_WIN, new Expect.Anything());
      }
      AuditTrail.Entry last = AuditTrail.lastAbout(s, ref.key()).orElseThrow();
      assertThat(last.actor()).isEqualTo("裁判乙");
      assertThat(last.action()).isEqualTo("result.correct");
      assertThat(last.after().get("result").asText()).isEqualTo("0-1");
    }
  }
}
