package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Withdrawal;
import org.junit.jupiter.api.Test;

/** The draw numbers the players who are in at the draw; whoever comes in later gets the next free number. */
class DrawEntriesTest {

  private static Player player(String id, boolean checkedIn, boolean paid) {
    return new Player(id, id, Events.DIVISION, null, null, null, null, null, null, null, paid, checkedIn, null, null);
  }

  /** p1..p6: p2 not checked in, p4 has not paid, p5 withdrew before round 1. */
  private static Tournament registered() {
    List<Player> players = List.of(player("p1", true, true), player("p2", false, true), player("p3", true, true),
        player("p4", true, false), player("p5", true, true), player("p6", true, true));
    return Events.tournament(Events.regs(5), players, List.of(), List.of(new Withdrawal("p5", 0, "病")));
  }

  private static Map<String, Integer> numbers(Tournament t) {
    Map<String, Integer> numbers = new java.util.TreeMap<>();
    t.players().forEach(p -> numbers.put(p.id(), p.number()));
    return numbers;
  }

  private static Tournament with(Tournament t, String id, boolean checkedIn, boolean paid) {
    List<Player> players = new ArrayList<>();
    for (Player p : t.players()) {
      players.add(p.id().equals(id) ? new Player(id, id, p.division(), null, null, null, null, null, null,
          p.number(), paid, checkedIn, null, null) : p);
    }
    if (t.player(id).isEmpty()) {
      players.add(player(id, checkedIn, paid));
    }
    return t.withPlayers(players);
  }

  @Test
  void theDrawNumbersOnlyThePlayersWhoAreInOneToNWithoutHoles() {
    Tournament t = registered();
    assertThat(Draw.inAtTheDraw(t, Events.DIVISION)).extracting(Player::id).containsExactly("p1", "p3", "p6");
    Tournament drawn = Draw.apply(t, Events.DIVISION, 7);
    Map<String, Integer> n = numbers(drawn);
    assertThat(List.of(n.get("p1"), n.get("p3"), n.get("p6"))).containsExactlyInAnyOrder(1, 2, 3);
    assertThat(n.get("p2")).isNull();
    assertThat(n.get("p4")).isNull();
    assertThat(n.get("p5")).isNull();
    // The same players and seed: the same numbers, whoever else is registered.
    assertThat(Draw.of(t, Events.DIVISION, 7).numbers())
        .isEqualTo(Draw.draw(Draw.inAtTheDraw(t, Events.DIVISION), 7).numbers());
    // A second draw before round 1 replaces the first, and takes the number of whoever is no longer in.
    Tournament again = Draw.apply(with(drawn, "p1", false, true), Events.DIVISION, 8);
    assertThat(numbers(again).get("p1")).isNull();
    assertThat(numbers(again).values().stream().filter(java.util.Objects::nonNull)).containsExactlyInAnyOrder(1, 2);
  }

  @Test
  void laterEntriesGetTheNextFreeNumberBeforeAndAfterRoundOne() {
    Tournament t = Draw.apply(registered(), Events.DIVISION, 7);
    assertThat(Draw.lateNumbers(t, Events.DIVISION)).isEmpty();
    // p4 pays and p2 checks in after the draw, p7 registers: registration order decides, p7 is not in yet.
    t = with(with(with(t, "p4", true, true), "p2", true, true), "p7", false, true);
    Map<String, Integer> late = Draw.lateNumbers(t, Events.DIVISION);
    assertThat(late).containsExactly(Map.entry("p2", 4), Map.entry("p4", 5));
    t = Draw.withNumbers(t, late);
    assertThat(Draw.lateNumbers(t, Events.DIVISION)).isEmpty();

    Round one = SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT).round();
    assertThat(one.games()).hasSize(2);
    assertThat(one.byes()).hasSize(1); // p1, p2, p3, p4, p6: p5 withdrew and keeps no number (he had none)
    List<Game> played = one.games().stream().map(g -> Game.of(g.board(), g.red(), g.black(), Result.DRAW)).toList();
    t = t.withRounds(List.of(new Round(Events.DIVISION, 1, played, one.byes(), List.of())));

    // After round 1: p7 checks in and gets 6; he is paired from round 2 on.
    t = with(t, "p7", true, true);
    assertThat(Draw.lateNumbers(t, Events.DIVISION)).containsExactly(Map.entry("p7", 6));
    t = Draw.withNumbers(t, Draw.lateNumbers(t, Events.DIVISION));
    Round two = SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT).round();
    assertThat(two.games().stream().anyMatch(g -> g.involves("p7"))).isTrue();
  }

  @Test
  void aNumberedPlayerWhoDropsOutBeforeRoundOneKeepsHisNumber() {
    Tournament t = Draw.apply(registered(), Events.DIVISION, 7);
    int number = t.player("p3").orElseThrow().number();
    Tournament out = with(t, "p3", false, true); // check-in taken back
    assertThat(out.player("p3").orElseThrow().number()).isEqualTo(number);
    assertThat(Draw.lateNumbers(out, Events.DIVISION)).isEmpty();
    Round one = SwissPairing.pair(out, Events.DIVISION, PairingOptions.DEFAULT).round();
    assertThat(one.games().stream().noneMatch(g -> g.involves("p3"))).isTrue();
    assertThat(one.byes()).doesNotContain("p3");
  }

  @Test
  void theDrawIsRefusedWhenNobodyIsInAndAfterRoundOne() {
    Tournament nobody = Events.tournament(Events.regs(5), List.of(player("p1", false, true), player("p2", true,
        false)), List.of(), List.of());
    assertThatThrownBy(() -> Draw.of(nobody, Events.DIVISION, 1))
        .hasMessageContaining("还没有已报到并缴费的棋手").hasMessageContaining("nothing to draw");
    Tournament drawn = Draw.apply(registered(), Events.DIVISION, 7);
    Round one = SwissPairing.pair(drawn, Events.DIVISION, PairingOptions.DEFAULT).round();
    Tournament paired = drawn.withRounds(List.of(one));
    assertThatThrownBy(() -> Draw.of(paired, Events.DIVISION, 1)).hasMessageContaining("cannot be repeated");
  }
}
