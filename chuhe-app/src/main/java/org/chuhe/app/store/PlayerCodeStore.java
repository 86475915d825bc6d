package org.chuhe.app.store;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The players' codes (确认码, table {@code player_codes}, V36; issue 26): plain storage. Making, checking and auditing
 * codes are the workflow's ({@code PlayerCodes}); a code never goes into the log or a document.
 */
public final class PlayerCodeStore {
  private PlayerCodeStore() {}

  /** Every stored code by player id. */
  public static Map<String, String> all(ReadTx tx) {
    Map<String, String> codes = new LinkedHashMap<>();
    tx.handle().createQuery("SELECT player_id, code FROM player_codes WHERE tournament_id = :t ORDER BY player_id")
        .bind("t", tx.tournament())
        .map((rs, ctx) -> {
          StoredRow row = new StoredRow(rs, "player_codes", "tournament_id", "player_id");
          return new String[] {row.id("player_id"), row.text("code")};
        }).forEach(r -> codes.put(r[0], r[1]));
    return codes;
  }

  public static Optional<String> find(ReadTx tx, String player) {
    return tx.handle().createQuery("SELECT code FROM player_codes WHERE tournament_id = :t AND player_id = :p")
        .bind("t", tx.tournament()).bind("p", player).mapTo(String.class).findOne();
  }

  /** Stores a player's code, replacing his earlier one. */
  public static void put(WriteTx tx, String player, String code) {
    tx.handle().createUpdate("DELETE FROM player_codes WHERE tournament_id = :t AND player_id = :p")
        .bind("t", tx.tournament()).bind("p", player).execute();
    tx.handle().createUpdate("INSERT INTO player_codes (tournament_id, player_id, code, created_at) "
            + "VALUES (:t, :p, :code, :at)")
        .bind("t", tx.tournament()).bind("p", player).bind("code", code).bind("at", tx.now()).execute();
  }
}
