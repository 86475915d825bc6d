package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A document handed over as a stream (the console's upload) is imported as {@code ./chuhe import json} imports it. */
class TournamentsImportTest {
  @TempDir Path dir;

  private static final Path DEMO = Path.of("..", "examples", "qingyuan-2016-demo.json");

  private static ByteArrayInputStream stream(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void aStreamedDocumentIsImportedWhole() throws Exception {
    String text = Files.readString(DEMO);
    try (Workspace w = Workspace.openOrCreate(dir.resolve("new.db").toString())) {
      Tournaments.Created c = Tournaments.importFile(w, "demo.json", stream(text), "裁判长").created();
      assertThat(Tournaments.list(w)).extracting(Tournaments.Listed::id).containsExactly(c.id());
      assertThat(c.tournament().rounds()).isNotEmpty();
    }
  }

  @Test
  void aTrfFileIsImportedAsImportTrfDoesWithWhatChuheCannotKeepAndTwiceUnderTheNextFreeId() throws Exception {
    byte[] trf = Files.readAllBytes(Path.of("src", "test", "resources", "trf", "hand-2026.trf"));
    try (Workspace w = Workspace.openOrCreate(dir.resolve("new.db").toString())) {
      Tournaments.ImportedFile first = Tournaments.importFile(w, "hand-2026.trf", new ByteArrayInputStream(trf), "裁判长");
      assertThat(first.created().id()).isEqualTo("hand-2026");
      assertThat(first.created().tournament().players()).hasSize(6);
      assertThat(first.created().tournament().rounds()).hasSize(3);
      assertThat(first.notKept()).anyMatch(n -> n.where().equals("hand-2026.trf:4") && n.en().contains("chief arbiter"));
      // Told from a document by its content too, whatever the upload's name says.
      Tournaments.ImportedFile named = Tournaments.importFile(w, "upload", new ByteArrayInputStream(trf), "裁判长");
      assertThat(named.created().id()).isEqualTo("upload");
      Tournaments.ImportedFile again = Tournaments.importFile(w, "hand-2026.trf", new ByteArrayInputStream(trf), "裁判长");
      assertThat(again.created().id()).isEqualTo("hand-2026-2");
      assertThat(Tournaments.list(w)).extracting(Tournaments.Listed::id)
          .containsExactlyInAnyOrder("hand-2026", "upload", "hand-2026-2");
    }
  }

  @Test
  void aBrokenDocumentIsRefusedWithTheFieldsPathAndCreatesNothing() throws Exception {
    String broken = Files.readString(DEMO).replaceFirst("\"result\"\\s*:\\s*\"[^\"]*\"", "\"result\": \"9-9\"");
    try (Workspace w = Workspace.openOrCreate(dir.resolve("new.db").toString())) {
      assertThatThrownBy(() -> Tournaments.importFile(w, "broken.json", stream(broken), "裁判长"))
          .isInstanceOf(ProblemException.class).hasMessageContaining("broken.json").hasMessageContaining("9-9");
      assertThat(Tournaments.list(w)).isEmpty();
    }
  }
}
