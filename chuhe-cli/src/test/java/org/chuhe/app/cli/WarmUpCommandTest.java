package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The launcher's warm-up (WarmUpCommand), which it runs once after each build to write the class data archive: every
 * command and page of it must still work, else the launcher keeps no archive and every start is slower (silently).
 */
class WarmUpCommandTest {
  @Test
  void everyCommandAndPageOfTheWarmUpWorksAndNothingIsLeftBehind() throws IOException {
    List<String> before = warmUpFolders();
    Cli c = Cli.run("warm-up");
    assertThat(c.exit()).as(c.err()).isZero();
    assertThat(c.err()).isEmpty();
    assertThat(c.out()).as("it prints nothing").isEmpty();
    assertThat(warmUpFolders()).as("its temporary event is deleted").isEqualTo(before);
  }

  @Test
  void nobodyIsOfferedItInTheHelp() {
    assertThat(Cli.run("--help").out()).doesNotContain("warm-up");
  }

  private static List<String> warmUpFolders() throws IOException {
    try (Stream<Path> files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("chuhe-warm-up-")).sorted().toList();
    }
  }
}
