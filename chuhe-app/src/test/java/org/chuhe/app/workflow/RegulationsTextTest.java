package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import java.util.List;
import org.chuhe.app.presets.Presets;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's use cases of an event: creating one from a preset in a database a server holds open (empty at
 * first), and its regulations as a YAML text checked and saved, each problem at its line.
 */
class RegulationsTextTest {
  @TempDir Path dir;

  @Test
  void aServerOnANewFileCreatesAnEventFromAPreset() {
    try (Workspace w = Workspace.openOrCreate(dir.resolve("new.db").toString())) {
      assertThat(Tournaments.list(w)).isEmpty();
      Tournaments.Created c = Tournaments.create(w, " ", "", "fujian-women-2018", "chief");
      assertThat(c.id()).isEqualTo("fujian-women-2018");
      assertThat(c.name()).isEqualTo(Presets.get("fujian-women-2018").name());
      assertThat(Tournaments.list(w)).extracting(Tournaments.Listed::id).containsExactly("fujian-women-2018");
      assertThat(Tournaments.create(w, "mine", "我的比赛", "xiaoyi-2019", "chief").name()).isEqualTo("我的比赛");
      assertThatThrownBy(() -> Tournaments.create(w, null, null, "no-such", "chief"))
          .hasMessageContaining("no preset named \"no-such\"");
    }
  }

  @Test
  void presetsSayTheirYearAndDivisions() {
    Tournaments.Preset fujian = Tournaments.presets().stream().filter(p -> p.id().equals("fujian-women-2018"))
        .findFirst().orElseThrow();
    assertThat(fujian.year()).isEqualTo("2018");
    assertThat(fujian.divisions()).hasSize(2);
    assertThat(fujian.description()).isNotBlank();
  }

  @Test
  void aBadValueIsRefusedAtItsLineAndFieldAndNothingChanges() {
    String db = Events.create(org.chuhe.app.store.Backend.SQLITE, dir, "fujian-women-2018");
    try (Session s = Session.open(db, null, "chief")) {
      String text = RegulationsText.of(s);
      long revision = s.revision();
      int line = lineOf(text, "rounds: 7");
      String bad = text.replace("rounds: 7", "rounds: seven");
      ProblemException e = catchThrowableOfType(() -> RegulationsText.save(s, bad, null), ProblemException.class);
      List<RegulationsText.Placed> placed = RegulationsText.placed(e);
      assertThat(placed).hasSize(1);
      assertThat(placed.get(0).line()).isEqualTo(line);
      assertThat(placed.get(0).field()).isEqualTo("rounds");
      assertThat(placed.get(0).problem().en()).contains("expected a whole number");
      assertThat(s.revision()).isEqualTo(revision);
    }
  }

  @Test
  void checkSaysWhatWouldChangeAndSaveChangesItLogged() {
    String db = Events.create(org.chuhe.app.store.Backend.SQLITE, dir, "fujian-women-2018");
    try (Session s = Session.open(db, null, "chief")) {
      String text = RegulationsText.of(s);
      String renamed = text.replace("name: 女子成年组", "name: 女子公开组");
      assertThat(renamed).isNotEqualTo(text);
      long revision = s.revision();
      assertThat(RegulationsText.check(s, renamed).parts()).containsExactly("divisions[adult].name");
      assertThat(s.revision()).isEqualTo(revision);
      assertThat(RegulationsText.save(s, renamed, "").parts()).containsExactly("divisions[adult].name");
      assertThat(s.regulations().division("adult").orElseThrow().name()).isEqualTo("女子公开组");
      assertThat(AuditTrail.search(s, new AuditTrail.Search("", "", null, "", "regulations.change", 1, 10))
          .total()).isEqualTo(1);
    }
  }

  @Test
  void onceARoundIsPairedTheChangeNeedsAReasonSaidAtItsLine() {
    String db = Events.create(org.chuhe.app.store.Backend.SQLITE, dir, "fujian-women-2018");
    try (Session s = Session.open(db, null, "chief")) {
      Events.registerField(s, "fujian-women-2018");
      Events.draw(s);
      Events.pairNext(s, "adult");
      String text = RegulationsText.of(s);
      String scoring = text.replace("redDraw: 1", "redDraw: 2");
      NeedsReason reason = catchThrowableOfType(() -> RegulationsText.save(s, scoring, null), NeedsReason.class);
      RegulationsText.Placed first = RegulationsText.placed(reason).get(0);
      assertThat(first.field()).isEqualTo("scoring");
      assertThat(first.line()).isEqualTo(lineOf(text, "scoring:"));
      assertThat(RegulationsText.save(s, scoring, "补充规定").parts()).containsExactly("scoring");
    }
  }

  private static int lineOf(String text, String start) {
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].startsWith(start) || lines[i].strip().startsWith(start)) {
        return i + 1;
      }
    }
    throw new AssertionError("no line " + start + " in\n" + text);
  }
}
