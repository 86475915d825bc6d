package org.chuhe.app.workflow;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chuhe.app.io.PlayerCsv;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Database;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;

/** Tournaments set up for workflow tests: created from a preset, its field registered and checked in. */
public final class Events {
  private Events() {}

  /** A database holding one tournament of {@code preset} with no players; returns the {@code --db} value. */
  public static String create(Backend backend, Path dir, String preset) {
    String db = backend.newDatabase(dir);
    try (Database d = Database.open(db, Database.Mode.CREATE)) {
      Tournaments.create(d, null, "测试", Presets.get(preset), "test");
    }
    return db;
  }

  /** The preset's test field (see {@link Fields}), registered and checked in. */
  public static void registerField(Session s, String preset) {
    List<Player> players = new ArrayList<>();
    List<String> places = new ArrayList<>();
    for (PlayerCsv.Row row : PlayerCsv.read("field.csv", Fields.csv(preset), s.regulations())) {
      players.add(row.player());
      places.add(row.place());
    }
    Registration.registerAll(s, players, places, "field.csv", null);
    Registration.checkIn(s, s.load().players().stream().map(Player::id).toList(), true);
  }

  /** Draws every division with players: numbers in registration order. */
  public static void draw(Session s) {
    Tournament t = s.load();
    for (var d : t.regulations().divisions()) {
      if (!t.playersIn(d.id()).isEmpty()) {
        Map<String, Integer> numbers = TestPairings.numbersInOrder(t, d.id());
        Pairings.saveDraw(s, d.id(), numbers, numbers, "42", null);
      }
    }
  }

  /** Pairs the next round of a division with the test pairer. */
  public static Round pairNext(Session s, String division) {
    Tournament t = s.load();
    Round r = TestPairings.pair(t, division, t.roundsOf(division).size() + 1);
    Pairings.savePairing(s, r, Map.of("engine", "TestPairings"));
    return r;
  }
}
