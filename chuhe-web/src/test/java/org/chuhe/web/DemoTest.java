package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code serve --demo}'s event: what a newcomer is promised, and quickly. */
class DemoTest {
  @TempDir Path dir;

  @Test
  void aFewHundredPlayersInTwoDivisionsSomeRoundsPlayedTheCurrentOneHalfEntered() {
    long start = System.nanoTime();
    Path db = Demo.create(dir, Demo.Size.DEFAULT);
    long millis = (System.nanoTime() - start) / 1_000_000;
    Tournament t;
    try (Workspace w = Workspace.open(db.toString()); Session s = w.session(null, "test")) {
      t = s.load();
    }
    assertThat(millis).as("built in %d ms", millis).isLessThan(15_000);
    assertThat(t.players()).hasSize(300);
    Set<String> ids = new HashSet<>();
    t.players().forEach(p -> assertThat(ids.add(p.id())).as(p.id()).isTrue());
    assertThat(t.players().stream().map(Player::unit).distinct().count()).isGreaterThan(20);
    for (String division : new String[] {"adult", "youth"}) {
      var rounds = t.roundsOf(division);
      assertThat(rounds).hasSize(Demo.Size.DEFAULT.played() + 1);
      rounds.subList(0, rounds.size() - 1).forEach(r -> assertThat(r.isComplete()).isTrue());
      Round current = rounds.get(rounds.size() - 1);
      long entered = current.games().stream().map(Game::result).filter(r -> r.isFinished()).count();
      assertThat(entered).isBetween(current.games().size() / 4L, current.games().size() * 3L / 4);
    }
    assertThat(PairingChecker.checkAll(t)).allSatisfy(c -> assertThat(c.violations()).isEmpty());
  }
}
