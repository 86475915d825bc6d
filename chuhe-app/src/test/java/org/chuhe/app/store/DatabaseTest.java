package org.chuhe.app.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Player;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class DatabaseTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(Backend.class)
  void createsMigratesAndReadsBack(Backend backend) {
    String spec = backend.newDatabase(dir);
    try (Database db = Database.open(spec, Database.Mode.CREATE)) {
      db.create("t1", "tester", tx -> {
        TournamentStore.create(tx, "Test", Presets.get("xiaoyi-2019"));
        return null;
      });
      db.write("t1", "tester", tx -> {
        PlayerStore.insert(tx, Player.of("p1", "王伟", "open", "孝义"));
        tx.audit(AuditAction.PLAYER_REGISTER, "p1", null, Player.of("p1", "王伟", "open", "孝义"), null);
        return null;
      });
    }
    try (Database db = Database.open(spec, Database.Mode.EXISTING)) {
      var t = db.read("t1", TournamentStore::load);
      assertThat(t.players()).extracting(Player::name).containsExactly("王伟");
      assertThat(t.regulations()).isEqualTo(Presets.get("xiaoyi-2019"));
      var chain = db.read("t1", AuditLog::chain);
      assertThat(chain.entries()).hasSize(1);
      assertThat(chain.broken()).isEmpty();
    }
  }
}
