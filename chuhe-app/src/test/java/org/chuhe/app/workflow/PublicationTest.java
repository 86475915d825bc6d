package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Tamper;
import org.chuhe.app.workflow.Results.Expect;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.Problem;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A round paired as a draft is the chief arbiter's until he publishes it: no result is entered on it and the next
 * round waits for it; publishing is logged and replayed, and a document keeps the draft a draft.
 */
class PublicationTest {
  @TempDir Path dir;

  private Session drawn(Backend backend) {
    return drawn(Events.create(backend, dir, "qingyuan-2016"));
  }

  private static Session drawn(String db) {
    Session s = Session.open(db, null, "裁判长");
    Events.registerField(s, "qingyuan-2016");
    Events.draw(s);
    return s;
  }

  private static PairRound.Request request(boolean draft) {
    return new PairRound.Request("open", false, Set.of(), List.of(), draft);
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aDraftIsPublishedOnceAndOnlyThenTakesResults(Backend backend) {
    try (Session s = drawn(backend)) {
      PairRound.inDatabase(s, request(true));
      Round draft = s.load().roundsOf("open").get(0);
      assertThat(draft.draft()).isTrue();
      GameRef first = new GameRef("open", 1, 1);
      assertThatThrownBy(() -> Results.record(s, first, Result.RED_WIN, new Expect.NoResult()))
          .hasMessageContaining("round 1 is a draft: publish it");
      assertThatThrownBy(() -> PairRound.inDatabase(s, request(false))).hasMessageContaining("round 1 is a draft");
      // the document keeps it a draft, and a published round without the field
      Round copied = TournamentDocuments.read("copy.json", TournamentDocuments.write(s.load(), true))
          .roundsOf("open").get(0);
      assertThat(copied).isEqualTo(draft);
      assertThat(TournamentDocuments.write(s.load(), true)).contains("\"draft\"");

      List<Round> published = Pairings.publish(s, "open", null);
      assertThat(published).extracting(Round::number).containsExactly(1);
      assertThat(s.load().roundsOf("open").get(0)).isEqualTo(draft.withDraft(false));
      assertThat(TournamentDocuments.write(s.load(), true)).doesNotContain("\"draft\"");
      assertThatThrownBy(() -> Pairings.publish(s, "open", 1)).hasMessageContaining("round 1 is published already");
      assertThatThrownBy(() -> Pairings.publish(s, null, null)).hasMessageContaining("no draft to publish");
      Results.record(s, first, Result.RED_WIN, new Expect.NoResult());
      assertThat(s.read(AuditLog::list).toString()).contains("pairing.publish");
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aRoundPairedWithoutDraftIsPublishedAtOnce(Backend backend) {
    try (Session s = drawn(backend)) {
      PairRound.inDatabase(s, request(false));
      assertThat(s.load().roundsOf("open").get(0).draft()).isFalse();
      assertThatThrownBy(() -> Pairings.publish(s, "open", null)).hasMessageContaining("no draft to publish");
      Results.record(s, new GameRef("open", 1, 1), Result.DRAW, new Expect.NoResult());
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aDraftUndoneAndPairedAgainVerifies(Backend backend) {
    try (Session s = drawn(backend)) {
      PairRound.inDatabase(s, request(true));
      Pairings.undoPairing(s, "open", null);
      PairRound.inDatabase(s, request(true));
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
      Pairings.publish(s, null, null);
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aRoundPublishedBehindChuhesBackIsFound(Backend backend) {
    String db = Events.create(backend, dir, "qingyuan-2016");
    try (Session s = drawn(db)) {
      PairRound.inDatabase(s, request(true));
    }
    Tamper.sql(db, "UPDATE rounds SET draft = " + (backend == Backend.SQLITE ? "0" : "FALSE"));
    try (Session s = Session.open(db, null, "检查")) {
      assertThat(AuditTrail.verify(s, List.of()).problems()).extracting(Problem::line)
          .anyMatch(l -> l.contains("rounds open/1") && l.contains("the log says a draft"));
    }
  }
}
