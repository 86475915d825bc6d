package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.nio.file.Path;
import org.chuhe.app.document.TournamentDocuments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pair --draft} keeps a round from the players until {@code publish}; {@code pair} alone publishes it. */
class PublishCommandTest {
  @TempDir Path dir;

  private String drawn() {
    return ArbiterCommandsTest.drawn(dir);
  }

  private static boolean draft(String db) {
    return TournamentDocuments.read("export.json", ok("export", "json", "--db", db)).roundsOf("open").get(0).draft();
  }

  @Test
  void aDraftIsPublishedByPublish() {
    String db = drawn();
    ok("pair", "--draft", "--db", db);
    assertThat(draft(db)).isTrue();
    Cli refused = Cli.run("result", "1", "1", "1-0", "--db", db);
    assertThat(refused.exit()).isNotZero();
    assertThat(refused.err()).contains("尚未发布", "round 1 is a draft: publish it");
    assertThat(ok("publish", "--division", "open", "--db", db))
        .contains("open 第 1 轮编排已发布 / open round 1 published");
    assertThat(draft(db)).isFalse();
    Cli again = Cli.run("publish", "--db", db);
    assertThat(again.exit()).isNotZero();
    assertThat(again.err()).contains("no draft to publish");
    ok("result", "1", "1", "1-0", "--db", db);
    assertThat(ok("log", "--db", db)).contains("pairing.publish");
  }

  @Test
  void pairAlonePublishesAtOnce() {
    String db = drawn();
    ok("pair", "--db", db);
    assertThat(draft(db)).isFalse();
    ok("result", "1", "1", "1-0", "--db", db);
  }
}
