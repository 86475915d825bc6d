package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.chuhe.app.store.FullDisk;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Results;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web app on a real full disk (a small tmpfs filled to its last byte; skipped where it cannot be mounted).
 * Started while the disk is full (issue 23: {@code serve} refused to start), it serves the public pages, printouts
 * and standings, and the console says that changes wait for space. A change the console takes while the disk is
 * full is refused with the full disk, nothing saved and nothing lost; once there is space, the same change goes in
 * and the banner is gone.
 */
class FullDiskServeTest {
  private static final List<String> PUBLIC = List.of("/", "/divisions/adult/standings", "/divisions/adult/rounds/3",
      "/divisions/youth/crosstable", "/divisions/adult/players/1", "/hall");

  @TempDir Path dir;
  private FullDisk disk;
  private Served web;

  @BeforeEach
  void mount() throws Exception {
    disk = FullDisk.at(dir.resolve("disk"));
    try (Served demo = Served.demo(disk.dir())) {
      demo.account("zhang", Accounts.Role.CHIEF);
    }
  }

  @AfterEach
  void unmount() throws Exception {
    if (web != null) {
      web.close();
    }
    if (disk != null) {
      disk.close();
    }
  }

  private void publicPagesAreServed() {
    for (String page : PUBLIC) {
      HttpResponse<String> r = web.get(page);
      assertThat(r.statusCode()).as(page).isEqualTo(200);
      assertThat(r.body()).as(page).contains("class=\"log-head\"").doesNotContain("磁盘已满");
    }
  }

  @Test
  void startedOnAFullDiskItServesThePublicPagesAndTheConsoleSaysChangesWait() throws Exception {
    disk.fill();
    web = Served.on(disk.dir().resolve("demo.db").toString());
    publicPagesAreServed();
    HttpResponse<String> login = web.get(Paths.LOGIN);
    assertThat(login.body()).contains("磁盘已满，写入要等有空间");
    assertThat(web.browser().get(Paths.LOGIN + "?lang=en").body()).contains("The disk is full: changes wait until "
        + "there is space");
    // Logging in is logged: a change too, which waits for space.
    HttpResponse<String> in = web.post(Paths.LOGIN, java.util.Map.of("login", "zhang", "password", Served.PASSWORD),
        null, false);
    assertThat(in.statusCode()).isEqualTo(503);
    assertThat(in.body()).contains("磁盘已满", "此前保存的数据完好");

    disk.free();
    String csrf = web.login("zhang");
    assertThat(web.get(Paths.RESULTS).body()).as("space again: no banner").doesNotContain("磁盘已满，写入要等有空间");
    Results.Board b = web.openBoard("adult", 3);
    assertThat(web.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "1", b.version()), csrf, true)
        .statusCode()).isEqualTo(200);
  }

  @Test
  void aChangeWhileTheDiskIsFullIsRefusedAndGoesInOnceThereIsSpace() throws Exception {
    web = Served.on(disk.dir().resolve("demo.db").toString());
    String csrf = web.login("zhang");
    Results.Board b = web.openBoard("adult", 3);
    disk.fill();
    publicPagesAreServed();
    assertThat(web.get(Paths.RESULTS).body()).contains("磁盘已满，写入要等有空间");
    HttpResponse<String> refused = web.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "1",
        b.version()), csrf, true);
    assertThat(refused.statusCode()).isEqualTo(503);
    assertThat(refused.body()).contains("磁盘已满", "此前保存的数据完好");
    assertThat(web.game("adult", 3, b.ref().board()).result().isFinished()).as("nothing saved").isFalse();

    disk.free();
    assertThat(web.post(Paths.RESULTS, Served.entry("adult", 3, b.ref().board(), "1", b.version()), csrf, true)
        .statusCode()).isEqualTo(200);
    assertThat(web.game("adult", 3, b.ref().board()).result().isFinished()).isTrue();
    assertThat(web.get(Paths.RESULTS).body()).doesNotContain("磁盘已满，写入要等有空间");
  }
}
