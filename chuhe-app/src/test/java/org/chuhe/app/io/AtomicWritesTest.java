package org.chuhe.app.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A document written in one step keeps everything about its file but the content. */
class AtomicWritesTest {
  @TempDir Path dir;

  private long siblings() throws Exception {
    try (var files = Files.list(dir)) {
      return files.filter(f -> f.getFileName().toString().endsWith(".tmp")).count();
    }
  }

  @Test
  void anExistingFileKeepsItsPermissions() throws Exception {
    Path doc = dir.resolve("event.json");
    Files.writeString(doc, "old");
    Files.setPosixFilePermissions(doc, PosixFilePermissions.fromString("rw-r-----"));
    AtomicWrites.replace(doc, "new", true);
    assertThat(Files.readString(doc)).isEqualTo("new");
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(doc))).isEqualTo("rw-r-----");
    Files.setPosixFilePermissions(doc, PosixFilePermissions.fromString("rw-rw-r--"));
    AtomicWrites.replace(doc, "newer", false);
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(doc))).isEqualTo("rw-rw-r--");
    assertThat(siblings()).isZero();
  }

  @Test
  void aNewFileWithSensitiveDataIsTheOwnersOnlyAndOneWithoutGetsTheUsualPermissions() throws Exception {
    Path secret = dir.resolve("full.json");
    AtomicWrites.replace(secret, "{}", true);
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(secret))).isEqualTo("rw-------");
    Path plain = dir.resolve("public.json");
    Path usual = Files.createFile(dir.resolve("usual"));
    AtomicWrites.replace(plain, "{}", false);
    assertThat(Files.getPosixFilePermissions(plain)).isEqualTo(Files.getPosixFilePermissions(usual));
  }

  @Test
  void aLinkIsWrittenThroughAndStaysALink() throws Exception {
    Path real = Files.createDirectory(dir.resolve("backup")).resolve("event.json");
    Files.writeString(real, "old");
    Path link = Files.createSymbolicLink(dir.resolve("current.json"), real);
    AtomicWrites.replace(link, "new", false);
    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(Files.readString(real)).isEqualTo("new");
    assertThat(siblings()).isZero();
  }

  @Test
  void aLinkToNowhereIsRefusedAndNothingIsWritten() throws Exception {
    Path link = Files.createSymbolicLink(dir.resolve("current.json"), dir.resolve("gone.json"));
    assertThatThrownBy(() -> AtomicWrites.replace(link, "new", false))
        .isInstanceOfSatisfying(ProblemException.class, e -> {
          assertThat(e.problems().get(0).where()).isEqualTo(link.toString());
          assertThat(e.problems().get(0).en()).contains("a link to", "gone.json", "nothing was written");
        });
    assertThat(Files.exists(dir.resolve("gone.json"))).isFalse();
    assertThat(Files.isSymbolicLink(link)).isTrue();
  }

  @Test
  void aFailedWriteLeavesTheTargetAsItWasAndNoSiblingBehind() throws Exception {
    // The target is a folder that holds a file: moving over it fails after the sibling was written.
    Path target = Files.createDirectory(dir.resolve("event.json"));
    Files.writeString(target.resolve("inside"), "kept");
    assertThatThrownBy(() -> AtomicWrites.replace(target, "new", false))
        .isInstanceOfSatisfying(ProblemException.class,
            e -> assertThat(e.problems().get(0).en()).contains("cannot write the file", "untouched"));
    assertThat(Files.readString(target.resolve("inside"))).isEqualTo("kept");
    assertThat(siblings()).isZero();
    // A folder that does not exist: refused, named.
    assertThatThrownBy(() -> AtomicWrites.replace(dir.resolve("no/such/event.json"), "x", false))
        .isInstanceOfSatisfying(ProblemException.class,
            e -> assertThat(e.problems().get(0).en()).contains("the folder does not exist"));
  }
}
