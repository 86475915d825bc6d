package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.chuhe.app.store.FullDisk;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real full disk (a small tmpfs filled to its last byte; the test is skipped where it cannot be mounted): every
 * command that reads works on it, as it did before the disk filled (issue 23: after a restart with the disk still
 * full, {@code standings} and {@code report} refused to start); a change is refused with the full disk, saves
 * nothing and loses nothing; once there is space again the same change goes in.
 */
class FullDiskCommandsTest {
  @TempDir Path dir;
  private FullDisk disk;
  private String db;

  @BeforeEach
  void fullDisk() throws Exception {
    disk = FullDisk.at(dir.resolve("disk"));
    db = disk.dir().resolve("event.db").toString();
    ok("import", "json", CliTest.EXAMPLE.toString(), "--db", db);
    ok("players", "add", "王五", "--db", db);
    disk.fill();
  }

  @AfterEach
  void unmount() throws Exception {
    if (disk != null) {
      disk.close();
    }
  }

  private static Cli run(String db, String... command) {
    return Cli.run(Stream.concat(Stream.of(command), Stream.of("--db", db)).toArray(String[]::new));
  }

  @Test
  void everyReadWorksOnTheFullDiskAndAChangeWaitsForSpace() throws Exception {
    String players = ok("players", "list", "--db", db);
    for (List<String> command : List.of(List.of("standings"), List.of("report"), List.of("prizes"),
        List.of("check"), List.of("export", "json"), List.of("log", "--verify"), List.of("tournaments"),
        List.of("players", "list"), List.of("standings", "--format", "csv"), List.of("explain-rank", "1", "2"))) {
      Cli r = run(db, command.toArray(String[]::new));
      assertThat(r.exit()).as(command + " on the full disk: " + r.err()).isIn(0, 1); // check: 1 for a round at fault
      assertThat(r.err()).as(command.toString()).doesNotContain("磁盘已满", "内部错误");
    }
    assertThat(ok("standings", "--db", db)).contains("清远", "日志 log #2 · ");
    Cli add = run(db, "players", "add", "赵六");
    assertThat(add.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(add.err()).contains(db + ": 磁盘已满", "the disk is full", "this command saved nothing",
        "everything saved before is intact");
    assertThat(ok("players", "list", "--db", db)).as("nothing saved, nothing lost").isEqualTo(players);

    disk.free();
    assertThat(ok("players", "add", "赵六", "--db", db)).contains("赵六");
    assertThat(ok("players", "list", "--db", db)).contains("王五", "赵六");
    assertThat(ok("log", "--verify", "--db", db)).contains("the log is intact");
    assertThat(Files.exists(Path.of(db))).isTrue();
  }
}
