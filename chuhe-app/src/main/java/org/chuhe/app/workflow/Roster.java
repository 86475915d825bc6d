package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.io.PlayerFields;
import org.chuhe.app.store.PlayerStore;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.NextRound;

/**
 * The use case "list the players": every player of the tournament (or of one division) with his pairing status for
 * the next round to pair, the reason when he will not be paired (withdrawn, not checked in, fee unpaid …), as rows
 * any front end renders. ID and phone numbers are left out unless the arbiter asks for them.
 */
public final class Roster {
  private Roster() {}

  /** One player, and why he is not paired in his division's next round (empty: he will be paired). */
  public record Entry(Player player, int nextRound, Optional<Notice> notPaired) {}

  /**
   * These players in a tournament of their own (with the event's regulations and units), read without loading the
   * whole event: enough to write each one as arbiters do ({@link Tournament#nameZh}); an id not in the event is
   * written as it is.
   */
  public static Tournament few(Session s, List<String> ids) {
    return s.read(tx -> {
      List<Player> players = new ArrayList<>();
      for (String id : ids) {
        PlayerStore.find(tx, id).ifPresent(players::add);
      }
      return new Tournament(tx.tournament(), "", TournamentStore.regulations(tx), TournamentStore.units(tx), players,
          null, null, null, null, null);
    });
  }

  /**
   * The players of {@code division} (its id or name; null: every division, in the regulations' order), each
   * division by registration.
   */
  public static List<Entry> of(Session s, String division, boolean showSensitive) {
    Tournament t = s.load();
    String only = division == null ? null : PlayerFields.division("division", t.regulations(), division);
    List<Entry> entries = new ArrayList<>();
    for (var d : t.regulations().divisions()) {
      if (only != null && !d.id().equals(only)) {
        continue;
      }
      int next = NextRound.number(t, d.id());
      Map<String, Notice> out = Pairings.notPaired(t, d.id(), next);
      for (Player p : t.playersIn(d.id())) {
        entries.add(new Entry(showSensitive ? p : p.withoutSensitiveData(), next,
            Optional.ofNullable(out.get(p.id()))));
      }
    }
    return entries;
  }
}
