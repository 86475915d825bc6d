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
      Tournaments.Created c = Tournaments.importDocument(w, "demo.json", stream(text), "裁判长");
      assertThat(Tournaments.list(w)).extracting(Tournaments.Listed::id).containsExactly(c.id());
      assertThat(c.tournament().rounds()).isNotEmpty();
    }
  }

  @Test
  void aBrokenDocumentIsRefusedWithTheFieldsPathAndCreatesNothing() throws Exception {
    String broken = Files.readString(DEMO).replaceFirst("\"result\"\\s*:\\s*\"[^\"]*\"", "\"result\": \"9-9\"");
    try (Workspace w = Workspace.openOrCreate(dir.resolve("new.db").toString())) {
      assertThatThrownBy(() -> Tournaments.importDocument(w, "broken.json", stream(broken), "裁判长"))
          .isInstanceOf(ProblemException.class).hasMessageContaining("broken.json").hasMessageContaining("9-9");
      assertThat(Tournaments.list(w)).isEmpty();
    }
  }
}
