package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.chuhe.app.store.Backend;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Round;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The use cases the console calls that the command line reaches otherwise: a form, an upload, a draft's review and change. */
class ConsoleUseCasesTest {
  @TempDir Path dir;

  private Session open() {
    return Session.open(Events.create(Backend.SQLITE, dir, "qingyuan-2016"), null, "裁判长");
  }

  private static Registration.Form form(String name, String born, String rating) {
    return new Registration.Form(name, "", "", "", "", born, "", "", "", rating, "", "", false, true, "");
  }

  @Test
  void aFormSaysEveryFieldItCannotReadAndRegistersNothing() {
    try (Session s = open()) {
      assertThatThrownBy(() -> Registration.register(s, form(" ", "2001-02-30", "many")))
          .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.problems()).extracting(Problem::where)
              .containsExactly("name", "born", "rating"));
      assertThat(s.load().players()).isEmpty();
      Registration.Entry e = Registration.register(s, form("王伟", "2001-02-28", "1800"));
      assertThat(e.player().checkedIn()).isTrue();
      assertThat(e.player().rating()).isEqualTo(1800);
    }
  }

  @Test
  void anEditFormReplacesEveryFieldButKeepsThePhoneAndIdNumberItDoesNotShow() {
    try (Session s = open()) {
      Registration.Form first = new Registration.Form("王伟", "", "", "队1", "男", "2001-02-28", "", "", "", "1800",
          "13800000000", "110101200102280011", false, true, "");
      String id = Registration.register(s, first).player().id();
      Registration.Form bad = new Registration.Form(" ", "", "", "", "", "2001-02-30", "", "", "", "", null, null,
          false, false, "");
      assertThatThrownBy(() -> Registration.edit(s, id, bad))
          .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.problems()).extracting(Problem::where)
              .containsExactly("name", "born"));
      assertThat(s.load().player(id).orElseThrow().name()).isEqualTo("王伟");
      Registration.Form edited = new Registration.Form("王小伟", "", "", "", "男", "2001-02-28", "", "", "", "",
          null, null, true, false, "");
      var p = Registration.edit(s, id, edited).player();
      assertThat(p.name()).isEqualTo("王小伟");
      assertThat(p.unit()).isNull();
      assertThat(p.rating()).isNull();
      assertThat(p.feePaid()).isFalse();
      assertThat(p.checkedIn()).as("check-in is its own action").isTrue();
      assertThat(p.phone()).isEqualTo("13800000000");
      assertThat(p.idNumber()).isEqualTo("110101200102280011");
      Registration.Form cleared = new Registration.Form("王小伟", "", "", "", "男", "2001-02-28", "", "", "", "",
          "", null, true, false, "");
      assertThat(Registration.edit(s, id, cleared).player().phone()).isNull();
    }
  }

  @Test
  void anUploadedListIsReadAsAFileAndImportedAllOrNone() {
    try (Session s = open()) {
      String bad = Fields.HEADER + "\n甲,,队1,男,1990-01-01,,,,,\n乙,,队1,男,1990-02-30,,,,,\n";
      assertThatThrownBy(() -> Registration.importForm(s, "list.csv", bad.getBytes(StandardCharsets.UTF_8), null))
          .hasMessageContaining("list.csv:E3").hasMessageContaining("no player was imported");
      assertThat(s.load().players()).isEmpty();
      byte[] good = Fields.csv("qingyuan-2016").getBytes(StandardCharsets.UTF_8);
      assertThat(Registration.importForm(s, "list.csv", good, null).imported().added()).isNotEmpty();
    }
  }

  @Test
  void aDraftIsReviewedWithTheEnginesReasonsAndChangedWithAReason() {
    try (Session s = open()) {
      Events.registerField(s, "qingyuan-2016");
      Events.draw(s);
      PairRound.inDatabase(s, new PairRound.Request("open", false, Set.of(), List.of(), true));
      PairRound.Review review = PairRound.review(s.load(), "open").orElseThrow();
      Round draft = review.round();
      assertThat(review.check().check().isLegal()).isTrue();
      assertThat(review.explained()).get().satisfies(r -> assertThat(r.notes())
          .hasSize(draft.games().size() + draft.byes().size()));

      String a = draft.games().get(0).red();
      String b = draft.games().get(1).red();
      assertThatThrownBy(() -> PairRound.changeDraft(s, "open", new ManualChange.Swap(a, b, " ")))
          .hasMessageContaining("needs a reason");
      PairRound.changeDraft(s, "open", new ManualChange.Swap(a, b, "同单位回避"));
      Round changed = s.load().roundsOf("open").get(0);
      assertThat(changed.draft()).isTrue();
      assertThat(changed.changes()).extracting(ManualChange::reason).containsExactly("同单位回避");
      assertThat(changed.changes().get(0).by()).isEqualTo("裁判长");
      assertThat(PairRound.review(s.load(), "open").orElseThrow().explained()).isPresent();
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();

      Pairings.publish(s, "open", null);
      assertThatThrownBy(() -> PairRound.changeDraft(s, "open", new ManualChange.Swap(a, b, "再调")))
          .hasMessageContaining("no draft to change");
    }
  }
}
